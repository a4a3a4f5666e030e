"""Autosave, Continue and the saves folder: a game survives a closed window and a killed process,
and the window's saves are the engine's saves (the command line reads them, and the other way)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from hoc_desktop.cli.main import main
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.crown_rivals.setup import crown_rivals_setup
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import (AUTOSAVE, latest_game, lately, list_saves, seat_kinds,
                                           write_save)
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.engine.hoc import GameSetup, new_game
from hoc_desktop.saves import read_save, save_game

KILLED_GAME = """
import os, sys, time
os.environ["SDL_VIDEODRIVER"] = "dummy"
from pathlib import Path
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.main import Program
from hoc_desktop.client.settings import Settings
if __name__ == "__main__":
    app = App((1280, 720)); app.fps = app.idle_fps = 10000
    program = Program(app, saves=Path(sys.argv[1]), settings=Settings(speed="instant"), stand_ins={0: "normal"})
    program.start_game(make_setup(["human", "easy"], "First Time Playing", 5), ["human", "easy"])
    table = app.top
    while table.session.game.state.turn.number < 6:
        app.step()
    print("turn", table.session.game.state.turn.number, flush=True)
    while True:
        time.sleep(1)
"""


def test_autosave_at_each_turn_start_then_continue_from_the_title(app: App, tmp_path: Path) -> None:
    # given a game that has run a few turns with autosave
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"), stand_ins={0: "normal"})
    program.start_game(make_setup(["human", "easy"], "First Time Playing", 3), ["human", "easy"])
    table = app.top
    assert isinstance(table, TableScene)
    while table.session.game.state.turn.number < 5:
        app.step()
    saved = read_save(tmp_path / AUTOSAVE)
    assert saved.seats == ("human", "easy")
    assert saved.game.state.turn.number == table.session.game.state.turn.number
    # when the player leaves the table and chooses Continue
    table.on_leave()
    title = app.top
    assert isinstance(title, TitleScene) and title.continue_ is not None
    commands = list(table.session.game.commands)
    title.continue_.activate()
    # then the same game is on the table, exactly where it was left
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert resumed.session.game.commands == commands
    assert resumed.session.kinds == ["human", "easy"]
    assert resumed.table.view() == resumed.session.game.view(0)


def test_a_killed_process_loses_at_most_the_current_turn(tmp_path: Path) -> None:
    # given a window process that autosaved and is then killed outright
    child = subprocess.Popen([sys.executable, "-c", KILLED_GAME, str(tmp_path)], stdout=subprocess.PIPE, text=True,
                             env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    try:
        line = child.stdout.readline() if child.stdout else ""
        assert line.startswith("turn ")
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    # when the program starts again
    entry = latest_game(tmp_path)
    # then Continue offers the game, from the start of the turn the process died in
    assert entry is not None and entry.turn == int(line.split()[1])
    app = App((1280, 720))
    try:
        program = Program(app, saves=tmp_path)
        app.push(program.title())
        program.continue_game()
        table = app.top
        assert isinstance(table, TableScene) and table.session.game.state.turn.number == entry.turn
    finally:
        app.close()


def test_the_end_of_a_game_removes_the_autosave(app: App, tmp_path: Path) -> None:
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"), stand_ins={0: "normal"})
    program.start_game(make_setup(["human", "normal"], "First Time Playing", 8), ["human", "normal"])
    table = app.top
    assert isinstance(table, TableScene)
    deadline = time.monotonic() + 120
    while not table.session.over:
        app.step()
        assert time.monotonic() < deadline
    assert latest_game(tmp_path) is None and not (tmp_path / AUTOSAVE).exists()


def test_a_window_save_is_an_engine_save_and_the_other_way(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # given a save written by the window and one written by the command line
    setup = make_setup(["human", "hard"], "Primer", 4)
    game = new_game(GameSetup.from_dict(setup))
    while game.state.turn.number < 3:
        prompt = game.prompt()
        game.submit(prompt.seat, prompt.options[-1] if prompt.offers_commands
                    else ("pick", tuple(prompt.options[:prompt.min])))
    window_save = tmp_path / "window.json"
    write_save(game, setup, ["human", "hard"], window_save)
    assert main(["play", "--seats", "money,money", "--seed", "2", "--save", str(tmp_path / "cli.json")]) == 0
    capsys.readouterr()
    # then the command line reads the window's save
    assert main(["play", "--load", str(window_save)]) == 0
    assert main(["events", str(window_save), "--seat", "1"]) == 0
    assert capsys.readouterr().out
    # and the window lists both, with seats, market and turn
    entries = {e.name: e for e in list_saves(tmp_path)}
    assert entries["window"].kinds == ("human", "hard") and entries["window"].market == "Primer"
    assert entries["window"].turn == 3
    assert entries["cli"].problem is None and entries["cli"].kinds == ("human", "normal")


def test_a_damaged_save_is_listed_with_its_reason_and_left_alone(tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "hoc-desktop-save", "format_version": 2, "setup": 7}')
    before = broken.read_bytes()
    [entry] = list_saves(tmp_path)
    assert entry.problem and "broken.json" in entry.problem and "\n" not in entry.problem
    assert broken.read_bytes() == before


def test_a_save_cannot_choose_a_policy_file(tmp_path: Path) -> None:
    # given a save whose seats name something the window does not know
    setup = make_setup(["human", "normal"], "Primer", 4)
    game = new_game(GameSetup.from_dict(setup))
    path = tmp_path / "odd.json"
    save_game(game, GameSetup.from_dict(setup), path, seats=["human", "random"])
    # then the window resumes it with its default seats, and a path is refused by the shape check
    assert seat_kinds(read_save(path).seats, 2, "heart-of-crown") == ["human", "normal"]
    data = json.loads(path.read_text())
    data["seats"] = ["human", "bots/evil.py:Bot"]
    path.write_text(json.dumps(data))
    [entry] = list_saves(tmp_path)
    assert entry.problem and "seats" in entry.problem


def test_continue_on_the_command_line_without_a_game_is_one_line(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("hoc_desktop.client.save_slots.saves_dir", lambda: tmp_path)
    assert main(["--continue"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no game in progress" in err


def test_the_ai_reasons_come_back_with_continue(app: App, tmp_path: Path) -> None:
    # given a game some turns in whose AI decisions have reasons that explain
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"), stand_ins={0: "normal"})
    program.start_game(make_setup(["human", "normal"], "First Time Playing", 3), ["human", "normal"])
    table = app.top
    assert isinstance(table, TableScene)
    while table.session.game.state.turn.number < 3:
        app.step()
    ai = [k for k, (seat, _) in enumerate(table.session.game.commands) if seat == 1]
    table.session.reasons.update({k: f"acts: why {k}" for k in ai})
    # when the player leaves the table (it is saved) and chooses Continue
    table.on_leave()
    title = app.top
    assert isinstance(title, TitleScene) and title.continue_ is not None
    title.continue_.activate()
    # then the reasons are back, and the log tells each under its action again
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert all(resumed.session.reasons[k] == f"acts: why {k}" for k in ai)
    told = [line.text for line in resumed.log.lines]
    assert all(f"   » why {k}" in told for k in ai)


def local(year: int, month: int, day: int, hour: int, minute: int) -> float:
    return time.mktime((year, month, day, hour, minute, 0, 0, 0, -1))


@pytest.mark.parametrize("stamp, now, said", [
    (local(2026, 11, 28, 14, 2), local(2026, 11, 28, 14, 30), "today 14:02"),
    (local(2026, 11, 27, 9, 15), local(2026, 11, 28, 14, 30), "yesterday 09:15"),
    (local(2026, 11, 30, 22, 0), local(2026, 12, 1, 8, 0), "yesterday 22:00"),
    (local(2026, 11, 23, 14, 5), local(2026, 11, 28, 14, 30), "2026-11-23 14:05")])
def test_when_a_game_was_played_is_said_as_a_player_says_it(stamp: float, now: float, said: str) -> None:
    # given when a save was written and the time now, when it is said, then it reads as a player says it
    assert lately(stamp, now) == said


@pytest.mark.parametrize("game", ["Heart of Crown", "Crown Rivals"])
def test_continue_on_the_title_says_which_game_from_which_turn_and_when(app: App, tmp_path: Path, game: str) -> None:
    # given a game in progress of either game, autosaved at its deal
    kinds = ["human", "human"]
    setup = make_setup(kinds, "First Time Playing", 3) if game == "Heart of Crown" else crown_rivals_setup(kinds, 3)
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    program.start_game(setup, kinds)
    # when the title is shown
    program.to_title()
    # then Continue names the game, its turn and when it was last saved
    stamp = time.strftime("%H:%M", time.localtime((tmp_path / AUTOSAVE).stat().st_mtime))
    assert app.top.continue_.text == f"Continue: {game}, turn 1, today {stamp}"
