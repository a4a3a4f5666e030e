"""The market: refilling a slot from the market deck, and the crowded house (CR:L54, L60; OQ-6,
OQ-7, OQ-11, OQ-12)."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals.cards import is_face
from hoc_desktop.engine.crown_rivals.events import MarketReset, Moved


def refill(g: Driver, slot: int) -> None:
    """Fill the empty `slot` from the top of the market deck (it stays empty when the deck is), then
    check for a crowded house."""
    s = g.state
    if s.market_deck:
        g.emit(Moved(s.market_deck[-1], ("market_deck", None), ("market", slot)))
    crowded_house(g)


def deal(g: Driver) -> None:
    """Fill every slot, left to right, from the market deck (setup and after a reset)."""
    s = g.state
    for slot in range(len(s.market)):
        if s.market_deck:
            g.emit(Moved(s.market_deck[-1], ("market_deck", None), ("market", slot)))


def crowded(g: Driver) -> bool:
    """Whether the market shows `crowded_house_at` or more kings/queens."""
    return sum(1 for c in g.state.market if c is not None and is_face(c)) >= g.state.rules.crowded_house_at


def fixable(g: Driver) -> bool:
    """Whether some market could show fewer kings/queens than a crowded house (OQ-12): of the N
    cards in market and market deck, k kings/queens, a market of min(5, N) needs N - k non-faces
    for all but (crowded_house_at - 1) of its places."""
    s = g.state
    pool = [c for c in s.market if c is not None] + s.market_deck
    faces = sum(map(is_face, pool))
    shown = min(len(s.market), len(pool))
    return len(pool) - faces >= shown - (s.rules.crowded_house_at - 1)


def crowded_house(g: Driver) -> None:
    """Shuffle the market into the market deck and deal a new one, as long as it is crowded and a
    market that is not can exist."""
    s = g.state
    while crowded(g) and fixable(g):
        order = s.market_deck + [c for c in s.market if c is not None]
        s.rng.shuffle(order)
        g.emit(MarketReset(tuple(order)))
        deal(g)
