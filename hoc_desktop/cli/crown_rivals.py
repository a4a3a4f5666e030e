"""`hoc-desktop --game crown-rivals play | simulate | tournament`: the Crown Rivals side
of the commands, on its own engine and AI levels (engine/crown_rivals, ai/crown_rivals). The
parser, the guard and the one-line errors are the command line's own (cli/main.py, cli/guard.py).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from hoc_desktop.ai.crown_rivals import make_policy, play_match
from hoc_desktop.ai.crown_rivals.tournament import report, run_tournament
from hoc_desktop.cli.play_log import seat_name
from hoc_desktop.cli.simulate import Tally
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.crown_rivals.describe import log_lines
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.engine.crown_rivals.setup import Setup
from hoc_desktop.errors import PolicyError, UsageError
from hoc_desktop.safe_io import display
from hoc_desktop.safe_text import clip
from hoc_desktop.saves import check_save_target, save_game

DEFAULT_SEATS = ["normal", "easy"]


def _two(seats: list[str]) -> list[str]:
    """Crown Rivals is for two: the seats, each a level this game knows (one line if not)."""
    if len(seats) != 2:
        raise UsageError(f"Crown Rivals is a two-player game: give two seats, e.g. --seats normal,easy "
                         f"(got {len(seats)})")
    for level in seats:
        make_policy(level)
    return seats


def _print_new(game: Game, names: tuple[str, ...], shown: int) -> int:
    """Print the events from index `shown` on, in words; returns how many events are printed now."""
    for line in log_lines(game.events[shown:], names):
        print(line)
    return len(game.events)


def run_play(seats: list[str], seed: int, save: Path | None) -> int:
    """One whole game between two AI levels, printed in words with each level's reasons."""
    seats = _two(seats)
    if save is not None:
        check_save_target(save)
    names = tuple(seat_name(level, seat) for seat, level in enumerate(seats))
    policies = [make_policy(level, seed * 10 + seat) for seat, level in enumerate(seats)]
    print(f"Crown Rivals: {' vs '.join(names)} (seed {seed})")
    shown = 0
    final: list[Game] = []

    def on_step(game: Game, seat: int, command: Any, reason: str) -> None:
        nonlocal shown
        if reason and command[0] in ("buy", "remove"):
            print(f"  [{names[seat]} {clip(reason, 120)}]")
        shown = _print_new(game, names, shown)
        final[:] = [game]

    result = play_match(policies, seed, names, on_step=on_step)
    if result.winner is None:
        print(f"=== No winner after {result.turns} turns (the turn safeguard). ===")
    else:
        print(f"=== {names[result.winner]} wins on turn {result.turns}; Influence {result.influence[0]} - "
              f"{result.influence[1]} ===")
    if save is not None and final:
        save_game(final[0], Setup(names, seed), save)
        print(f"Saved to {display(save)}")
    return 0


def run_simulate(games: int, seed: int, seats: list[str], max_turns: int | None = None) -> int:
    """Many games between two levels on seeds seed.., the same seats every game, each stopped
    unfinished after `max_turns` turns (default: the rules' safeguard, data/crown_rivals.yaml)."""
    seats = _two(seats)
    max_turns = max_turns or load_rules().max_turns
    tally = Tally(seats)
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        policies = [make_policy(level, game_seed * 10 + k) for k, level in enumerate(seats)]
        try:
            result = play_match(policies, game_seed, max_turns=max_turns)
        except PolicyError as exc:
            tally.failed(i, game_seed, str(exc))
            continue
        tally.turns += result.turns
        if result.winner is None:
            tally.unfinished += 1
        else:
            tally.wins[result.winner] += 1
    return tally.report("Crown Rivals games", games, seed, max_turns, time.perf_counter() - start)


def run_tournament_command(games: int, seats: list[str], seed: int) -> int:
    """Pairs of games on one deal with the seats swapped, win rates with 95% intervals."""
    first, second = _two(seats)
    print(report(run_tournament(games, (first, second), seed)))
    return 0
