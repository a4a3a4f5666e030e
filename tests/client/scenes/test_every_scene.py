"""Every scene at 1280x720 and 1920x1080 and after a resize with large text, saved in
$HOC_SCREENSHOT_DIR for a person to look at."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.main import title_scene
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.client.hoc.results import HeartOfCrownResults
from hoc_desktop.client.scenes.results import ResultsScene
from tests.client.scenes.test_results import summary

SIZES = ((1280, 720), (1920, 1080))


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_scene_renders_at_both_sizes(app: App, size: tuple[int, int], screenshot_dir: Path) -> None:
    app.set_window_size(size)
    scenes = {
        "title": title_scene(app, lambda setup, kinds: None),
        "new_game": NewGameScene(app, lambda setup, kinds: None, app.pop, seed=2024),
        "results_2p": ResultsScene(app, HeartOfCrownResults(summary(2, "thirty_points")), lambda: None, lambda: None),
        "results_4p": ResultsScene(app, HeartOfCrownResults(summary(4)), lambda: None, lambda: None),
    }
    for name, scene in scenes.items():
        app.reset(scene)
        path = screenshot_dir / f"{name}_{size[0]}x{size[1]}.png"
        app.screenshot(str(path))
        image = pygame.image.load(str(path))
        assert image.get_size() == size
        assert len({image.get_at((x, y))[:3] for x in range(0, size[0], 97) for y in range(0, size[1], 89)}) > 8


def test_scenes_follow_a_resize_and_large_text(app: App, screenshot_dir: Path) -> None:
    app.push(ResultsScene(app, HeartOfCrownResults(summary(4)), lambda: None, lambda: None))
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
