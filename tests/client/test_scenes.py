"""The title, new-game and results scenes: their callbacks, the setups they produce, and a
screenshot of each at 1280x720 and 1920x1080 (saved in $HOC_SCREENSHOT_DIR for a person to see)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop.client.app import App
from hoc_desktop.client.game_config import HUMAN, make_setup, market_choices, player_names, quick_game
from hoc_desktop.client.main import Program, run_client, title_scene
from hoc_desktop.client.scenes.new_game import NewGameScene
from hoc_desktop.client.scenes.results import ResultsScene, domain_chips
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.summary import GameSummary
from hoc_desktop.engine.hoc.setup import GameSetup, new_game
from tests.client.helpers_client import click, key

SIZES = ((1280, 720), (1920, 1080))


def summary(players: int = 3, reason: str = "coronation") -> GameSummary:
    names = ["You", "Normal 2", "Hard 3", "Easy 4"][:players]
    curves = [[0, 1, 3, 3, 6, 8, 11, 11, 14, 17, 20, 22], [0, 0, 2, 5, 5, 7, 9, 12, 15, 15, 18, 18],
              [0, 2, 2, 4, 7, 7, 8, 10, 10, 13, 16, 19], [0, 0, 1, 1, 3, 4, 4, 6, 9, 9, 11, 12]][:players]
    domains = [["duke", "duke", "senator", "city", "royal_maid"], ["duke", "large_city", "senator", "senator"],
               ["royal_maid", "duke", "duke", "duke", "city", "farming_village"], ["city"]][:players]
    return GameSummary(names, [0], reason, [c[-1] for c in curves], domains, curves)


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


def test_setup_helpers() -> None:
    assert player_names(["human", "normal", "normal"]) == ["You", "Normal 2", "Normal 3"]
    assert player_names(["human", "human", "easy"]) == ["Player 1", "Player 2", "Easy"]
    setup, kinds = quick_game(3)
    assert setup["seed"] == 3 and kinds == ["human", "normal"]
    with pytest.raises(ValueError):
        make_setup(["human"], "Primer", 1)
    with pytest.raises(ValueError):
        make_setup(["human", "genius"], "Primer", 1)


def test_results_scene_renders_a_summary_and_calls_back(app: App) -> None:
    calls: list[str] = []
    scene = ResultsScene(app, summary(4), lambda: calls.append("again"), lambda: calls.append("title"))
    app.push(scene)
    assert app.step()
    assert scene.headline.text == "You win!"
    assert "Coronation" in scene.reason.text
    assert [b.seat for b in scene.blocks] == [0, 2, 1, 3]
    click(app, scene.again.rect.center)
    key(app, pygame.K_ESCAPE)
    assert calls == ["again", "title"]


def test_summary_words() -> None:
    tie = GameSummary(["You", "Normal"], [0, 1], "judgment", [18, 18], [[], []], [[18], [18]])
    assert tie.headline() == "You and Normal share the throne"
    assert "Judgment" in tie.reason_text()
    nobody = GameSummary(["A", "B"], [], "turn_limit", [3, 4], [[], []], [[3], [4]])
    assert nobody.headline() == "No winner" and "turn limit" in nobody.reason_text()
    tied = GameSummary(["You", "Normal"], [0, 1], "tie", [20, 20], [[], []], [[20], [20]])
    assert tied.reason_text() == "A tie at 20 points."
    odd = GameSummary(["A", "B"], [1], "meteor_strike", [3, 4], [[], []], [[3], [4]])
    assert odd.reason_text() == "The game ended: meteor strike."
    assert domain_chips(["city", "duke", "duke"]) == ["Duke ×2", "City"]
    with pytest.raises(ValueError):
        GameSummary(["A", "B"], [1], "judgment", [3], [[], []], [[3], [4]])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_renders_at_both_sizes(app: App, size: tuple[int, int], screenshot_dir: Path) -> None:
    app.set_window_size(size)
    scenes = {
        "title": title_scene(app, lambda setup, kinds: None),
        "new_game": NewGameScene(app, lambda setup, kinds: None, app.pop, seed=2024),
        "results_2p": ResultsScene(app, summary(2, "thirty_points"), lambda: None, lambda: None),
        "results_4p": ResultsScene(app, summary(4), lambda: None, lambda: None),
    }
    for name, scene in scenes.items():
        app.reset(scene)
        path = screenshot_dir / f"{name}_{size[0]}x{size[1]}.png"
        app.screenshot(str(path))
        image = pygame.image.load(str(path))
        assert image.get_size() == size
        assert len({image.get_at((x, y))[:3] for x in range(0, size[0], 97) for y in range(0, size[1], 89)}) > 8


def test_scenes_follow_a_resize_and_large_text(app: App, screenshot_dir: Path) -> None:
    app.push(ResultsScene(app, summary(4), lambda: None, lambda: None))
    app.push(NewGameScene(app, lambda setup, kinds: None, app.pop, seed=7))
    app.set_appearance(text_scale=2.0, palette="colorblind")
    app.screenshot(str(screenshot_dir / "new_game_1280x720_text200_colorblind.png"))
    scene = app.top
    assert isinstance(scene, NewGameScene)
    assert scene.start.rect.bottom <= 720 and scene.seat_choices[3].rect.bottom <= scene.players.rect.bottom
    app.set_window_size((2560, 1440))
    assert scene.start.rect.bottom <= 1440 and scene.start.rect.right <= 2560
    app.pop()
    app.screenshot(str(screenshot_dir / "results_2560x1440_text200_colorblind.png"))
