"""What each seat of Heart of Crown may know of an event (the ruleset's `redact` and `teaches`).

The per-seat stream (core/seat_stream.py) gives each event back with every card replaced by a
`CardRef` (instance id and card key) where the seat may know which card it is, and by None where
it may not: another player's hand, any draw pile's face-down cards, the Supply pile, and the result
of any shuffle (the zone registry, zones.py, says which zone shows to whom). A card is identified
when it is visible where it leaves or where it arrives, so it becomes known the moment it turns
public (played, discarded, revealed) and never before. Private looks (`Looked`) and the order a
player restacks its own looked-at cards are shown to that player only (and to the face-up observer
of a finished game, core/zones.py `FACE_UP`, who sees every player's cards).

`teaches` says which events of a seat's stream told it something it could not know before: undo
(core/undo.py) never goes back across one.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any, Callable, Final

from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.engine.hoc.events import (Acquire, Activated, Backed, Bought, CardRef, Cleanup, Counter, Created,
                                           Defended, Event, GainTypes, HandRevealed, HandsRevealed, Keep, Looked,
                                           Misfired, ModeChosen, Move, Play, Reshuffle, Restack, Reveal, Shown,
                                           Shuffled, SupplyBottomRevealed, Used)
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.zones import ZONES

_sees = ZONES.sees


def _ref(state: GameState, cid: int) -> CardRef:
    return CardRef(cid, state.cards[cid].key)


def _card_public(ev: Any, state: GameState, seat: int) -> Event:
    """Events about a card everyone can see (played, revealed, on a Domain, bought)."""
    return ev._replace(card=_ref(state, ev.card))


def _moved(ev: Any, state: GameState, seat: int) -> Event:
    cid = ev.card
    if _sees(ev.dst, seat, ev.revealed) or _sees(ev.src, seat, cid in state.revealed):
        return ev._replace(card=_ref(state, cid))
    return ev._replace(card=None)


def _created(ev: Created, state: GameState, seat: int) -> Event:
    if _sees(ev.zone, seat):
        return ev
    return ev._replace(cards=(None,) * len(ev.cards))


def _shuffled(ev: Shuffled, state: GameState, seat: int) -> Event:
    return ev._replace(order=(None,) * len(ev.order))


def _reshuffle(ev: Reshuffle, state: GameState, seat: int) -> Event:
    return ev._replace(order=(None,) * len(ev.order))


def _restack(ev: Restack, state: GameState, seat: int) -> Event:
    if seat in (ev.seat, FACE_UP):
        return ev._replace(top_first=tuple(_ref(state, c) for c in ev.top_first))
    return ev._replace(top_first=(None,) * len(ev.top_first))


def _looked(ev: Looked, state: GameState, seat: int) -> Event:
    if seat in (ev.seat, FACE_UP):
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


REDACT: Final[dict[type, Callable[[Any, GameState, int], Event]]] = {
    Created: _created, Shuffled: _shuffled, Move: _moved, Acquire: _moved, Reshuffle: _reshuffle,
    Restack: _restack, Looked: _looked, Cleanup: _cleanup, Keep: _keep, Defended: _defended,
    HandRevealed: _hand_revealed, HandsRevealed: _hands_revealed,
    Play: _card_public, Reveal: _card_public, Counter: _card_public, Used: _card_public,
    GainTypes: _card_public, Backed: _card_public, Bought: _card_public, Activated: _card_public,
    ModeChosen: _card_public, Misfired: _card_public, SupplyBottomRevealed: _card_public, Shown: _card_public,
}


_ALWAYS_NEWS: Final = (Looked, HandRevealed, HandsRevealed, SupplyBottomRevealed, Reshuffle, Shuffled, Shown)
_hidden_from = ZONES.hidden_from


def teaches(ev: Event, seat: int) -> bool:
    """Whether an event of `seat`'s stream tells that seat something it could not know before."""
    kind = type(ev)
    if kind is Move or kind is Acquire:
        return ev.card is not None and _hidden_from(ev.src, seat)
    if kind is Reveal:
        return ev.revealed
    return kind in _ALWAYS_NEWS
