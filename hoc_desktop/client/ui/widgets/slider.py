"""Slider: a Choice drawn as a track with a knob, for values in order such as a volume ("━━●── 70%").

Unlike a Choice it never wraps (one step past the loudest must not jump to silence). Pressing on
the track moves the knob there and dragging moves it on; while focused, Left/Right (and A/D) step,
Home and End go to either end, Enter/Space step forward. Every change calls `on_change(index)`.
"""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from hoc_desktop.client.ui.drawing import draw_box, draw_focus_ring
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets.choice import Choice


class Slider(Choice):
    """Shows `options[index]` as a knob on a track, the option's text beside it."""

    def __init__(self, options: Sequence[str], index: int = 0, on_change: Callable[[int], None] | None = None,
                 role: str = "body") -> None:
        super().__init__(options, index, on_change, role)
        self.held = False                  # the knob follows the pointer until the button is released
        self._widest: tuple[object, int] | None = None    # (theme, width): measured once per theme

    def select(self, index: int) -> None:
        """Show option `index` (kept within the ends) and report the change."""
        super().select(min(len(self.options) - 1, max(0, index)))

    def track(self) -> pygame.Rect:
        """The line the knob runs along: the widget less the room for the widest option's text."""
        theme = self.theme
        pad = theme.px(14)
        width = max(1, self.rect.width - self.width_for(0, theme))
        return pygame.Rect(self.rect.x + pad, self.rect.centery - theme.px(3), width, theme.px(6))

    def width_for(self, track: int, theme: Theme) -> int:
        """How wide the slider must be for a track `track` pixels long beside its widest text: what
        a layout that wants a usable track (a replay's timeline) asks before placing it."""
        return track + self._widest_text(theme) + 3 * theme.px(14)

    def _widest_text(self, theme: Theme) -> int:
        """The widest option's text width, measured once per theme: a replay's timeline has an
        option per decision, and the track is asked for on every frame it is drawn."""
        if self._widest is None or self._widest[0] is not theme:
            font = theme.font(self.role, True)
            self._widest = (theme, max(font.size(option)[0] for option in self.options))
        return self._widest[1]

    def index_at(self, x: int) -> int:
        """The option whose knob position is nearest to `x`."""
        track = self.track()
        fraction = (x - track.x) / track.width
        return min(len(self.options) - 1, max(0, round(fraction * (len(self.options) - 1))))

    def _part(self, pos: tuple[int, int]) -> str | None:
        """A slider has no arrows: the pointer is on it ("middle") or not."""
        return "middle" if self.rect.collidepoint(pos) else None

    def x_of(self, index: int) -> int:
        """Where the knob stands at option `index` (a replay's marks are drawn there too)."""
        track = self.track()
        return track.x + round(track.width * index / max(1, len(self.options) - 1))

    def knob_x(self) -> int:
        return self.x_of(self.index)

    def knob_radius(self) -> int:
        return max(4, round(self.rect.height * 0.22))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.held = True
                self.select(self.index_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEMOTION and self.held:
            self.select(self.index_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.held = False
            return True
        ends = (pygame.K_HOME, pygame.K_END)
        if event.type == pygame.KEYDOWN and self.focused and self.enabled and event.key in ends:
            self.select(0 if event.key == pygame.K_HOME else len(self.options) - 1)
            return True
        return super().handle(event)             # Left/Right, and the hover outline

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_box(surface, self.rect, p.panel_raised, p.border if self.hover_part or self.held else p.grid, theme)
        track = self.track()
        fill = p.accent if self.enabled else p.text_disabled
        pygame.draw.rect(surface, p.grid, track, border_radius=track.height // 2)
        knob = self.knob_x()
        done = pygame.Rect(track.x, track.y, knob - track.x, track.height)
        pygame.draw.rect(surface, fill, done, border_radius=track.height // 2)
        radius = self.knob_radius()
        knob_color = p.accent_hover if self.held or self.hover_part else fill
        pygame.draw.circle(surface, knob_color, (knob, track.centery), radius)
        text = theme.text(self.value, self.role, p.text if self.enabled else p.text_disabled, bold=True)
        surface.blit(text, text.get_rect(midright=(self.rect.right - theme.px(14), self.rect.centery)))
        if self.focused:
            draw_focus_ring(surface, self.rect, theme)
