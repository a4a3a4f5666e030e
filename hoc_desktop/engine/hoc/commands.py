"""The top-level commands that name one card, made once for each card id: `PLAY[card]` is
("play", card), and so on.

A Main Phase prompt lists ("play", card) for each card in hand and a Second Phase prompt ("buy",
card) for each Market top the coins pay for, at every decision of every game: built afresh and
freed again, those tuples were a tenth of the work of a compiled simulated game. A command is a
value the engine compares by equality, and card ids count from 0 in every game, so one tuple for
each id serves every prompt of every game. The tables grow with the highest card id any state has
held (`cover`, called wherever a state gains cards): a table deals a few hundred cards.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

import threading
from typing import Any, Final

# Typed as a tuple of any length, a Python object in the compiled build: as tuple[str, int] mypyc
# would unpack each one read into a C struct and build a new tuple again for the option list.
CardCommand = tuple[Any, ...]

# lists read by index: the quickest read in both builds (a native global when compiled)
PLAY: Final[list[CardCommand]] = []
BUY: Final[list[CardCommand]] = []
BACK: Final[list[CardCommand]] = []
SET: Final[list[CardCommand]] = []


_GROWING: Final = threading.Lock()


def cover(cards: int) -> None:
    """Make every table hold the commands of the card ids below `cards`. Threads may deal games at
    once (the window's and an AI's), so the tables grow under a lock, id by id in the order below,
    and SET, the last to grow, says how far all of them reach."""
    if len(SET) >= cards:
        return
    with _GROWING:
        for c in range(len(SET), cards):
            PLAY.append(("play", c))
            BUY.append(("buy", c))
            BACK.append(("back", c))
            SET.append(("set", c))
