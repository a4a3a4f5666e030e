"""Button: hover, pressed, disabled and focused looks, an optional hotkey shown as a key cap.

A click fires on release inside the button after a press inside it (dragging off cancels, as in
every desktop toolkit). The hotkey fires from anywhere in the scene; Enter or Space fires it while
it has keyboard focus (handled by the scene).
"""

from __future__ import annotations

from typing import Callable

import pygame

from hoc_desktop.client.ui.drawing import draw_box, draw_focus_ring, draw_shadow
from hoc_desktop.client.ui.theme import RGB, Theme
from hoc_desktop.client.ui.widgets.base import Widget

STYLES = ("normal", "primary")
KEY_CAP_INSET = 12          # design pixels between the key cap and the button's right edge


class Button(Widget):
    """A push button calling `on_click()`, whose result is ignored (so `app.pop` serves as it is).
    `style` "primary" is the gold call to action."""

    focusable = True

    def __init__(self, text: str, on_click: Callable[[], object], hotkey: int | None = None,
                 hotkey_label: str | None = None, style: str = "normal", role: str = "large",
                 enabled: bool = True) -> None:
        super().__init__()
        if style not in STYLES:
            raise ValueError(f"unknown button style '{style}'")
        self.text = text
        self.on_click = on_click
        self.hotkey = hotkey
        self.hotkey_label = hotkey_label or (pygame.key.name(hotkey).upper() if hotkey is not None else "")
        self.style = style
        self.role = role
        self.enabled = enabled
        self.hovered = False
        self.pressed = False

    def activate(self) -> None:
        if self.enabled:
            self.on_click()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self._set_hover(self.rect.collidepoint(event.pos))
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._set_hover(True)
            if self.enabled:
                self.pressed = True
                self.dirty = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            self.dirty = True
            if self.rect.collidepoint(event.pos):
                self.activate()
            return True
        if (event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey
                and self.enabled and self.visible):
            self.activate()
            return True
        return False

    def _set_hover(self, hovered: bool) -> None:
        if hovered != self.hovered:
            self.hovered = hovered
            self.dirty = True

    def key_cap_width(self, theme: Theme) -> int:
        """The room the hotkey's key cap takes at the right end, its inset from the edge included
        (0 without a hotkey). `draw` keeps the label clear of it and `min_width` adds it, so a
        layout that sizes a button measures exactly what the button draws."""
        return self._key_cap(theme).width + theme.px(KEY_CAP_INSET) if self.hotkey_label else 0

    def min_width(self, theme: Theme, padding: float = 48, centred: bool = True) -> int:
        """The narrowest this button shows its label whole, clear of its key cap, with `padding`
        design pixels to spare. `centred` keeps the cap's room on both sides, so the label stays in
        the middle; otherwise the label only has to fit beside the cap (`draw` then shifts it left)."""
        label_w = theme.font(self.role, True).size(self.text)[0]
        return label_w + (2 if centred else 1) * self.key_cap_width(theme) + theme.px(padding)

    def height_for(self, theme: Theme, width: int) -> int:
        """The height this button needs at `width` pixels wide: one line of its role, or more when
        its label must wrap to fit beside its key cap (a long answer in Japanese)."""
        lines = theme.text(self.text, self.role, bold=True, wraplength=self._label_room(theme, width))
        return max(theme.control_height(self.role), lines.get_height() + 2 * theme.px(9))

    def _label_room(self, theme: Theme, width: int) -> int:
        """How wide the label may be on a button `width` pixels wide: clear of the key cap."""
        return max(1, width - self.key_cap_width(theme) - theme.px(16))

    def _key_cap(self, theme: Theme) -> pygame.Rect:
        """The key cap's size (at the origin): room around the key's name, never narrower than tall."""
        key_w, key_h = theme.font("tiny", True).size(self.hotkey_label)
        return pygame.Rect(0, 0, max(key_w + theme.px(10), key_h + theme.px(4)), key_h + theme.px(2))

    def _colors(self) -> tuple[RGB, RGB, RGB | None]:
        """(fill, text, border) for the current state."""
        p = self.theme.palette
        if not self.enabled:
            return p.button_disabled, p.text_disabled, None
        if self.style == "primary":
            fill = p.accent_pressed if self.pressed else p.accent_hover if self.hovered else p.accent
            return fill, p.text_dark, None
        fill = p.button_pressed if self.pressed else p.button_hover if self.hovered else p.button
        return fill, p.text, p.border if self.hovered else None

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        fill, text_color, border = self._colors()
        rect = self.rect.move(0, theme.px(2)) if self.pressed else self.rect
        if self.enabled and not self.pressed:
            draw_shadow(surface, rect, theme, depth=5, alpha=120)
        draw_box(surface, rect, fill, border, theme)
        # a lighter top edge gives the button some relief
        if self.enabled:
            highlight = tuple(min(255, c + 22) for c in fill)
            pygame.draw.line(surface, highlight, (rect.x + theme.radius, rect.y + 1),
                             (rect.right - theme.radius - 1, rect.y + 1), max(1, theme.border // 2 + 1))
        label = theme.text(self.text, self.role, text_color, bold=True)
        room = self._label_room(theme, rect.width)
        if label.get_width() > room:        # too long for one line: wrapped, and shrunk if still too tall
            label = theme.text(self.text, self.role, text_color, bold=True, wraplength=room)
            tall = rect.height - theme.px(4)
            if label.get_height() > tall:
                scale = tall / label.get_height()
                label = pygame.transform.smoothscale(label, (max(1, round(label.get_width() * scale)), tall))
        cap_width = self.key_cap_width(theme)
        if cap_width:
            self._draw_key_cap(surface, rect, text_color)
        # centred on the button unless the key cap would touch the label
        room = rect.width - 2 * cap_width
        center_x = rect.centerx if label.get_width() <= room else rect.centerx - cap_width // 2
        surface.blit(label, label.get_rect(center=(center_x, rect.centery)))
        if self.focused:
            draw_focus_ring(surface, rect, theme)

    def _draw_key_cap(self, surface: pygame.Surface, rect: pygame.Rect, text_color: RGB) -> None:
        """The hotkey in a small key cap at the right end of `rect`."""
        theme = self.theme
        key = theme.text(self.hotkey_label, "tiny", text_color, bold=True)
        cap = self._key_cap(theme)
        cap.midright = (rect.right - theme.px(KEY_CAP_INSET), rect.centery)
        pygame.draw.rect(surface, text_color, cap, width=max(1, theme.border // 2 + 1),
                         border_radius=theme.px(5))
        surface.blit(key, key.get_rect(center=cap.center))


def fitted_width(theme: Theme, text: str, key: str, role: str) -> int:
    """The narrowest a button shows `text` whole beside the cap of `key`, with a little room: for
    layouts that size a button before it exists (the tables' sidebars), in whatever language
    `text` comes, so a longer word in Japanese widens the button rather than overflowing it."""
    return Button(text, lambda: None, hotkey_label=key, role=role).min_width(theme, padding=16, centred=False)
