"""Tournaments between AI levels of any registered game (it sits above the registry, games.py: a
worker finds its game there by name): many seeded games on all cores or on a Dask cluster
(tournament_runners.py: where the games run), with win rates and confidence intervals.
`hoc-desktop [--game NAME] tournament` prints the report; tests and scripts call `run_tournament`.

Every game is fixed by (tournament seed, game index) alone: its setup seed, its deal (the game's
contest deals it from that seed: Heart of Crown's market is a recommended set or the randomizer,
half and half) and which policy sits in which seat. So the results do not depend on how many
worker processes play them, nor on which machines.

* 2 seats: games come in pairs with the same setup seed and market, the policies swapping seats,
  so each policy plays both sides of every deal.
* 3-4 seats: games come in groups of as many games as seats, the seat order rotated by one each
  game over the same deal.
"""

from __future__ import annotations

import os
import random
import sys
import time
import traceback
from contextlib import closing
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence, TextIO

from hoc_desktop.games import HOMES, kit_in_worker
from hoc_desktop.ai.match import play_match, seat_name
from hoc_desktop.ai.wilson import wilson
from hoc_desktop.errors import HocError
from hoc_desktop.i18n import _
from hoc_desktop.safe_text import exception_words
from hoc_desktop.tournament_runners import GameRunner, InProcess, LocalPool, chunked, in_worker

if TYPE_CHECKING:
    from hoc_desktop.game_kit import GameKit


@dataclass(frozen=True)
class GamePlan:
    index: int
    setup_seed: int                # the game's contest deals the table from it
    order: tuple[int, ...]         # order[seat] = index into the tournament's seat specs


@dataclass
class GameOutcome:
    index: int
    order: tuple[int, ...]
    winners: tuple[int, ...] = ()   # spec indices of the winners
    reason: str = ""
    turns: int = 0
    error: str = ""                 # one line
    detail: str = ""                # the traceback of an engine error, for the log file


@dataclass
class PolicyStats:
    label: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    turns: int = 0
    win_turns: int = 0

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass
class TournamentResult:
    specs: list[str]
    games: int
    seed: int
    jobs: int
    elapsed: float
    outcomes: list[GameOutcome]
    stats: list[PolicyStats] = field(default_factory=list)
    ties: int = 0
    turn_limit: int = 0
    errors: int = 0
    first_error: str = ""
    first_detail: str = ""
    where: str = ""                 # what played them: "2 jobs", "Dask cluster tcp://..." (GameRunner.where)

    @property
    def average_turns(self) -> float:
        done = [o for o in self.outcomes if not o.error]
        return sum(o.turns for o in done) / len(done) if done else 0.0


def game_plan(index: int, n_specs: int, seed: int) -> GamePlan:
    """Setup seed and seating of game `index` of a tournament with base seed `seed`."""
    group = index // n_specs
    rotation = index % n_specs
    setup_seed = random.Random(f"tournament-{seed}-{group}").getrandbits(40)
    base = list(range(n_specs))
    order = tuple(base[rotation:] + base[:rotation])
    return GamePlan(index, setup_seed, order)


def play_planned(kit: GameKit, plan: GamePlan, specs: Sequence[str], max_turns: int | None = None, table: Any = None,
                 policy_for: Callable[[int, int], Any] | None = None) -> GameOutcome:
    """Play one planned game of `kit`'s game, dealt with `table` (what the command's options ask,
    `Contest.prepare`); policy or engine errors are caught and reported in the outcome.
    `policy_for(k, seed)` builds the policy of `specs[k]` instead of its name (the tuning scripts
    play a policy with changed settings on the tournament's own deals, seeds and names)."""
    order = plan.order
    out = GameOutcome(plan.index, order)
    game = f"game {plan.index + 1} (setup seed {plan.setup_seed})"
    try:
        make = policy_for or (lambda k, seed: kit.make_policy(specs[k], seed))
        policies = [make(k, plan.setup_seed * 10 + k) for k in order]
        labels = [f"{specs[k]} {seat + 1}" for seat, k in enumerate(order)]      # errors name the spec
        names = [seat_name(specs[k], seat) for seat, k in enumerate(order)]      # a player's name is short
        setup = kit.contest.deal(plan.setup_seed, names, table, True)
        result = play_match(kit, setup, policies, max_turns=max_turns, labels=labels)
    except HocError as exc:                        # a policy raised, exited or answered illegally
        out.error = f"{game}: {exc}"
        return out
    except KeyboardInterrupt:
        if not in_worker():
            raise
        out.error = f"{game}: a policy raised KeyboardInterrupt"   # workers ignore Ctrl-C itself
        return out
    except Exception as exc:                       # an engine bug: report it, keep going
        out.error = f"{game}: {exception_words(exc)}"
        out.detail = f"{out.error}\n{traceback.format_exc()}"
        return out
    out.turns = result.turns
    out.reason = result.reason
    out.winners = tuple(order[s] for s in result.winners)
    return out


def share_of(out: GameOutcome, k: int) -> float:
    """What game `out` gave `specs[k]`: 1 for a win, a share of a shared win, else 0."""
    return 1 / len(out.winners) if k in out.winners else 0.0


@dataclass(frozen=True)
class TournamentJob:
    """Everything a worker needs to play any game of a tournament, sent to it once (so it pickles:
    the game goes by name, and by its home where it is not bundled, `games.kit_in_worker`)."""
    game: str
    home: str | None
    specs: tuple[str, ...]
    seed: int
    max_turns: int | None
    table: Any


def play_chunk(job: TournamentJob, indices: list[int]) -> list[GameOutcome]:
    """The games `indices` of the tournament `job`: a pure function of its arguments, so a chunk may
    be played in any process, or again after a worker died, with the same outcomes."""
    kit = kit_in_worker(job.game, job.home)
    return [play_planned(kit, game_plan(i, len(job.specs), job.seed), job.specs, job.max_turns, job.table)
            for i in indices]


def _labels(specs: Sequence[str]) -> list[str]:
    out = []
    for k, spec in enumerate(specs):
        out.append(spec if specs.count(spec) == 1 else f"{spec} #{k + 1}")
    return out


class ProgressBar:
    """A plain-text progress bar on one line of `stream`, redrawn with carriage returns."""

    def __init__(self, total: int, stream: TextIO | None = None, width: int = 30) -> None:
        self.total = max(1, total)
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.start = time.perf_counter()

    def update(self, done: int) -> None:
        frac = done / self.total
        filled = round(self.width * frac)
        elapsed = time.perf_counter() - self.start
        eta = elapsed / done * (self.total - done) if done else 0.0
        bar = "#" * filled + "." * (self.width - filled)
        self.stream.write(f"\r[{bar}] " + _("{done}/{total} games  {elapsed:5.1f} s  eta {eta:5.1f} s ").format(
            done=done, total=self.total, elapsed=elapsed, eta=eta))
        self.stream.flush()

    def finish(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def run_tournament(kit: GameKit, games: int, specs: Sequence[str], seed: int, jobs: int | None = None,
                   max_turns: int | None = None, progress: Callable[[int], None] | None = None,
                   table: Any = None, runner: GameRunner | None = None) -> TournamentResult:
    """Play `games` games of `kit`'s game between the policies `specs` (2 to 4 seats), each dealt
    with `table` (`Contest.prepare`) and stopped after `max_turns` turns (default: the game's own
    limit), and gather statistics. They are played by `runner` (a Dask cluster,
    tournament_dask.py), else by `jobs` processes of this machine (default: one per core)."""
    specs = list(specs)
    n = len(specs)
    if not 2 <= n <= 4:
        raise ValueError("a tournament needs 2 to 4 seats")
    for spec in specs:
        kit.make_policy(spec, 0)                 # an unknown policy fails before any game starts
    if runner is None:
        jobs = max(1, min(jobs or os.cpu_count() or 1, games))
        runner = InProcess() if jobs == 1 else LocalPool(jobs)
    job = TournamentJob(kit.name, HOMES.get(kit.name), tuple(specs), seed, max_turns, table)
    start = time.perf_counter()
    outcomes: list[GameOutcome] = []
    # closed as soon as the loop ends, however it ends: the pool's workers go, the cluster's tasks are cancelled
    with closing(runner.run(play_chunk, job, chunked(games, runner.slots))) as finished:
        for chunk in finished:
            outcomes.extend(chunk)
            if progress:
                progress(len(outcomes))
    outcomes.sort(key=lambda o: o.index)          # they come as they finish: back in game order
    result = TournamentResult(specs, games, seed, runner.slots, time.perf_counter() - start, outcomes,
                              where=runner.where)
    _tally(result)
    return result


def _tally(result: TournamentResult) -> None:
    stats = [PolicyStats(label) for label in _labels(result.specs)]
    for o in result.outcomes:
        if o.error:
            result.errors += 1
            if not result.first_error:
                result.first_error, result.first_detail = o.error, o.detail
            continue
        draw = o.reason == "turn_limit" or len(o.winners) > 1 or not o.winners
        if o.reason == "turn_limit":
            result.turn_limit += 1
        elif draw:
            result.ties += 1
        for k in o.order:
            st = stats[k]
            st.games += 1
            st.turns += o.turns
            if draw:
                if k in o.winners or o.reason == "turn_limit":
                    st.draws += 1
            elif k in o.winners:
                st.wins += 1
                st.win_turns += o.turns
    result.stats = stats


def format_report(result: TournamentResult) -> str:
    n = len(result.specs)
    lines = [_("Tournament: {games} games, {n} seats ({seats}), seed {seed}, {where}, {seconds:.1f} s").format(
                 games=result.games, n=n, seats=",".join(result.specs), seed=result.seed, where=result.where,
                 seconds=result.elapsed),
             _("(2 seats: each deal played twice with the seats swapped)") if n == 2 else
             _("(seat order rotated across each group of {n} games on the same deal)").format(n=n)]
    width = max(8, *(len(s.label) for s in result.stats))
    policy = _("policy")
    lines.append(_("{policy}  games   wins  win rate  95% CI            draws  avg turns").format(
        policy=policy.ljust(width)))
    for st in result.stats:
        lo, hi = wilson(st.wins, st.games)
        avg = st.turns / st.games if st.games else 0.0
        lines.append(f"{st.label:<{width}}  {st.games:5d}  {st.wins:5d}  {100 * st.win_rate:7.1f}%  "
                     f"[{100 * lo:5.1f}%, {100 * hi:5.1f}%]  {st.draws:5d}  {avg:9.1f}")
    draws = result.ties + result.turn_limit
    lines.append(_("draws: {draws} (ties {ties}, turn limit {limit}); average game length: {turns:.1f} turns; "
                   "errors: {errors}").format(draws=draws, ties=result.ties, limit=result.turn_limit,
                                              turns=result.average_turns, errors=result.errors))
    if result.first_error:
        lines.append(_("first error: {error}").format(error=result.first_error))
    return "\n".join(lines)
