"""The window kit contract, over every registered game: each game's window kit gives every part the
program needs (a deal, a setup screen, a table, its part of the results, rules sections, a tour, a
caption), and the program starts, plays and shows the results of every game through it alone."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.kit.window_kit import GameTable, SetupDoor, every_game_sections, window_kit, window_kits
from hoc_desktop.client.main import Program
from hoc_desktop.client.scenes.results import ResultsPart, ResultsScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.smoke import run_smoke
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.errors import UsageError
from hoc_desktop.games import DEFAULT_GAME, game_names, game_of, kit_named

GAMES = game_names()


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    made = Program(app, saves=tmp_path / "saves", settings=Settings(guides_seen=tuple(GAMES), speed="instant"))
    app.push(made.title())
    app.step()
    return made


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_window_kit_with_every_part(app: App, game: str) -> None:
    # given the game's window kit
    kit = window_kit(game)
    # then it is that game's, named as its game kit names it, and deals games of that game
    assert kit.name == game and kit.caption == kit_named(game).title
    assert game_of(kit.deal([HUMAN, "easy"], 3)) == game
    # and it has rules sections with text and a tour with tips
    sections = kit.rules_sections()
    assert sections and all(section.title and section.blocks for section in sections)
    assert kit.tour_tips()
    # and a setup screen that draws
    started: list[object] = []
    screen = kit.new_game(SetupDoor(app, started.append, started.append, started.append, on_back=app.pop,
                                    on_rules=lambda: None))
    assert isinstance(screen, Scene)
    app.push(screen)
    assert app.step() and app.top is screen


@pytest.mark.parametrize("game", GAMES)
def test_the_program_starts_each_game_at_its_own_table(app: App, program: Program, game: str) -> None:
    # when a game of it is started through the program
    kit = window_kit(game)
    kinds = [HUMAN, "easy"]
    program.start_game(kit.deal(kinds, 4), kinds)
    # then its table is up under the game's caption, and a settings change is handed to it
    table = app.top
    assert isinstance(table, GameTable) and table.session.kit.name == game
    assert app.window.title == kit.caption
    app.step()
    assert program.change_settings(replace(program.settings, speed="fast")) is None
    app.step()


def test_the_title_has_a_button_for_every_other_game(app: App, program: Program) -> None:
    title = app.top
    assert isinstance(title, TitleScene)
    others = [kit for kit in window_kits() if kit.name != DEFAULT_GAME]
    assert [button.text for button in title.games] == [kit.caption for kit in others]
    for kit in others:
        # when its hotkey is pressed, then its setup screen opens under its caption
        assert kit.title_key is not None
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=kit.title_key, mod=0, unicode="", scancode=0))
        app.step()
        assert app.top is not title and app.window.title == kit.caption
        program.to_title()


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_opened_from_a_game_list_its_sections_first(game: str) -> None:
    ours = [section.title for section in window_kit(game).rules_sections()]
    every = [section.title for section in every_game_sections(game)]
    assert every[:len(ours)] == ours
    assert sorted(every) == sorted(title for kit in window_kits() for title in
                                   (section.title for section in kit.rules_sections()))


def test_an_unknown_game_has_no_window_kit() -> None:
    with pytest.raises(UsageError, match="unknown game"):
        window_kit("chess")


@pytest.mark.parametrize("game", GAMES)
def test_the_program_plays_every_game_to_its_results(game: str) -> None:
    # the smoke test: the title, the table, leaving, Continue, the whole game, the results screen
    assert run_smoke(game=game).startswith("smoke ok: ")


@pytest.mark.parametrize("game", GAMES)
def test_each_games_results_part_fits_the_one_results_screen(app: App, program: Program, game: str) -> None:
    # given a game of it at its table
    kit = window_kit(game)
    kinds = [HUMAN, "easy"]
    program.start_game(kit.deal(kinds, 5), kinds)
    table = app.top
    assert isinstance(table, GameTable)
    for _ in range(5):
        app.step()
    # when its game ends (the table's summary of the game so far)
    table.on_game_over(table.summary())          # type: ignore[attr-defined]
    # then the one results screen shows the game's part, at every text size
    results = app.top
    assert isinstance(results, ResultsScene) and isinstance(results.part, ResultsPart)
    for scale in (1.0, 2.0):
        app.set_appearance(text_scale=scale)
        app.step()
        window = pygame.Rect((0, 0), app.size)
        assert window.contains(results.part.rect) and window.contains(results.again.rect)
        assert results.part.rect.bottom <= results.again.rect.top
