"""Starting the window: the App with the title scene, wired to whatever starts a game.

The caller supplies `start_game_factory(app) -> start_game`, where `start_game(setup, kinds)`
begins a game with a `GameSetup`-compatible dict and the seat kinds (["human", "normal"]) — in the
program, `table_games` puts the table scene on the stack; in a test, the factory may record the
call. The title's *Play*, the new-game screen's *Start* and the results' *Play again* all lead to
that one callback.

The real entry point must call `multiprocessing.freeze_support()` first thing under
`if __name__ == "__main__":` (the AI worker is a spawned process; a frozen one-file build would
otherwise start the whole program again in the child), and keep its module-level code free of side
effects, since "spawn" re-imports the main module in the worker.
"""

from __future__ import annotations

from typing import Callable

from hoc_desktop.client.ai_worker import AIWorker
from hoc_desktop.client.app import MIN_SIZE, App
from hoc_desktop.client.card_faces import CardFaces
from hoc_desktop.client.game_config import SetupDict, StartGame, again, quick_game
from hoc_desktop.client.scenes.new_game import NewGameScene
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.summary import GameSummary
from hoc_desktop.client.table.scene import TableScene
from hoc_desktop.client.table.session import GameSession

StartGameFactory = Callable[[App], StartGame]


def title_scene(app: App, start_game: StartGame) -> TitleScene:
    """The title screen: *Play* starts a quick game, *New game* opens the setup screen."""
    return TitleScene(app, on_play=lambda: start_game(*quick_game()),
                      on_new_game=lambda: app.push(NewGameScene(app, start_game, on_back=app.pop)),
                      on_quit=app.quit)


def table_games(speed: str = "normal", stand_ins: dict[int, str] | None = None,
                on_summary: Callable[[GameSummary], None] | None = None) -> StartGameFactory:
    """The program's factory: each game gets a session on one shared AI worker (started at once,
    shut down when the window closes) and a table scene; its end leads to the results scene.
    `stand_ins` lets AI levels play human seats through the table (the smoke test)."""

    def factory(app: App) -> StartGame:
        worker = AIWorker()
        worker.start()
        app.add_close_hook(worker.shutdown)
        faces = CardFaces()

        def start_game(setup: SetupDict, kinds: list[str]) -> None:
            session = GameSession(setup, kinds, worker)
            session.stand_ins.update(stand_ins or {})

            def game_over(summary: GameSummary) -> None:
                if on_summary is not None:
                    on_summary(summary)
                app.replace(ResultsScene(app, summary, on_play_again=lambda: start_game(*again(setup, kinds)),
                                         on_title=lambda: app.reset(title_scene(app, start_game))))

            scene = TableScene(app, session, on_game_over=game_over,
                               on_leave=lambda: app.reset(title_scene(app, start_game)), speed=speed, faces=faces)
            app.reset(scene)

        return start_game

    return factory


def run_client(start_game_factory: StartGameFactory, size: tuple[int, int] = MIN_SIZE, fullscreen: bool = False,
               text_scale: float = 1.0, palette: str = "standard") -> int:
    """Open the window on the title screen and run until it closes; returns the exit status."""
    app = App(size, fullscreen=fullscreen, text_scale=text_scale, palette=palette)
    try:
        app.push(title_scene(app, start_game_factory(app)))
        app.run()
    finally:
        app.close()
    return 0
