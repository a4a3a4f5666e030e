"""The game review in the window, as a player meets it: from the results, Review (V) runs it in the
background under a progress bar, then marks the chart and opens the replay at its turning points;
Cancel stops it; Load reviews a finished save; a review done once is not done again."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop import engine
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import write_save
from hoc_desktop.client.scenes.load import LoadScene
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.scenes.reviewing import ReviewingScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.ui.app import App
from hoc_desktop.games import kit_for
from tests.client.helpers_client import key
from tests.client.kit.test_replay import run_until_still

BUDGET = 0.01           # the least: 16 sampled worlds a decision
WAIT = 300.0            # a whole game's review on two shared cores
KINDS = ["human", "normal"]


@pytest.fixture(scope="module")
def lost() -> tuple[dict[str, Any], engine.Game]:
    """A whole Heart of Crown game in which the person's seat played at random against `easy`: its
    review marks at least one turning point (the same deal and seeds give the same game)."""
    setup = make_setup(KINDS, "First Time Playing", 5)
    kit = kit_for(setup)
    game = kit.new_game(setup)
    policies = [kit.make_policy(level, seat + 1) for seat, level in enumerate(["random", "easy"])]
    while (prompt := game.prompt()) is not None:
        command, _ = kit.decide(policies[prompt.seat], game, prompt.seat)
        game.submit(prompt.seat, command)
    return setup, game


def results_of(app: App, program: Program, path: Path) -> ResultsScene:
    """The finished game saved at `path` loaded at its table, which ends at the results screen."""
    program.resume(path)
    for _ in range(2000):
        app.step()
        if isinstance(app.top, ResultsScene):
            return app.top
    raise AssertionError("the finished game never reached its results")


def wait_for_review(app: App, scene: ReviewingScene) -> list[tuple[int, int]]:
    """Run the window until the review box closes; the progress it showed on the way."""
    shown: list[tuple[int, int]] = []
    deadline = time.monotonic() + WAIT
    while app.top is scene:
        assert time.monotonic() < deadline, "the review did not finish"
        app.step()
        if scene.state.total and (not shown or shown[-1] != (scene.state.done, scene.state.total)):
            shown.append((scene.state.done, scene.state.total))
        time.sleep(0.005)
    return shown


def test_review_from_the_results_marks_the_chart_and_jumps_to_the_turning_points(
        app: App, tmp_path: Path, screenshot_dir: Path, lost: tuple[dict[str, Any], engine.Game]) -> None:
    """Given the results of a finished game, when Review (V) is pressed, then a progress box counts
    the decisions weighed while the window keeps running; once done the chart carries the turning
    points and a line tells the review; V then opens the replay at the first turning point, from
    the person's view; P has nothing before it, End then P comes back to the last; Esc is back at
    the results, and Load's Review of the same game shows the kept review at once."""
    setup, whole = lost
    write_save(whole, setup, KINDS, tmp_path / "lost.json")
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    program.review_budget = BUDGET
    results = results_of(app, program, tmp_path / "lost.json")
    assert results.review_button.visible and results.review_button.text == "Review"
    key(app, pygame.K_v)
    reviewing = app.top
    assert isinstance(reviewing, ReviewingScene)
    app.screenshot(str(screenshot_dir / "review-progress.png"))
    shown = wait_for_review(app, reviewing)
    assert shown and shown == sorted(shown) and all(total == shown[0][1] for _, total in shown)
    review = results.review
    assert app.top is results and review is not None and review.marked
    assert results.review_line.visible and results.review_line.text.endswith(f"average loss: "
                                                                              f"{100 * review.average_loss:.1f}%")
    assert results.part.chart is not None and results.part.chart.marks
    assert results.review_button.text == "Turning points"
    app.screenshot(str(screenshot_dir / "review-results.png"))
    key(app, pygame.K_v)
    bar = app.top
    assert isinstance(bar, ReplayBar) and bar.marks is not None
    first, last = bar.marks.points[0], bar.marks.points[-1]
    assert bar.replay.at == first.index and bar.replay.viewer == review.seat == 0
    key(app, pygame.K_p)
    assert bar.replay.at == first.index
    key(app, pygame.K_END)
    key(app, pygame.K_p)
    run_until_still(app)
    assert bar.replay.at == last.index
    app.screenshot(str(screenshot_dir / "review-replay.png"))
    key(app, pygame.K_ESCAPE)
    assert app.top is results
    program.to_title()
    program._open_load()
    load = app.top
    assert isinstance(load, LoadScene) and load.review.enabled
    key(app, pygame.K_v)
    bar = app.top
    assert isinstance(bar, ReplayBar) and bar.marks is not None and bar.marks.review == review
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LoadScene)


def test_cancel_leaves_the_results_as_they_were(app: App, tmp_path: Path,
                                                lost: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a review running from the results, when Cancel (Esc) is pressed, then the box closes,
    the review stops and the results still offer Review; a game in progress offers no Review in Load."""
    setup, whole = lost
    write_save(whole, setup, KINDS, tmp_path / "lost.json")
    write_save(engine.game_after(whole, 30), setup, KINDS, tmp_path / "going.json")
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    results = results_of(app, program, tmp_path / "lost.json")
    key(app, pygame.K_v)
    assert isinstance(app.top, ReviewingScene) and program.reviews.running is not None
    key(app, pygame.K_ESCAPE)
    assert app.top is results and program.reviews.running is None and results.review is None
    assert results.review_button.text == "Review"
    program.to_title()
    program._open_load()
    load = app.top
    assert isinstance(load, LoadScene)
    going = next(i for i, entry in enumerate(load.entries) if entry.path.name == "going.json")
    load.select(going)
    assert not load.review.enabled
    key(app, pygame.K_v)
    assert app.top is load
