"""The Save as box: a typed name becomes `folder / "<name>.json"` and is saved on Enter; bad names
are refused with one line; an existing file is replaced only after asking; a failed save is shown
and the box stays; Esc cancels; screenshots at 1280x720 and 1920x1080 with text at 100% and 200%."""

from __future__ import annotations

from pathlib import Path
from typing import Sequence

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.save_slots import list_saves, write_save
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.scenes.load import LoadScene
from hoc_desktop.client.scenes.save_as import MAX_NAME, SaveAsScene, name_problem, save_path, suggested_name
from hoc_desktop.engine.hoc import GameSetup, new_game
from hoc_desktop.errors import SaveError
from tests.client.helpers_client import click, key, post

KINDS = ["human", "normal"]


class Recorder:
    """The `save` and `on_done` callbacks, recording their calls; `answer` is what save returns."""

    def __init__(self, answer: str | None = None) -> None:
        self.saved: list[Path] = []
        self.done = 0
        self.answer = answer

    def save(self, path: Path) -> str | None:
        self.saved.append(path)
        return self.answer

    def on_done(self, path: Path) -> None:
        assert path == self.saved[-1]
        self.done += 1


def open_box(app: App, folder: Path, recorder: Recorder, name: str | None = None) -> SaveAsScene:
    scene = SaveAsScene(app, folder, recorder.save, recorder.on_done, name=name)
    app.push(scene)
    app.step()
    return scene


def type_text(app: App, text: str) -> None:
    for ch in text:                                  # one TEXTINPUT per key, as SDL sends them
        post(pygame.TEXTINPUT, text=ch)
    app.step()


def clear(app: App) -> None:
    key(app, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)


def test_typing_a_name_and_enter_saves_to_that_file(app: App, tmp_path: Path) -> None:
    # given the box with its suggested name selected
    recorder = Recorder()
    scene = open_box(app, tmp_path, recorder)
    assert scene.text == "Game 1" and scene.selected_all
    # when a name is typed (replacing the suggestion), corrected with Backspace, and Enter pressed
    type_text(app, "Friday  duel x")
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)
    # then save got the file of that name, the box closed and on_done ran
    assert recorder.saved == [tmp_path / "Friday  duel.json"]
    assert recorder.done == 1 and app.top is not scene


def test_the_suggestion_alone_saves_and_the_save_button_works(app: App, tmp_path: Path) -> None:
    (tmp_path / "Game 1.json").write_text("{}")
    recorder = Recorder()
    scene = open_box(app, tmp_path, recorder)
    assert scene.text == "Game 2"
    click(app, scene.ok.rect.center)
    assert recorder.saved == [tmp_path / "Game 2.json"] and recorder.done == 1


@pytest.mark.parametrize("typed, says", [
    ("", "Type a name"),
    ("   ", "Type a name"),
    ("../secret", "cannot contain . /"),
    ("a:b", "cannot contain :"),
    ("autosave", "autosave"),
    ("AutoSave", "autosave"),
    ("con", "reserved"),
])
def test_bad_names_are_refused_with_one_line(app: App, tmp_path: Path, typed: str, says: str) -> None:
    recorder = Recorder()
    scene = open_box(app, tmp_path, recorder)
    clear(app)
    type_text(app, typed)
    key(app, pygame.K_RETURN)
    assert recorder.saved == [] and app.top is scene
    assert scene.message is not None and says in scene.message and "\n" not in scene.message
    assert list(tmp_path.iterdir()) == []
    # and fixing the name lets it save
    clear(app)
    type_text(app, "fine name_2-b")
    assert scene.message is None
    key(app, pygame.K_RETURN)
    assert recorder.saved == [tmp_path / "fine name_2-b.json"]


def test_a_bad_character_is_reported_while_typing(app: App, tmp_path: Path) -> None:
    scene = open_box(app, tmp_path, Recorder())
    type_text(app, "a/")
    assert scene.message and "/" in scene.message
    key(app, pygame.K_BACKSPACE)
    assert scene.message is None and scene.text == "a"


def test_a_name_stops_at_the_longest_allowed(app: App, tmp_path: Path) -> None:
    recorder = Recorder()
    scene = open_box(app, tmp_path, recorder)
    type_text(app, "x" * (MAX_NAME + 5))
    assert scene.text == "x" * MAX_NAME and scene.message and str(MAX_NAME) in scene.message
    key(app, pygame.K_RETURN)
    assert recorder.saved == [tmp_path / f"{'x' * MAX_NAME}.json"]


def test_names_in_other_scripts_are_letters() -> None:
    assert name_problem("王女の対局 2") is None
    assert save_path(Path("f"), "  Duel ") == Path("f") / "Duel.json"
    with pytest.raises(ValueError):
        save_path(Path("f"), "a\\b")


def test_an_existing_save_is_replaced_only_after_asking(app: App, tmp_path: Path) -> None:
    (tmp_path / "duel.json").write_text("{}")
    recorder = Recorder()
    scene = open_box(app, tmp_path, recorder, name="")
    type_text(app, "duel")
    # when Enter is pressed, the box asks; Keep goes back to the box with the name kept
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, ConfirmScene) and "duel" in app.top.question
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and recorder.saved == [] and scene.text == "duel"
    # when asked again and Replace is chosen, the save is written
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    assert recorder.saved == [tmp_path / "duel.json"] and recorder.done == 1 and app.top is not scene


def test_escape_cancels_without_saving(app: App, tmp_path: Path) -> None:
    recorder = Recorder()
    below = LoadScene(app, tmp_path, lambda p: None, lambda: None)
    app.push(below)
    open_box(app, tmp_path, recorder)
    key(app, pygame.K_ESCAPE)
    assert app.top is below and recorder.saved == [] and recorder.done == 0
    scene2 = open_box(app, tmp_path, recorder)
    click(app, scene2.cancel.rect.center)
    assert app.top is below and recorder.saved == [] and recorder.done == 0


def played_game(kinds: Sequence[str], turns: int):
    setup = make_setup(list(kinds), "Primer", 4)
    game = new_game(GameSetup.from_dict(setup))
    while game.state.turn.number < turns:
        prompt = game.prompt()
        answer = prompt.options[-1] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
        game.submit(prompt.seat, answer)
    return game, setup


def real_save(game, setup):
    """What the table passes: write the game, or the one-line reason it could not be written."""
    def save(path: Path) -> str | None:
        try:
            write_save(game, setup, KINDS, path)
        except SaveError as exc:
            return str(exc)
        return None
    return save


def test_a_real_save_is_listed_by_the_load_scene(app: App, tmp_path: Path) -> None:
    game, setup = played_game(KINDS, 3)
    done: list[int] = []
    app.push(SaveAsScene(app, tmp_path, real_save(game, setup), lambda path: done.append(1), name=""))
    app.step()
    type_text(app, "Lunch break")
    key(app, pygame.K_RETURN)
    assert done == [1]
    [entry] = list_saves(tmp_path)
    assert entry.name == "Lunch break" and entry.turn == 3 and entry.kinds == ("human", "normal")


def test_a_file_that_is_not_a_save_is_not_replaced_and_the_reason_shows(app: App, tmp_path: Path) -> None:
    # given a file of the chosen name that is not one of our saves
    notes = tmp_path / "notes.json"
    notes.write_bytes(b'{"shopping": ["milk"]}')
    game, setup = played_game(KINDS, 2)
    done: list[int] = []
    scene = SaveAsScene(app, tmp_path, real_save(game, setup), lambda path: done.append(1), name="")
    app.push(scene)
    type_text(app, "notes")
    # when the player confirms replacing it
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)
    # then the save refuses, the box stays with the reason, and the file is untouched
    assert app.top is scene and done == []
    assert scene.message and "not a Heart of Crown save" in scene.message
    assert notes.read_bytes() == b'{"shopping": ["milk"]}'


def test_suggested_names_skip_taken_ones(tmp_path: Path) -> None:
    for n in (1, 2, 4):
        (tmp_path / f"Game {n}.json").write_text("{}")
    assert suggested_name(tmp_path) == "Game 3"


def no_overlap(scene: SaveAsScene, size: tuple[int, int]) -> None:
    window = pygame.Rect((0, 0), size)
    theme = scene.theme
    assert window.contains(scene.box)
    for rect in (scene.field, scene._message_box, scene.cancel.rect, scene.ok.rect):
        assert scene.box.contains(rect)
    head_bottom = scene.box.y + theme.pad + theme.line_height("large")
    assert head_bottom <= scene.field.top
    assert scene.field.bottom <= scene._message_box.top <= scene._message_box.bottom <= scene.ok.rect.top
    assert not scene.cancel.rect.colliderect(scene.ok.rect)
    message = scene.message or "x"
    assert theme.text(message, "tiny", wraplength=scene._message_box.width).get_height() <= scene._message_box.height


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 2.0], ids=lambda s: f"text{round(s * 100)}")
def test_screenshots_and_nothing_overlaps(app: App, tmp_path: Path, screenshot_dir: Path,
                                          size: tuple[int, int], scale: float) -> None:
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    game, setup = played_game(KINDS, 2)
    write_save(game, setup, KINDS, tmp_path / "Earlier game.json")
    app.push(LoadScene(app, tmp_path, lambda p: None, lambda: None))
    scene = open_box(app, tmp_path, Recorder())
    no_overlap(scene, size)
    tag = f"{size[0]}x{size[1]}_text{round(scale * 100)}"
    app.screenshot(str(screenshot_dir / f"save_as_{tag}.png"))
    # and a long name with a refused character, then a long failure message
    type_text(app, "A long evening game against two hard AIs:")
    no_overlap(scene, size)
    app.screenshot(str(screenshot_dir / f"save_as_refused_{tag}.png"))
    scene._show("/home/player/.local/share/hoc-desktop/saves/A long evening game.json: cannot write save: "
                "the file exists and is not a Heart of Crown save (it is left alone; choose another name)")
    no_overlap(scene, size)
    path = screenshot_dir / f"save_as_failed_{tag}.png"
    app.screenshot(str(path))
    assert pygame.image.load(str(path)).get_size() == size
