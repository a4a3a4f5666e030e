"""The game review in the window's background: one review at a time in its own process, and every
review finished this session kept in memory, so asking again for the same game and seat shows it
at once (nothing is written next to the save: a review is a few seconds to a minute of work, and
the save file stays exactly as the game wrote it).

The review (hoc_desktop/review) is CPU-bound Python: in a thread of the window's process it would
hold the GIL and make frames stutter, as an AI search does (client/ai_worker.py measured it). So
it runs in a process started with "spawn", as the AI worker is, which watches its parent and ends
with it; it takes `max(1, cores - 1)` review processes, leaving the window a core. The parent never
blocks: `poll()` (once per frame) returns how far the review is, its result or its error;
`cancel()` stops it at once (the process is terminated, then killed if it lingers, and reaped by
later calls without waiting).
"""

from __future__ import annotations

import json
import multiprocessing
import os
import queue
import signal
import time
from dataclasses import dataclass
from typing import Any, Sequence

from hoc_desktop.client.ai_worker import exit_with_parent
from hoc_desktop.review import Review, review_game
from hoc_desktop.review.run import DEFAULT_BUDGET


GRACE = 2.0          # seconds a cancelled review has to stop its own review processes before it is killed


@dataclass(frozen=True)
class ReviewAsk:
    """Which review: the game `game` dealt from `setup` and played by `commands`, for `seat`,
    at `budget` seconds of one core per decision and the rollouts' `seed` (review_game's words)."""

    game: str
    setup: dict[str, Any]
    commands: Sequence[tuple[int, Any]]
    seat: int
    budget: float = DEFAULT_BUDGET
    seed: int = 0

    @property
    def key(self) -> str:
        """The same game, seat, budget and seed give the same review (docs/review.md): one key."""
        commands = [[int(seat), command] for seat, command in self.commands]
        return json.dumps([self.game, self.setup, commands, self.seat, self.budget, self.seed],
                          sort_keys=True, default=str)


@dataclass(frozen=True)
class ReviewState:
    """How a review stands: `done` of `total` decisions weighed, and its `review` once finished
    (or the `error` that stopped it, in one line)."""

    done: int = 0
    total: int = 0
    review: Review | None = None
    error: str | None = None

    @property
    def finished(self) -> bool:
        return self.review is not None or self.error is not None


def review_jobs() -> int:
    """Review processes: every core but the one the window draws on."""
    return max(1, (os.cpu_count() or 1) - 1)


def _stop_on_terminate(signum: int, frame: Any) -> None:
    """SIGTERM (a cancel) ends the review as an exception, so a pool of review processes is shut
    down on the way out (review/run.py) instead of being left to finish."""
    raise SystemExit(0)


def _review(ask: ReviewAsk, jobs: int, replies: Any) -> None:
    """The worker's one task: the review, its progress on the way, then its result or its error."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)         # Ctrl+C belongs to the window
    signal.signal(signal.SIGTERM, _stop_on_terminate)
    exit_with_parent()
    try:
        review = review_game(ask.game, ask.setup, ask.commands, ask.seat, ask.budget, ask.seed, jobs,
                             on_progress=lambda done, total: replies.put(("progress", done, total)))
    except Exception as exc:       # a review that fails is told in one line; the window carries on
        replies.put(("error", f"the review failed: {type(exc).__name__}: {exc}"))
        return
    replies.put(("done", review))


class ReviewWorker:
    """The window's handle on its reviews (see the module). All methods return at once."""

    def __init__(self, jobs: int | None = None) -> None:
        self._context = multiprocessing.get_context("spawn")
        self.jobs = jobs or review_jobs()
        self.kept: dict[str, Review] = {}         # every review finished this session, by ReviewAsk.key
        self._ask: ReviewAsk | None = None        # the review running
        self._state = ReviewState()
        self._process: Any = None
        self._replies: Any = None
        self._dying: list[tuple[Any, float]] = []     # (stopped process, when to kill it if still there)

    @property
    def running(self) -> ReviewAsk | None:
        return self._ask

    def kept_review(self, ask: ReviewAsk) -> Review | None:
        """The review of `ask` if it was finished this session."""
        return self.kept.get(ask.key)

    def start(self, ask: ReviewAsk) -> None:
        """Review `ask` in the background (a kept one is not reviewed again; another running review
        is cancelled: one at a time)."""
        if self._ask is not None and self._ask.key == ask.key and self._state.error is None:
            return
        self.cancel()
        self._ask = ask
        kept = self.kept_review(ask)
        if kept is not None:
            self._state = ReviewState(len(kept.decisions), len(kept.decisions), kept)
            return
        self._state = ReviewState()
        self._replies = self._context.Queue()
        self._process = self._context.Process(target=_review, args=(ask, self.jobs, self._replies),
                                              name="hoc-review-worker", daemon=True)
        self._process.start()

    def poll(self) -> ReviewState:
        """How the running review stands now (never blocks); a finished one is kept."""
        if self._dying:
            self._reap()
        while self._replies is not None and not self._state.finished:
            try:
                message = self._replies.get_nowait()
            except (queue.Empty, OSError, EOFError):
                break
            if message[0] == "progress":
                self._state = ReviewState(message[1], message[2])
            elif message[0] == "done":
                self._state = ReviewState(self._state.total, self._state.total, message[1])
                assert self._ask is not None
                self.kept[self._ask.key] = message[1]
            else:
                self._state = ReviewState(self._state.done, self._state.total, error=message[1])
        if (not self._state.finished and self._process is not None and not self._process.is_alive()
                and self._replies is not None and self._replies.empty()):
            self._state = ReviewState(self._state.done, self._state.total,
                                      error=f"the review process stopped (exit code {self._process.exitcode})")
        if self._state.finished:
            self._let_go()
        return self._state

    def cancel(self) -> None:
        """Stop the running review, if any, without waiting for it."""
        self._ask = None
        self._state = ReviewState()
        self._let_go()

    def _let_go(self) -> None:
        """Stop the process (a finished one ends by itself) and leave it to `_reap`."""
        process, replies = self._process, self._replies
        self._process = self._replies = None
        if process is None:
            return
        if process.is_alive():
            process.terminate()
        replies.cancel_join_thread()
        replies.close()
        self._dying.append((process, time.monotonic() + GRACE))

    def _reap(self) -> None:
        """Collect stopped processes; one still there after GRACE seconds (stuck in a long C call) is killed."""
        still = []
        for process, deadline in self._dying:
            process.join(0)
            if not process.is_alive():
                process.close()
                continue
            if time.monotonic() > deadline:
                process.kill()
            still.append((process, deadline))
        self._dying = still

    def shutdown(self, timeout: float = 1.0) -> None:
        """Stop everything within about `timeout` seconds, leaving no process behind (the window closes)."""
        self.cancel()
        for process, _ in self._dying:
            process.join(timeout / 2)
            if process.is_alive():
                process.kill()
                process.join(timeout / 2)
        self._reap()
