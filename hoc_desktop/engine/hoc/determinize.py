"""Determinization: one plausible complete game as seen from one seat, for AI look-ahead.

`sample_world(state, seat, rng)` copies a quiescent state and redistributes everything `seat`
cannot see, consistently with what it can see; what is hidden from whom is the zone registry's
word (zones.py), so a zone declared hidden is redealt without a change here:

* each opponent's hand and the face-down cards of their draw pile are pooled and dealt back at
  random (hand size and draw-pile size kept; face-up cards inside the draw pile stay where they are);
* the seat's own face-down draw-pile cards are reshuffled (it knows what is there, not the order);
* the Supply pile is reshuffled;
* the copy's random generator is reseeded from `rng` (future shuffles are unknown too).

The sample depends only on what the seat can see plus `rng`: every hidden pool is collected in a
canonical order (sorted instance ids) before it is shuffled, so two true states that differ only in
the arrangement of hidden cards give identical samples for the same `rng` state.

Only valid at a quiescent point (no effect suspended), e.g. at a Main or Second Phase prompt.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

import random

from hoc_desktop.engine.core.shuffle import shuffle
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.zones import ZONES


def _redeal(zones: list[list[int]], kinds: list[str], revealed: set[int], rng: random.Random) -> None:
    """Pool the cards of these hidden zones (face-up cards of a revealable zone stay where they
    are) in a canonical order, shuffle them and deal them back into the same places, zone by zone
    in declaration order."""
    places = [(cards, [i for i, c in enumerate(cards) if c not in revealed] if ZONES[kind].revealable
               else range(len(cards))) for cards, kind in zip(zones, kinds)]
    pool = sorted(cards[i] for cards, slots in places for i in slots)
    shuffle(rng, pool)
    dealt = iter(pool)
    for cards, slots in places:
        for i in slots:
            cards[i] = next(dealt)


def sample_world(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of `state` with every card `seat` cannot see redistributed at random (see module doc)."""
    world = state.copy()
    revealed = world.revealed
    for p in world.players:
        hidden = [kind for kind in ZONES.seat_piles if not ZONES.sees((kind, p.seat), seat)]
        _redeal([getattr(p, kind) for kind in hidden], hidden, revealed, rng)
    for kind in ZONES.shared:
        if not ZONES.sees((kind, None), seat):
            _redeal([getattr(world, kind)], [kind], revealed, rng)
    world.rng = random.Random(rng.getrandbits(64))
    return world
