"""The one owner of what the pointer rests on and of the card shown large at a table (no pygame).
Game-agnostic: Heart of Crown's and Crown Rivals' tables both keep one, keyed by their own card ids.

A zoom is opened by a *source*, and it lives exactly as long as that source:

* "hover": the pointer has rested on a card for HOVER_ZOOM_SECONDS; it closes as soon as the
  pointer moves on, a button is pressed, a drag begins, or the turn changes;
* "panel": a question panel's card (hovered or right-clicked there); it closes with the panel;
* "pin": the player asked for it (a right-click on a table card, or Z on the card in focus); it
  stays until the player dismisses it (a click, Esc, the same gesture again), whatever else moves.

Every zoom is dropped when the table is rebuilt (a hot-seat hand-over, an undo, a resize). The
side of the screen it is drawn on is chosen when it opens, away from the pointer, and kept: moving
the pointer never makes it jump across the table. `waiting` is true only while a hover zoom is on
its way, so a table with a zoom open and nothing moving draws no frames at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from hoc_desktop.client.ui.widgets.base import HOVER_ZOOM_SECONDS

SOURCES = ("hover", "panel", "pin")


@dataclass
class Zoom:
    """Hover and zoom state: see the module docstring."""

    hover: Any = None             # what the pointer rests on: a sprite ident, ("log", line), or None
    hover_card: str | None = None  # the card key that resting there would show
    waited: float = 0.0            # seconds the pointer has rested there
    settled: bool = False          # this hover's zoom was shown or dismissed: not again until it moves on
    key: str | None = None         # the card shown large (None: no zoom)
    source: str = ""               # what opened it (SOURCES)
    left: bool = False             # drawn on the left of the table (the pointer was on the right)

    @property
    def pinned(self) -> bool:
        return self.key is not None and self.source == "pin"

    @property
    def waiting(self) -> bool:
        """A hover zoom is on its way: the window must keep counting time (and only then)."""
        return self.hover_card is not None and not self.settled and self.key is None

    def rest_on(self, hover: Any, card: str | None) -> bool:
        """The pointer now rests on `hover` (showing `card`); True when that changed anything."""
        if hover == self.hover:
            return False
        self.hover, self.hover_card, self.waited, self.settled = hover, card, 0.0, False
        self.close("hover")
        return True

    def tick(self, dt: float, pointer_right: bool) -> bool:
        """Count the rest; True when the hover zoom opens now."""
        if not self.waiting:
            return False
        self.waited += dt
        if self.waited < HOVER_ZOOM_SECONDS:
            return False
        self.open(self.hover_card, "hover", pointer_right)
        return True

    def open(self, key: str | None, source: str, pointer_right: bool) -> None:
        """Show `key` large, opened by `source`, on the side away from the pointer."""
        if source not in SOURCES:
            raise ValueError(f"unknown zoom source '{source}'")
        if key is None:
            return
        self.key, self.source, self.left = key, source, pointer_right
        self.settled = True

    def toggle_pin(self, key: str | None, left: bool) -> bool:
        """A right-click or Z on `key`: pin it large, or close the zoom when that card is already
        pinned or there is no card (None); True when a card is now pinned."""
        if key is None or (self.pinned and self.key == key):
            self.close()
            return False
        self.open(key, "pin", left)
        return True

    def close(self, source: str | None = None) -> bool:
        """Close the zoom (only one opened by `source`, when given); True if one was open."""
        if self.key is None or (source is not None and self.source != source):
            return False
        self.key, self.source = None, ""
        self.settled = True                  # dismissed: not again until the pointer moves on
        return True

    def close_unpinned(self) -> bool:
        """What opened it went away (a drop, a new turn): close any zoom the player did not pin."""
        return False if self.pinned else self.close()

    def press(self) -> bool:
        """A button went down: any zoom closes, and no hover zoom opens while it is held."""
        self.settled = True
        return self.close()

    def forget_hover(self) -> None:
        """The pointer's card may have moved away under it (a drag, a new turn): wait for a move."""
        self.hover, self.hover_card, self.waited, self.settled = None, None, 0.0, False

    def forget(self) -> None:
        """The table is rebuilt: nothing of the previous picture carries over."""
        self.forget_hover()
        self.key, self.source, self.left = None, "", False
