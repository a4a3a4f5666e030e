"""Taking over a game: a new game that goes on from a position of another, with everything the
taking seat could not know at that moment dealt again (for any ruleset that can redeal).

A take-over is one more entry in the command log, `(seat, ("take_over", seed))`, so a taken-over
game is the original's setup and command prefix, the take-over, then the new game's commands.
Everything that replays a log (saves, undo, replays, the review, the AI worker) then replays a
taken-over game without knowing about it, and the same seed deals the same hidden cards again:
it stays one deterministic, replayable game.

The driver (core/game.py) carries it out: it asks the ruleset's `redeal(game, seat, rng)` for the
state with every card hidden from `seat` dealt again consistently with what that seat has seen
(each game's determinization, the one its AI looks ahead with), replaces its state with it and
records a `TakenOver` event holding that new state. Per-seat streams and `rebuild` take their
shadow state from it (seat_stream.py); every seat's stream gets it without the state. Nothing the
taking seat saw changes, so its stream and seat table go on as before; the other seats' own
cards may have changed (they are dealt again too), so only the taking seat's stream describes the
game after it.

Allowed only at a quiescent point (no effect suspended: the determinizations are valid there and
nowhere else) where the game waits for the taking seat: in both games that is the top-level
prompt of that seat (every turn start and every Main and Second Phase prompt in Heart of Crown,
every turn in Crown Rivals). Undo never goes back across a take-over (core/undo.py): it is news.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

from hoc_desktop.i18n import _
from hoc_desktop.i18n.player_names import YOU, shown_name

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

TAKE_OVER = "take_over"
SEEDS = 1_000_000          # a take-over's seed is below this (a save holds no larger command value)


@dataclass(frozen=True)
class TakenOver:
    """The event of a take-over: `seat` took over with `seed`; `world` is the state just after (the
    omniscient event only: a seat's stream gets the event without it). Two events are equal by seat
    and seed, which decide the world."""

    seat: int
    seed: int
    world: Any = field(default=None, compare=False, repr=False)
    type = "taken_over"

    def seen(self) -> "TakenOver":
        """The event as every seat's stream holds it: who took over, not the cards dealt."""
        return TakenOver(self.seat, self.seed)

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON object, as `hoc-desktop events` prints every event."""
        return {"type": self.type, "seat": self.seat, "seed": self.seed}

    def words(self, names: Sequence[str]) -> str:
        """The log's line for it."""
        return _("Taken over here from {view}: the cards hidden from it were dealt again.").format(
            view=seen_by(names[self.seat]))


def seen_by(name: str) -> str:
    """A seat's view in words, by the seat's name ("your view" for the seat called You), in the
    current language."""
    return _("your view") if name == YOU else _("{name}'s view").format(name=shown_name(name))


def take_over_command(seed: int) -> tuple[str, int]:
    """The command that takes over with `seed` (0 <= seed < SEEDS)."""
    if not 0 <= seed < SEEDS:
        raise ValueError(f"a take-over seed is between 0 and {SEEDS - 1}")
    return (TAKE_OVER, seed)


def why_not_taken_over(game: "Game[Any, Any]", seat: int) -> str | None:
    """Why `seat` cannot take `game` over where it stands, in words; None when it can."""
    if game.ruleset.redeal is None:
        return "this game cannot be taken over"
    if game.setup is None or not game.record:
        return "only a recorded game dealt from a setup can be taken over"
    prompt = game.prompt()
    if prompt is None:
        return "the game is over"
    if prompt.seat != seat:
        return "it can only be taken over where the taking seat decides"
    if not game.quiescent or not prompt.offers_commands:
        return "it can only be taken over at the start of a decision, not in the middle of a card's effect"
    return None


def is_taken_over(commands: Sequence[tuple[int, Any]]) -> bool:
    """Whether a command log takes its game over somewhere (a replay of it must keep its events:
    a game's deal may read what the taking seat saw)."""
    return any(is_take_over(command) for _seat, command in commands)


def is_take_over(command: Any) -> bool:
    """Whether a command is a take-over (the driver carries it out: it is in no prompt's options)."""
    return type(command) is tuple and command[:1] == (TAKE_OVER,)


def take_over_points(game: "Game[Any, Any]") -> list[TakenOver]:
    """The take-overs in a game's record so far, oldest first (empty for a game never taken over)."""
    return [ev for ev in game.events if type(ev) is TakenOver]
