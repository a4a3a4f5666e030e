"""`hoc-desktop simulate`: many headless games between policies; prints wins per seat, average
turns and errors (an engine exception or a policy's illegal answer counts as an error)."""

from __future__ import annotations

import time
import traceback

from hoc_desktop.ai.levels import make_policy
from hoc_desktop.ai.match import PolicyError, play_match, setup_for
from hoc_desktop.cards.sets import BASE_SETS
from hoc_desktop.cli.guard import log_details
from hoc_desktop.safe_text import exception_words


def run_simulate(games: int, seed: int, seats: list[str], max_turns: int,
                 card_sets: tuple[str, ...] = BASE_SETS) -> int:
    for spec in seats:
        make_policy(spec)            # reject an unknown policy before the first game
    wins = [0] * len(seats)
    ties = unfinished = errors = 0
    turns_total = 0
    first_error = ""
    start = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        policies = [make_policy(spec, game_seed * 10 + k) for k, spec in enumerate(seats)]
        setup = setup_for(game_seed, len(seats), names=seats, card_sets=card_sets)
        try:
            result = play_match(setup, policies, max_turns=max_turns)
        except PolicyError as exc:
            errors += 1
            first_error = first_error or f"game {i + 1} (seed {game_seed}): {exc}"
            continue
        except Exception as exc:   # an engine bug: count it, keep going, report the first (its traceback in the log)
            errors += 1
            first_error = first_error or (f"game {i + 1} (seed {game_seed}): {exception_words(exc)}; "
                                          f"{log_details(traceback.format_exc())}")
            continue
        turns_total += result.turns
        if result.reason == "turn_limit":
            unfinished += 1
        elif len(result.winners) > 1:
            ties += 1
        else:
            wins[result.winners[0]] += 1
    elapsed = time.perf_counter() - start
    finished = games - errors
    print(f"{games} games, seats {','.join(seats)}, seeds {seed}..{seed + games - 1}"
          + ("" if card_sets == BASE_SETS else f", sets {','.join(card_sets)}"))
    for k, spec in enumerate(seats):
        print(f"  seat {k + 1} ({spec}): {wins[k]} wins ({100 * wins[k] / games:.1f}%)")
    print(f"  ties: {ties}   unfinished (turn limit {max_turns}): {unfinished}")
    print(f"  average turns: {turns_total / finished:.1f}" if finished else "  average turns: -")
    print(f"  errors: {errors}")
    print(f"  time: {elapsed:.2f} s ({games / elapsed:.0f} games/s)")
    if first_error:
        print(f"  first error: {first_error}")
    return 1 if errors else 0
