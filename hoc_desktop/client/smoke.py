"""`hoc-desktop --smoke-test` (and `--game NAME --smoke-test`): the real client, headless, through a
whole game of any registered game, reached through its window kit as the program reaches it.

The window code runs unchanged on SDL's dummy drivers: the title, a table (you against `normal`),
every scene, sprite, animation (at the instant speed) and prompt panel. Seat 0 is a human seat
whose decisions a `normal` AI *suggests*; the table carries each one out through
the table's `issue`, the same call a drop, a double-click or a prompt panel makes. The game
autosaves as a real one does (into a temporary folder, never the player's saves); at turn
CONTINUE_TURN the smoke test leaves the table for the title and continues from the autosave, then
plays to the results scene and prints one line. Anything else (a refused command, a dead AI
process, a lost autosave, no result in time) raises SmokeFailed, which the CLI guard turns into
one line and a non-zero exit.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from hoc_desktop.errors import HocError
from hoc_desktop.games import DEFAULT_GAME

if TYPE_CHECKING:                            # pygame must not load before the dummy drivers are chosen
    from hoc_desktop.client.kit.window_kit import GameTable
    from hoc_desktop.client.ui.app import App

SMOKE_SIZE = (1280, 720)
SMOKE_SECONDS = 600.0
CONTINUE_TURN = 8


class SmokeFailed(HocError):
    """The smoke test did not reach the results screen; the message says where it stopped."""


def run_smoke(seed: int = 1, opponent: str = "normal", pilot: str = "normal", limit_s: float = SMOKE_SECONDS,
              game: str = DEFAULT_GAME) -> str:
    """Play one whole game of `game` through the window code; returns the summary line."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory(prefix="hoc-smoke-") as folder:
        return _smoke(Path(folder), seed, opponent, pilot, time.monotonic() + limit_s, game)


def _smoke(saves: Path, seed: int, opponent: str, pilot: str, deadline: float, game: str) -> str:
    from hoc_desktop.client.ui.app import App, percentile
    from hoc_desktop.client.game_config import HUMAN
    from hoc_desktop.client.kit.window_kit import GameTable, window_kit
    from hoc_desktop.client.main import Program
    from hoc_desktop.client.settings import Settings
    from hoc_desktop.client.scenes.results import ResultsScene
    from hoc_desktop.client.scenes.title import TitleScene

    app = App(SMOKE_SIZE)
    app.fps = app.idle_fps = 10_000          # no frame pacing: run as fast as the work allows
    try:
        program = Program(app, saves=saves, settings=Settings(speed="instant"), stand_ins={0: pilot})
        app.push(program.title())
        kinds = [HUMAN, opponent]
        kit = window_kit(game)
        program.start_game(kit.deal(kinds, seed), kinds)
        table = _play(app, lambda t: t.session.game.state.turn.number >= CONTINUE_TURN, deadline)
        saved_commands = len(table.session.game.commands)
        table.on_leave()                     # back to the title, as Esc does: the game is saved
        title = app.top
        if not isinstance(title, TitleScene) or title.continue_ is None:
            raise SmokeFailed("smoke test: the title offers no Continue after leaving a game")
        title.continue_.activate()
        resumed = app.top
        if (not isinstance(resumed, GameTable)
                or len(resumed.session.game.commands) != saved_commands):
            raise SmokeFailed("smoke test: Continue did not resume the game where it was left")
        _play(app, lambda t: False, deadline)
        if not isinstance(app.top, ResultsScene):
            raise SmokeFailed("smoke test: the game ended without a results screen")
        app.step()
        p99 = percentile(app.frames.work_ms, 99)
        turns = resumed.session.game.state.turn.number
        which = "" if game == DEFAULT_GAME else f"{kit.caption} "
        return (f"smoke ok: {which}{app.draw_count} frames, {turns} turns, continued at turn {CONTINUE_TURN}, "
                f"p99 frame {p99:.1f} ms")
    finally:
        app.close()


def _play(app: "App", stop: "Callable[[GameTable], bool]", deadline: float) -> "GameTable":
    """Step the window until `stop(table)` or a results scene; returns the table scene."""
    from hoc_desktop.client.kit.window_kit import GameTable
    from hoc_desktop.client.scenes.results import ResultsScene

    table = app.top
    if not isinstance(table, GameTable):
        raise SmokeFailed("smoke test: no table on screen")
    while not isinstance(app.top, ResultsScene) and not stop(table):
        if time.monotonic() > deadline:
            raise SmokeFailed(f"smoke test: no result in time (turn {table.session.game.state.turn.number})")
        if table.session.error:
            raise SmokeFailed(f"smoke test: {table.session.error}")
        if table.refused:
            raise SmokeFailed(f"smoke test: a command was refused: {table.refused[0]}")
        app.step()
    return table
