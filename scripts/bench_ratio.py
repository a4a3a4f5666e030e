#!/usr/bin/env python3
"""The engine's speed as a ratio against an older commit, both timed in the same run.

    python3 scripts/bench_ratio.py [--against 638a88e] [--games 300] [--rounds 5] [--compiled] [--dominiate DIR]

Full-rules two-player money-vs-money games (the yardstick of issue 22), each engine in a fresh
process, the two trees alternating round by round so that both see the same load on a shared
machine; each process times its games in CPU time (time.process_time) after one warm-up game.
Prints each round, the median games per second of each tree and the ratio of the medians: a
ratio, not an absolute figure, is what compares on a machine shared with other work. Both trees
play the same seeded games, so their mean turns per game must agree (printed beside each round).
The older tree is taken from git (`git archive`) into a temporary folder and removed afterwards.

`--compiled` times the compiled engine as well: scripts/build_compiled.py builds a compiled copy
of the current tree in the temporary folder first (run with the Python that has mypy: the
`compile` extra), and the three trees alternate; the ratio of each against the old commit is
printed. Run from inside a compiled tree, "current" is that compiled tree.

`--dominiate DIR` times dominiate-python's Big Money mirror in the same rounds (the issue-41
yardstick: two `BigMoney()` players, logging off, the same process-time clock) and prints each
tree's ratio against it. DIR holds its `game.py` and `basic_ai.py`; dominiate-python is Python 2
and not on PyPI, so DIR is a Python 3 port kept outside this repository (its code is not ours):
`xrange` -> `range`, `Card.__cmp__` -> `__lt__` on (cost, name), `print` as a function, nothing
else changed. Its "turns a game" are Dominion turns, not comparable with ours.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

# Run in a fresh interpreter with the tree to time first on sys.path. The names it uses exist in
# every tree since 638a88e, in ai/hoc/ from 4b2b79b on and in ai/ before (setup_for, play_match and
# MoneyPolicy, with the same arguments).
CHILD = """
import sys, time
sys.path.insert(0, sys.argv[1])
try:
    from hoc_desktop.ai.hoc.contest import setup_for
    from hoc_desktop.ai.hoc.kit import play_match
    from hoc_desktop.ai.hoc.money import MoneyPolicy
except ImportError:
    from hoc_desktop.ai.match import play_match, setup_for
    from hoc_desktop.ai.money import MoneyPolicy
games = int(sys.argv[2])
def one(seed):
    return play_match(setup_for(seed, 2), [MoneyPolicy(seed * 10), MoneyPolicy(seed * 10 + 1)]).turns
one(10_000)
start = time.process_time()
turns = [one(seed) for seed in range(games)]
spent = time.process_time() - start
print(games / spent, sum(turns) / games)
"""

# dominiate-python's Big Money mirror, timed like CHILD; its Game.run loop written out for the turns.
DOMINIATE_CHILD = """
import logging, random, sys, time
sys.path.insert(0, sys.argv[1])
logging.disable(logging.CRITICAL)
from game import Game
from basic_ai import BigMoney
games = int(sys.argv[2])
random.seed(0)
def one():
    game = Game.setup([BigMoney(), BigMoney()])
    while not game.over():
        game = game.take_turn()
    return game.turn
one()
start = time.process_time()
turns = [one() for _ in range(games)]
spent = time.process_time() - start
print(games / spent, sum(turns) / games)
"""
DOMINIATE = "dominiate"


def time_tree(tree: Path, games: int, child: str = CHILD) -> tuple[float, float]:
    """(games per second, mean turns per game) of `tree`, in a fresh process."""
    out = subprocess.run([sys.executable, "-c", child, str(tree), str(games)], check=True, capture_output=True,
                         text=True, env={**os.environ, "PYTHONHASHSEED": "0"}).stdout.split()
    return float(out[0]), float(out[1])


def checkout(rev: str, into: Path) -> Path:
    """The files of commit `rev` (package and data) in a folder of their own."""
    archive = into / "tree.tar"
    with archive.open("wb") as sink:
        subprocess.run(["git", "-C", str(HERE), "archive", rev, "hoc_desktop", "data"], check=True, stdout=sink)
    tree = into / rev
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    return tree


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="638a88e", help="the commit to compare with (default 638a88e)")
    parser.add_argument("--games", type=int, default=300, help="money games per process (default 300)")
    parser.add_argument("--rounds", type=int, default=5, help="processes per tree, alternating (default 5)")
    parser.add_argument("--compiled", action="store_true",
                        help="also build and time a compiled copy of the current tree (scripts/build_compiled.py)")
    parser.add_argument("--dominiate", type=Path, metavar="DIR",
                        help="also time dominiate-python's Big Money mirror from DIR (a Python 3 port; see above)")
    args = parser.parse_args()
    if args.dominiate is not None and not (args.dominiate / "game.py").is_file():
        print(f"bench_ratio: no game.py in {args.dominiate} (--dominiate wants dominiate-python's folder)",
              file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="bench-ratio-") as tmp:
        old_tree = checkout(args.against, Path(tmp))
        trees = {"current": HERE}
        if args.compiled:
            trees["compiled"] = Path(tmp) / "compiled"
            built = subprocess.run([sys.executable, str(HERE / "scripts" / "build_compiled.py"), "--into",
                                    str(trees["compiled"])], stdout=subprocess.DEVNULL)
            if built.returncode != 0:
                print("bench_ratio: no compiled tree to time (build_compiled said why above)", file=sys.stderr)
                return 2
        trees[args.against] = old_tree
        if args.dominiate is not None:
            trees[DOMINIATE] = args.dominiate.resolve()
        rates: dict[str, list[float]] = {label: [] for label in trees}
        print(f"python {sys.version.split()[0]}, {args.games} money games per process, {args.rounds} rounds")
        for round_no in range(1, args.rounds + 1):
            for label, tree in trees.items():
                rate, turns = time_tree(tree, args.games, DOMINIATE_CHILD if label == DOMINIATE else CHILD)
                rates[label].append(rate)
                print(f"round {round_no}: {label:>9} {rate:7.0f} games/s ({turns:.1f} turns a game)")
    medians = {label: statistics.median(values) for label, values in rates.items()}
    then = medians[args.against]
    print("median: " + ", ".join(f"{label} {rate:.0f} games/s" for label, rate in medians.items()))
    for label, rate in medians.items():
        if label not in (args.against, DOMINIATE):
            print(f"ratio: {label} {rate / then:.2f}x")
    if DOMINIATE in medians:
        for label, rate in medians.items():
            if label != DOMINIATE:
                print(f"against dominiate-python: {label} {rate / medians[DOMINIATE]:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
