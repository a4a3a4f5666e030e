"""The user-facing error types: each carries one line that says what is wrong and where."""

from __future__ import annotations

from hoc_desktop.safe_text import clip


class HocError(Exception):
    """Base for errors shown to a user as one line (no traceback)."""


class DataError(HocError):
    """Bad card, set or rules data: the message is `FILE:LINE: card 'NAME': what is wrong`."""


class SaveError(HocError):
    """A save file that cannot be read: corrupt, truncated, tampered or from a newer version."""


class ScenarioError(HocError):
    """A scenario file that does not describe a legal position or names unknown cards."""


class IllegalCommand(HocError):
    """A command the engine refused; the game state is unchanged."""


class UsageError(HocError, ValueError):
    """A wrong value on the command line (an unknown policy or market). Also a ValueError, because
    callers that check such values have always caught ValueError."""


class PolicyError(HocError):
    """A policy (a seat's AI, possibly the user's own code) raised, exited or answered illegally."""


class ShapeError(HocError, ValueError):
    """A value read from a file (or a position spec) that has the wrong shape: a wrong type, a
    number out of range, a missing or unknown key. `where` is the path to it inside the document
    (`("players", 0, "hand", 2)`), so a loader can name the file and the line; `at` is where the
    line should point when that is more precise (an unknown key's own line). Also a ValueError,
    because the option checks it replaced raised ValueError."""

    def __init__(self, where: tuple[str | int, ...], problem: str, at: tuple[str | int, ...] | None = None) -> None:
        self.where = tuple(where)
        self.problem = problem
        self.at = self.where if at is None else tuple(at)     # what the line number should point at
        super().__init__(f"{dotted(self.where)}: {problem}" if self.where else problem)

    def below(self, depth: int) -> str:
        """The message as seen from the value `depth` keys down (a card in a card file: 2)."""
        rest = self.where[depth:]
        return f"{dotted(rest)}: {self.problem}" if rest else self.problem


def dotted(where: tuple[str | int, ...]) -> str:
    """`players[0].hand[2]` for ("players", 0, "hand", 2): how messages name a place in a file."""
    out = ""
    for part in where:
        if isinstance(part, int) and not isinstance(part, bool):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + clip(str(part), 40)
    return out
