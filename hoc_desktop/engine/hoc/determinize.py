"""Determinization: one plausible complete game as seen from one seat, for AI look-ahead.

`sample_world(state, seat, rng)` copies a quiescent state and redistributes everything `seat`
cannot see, consistently with what it can see:

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

import random

from hoc_desktop.engine.hoc.state import GameState


def _face_down_slots(draw: list[int], revealed: set[int]) -> list[int]:
    return [i for i, c in enumerate(draw) if c not in revealed]


def sample_world(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A copy of `state` with every card `seat` cannot see redistributed at random (see module doc)."""
    world = state.copy()
    revealed = world.revealed
    for p in world.players:
        slots = _face_down_slots(p.draw, revealed)
        if p.seat == seat:
            pool = sorted(p.draw[i] for i in slots)
            rng.shuffle(pool)
            for i, c in zip(slots, pool):
                p.draw[i] = c
            continue
        pool = sorted(p.hand + [p.draw[i] for i in slots])
        rng.shuffle(pool)
        n_hand = len(p.hand)
        p.hand[:] = pool[:n_hand]
        for i, c in zip(slots, pool[n_hand:]):
            p.draw[i] = c
    supply = sorted(world.supply)
    rng.shuffle(supply)
    world.supply[:] = supply
    world.rng = random.Random(rng.getrandbits(64))
    return world
