#!/usr/bin/env python3
"""Tournament scaling and memory: how much `--jobs 2` gains over one process, and whether the
memory of a long run stays flat (issue 22, part 6).

    python3 scripts/bench_tournament.py                       # speed-up 1 -> 2 jobs, then memory
    python3 scripts/bench_tournament.py --seats normal,baseline --games 400 --memory-games 10000

Speed-up: the same seeded games run with `--jobs 1` and with `--jobs N` (default: every core),
wall-clock times and their ratio printed (games are identical, so the ratio is the scaling).
Memory: one process plays `--memory-games` games through the tournament's own game loop and
prints its resident memory (Linux: /proc/self/statm) every tenth of the run; "flat" means the
last figure is within a few MB of the figure after the first tenth (start-up caches filled).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hoc_desktop import tournament
from hoc_desktop.games import kit_named


def resident_mb() -> float:
    """This process's resident memory in MB (0 where /proc is not available)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, ValueError, IndexError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2 ** 20


def speed_up(seats: list[str], games: int, jobs: int, seed: int) -> None:
    times = {}
    for n in (1, jobs):
        start = time.perf_counter()
        result = tournament.run_tournament(kit_named("heart-of-crown"), games, seats, seed, jobs=n)
        times[n] = time.perf_counter() - start
        print(f"jobs {n}: {games} games in {times[n]:.1f} s ({games / times[n]:.0f} games/s), errors {result.errors}")
    print(f"speed-up 1 -> {jobs} jobs: {times[1] / times[jobs]:.2f}x on {os.cpu_count()} cores")


def memory(seats: list[str], games: int, seed: int) -> None:
    tournament._init_worker("heart-of-crown", seats, seed, None, None, in_worker=False)
    step = max(1, games // 10)
    first = None
    for i in range(games):
        tournament._run_chunk([i])
        if (i + 1) % step == 0:
            mb = resident_mb()
            first = mb if first is None else first
            print(f"after {i + 1:6d} games: {mb:7.1f} MB")
    if first is not None:
        print(f"growth after the first tenth: {resident_mb() - first:+.1f} MB")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="baseline,baseline")
    parser.add_argument("--games", type=int, default=400, help="games of the speed-up comparison")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--memory-games", type=int, default=10_000, help="games of the memory run (0: skip)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    seats = args.seats.split(",")
    speed_up(seats, args.games, args.jobs, args.seed)
    if args.memory_games:
        memory(seats, args.memory_games, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
