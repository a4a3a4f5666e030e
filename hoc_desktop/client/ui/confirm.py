"""A modal question with two answers ("End your turn with 3 coins unspent?" Yes / No), or three
when a second way forward is offered ("Start a new game?" Keep it / Drop it / Cancel).

It dims the scene under it and takes all input while open; Enter means yes, Esc means no, and
either answer closes it before its callback runs, so the callback may change scenes freely.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.client.ui.drawing import draw_modal_box
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App


class ConfirmScene(Scene):
    """`question` with a `yes` and a `no` button; `on_yes` runs after the box has closed. `other`
    (label, callback) adds a third answer between them, which also closes the box first."""

    opaque = False

    def __init__(self, app: "App", question: str, yes: str, no: str, on_yes: Callable[[], None],
                 detail: str = "", other: tuple[str, Callable[[], None]] | None = None) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.yes = Button(yes, self._yes, hotkey=pygame.K_RETURN, hotkey_label="Enter", style="primary", role="body")
        self.no = Button(no, app.pop, hotkey=pygame.K_ESCAPE, hotkey_label="Esc", role="body")
        self.other = None if other is None else Button(other[0], lambda: self._answer(other[1]), role="body")
        self.widgets = [b for b in (self.no, self.other, self.yes) if b is not None]
        self.box = pygame.Rect(0, 0, 0, 0)

    def _yes(self) -> None:
        self._answer(self.on_yes)

    def _answer(self, then: Callable[[], None]) -> None:
        self.app.pop()
        then()

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        width = min(w - 2 * theme.margin, theme.px(560 if self.other is None else 720))
        inner = width - 2 * theme.pad
        text_h = theme.text(self.question, "large", bold=True, wraplength=inner).get_height()
        if self.detail:
            text_h += theme.text(self.detail, "body", wraplength=inner).get_height() + theme.px(8)
        bh = theme.control_height("body")
        self.box = pygame.Rect(0, 0, width, text_h + bh + 3 * theme.pad)
        self.box.center = (w // 2, h // 2)
        buttons = self.widgets
        bw = (inner - theme.gap * (len(buttons) - 1)) // len(buttons)
        y = self.box.bottom - theme.pad - bh
        for index, button in enumerate(buttons):
            button.layout((self.box.x + theme.pad + index * (bw + theme.gap), y, bw, bh), theme)
        super().resize(size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.yes.activate()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.no.activate()
            return True
        super().handle(event)
        return True                          # modal: nothing reaches the scene underneath

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_modal_box(surface, self.box, theme)
        inner = self.box.width - 2 * theme.pad
        y = self.box.y + theme.pad
        head = theme.text(self.question, "large", p.accent, bold=True, wraplength=inner)
        surface.blit(head, (self.box.x + theme.pad, y))
        y += head.get_height() + theme.px(8)
        if self.detail:
            surface.blit(theme.text(self.detail, "body", p.text, wraplength=inner), (self.box.x + theme.pad, y))
        super().draw(surface)
