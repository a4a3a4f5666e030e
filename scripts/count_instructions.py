#!/usr/bin/env python3
"""Instructions per game of bench_ratio's workload, counted by valgrind's callgrind: the A/B that a
machine shared with other work cannot time.

    python scripts/count_instructions.py [TREE ...] [--against 638a88e] [--games 230] [--base 30]

Each tree (default: this checkout, then the commit `--against` taken from git; a compiled tree is
a folder scripts/build_compiled.py built) plays `--games` and then `--base` full-rules
money-vs-money games, bench_ratio's after its one warm-up game, under callgrind. The difference of
the two counts over the difference of the game counts is what one game costs, its setup and deal
included, without the start-up and imports both runs share. Counts repeat within about 1.5%
between builds. Prints each tree's millions of instructions a game and its ratio to `--against`.
Needs valgrind; a run of 230 games takes a minute or two per tree.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_ratio import CHILD, HERE, checkout     # a sibling script, not a package


def instructions(tree: Path, games: int, out: Path) -> int:
    """The instructions callgrind counted for a fresh process playing `games` games of `tree`."""
    run = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, "-c", CHILD,
                          str(tree), str(games)], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONHASHSEED": "0"})
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise SystemExit(f"count_instructions: callgrind printed no count for {tree}:\n{run.stderr[-500:]}")
    return int(found.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="*", type=Path, help="trees to count (default: this checkout)")
    parser.add_argument("--against", default="638a88e", help="the commit to compare with (default 638a88e)")
    parser.add_argument("--games", type=int, default=230, help="games of the longer run (default 230)")
    parser.add_argument("--base", type=int, default=30, help="games of the shorter run (default 30)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        print("count_instructions: valgrind is not installed", file=sys.stderr)
        return 2
    if args.games <= args.base:
        parser.error("--games must be more than --base")
    with tempfile.TemporaryDirectory(prefix="count-instructions-") as tmp:
        trees = {str(tree): tree.resolve() for tree in args.trees or [HERE]}
        trees[args.against] = checkout(args.against, Path(tmp))
        per_game: dict[str, float] = {}
        for label, tree in trees.items():
            long, short = (instructions(tree, n, Path(tmp) / f"callgrind.{n}") for n in (args.games, args.base))
            per_game[label] = (long - short) / (args.games - args.base)
            print(f"{label}: {per_game[label] / 1e6:.2f} M instructions a game", flush=True)
    then = per_game[args.against]
    for label, count in per_game.items():
        if label != args.against:
            print(f"ratio: {label} {then / count:.2f}x fewer than {args.against}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
