"""The event stream as one seat sees it.

`SeatStream(seat)` reads the omniscient stream in order and gives each event back with every card
replaced by a `CardRef` (instance id and card key) where the seat may know which card it is, and by
None where it may not: another player's hand, any draw pile's face-down cards, the Supply pile, and
the result of any shuffle. A card is identified when it is visible where it leaves or where it
arrives, so it becomes known the moment it turns public (played, discarded, revealed) and never
before. Private looks (`Looked`) and the order a player restacks its own looked-at cards are shown
to that player only.

Visibility is judged on the state just before each event. The stream keeps that state itself by
applying the omniscient events to a shadow table (`rebuild` below): the engine's hot path pays
nothing for per-seat streams, and a stream can be produced for any recorded game, a save included.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from hoc_desktop.engine.hoc.events import (APPLY, Acquire, Activated, Backed, Bought, CardRef, Cleanup, Counter, Created,
                                           Defended, Event, GainTypes, GameStarted, HandRevealed, HandsRevealed,
                                           Keep, Looked, Misfired, ModeChosen, Move, Play, Reshuffle, Restack,
                                           Reveal, Shuffled, SupplyBottomRevealed, Used, Zone)
from hoc_desktop.engine.hoc.ruleset import Options
from hoc_desktop.engine.hoc.state import GameState


def rebuild(events: Iterable[Event]) -> GameState:
    """The game state described by an omniscient stream that starts with `GameStarted`."""
    state: GameState | None = None
    for ev in events:
        state = advance(state, ev)
    if state is None:
        raise ValueError("an event stream starts with GameStarted")
    return state


def advance(state: GameState | None, ev: Event) -> GameState:
    """Apply one omniscient event to a rebuilt state (None before the first event)."""
    if type(ev) is GameStarted:
        from hoc_desktop.engine.hoc.setup import empty_table
        return empty_table(ev.players, Options.from_dict(ev.options))
    if state is None:
        raise ValueError("an event stream starts with GameStarted")
    APPLY[type(ev)](state, ev)
    return state


def zone_visible(state: GameState, zone: Zone, seat: int, cid: int | None = None) -> bool:
    """Whether `seat` sees the face of a card lying in `zone` (`cid` decides for draw piles, where
    only revealed cards show)."""
    kind = zone[0]
    if kind == "hand":
        return zone[1] == seat
    if kind == "draw":
        return cid is not None and cid in state.revealed
    return kind != "supply"


class SeatStream:
    """One seat's redacted copy of a game's stream, extended as the game goes on."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.shadow: GameState | None = None
        self.events: list[Event] = []

    def feed(self, ev: Event) -> Event:
        """Redact one omniscient event (the next one of the game) and remember it."""
        state = self.shadow
        out = ev if state is None else _REDACT.get(type(ev), _same)(ev, state, self.seat)
        self.shadow = advance(state, ev)
        self.events.append(out)
        return out


def _ref(state: GameState, cid: int) -> CardRef:
    return CardRef(cid, state.cards[cid].key)


def _same(ev: Event, state: GameState, seat: int) -> Event:
    return ev


def _card_public(ev: Any, state: GameState, seat: int) -> Event:
    """Events about a card everyone can see (played, revealed, on a Domain, bought)."""
    return ev._replace(card=_ref(state, ev.card))


def _moved(ev: Any, state: GameState, seat: int) -> Event:
    cid = ev.card
    dst_visible = ev.revealed if ev.dst[0] == "draw" else zone_visible(state, ev.dst, seat)
    if dst_visible or zone_visible(state, ev.src, seat, cid):
        return ev._replace(card=_ref(state, cid))
    return ev._replace(card=None)


def _created(ev: Created, state: GameState, seat: int) -> Event:
    if zone_visible(state, ev.zone, seat):
        return ev
    return ev._replace(cards=(None,) * len(ev.cards))


def _shuffled(ev: Shuffled, state: GameState, seat: int) -> Event:
    return ev._replace(order=(None,) * len(ev.order))


def _reshuffle(ev: Reshuffle, state: GameState, seat: int) -> Event:
    return ev._replace(order=(None,) * len(ev.order))


def _restack(ev: Restack, state: GameState, seat: int) -> Event:
    if ev.seat == seat:
        return ev._replace(top_first=tuple(_ref(state, c) for c in ev.top_first))
    return ev._replace(top_first=(None,) * len(ev.top_first))


def _looked(ev: Looked, state: GameState, seat: int) -> Event:
    if ev.seat == seat:
        return ev._replace(cards=tuple(_ref(state, c) for c in ev.cards))
    return ev._replace(cards=(None,) * len(ev.cards))


def _keep(ev: Keep, state: GameState, seat: int) -> Event:
    return ev._replace(card=_ref(state, ev.card), territory=_ref(state, ev.territory))


def _defended(ev: Defended, state: GameState, seat: int) -> Event:
    return ev._replace(card=_ref(state, ev.card), attack=_ref(state, ev.attack))


def _cleanup(ev: Cleanup, state: GameState, seat: int) -> Event:
    """Every card goes to the public discard pile, so everyone sees which."""
    return ev._replace(field=tuple(_ref(state, c) for c in ev.field), hand=tuple(_ref(state, c) for c in ev.hand))


def _hand_revealed(ev: HandRevealed, state: GameState, seat: int) -> Event:
    return ev._replace(cards=tuple(_ref(state, c) for c in ev.cards))


def _hands_revealed(ev: HandsRevealed, state: GameState, seat: int) -> Event:
    return ev._replace(hands=tuple((s, tuple(_ref(state, c) for c in cards)) for s, cards in ev.hands))


_REDACT: dict[type, Callable[[Any, GameState, int], Event]] = {
    Created: _created, Shuffled: _shuffled, Move: _moved, Acquire: _moved, Reshuffle: _reshuffle,
    Restack: _restack, Looked: _looked, Cleanup: _cleanup, Keep: _keep, Defended: _defended, HandRevealed: _hand_revealed,
    HandsRevealed: _hands_revealed,
    Play: _card_public, Reveal: _card_public, Counter: _card_public, Used: _card_public,
    GainTypes: _card_public, Backed: _card_public, Bought: _card_public, Activated: _card_public,
    ModeChosen: _card_public, Misfired: _card_public, SupplyBottomRevealed: _card_public,
}
