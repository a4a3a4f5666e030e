"""`hoc-desktop [--game NAME] tournament`: many seeded games between AI levels on all cores (or on a
Dask cluster, `--cluster`); prints win rates with 95% Wilson intervals, draws and average game
length. The work is in hoc_desktop/tournament.py."""

from __future__ import annotations

import sys
from contextlib import ExitStack
from typing import Any

from hoc_desktop.tournament import ProgressBar, format_report, run_tournament
from hoc_desktop.game_kit import GameKit
from hoc_desktop.log_file import log_details


def run_tournament_command(kit: GameKit, games: int, seats: list[str], seed: int, jobs: int | None,
                           max_turns: int | None = None, progress: bool = True, table: Any = None,
                           cluster: str | None = None) -> int:
    """Play the tournament on `jobs` processes of this machine, or on the Dask cluster whose scheduler
    is at `cluster` (reached before the progress bar starts, so a wrong address is one line)."""
    for spec in seats:
        kit.make_policy(spec, 0)     # an unknown policy: a one-line error before the progress bar
    with ExitStack() as stack:
        runner = None
        if cluster is not None:
            from hoc_desktop.tournament_dask import connect
            runner = stack.enter_context(connect(cluster))
        bar = ProgressBar(games, sys.stderr) if progress else None
        if bar is not None:
            bar.update(0)
        try:
            result = run_tournament(kit, games, seats, seed, jobs=jobs, max_turns=max_turns,
                                    progress=bar.update if bar else None, table=table, runner=runner)
        finally:
            if bar is not None:
                bar.finish()
    if result.first_detail:
        result.first_error += f"; {log_details(result.first_detail)}"
    print(format_report(result))
    return 1 if result.errors else 0
