"""Starting the window: the App with the title scene, wired to whatever starts a game.

The caller supplies `start_game_factory(app) -> start_game`, where `start_game(setup, kinds)`
begins a game with a `GameSetup`-compatible dict and the seat kinds (["human", "normal"]) — in the
program, by putting the table scene on the stack; in a test, by recording the call. The title's
*Play*, the new-game screen's *Start* and the results' *Play again* all lead to that one callback.

The real entry point must call `multiprocessing.freeze_support()` first thing under
`if __name__ == "__main__":` (the AI worker is a spawned process; a frozen one-file build would
otherwise start the whole program again in the child), and keep its module-level code free of side
effects, since "spawn" re-imports the main module in the worker.
"""

from __future__ import annotations

from typing import Callable

from hoc_desktop.client.app import MIN_SIZE, App
from hoc_desktop.client.game_config import StartGame, quick_game
from hoc_desktop.client.scenes.new_game import NewGameScene
from hoc_desktop.client.scenes.title import TitleScene

StartGameFactory = Callable[[App], StartGame]


def title_scene(app: App, start_game: StartGame) -> TitleScene:
    """The title screen: *Play* starts a quick game, *New game* opens the setup screen."""
    return TitleScene(app, on_play=lambda: start_game(*quick_game()),
                      on_new_game=lambda: app.push(NewGameScene(app, start_game, on_back=app.pop)),
                      on_quit=app.quit)


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
