"""Choice: a selector that cycles through a list of options ("< Normal >").

Clicking the left arrow steps back, the right arrow or the middle steps forward; while focused,
Left/Right (and Enter/Space, forward) do the same. It wraps around, like a game menu.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from hoc_desktop.client.ui.drawing import draw_box, draw_focus_ring
from hoc_desktop.client.ui.widgets.base import Widget


class Choice(Widget):
    """Shows `options[index]` (through `shown`, when the options are keys and the player reads
    something else: a recommended market's name in the window's language); `on_change(index)` is
    called after every change."""

    focusable = True

    def __init__(self, options: Sequence[str], index: int = 0, on_change: Callable[[int], None] | None = None,
                 role: str = "body", shown: Callable[[str], str] = str) -> None:
        super().__init__()
        if not options:
            raise ValueError("a Choice needs at least one option")
        self.options = list(options)
        self.index = index % len(self.options)
        self.on_change = on_change
        self.role = role
        self.shown = shown
        self.hover_part: str | None = None     # "left", "right", "middle" or None

    @property
    def value(self) -> str:
        return self.options[self.index]

    def select(self, index: int) -> None:
        """Show option `index` (wrapping) and report the change."""
        index %= len(self.options)
        if index != self.index:
            self.index = index
            self.dirty = True
            if self.on_change is not None:
                self.on_change(index)

    def step(self, delta: int) -> None:
        self.select(self.index + delta)

    def activate(self) -> None:
        self.step(1)

    def _arrow_width(self) -> int:
        return min(self.rect.height, self.rect.width // 4)

    def _part(self, pos: tuple[int, int]) -> str | None:
        if not self.rect.collidepoint(pos):
            return None
        if pos[0] < self.rect.x + self._arrow_width():
            return "left"
        if pos[0] >= self.rect.right - self._arrow_width():
            return "right"
        return "middle"

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            part = self._part(event.pos)
            if part != self.hover_part:
                self.hover_part = part
                self.dirty = True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            part = self._part(event.pos)
            if part is None:
                return False
            if self.enabled:
                self.step(-1 if part == "left" else 1)
            return True
        if event.type == pygame.KEYDOWN and self.focused and self.enabled:
            if event.key in (pygame.K_LEFT, pygame.K_a):
                self.step(-1)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_d):
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_box(surface, self.rect, p.panel_raised, p.border if self.hover_part else p.grid, theme)
        arrow = self._arrow_width()
        for side in ("left", "right"):
            box = pygame.Rect(self.rect.x if side == "left" else self.rect.right - arrow, self.rect.y,
                              arrow, self.rect.height)
            hot = self.hover_part == side and self.enabled
            color = p.accent_hover if hot else p.accent if self.enabled else p.text_disabled
            half = max(3, round(self.rect.height * 0.16))
            cx, cy = box.center
            tip = -half if side == "left" else half
            pygame.draw.polygon(surface, color, [(cx + tip, cy), (cx - tip, cy - half), (cx - tip, cy + half)])
        text = theme.text(self.shown(self.value), self.role, p.text if self.enabled else p.text_disabled, bold=True)
        middle = self.rect.inflate(-2 * arrow, 0)
        if text.get_width() > middle.width:
            text = text.subsurface((0, 0, middle.width, text.get_height()))
        surface.blit(text, text.get_rect(center=middle.center))
        if self.focused:
            draw_focus_ring(surface, self.rect, theme)
