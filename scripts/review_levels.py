#!/usr/bin/env python3
"""Does the game review separate players? Each AI level plays the same D deals against one fixed
opponent (its seat alternating from deal to deal), the game review weighs that level's decisions,
and the average loss per level is printed with its standard error over the deals; then the mean
loss of every open decision against the strongest level's own choice, not cut at 0 (negative: the
level chose better than that reference), with its standard error over the decisions.

    python3 scripts/review_levels.py                                   # Heart of Crown, 20 deals
    python3 scripts/review_levels.py --game crown-rivals --deals 10 --budget 0.2
    python3 scripts/review_levels.py --levels random,hard@0.3 --against easy --deals 5 --jobs 2

The figures are in docs/review.md. A game's deal, its policies' seeds and the review's seed depend
on --seed and the deal's index alone, so a run repeats exactly.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hoc_desktop.ai.match import play_match
from hoc_desktop.games import DEFAULT_GAME, kit_named
from hoc_desktop.review import review_game

LEVELS = {"heart-of-crown": "random,easy,normal,hard@0.3", "crown-rivals": "random,easy,normal"}


def mean_and_error(xs: list[float]) -> tuple[float, float]:
    n = len(xs)
    mean = sum(xs) / n
    return mean, (math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n) if n > 1 else math.inf)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default=DEFAULT_GAME)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--levels", default=None, help="the levels reviewed (default: every level of the game)")
    parser.add_argument("--against", default="easy", help="the fixed opponent (default easy)")
    parser.add_argument("--budget", type=float, default=0.1, help="review seconds per decision (default 0.1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args()
    kit = kit_named(args.game)
    levels = (args.levels or LEVELS.get(kit.name, ",".join(kit.levels))).split(",")
    start = time.perf_counter()
    for level in levels:
        losses: list[float] = []
        against: list[float] = []           # each open decision's loss against the reference
        decisions = marked = 0
        for deal in range(args.deals):
            seed = args.seed + deal
            seat = deal % 2
            specs = [level, args.against] if seat == 0 else [args.against, level]
            setup = kit.contest.deal(seed, [f"{spec} {i + 1}" for i, spec in enumerate(specs)], None, False)
            match = play_match(kit, setup, [kit.make_policy(spec, seed * 2 + i) for i, spec in enumerate(specs)],
                               record=True)
            review = review_game(kit.name, setup, match.commands, seat, args.budget, seed, args.jobs)
            losses.append(review.average_loss)
            against += [d.standard_loss for d in review.open]
            decisions += len(review.decisions)
            marked += len(review.marked)
        mean, error = mean_and_error(losses)
        raw, raw_error = mean_and_error(against) if against else (0.0, 0.0)
        print(f"{level:>12}: average loss {100 * mean:.1f}% ± {100 * error:.1f}% over {args.deals} deals; "
              f"per open decision {100 * raw:+.2f}% ± {100 * raw_error:.2f}% ({decisions} decisions, "
              f"{len(against)} open, {marked} marked)  [{time.perf_counter() - start:.0f} s]", flush=True)


if __name__ == "__main__":
    main()
