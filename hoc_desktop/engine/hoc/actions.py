"""Verbs the rules and card effects are written in: draw, reshuffle, gain and pay coins, move,
acquire, banish. Each verb validates nothing about *whether* it may happen (the caller did) and
changes the state only by emitting events through `g.emit`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hoc_desktop.engine.hoc.events import Zone

if TYPE_CHECKING:
    from hoc_desktop.engine.hoc.game import Game


def reshuffle(g: "Game", seat: int) -> None:
    """Shuffle the discard pile and put it *under* what remains of the draw pile."""
    order = g.state.players[seat].discard[:]
    g.state.rng.shuffle(order)
    g.emit(("shuffle", seat, tuple(order)))


def ensure_draw(g: "Game", seat: int, n: int) -> int:
    """Make the draw pile hold `n` cards if the discard pile allows; returns how many it holds (<= n)."""
    p = g.state.players[seat]
    if len(p.draw) < n and p.discard:
        reshuffle(g, seat)
    return min(n, len(p.draw))


def draw(g: "Game", seat: int, n: int) -> int:
    """Draw up to `n` cards one at a time, reshuffling when the draw pile runs out. Returns the count."""
    p = g.state.players[seat]
    hand_zone, draw_zone = ("hand", seat), ("draw", seat)
    for i in range(n):
        if not p.draw:
            if not p.discard:
                return i
            reshuffle(g, seat)
        g.emit(("move", p.draw[-1], draw_zone, hand_zone, "top", False))
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
    debt = g.state.players[seat].areas.get("debt", 0)
    if debt:
        paid = min(debt, amount)
        g.emit(("area", seat, "debt", -paid))
        amount -= paid
    if amount:
        g.emit(("coins", seat, amount))


def pay(g: "Game", seat: int, amount: int) -> bool:
    """Spend coins already gained. False (and nothing spent) when there are not enough."""
    if g.state.turn.coins < amount:
        return False
    if amount:
        g.emit(("coins", seat, -amount))
    return True


def move(g: "Game", cid: int, src: Zone, dst: Zone, pos: str = "top", face: bool = False) -> None:
    g.emit(("move", cid, src, dst, pos, face))


def acquire(g: "Game", seat: int, cid: int, src: Zone, dst: Zone | None = None, pos: str = "top",
            face: bool = False) -> None:
    """Take a card from outside the player's own cards and make it theirs (discard pile by default)."""
    g.emit(("acquire", seat, cid, src, dst or ("discard", seat), pos, face))


def banish(g: "Game", cid: int, src: Zone) -> None:
    g.emit(("move", cid, src, ("outskirts", None), "top", False))


def discard(g: "Game", seat: int, cid: int, src: Zone) -> None:
    g.emit(("move", cid, src, ("discard", seat), "top", False))


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
    s = g.state
    if s.basic.get(key):
        return ("basic", key), s.basic[key]
    if s.stacks.get(key):
        return ("stack", key), s.stacks[key]
    return None
