"""Crown Rivals' first-game tour: its tips come from data with the game's numbers, in English or
Japanese, each comes once when its situation arises and Got it moves on; the setup screen's Tour
starts it, and the first Crown Rivals game started there comes with it (once)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame
import pytest

from hoc_desktop.client.crown_rivals.new_game import CrownRivalsNewGame
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.crown_rivals.tour import SITUATIONS, crown_rivals_tips
from hoc_desktop.client.kit.guide import Guide
from hoc_desktop.client.main import Program
from hoc_desktop.client.settings import Settings, load_settings
from hoc_desktop.client.ui.app import App
from tests.client.helpers_client import click, key

PLAY = [("play", "7C"), ("play", "7C", "2D"), ("currency", "7C"), ("end_turn",)]
BUY = [("buy", "9H"), ("currency", "7C"), ("end_turn",)]


def test_the_tips_name_crown_rivals_numbers_and_known_situations() -> None:
    tips = crown_rivals_tips()
    assert tips[0].when == "start" and all(t.when in SITUATIONS for t in tips)
    assert all("{" not in t.text for t in tips) and "100" in tips[0].text


def test_the_tips_speak_japanese_in_a_japanese_window(language: Callable[[str], None]) -> None:
    tips = crown_rivals_tips()
    language("ja")
    assert tips[0].title == "クラウンライバルズへようこそ" and "100" in tips[0].text and " " not in tips[0].text


def test_the_tips_advance_as_their_situations_arise() -> None:
    guide = Guide(crown_rivals_tips())
    assert guide.update("main", PLAY) and guide.current.id == "welcome"
    assert not guide.update("main", PLAY)                   # one at a time
    guide.dismiss()
    assert guide.update("main", PLAY) and guide.current.id == "play"
    guide.dismiss()
    assert guide.update("main", PLAY) and guide.current.id == "boost"
    guide.dismiss()
    assert not guide.update("main", PLAY)                   # no spade to clear, not buying yet
    assert guide.update("second", BUY) and guide.current.id == "buy"
    guide.dismiss()
    assert guide.update("main", [("remove", "5S"), ("end_turn",)]) and guide.current.id == "spades"
    guide.dismiss()
    assert guide.finished


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    made = Program(app, saves=tmp_path / "saves", settings=Settings(guides_seen=("heart-of-crown",), speed="instant"),
                   settings_file=tmp_path / "s.json")
    app.push(made.title())
    app.step()
    return made


def first_tip(app: App) -> CrownRivalsTable:
    table = app.top
    assert isinstance(table, CrownRivalsTable)
    for _ in range(400):
        app.step()
        if table.tour.tip is not None:
            break
    return table


def test_the_first_crown_rivals_game_comes_with_the_tour_once(app: App, program: Program, tmp_path: Path) -> None:
    # given a player who has played Heart of Crown but never Crown Rivals
    key(app, pygame.K_v)
    # when they start their first Crown Rivals game
    key(app, pygame.K_RETURN)
    table = first_tip(app)
    # then the welcome tip is up, Got it moves on, and the tour is remembered as offered
    assert table.tour.tip is not None and table.tour.tip.id == "welcome"
    assert "crown-rivals" in load_settings(tmp_path / "s.json")[0].guides_seen
    click(app, table.tour.got_it.rect.center)
    assert table.tour.tip is None or table.tour.tip.id != "welcome"
    # and the next game started there has no tour
    program.to_title()
    key(app, pygame.K_v)
    key(app, pygame.K_RETURN)
    if not isinstance(app.top, CrownRivalsTable):           # the game in progress: dropped when asked
        click(app, app.top.other.rect.center)
    assert isinstance(app.top, CrownRivalsTable) and app.top.tour.guide is None


def test_the_setup_screens_tour_button_replays_it(app: App, tmp_path: Path) -> None:
    program = Program(app, saves=None, settings=Settings(guides_seen=("heart-of-crown", "crown-rivals")))
    app.push(program.title())
    key(app, pygame.K_v)
    screen = app.top
    assert isinstance(screen, CrownRivalsNewGame) and screen.tour is not None
    click(app, screen.tour.rect.center)
    table = first_tip(app)
    assert table.tour.tip is not None and table.tour.tip.id == "welcome"
    # End tour ends it
    click(app, table.tour.end_tour.rect.center)
    assert table.tour.tip is None and table.tour.guide.finished


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_tip_stays_inside_the_window_with_its_buttons(app: App, language: Callable[[str], None], lang: str,
                                                        size: tuple[int, int], scale: float,
                                                        screenshot_dir: Path) -> None:
    language(lang)
    program = Program(app, saves=None, settings=Settings(guides_seen=("heart-of-crown", "crown-rivals")))
    app.push(program.title())
    key(app, pygame.K_v)
    click(app, app.top.tour.rect.center)
    table = first_tip(app)
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    app.step()
    window = pygame.Rect((0, 0), app.size)
    bubble = table.tour.rect
    assert window.contains(bubble)
    assert bubble.contains(table.tour.got_it.rect) and bubble.contains(table.tour.end_tour.rect)
    assert not table.tour.got_it.rect.colliderect(table.tour.end_tour.rect)
    assert table.tour.needed(table.theme, bubble.width) <= bubble.height     # its words are whole
    app.screenshot(str(screenshot_dir / f"crown_rivals_tip_{lang}_{size[0]}x{size[1]}_{int(scale * 100)}.png"))
