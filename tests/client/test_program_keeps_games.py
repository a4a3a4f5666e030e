"""A game in progress is never lost without a word: every way into a new game (Play, New game's
Start, the tour, their keys) asks first while one is in progress, keeps it as a named save by
default, and a damaged autosave is named on the title, never replaced, left as it is."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame
import pytest

from hoc_desktop.cli.main import main
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.game_config import make_setup
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import AUTOSAVE, autosave_entry, latest_game, list_saves
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.scenes.new_game import NewGameScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.table.scene import TableScene
from hoc_desktop.safe_io import display
from tests.client.helpers_client import click, key

HOT_SEAT = ["human", "human"]


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    made = Program(app, saves=tmp_path / "saves", settings=Settings(guide_seen=True, speed="instant"),
                   settings_file=tmp_path / "settings.json")
    app.push(made.title())
    return made


def leave_a_game(app: App, program: Program, kinds: list[str] = HOT_SEAT, seed: int = 4) -> bytes:
    """Start a game, play a few frames, leave it for the title (it is autosaved); the autosave's bytes."""
    program.start_game(make_setup(kinds, "First Time Playing", seed), kinds)
    for _ in range(5):
        app.step()
    program.to_title()
    app.step()
    return (program.saves / AUTOSAVE).read_bytes()


def press_play(app: App) -> None:
    click(app, app.top.play.rect.center)


def press_p(app: App) -> None:
    key(app, pygame.K_p)


def press_t(app: App) -> None:
    key(app, pygame.K_t)


def start_from_new_game(app: App) -> None:
    key(app, pygame.K_n)
    assert isinstance(app.top, NewGameScene)
    app.top.start.activate()


WAYS_IN: dict[str, Callable[[App], None]] = {"Play": press_play, "P key": press_p, "Tour (T key)": press_t,
                                             "New game's Start": start_from_new_game}


@pytest.mark.parametrize("way", sorted(WAYS_IN))
def test_every_way_into_a_new_game_asks_first_and_cancel_changes_nothing(app: App, program: Program, way: str) -> None:
    # given a hot-seat game left for the title (autosaved)
    before = leave_a_game(app, program)
    # when a new game is started any way there is
    WAYS_IN[way](app)
    # then a question says what will happen, and nothing has started yet
    question = app.top
    assert isinstance(question, ConfirmScene) and question.question == "Start a new game?"
    assert "Keep it" in question.detail and "Drop it" in question.detail and "Player 1, Player 2" in question.detail
    assert (program.saves / AUTOSAVE).read_bytes() == before
    # when the player cancels, the game in progress is untouched and Continue still offers it
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.top, (ConfirmScene, TableScene))
    assert (program.saves / AUTOSAVE).read_bytes() == before


def test_keep_moves_the_game_in_progress_to_a_named_save_that_loads(app: App, program: Program) -> None:
    # given a game in progress
    before = leave_a_game(app, program)
    # when Play is pressed and the default answer (Keep it and start) is taken with Enter
    press_play(app)
    key(app, pygame.K_RETURN)
    # then the new game is at the table and the old one is a named save with its date, byte for byte
    assert isinstance(app.top, TableScene)
    kept = [e for e in list_saves(program.saves) if e.name.startswith("Game of ")]
    assert len(kept) == 1 and kept[0].problem is None and kept[0].path.read_bytes() == before
    assert kept[0].players == ("Player 1", "Player 2")


def test_drop_starts_the_new_game_over_the_old_one(app: App, program: Program) -> None:
    # given a game in progress
    leave_a_game(app, program)
    # when Play is pressed and the player chooses to drop it
    press_play(app)
    click(app, app.top.other.rect.center)
    # then the new game is at the table and no other save was made
    assert isinstance(app.top, TableScene) and app.top.session.kinds == ["human", "normal"]
    assert [e.name for e in list_saves(program.saves)] == ["autosave"]


def test_no_question_without_a_game_in_progress(app: App, program: Program) -> None:
    # given no autosave
    # when Play is pressed, then the game starts at once
    press_play(app)
    assert isinstance(app.top, TableScene)


def damage_the_autosave(folder: Path) -> bytes:
    folder.mkdir(parents=True, exist_ok=True)
    broken = b'{"format": 2, "setup": '            # cut short, as by a full disk
    (folder / AUTOSAVE).write_bytes(broken)
    return broken


def test_a_damaged_autosave_is_named_on_the_title_with_where_it_is(app: App, program: Program) -> None:
    # given an autosave that does not load
    damage_the_autosave(program.saves)
    # when the title is shown
    program.to_title()
    title = app.top
    # then it says what is wrong and where the file is, and offers no Continue
    assert isinstance(title, TitleScene) and title.continue_ is None
    assert "cannot be continued" in title.notice.text and display(program.saves / AUTOSAVE) in title.notice.text
    assert "left as it is" in title.notice.text
    app.step()                                   # and it is drawn without trouble
    assert title.notice.rect.bottom <= title.footer.rect.top


def test_a_damaged_autosave_is_never_replaced_by_a_new_game(app: App, program: Program) -> None:
    # given a damaged autosave
    broken = damage_the_autosave(program.saves)
    program.to_title()
    # when Play is pressed
    press_play(app)
    question = app.top
    # then the question names the damage and offers only to keep the file (or cancel)
    assert isinstance(question, ConfirmScene) and question.other is None
    assert "cannot be read" in question.question
    key(app, pygame.K_ESCAPE)
    assert (program.saves / AUTOSAVE).read_bytes() == broken
    # when the player keeps it and starts, the damaged file is kept byte for byte under its own name
    press_play(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene)
    kept = [p for p in program.saves.iterdir() if p.name.startswith("Damaged autosave of ")]
    assert len(kept) == 1 and kept[0].read_bytes() == broken
    damaged = [e for e in list_saves(program.saves) if e.path == kept[0]]
    assert damaged and damaged[0].problem is not None       # Load lists it as damaged


def test_continue_on_the_command_line_names_a_damaged_autosave(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    # given a damaged autosave in the user's saves folder
    folder = tmp_path / "saves"
    broken = damage_the_autosave(folder)
    monkeypatch.setattr("hoc_desktop.client.save_slots.saves_dir", lambda: folder)
    # when the window is asked to continue it
    status = main(["--continue"])
    # then one line says what is wrong and where, and the file is unchanged
    err = capsys.readouterr().err.strip()
    assert status == 2 and len(err.splitlines()) == 1
    assert "cannot be continued" in err and display(folder / AUTOSAVE) in err
    assert (folder / AUTOSAVE).read_bytes() == broken
    assert latest_game(folder) is None and autosave_entry(folder).problem is not None
