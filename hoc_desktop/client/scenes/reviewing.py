"""The game review running: a box over the results or Load screen with a progress bar (decisions
weighed of the decisions to weigh) and *Cancel* (Esc). The review runs in its own process
(client/review_worker.py), so the window keeps drawing while it works; this scene only asks it how
far it is, once a frame. When it is done the box closes and `on_done(review)` runs; a review that
fails says why in one line and the button becomes *Close*.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.client.review_worker import ReviewAsk, ReviewState, ReviewWorker
from hoc_desktop.client.ui.drawing import draw_modal_box
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.i18n import _
from hoc_desktop.review import Review

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App


def progress_words(state: ReviewState) -> str:
    """The line under the bar: how far the review is."""
    if state.error is not None:
        return state.error
    if not state.total:
        return _("Replaying the game to find the decisions to weigh…")
    return _("{done} of {total} decisions weighed").format(done=state.done, total=state.total)


class ReviewingScene(Scene):
    """`ask` reviewed by `worker` under a progress bar, titled with the `player` reviewed;
    `on_done(review)` once finished (after the box has closed, so it may change scenes), nothing
    on Cancel."""

    opaque = False

    def __init__(self, app: "App", worker: ReviewWorker, ask: ReviewAsk, player: str,
                 on_done: Callable[[Review], None]) -> None:
        super().__init__(app)
        self.worker = worker
        self.ask = ask
        self.on_done = on_done
        self.title = (_("Reviewing your decisions") if player == "You"
                      else _("Reviewing {name}'s decisions").format(name=player))
        self.state = ReviewState()
        self.cancel = Button(_("Cancel"), self._cancel, hotkey=pygame.K_ESCAPE, hotkey_label="Esc", role="body")
        self.widgets = [self.cancel]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.bar = pygame.Rect(0, 0, 0, 0)
        worker.start(ask)

    def _cancel(self) -> None:
        if not self.state.finished:
            self.worker.cancel()
        self.app.pop()

    def update(self, dt: float) -> None:
        state = self.worker.poll()
        if state != self.state:
            self.state = state
            self.dirty = True
        if state.review is not None:
            self.app.pop()
            self.on_done(state.review)
        elif state.error is not None:
            self.cancel.text = _("Close")
        super().update(dt)

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        pad = theme.pad
        width = min(w - 2 * theme.margin, theme.px(640))
        button_h = theme.control_height("body")
        height = (theme.line_height("large") + theme.px(12) + theme.px(18) + theme.px(10)
                  + 2 * theme.line_height("body") + theme.gap + button_h + 2 * pad)
        self.box = pygame.Rect(0, 0, width, min(height, h - 2 * theme.margin))
        self.box.center = (w // 2, h // 2)
        top = self.box.y + pad + theme.line_height("large") + theme.px(12)
        self.bar = pygame.Rect(self.box.x + pad, top, width - 2 * pad, theme.px(18))
        button_w = self.cancel.min_width(theme, padding=24)
        self.cancel.layout((self.box.right - pad - button_w, self.box.bottom - pad - button_h, button_w, button_h),
                           theme)
        super().resize(size)

    def handle(self, event: pygame.event.Event) -> bool:
        super().handle(event)
        return True                          # modal: nothing reaches the screen underneath

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_modal_box(surface, self.box, theme)
        inner = self.box.width - 2 * theme.pad
        x = self.box.x + theme.pad
        surface.blit(theme.text(self.title, "large", p.accent, bold=True), (x, self.box.y + theme.pad))
        radius = self.bar.height // 2
        pygame.draw.rect(surface, p.grid, self.bar, border_radius=radius)
        state = self.state
        if state.total:
            done = self.bar.copy()
            done.width = max(self.bar.height, round(self.bar.width * state.done / state.total))
            pygame.draw.rect(surface, p.accent, done, border_radius=radius)
        words = theme.text(progress_words(state), "body", p.warn if state.error else p.text, wraplength=inner)
        surface.blit(words, (x, self.bar.bottom + theme.px(10)))
        super().draw(surface)
