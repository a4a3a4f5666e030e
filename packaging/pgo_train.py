"""The games a profile-guided build of the compiled engine learns from (packaging/mypyc_build.py).

    python packaging/pgo_train.py TREE

Run by the build in a child Python, with TREE first on the path: a tree whose compiled modules were
built instrumented (`-fprofile-generate`), so that playing these games writes how often each branch
of the compiled C ran; the second compile (`-fprofile-use`) lays the hot paths out straight and
keeps the cold ones out of the way. The games are the work the compiled engine exists for: the
money-vs-money simulations (bench_ratio's yardstick), the AI levels' tournaments of Heart of Crown
and Crown Rivals. Seeded, so the same tree trains the same profile. Code these games do not reach
is compiled as without a profile (`-fprofile-partial-training`), never worse.
"""

from __future__ import annotations

import sys

# (game, seats, games): a few seconds of instrumented play on the 2-core build machine
TRAINING = (
    ("heart-of-crown", ("money", "money"), 400),
    ("heart-of-crown", ("normal", "baseline"), 8),
    ("crown-rivals", ("normal", "easy"), 80),
)


def main(tree: str) -> None:
    sys.path.insert(0, tree)
    from hoc_desktop import tournament
    from hoc_desktop.games import kit_named
    for game, seats, games in TRAINING:
        result = tournament.run_tournament(kit_named(game), games, seats, seed=0, jobs=1)
        if result.errors:
            raise SystemExit(f"pgo_train: {game} {','.join(seats)}: {result.first_error}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/pgo_train.py TREE")
    main(sys.argv[1])
