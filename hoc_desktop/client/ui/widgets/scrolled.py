"""Scrolled: the scroll position of a widget whose content is taller than itself (lists, pages,
grids), kept in whole pixels between 0 and `max_scroll`.

A subclass says how far it can scroll (`max_scroll`) and draws its content `scroll` pixels up;
scrolling only marks it dirty when the position really moves, so a wheel turned at the end of a
list costs no redraw. (The game log, which follows its end and scrolls in fractions, is
`ScrollLog`.)
"""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.widgets.base import Widget


class Scrolled(Widget):
    """A widget with a vertical scroll position in whole pixels."""

    def __init__(self) -> None:
        super().__init__()
        self.scroll = 0

    @property
    def max_scroll(self) -> int:
        """How far the content can scroll: its height beyond the view (0 when it fits)."""
        raise NotImplementedError

    def scroll_to(self, value: float) -> None:
        """Scroll to `value` pixels from the top, clamped to the content."""
        value = int(min(self.max_scroll, max(0, value)))
        if value != self.scroll:
            self.scroll = value
            self.dirty = True

    def scroll_by(self, pixels: float) -> None:
        """Scroll `pixels` down (up when negative)."""
        self.scroll_to(self.scroll + pixels)

    def scroll_into_view(self, item: pygame.Rect, view: pygame.Rect | None = None) -> None:
        """Scroll the least that shows `item` (in window pixels, as drawn now) inside `view` (the
        widget's rectangle unless given): a row chosen by keys is never left out of sight."""
        view = self.rect if view is None else view
        if item.top < view.top:
            self.scroll_by(item.top - view.top)
        elif item.bottom > view.bottom:
            self.scroll_by(item.bottom - view.bottom)
