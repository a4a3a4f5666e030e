"""`hoc-desktop [--game NAME] simulate`: many headless games between policies; prints wins per seat,
average turns and errors (an engine exception or a policy's illegal answer counts as an error), in
the language `--lang` chose."""

from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from hoc_desktop.ai.match import PolicyError, play_match, seat_name
from hoc_desktop.game_kit import GameKit
from hoc_desktop.i18n import _, ngettext
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
        self.first_error = self.first_error or _("game {n} (seed {seed}): {error}").format(
            n=index + 1, seed=seed, error=words)

    def report(self, title: str, sets: str, games: int, seed: int, max_turns: int, elapsed: float) -> int:
        """Print the statistics of `games` games of the game called `title` (its name for people,
        translated here), with the card sets `sets` ("" for the base set alone); the exit status
        (1 if any failed)."""
        finished = games - self.errors
        fields = {"game": _(title), "games": games, "sets": sets, "seats": ",".join(self.seats), "first": seed,
                  "last": seed + games - 1}
        print((ngettext("{game}: {games} game with sets {sets}, seats {seats}, seeds {first}..{last}",
                        "{game}: {games} games with sets {sets}, seats {seats}, seeds {first}..{last}", games)
               if sets else ngettext("{game}: {games} game, seats {seats}, seeds {first}..{last}",
                                     "{game}: {games} games, seats {seats}, seeds {first}..{last}", games)
               ).format(**fields))
        for k, spec in enumerate(self.seats):
            print("  " + ngettext("seat {seat} ({policy}): {wins} win ({share:.1f}%)",
                                  "seat {seat} ({policy}): {wins} wins ({share:.1f}%)", self.wins[k]).format(
                seat=k + 1, policy=spec, wins=self.wins[k], share=100 * self.wins[k] / games))
        print("  " + _("ties: {ties}   unfinished (turn limit {limit}): {unfinished}").format(
            ties=self.ties, limit=max_turns, unfinished=self.unfinished))
        average = f"{self.turns / finished:.1f}" if finished else "-"
        print("  " + _("average turns: {average}").format(average=average))
        print("  " + _("errors: {errors}").format(errors=self.errors))
        print("  " + _("time: {seconds:.2f} s ({rate:.0f} games/s)").format(seconds=elapsed,
                                                                          rate=games / max(elapsed, 1e-9)))
        if self.first_error:
            print("  " + _("first error: {error}").format(error=self.first_error))
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
    return tally.report(kit.title, contest.note(table), games, seed, max_turns, time.perf_counter() - start)
