#!/usr/bin/env python3
"""Engine benchmark: how fast whole games run on one core.

    python3 scripts/bench_engine.py [--games N] [--random-games N] [--seed S] [--profile [K]]

Prints plain lines:
  (a) money bot vs money bot, 2 players: games per second (record=False, as simulations run)
  (b) random policy vs random policy, 2 players, turn limit 200: games per second
  (c) events per second: the money games again with record=True (events counted / time), and each
      game rebuilt from its recorded stream alone (the pure apply cost)
  (d) undo: the time to rebuild a game after 250 commands by replaying its setup and command log
  plus mean / median turns per game and commands per game.
Timings are CPU time of this process (time.process_time), so other load on the machine matters
less; wall-clock time is printed too. `--profile K` runs the money loop once more under cProfile
and prints the top K functions by own time (tottime).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import statistics
import sys
import time
from typing import Any, Callable

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from hoc_desktop.ai.match import MatchResult
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.engine.hoc.ruleset import new_game, rebuild, replay
from hoc_desktop.engine.hoc.setup import GameSetup, default_catalog
from hoc_desktop.engine.hoc.table_view import view

RANDOM_TURN_LIMIT = 200
UNDO_COMMANDS = 250          # undo replays a game of this many commands


class Clock:
    def __enter__(self) -> "Clock":
        self.cpu, self.wall = time.process_time(), time.perf_counter()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.cpu = time.process_time() - self.cpu
        self.wall = time.perf_counter() - self.wall


def money_games(setups: list[GameSetup], record: bool) -> list[MatchResult]:
    return [play_match(setup, [MoneyPolicy(setup.seed), MoneyPolicy(setup.seed + 1)], record=record)
            for setup in setups]


def random_games(setups: list[GameSetup]) -> list[MatchResult]:
    return [play_match(setup, [RandomPolicy(setup.seed * 10), RandomPolicy(setup.seed * 10 + 1)],
                       max_turns=RANDOM_TURN_LIMIT) for setup in setups]


def rate(count: float, seconds: float) -> str:
    return f"{count / seconds:,.0f}" if seconds > 0 else "inf"


def turn_line(label: str, results: list[MatchResult]) -> str:
    turns = [r.turns for r in results]
    commands = [len(r.commands) for r in results]
    reasons: dict[str, int] = {}
    for r in results:
        reasons[r.reason] = reasons.get(r.reason, 0) + 1
    ends = ", ".join(f"{k} {v}" for k, v in sorted(reasons.items()))
    return (f"{label}: turns per game mean {statistics.mean(turns):.1f} median {statistics.median(turns):g}; "
            f"commands per game mean {statistics.mean(commands):.1f}; endings: {ends}")


def bench(games: int, random_count: int, seed: int) -> Callable[[], None]:
    default_catalog()                                 # load card data before timing
    setups = [setup_for(seed + i, 2) for i in range(games)]
    rsetups = [setup_for(seed + i, 2) for i in range(random_count)]
    print(f"python {sys.version.split()[0]}, {games} money games, {random_count} random games, seed {seed}")

    with Clock() as c:
        results = money_games(setups, record=False)
    print(f"(a) money vs money, 2 players: {rate(games, c.cpu)} games/s "
          f"({c.cpu:.2f} s CPU, {c.wall:.2f} s wall)")
    print("    " + turn_line("money", results))

    with Clock() as c:
        rresults = random_games(rsetups)
    print(f"(b) random vs random, 2 players, turn limit {RANDOM_TURN_LIMIT}: {rate(random_count, c.cpu)} games/s "
          f"({c.cpu:.2f} s CPU, {c.wall:.2f} s wall)")
    print("    " + turn_line("random", rresults))

    with Clock() as c:
        recorded = money_games(setups, record=True)
    events = sum(len(r.game.events) for r in recorded if r.game is not None)
    print(f"(c) events during money play (record=True): {rate(events, c.cpu)} events/s "
          f"({events:,} events, {events / games:.0f} per game, {c.cpu:.2f} s CPU, "
          f"{rate(games, c.cpu)} games/s with recording)")

    streams = [(r.setup, r.game.events) for r in recorded if r.game is not None]
    events = sum(len(stream) for _, stream in streams)
    with Clock() as c:
        rebuilt = [rebuild(setup, stream) for setup, stream in streams]
    print(f"    events applied alone (rebuilding each game from its stream): {rate(events, c.cpu)} events/s "
          f"({c.cpu:.2f} s CPU)")
    same = all(view(s, None) == view(r.game.state, None) for s, r in zip(rebuilt, recorded) if r.game is not None)
    print(f"    rebuilt states equal the recorded final states: {'yes' if same else 'NO'}")

    with Clock() as c:
        for setup in setups:
            new_game(setup, record=False)
    print(f"    setup alone (new_game, deal and first prompt): {rate(games, c.cpu)} setups/s")

    long_games = [r for r in recorded if r.game is not None and len(r.commands) >= UNDO_COMMANDS][:20]
    if long_games:
        with Clock() as c:
            for r in long_games:
                replay(r.setup, r.commands[:UNDO_COMMANDS])
        print(f"(d) undo: rebuilding a game after command {UNDO_COMMANDS} by replay: "
              f"{1000 * c.cpu / len(long_games):.2f} ms per game ({len(long_games)} games)")

    def profile_money() -> None:
        money_games(setups, record=False)
    return profile_money


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="money games (default 1000)")
    parser.add_argument("--random-games", type=int, default=None,
                        help=f"random games, turn limit {RANDOM_TURN_LIMIT} (default: games / 5)")
    parser.add_argument("--seed", type=int, default=0, help="first game seed (default 0)")
    parser.add_argument("--profile", type=int, nargs="?", const=15, default=0, metavar="K",
                        help="also profile the money loop and print the top K functions by tottime (default 15)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    random_count = args.random_games if args.random_games is not None else max(1, args.games // 5)
    profile_money = bench(args.games, random_count, args.seed)
    if args.profile:
        prof = cProfile.Profile()
        prof.runcall(profile_money)
        out = io.StringIO()
        pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(args.profile)
        print(f"profile of {args.games} money games, top {args.profile} by tottime:")
        print(out.getvalue().rstrip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
