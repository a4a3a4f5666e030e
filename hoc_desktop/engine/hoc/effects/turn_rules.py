"""Cards whose effect lasts for the rest of the turn and changes the turn's own rules.

A card switches such an effect on with a `turn_flag` or `delayed` step (see data/cards/base.yaml):
Bribery lets opponents' cards be bought, Government Contractor lets a bought card go under the draw
pile, Supply Unit acts at Cleanup and Moneylender at the end of the turn. The turn flow (flow.py)
asks these registries at fixed points and names no card, so an expansion adds a handler here (and
a name to the vocabulary), never a branch in the turn.

* `BUY_SOURCES[flag](state, seat)`: more cards the seat may buy, card -> (zone, cost).
* `BUY_PLACEMENT[flag](game, seat, card)`: a generator that may ask where the bought card goes;
  returns (zone, pos, revealed) or None for the usual discard pile.
* `AT_CLEANUP[name](game, seat, times)`: a generator run before Cleanup, `times` = how often the
  delayed effect was set up this turn.
* `AT_END_OF_TURN[name](game, seat, times)`: run after the Market Refresh Phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from hoc_desktop.cards.card_params import handler_params
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.runtime import Effect, choose
from hoc_desktop.engine.hoc.events import Area, Zone
from hoc_desktop.engine.hoc.state import GameState

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

Placement = tuple[Zone, str, bool]

BUY_SOURCES: dict[str, Callable[[GameState, int], dict[int, tuple[Zone, int]]]] = {}
BUY_PLACEMENT: dict[str, Callable[["Game", int, int], Any]] = {}
AT_CLEANUP: dict[str, Callable[["Game", int, int], Effect]] = {}
AT_END_OF_TURN: dict[str, Callable[["Game", int, int], None]] = {}


def _bribery_sources(s: GameState, seat: int) -> dict[int, tuple[Zone, int]]:
    """Bribery: Action and Succession cards in opponents' discard piles, a revealed top of their
    draw piles, and their kept cards, each for 1 more than its price."""
    cards = s.cards
    surcharge = handler_params(s.catalog, "bribery")["surcharge"]
    out: dict[int, tuple[Zone, int]] = {}
    for opp in s.opponents_in_order(seat):
        o = s.players[opp]
        for c in o.discard:
            if cards[c].is_action or cards[c].is_succession:
                out[c] = (("discard", opp), verbs.buy_price(s, seat, c, surcharge))
        if o.draw and o.draw[-1] in s.revealed:
            top = o.draw[-1]
            if cards[top].is_action or cards[top].is_succession:
                out[top] = (("draw", opp), verbs.buy_price(s, seat, top, surcharge))
        for c in o.kept.values():
            out[c] = (("kept", opp), verbs.buy_price(s, seat, c, surcharge))
    return out


def _government_contractor(g: "Game", seat: int, cid: int) -> Any:
    """Government Contractor: a bought card may go revealed to the bottom of the draw pile."""
    pick = yield from choose(g, seat, "bottom", "government_contractor_bottom", (cid,), 0, 1, source=cid,
                             card=g.state.cards[cid].key)
    return (("draw", seat), "bottom", True) if pick else None


def _supply_unit(g: "Game", seat: int, times: int) -> Effect:
    """Supply Unit: before Cleanup, once per Supply Unit played, an Action card from the field
    (not a Supply Unit) may go revealed on top of the draw pile."""
    s = g.state
    p = s.players[seat]
    cards = s.cards
    for _ in range(times):
        eligible = [c for c in p.field if "action" in s.types_of(c) and cards[c].key != "supply_unit"]
        pick = yield from choose(g, seat, "to_draw", "supply_unit_to_draw", eligible, 0, 1)
        if pick:
            verbs.move(g, pick[0], ("field", seat), ("draw", seat), "top", True)
    return True


def _moneylender(g: "Game", seat: int, times: int) -> None:
    """Moneylender: at the end of the turn its player takes Debt counters, per Moneylender played."""
    g.emit(Area(seat, "debt", times * handler_params(g.state.catalog, "moneylender")["debt"]))


BUY_SOURCES["bribery"] = _bribery_sources
BUY_PLACEMENT["government_contractor"] = _government_contractor
AT_CLEANUP["supply_unit"] = _supply_unit
AT_END_OF_TURN["moneylender"] = _moneylender
