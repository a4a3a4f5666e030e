"""`hoc-desktop --smoke-test`: the real client, headless, through a whole game.

The window code runs unchanged on SDL's dummy drivers: title-less start straight into a table
(you against `normal`), every scene, sprite, animation (at the instant speed) and prompt panel.
Seat 0 is a human seat whose decisions a `normal` AI *suggests*; the table carries each one out
through `TableScene.issue`, the same call a drop, a double-click or a prompt panel makes. The run
ends on the results scene and prints one line; anything else (a refused command, a dead AI
process, no result in time) raises SmokeFailed, which the CLI guard turns into one line and a
non-zero exit.
"""

from __future__ import annotations

import os
import time

from hoc_desktop.errors import HocError

SMOKE_SIZE = (1280, 720)
SMOKE_SECONDS = 600.0


class SmokeFailed(HocError):
    """The smoke test did not reach the results screen; the message says where it stopped."""


def run_smoke(seed: int = 1, opponent: str = "normal", pilot: str = "normal", limit_s: float = SMOKE_SECONDS) -> str:
    """Play one whole game through the window code; returns the summary line."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from hoc_desktop.client.app import App, percentile
    from hoc_desktop.client.game_config import HUMAN, QUICK_MARKET, make_setup
    from hoc_desktop.client.main import table_games
    from hoc_desktop.client.scenes.results import ResultsScene
    from hoc_desktop.client.table.scene import TableScene

    app = App(SMOKE_SIZE)
    app.fps = app.idle_fps = 10_000          # no frame pacing: run as fast as the work allows
    try:
        start = table_games(speed="instant", stand_ins={0: pilot})(app)
        kinds = [HUMAN, opponent]
        start(make_setup(kinds, QUICK_MARKET, seed), kinds)
        table = app.top
        assert isinstance(table, TableScene)
        deadline = time.monotonic() + limit_s
        while not isinstance(app.top, ResultsScene):
            if time.monotonic() > deadline:
                raise SmokeFailed(f"smoke test: no result after {limit_s:.0f} s (turn {table.table.turn['number']})")
            if table.session.error:
                raise SmokeFailed(f"smoke test: {table.session.error}")
            if table.refused:
                raise SmokeFailed(f"smoke test: a command was refused: {table.refused[0]}")
            app.step()
        app.step()
        p99 = percentile(app.frames.work_ms, 99)
        return f"smoke ok: {app.draw_count} frames, {table.table.turn['number']} turns, p99 frame {p99:.1f} ms"
    finally:
        app.close()
