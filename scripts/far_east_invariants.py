#!/usr/bin/env python3
"""Far East invariants at scale: many random games on markets drawn from both sets, checked after
every command and replayed at the end (issue 19: "10,000 random games with Far East cards keep every
invariant: cards conserved, counters never negative, replay identical").

    python3 scripts/far_east_invariants.py [--games N] [--seed S] [--turns T]

Game `seed + i` has 2, 3 or 4 players (by i), a market of 6 Far East Commons and 4 more drawn from
all 42 (tests/engine/hoc/test_far_east_games.py `far_east_setup`), and random, eager-random or money
seats (tests/engine/hoc/test_invariants.py `play_random`, which checks every invariant after every
command: each card in exactly one zone, set-aside included; counters and areas never negative;
points, keeps, coins and the prompt contract). Each game's command log is then replayed from its
setup and must give the identical state, random generator included. The checks are the suite's
own, imported rather than copied, so the suite's small version and this run cannot drift apart.

Prints the games per player count, commands, end reasons, how often the Far East pieces came up
(Far East cards played, Coin counters cashed) and every failure with its seed; exit status 1 if
any game failed.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tests.engine.hoc.test_far_east_games import far_east_setup
from tests.engine.hoc.test_invariants import game_snapshot, play_random, replay

TURN_LIMIT = 80         # random games rarely end by themselves; the suite's Far East games stop here too


def check_game(seed: int, turns: int, tally: Counter[str]) -> str | None:
    """Play and replay game `seed`; None if every invariant held, else what failed."""
    seats = 2 + seed % 3
    setup = far_east_setup(seed, seats)
    try:
        g = play_random(setup, seed, limit=turns)
        if game_snapshot(replay(setup, g.commands)) != game_snapshot(g):
            return "the replay from setup and commands differs"
    except AssertionError as exc:
        return str(exc) or "an invariant failed"
    except Exception as exc:          # an engine error is a failure of this game too, not the end of the run
        return f"{type(exc).__name__}: {str(exc)[:200]}"
    cards = g.state.cards
    tally[f"{seats} players"] += 1
    tally["commands"] += len(g.commands)
    tally[g.state.result["reason"] if g.state.result else "turn_limit"] += 1
    for _, command in g.commands:
        if command[0] == "play" and cards[command[1]].set == "far_east":
            tally["Far East cards played"] += 1
        elif command[0] == "cash_coin":
            tally["Coin counters cashed"] += 1
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0, help="the first game's seed")
    parser.add_argument("--turns", type=int, default=TURN_LIMIT, help="turn limit of each game")
    args = parser.parse_args(argv)
    tally: Counter[str] = Counter()
    failures: list[tuple[int, str]] = []
    started = time.perf_counter()
    for seed in range(args.seed, args.seed + args.games):
        failure = check_game(seed, args.turns, tally)
        if failure is not None:
            failures.append((seed, failure))
    elapsed = time.perf_counter() - started
    _report(args.games, tally, failures, elapsed)
    return 1 if failures else 0


def _report(games: int, tally: Counter[str], failures: list[tuple[int, str]], elapsed: float) -> None:
    passed = games - len(failures)
    print(f"Far East invariants: {games} games, {passed} kept every invariant and replayed identically, "
          f"{len(failures)} failed ({elapsed:.0f} s)")
    for key in ("2 players", "3 players", "4 players"):
        print(f"  {key}: {tally[key]} games")
    print(f"  commands: {tally['commands']} ({tally['commands'] / max(1, passed):.0f} a game)")
    reasons: dict[str, Any] = {k: v for k, v in tally.items() if k not in _COUNTS}
    print("  ended by: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items())))
    print(f"  Far East cards played: {tally['Far East cards played']}; "
          f"Coin counters cashed: {tally['Coin counters cashed']}")
    for seed, failure in failures[:20]:
        print(f"  FAILED seed {seed}: {failure}")


_COUNTS = frozenset({"2 players", "3 players", "4 players", "commands", "Far East cards played",
                     "Coin counters cashed"})

if __name__ == "__main__":
    sys.exit(main())
