"""Label: a line (or a wrapped paragraph) of text in a theme role, aligned in its rectangle."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.theme import RGB
from hoc_desktop.client.ui.widgets.base import Widget

ALIGNS = ("left", "center", "right")


class Label(Widget):
    """Static text. `wrap` wraps at the rectangle's width; `color` None uses the theme's text colour.
    `clip` cuts the text at the rectangle's edges: a note whose text may run longer than the box it
    was given stays out of its neighbours."""

    def __init__(self, text: str, role: str = "body", color: RGB | None = None, bold: bool = False,
                 align: str = "left", wrap: bool = False, clip: bool = False) -> None:
        super().__init__()
        if align not in ALIGNS:
            raise ValueError(f"unknown alignment '{align}'")
        self.text = text
        self.role = role
        self.color = color
        self.bold = bold
        self.align = align
        self.wrap = wrap
        self.clip = clip

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.dirty = True

    def show(self, text: str, color: RGB | None) -> None:
        """Show `text` in `color` (None: the theme's text colour): a note line that switches between
        a hint and a warning redraws only when one of them really changed."""
        self.set_text(text)
        if color != self.color:
            self.color = color
            self.dirty = True

    def image(self) -> pygame.Surface:
        """The rendered text (cached by the fonts module)."""
        return self.theme.text(self.text, self.role, self.color, self.bold, self.rect.width if self.wrap else 0)

    def _text_box(self) -> pygame.Rect:
        """Where the whole text would land, aligned in the rectangle (before any clipping)."""
        box = self.image().get_rect()
        if self.align == "center":
            box.midtop = (self.rect.centerx, self.rect.y)
        elif self.align == "right":
            box.topright = self.rect.topright
        else:
            box.topleft = self.rect.topleft
        if not self.wrap:
            box.centery = self.rect.centery
        return box

    def drawn_rect(self) -> pygame.Rect:
        """Where the text shows on screen (cut at the rectangle with `clip`): what a layout check
        measures, since a label's rectangle may be wider or taller than its text."""
        box = self._text_box()
        return box.clip(self.rect) if self.clip else box

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        box = self._text_box()
        shown = self.drawn_rect()
        surface.blit(self.image(), shown, area=shown.move(-box.x, -box.y))
