#!/usr/bin/env python3
"""Decision-time percentiles per AI level, over the decisions of real games.

    python3 scripts/bench_ai.py                      # baseline, easy, normal (and hard if present)
    python3 scripts/bench_ai.py --levels normal,hard --games 10 --hard-budget 0.5

Each level plays `--games` 2-player games against `--opponent` (default: itself) on seeded markets
(recommended sets and the randomizer); every call to the measured seat's `decide` is timed.
Prints p50, p95, p99 and max in milliseconds, and the number of decisions.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hoc_desktop.ai.hoc.levels import builtin_names, make_policy
from hoc_desktop.ai.hoc.contest import random_market, setup_for
from hoc_desktop.ai.hoc.kit import play_match

DEFAULT_LEVELS = ("baseline", "easy", "normal", "hard")


class Timed:
    """Wraps a policy and records how long each decision takes."""

    def __init__(self, policy: Any, times: list[float]) -> None:
        self.policy = policy
        self.times = times

    def decide(self, prompt: Any, view: Any) -> Any:
        start = time.perf_counter()
        answer = self.policy.decide(prompt, view)
        self.times.append(time.perf_counter() - start)
        return answer


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


def make_level(level: str, seed: int, hard_budget: float | None) -> Any:
    if level == "hard" and hard_budget is not None:
        return make_policy(f"hard@{hard_budget}", seed)
    return make_policy(level, seed)


def bench_level(level: str, games: int, seed: int, opponent: str | None, hard_budget: float | None,
                max_turns: int) -> list[float]:
    times: list[float] = []
    for i in range(games):
        game_seed = seed + i
        measured = Timed(make_level(level, game_seed * 10, hard_budget), times)
        other = make_level(opponent or level, game_seed * 10 + 1, hard_budget)
        seats = [measured, other] if i % 2 == 0 else [other, measured]
        setup = setup_for(game_seed, 2, market=random_market(game_seed, recommended_share=0.5))
        play_match(setup, seats, max_turns=max_turns)
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(DEFAULT_LEVELS),
                        help="comma-separated levels to measure (default: baseline,easy,normal,hard)")
    parser.add_argument("--games", type=int, default=20, help="games per level (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--opponent", default=None, help="the other seat's policy (default: the same level)")
    parser.add_argument("--hard-budget", type=float, default=None,
                        help="seconds per decision for hard (default: hard's own default)")
    parser.add_argument("--max-turns", type=int, default=400)
    args = parser.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    known = set(builtin_names())
    print(f"{'level':<10} {'decisions':>9} {'p50 ms':>9} {'p95 ms':>9} {'p99 ms':>9} {'max ms':>9}")
    for level in levels:
        if level not in known and ":" not in level:
            print(f"{level:<10} skipped: no such level here (built-in: {', '.join(sorted(known))})")
            continue
        times = bench_level(level, args.games, args.seed, args.opponent, args.hard_budget, args.max_turns)
        ms = sorted(t * 1000 for t in times)
        print(f"{level:<10} {len(ms):9d} {percentile(ms, 0.50):9.3f} {percentile(ms, 0.95):9.3f} "
              f"{percentile(ms, 0.99):9.3f} {ms[-1] if ms else 0.0:9.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
