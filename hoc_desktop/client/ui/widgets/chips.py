"""ChipList: short texts (card names) as rounded chips flowing in rows, like tags.

A chip may carry a badge, a gold coin with a short text (a card's cost). Chips wrap to the next
row at the right edge. When they do not all fit the rectangle, the last
visible chip becomes "+N more", so a long Domain never spills over the widgets below it.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from hoc_desktop.client.ui.theme import RGB, Theme
from hoc_desktop.client.ui.widgets.base import Widget


class ChipList(Widget):
    """A flow of chips; `accent` chips (by index) are outlined in the accent colour.

    `roles` are the text sizes to try, largest first: the first in which every chip fits is used.
    """

    def __init__(self, items: Sequence[str] = (), roles: Sequence[str] = ("small",), accent: Sequence[int] = (),
                 badges: Sequence[str] = ()) -> None:
        super().__init__()
        self.items = list(items)
        self.roles = tuple(roles)
        self.role = self.roles[0]
        self.accent = set(accent)
        self.badges = list(badges)
        self.placed: list[tuple[pygame.Rect, int]] = []     # (where, index into items; -1: "+N more")
        self._shown = 0                                     # how many items fit

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self._place()

    @property
    def hidden(self) -> int:
        """How many items did not fit (shown as "+N more")."""
        return len(self.items) - self._shown

    def _badge(self, index: int) -> str:
        return self.badges[index] if 0 <= index < len(self.badges) else ""

    def chip_size(self, index: int) -> tuple[int, int]:
        theme = self.theme
        w, h = theme.font(self.role).size(self._text(index))
        h += 2 * theme.px(4)
        return w + 2 * theme.px(11) + (h - theme.px(4) if self._badge(index) else 0), h

    def _text(self, index: int) -> str:
        return self.items[index] if index >= 0 else f"+{len(self.items) - self._shown} more"

    def _flow(self, indices: Sequence[int]) -> list[tuple[pygame.Rect, int]] | None:
        """Positions for the chips `indices`, or None if they overflow the rectangle."""
        gap = self.theme.px(7)
        x, y = self.rect.x, self.rect.y
        out = []
        for index in indices:
            w, h = self.chip_size(index)
            w = min(w, self.rect.width)
            if x > self.rect.x and x + w > self.rect.right:
                x, y = self.rect.x, y + h + gap
            if y + h > self.rect.bottom:
                return None
            out.append((pygame.Rect(x, y, w, h), index))
            x += w + gap
        return out

    def _place(self) -> None:
        """Use the largest text role in which every chip fits, else the smallest with as many chips
        as fit, ending with "+N more"."""
        for role in self.roles:
            self.role = role
            self._place_in_role()
            if not self.hidden:
                return

    def _place_in_role(self) -> None:
        self._shown = len(self.items)
        placed = self._flow(range(self._shown))
        while placed is None and self._shown > 0:
            self._shown -= 1
            placed = self._flow([*range(self._shown), -1])
        self.placed = placed or []

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        for rect, index in self.placed:
            accent = index in self.accent
            border: RGB = p.accent if accent else p.grid
            pygame.draw.rect(surface, p.chip, rect, border_radius=rect.height // 2)
            pygame.draw.rect(surface, border, rect, width=max(1, theme.border // 2 + (1 if accent else 0)),
                             border_radius=rect.height // 2)
            text_box = rect.inflate(-2 * theme.px(11), 0)
            badge = self._badge(index)
            if badge:
                radius = (rect.height - theme.px(6)) // 2
                center = (rect.x + theme.px(3) + radius, rect.centery)
                pygame.draw.circle(surface, p.accent, center, radius)
                pygame.draw.circle(surface, p.accent_pressed, center, radius, max(1, theme.border // 2))
                number = theme.text(badge, "tiny", p.text_dark, bold=True)
                surface.blit(number, number.get_rect(center=center))
                text_box.x += 2 * radius - theme.px(4)
                text_box.width -= 2 * radius - theme.px(4)
            label = theme.text(self._text(index), self.role, p.text)
            if label.get_width() > text_box.width:
                label = label.subsurface((0, 0, max(1, text_box.width), label.get_height()))
            surface.blit(label, label.get_rect(midleft=(text_box.x, rect.centery)))
