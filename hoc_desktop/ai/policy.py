"""The policy interface every AI level of every game implements (each game's kit turns a level's
name into one: Heart of Crown's ai/hoc/levels.py).

A policy is any object with

    def decide(self, prompt: Prompt, view: SeatView) -> command | Decision

`prompt.options` lists the legal answers (see engine/core/prompts.py); `view` is the seat's own
view, whatever its game's kit gives (Heart of Crown: its SeatView). It returns one option of an
action prompt, or ("pick", (values...)) for a pick prompt, optionally wrapped in a Decision with a
short reason for the game log. Its constructor may take one argument, a seed, so a seeded policy
makes the same choices in the same position.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any, Final, Protocol, TypeVar

from hoc_desktop.ai.reason import AnyReason, Reason
from hoc_desktop.engine.core.prompts import Prompt


class Decision:
    """A command and a short reason for the game log (a Reason, worded when shown: ai/reason.py).
    A small class with its `__init__` written out: a policy returns one at every step of every
    simulated game, and the compiled build then makes it a native record instead of running a
    NamedTuple's interpreted `__new__`."""

    __slots__ = ("command", "reason")

    def __init__(self, command: Any, reason: AnyReason = "") -> None:
        self.command = command
        self.reason = reason

    def __repr__(self) -> str:
        return f"Decision({self.command!r}, {self.reason!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and (self.command, self.reason) == (other.command, other.reason)

    def __hash__(self) -> int:
        return hash((self.command, self.reason))


class CardDecisions:
    """The Decisions of one reason code for commands that name a card (`("play", card)` with
    `Reason("play", card=definition)`), each made once per card id and kept. A policy returns one
    at every play of every simulated game; a Decision and its Reason are never changed once made,
    so one serves every later play of the same card (making them, the Reason's dict of fields
    included, was some 4% of a compiled money game). A cached Decision is used only when its command
    is the very command asked for and its card the very definition, so a card id of another game
    (another card under the same id) or another catalog gets a Decision of its own."""

    __slots__ = ("code", "_made")

    def __init__(self, code: str) -> None:
        self.code = code
        self._made: dict[int, tuple[Decision, Any]] = {}      # card id -> (its Decision, the card it names)

    def of(self, command: tuple[Any, ...], card: Any) -> Decision:
        cid: int = command[1]
        made = self._made.get(cid)
        if made is not None and made[1] is card and made[0].command is command:
            return made[0]
        decision = Decision(command, Reason(self.code, card=card))
        self._made[cid] = (decision, card)
        return decision


class Policy(Protocol):
    def decide(self, prompt: Prompt, view: Any) -> Any: ...


def split_decision(answer: Any) -> tuple[Any, AnyReason]:
    """(command, reason) from whatever a policy returned."""
    if isinstance(answer, Decision):
        return answer.command, answer.reason
    return answer, ""


_BUILT_IN: Final[set[type]] = set()
PolicyClass = TypeVar("PolicyClass", bound=type)


def built_in(cls: PolicyClass) -> PolicyClass:
    """Mark a policy class of this package: its answers are plain commands by construction, so
    `play_match` does not check them (an instance of a subclass, e.g. a user's, is checked)."""
    _BUILT_IN.add(cls)
    return cls


def is_built_in(policy: Any) -> bool:
    """Whether `policy` is an instance of a class marked `built_in` itself (not of a subclass)."""
    return type(policy) in _BUILT_IN
