"""The title screen: its buttons, hotkeys and the window it opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from hoc_desktop.client.app import App
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.main import Program, run_client, title_scene
from hoc_desktop.client.scenes.new_game import NewGameScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from tests.client.helpers_client import click, key

def test_title_buttons_call_their_callbacks(app: App) -> None:
    calls: list[str] = []
    app.push(TitleScene(app, lambda: calls.append("play"), lambda: calls.append("new"),
                        lambda: calls.append("quit")))
    scene = app.top
    assert isinstance(scene, TitleScene)
    click(app, scene.play.rect.center)
    click(app, scene.new_game.rect.center)
    key(app, pygame.K_q)
    key(app, pygame.K_ESCAPE)
    assert calls == ["play", "new", "quit", "quit"]


def test_title_play_and_new_game_lead_to_start_game(app: App) -> None:
    started: list[tuple[dict[str, Any], list[str]]] = []
    app.push(title_scene(app, lambda setup, kinds: started.append((setup, kinds))))
    key(app, pygame.K_p)
    setup, kinds = started[0]
    assert kinds == [HUMAN, "normal"] and setup["players"] == ["You", "Normal"]
    new_game(GameSetup.from_dict(setup))
    key(app, pygame.K_n)
    assert isinstance(app.top, NewGameScene)
    key(app, pygame.K_ESCAPE)                  # Back
    assert isinstance(app.top, TitleScene)


def test_run_client_opens_the_title_and_closes(tmp_path: Path) -> None:
    seen: list[App] = []

    def program(app: App) -> Program:
        seen.append(app)
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        return Program(app, saves=tmp_path)

    assert run_client(program) == 0
    assert len(seen) == 1 and not seen[0].scenes
