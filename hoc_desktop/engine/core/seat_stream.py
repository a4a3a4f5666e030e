"""The event stream as one seat sees it, for any ruleset.

`SeatStream(ruleset, seat)` reads the omniscient stream in order and gives each event back as the
ruleset's `redact` table says that seat may see it (a card it may not know becomes None).
Visibility is judged on the state just before each event. The stream keeps that state itself by
applying the omniscient events to a shadow state that starts as the setup's empty table (the way
`rebuild` below works): the engine's hot path pays nothing for per-seat streams, and a stream can
be produced for any recorded game dealt from a setup, a save included.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import TYPE_CHECKING, Any, Iterable

from hoc_desktop.engine.core.take_over import TakenOver

if TYPE_CHECKING:
    from hoc_desktop.engine.core.ruleset import Event, Ruleset, S, Setup, State, U


def rebuild(ruleset: "Ruleset[Any, S, U]", setup: "U", events: Iterable["Event"]) -> "S":
    """The state described by the omniscient stream of a game dealt from `setup` (the setup gives
    the empty table and its cards; every change after that is in the events)."""
    state = ruleset.new_state(setup)
    apply = ruleset.apply
    for ev in events:
        if type(ev) is TakenOver:              # a take-over: the game goes on from the state it dealt
            state = ev.world.copy()
        else:
            apply[type(ev)](state, ev)
    return state


def _same(ev: "Event", state: "State", seat: int) -> "Event":
    return ev


class SeatStream:
    """One seat's redacted copy of a game's stream, extended as the game goes on."""

    def __init__(self, ruleset: "Ruleset[Any, Any, Any]", setup: "Setup", seat: int) -> None:
        self.seat = seat
        self.shadow = ruleset.new_state(setup)
        self.events: list[Event] = []
        self._apply = ruleset.apply
        self._redact = ruleset.redact

    def feed(self, ev: "Event") -> "Event":
        """Redact one omniscient event (the next one of the game) and remember it."""
        state = self.shadow
        if type(ev) is TakenOver:              # the cards dealt again are nobody's to see (take_over.py)
            self.shadow = ev.world.copy()
            out: Event = ev.seen()
            self.events.append(out)
            return out
        out = self._redact.get(type(ev), _same)(ev, state, self.seat)
        self._apply[type(ev)](state, ev)
        self.events.append(out)
        return out
