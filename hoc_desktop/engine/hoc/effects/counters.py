"""Counters a player owns, as steps: putting them into a play area (Coin area, Mine area), spending
one while a card resolves (Mining Town's Ore), and Money-Loving Fairy's "remove two, copy one",
which works on every kind of counter a player owns (OQ-8: the play areas the rules name, Debt
included, and the counters on the player's own cards: Succession +1, Twin). A copy only joins a
kind and place that already holds one (MLF-1). Coin counters are cashed in by a Main Phase command
(flow.py, `cash_coin_counter`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.runtime import Ctx, Effect, card_params, choose, op, sync_op, value
from hoc_desktop.engine.hoc.events import Area, Counter

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game
    from hoc_desktop.engine.hoc.state import GameState

# one place a player's counters of one kind lie: ("area", kind) or (card instance, kind)
Pool = tuple[Any, str]

@sync_op("put_area_counter")
def put_area_counter(g: "Game", ctx: Ctx, args: dict[str, Any]) -> bool:
    cap = card_params(g, ctx)["coin_counter_cap"] if args["capped"] else None
    verbs.put_area_counter(g, ctx.seat, args["kind"], value(ctx, args["count"]), cap)
    return True          # at the cap nothing happens, and nothing after it is skipped


@op("spend_area_counter")
def spend_area_counter(g: "Game", ctx: Ctx, kind: str) -> Effect:
    """"You may remove one counter of `kind`": False (the card stops) when none is there or the
    player declines."""
    if not g.state.players[ctx.seat].areas.get(kind):
        return False
    pick = yield from choose(g, ctx.seat, "pay", "spend_area_counter", (1,), 0, 1,
                             source=ctx.card, counter=kind)
    if not pick:
        return False
    g.emit(Area(ctx.seat, kind, -1))
    return True


def owned_pools(s: GameState, seat: int) -> list[tuple[Pool, int]]:
    """Every place holding counters `seat` owns, with how many: play areas first (in the rules'
    order), then the cards of the Domain in Domain order. Public: a seat's view lists them too, so
    an AI reads a counter prompt's options in the engine's own order."""
    p = s.players[seat]
    pools: list[tuple[Pool, int]] = [(("area", kind), p.areas[kind])
                                     for kind in s.rulebook.rules.counter_areas_owned if p.areas.get(kind)]
    for cid in p.domain:
        for kind, count in s.counters.get(cid, {}).items():
            if count:
                pools.append(((cid, kind), count))
    return pools


def _named_pools(g: "Game", pools: list[tuple[Pool, int]]) -> tuple[tuple[str, str, int], ...]:
    """The pools as a prompt's words name them: (counter kind, the card key holding them or "" for
    a play area, how many)."""
    cards = g.state.cards
    return tuple((kind, "" if where == "area" else cards[where].key, count) for (where, kind), count in pools)


def _change(g: "Game", seat: int, pool: Pool, delta: int) -> None:
    where, kind = pool
    g.emit(Area(seat, kind, delta) if where == "area" else Counter(where, kind, delta))


@op("copy_counters")
def copy_counters(g: "Game", ctx: Ctx, remove: int) -> Effect:
    """Remove `remove` counters the player owns, one choice at a time, then add one counter to a
    place that still holds one (a copy). With too few counters, removes what there is and stops."""
    for n in range(remove):
        pools = owned_pools(g.state, ctx.seat)
        if not pools:
            return False
        pick = yield from choose(g, ctx.seat, "counter", "copy_counters_remove", range(len(pools)), source=ctx.card,
                                 pools=_named_pools(g, pools), n=n + 1, count=remove)
        _change(g, ctx.seat, pools[pick[0]][0], -1)
    pools = owned_pools(g.state, ctx.seat)
    pick = yield from choose(g, ctx.seat, "counter", "copy_counters_copy", range(len(pools)), source=ctx.card,
                             pools=_named_pools(g, pools))
    if pick:
        _change(g, ctx.seat, pools[pick[0]][0], 1)
    return True
