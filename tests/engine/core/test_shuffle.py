"""core/shuffle.py: the compiled build's shuffle is `random.Random.shuffle`, draw for draw."""

from __future__ import annotations

import random

from hoc_desktop.engine.core.shuffle import shuffle


def test_shuffle_matches_random_shuffle_for_every_size_and_many_seeds() -> None:
    for seed in range(200):
        for size in (0, 1, 2, 3, 7, 10, 33, 64, 65, 180):
            # given: two generators in the same state and the same list
            ours, theirs = random.Random(seed), random.Random(seed)
            a, b = list(range(size)), list(range(size))
            # when: one shuffles with ours, the other with the standard library's
            shuffle(ours, a)
            theirs.shuffle(b)
            # then: the same order, and both generators stand at the same point afterwards
            assert a == b, (seed, size)
            assert ours.getstate() == theirs.getstate()


def test_shuffle_gives_the_orders_it_always_gave() -> None:
    # given: a seeded generator (the orders below were printed by Random.shuffle on CPython 3.11)
    rng = random.Random(2026)
    items = list(range(10))
    # when: shuffled twice
    shuffle(rng, items)
    first = items[:]
    shuffle(rng, items)
    # then: the recorded orders: a game's deals do not change with the Python version
    assert first == FIRST
    assert items == SECOND


FIRST = [0, 6, 2, 3, 8, 4, 7, 9, 5, 1]
SECOND = [2, 5, 6, 4, 7, 8, 0, 3, 9, 1]
