#!/usr/bin/env python3
"""Tune `hard`: its win rate with some of HardPolicy's settings changed, on the tournament's deals,
against `baseline` or `normal`.

    python3 scripts/tune_hard.py budget=0.3 z=2.5                    # against baseline, 600 games
    python3 scripts/tune_hard.py --against normal --games 1000 --jobs 2 budget=0.3
    python3 scripts/tune_hard.py --record /tmp/z25.txt budget=0.3 z=2.5

Each NAME=VALUE is a keyword argument of `HardPolicy` (the value a Python literal). The deals, seats
and policy seeds are those of `hoc-desktop tournament` with the same seed (each deal played twice
with the seats swapped), so a run without settings repeats `tournament --seats hard,X`. `hard`
spends its budget in simulated decisions, not seconds, so the figure does not depend on the machine
or on `--jobs`. `--record FILE` writes the result of each game (1 won, 0 lost, 0.5 shared) in game
order on one line, so that two settings can be compared game by game on the same deals: hard is too
slow for thousands of games, and on the same deals most results agree, which makes the few that
differ the comparison. `--compare A B` prints that comparison for two recorded files. Run it from a
compiled tree (scripts/build_compiled.py) for 2-3 times the speed.
"""

from __future__ import annotations

import argparse
import ast
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any, Callable, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hoc_desktop.ai.hoc.hard import HardPolicy, paired_difference
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import DEFAULT_MAX_TURNS
from hoc_desktop.tournament import game_plan, play_planned, share_of
from hoc_desktop.games import kit_named
from hoc_desktop.ai.wilson import wilson

HOC = kit_named("heart-of-crown")


def parse_settings(pairs: list[str]) -> dict[str, Any]:
    """NAME=VALUE pairs as HardPolicy keyword arguments; a name it does not take, or a value that is
    not a Python literal, raises ValueError naming it. (HardPolicy is asked, not inspected: compiled,
    its signature is not readable.)"""
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep or name in ("seed", "rollout", "opponent") or not name.isidentifier():
            raise ValueError(f"{pair!r}: expected NAME=VALUE with NAME a keyword argument of HardPolicy")
        try:
            value = ast.literal_eval(text)
        except (ValueError, SyntaxError):
            raise ValueError(f"{pair!r}: the value is not a Python literal") from None
        try:
            HardPolicy(**{name: value})
        except TypeError:
            raise ValueError(f"{pair!r}: HardPolicy takes no setting {name!r}") from None
        out[name] = value
    return out


def play_one(job: tuple[int, dict[str, Any], str, int]) -> float:
    """The tuned `hard`'s result in game `index` of the tournament with `seed`."""
    index, settings, against, seed = job
    out = play_planned(HOC, game_plan(index, 2, seed), ("hard", against), DEFAULT_MAX_TURNS,
                       policy_for=lambda k, s: HardPolicy(seed=s, **settings) if k == 0 else make_policy(against, s))
    if out.error:
        raise SystemExit(f"tune_hard: {out.error}")
    return share_of(out, 0)


Job = TypeVar("Job")
Result = TypeVar("Result")


def play_games(play: Callable[[Job], Result], work: list[Job], jobs: int) -> list[Result]:
    """`play` over each job in order, on `jobs` processes (`play` must be a module-level function)."""
    if jobs <= 1:
        return [play(job) for job in work]
    with Pool(jobs) as pool:
        return pool.map(play, work, chunksize=4)


def results(settings: dict[str, Any], against: str, games: int, seed: int, jobs: int) -> list[float]:
    """The tuned `hard`'s result in each of `games` tournament games, in game order."""
    return play_games(play_one, [(index, settings, against, seed) for index in range(games)], jobs)


def compare(a: list[float], b: list[float]) -> str:
    """Game-by-game comparison of two records on the same deals: the difference of the win rates,
    how many games each won that the other lost, and a z value of the paired difference."""
    n = min(len(a), len(b))
    mean, se = paired_difference(a, b)
    only_a = sum(1 for x, y in zip(a[:n], b[:n]) if x > y)
    only_b = sum(1 for x, y in zip(a[:n], b[:n]) if x < y)
    z = mean / se if se else 0.0
    return (f"A {sum(a[:n]) / n:.1%} vs B {sum(b[:n]) / n:.1%} over {n} games: A - B = {mean:+.1%} "
            f"(A better in {only_a}, B better in {only_b}; z = {z:+.2f})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("settings", nargs="*", metavar="NAME=VALUE", help="HardPolicy settings to try")
    parser.add_argument("--against", choices=("baseline", "normal"), default="baseline")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--record", metavar="FILE", help="write each game's result to FILE")
    parser.add_argument("--compare", nargs=2, metavar=("A", "B"), help="compare two recorded files and stop")
    args = parser.parse_args(argv)
    if args.compare:
        try:
            a, b = ([float(x) for x in Path(f).read_text().split()] for f in args.compare)
        except (OSError, ValueError) as error:
            print(f"tune_hard: cannot read a record: {error}", file=sys.stderr)
            return 2
        print(compare(a, b))
        return 0
    try:
        settings = parse_settings(args.settings)
    except ValueError as error:
        print(f"tune_hard: {error}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    record = results(settings, args.against, args.games, args.seed, args.jobs)
    if args.record:
        Path(args.record).write_text(" ".join(f"{r:g}" for r in record) + "\n")
    wins = sum(record)
    low, high = wilson(round(wins), args.games)
    label = " ".join(args.settings) or "as it is"
    print(f"hard ({label}) vs {args.against}: {wins / args.games:.1%} [{low:.1%}, {high:.1%}] over "
          f"{args.games} games (seed {args.seed}), {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
