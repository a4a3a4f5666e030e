"""A game's events in words, as every game's log reader takes them: one line and the cards it
names, so a reader can show the card a line speaks of without searching its words. Each game
tells its own events (its kit's `tell`); the line's shape is the same for all."""

from __future__ import annotations

from typing import Any, NamedTuple


class Told(NamedTuple):
    """One log line and the cards it names (instance ids or a seat stream's CardRefs, in order)."""

    text: str
    cards: tuple[Any, ...]
