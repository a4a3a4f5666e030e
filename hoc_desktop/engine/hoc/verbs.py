"""Verbs the rules and card effects are written in: draw, reshuffle, gain and pay coins, move,
acquire, banish. Each verb validates nothing about *whether* it may happen (the caller did) and
changes the state only by emitting events through `g.emit`.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Final, TYPE_CHECKING

from hoc_desktop.cards.card_params import handler_params
from hoc_desktop.engine.core.shuffle import shuffle
from hoc_desktop.engine.hoc.events import (Acquire, Area, Move, Reshuffle, Reveal, Zone, draw_card, draw_cards,
                                           emit_coins, emit_move)
from hoc_desktop.engine.hoc.state import GameState

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


def reshuffle(g: "Game", seat: int) -> None:
    """Shuffle the discard pile and put it *under* what remains of the draw pile. Cards Samurai
    set aside join the discard pile first (SAM-3)."""
    s: GameState = g.state
    p = s.players[seat]
    for cid in p.set_aside[:]:
        g.emit(Move(cid, ("set_aside", seat), ("discard", seat)))
    order = p.discard[:]
    shuffle(s.rng, order)
    g.emit_fields(Reshuffle, (seat, tuple(order)))


def ensure_draw(g: "Game", seat: int, n: int) -> int:
    """Make the draw pile hold `n` cards if the discard pile allows; returns how many it holds (<= n)."""
    s: GameState = g.state
    p = s.players[seat]
    if len(p.draw) < n and (p.discard or p.set_aside):
        reshuffle(g, seat)
    return min(n, len(p.draw))


def draw(g: "Game", seat: int, n: int) -> int:
    """Draw up to `n` cards one at a time, reshuffling when the draw pile runs out. Returns the count."""
    s: GameState = g.state
    p = s.players[seat]
    if not g.record and len(p.draw) >= n:
        draw_cards(s, seat, n)       # a whole hand at once: what n single draws do, without the records
        return n
    hand_zone, draw_zone = ("hand", seat), ("draw", seat)
    for i in range(n):
        if not p.draw:
            if not p.discard and not p.set_aside:
                return i
            reshuffle(g, seat)
        if g.record:
            g.emit_fields(Move, (p.draw[-1], draw_zone, hand_zone, "top", False, 0))
        else:
            draw_card(s, p.draw[-1], seat, seat)      # the Move's whole effect, without the record
    return n


def top_cards(g: "Game", seat: int, n: int) -> list[int]:
    """The top `n` cards of the draw pile (reshuffling first if needed), top card first."""
    have = ensure_draw(g, seat, n)
    pile = g.state.players[seat].draw
    return [pile[-1 - i] for i in range(have)]


def gain_coins(g: "Game", seat: int, amount: int) -> None:
    """Gain coins; while Debt counters remain, each coin removes one instead (Moneylender, OQ-15)."""
    if amount <= 0:
        return
    s: GameState = g.state
    debt = s.players[seat].areas.get("debt", 0)
    if debt:
        paid = min(debt, amount)
        g.emit(Area(seat, "debt", -paid))
        amount -= paid
    if amount:
        emit_coins(g, seat, amount)


def pay(g: "Game", seat: int, amount: int) -> bool:
    """Spend coins already gained. False (and nothing spent) when there are not enough."""
    s: GameState = g.state
    if s.turn.coins < amount:
        return False
    if amount:
        emit_coins(g, seat, -amount)
    return True


def depth(g: "Game", cid: int, src: Zone) -> int:
    """How many cards lie above `cid` in its pile, for piles whose order is hidden (draw, Supply)."""
    kind = src[0]
    s: GameState = g.state
    if kind == "draw":
        pile = s.players[src[1]].draw
    elif kind == "supply":
        pile = s.supply
    else:
        return 0
    if pile[-1] == cid:
        return 0
    return len(pile) - 1 - pile.index(cid)


def move(g: "Game", cid: int, src: Zone, dst: Zone, pos: str = "top", revealed: bool = False) -> None:
    emit_move(g, (cid, src, dst, pos, revealed, depth(g, cid, src)))


MAX_TRIGGER_DEPTH: Final = 100      # acquire triggers inside acquire triggers (OQ-FG-22); no real chain nears it


def acquire(g: "Game", seat: int, cid: int, src: Zone, dst: Zone | None = None, pos: str = "top",
            revealed: bool = False, depth_: int = 0) -> None:
    """Take a card from outside the player's own cards and make it theirs (discard pile by default).
    The card's acquire trigger (Mining Town's Ore, Plantation's Farming Villages) follows at once,
    for buying as well (G-ACQ-2, FG-ACQ-6), depth first in the order acquired (OQ-FG-22)."""
    g.emit_fields(Acquire, (seat, cid, src, dst or ("discard", seat), pos, revealed, depth(g, cid, src)))
    s: GameState = g.state
    for step in s.cards[cid].on_acquire:      # vocabulary.ON_ACQUIRE_STEPS only
        if depth_ >= MAX_TRIGGER_DEPTH:
            raise RuntimeError(f"acquire triggers nested more than {MAX_TRIGGER_DEPTH} deep")
        if step.op == "put_area_counter":
            cap = s.cards[cid].params["coin_counter_cap"] if step.args["capped"] else None
            put_area_counter(g, seat, step.args["kind"], step.args["count"], cap)
        else:
            take_from_market(g, seat, step.args["card"], step.args.get("count", 1), (step.args["to"], seat), depth_ + 1)


def take_from_market(g: "Game", seat: int, key: str, count: int, dst: Zone, depth_: int = 0) -> int:
    """Acquire up to `count` cards of the Market pile of `key`, as many as it holds (R-FG-07.4);
    returns how many were taken."""
    for n in range(count):
        found = market_pile_of(g, key)
        if found is None:
            return n
        zone, pile = found
        acquire(g, seat, pile[-1], zone, dst, depth_=depth_)
    return count


def put_area_counter(g: "Game", seat: int, kind: str, count: int, cap: int | None = None) -> int:
    """Put `count` counters into one of `seat`'s play areas (the area exists from its first counter,
    G-CNT-2); never beyond `cap` in that area when one is given (the card's: Money-Loving Fairy's
    Coin counters, OQ-7). Returns how many were put."""
    if cap is not None:
        have = g.state.players[seat].areas.get(kind, 0)
        count = max(0, min(count, cap - have))
    if count:
        g.emit(Area(seat, kind, count))
    return count


def reveal(g: "Game", seat: int, cid: int) -> None:
    """Turn a card of `seat`'s draw pile face up where it lies."""
    pile = g.state.players[seat].draw
    g.emit(Reveal(cid, seat, len(pile) - 1 - pile.index(cid), True))


def banish(g: "Game", cid: int, src: Zone) -> None:
    g.emit(Move(cid, src, ("outskirts", None), depth=depth(g, cid, src)))


def discard(g: "Game", seat: int, cid: int, src: Zone) -> None:
    g.emit(Move(cid, src, ("discard", seat), depth=depth(g, cid, src)))


def buy_price(s: GameState, seat: int, cid: int, surcharge: int = 0) -> int:
    """What `seat` pays to buy `cid`: its cost plus any surcharge, less the backed princess's discount
    (Klam-Klam's static ability), never below the minimum (glossary "Buy")."""
    return max(s.rulebook.rules.min_buy_cost, s.cards[cid].cost + surcharge - buy_discount(s, seat))


def tax(s: GameState, pile: str) -> int:
    """What a Taxation token on the Market pile `pile` adds to the active player's buy cost: nothing
    when the pile has none or when that player played Taxation this turn (TAX-3)."""
    if pile in s.taxed and "tax_exempt" not in s.turn.flags:
        return handler_params(s.catalog, "taxation")["tax_surcharge"]
    return 0


def buy_discount(s: GameState, seat: int) -> int:
    """Klam-Klam's static ability: every card costs less to buy for the player backing her."""
    princess = s.players[seat].princess
    if princess is not None and "buy_discount" in s.cards[princess].static:
        return s.cards[princess].params["buy_discount"]
    return 0


def market_tops(g: "Game", max_cost: int | None = None, name: str | None = None) -> list[tuple[int, Zone]]:
    """(top card, pile zone) of every non-empty Market pile, filtered by printed cost or card id."""
    cards = g.state.cards
    out = []
    for zone, pile in g.state.market_piles():
        top = pile[-1]
        card = cards[top]
        if max_cost is not None and card.cost > max_cost:
            continue
        if name is not None and card.key != name:
            continue
        out.append((top, zone))
    return out


def market_pile_of(g: "Game", key: str) -> tuple[Zone, list[int]] | None:
    """The Market pile holding cards with id `key`, if it is non-empty."""
    s: GameState = g.state
    if s.basic.get(key):
        return ("basic", key), s.basic[key]
    if s.stacks.get(key):
        return ("stack", key), s.stacks[key]
    return None
