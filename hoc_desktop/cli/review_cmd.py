"""`hoc-desktop review SAVE [--seat N] [--top K] [--budget SECONDS] [--seed S] [--jobs J]`: the game
review (hoc_desktop/review/, docs/review.md). A save names its own game; a damaged one is refused
in one line (exit 2) by the saves package, as `events` and `play --load` do."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Callable

from hoc_desktop.i18n import _
from hoc_desktop.review import report_lines, review_save
from hoc_desktop.review.run import DEFAULT_BUDGET

DEFAULT_TOP = 5
MAX_BUDGET = 600.0


def _budget(text: str) -> float:
    try:
        seconds = float(text) if len(text) <= 25 else -1.0
    except ValueError:
        seconds = -1.0
    if not 0 < seconds <= MAX_BUDGET:
        raise argparse.ArgumentTypeError(f"expected seconds per decision above 0 and at most {MAX_BUDGET:g}, "
                                         f"e.g. 0.5")
    return seconds


def add_parser(sub: argparse._SubParsersAction, whole: Callable[[int, int], Callable[[str], int]],
               seed: Callable[[str], int]) -> None:
    cmd = sub.add_parser("review", help="replay a save and show the decisions of one seat that lost the most "
                                        "win probability (rollouts from that seat's own information)")
    cmd.add_argument("save", type=Path, help="a save file (hoc-desktop play --save, or the window's saves)")
    cmd.add_argument("--seat", type=whole(0, 3), default=None,
                     help="the seat to review (0-based, as `events --seat`; default: the first human seat, else 0)")
    cmd.add_argument("--top", type=whole(0, 1000), default=DEFAULT_TOP,
                     help=f"how many marked decisions to show, the largest loss first (default {DEFAULT_TOP})")
    cmd.add_argument("--budget", type=_budget, default=DEFAULT_BUDGET,
                     help=f"seconds of one core per decision, counted in rollout decisions so that the review "
                          f"does not depend on the machine (default {DEFAULT_BUDGET:g})")
    cmd.add_argument("--seed", type=seed, default=0, help="the rollouts' seed: the same save and seed, the same review")
    cmd.add_argument("--jobs", type=whole(1, 256), default=None, help="worker processes (default: every core)")


def run_review(save: Path, seat: int | None, top: int, budget: float, seed: int, jobs: int | None) -> int:
    progress = _progress if sys.stderr.isatty() else None
    review = review_save(save, seat, budget, seed, jobs, progress)
    if progress is not None:
        sys.stderr.write("\r\033[K")
    for line in report_lines(review, top):
        print(line)
    return 0


def _progress(done: int, total: int) -> None:
    sys.stderr.write("\r" + _("reviewing: {done}/{total} decisions").format(done=done, total=total))
    sys.stderr.flush()
