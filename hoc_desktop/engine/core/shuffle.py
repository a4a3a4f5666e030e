"""`shuffle(rng, items)`: `random.Random.shuffle`, step for step, in code the compiled build compiles.

A game's shuffles (a reshuffled discard pile, the deal) are where most of its random numbers go,
and `Random.shuffle` is written in Python: in the compiled build it was the one part of a
reshuffle still run as interpreted code. This is the same Fisher-Yates walk over the same
`getrandbits` draws (CPython 3.8 to 3.13 all draw this way), so a seeded game deals and shuffles
exactly as before; tests/engine/core/test_shuffle.py holds it to `Random.shuffle` and to fixed orders.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

import random
from typing import Any


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """Shuffle `items` in place, exactly as `rng.shuffle(items)` would."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()           # as Random._randbelow_with_getrandbits: k bits, redrawn until < n
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
