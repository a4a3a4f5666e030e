"""`hoc-desktop tournament`: many seeded games between AI levels on all cores; prints win rates with
95% Wilson intervals, draws and average game length. The work is in hoc_desktop/ai/tournament.py."""

from __future__ import annotations

import sys

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.tournament import ProgressBar, format_report, run_tournament
from hoc_desktop.cards.sets import BASE_SETS
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.log_file import log_details


def run_tournament_command(games: int, seats: list[str], seed: int, jobs: int | None, max_turns: int,
                           progress: bool = True, card_sets: tuple[str, ...] = BASE_SETS,
                           packs: tuple[str, ...] = (), options: Options | None = None) -> int:
    for spec in seats:
        make_policy(spec)            # an unknown policy: a one-line error before the progress bar
    bar = ProgressBar(games, sys.stderr) if progress else None
    if bar is not None:
        bar.update(0)
    try:
        result = run_tournament(games, seats, seed, jobs=jobs, max_turns=max_turns,
                                progress=bar.update if bar else None, card_sets=card_sets,
                                packs=packs, options=options)
    finally:
        if bar is not None:
            bar.finish()
    if result.first_detail:
        result.first_error += f"; {log_details(result.first_detail)}"
    print(format_report(result))
    return 1 if result.errors else 0
