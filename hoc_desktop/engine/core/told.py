"""A game's events in words, as every game's log reader takes them: one line, the cards it names
and what kind of line it is, so a reader can show the card a line speaks of without searching its
words, and set a turn's heading apart or join two draws in a row without reading them (the words
are in the player's language). Each game tells its own events (its kit's `tell`); the line's shape
is the same for all."""

from __future__ import annotations

from typing import Any, NamedTuple

LINE, HEADING, DRAW = "line", "heading", "draw"
"""The kinds of line: any line; a turn's (or the game's end's) heading; a player drawing cards."""


class Told(NamedTuple):
    """One log line, the cards it names (instance ids or a seat stream's CardRefs, in order), its
    kind, and for a draw the seat that draws (the same seat's next draw joins its line)."""

    text: str
    cards: tuple[Any, ...]
    kind: str = LINE
    seat: int | None = None
