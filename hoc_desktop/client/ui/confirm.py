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

TEXT_ROLES = (("large", "body"), ("body", "small"), ("small", "tiny"))   # (question, detail), largest first


class ConfirmScene(Scene):
    """`question` with a `yes` and a `no` button; `on_yes` runs after the box has closed. `other`
    (label, callback) adds a third answer between them, which also closes the box first; `on_no`
    runs after No (Esc) closes it, for a question whose No must be told (a network undo refused)."""

    opaque = False

    def __init__(self, app: "App", question: str, yes: str, no: str, on_yes: Callable[[], object],
                 detail: str = "", other: tuple[str, Callable[[], object]] | None = None,
                 on_no: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.on_yes = on_yes
        self.yes = Button(yes, self._yes, hotkey=pygame.K_RETURN, hotkey_label="Enter", style="primary", role="body")
        self.no = Button(no, app.pop if on_no is None else lambda: self._answer(on_no), hotkey=pygame.K_ESCAPE,
                         hotkey_label="Esc", role="body")
        self.other = None if other is None else Button(other[0], lambda: self._answer(other[1]), role="body")
        self.buttons = [b for b in (self.no, self.other, self.yes) if b is not None]
        self.widgets = list(self.buttons)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.roles = TEXT_ROLES[0]               # (question, detail): smaller when large text needs it

    def _yes(self) -> None:
        self._answer(self.on_yes)

    def _answer(self, then: Callable[[], object]) -> None:
        self.app.pop()
        then()

    def resize(self, size: tuple[int, int]) -> None:
        """A box wide enough for the answers whole side by side, in equal widths (else the answers stack), with the
        smallest text roles that let it fit the window (large text on a small window); the question
        and detail are cut at the buttons if even the smallest do not."""
        theme = self.theme
        w, h = size
        gap, pad = theme.gap, theme.pad
        buttons = self.buttons
        need = len(buttons) * max(b.min_width(theme, padding=24) for b in buttons) + gap * (len(buttons) - 1)
        width = min(w - 2 * theme.margin, max(theme.px(560 if self.other is None else 720), need + 2 * pad))
        inner = width - 2 * pad
        rows = 1 if need <= inner else len(buttons)
        bh = theme.control_height("body")
        buttons_h = rows * (bh + gap) - gap
        for self.roles in TEXT_ROLES:
            text_h = self._text_height(inner)
            if text_h + buttons_h + 3 * pad <= h - 2 * theme.margin:
                break
        self.box = pygame.Rect(0, 0, width, min(text_h + buttons_h + 3 * pad, h - 2 * theme.margin))
        self.box.center = (w // 2, h // 2)
        bw = (inner - gap * (len(buttons) - 1)) // len(buttons) if rows == 1 else inner
        y = self.box.bottom - pad - buttons_h
        for index, button in enumerate(buttons):
            column, row = (index, 0) if rows == 1 else (0, index)
            button.layout((self.box.x + pad + column * (bw + gap), y + row * (bh + gap), bw, bh), theme)
        super().resize(size)

    def _text_height(self, inner: int) -> int:
        """The question and the detail wrapped at `inner`, in the current roles."""
        theme = self.theme
        question_role, detail_role = self.roles
        height = theme.text(self.question, question_role, bold=True, wraplength=inner).get_height()
        if self.detail:
            height += theme.text(self.detail, detail_role, wraplength=inner).get_height() + theme.px(8)
        return height

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
        question_role, detail_role = self.roles
        clip = surface.get_clip()
        surface.set_clip(pygame.Rect(self.box.x, y, self.box.width, min(b.rect.y for b in self.buttons) - y))
        head = theme.text(self.question, question_role, p.accent, bold=True, wraplength=inner)
        surface.blit(head, (self.box.x + theme.pad, y))
        y += head.get_height() + theme.px(8)
        if self.detail:
            surface.blit(theme.text(self.detail, detail_role, p.text, wraplength=inner), (self.box.x + theme.pad, y))
        surface.set_clip(clip)
        super().draw(surface)
