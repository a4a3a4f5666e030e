"""The event stream as one seat sees it, for any ruleset.

`SeatStream(ruleset, seat)` reads the omniscient stream in order and gives each event back as the
ruleset's `redact` table says that seat may see it (a card it may not know becomes None).
Visibility is judged on the state just before each event. The stream keeps that state itself by
applying the omniscient events to a shadow state (`rebuild` below): the engine's hot path pays
nothing for per-seat streams, and a stream can be produced for any recorded game, a save included.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

if TYPE_CHECKING:
    from hoc_desktop.engine.core.ruleset import Event, Ruleset, State


def rebuild(ruleset: "Ruleset", events: Iterable["Event"]) -> "State":
    """The state described by an omniscient stream (its first event describes the opening table)."""
    state: Any = None
    for ev in events:
        state = advance(ruleset, state, ev)
    if state is None:
        raise ValueError("an empty event stream describes no game")
    return state


def advance(ruleset: "Ruleset", state: "State | None", ev: "Event") -> "State":
    """Apply one omniscient event to a rebuilt state (None before the first event)."""
    if state is None:
        state = ruleset.opening_state(ev)
    ruleset.apply[type(ev)](state, ev)
    return state


def _same(ev: "Event", state: "State", seat: int) -> "Event":
    return ev


class SeatStream:
    """One seat's redacted copy of a game's stream, extended as the game goes on."""

    def __init__(self, ruleset: "Ruleset", seat: int) -> None:
        self.ruleset = ruleset
        self.seat = seat
        self.shadow: Any = None
        self.events: list[Event] = []

    def feed(self, ev: "Event") -> "Event":
        """Redact one omniscient event (the next one of the game) and remember it."""
        state = self.shadow
        out = ev if state is None else self.ruleset.redact.get(type(ev), _same)(ev, state, self.seat)
        self.shadow = advance(self.ruleset, state, ev)
        self.events.append(out)
        return out
