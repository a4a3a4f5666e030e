"""`hoc-desktop [--game NAME] simulate`: many headless games between policies; prints wins per seat,
average turns and errors (an engine exception or a policy's illegal answer counts as an error)."""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from hoc_desktop.ai.match import PolicyError, play_match, seat_name
from hoc_desktop.game_kit import GameKit
from hoc_desktop.log_file import log_details
from hoc_desktop.safe_text import exception_words


@dataclass
class Tally:
    """What a run of simulated games counts, and its report."""

    seats: list[str]
    wins: list[int] = field(default_factory=list)
    ties: int = 0
    unfinished: int = 0
    errors: int = 0
    turns: int = 0
    first_error: str = ""

    def __post_init__(self) -> None:
        self.wins = self.wins or [0] * len(self.seats)

    def failed(self, index: int, seed: int, words: str) -> None:
        """Game `index` (0-based, dealt from `seed`) ended in an error: count it, keep the first."""
        self.errors += 1
        self.first_error = self.first_error or f"game {index + 1} (seed {seed}): {words}"

    def report(self, title: str, what: str, games: int, seed: int, max_turns: int, elapsed: float) -> int:
        """Print the statistics of `games` games of the game called `title`, `what` saying which
        (" with sets ..."); the exit status (1 if any failed)."""
        finished = games - self.errors
        print(f"{title}: {games} games{what}, seats {','.join(self.seats)}, seeds {seed}..{seed + games - 1}")
        for k, spec in enumerate(self.seats):
            print(f"  seat {k + 1} ({spec}): {self.wins[k]} wins ({100 * self.wins[k] / games:.1f}%)")
        print(f"  ties: {self.ties}   unfinished (turn limit {max_turns}): {self.unfinished}")
        print(f"  average turns: {self.turns / finished:.1f}" if finished else "  average turns: -")
        print(f"  errors: {self.errors}")
        print(f"  time: {elapsed:.2f} s ({games / max(elapsed, 1e-9):.0f} games/s)")
        if self.first_error:
            print(f"  first error: {self.first_error}")
        return 1 if self.errors else 0


def run_simulate(kit: GameKit, games: int, seed: int, seats: list[str], max_turns: int | None = None,
                 table: Any = None) -> int:
    """Games of `kit`'s game on seeds seed.., the same seats every game, each dealt with `table`
    (`Contest.prepare`) and stopped unfinished after `max_turns` turns (default: the game's own)."""
    contest = kit.contest
    max_turns = max_turns or contest.max_turns
    for spec in seats:
        kit.make_policy(spec, 0)     # reject an unknown policy before the first game
    tally = Tally(seats)
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        policies = [kit.make_policy(spec, game_seed * 10 + k) for k, spec in enumerate(seats)]
        setup = contest.deal(game_seed, [seat_name(spec, k) for k, spec in enumerate(seats)], table, False)
        try:
            result = play_match(kit, setup, policies, max_turns=max_turns, labels=seats)
        except PolicyError as exc:
            tally.failed(i, game_seed, str(exc))
            continue
        except Exception as exc:   # an engine bug: count it, keep going, report the first (its traceback in the log)
            tally.failed(i, game_seed, f"{exception_words(exc)}; {log_details(traceback.format_exc())}")
            continue
        tally.turns += result.turns
        if result.reason == "turn_limit":
            tally.unfinished += 1
        elif len(result.winners) > 1:
            tally.ties += 1
        else:
            tally.wins[result.winners[0]] += 1
    return tally.report(kit.title, contest.what(table), games, seed, max_turns, time.perf_counter() - start)
