"""The title screen: its buttons, hotkeys and the window it opens."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.main import Program, run_client, title_scene
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from tests.client.helpers_client import click, key
from tests.client.helpers_geometry import assert_fits

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


LONG_DAMAGED = ("The game in progress cannot be continued: line 1: corrupt or truncated save (Expecting property "
                "name enclosed in double quotes). The file is left as it is: /home/player/.local/share/hoc-desktop/"
                "saves/autosave.json")
LONG_PACK = ("A card pack did not load, the rest play on: /home/player/.local/share/hoc-desktop/packs/broken.yaml:2: "
             "invalid YAML: did not find expected ',' or '}' (and 1 more: the Cards gallery lists them)")


def large_title(app: App, on_continue: Any = None) -> TitleScene:
    app.set_appearance(text_scale=2.0)
    extras = [(name, lambda: None, k) for name, k in (("Load", pygame.K_l), ("Rules", pygame.K_r),
                                                       ("Cards", pygame.K_g), ("Tour", pygame.K_t),
                                                       ("Settings", pygame.K_s))]
    scene = TitleScene(app, lambda: None, lambda: None, lambda: None, on_continue=on_continue, extras=extras,
                       notice=f"{LONG_DAMAGED}\n{LONG_PACK}", games=[("Crown Rivals", lambda: None, pygame.K_v)])
    app.push(scene)
    app.step()
    return scene


def test_at_200_percent_two_long_notices_leave_every_button_whole_and_clear(app: App) -> None:
    # given text at 200% on 1280x720 and both warnings (a damaged autosave, a pack that did not load)
    scene = large_title(app)
    # then no button leaves the window or lies under the notice or the hint
    assert_fits(scene, "title", [("the name", scene._title_rect)])
    # and each warning shows its start (the second is not pushed out by the first)
    shown = scene.notice.text.split("\n")
    assert shown[0].startswith("The game in progress cannot be continued")
    assert shown[1].startswith("A card pack did not load")


def test_at_200_percent_continue_and_a_notice_fit_too(app: App) -> None:
    # given a game to continue (five main buttons) and the notices, at 200%
    scene = large_title(app, on_continue=lambda: None)
    # then all fit, apart
    assert scene.continue_ is not None
    assert_fits(scene, "title with Continue", [("the name", scene._title_rect)])
