"""The results screen of every game: who won and how, the game's own part, and the way on.

The screen draws what every game's end shares: the winner line and the reason under it (wrapped
when large text needs two lines), *Title* (Esc) and *Play again* (Enter) at the bottom, the
backdrop. Between them sits the game's own part (`ResultsPart`, from its window kit's `results`):
Heart of Crown's standings and points chart, Crown Rivals' Influence totals and chart. A part is a
widget given the room left; it reads only the game's summary (plain data), so the screen can be
shown for a finished game, a loaded save or a test without an engine in sight.

*Review* (V) runs the game review of the player's seat (client/scenes/reviewing.py); once it is
done the screen marks its turning points on the part's chart, says how the review went in a line
above the buttons, and the button becomes *Turning points*: the replay at the first of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Protocol

import pygame

from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.kit.review_marks import turn_marks, turning_points
from hoc_desktop.client.ui.drawing import fit_text
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Label, LineChart, Widget
from hoc_desktop.i18n import N_, _
from hoc_desktop.review import Review, report_lines

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

REVIEW_HINT = N_("Review (V): the AI weighs each of your decisions and marks the turning points of the game.")


class Outcome(Protocol):
    """What the screen itself reads of any game's summary."""

    def headline(self) -> str: ...

    def reason_text(self) -> str: ...


class ResultsPart(Widget):
    """A game's own part of the results screen: its widgets (`children`) placed in the room it is
    given by `layout`, drawn in order. `max_width` (design pixels) is the widest the screen's
    columns grow on a large window; `chart`, its chart by turn, where a review's turning points are
    marked (None: it has none)."""

    max_width = 1220
    chart: LineChart | None = None

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
    (client/kit/replay.py; None: no Replay button); `on_review`: the game review of the player's
    seat (None: no Review button), which calls `show_review` when done; `on_turning_points(review)`:
    the replay at the review's first turning point."""

    def __init__(self, app: "App", part: ResultsPart, on_play_again: Callable[[], None] | None,
                 on_title: Callable[[], None], on_replay: Callable[[], None] | None = None,
                 on_review: Callable[[], None] | None = None,
                 on_turning_points: Callable[[Review], None] | None = None) -> None:
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
        self.on_review = on_review
        self.on_turning_points = on_turning_points
        self.review: Review | None = None
        self._review_words: tuple[str, str] | None = None       # the review's header and average loss
        self.review_button = Button(_("Review"), self._review, hotkey=pygame.K_v, hotkey_label="V")
        self.review_button.visible = on_review is not None
        self.review_line = Label(_(REVIEW_HINT), "small", align="center", clip=True)
        self.review_line.visible = on_review is not None     # its room is kept from the start: the panels
                                                             # (and their shadows) are not laid out again
        self.widgets: list[Widget] = [self.headline, self.reason, part, self.review_line, self.title_button,
                                      self.replay, self.review_button, self.again]

    def _review(self) -> None:
        """Review the game, or once reviewed, see its turning points."""
        if self.review is None:
            if self.on_review is not None:
                self.on_review()
        elif self.on_turning_points is not None:
            self.on_turning_points(self.review)

    def show_review(self, review: Review) -> None:
        """The review is done: its turning points on the chart, its summary above the buttons."""
        self.review = review
        lines = report_lines(review, 0)
        head, average = lines[0], lines[-1]
        self._review_words = (head, average)
        self.review_button.text = _("Turning points") if turning_points(review) else _("No turning points")
        self.review_button.enabled = bool(turning_points(review))
        self.resize(self.app.size)

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
        middle = [b for b in (self.replay, self.review_button) if b.visible]
        gap = theme.gap
        buttons = [self.title_button, *middle, self.again]
        share = (full_w - (len(buttons) - 1) * gap) // len(buttons)
        need = max(b.min_width(theme, padding=24) for b in buttons)
        button_w = min(max(need, theme.px(200) + theme.font("large", True).size(_("Play again"))[0]),
                       share if need <= share else (full_w - gap) // 2)
        bottom = h - margin - button_h
        one_row = need <= share     # else (large text) Replay and Review over Title and Play again
        self.title_button.layout((x0, bottom, button_w, button_h), theme)
        self.again.layout((x0 + full_w - button_w, bottom, button_w, button_h), theme)
        x = (w - len(middle) * button_w - (len(middle) - 1) * gap) // 2
        row = bottom if one_row else bottom - gap - button_h
        for button in middle:
            button.layout((x, row, button_w, button_h), theme)
            x += button_w + gap
        bottom = row
        top = self.reason.rect.bottom + theme.px(16)
        part_bottom = bottom - theme.px(20)
        if self.review_line.visible:
            line_h = theme.line_height("small")
            part_bottom -= line_h + theme.px(6)
            self.review_line.layout((x0, part_bottom + theme.px(6), full_w, line_h), theme)
            self.review_line.color = theme.palette.text_dim
            if self._review_words is not None:        # the head shortened if need be, the average whole
                head, average = self._review_words
                font = theme.font("small")
                room = full_w - font.size(f"; {average}")[0]
                self.review_line.set_text(f"{fit_text(head, font, room)}; {average}")
        self.part.layout((x0, top, full_w, part_bottom - top), theme)
        if self.part.chart is not None and self.review is not None:
            self.part.chart.marks = turn_marks(turning_points(self.review), theme.palette)
        super().resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)
