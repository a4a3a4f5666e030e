"""Scrolled keeps its position in whole pixels between 0 and `max_scroll`, redraws only when the
position moves, and scrolls the least that brings a row into view."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets import Scrolled


class Rows(Scrolled):
    """Twenty rows of 30 pixels in whatever height it is given."""

    ROW = 30

    @property
    def max_scroll(self) -> int:
        return max(0, 20 * self.ROW - self.rect.height)

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y + index * self.ROW - self.scroll, self.rect.width, self.ROW)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing to see: these tests only read the position."""


def test_scrolling_is_clamped_whole_and_redraws_only_on_a_move(app: App) -> None:
    # given 600 pixels of rows in a 200 pixel view, drawn
    rows = Rows()
    rows.layout((0, 100, 300, 200), app.theme)
    rows.dirty = False
    # when it scrolls past either end, then it stops at the end and marks itself dirty
    rows.scroll_by(1000.7)
    assert rows.scroll == 400 and rows.dirty
    rows.dirty = False
    # when it scrolls further down, then nothing moves and nothing needs a redraw
    rows.scroll_by(5)
    assert rows.scroll == 400 and not rows.dirty
    # when it scrolls up by a fraction, then the position stays a whole pixel
    rows.scroll_to(-3)
    assert rows.scroll == 0
    rows.scroll_by(12.6)
    assert rows.scroll == 12 and isinstance(rows.scroll, int)


def test_a_row_out_of_sight_is_scrolled_into_view_by_the_least(app: App) -> None:
    # given rows scrolled to the top of a 200 pixel view
    rows = Rows()
    rows.layout((0, 100, 300, 200), app.theme)
    # when row 10 (pixels 300-330 of the content) is brought into view, then it sits at the bottom
    rows.scroll_into_view(rows.row_rect(10))
    assert rows.row_rect(10).bottom == rows.rect.bottom
    # when row 2 is brought into view, then it sits at the top
    rows.scroll_into_view(rows.row_rect(2))
    assert rows.row_rect(2).top == rows.rect.top
    # when a row already in view is asked for, then nothing moves
    held = rows.scroll
    rows.scroll_into_view(rows.row_rect(4))
    assert rows.scroll == held
    # when the view is an inner box, then the row is brought inside that box
    inner = rows.rect.inflate(0, -40)
    rows.scroll_into_view(rows.row_rect(12), inner)
    assert rows.row_rect(12).bottom == inner.bottom
