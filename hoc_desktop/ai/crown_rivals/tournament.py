"""Crown Rivals tournaments between two levels: games in pairs on the same deal with the seats
swapped, so each level plays both sides of every deal; win rates with 95% Wilson intervals.

    python -m hoc_desktop.ai.crown_rivals.tournament normal easy --games 1000 --seed 1
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass

from hoc_desktop.ai.crown_rivals import make_policy, play_match
from hoc_desktop.ai.wilson import wilson


@dataclass
class Standing:
    levels: tuple[str, str]
    games: int = 0
    wins: tuple[int, int] = (0, 0)
    unfinished: int = 0
    turns: int = 0
    seconds: float = 0.0

    def interval(self, k: int) -> tuple[float, float]:
        return wilson(self.wins[k], self.games)


def run_tournament(games: int, levels: tuple[str, str], seed: int = 0) -> Standing:
    """Play `games` games (pairs of one deal, seats swapped) between `levels[0]` and `levels[1]`."""
    out = Standing(levels)
    wins = [0, 0]
    start = time.perf_counter()
    for index in range(games):
        deal = seed * 1_000_003 + index // 2
        order = (0, 1) if index % 2 == 0 else (1, 0)      # order[seat] = which level sits there
        policies = [make_policy(levels[k], deal * 2 + k) for k in order]
        result = play_match(policies, deal)
        out.games += 1
        out.turns += result.turns
        if result.winner is None:
            out.unfinished += 1
        else:
            wins[order[result.winner]] += 1
    out.wins = (wins[0], wins[1])
    out.seconds = time.perf_counter() - start
    return out


def report(s: Standing) -> str:
    lines = [f"{s.games} games, {s.levels[0]} vs {s.levels[1]}, seats swapped on every deal, {s.seconds:.1f} s"]
    for k, level in enumerate(s.levels):
        lo, hi = s.interval(k)
        lines.append(f"{level:>8}: {s.wins[k]:5d} wins  {100 * s.wins[k] / max(1, s.games):5.1f}%  "
                     f"95% CI [{100 * lo:.1f}%, {100 * hi:.1f}%]")
    lines.append(f"unfinished (turn safeguard): {s.unfinished}; average length {s.turns / max(1, s.games):.1f} turns")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A Crown Rivals tournament between two AI levels.")
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    print(report(run_tournament(args.games, (args.first, args.second), args.seed)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
