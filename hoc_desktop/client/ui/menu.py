"""A modal list of choices over the current scene: the table's menu (Resume, Save as, Settings,
Rules, Keys, Leave) and the key help. Esc or a click outside closes it; each choice closes it
before its callback runs, so a callback may push or replace scenes freely."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from hoc_desktop.client.ui.drawing import draw_modal_box
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App


class MenuScene(Scene):
    """`items`: (label, callback); the first is the primary choice (Resume)."""

    opaque = False

    def __init__(self, app: "App", title: str, items: Sequence[tuple[str, Callable[[], None]]]) -> None:
        super().__init__(app)
        self.title = title
        self.buttons = [Button(label, self._chosen(action), style="primary" if i == 0 else "normal", role="body")
                        for i, (label, action) in enumerate(items)]
        self.widgets = list(self.buttons)
        self.box = pygame.Rect(0, 0, 0, 0)

    def _chosen(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            self.app.pop()
            action()
        return run

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        bh = theme.control_height("body")
        head = theme.line_height("heading") + theme.pad
        column = max(theme.px(300), max(theme.font("body", True).size(b.text)[0] for b in self.buttons) + theme.px(60))
        # one column of buttons; two when large text makes one taller than the window (every choice
        # stays on screen, "Leave to the title" included)
        for columns in (1, 2):
            rows = -(-len(self.buttons) // columns)
            height = head + rows * (bh + theme.gap) - theme.gap + 2 * theme.pad
            if height <= h - 2 * theme.margin:
                break
        width = columns * column + (columns - 1) * theme.gap + 2 * theme.pad
        self.box = pygame.Rect(0, 0, min(width, w - 2 * theme.margin), min(height, h - 2 * theme.margin))
        self.box.center = (w // 2, h // 2)
        column = (self.box.width - 2 * theme.pad - (columns - 1) * theme.gap) // columns
        for index, button in enumerate(self.buttons):
            col, row = divmod(index, rows)
            button.layout((self.box.x + theme.pad + col * (column + theme.gap),
                           self.box.y + theme.pad + head + row * (bh + theme.gap), column, bh), theme)
        super().resize(size)
        if self.buttons:
            self.set_focus(self.buttons[0])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.move_focus(1 if event.key == pygame.K_DOWN else -1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.box.collidepoint(event.pos):
            self.app.pop()
            return True
        super().handle(event)
        return True                          # modal

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_modal_box(surface, self.box, theme)
        title = theme.text(self.title, "heading", p.accent, bold=True)
        surface.blit(title, (self.box.x + theme.pad, self.box.y + theme.pad // 2))
        super().draw(surface)


class HelpScene(Scene):
    """A modal table of keys and what they do (F1 or ?); any key or click closes it."""

    opaque = False

    def __init__(self, app: "App", title: str, rows: Sequence[tuple[str, str]]) -> None:
        super().__init__(app)
        self.title = title
        self.rows = list(rows)
        self.box = pygame.Rect(0, 0, 0, 0)
        self._key_w = 0
        self.role = "body"

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        width = w - 2 * theme.margin
        for role in ("body", "small", "tiny"):          # large text: the smallest role that fits
            self.role = role
            self._key_w = max(theme.font(role, True).size(k)[0] for k, _what in self.rows) + theme.px(24)
            width = min(w - 2 * theme.margin, max(theme.px(880), round(w * 0.7)))
            text_w = width - 2 * theme.pad - self._key_w
            height = theme.line_height("heading") + 2 * theme.pad + theme.line_height("small")
            for _keys, what in self.rows:
                height += theme.text(what, role, wraplength=text_w).get_height() + theme.px(4)
            if height <= h - 2 * theme.margin:
                break
        self.box = pygame.Rect(0, 0, width, min(height, h - 2 * theme.margin))
        self.box.center = (w // 2, h // 2)
        super().resize(size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.pop()
        return True                          # modal

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_modal_box(surface, self.box, theme, dim=160)
        clip = surface.get_clip()
        surface.set_clip(self.box)
        x, y = self.box.x + theme.pad, self.box.y + theme.pad // 2
        surface.blit(theme.text(self.title, "heading", p.accent, bold=True), (x, y))
        y += theme.line_height("heading") + theme.px(8)
        text_w = self.box.width - 2 * theme.pad - self._key_w
        for keys, what in self.rows:
            surface.blit(theme.text(keys, self.role, p.accent, bold=True), (x, y))
            image = theme.text(what, self.role, p.text, wraplength=text_w)
            surface.blit(image, (x + self._key_w, y))
            y += image.get_height() + theme.px(4)
        footer = theme.text(_("Any key or click closes this list."), "small", p.text_dim)
        surface.blit(footer, footer.get_rect(bottomright=(self.box.right - theme.pad, self.box.bottom - theme.px(8))))
        surface.set_clip(clip)
