"""The Crown Rivals setup screen: the opponent, the players' names (hot-seat names both), one line
when names cannot be used; the program keeps the last choice for the session and names the window."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hoc_desktop.client.crown_rivals.new_game import HOT_SEAT, CRChoice, CrownRivalsNewGame
from hoc_desktop.client.crown_rivals.results import CrownRivalsResults
from hoc_desktop.client.crown_rivals.rules_sections import crown_rivals_sections
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.main import Program
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.scenes.rules import RulesScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.ui.app import App
from tests.client.helpers_client import key


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    made = Program(app, saves=tmp_path / "saves", settings=Settings(guides_seen=("heart-of-crown",), speed="instant"))
    app.push(made.title())
    app.step()
    return made


def setup_screen(app: App) -> CrownRivalsNewGame:
    key(app, pygame.K_v)
    screen = app.top
    assert isinstance(screen, CrownRivalsNewGame)
    return screen


def test_hot_seat_players_are_named_on_the_table_and_in_the_log(app: App, program: Program) -> None:
    # given two people at the screen who type their names
    screen = setup_screen(app)
    screen.opponent.select(screen.opponent.options.index(HOT_SEAT))
    assert all(field.visible for field in screen.name_fields)
    screen.name_fields[0].set_text("Ann")
    screen.name_fields[1].set_text("Bob")
    # when they start
    screen.begin()
    # then the game, its table and its log call them by those names
    table = app.top
    assert isinstance(table, CrownRivalsTable)
    assert table.session.setup["players"] == ["Ann", "Bob"]
    assert [p.name for p in table.view().players] == ["Ann", "Bob"]
    if table.curtain is not None:
        table.hand_over()
    app.step()
    assert any("Ann" in line.text or "Bob" in line.text for line in table.log.lines)


def test_against_the_ai_only_my_name_is_asked(app: App, program: Program) -> None:
    screen = setup_screen(app)
    assert screen.kinds() == [HUMAN, "normal"]
    assert screen.name_fields[0].visible and not screen.name_fields[1].visible
    assert screen.name_fields[0].placeholder == "You"


def test_two_players_with_one_name_get_one_line_and_no_game(app: App, program: Program) -> None:
    # given both players typed the same name
    screen = setup_screen(app)
    screen.opponent.select(screen.opponent.options.index(HOT_SEAT))
    screen.name_fields[0].set_text("Ann")
    screen.name_fields[1].set_text("ann")
    # when Start is pressed
    screen.begin()
    # then the screen stays, saying why in one line
    assert app.top is screen
    assert screen.message.text == "Seats 1 and 2 are both called 'ann': change a name to start."


def test_the_setup_remembers_the_last_opponent_and_names_for_the_session(app: App, program: Program) -> None:
    # given a hot-seat game started by Ann and Bob
    screen = setup_screen(app)
    screen.opponent.select(screen.opponent.options.index(HOT_SEAT))
    screen.name_fields[0].set_text("Ann")
    screen.name_fields[1].set_text("Bob")
    screen.begin()
    assert program.choices["crown-rivals"] == CRChoice(HUMAN, ("Ann", "Bob"))
    # when the setup screen is opened again from the title
    program.to_title()
    app.step()
    again = setup_screen(app)
    # then it shows the same opponent and names
    assert again.kinds() == [HUMAN, HUMAN]
    assert [field.text for field in again.name_fields] == ["Ann", "Bob"]


def test_the_window_says_crown_rivals_from_its_setup_and_the_programs_name_back_on_the_title(
        app: App, program: Program) -> None:
    # given the title (the program's name)
    assert app.window.title == "Heart of Crown"
    # when the Crown Rivals setup opens, then the window says so
    screen = setup_screen(app)
    assert app.window.title == "Crown Rivals"
    # and Back on the title gives the program's name again
    screen.back.activate()
    app.step()
    assert app.window.title == "Heart of Crown"


def test_its_full_rules_open_on_crown_rivals_own_sections(app: App, program: Program) -> None:
    # given the Crown Rivals setup, when Full rules is pressed
    setup_screen(app)
    key(app, pygame.K_r)
    # then the Rules screen lists Crown Rivals' sections first and shows the first of them
    rules = app.top
    assert isinstance(rules, RulesScene)
    assert rules.sections[0].title == crown_rivals_sections()[0].title and rules.index == 0


def test_the_results_keep_the_crown_rivals_title_and_the_title_screen_gets_the_programs_name(
        app: App, program: Program) -> None:
    # given a Crown Rivals game started from its setup
    setup_screen(app).begin()
    table = app.top
    assert isinstance(table, CrownRivalsTable)
    # when its results are shown
    table.on_game_over(table.summary())
    results = app.top
    assert isinstance(results, ResultsScene) and isinstance(results.part, CrownRivalsResults)
    # then the window still says Crown Rivals, and the program's name once back on the title
    assert app.window.title == "Crown Rivals"
    results.title_button.activate()
    app.step()
    assert app.window.title == "Heart of Crown"
