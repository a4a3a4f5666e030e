"""Drawing cards: from the top of the draw pile, reshuffling the discard pile when the draw pile is
empty, and making do with fewer cards when both are empty (CR:L72)."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals.events import Moved, Reshuffled


def can_draw(g: Driver, seat: int) -> bool:
    p = g.state.players[seat]
    return bool(p.draw or p.discard)


def draw(g: Driver, seat: int, n: int) -> int:
    """Draw up to `n` cards into `seat`'s hand; returns how many were drawn."""
    s = g.state
    p = s.players[seat]
    for drawn in range(n):
        if not p.draw:
            if not p.discard:
                return drawn
            order = p.discard[:]
            s.rng.shuffle(order)
            g.emit(Reshuffled(seat, tuple(order)))
        g.emit(Moved(p.draw[-1], ("draw", seat), ("hand", seat)))
    return n
