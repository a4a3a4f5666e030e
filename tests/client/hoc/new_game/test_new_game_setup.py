"""The new-game screen's setups: seat counts, kinds and Random markets that follow the seed."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.hoc.setup import market_choices
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from tests.client.helpers_client import click, key

@pytest.mark.parametrize("seats", [2, 3, 4])
def test_new_game_scene_produces_a_valid_setup(app: App, seats: int) -> None:
    started: list[tuple[dict[str, Any], list[str]]] = []
    scene = NewGameScene(app, lambda setup, kinds: started.append((setup, kinds)), app.pop, seed=42)
    app.push(scene)
    for _ in range(seats - 2):
        click(app, (scene.count.rect.right - 5, scene.count.rect.centery))
    click(app, (scene.seat_choices[1].rect.right - 5, scene.seat_choices[1].rect.centery))    # normal -> hard
    click(app, (scene.start.rect.centerx, scene.start.rect.centery))
    setup, kinds = started[-1]
    assert len(kinds) == len(setup["players"]) == seats
    assert kinds[:2] == [HUMAN, "hard"] and all(k == "normal" for k in kinds[2:])
    assert setup["seed"] == 42 and setup["options"] == {} and len(setup["market"]) == 10
    game = new_game(GameSetup.from_dict(setup))
    assert len(game.state.players) == seats and game.prompt() is not None


def test_new_game_random_market_follows_the_seed(app: App) -> None:
    started: list[tuple[dict[str, Any], list[str]]] = []
    scene = NewGameScene(app, lambda setup, kinds: started.append((setup, kinds)), app.pop, seed=5)
    app.push(scene)
    scene.market.select(market_choices().index("Random"))
    first = scene.setup()["market"]
    assert first == scene.setup()["market"]                      # fixed by the seed
    click(app, scene.reroll.rect.center)
    assert scene.seed != 5 or scene.setup()["market"] == first
    key(app, pygame.K_RETURN)
    assert started and len(set(started[0][0]["market"])) == 10
