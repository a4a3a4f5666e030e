"""Running a review: the decisions of one seat weighed on every core, in worker processes started
with "forkserver" (or "spawn" where there is none: never "fork", which would copy a window's
process), with a progress callback. The decisions are independent and each one's rollouts are
seeded by the review's seed and the decision alone (verdict.decision_seed), so the same save and
seed give the same review with any number of processes."""

from __future__ import annotations

import multiprocessing as mp
import os
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from hoc_desktop.errors import UsageError
from hoc_desktop.games import kit_named
from hoc_desktop.game_kit import SetupDict
from hoc_desktop.review.decisions import decision_points
from hoc_desktop.review.verdict import DecisionReview, weigh
from hoc_desktop.saves import read_save

Progress = Callable[[int, int], None]       # (decisions weighed, decisions to weigh)
DEFAULT_BUDGET = 1.0                        # one core's seconds per decision
HUMAN = "human"                             # how a save's `seats` names a person (saves/shape.py)


@dataclass(frozen=True)
class Review:
    """A game reviewed for one seat: each weighed decision in the order played."""

    game: str                                # the game's name for people
    seat: int
    player: str
    decisions: tuple[DecisionReview, ...]

    @property
    def average_loss(self) -> float:
        """Win probability lost per open decision (not settled), each counted by its loss against the
        strongest level's own choice (verdict.py), at least 0; 0 when no decision was open."""
        counted = self.open
        return max(0.0, sum(d.standard_loss for d in counted) / len(counted)) if counted else 0.0

    @property
    def open(self) -> list[DecisionReview]:
        """The decisions whose outcome was still open (verdict.py: the others are settled)."""
        return [d for d in self.decisions if not d.settled]

    @property
    def marked(self) -> list[DecisionReview]:
        """The marked decisions (verdict.py's rule), the largest loss first."""
        return sorted((d for d in self.decisions if d.marked), key=lambda d: (-d.loss, d.index))


def default_seat(seats: Sequence[str] | None) -> int:
    """The first human seat a save names, else seat 0."""
    return list(seats).index(HUMAN) if seats and HUMAN in seats else 0


def review_save(path: Path, seat: int | None = None, budget: float = DEFAULT_BUDGET, seed: int = 0,
                jobs: int | None = None, on_progress: Progress | None = None) -> Review:
    """Review the save at `path` (any format the saves package reads; a damaged one is a SaveError
    in one line) for `seat` (0-based; default the first human seat, else 0)."""
    saved = read_save(path)
    game = saved.game
    chosen = default_seat(saved.seats) if seat is None else seat
    players = len(game.state.players)
    if not 0 <= chosen < players:
        raise UsageError(f"--seat must be from 0 to {players - 1} for this save, got {chosen}")
    kit = kit_named(game.ruleset.name)
    return review_game(kit.name, saved.setup.to_dict(), list(game.commands), chosen, budget, seed, jobs, on_progress)


def review_game(game_name: str, setup: SetupDict, commands: Sequence[tuple[int, Any]], seat: int,
                budget: float = DEFAULT_BUDGET, seed: int = 0, jobs: int | None = None,
                on_progress: Progress | None = None) -> Review:
    """Review the game dealt from `setup` and played by `commands` for `seat`, on `jobs` processes
    (default: every core; 1: in this process)."""
    kit = kit_named(game_name)
    if kit.appraiser is None:
        raise UsageError(f"{kit.title} has no review: its kit weighs no decisions")
    points = decision_points(kit, setup, commands, seat)
    player = str(kit.setup_from_dict(setup).players[seat])
    report = on_progress or (lambda done, total: None)
    report(0, len(points))
    workers = max(1, min(jobs or os.cpu_count() or 1, len(points)))
    reviews: dict[int, DecisionReview] = {}
    if workers == 1:
        for point in points:
            reviews[point.index] = weigh(kit.name, setup, commands, seat, point, budget, seed)
            report(len(reviews), len(points))
    else:
        with ProcessPoolExecutor(workers, mp_context=_context()) as pool:
            futures: dict[Future[DecisionReview], int] = {
                pool.submit(weigh, kit.name, setup, commands, seat, point, budget, seed): point.index
                for point in points}
            try:
                for future in as_completed(futures):
                    reviews[futures[future]] = future.result()
                    report(len(reviews), len(points))
            except BaseException:
                pool.shutdown(wait=False, cancel_futures=True)
                raise
    return Review(kit.title, seat, player, tuple(reviews[p.index] for p in points))


def _context() -> Any:
    """A fresh interpreter per worker: "forkserver" where the platform has it, else "spawn"."""
    return mp.get_context("forkserver" if "forkserver" in mp.get_all_start_methods() else "spawn")
