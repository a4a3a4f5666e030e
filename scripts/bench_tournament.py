#!/usr/bin/env python3
"""Tournament scaling and memory: how much `--jobs 2` gains over one process, whether the memory of
a long run stays flat (issue 22, part 6), and games per second on each place a tournament can run
(issue 41: one process, two, a two-worker Dask cluster on this machine), for every game.

    python3 scripts/bench_tournament.py                       # speed-up 1 -> 2 jobs, then memory
    python3 scripts/bench_tournament.py --seats normal,baseline --games 400 --memory-games 10000
    python3 scripts/bench_tournament.py --game crown-rivals --seats normal,easy --games 1000 --jobs 1 --memory-games 0
    python3 scripts/bench_tournament.py --backends            # jobs 1, jobs 2, Dask; both games

Backends (needs the cluster extra): each game's default tournament seats, a fixed seeded tournament
(`--games`, default 2000 games of Heart of Crown, 200 of Crown Rivals: about 20 s in one process
here) played with `--jobs 1`, `--jobs 2` and on a local Dask cluster of two worker processes of one
thread each, started before the clock runs (an existing cluster), the connection timed with the
games. Each run is timed whole, its workers' start included, as a user waits for it.

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


def speed_up(game: str, seats: list[str], games: int, jobs: int, seed: int) -> None:
    times = {}
    for n in dict.fromkeys((1, jobs)):         # --jobs 1: one run
        start = time.perf_counter()
        result = tournament.run_tournament(kit_named(game), games, seats, seed, jobs=n)
        times[n] = time.perf_counter() - start
        print(f"jobs {n}: {games} games in {times[n]:.1f} s ({games / times[n]:.0f} games/s), errors {result.errors}")
    print(f"speed-up 1 -> {jobs} jobs: {times[1] / times[jobs]:.2f}x on {os.cpu_count()} cores")


def memory(game: str, seats: list[str], games: int, seed: int) -> None:
    job = tournament.TournamentJob(game, None, tuple(seats), seed, None, None)
    step = max(1, games // 10)
    first = None
    for i in range(games):
        tournament.play_chunk(job, [i])
        if (i + 1) % step == 0:
            mb = resident_mb()
            first = mb if first is None else first
            print(f"after {i + 1:6d} games: {mb:7.1f} MB")
    if first is not None:
        print(f"growth after the first tenth: {resident_mb() - first:+.1f} MB")


BACKEND_GAMES = {"heart-of-crown": 2000, "crown-rivals": 200}


def backends(games: int | None, seed: int) -> None:
    from distributed import LocalCluster

    from hoc_desktop.tournament_dask import connect
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                      dashboard_address=None) as cluster:
        for name, default in BACKEND_GAMES.items():
            kit = kit_named(name)
            assert kit.contest is not None
            seats, n = list(kit.contest.seats["tournament"]), games or default
            rates = {}
            for label in ("jobs 1", "jobs 2", "Dask 2 workers"):
                start = time.perf_counter()
                if label.startswith("Dask"):
                    with connect(cluster.scheduler_address) as runner:
                        result = tournament.run_tournament(kit, n, seats, seed, runner=runner)
                else:
                    result = tournament.run_tournament(kit, n, seats, seed, jobs=int(label[-1]))
                rates[label] = n / (time.perf_counter() - start)
                assert result.errors == 0, result.first_error
            print(f"{name} {','.join(seats)}, {n} games: " + ", ".join(f"{label} {rate:.1f} games/s" for label, rate
                                                                       in rates.items())
                  + f"; jobs 2 / jobs 1 {rates['jobs 2'] / rates['jobs 1']:.2f}x, "
                    f"Dask / jobs 2 {rates['Dask 2 workers'] / rates['jobs 2']:.2f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="heart-of-crown", help="the game of the speed-up and memory runs")
    parser.add_argument("--seats", default="baseline,baseline")
    parser.add_argument("--games", type=int, default=None,
                        help="games of the speed-up comparison (default 400), or of each game's backends run")
    parser.add_argument("--backends", action="store_true",
                        help="games/s with --jobs 1, --jobs 2 and a two-worker local Dask cluster, every game")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--memory-games", type=int, default=10_000, help="games of the memory run (0: skip)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.backends:
        backends(args.games, args.seed)
        return 0
    seats = args.seats.split(",")
    speed_up(args.game, seats, args.games or 400, args.jobs, args.seed)
    if args.memory_games:
        memory(args.game, seats, args.memory_games, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
