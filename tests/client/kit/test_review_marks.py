"""A game review on the replay and the results chart: turning points from a review's marked
decisions, coloured by size, N and P jumping between them at the game's own table, and the strip
telling each in the review's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.kit.review_marks import (LARGE_LOSS, MEDIUM_LOSS, ReviewMarks, mark_color, step_to, turn_marks,
                                                 turning_points)
from hoc_desktop.client.main import Program
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.theme import STANDARD
from hoc_desktop.review import Review, report_lines
from hoc_desktop.review.report import decision_line
from hoc_desktop.review.verdict import DecisionReview
from tests.client.helpers_client import key
from tests.client.kit.test_replay import SETUPS, finished, run_until_still


def decision(index: int, turn: int, loss: float, error: float = 0.01, words: str = "buys City") -> DecisionReview:
    """A weighed decision as the review gives it: marked when `loss` is over two `error`s."""
    before = 0.6
    return DecisionReview(index, turn, ["buy", "city"], words, ["buy", "duchy"], "buys Duchy", before, before - loss,
                          loss, error, loss, False, 16, ((words, before - loss, error), ("buys Duchy", before, error)))


def review_of(*decisions: DecisionReview) -> Review:
    return Review("Heart of Crown", 0, "You", tuple(decisions))


def test_turning_points_are_the_marked_decisions_in_the_order_played() -> None:
    """Given a review with two marked decisions and one inside the noise, then the turning points
    are the two marked ones in the order played, each with the review's own line for it."""
    big, noise, small = decision(40, 9, 0.3), decision(12, 3, 0.05, error=0.04), decision(20, 5, 0.05)
    points = turning_points(review_of(big, noise, small))
    assert [p.index for p in points] == [20, 40]
    assert [p.line for p in points] == [decision_line(small), decision_line(big)]


def test_a_turning_point_is_coloured_by_how_much_it_lost() -> None:
    """Given losses under, between and over the two sizes, then accent, warning and bad colours."""
    palette = STANDARD
    assert mark_color(MEDIUM_LOSS / 2, palette) == palette.accent
    assert mark_color(MEDIUM_LOSS, palette) == palette.warn
    assert mark_color(LARGE_LOSS + 0.1, palette) == palette.bad


def test_the_chart_marks_each_turn_once_by_its_largest_loss() -> None:
    """Given two turning points in turn 5 and one in turn 9, then the chart (x 0 is turn 1) marks
    x 4 in the larger one's colour and x 8."""
    palette = STANDARD
    points = turning_points(review_of(decision(20, 5, 0.05), decision(22, 5, 0.3), decision(40, 9, 0.12)))
    assert turn_marks(points, palette) == [(4, palette.bad), (8, palette.warn)]


def test_stepping_finds_the_next_and_the_previous_turning_point() -> None:
    """Given turning points at 20 and 40, then from 0 the next is 20, from 20 the next is 40, from
    40 none; back from 41 is 40, from 20 none."""
    points = turning_points(review_of(decision(20, 5, 0.2), decision(40, 9, 0.2)))
    assert [step_to(points, at, 1) for at in (0, 20, 40)] == [points[0], points[1], None]
    assert [step_to(points, at, -1) for at in (41, 40, 20)] == [points[1], points[0], None]


def test_the_strip_tells_the_turning_point_here_or_the_reviews_summary() -> None:
    """Given a replay standing before, at, and one step after a turning point, then the strip gives
    the review's summary away from it and its line at it (and just after it), in the game's window
    words."""
    review = review_of(decision(20, 5, 0.2, words="plays 7♣"))
    at = [0]
    marks = ReviewMarks(review, lambda: at[0], lambda index: None, worded=lambda text: text.replace("♣", " of clubs"))
    head, *_, average = report_lines(review, 0)
    assert marks.lines() == (f"{head} (N next, P previous)", average)
    for at[0] in (20, 21):
        title, line = marks.lines()
        assert title.startswith("Turning point 1 of 1") and line == decision_line(review.decisions[0]).replace(
            "♣", " of clubs")


@pytest.fixture(scope="module", params=list(SETUPS))
def played(request: pytest.FixtureRequest) -> tuple[str, dict[str, Any], Any]:
    setup, whole = finished(request.param)
    return request.param, setup, whole


def test_n_and_p_jump_between_turning_points_on_the_replay(app: App, tmp_path: Path, screenshot_dir: Path,
                                                           played: tuple[str, dict[str, Any], Any]) -> None:
    """Given a finished game of either game and a review marking two of its decisions, when its
    replay opens at the first turning point, then N goes to the second, N again stays, P goes back,
    and the other keys still move the replay; the strip under the controls takes room from the
    table, not from the controls."""
    game_name, setup, whole = played
    first, second = len(whole.commands) // 3, 2 * len(whole.commands) // 3
    review = review_of(decision(first, 3, 0.3), decision(second, 6, 0.12))
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    program.replay(setup, ["human", "normal"], whole, 0, lambda: None, review, at_first=True)
    bar = app.top
    assert isinstance(bar, ReplayBar) and bar.marks is not None
    assert bar.replay.at == first and bar.timeline.index == first
    assert bar.marks.strip.top >= bar.timeline.rect.bottom and bar.area.top == bar.band.bottom >= bar.marks.strip.bottom
    key(app, pygame.K_n)
    run_until_still(app)
    assert bar.replay.at == second and bar.marks.here() == bar.marks.points[1]
    key(app, pygame.K_n)
    assert bar.replay.at == second
    key(app, pygame.K_p)
    run_until_still(app)
    assert bar.replay.at == first
    key(app, pygame.K_RIGHT)
    assert bar.replay.at == first + 1 and bar.marks.here() == bar.marks.points[0]
    app.screenshot(str(screenshot_dir / f"replay-marks-{game_name}.png"))
