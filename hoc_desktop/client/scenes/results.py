"""The results screen of every game: who won and how, the game's own part, and the way on.

The screen draws what every game's end shares: the winner line and the reason under it (wrapped
when large text needs two lines), *Title* (Esc) and *Play again* (Enter) at the bottom, the
backdrop. Between them sits the game's own part (`ResultsPart`, from its window kit's `results`):
Heart of Crown's standings and points chart, Crown Rivals' Influence totals and chart. A part is a
widget given the room left; it reads only the game's summary (plain data), so the screen can be
shown for a finished game, a loaded save or a test without an engine in sight.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

import pygame

from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Label, Widget
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App


class Outcome(Protocol):
    """What the screen itself reads of any game's summary."""

    def headline(self) -> str: ...

    def reason_text(self) -> str: ...


class ResultsPart(Widget):
    """A game's own part of the results screen: its widgets (`children`) placed in the room it is
    given by `layout`, drawn in order. `max_width` (design pixels) is the widest the screen's
    columns grow on a large window."""

    max_width = 1220

    def __init__(self, summary: Outcome) -> None:
        super().__init__()
        self.summary = summary

    def handle(self, event: pygame.event.Event) -> bool:
        return any(child.visible and child.handle(event) for child in reversed(self.children))

    def draw(self, surface: pygame.Surface) -> None:
        for child in self.children:
            if child.visible:
                child.draw(surface)


class ResultsScene(Scene):
    """The end of a game, its `part` between the winner line and the buttons.
    `on_play_again`: the same setup again (None: no Play again, as after a network game, which the
    host deals); `on_title`: back to the title; `on_replay`: the game watched again from its deal
    (client/kit/replay.py; None: no Replay button)."""

    def __init__(self, app: "App", part: ResultsPart, on_play_again: Callable[[], None] | None,
                 on_title: Callable[[], None], on_replay: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.part = part
        self.summary = part.summary
        self.headline = Label(self.summary.headline(), "title", bold=True, align="center")
        self.reason = Label(self.summary.reason_text(), "body", align="center")
        self.title_button = Button(_("Title"), on_title, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.again = Button(_("Play again"), on_play_again or (lambda: None), hotkey=pygame.K_RETURN,
                            hotkey_label="Enter", style="primary")
        self.again.visible = on_play_again is not None
        self.replay = Button(_("Replay"), on_replay or (lambda: None), hotkey=pygame.K_r, hotkey_label="R")
        self.replay.visible = on_replay is not None
        self.widgets: list[Widget] = [self.headline, self.reason, part, self.title_button, self.replay, self.again]

    def resize(self, size: tuple[int, int]) -> None:
        """The winner line and reason at the top, the buttons at the bottom, the part between."""
        theme = self.theme
        w, h = size
        margin = theme.margin
        full_w = min(w - 2 * margin, theme.px(self.part.max_width))
        x0 = (w - full_w) // 2
        self.headline.layout((0, margin - theme.px(8), w, theme.line_height("title")), theme)
        self.headline.color = theme.palette.accent
        reason_h = theme.text(self.reason.text, "body", wraplength=full_w).get_height()
        self.reason.layout((x0, self.headline.rect.bottom, full_w, reason_h), theme)
        self.reason.wrap = reason_h > theme.line_height("body")
        self.reason.color = theme.palette.text_dim
        button_h = theme.control_height("large")
        button_w = theme.px(200) + theme.font("large", True).size(_("Play again"))[0]
        bottom = h - margin - button_h
        self.title_button.layout((x0, bottom, button_w, button_h), theme)
        self.again.layout((x0 + full_w - button_w, bottom, button_w, button_h), theme)
        self.replay.layout(((w - button_w) // 2, bottom, button_w, button_h), theme)
        top = self.reason.rect.bottom + theme.px(16)
        self.part.layout((x0, top, full_w, bottom - theme.px(20) - top), theme)
        super().resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)
