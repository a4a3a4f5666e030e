"""A game in progress is never lost without a word: every way into a new game (Play, New game's
Start, the tour, their keys) asks first while one is in progress, keeps it as a named save by
default, and a damaged autosave is named on the title, never replaced, left as it is."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

import pygame
import pytest

from hoc_desktop.cli.main import main
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.main import Program, run_client
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.save_slots import AUTOSAVE, autosave_entry, latest_game, list_saves, write_save
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.client.ui.widgets.base import walk
from hoc_desktop.saves import read_save
from hoc_desktop.safe_io import display
from tests.client.helpers_client import click, key

HOT_SEAT = ["human", "human"]


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    made = Program(app, saves=tmp_path / "saves", settings=Settings(guides_seen=("heart-of-crown",), speed="instant"),
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


# ---- every way into a game, found by walking the scenes

WALK_DEPTH = 3
WALK_KEYS = (*range(pygame.K_a, pygame.K_z + 1), *range(pygame.K_0, pygame.K_9 + 1), pygame.K_RETURN,
             pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_DELETE, pygame.K_BACKSPACE, pygame.K_UP, pygame.K_DOWN,
             pygame.K_LEFT, pygame.K_RIGHT, *range(pygame.K_F1, pygame.K_F10 + 1))   # F11 only resizes
THE_QUESTION = "Start a new game?"
Step = tuple[str, object]             # ("button", (label, index among equal labels)) or ("key", key code)
Path_ = tuple[Step, ...]


class Walk:
    """Every button and key of every scene reachable from a root (the title), up to WALK_DEPTH
    scene changes. A step that changes the stack of scenes is
    judged, then undone: the scenes it pushed are popped (Cancel, Back), or, when it changed the
    scenes below or the saves folder, everything starts again from the root. A step that changes
    neither goes on from where it is. A path ends at the question, at a new game (lost: the
    failure), or at scenes already seen."""

    def __init__(self, app: App, program: Program) -> None:
        self.app, self.program = app, program
        self.folder = program.saves
        self.files = self.saves_now()
        self.in_progress = read_save(self.folder / AUTOSAVE).setup.to_dict()
        self.settings = program.settings
        self.asked: list[Path_] = []          # the paths that reached the question
        self.lost: list[Path_] = []           # the paths that put another game in its place without it
        self.seen: set[tuple[object, ...]] = set()

    def saves_now(self) -> dict[str, tuple[bytes, float]]:
        return {p.name: (p.read_bytes(), p.stat().st_mtime) for p in sorted(self.folder.iterdir())}

    def restore(self, root: Callable[[], None], path: Path_) -> None:
        """The saves folder and settings as they were, the root scene, then `path` replayed."""
        if self.saves_now() != self.files:
            for name in os.listdir(self.folder):
                os.unlink(self.folder / name)
            for name, (data, mtime) in self.files.items():
                (self.folder / name).write_bytes(data)
                os.utime(self.folder / name, (mtime, mtime))
        self.keep_settings()
        root()
        self.app.step()
        for step in path:
            self.take(step)

    def keep_settings(self) -> None:
        if self.program.settings != self.settings:
            self.program.change_settings(self.settings)

    def buttons(self) -> list[Step]:
        found = [w for w in walk(self.app.top.widgets) if isinstance(w, Button) and w.visible and w.enabled]
        labels = [b.text for b in found]
        return [("button", (label, labels[:i].count(label))) for i, label in enumerate(labels)]

    def take(self, step: Step) -> None:
        kind, what = step
        if kind == "key":
            key(self.app, what)
            return
        label, index = what
        same = [w for w in walk(self.app.top.widgets) if isinstance(w, Button) and w.text == label]
        if index < len(same):
            same[index].activate()
            self.app.step()

    def stack(self) -> list[int]:
        return [id(scene) for scene in self.app.scenes]

    def judge(self, path: Path_) -> bool:
        """Record what `path` led to; whether to walk on from there."""
        autosave = self.folder / AUTOSAVE
        replaced = autosave.exists() and autosave.read_bytes() != self.files[AUTOSAVE][0] and \
            read_save(autosave).setup.to_dict() != self.in_progress
        tables = [s.session.setup for s in self.app.scenes if isinstance(s, (TableScene, CrownRivalsTable))]
        if replaced or any(setup != self.in_progress for setup in tables):
            self.lost.append(path)
            return False
        top = self.app.top
        if isinstance(top, ConfirmScene) and top.question == THE_QUESTION:
            self.asked.append(path)
            return False
        if top is None:
            return False
        names = [type(s).__name__ + getattr(s, "question", "") for s in self.app.scenes]
        signature = (names[-1], frozenset(names[:-1]))     # the top scene, and which are below it
        if signature in self.seen:
            return False
        self.seen.add(signature)
        return True

    def run(self, root: Callable[[], None]) -> None:
        self.restore(root, ())
        frontier: list[Path_] = [()] if self.judge(()) else []
        for _ in range(WALK_DEPTH):
            following: list[Path_] = []
            for path in frontier:
                self.restore(root, path)
                saves = self.saves_now()              # as this path leaves them (Continue writes the autosave)
                for step in [*self.buttons(), *(("key", k) for k in WALK_KEYS)]:
                    before = self.stack()
                    self.take(step)
                    self.keep_settings()
                    now = self.stack()
                    if now == before and self.saves_now() == saves:
                        continue                       # nothing changed that matters: go on from here
                    if self.judge((*path, step)):
                        following.append((*path, step))
                    if now[:len(before)] == before and self.saves_now() == saves:
                        while len(self.app.scenes) > len(before):
                            self.app.pop()
                    else:
                        self.restore(root, path)
                        saves = self.saves_now()
            frontier = following


def test_no_way_from_the_title_or_the_table_replaces_the_game_in_progress_without_asking(
        app: App, program: Program) -> None:
    # given a game in progress and another saved game, newer (Load's first row)
    leave_a_game(app, program, seed=4)
    other = program.saves / "Other.json"
    setup = make_setup(HOT_SEAT, "First Time Playing", 5)
    write_save(GameSession(setup, HOT_SEAT, worker=None).game, setup, HOT_SEAT, other)
    later = (program.saves / AUTOSAVE).stat().st_mtime + 60
    os.utime(other, (later, later))
    walker = Walk(app, program)
    # when every button and key of every scene reachable from the title is tried (the table too,
    # through Continue: its menu, the scenes the menu opens, Leave)
    walker.run(program.to_title)
    # then none put another game in its place without the question
    assert walker.lost == []
    # and the walk did reach the table's menu and find the ways into a game (Load's included)
    assert ("MenuScene", frozenset({"TableScene"})) in walker.seen
    first_steps = {path[0][1][0] for path in walker.asked if path[0][0] == "button"}
    assert {"Play", "New game", "Crown Rivals", "Tour", "Load"} <= first_steps, first_steps


def test_load_asks_before_another_save_takes_the_place_of_the_game_in_progress(app: App, program: Program) -> None:
    # given a game in progress and another saved game
    before = leave_a_game(app, program, seed=4)
    setup = make_setup(HOT_SEAT, "First Time Playing", 5)
    other = program.saves / "Other.json"
    write_save(GameSession(setup, HOT_SEAT, worker=None).game, setup, HOT_SEAT, other)
    # when the other save is loaded from Load
    assert program._load(other) is None
    # then the question comes first, and nothing has changed yet
    assert isinstance(app.top, ConfirmScene) and app.top.question == "Start a new game?"
    assert (program.saves / AUTOSAVE).read_bytes() == before
    # when the player keeps the game in progress, the loaded one is at the table and the old one is a named save
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.session.setup["seed"] == 5
    kept = [e for e in list_saves(program.saves) if e.name.startswith("Game of ")]
    assert len(kept) == 1 and kept[0].path.read_bytes() == before


def test_loading_the_autosave_itself_resumes_it_without_a_question(app: App, program: Program) -> None:
    # given a game in progress
    leave_a_game(app, program, seed=4)
    # when Load's "Autosave" row is loaded
    assert program._load(program.saves / AUTOSAVE) is None
    # then it is at the table at once: it is the game in progress
    assert isinstance(app.top, TableScene) and app.top.session.setup["seed"] == 4


def test_opening_the_window_on_another_save_asks_before_it_takes_the_autosave(tmp_path: Path) -> None:
    # given a game in progress (autosaved) and another saved game
    folder = tmp_path / "saves"
    kinds = ["human", "normal"]
    first = make_setup(kinds, "First Time Playing", 4)
    folder.mkdir()
    write_save(GameSession(first, kinds, worker=None).game, first, kinds, folder / AUTOSAVE)
    before = (folder / AUTOSAVE).read_bytes()
    second = make_setup(kinds, "First Time Playing", 5)
    write_save(GameSession(second, kinds, worker=None).game, second, kinds, folder / "Other.json")
    seen: list[object] = []

    def program(app: App) -> Program:
        return Program(app, saves=folder, settings=Settings(guides_seen=("heart-of-crown",)))

    def first_frame(app: App, out: object) -> None:
        seen.append(app.top)               # what the window shows first, then it closes

    # when the window opens straight into the other save (as `--continue` of a file would)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("hoc_desktop.client.main.report_first_frame", first_frame)
        patch.setenv("HOC_FIRST_FRAME", "1")
        assert run_client(program, resume=folder / "Other.json") == 0
    # then it asked first, and the game in progress was left as it was
    question = seen[-1]
    assert isinstance(question, ConfirmScene) and question.question == "Start a new game?"
    assert (folder / AUTOSAVE).read_bytes() == before
