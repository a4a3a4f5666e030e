"""The Program around the table: settings opened from the title, applied and saved at once; F11 and
the table's speed selector remembered; a damaged settings file never stops the window."""

from __future__ import annotations

import os
import signal
from dataclasses import replace
from pathlib import Path
from typing import Callable

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup, quick_game
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import AUTOSAVE
from hoc_desktop.client.scenes.settings import SettingsScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings, load_settings
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.ui.menu import MenuScene
from hoc_desktop.saves import read_save
from tests.client.helpers_client import click, key, post


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    made = Program(app, saves=tmp_path / "saves", settings=Settings(), settings_file=tmp_path / "settings.json")
    app.push(made.title())
    return made


def test_settings_open_from_the_title_and_apply_at_once(app: App, program: Program, tmp_path: Path) -> None:
    # given the title
    title = app.top
    assert isinstance(title, TitleScene)
    # when Settings is chosen and the text size is changed
    key(app, pygame.K_s)
    assert isinstance(app.top, SettingsScene)
    message = program.change_settings(replace(program.settings, text_scale=1.5, palette="colorblind"))
    # then the window follows at once and the file holds the new settings
    assert message is None
    assert app.theme.text_scale == 1.5 and app.theme.palette.name == "colorblind"
    saved, problem = load_settings(tmp_path / "settings.json")
    assert problem is None and saved.text_scale == 1.5 and saved.palette == "colorblind"


def test_f11_is_remembered(app: App, program: Program, tmp_path: Path) -> None:
    key(app, pygame.K_F11)
    saved, _ = load_settings(tmp_path / "settings.json")
    assert saved.fullscreen and program.settings.fullscreen
    key(app, pygame.K_F11)
    saved, _ = load_settings(tmp_path / "settings.json")
    assert not saved.fullscreen


def test_the_sound_settings_reach_the_sounds_and_the_mute_key_is_remembered(app: App, tmp_path: Path) -> None:
    # given a program started with quiet, muted sound
    program = Program(app, saves=None, settings=Settings(volume=30, muted=True),
                      settings_file=tmp_path / "settings.json")
    # then the App's sounds play at that level
    assert (app.sounds.volume, app.sounds.muted) == (30, True)
    # when the mute key switches sound back on
    assert app.sounds.toggle_mute() == "Sound on at 30%"
    # then the program's settings and the file remember it
    saved, _ = load_settings(tmp_path / "settings.json")
    assert not program.settings.muted and not saved.muted and saved.volume == 30


def test_the_tables_speed_is_the_settings_speed_and_is_saved(app: App, program: Program, tmp_path: Path) -> None:
    program.change_settings(replace(program.settings, speed="slow"))
    program.start_game(*quick_game(5))
    table = app.top
    assert isinstance(table, TableScene) and table.pacer.speed == "slow"
    table.speed.step(1)
    saved, _ = load_settings(tmp_path / "settings.json")
    assert saved.speed == "normal"


def test_a_damaged_settings_file_gives_defaults_and_one_line(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_bytes(b"\xff\xfe not json")
    settings, problem = load_settings(path)
    assert settings == Settings() and problem and "\n" not in problem


@pytest.mark.parametrize(("hotkey", "scene"), [(pygame.K_r, "RulesScene"), (pygame.K_g, "CardsGalleryScene"),
                                                (pygame.K_s, "SettingsScene")])
def test_the_title_opens_rules_cards_and_settings(app: App, program: Program, hotkey: int, scene: str) -> None:
    key(app, hotkey)
    assert type(app.top).__name__ == scene
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_settings_from_the_table_menu_reach_the_open_game(app: App, program: Program) -> None:
    program.start_game(*quick_game(6))
    table = app.top
    assert isinstance(table, TableScene)
    key(app, pygame.K_ESCAPE)
    labels = [b.text for b in app.top.buttons]
    assert labels[:4] == ["Resume", "Game log", "Save as…", "Settings"]
    assert "Rules" in labels and labels[-1].startswith("Leave")
    program.change_settings(replace(program.settings, speed="fast", auto_play_trivial=True))
    assert table.pacer.speed == "fast" and table.auto_play


def test_a_switch_of_language_at_the_table_words_its_buttons_and_log_again(app: App, program: Program,
                                                                          language: Callable[[str], None]) -> None:
    # given a game at the table, in English, its deal shown
    program.start_game(*quick_game(6))
    table = app.top
    assert isinstance(table, TableScene)
    table.show_again()
    before = [line.text for line in table.log.lines]
    commands = list(table.session.game.commands)
    assert before and table.undo.text == "Undo"
    # when Japanese is chosen in Settings (opened from the table's menu)
    program.change_settings(replace(program.settings, language="ja"))
    language("ja")                       # the fixture puts English back afterwards
    for _frame in range(5):
        app.step()
    # then the table's buttons and every line of its log read in Japanese, the game untouched
    after = [line.text for line in table.log.lines]
    assert table.undo.text == "取り消し" and table.declare.text == "戴冠式を宣言"
    assert after and not any(line in before for line in after if any(c.isalpha() and c.isascii() for c in line))
    assert any("ターン" in line for line in after)
    assert table.session.game.commands == commands


def test_save_as_from_the_table_then_load_from_the_title(app: App, program: Program, tmp_path: Path) -> None:
    # given a game at the table
    program.start_game(*quick_game(7))
    table = app.top
    assert isinstance(table, TableScene)
    # when it is saved under a name from the menu (the game waits while the menu is open)
    key(app, pygame.K_ESCAPE)
    commands = list(table.session.game.commands)
    click(app, next(b for b in app.top.buttons if b.text.startswith("Save as")).rect.center)
    for ch in "Evening":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    key(app, pygame.K_RETURN)
    assert app.top is table and table.session.game.commands == commands
    saved = tmp_path / "saves" / "Evening.json"
    assert saved.is_file()
    assert table.toast.startswith("Saved as “Evening”")      # the table says it is done
    assert table.toasts.note                                  # as news, not in the red of an error
    # then the title's Load lists it and loading it puts the same game on the table
    program.to_title()
    key(app, pygame.K_l)
    load = app.top
    assert type(load).__name__ == "LoadScene"
    program._load(saved)
    key(app, pygame.K_RETURN)           # the game left at the table is in progress: keep it (the default)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed.session.game.commands == commands


def test_the_start_time_check_reports_the_first_frame_and_closes(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    from hoc_desktop.client.main import FIRST_FRAME_ENV, run_client
    monkeypatch.setenv(FIRST_FRAME_ENV, "1")
    assert run_client(lambda app: Program(app, saves=tmp_path)) == 0
    assert capsys.readouterr().out == "first-frame TitleScene 1280x720\n"


def test_no_display_is_one_line_not_a_window_nobody_sees(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    from hoc_desktop.cli.main import main
    monkeypatch.setattr("hoc_desktop.client.settings.settings_path", lambda: tmp_path / "settings.json")
    monkeypatch.setattr("hoc_desktop.client.save_slots.saves_dir", lambda: tmp_path / "saves")
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "offscreen")
    assert main([]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no display" in err


def test_new_game_opens_with_the_seats_started_last(app: App, program: Program) -> None:
    # given a game started from New game with three seats
    key(app, pygame.K_n)
    screen = app.top
    screen.count.step(1)
    screen.start.activate()
    assert isinstance(app.top, TableScene) and len(app.top.session.kinds) == 3
    # when New game is opened again from the title
    program.to_title()
    key(app, pygame.K_n)
    # then it shows three seats again
    assert type(app.top).__name__ == "NewGameScene" and app.top.seat_count == 3


def test_the_window_notes_how_it_draws_for_the_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # given the start-time check (the window opens, draws once, closes), with its note recorded
    from hoc_desktop.client.main import FIRST_FRAME_ENV, run_client
    monkeypatch.setenv(FIRST_FRAME_ENV, "1")
    notes: list[str] = []
    # when the window runs
    assert run_client(lambda app: Program(app, saves=tmp_path), note=notes.append) == 0
    # then one line says the window, the video driver and the drawing path taken
    assert len(notes) == 1 and notes[0].startswith("window 1280x720, video driver dummy, drawing path: ")


def a_move(table: TableScene) -> None:
    """The first player makes a legal move (straight through the session, as a drop does)."""
    session = table.session
    prompt = session.prompt()
    command = prompt.options[-1] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
    assert session.submit(prompt.seat, command) is None


def sigterm() -> None:
    os.kill(os.getpid(), signal.SIGTERM)


@pytest.mark.parametrize("closing", [lambda: post(pygame.QUIT), lambda: post(pygame.WINDOWCLOSE), sigterm],
                         ids=["Alt+F4", "close button", "SIGTERM"])
def test_closing_the_window_with_the_menu_open_saves_the_game_and_quits(app: App, program: Program,
                                                                        tmp_path: Path,
                                                                        closing: Callable[[], None]) -> None:
    # given a hot-seat game with a move made since its autosave, and the table's menu open
    program.start_game(make_setup(["human", "human"], "First Time Playing", 5), ["human", "human"])
    table = app.top
    assert isinstance(table, TableScene)
    table.hand_over()
    a_move(table)
    commands = list(table.session.game.commands)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    # when the window is closed, or the process is asked to end
    closing()
    app.run(max_frames=5)
    # then the loop has stopped and, once the window closes, the game is saved as it stands
    assert not app.running
    while app.scenes:                                   # what App.close() does first
        app.pop()
    assert read_save(tmp_path / "saves" / AUTOSAVE).game.commands == commands
