"""Panel: a framed box holding other widgets; as a modal box it dims the window and takes all input.

A plain panel consumes clicks on itself so they never reach whatever lies under it. A modal panel
(pause menu, confirmation) consumes every mouse and keyboard event, wherever it lands, so nothing
behind it reacts while it is open; its children still get the events first.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from hoc_desktop.client.ui.drawing import draw_box, draw_shadow, veil
from hoc_desktop.client.ui.widgets.base import Widget

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
INPUT_EVENTS = (*MOUSE_EVENTS, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


class Panel(Widget):
    """A box with an optional title band. Children are laid out by the owner, inside `content_rect`."""

    def __init__(self, title: str = "", widgets: Sequence[Widget] = (), modal: bool = False,
                 veil_alpha: int = 150) -> None:
        super().__init__()
        self.title = title
        self.widgets = list(widgets)
        self.modal = modal
        self.veil_alpha = veil_alpha

    @property
    def children(self) -> Sequence[Widget]:
        return self.widgets

    @property
    def title_height(self) -> int:
        """Height of the title band (0 without a title)."""
        if not self.title:
            return 0
        return self.theme.line_height("heading") + 2 * self.theme.px(10)

    @property
    def content_rect(self) -> pygame.Rect:
        """Where the children go: inside the padding, below the title band."""
        pad = self.theme.pad
        top = self.title_height
        return pygame.Rect(self.rect.x + pad, self.rect.y + top + pad, self.rect.width - 2 * pad,
                           self.rect.height - top - 2 * pad)

    def handle(self, event: pygame.event.Event) -> bool:
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                return True
        if self.modal:
            return event.type in INPUT_EVENTS
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return self.rect.collidepoint(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        if self.modal:
            surface.blit(veil(surface.get_size(), self.veil_alpha), (0, 0))
        draw_shadow(surface, self.rect, theme, depth=12, alpha=170)
        draw_box(surface, self.rect, p.panel, p.border, theme)
        if self.title:
            band = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, self.title_height)
            title = theme.text(self.title, "heading", p.accent, bold=True)
            surface.blit(title, title.get_rect(midleft=(band.x + theme.pad, band.centery)))
            y = band.bottom - theme.border
            pygame.draw.line(surface, p.grid, (band.x + theme.pad, y), (band.right - theme.pad, y), theme.border)
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
