"""Crown Rivals through the program: the title offers it, its setup screen starts it, the game is
autosaved and continued, listed by Load, saved and loaded, and undo takes back a move against the AI."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from hoc_desktop.client.crown_rivals.new_game import HOT_SEAT, CrownRivalsNewGame
from hoc_desktop.client.crown_rivals.results import CRSummary
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.crown_rivals.setup import crown_rivals_setup
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import AUTOSAVE, list_saves, write_save
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.ui.app import App
from hoc_desktop.saves import read_save
from tests.client.crown_rivals.test_table import seat0_first, seed_where, table_for
from tests.client.helpers_client import key


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    made = Program(app, saves=tmp_path / "saves", settings=Settings(guides_seen=("heart-of-crown",), speed="instant"))
    app.push(made.title())
    app.step()
    return made


def test_the_title_offers_crown_rivals_and_its_setup_screen_starts_a_game(app: App, program: Program) -> None:
    key(app, pygame.K_v)
    assert isinstance(app.top, CrownRivalsNewGame)
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, CrownRivalsTable)
    assert table.session.setup["game"] == "crown-rivals"
    assert list(table.session.kinds) == [HUMAN, "normal"]


def test_the_window_is_named_after_the_game_at_the_table(app: App, program: Program) -> None:
    # given the title (the program's name), when a Crown Rivals game starts
    assert app.window.title == "Heart of Crown"
    key(app, pygame.K_v)
    key(app, pygame.K_RETURN)
    # then the window says Crown Rivals, and back at the title the program's name again
    assert isinstance(app.top, CrownRivalsTable) and app.window.title == "Crown Rivals"
    program.to_title()
    assert app.window.title == "Heart of Crown"


def test_the_setup_screen_seats_a_second_person_for_hot_seat(app: App, program: Program) -> None:
    key(app, pygame.K_v)
    screen = app.top
    assert isinstance(screen, CrownRivalsNewGame)
    screen.opponent.select(screen.opponent.options.index(HOT_SEAT))
    assert screen.kinds() == [HUMAN, HUMAN]


def test_a_game_left_for_the_title_continues_where_it_was(app: App, program: Program) -> None:
    # given a Crown Rivals game against the AI where I have spent a card
    kinds = [HUMAN, "easy"]
    program.start_game(crown_rivals_setup(kinds, seed_where(seat0_first)), kinds)
    table = app.top
    assert isinstance(table, CrownRivalsTable)
    app.step()
    card = table.view().me.hand[0]
    assert table.issue(0, ("currency", card)) is None
    commands = list(table.session.game.commands)
    # when I leave for the title and press Continue
    program.to_title()
    app.step()
    saved = json.loads((program.saves / AUTOSAVE).read_text())
    assert saved["game"] == "crown-rivals" and saved["seats"] == kinds
    assert [e.market for e in list_saves(program.saves)] == ["Crown Rivals"]
    program.continue_game()
    # then the same game is at its table, move for move
    resumed = app.top
    assert isinstance(resumed, CrownRivalsTable)
    assert resumed.session.game.commands == commands


def test_a_saved_game_round_trips_through_the_save_file(tmp_path: Path) -> None:
    kinds = [HUMAN, "easy"]
    setup = crown_rivals_setup(kinds, 9)
    session = GameSession(setup, kinds, worker=None)
    game = session.game
    for _ in range(40):
        prompt = game.prompt()
        game.submit(prompt.seat, prompt.options[-1] if prompt.offers_commands else ("pick", prompt.options[:1]))
    write_save(game, setup, kinds, tmp_path / "cr.json")
    loaded = read_save(tmp_path / "cr.json")
    assert loaded.game.commands == game.commands
    assert loaded.game.view(None) == game.view(None)
    assert loaded.seats == tuple(kinds)


def test_undo_takes_back_my_move_against_the_ai(app: App) -> None:
    scene = table_for(app, seed_where(seat0_first))
    card = scene.view().me.hand[0]
    assert scene.issue(0, ("currency", card)) is None
    app.step()
    assert scene.undo.enabled
    scene.undo.activate()
    assert scene.session.game.commands == []
    assert card in scene.view().me.hand


def test_the_end_of_the_game_leads_to_results_with_influence_by_turn(app: App, program: Program) -> None:
    kinds = ["easy", "easy"]          # two AI seats play the whole game through the worker
    program.start_game(crown_rivals_setup(kinds, 5), kinds)
    table = app.top
    assert isinstance(table, CrownRivalsTable)
    summaries: list[CRSummary] = []
    table.on_game_over = summaries.append
    for _ in range(200_000):
        app.step()
        if summaries:
            break
    summary = summaries[0]
    assert summary.winner in (0, 1)
    assert len(summary.by_turn[0]) == table.session.game.state.turn.number
    assert summary.by_turn[0][-1] == summary.influence[0]


def test_load_lists_a_crown_rivals_save_and_opens_it_at_its_table(app: App, program: Program) -> None:
    # given a named Crown Rivals save in the saves folder
    kinds = [HUMAN, "easy"]
    setup = crown_rivals_setup(kinds, 11)
    game = GameSession(setup, kinds, worker=None).game
    prompt = game.prompt()
    game.submit(prompt.seat, ("end_turn",))
    write_save(game, setup, kinds, program.saves / "Duel.json")
    # when Load opens it
    key(app, pygame.K_l)
    load = app.top
    assert [e.name for e in load.entries] == ["Duel"] and load.entries[0].market == "Crown Rivals"
    assert load.on_load(load.entries[0].path) is None
    # then the game is at the Crown Rivals table where it was saved
    table = app.top
    assert isinstance(table, CrownRivalsTable)
    assert table.session.game.commands == game.commands


def test_the_window_for_crown_rivals_opens_on_its_setup_screen(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    # given `hoc-desktop --game crown-rivals` (the start-time check stops after the first frame)
    from hoc_desktop.client.main import FIRST_FRAME_ENV, run_client
    monkeypatch.setenv(FIRST_FRAME_ENV, "1")
    assert run_client(lambda app: Program(app, saves=tmp_path), game="crown-rivals") == 0
    # then its first frame is Crown Rivals' setup screen, over the title
    assert capsys.readouterr().out == "first-frame CrownRivalsNewGame 1280x720\n"
