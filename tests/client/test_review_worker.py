"""The game review in the window's background process: its progress, the same review the command
line gives, kept for the session, a cancel that leaves no process behind, a failure in one line."""

from __future__ import annotations

import time
from typing import Any, Iterator

import pytest

from hoc_desktop.ai.match import play_match
from hoc_desktop.client.review_worker import ReviewAsk, ReviewState, ReviewWorker
from hoc_desktop.games import kit_named
from hoc_desktop.review import review_game
from tests.client.test_ai_worker import gone

BUDGET = 0.01           # the least: 16 sampled worlds a decision
GAME = "heart-of-crown"
WAIT = 120.0            # generous: two shared cores, and a spawned process imports the engine first


def short_game() -> tuple[dict[str, Any], list[tuple[int, Any]]]:
    """The first 50 commands of a Heart of Crown game: a few decisions of seat 0, quick to review."""
    kit = kit_named(GAME)
    setup = kit.contest.deal(4, ["P0", "P1"], None, False)
    match = play_match(kit, setup, [kit.make_policy(level, 4 + i) for i, level in enumerate(["easy", "money"])])
    return setup, match.commands[:50]


@pytest.fixture
def worker() -> Iterator[ReviewWorker]:
    handle = ReviewWorker(jobs=1)
    yield handle
    handle.shutdown()


def follow(worker: ReviewWorker, timeout: float = WAIT) -> list[ReviewState]:
    """Every distinct state the worker reports until its review is finished."""
    seen: list[ReviewState] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        state = worker.poll()
        if not seen or state != seen[-1]:
            seen.append(state)
        if state.finished:
            return seen
        time.sleep(0.01)
    raise AssertionError(f"the review did not finish in {timeout} s")


def test_a_review_reports_its_progress_and_gives_the_command_lines_review(worker: ReviewWorker) -> None:
    """Given a short game, when the worker reviews seat 0, then the decisions weighed only grow up
    to their total, and the review is the one `review_game` gives in this process with that seed."""
    setup, commands = short_game()
    ask = ReviewAsk(GAME, setup, commands, 0, BUDGET, seed=3)
    worker.start(ask)
    states = follow(worker)
    final = states[-1]
    assert final.error is None and final.review is not None
    progress = [(s.done, s.total) for s in states if s.total]
    assert progress and progress == sorted(progress) and progress[-1] == (final.total, final.total)
    assert final.total == len(final.review.decisions) > 0
    assert final.review == review_game(GAME, setup, commands, 0, BUDGET, 3, jobs=1)


def test_a_finished_review_is_kept_for_the_session(worker: ReviewWorker) -> None:
    """Given a review done, when the same game and seat are asked for again, then it is there at
    once, with no process started; another seat is not."""
    setup, commands = short_game()
    ask = ReviewAsk(GAME, setup, commands, 0, BUDGET)
    worker.start(ask)
    review = follow(worker)[-1].review
    assert review is not None
    again = ReviewAsk(GAME, dict(setup), list(commands), 0, BUDGET)
    assert worker.kept_review(again) is review
    worker.start(again)
    assert worker.poll().review is review and worker._process is None
    assert worker.kept_review(ReviewAsk(GAME, setup, commands, 1, BUDGET)) is None


def test_cancel_stops_the_review_process_at_once(worker: ReviewWorker) -> None:
    """Given a long review running, when it is cancelled, then the call returns at once, the state
    is empty and the process is gone within moments."""
    setup, commands = short_game()
    worker.start(ReviewAsk(GAME, setup, commands, 0, budget=5.0))
    deadline = time.monotonic() + WAIT
    while worker.poll().total == 0 and time.monotonic() < deadline:     # the review has begun
        time.sleep(0.01)
    pid = worker._process.pid
    started = time.monotonic()
    worker.cancel()
    assert time.monotonic() - started < 0.5
    assert worker.poll() == ReviewState() and worker.running is None
    deadline = time.monotonic() + 10
    while not gone(pid) and time.monotonic() < deadline:
        worker.poll()
        time.sleep(0.02)
    worker.poll()
    assert gone(pid) and worker._dying == []


def test_a_review_that_fails_says_why_in_one_line(worker: ReviewWorker) -> None:
    """Given a command log the game refuses, when it is reviewed, then the state carries one line
    saying the review failed, and nothing is kept."""
    setup, _ = short_game()
    ask = ReviewAsk(GAME, setup, [(0, ["no such command"])], 0, BUDGET)
    worker.start(ask)
    final = follow(worker)[-1]
    assert final.review is None and final.error is not None
    assert final.error.startswith("the review failed: ") and "\n" not in final.error
    assert worker.kept_review(ask) is None
