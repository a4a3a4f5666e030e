"""ScrollLog: the scrolling game log, built for thousands of lines.

Lines are wrapped to the log's width once (on append and on resize), measured word by word (a
Japanese line: character by character) with a cache of widths, since game-log lines reuse the
same few hundred words. Drawing blits only the rows in view, each a cached text surface, so a log
of 5,000 lines draws as fast as one of 50.

The log follows its end while the view is at the bottom: new lines scroll into view. Scrolling up
(wheel, dragging the text or the scroll bar, arrow keys or Page Up/Down while focused) stops
following; scrolling back to the bottom resumes it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from hoc_desktop.client.ui.drawing import draw_box, draw_focus_ring
from hoc_desktop.client.ui.line_break import break_lines
from hoc_desktop.client.ui.theme import RGB, Theme
from hoc_desktop.client.ui.widgets.base import Widget

WHEEL_ROWS = 3


@dataclass(frozen=True, slots=True)
class LogLine:
    """One logical line; `color` None uses the theme's text colour; `card` is the key of the card it
    speaks of (a game log: pointing at the line shows that card), None for none."""

    text: str
    color: RGB | None = None
    bold: bool = False
    card: str | None = None


class ScrollLog(Widget):
    """A scrolling list of log lines with per-line colour and weight."""

    focusable = True

    def __init__(self, role: str = "small") -> None:
        super().__init__()
        self.role = role
        self.lines: list[LogLine] = []
        self.rows: list[tuple[str, int]] = []        # (row text, index of its line), after wrapping
        self.scroll = 0.0                             # pixels from the top of the content
        self.follow = True
        self._wrapped_for: tuple[int, int] | None = None   # (width, px) the rows were wrapped for
        self._word_widths: dict[tuple[int, bool], dict[str, int]] = {}
        self._hovered = False
        self._drag: tuple[str, int, float] | None = None    # (what, start y, start scroll)

    # ---- content
    def append(self, text: str, color: RGB | None = None, bold: bool = False, card: str | None = None) -> None:
        """Add a line at the end (it wraps to as many rows as it needs)."""
        line = LogLine(text, color, bold, card)
        self.lines.append(line)
        if self._wrapped_for is not None:
            index = len(self.lines) - 1
            self.rows.extend((row, index) for row in self._wrap(line))
        if self.follow:
            self.scroll = self.max_scroll
        self.dirty = True

    def take_back(self, count: int) -> None:
        """Remove the last `count` lines (to be told again: a draw joining the lines before it)."""
        count = min(count, len(self.lines))
        if count <= 0:
            return
        del self.lines[len(self.lines) - count:]
        while self.rows and self.rows[-1][1] >= len(self.lines):
            self.rows.pop()
        if self.follow:
            self.scroll = self.max_scroll
        self.dirty = True

    def clear(self) -> None:
        self.lines.clear()
        self.rows.clear()
        self.scroll = 0.0
        self.follow = True
        self.dirty = True

    # ---- geometry
    @property
    def row_height(self) -> int:
        return self.theme.line_height(self.role)

    def _content_rect(self) -> pygame.Rect:
        pad = self.theme.px(10)
        return self.rect.inflate(-2 * pad, -2 * pad)

    def _bar_rect(self) -> pygame.Rect:
        content = self._content_rect()
        width = self.theme.px(6)
        return pygame.Rect(content.right - width, content.y, width, content.height)

    def _text_width(self) -> int:
        return max(1, self._content_rect().width - self._bar_rect().width - self.theme.px(8))

    @property
    def max_scroll(self) -> float:
        if self._wrapped_for is None:
            return 0.0
        return float(max(0, len(self.rows) * self.row_height - self._content_rect().height))

    def _thumb_rect(self) -> pygame.Rect | None:
        """The scroll bar's thumb, or None when everything fits."""
        total = len(self.rows) * self.row_height
        bar = self._bar_rect()
        if total <= bar.height:
            return None
        height = max(self.theme.px(24), round(bar.height * bar.height / total))
        top = bar.y + round((bar.height - height) * (self.scroll / self.max_scroll))
        return pygame.Rect(bar.x, top, bar.width, height)

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        first_line = (self.rows[min(len(self.rows) - 1, int(self.scroll // self.row_height))][1]
                      if self.rows and self._theme else 0)
        super().layout(rect, theme)
        key = (self._text_width(), theme.text_px(self.role))
        if key != self._wrapped_for:
            self._wrapped_for = key
            self.rows = [(row, i) for i, line in enumerate(self.lines) for row in self._wrap(line)]
        if self.follow:
            self.scroll = self.max_scroll
        else:
            top_row = next((r for r, (_, i) in enumerate(self.rows) if i >= first_line), 0)
            self._scroll_to(top_row * self.row_height)

    # ---- wrapping
    def _wrap(self, line: LogLine) -> list[str]:
        """The line's rows at the text width (`line_break`: between words, and between Japanese
        characters with kinsoku), measured piece by piece through the cache of widths."""
        font = self.theme.font(self.role, line.bold)
        widths = self._word_widths.setdefault((self.theme.text_px(self.role), line.bold), {})

        def width(piece: str) -> int:
            w = widths.get(piece)
            if w is None:
                w = widths[piece] = font.size(piece)[0]
            return w

        return break_lines(line.text, self._text_width(), width)

    # ---- scrolling
    def _scroll_to(self, value: float) -> None:
        value = min(self.max_scroll, max(0.0, value))
        if value != self.scroll:
            self.scroll = value
            self.dirty = True
        self.follow = self.scroll >= self.max_scroll - 0.5

    def scroll_by(self, pixels: float) -> None:
        self._scroll_to(self.scroll + pixels)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._hovered = self.rect.collidepoint(event.pos)
            if self._drag is None:
                return False
            what, start_y, start_scroll = self._drag
            moved = event.pos[1] - start_y
            if what == "thumb":
                thumb, bar = self._thumb_rect(), self._bar_rect()
                travel = bar.height - thumb.height if thumb else 0
                if travel > 0:
                    self._scroll_to(start_scroll + moved * self.max_scroll / travel)
            else:
                self._scroll_to(start_scroll - moved)
            return True
        if event.type == pygame.MOUSEWHEEL:
            if not self._hovered:
                return False
            self.scroll_by(-event.y * WHEEL_ROWS * self.row_height)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._hovered = True
            thumb = self._thumb_rect()
            if thumb is not None and self._bar_rect().inflate(self.theme.px(12), 0).collidepoint(event.pos):
                if not thumb.collidepoint(event.pos):     # a click on the track jumps there
                    bar = self._bar_rect()
                    k = (event.pos[1] - bar.y - thumb.height / 2) / max(1, bar.height - thumb.height)
                    self._scroll_to(k * self.max_scroll)
                self._drag = ("thumb", event.pos[1], self.scroll)
            else:
                self._drag = ("content", event.pos[1], self.scroll)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            page = self._content_rect().height - self.row_height
            moves = {pygame.K_UP: -self.row_height, pygame.K_DOWN: self.row_height,
                     pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -self.max_scroll, pygame.K_END: self.max_scroll}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return True
        return False

    def line_at(self, pos: tuple[int, int]) -> int | None:
        """The index of the line drawn at `pos` (None outside the text or below the last row)."""
        content = self._content_rect()
        if not content.collidepoint(pos) or pos[0] >= self._bar_rect().x:
            return None
        row = int((pos[1] - content.y + self.scroll) // self.row_height)
        return self.rows[row][1] if 0 <= row < len(self.rows) else None

    # ---- drawing
    def visible_rows(self) -> range:
        """Indices of the rows at least partly in view."""
        if not self.rows:
            return range(0)
        rh = self.row_height
        first = int(self.scroll // rh)
        count = self._content_rect().height // rh + 2
        return range(first, min(len(self.rows), first + count))

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_box(surface, self.rect, p.panel, p.grid, theme)
        content = self._content_rect()
        clip = surface.get_clip()
        surface.set_clip(content.clip(clip))
        rh = self.row_height
        for r in self.visible_rows():
            text, index = self.rows[r]
            line = self.lines[index]
            if text:
                image = theme.text(text, self.role, line.color or p.text, line.bold)
                surface.blit(image, (content.x, content.y + r * rh - round(self.scroll)))
        surface.set_clip(clip)
        thumb = self._thumb_rect()
        if thumb is not None:
            bar = self._bar_rect()
            pygame.draw.rect(surface, p.panel_raised, bar, border_radius=bar.width // 2)
            pygame.draw.rect(surface, p.accent if self._drag else p.text_dim, thumb, border_radius=bar.width // 2)
        if self.focused:
            draw_focus_ring(surface, self.rect, theme)
