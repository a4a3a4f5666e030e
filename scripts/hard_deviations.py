#!/usr/bin/env python3
"""Where `hard`'s search overrules `normal`: the mistakes of the rollout policy, found by the search.

    python3 scripts/hard_deviations.py --games 200 --seed 7 --jobs 2          # hard (1 s) vs baseline
    python3 scripts/hard_deviations.py --against normal --out /tmp/devs.jsonl budget=0.3

`hard` keeps `normal`'s command unless another candidate wins clearly more of the rollouts, so the
decisions where it chose differently point at `normal`'s mistakes. This plays `hard` against
`baseline` (or `normal`) on the tournament's deals, as tune_hard.py does (NAME=VALUE: HardPolicy
settings), and counts every decision it searched by (prompt kind, `normal`'s command, `hard`'s
command), commands named by their cards' keys. The "kept" column is how often `hard` agreed with
the same `normal` command in the same kind of prompt: 14 overrulings of 154 are a hint to a rule
with a condition, 8 of 60 can still be a blanket rule worth testing. Test a rule it suggests with
`scripts/tune_normal.py` (4,000 games in about half a minute). Rules found this way:
card_values.py MAIDS_OVER_SENATOR, DUKE_BEFORE_BACKING, SENATOR_BEFORE_BACKING.
`--out FILE` writes one JSON line per searched decision (turn, points, coins, who has backed, the
two commands, each candidate's win rate in the rollouts, and the game's result) for closer reading.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))      # tune_hard.py beside it

from hoc_desktop.ai.hoc.hard import HardPolicy
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import DEFAULT_MAX_TURNS
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.tournament import game_plan, play_planned, share_of
from hoc_desktop.games import kit_named
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView
from tune_hard import parse_settings, play_games

HOC = kit_named("heart-of-crown")


def describe(command: Any, view: SeatView) -> str:
    """A command in words a rule can be written from: its verb and the keys of the cards it names."""
    words = [str(command[0])]
    for arg in command[1:]:
        words.append(view.card(arg).key if isinstance(arg, int) else str(arg))
    return " ".join(words)


class Recorder:
    """`hard`, remembering each decision it searched (what `normal` answered and what it chose)."""

    def __init__(self, hard: HardPolicy, game: int) -> None:
        self.hard = hard
        self.game = game
        self.records: list[dict[str, Any]] = []

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        answer = self.hard.decide(prompt, view)
        stats = self.hard.last_stats
        if stats.get("rollouts"):
            chosen, _ = split_decision(answer)
            opponents = view.opponents()
            self.records.append({
                "game": self.game, "turn": view.turn_number, "kind": prompt.kind,
                "points": view.points(view.seat), "opp_points": max(view.points(o) for o in opponents),
                "coins": view.coins, "backed": view.princess(view.seat) is not None,
                "opp_backed": any(view.princess(o) is not None for o in opponents),
                "normal": describe(stats["default"], view), "hard": describe(chosen, view),
                "means": {describe(c, view): m for c, m in stats["means"].items() if m is not None},
            })
        return answer


def play_one(job: tuple[int, dict[str, Any], str, int]) -> list[dict[str, Any]]:
    """The searched decisions of `hard` in game `index` of the tournament with `seed`, each with
    the game's result for `hard` (1 won, 0 lost, a share for a shared win)."""
    index, settings, against, seed = job
    recorder: list[Recorder] = []

    def policy_for(k: int, s: int) -> Any:
        if k:
            return make_policy(against, s)
        recorder.append(Recorder(HardPolicy(seed=s, **settings), index))
        return recorder[0]

    out = play_planned(HOC, game_plan(index, 2, seed), ("hard", against), DEFAULT_MAX_TURNS, policy_for=policy_for)
    if out.error:
        raise SystemExit(f"hard_deviations: {out.error}")
    result = share_of(out, 0)
    return [dict(r, result=result) for r in recorder[0].records] or [{"game": index, "result": result}]


def summary(records: list[dict[str, Any]], top: int) -> list[str]:
    """Lines of the table: deviations counted by (kind, normal, hard), most frequent first, with how
    often `hard` kept the same `normal` command in that kind of prompt."""
    searched = [r for r in records if "kind" in r]
    overruled = Counter((r["kind"], r["normal"], r["hard"]) for r in searched if r["normal"] != r["hard"])
    kept = Counter((r["kind"], r["normal"]) for r in searched if r["normal"] == r["hard"])
    share = sum(overruled.values()) / len(searched) if searched else 0.0
    lines = [f"{len(searched)} decisions searched, {sum(overruled.values())} overruled ({share:.1%})",
             f"{'count':>5} {'kept':>5}  {'kind':<6}  normal -> hard"]
    for (kind, normal, hard), n in overruled.most_common(top):
        lines.append(f"{n:>5} {kept[(kind, normal)]:>5}  {kind:<6}  {normal} -> {hard}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("settings", nargs="*", metavar="NAME=VALUE", help="HardPolicy settings")
    parser.add_argument("--against", choices=("baseline", "normal"), default="baseline")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--top", type=int, default=20, help="how many patterns to print")
    parser.add_argument("--out", metavar="FILE", help="write each searched decision as a JSON line")
    args = parser.parse_args(argv)
    try:
        settings = parse_settings(args.settings)
    except ValueError as error:
        print(f"hard_deviations: {error}", file=sys.stderr)
        return 2
    start = time.perf_counter()
    games = play_games(play_one, [(index, settings, args.against, args.seed) for index in range(args.games)],
                       args.jobs)
    records = [r for game in games for r in game]
    if args.out:
        Path(args.out).write_text("".join(json.dumps(r) + "\n" for r in records))
    wins = sum(game[0]["result"] for game in games)
    label = " ".join(args.settings) or "as it is"
    print(f"hard ({label}) vs {args.against}: won {wins:g} of {args.games} games (seed {args.seed}), "
          f"{time.perf_counter() - start:.0f} s")
    print("\n".join(summary(records, args.top)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
