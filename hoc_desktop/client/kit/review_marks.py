"""A game review on the replay: its turning points (the decisions the review marks, review/verdict.py)
as ticks on the timeline coloured by how much they lost, N and P to jump to the next or previous
one, and a strip under the replay's controls that says, at a turning point, what was done, what
was better and the win probability before and after, in the review's own words
(review/report.py's `decision_line`); elsewhere it gives the review's summary.

The replay stands at a turning point just before its decision (after `index` commands): the table
shows the position the player decided in; one step on shows what the decision did, and the strip
keeps telling it there.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

import pygame

from hoc_desktop.client.ui.drawing import fit_text
from hoc_desktop.client.ui.theme import RGB, Palette, Theme
from hoc_desktop.client.ui.widgets.slider import Slider
from hoc_desktop.i18n import _
from hoc_desktop.review import Review, report_lines
from hoc_desktop.review.report import decision_line

LARGE_LOSS = 0.25         # win probability lost: a turning point this large is drawn in the bad colour
MEDIUM_LOSS = 0.10        # this large in the warning colour, smaller ones in the accent colour


@dataclass(frozen=True)
class TurningPoint:
    """A marked decision: the replay stands at `index` (before it), in game turn `turn`; `loss` is
    the win probability it lost and `line` the review's words for it."""

    index: int
    turn: int
    loss: float
    line: str


def turning_points(review: Review) -> list[TurningPoint]:
    """The review's marked decisions in the order played."""
    return sorted((TurningPoint(d.index, d.turn, d.loss, decision_line(d)) for d in review.marked),
                  key=lambda point: point.index)


def mark_color(loss: float, palette: Palette) -> RGB:
    """A turning point's colour by its size: bad, warning or accent."""
    if loss >= LARGE_LOSS:
        return palette.bad
    return palette.warn if loss >= MEDIUM_LOSS else palette.accent


def turn_marks(points: Sequence[TurningPoint], palette: Palette) -> list[tuple[int, RGB]]:
    """The marks of a chart whose x axis counts game turns from 0 (the results' points by turn: x
    `t` is the end of turn t + 1): one per turn with a turning point, coloured by its largest loss."""
    largest: dict[int, float] = {}
    for point in points:
        largest[point.turn] = max(point.loss, largest.get(point.turn, 0.0))
    return [(turn - 1, mark_color(loss, palette)) for turn, loss in sorted(largest.items()) if turn >= 1]


def step_to(points: Sequence[TurningPoint], at: int, step: int) -> TurningPoint | None:
    """The first turning point after position `at` (step +1) or the last one before it (-1)."""
    if step > 0:
        return next((point for point in points if point.index > at), None)
    return next((point for point in reversed(points) if point.index < at), None)


class ReviewMarks:
    """The review on a replay (see the module): `seek(at)` moves the replay, `at()` tells where it
    stands, `worded` puts the review's lines in words the window's font can draw (WindowKit.worded)."""

    def __init__(self, review: Review, at: Callable[[], int], seek: Callable[[int], None],
                 worded: Callable[[str], str] = str) -> None:
        self.review = review
        self.points = turning_points(review)
        self.worded = worded
        self.at = at
        self.seek = seek
        self.strip = pygame.Rect(0, 0, 0, 0)

    def jump(self, step: int) -> bool:
        """To the next (+1) or previous (-1) turning point; False when there is none that way."""
        point = step_to(self.points, self.at(), step)
        if point is None:
            return False
        self.seek(point.index)
        return True

    def first(self) -> None:
        """To the first turning point (if there is one)."""
        if self.points:
            self.seek(self.points[0].index)

    def handle_key(self, key: int) -> bool:
        """N and P jump; True when the key was one of them."""
        if key in (pygame.K_n, pygame.K_p):
            self.jump(1 if key == pygame.K_n else -1)
            return True
        return False

    def here(self) -> TurningPoint | None:
        """The turning point the replay stands at: just before its decision or just after it."""
        at = self.at()
        return next((point for point in self.points if at in (point.index, point.index + 1)), None)

    def lines(self) -> tuple[str, str]:
        """The strip's two lines: the turning point here, or the review's summary."""
        point = self.here()
        if point is not None:
            number = self.points.index(point) + 1
            title = _("Turning point {number} of {count} (N next, P previous)").format(number=number,
                                                                                       count=len(self.points))
            return title, self.worded(point.line)
        lines = report_lines(self.review, 0)
        head = _("{review} (N next, P previous)").format(review=lines[0]) if self.points else lines[0]
        return head, lines[-1]

    # ---- on screen
    def height(self, theme: Theme) -> int:
        """The strip's height: two lines of small text."""
        return 2 * theme.line_height("small") + theme.px(8)

    def layout(self, strip: pygame.Rect) -> None:
        self.strip = pygame.Rect(strip)

    def draw_ticks(self, surface: pygame.Surface, timeline: Slider, theme: Theme) -> None:
        """A tick across the timeline's track at each turning point, coloured by its size, reaching
        past the knob so one under the knob still shows."""
        track = timeline.track()
        half = timeline.knob_radius() + theme.px(4)
        width = max(2, theme.px(3))
        for point in self.points:
            x = timeline.x_of(point.index)
            pygame.draw.line(surface, mark_color(point.loss, theme.palette), (x, track.centery - half),
                             (x, track.centery + half), width)

    def draw_strip(self, surface: pygame.Surface, theme: Theme) -> None:
        p = theme.palette
        point = self.here()
        head, body = self.lines()
        x, y, width = self.strip.x, self.strip.y + theme.px(2), self.strip.width
        font = theme.font("small", True)
        color = mark_color(point.loss, p) if point is not None else p.accent
        surface.blit(theme.text(fit_text(head, font, width), "small", color, bold=True), (x, y))
        y += theme.line_height("small")
        surface.blit(theme.text(fit_text(body, theme.font("small"), width), "small", p.text), (x, y))
