"""The Load scene: saves listed newest first with date, seats, market and turn; a damaged save
listed with its reason, never loadable and never touched; choosing by keys and clicks; loading,
deleting with a confirmation, scrolling; screenshots at 1280x720 and 1920x1080 with text at 100%
and 200% (in the `screenshot_dir` fixture)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Sequence

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.save_slots import AUTOSAVE, SaveEntry, write_save
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.drawing import fit_text
from hoc_desktop.client.scenes.load import EMPTY, LoadScene, save_details, save_title
from hoc_desktop.engine.hoc import GameSetup, new_game
from tests.client.helpers_client import click, key, post

GARBAGE = b"\x00\x17not a save at all {{{"


def make_save(path: Path, kinds: Sequence[str], market: str, turns: int, modified: float, seed: int = 4) -> Path:
    """A window save of a game played (first option every time) to turn `turns`, dated `modified`."""
    setup = make_setup(list(kinds), market, seed)
    game = new_game(GameSetup.from_dict(setup))
    while game.state.turn.number < turns:
        prompt = game.prompt()
        answer = prompt.options[-1] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
        game.submit(prompt.seat, answer)
    write_save(game, setup, list(kinds), path)
    os.utime(path, (modified, modified))
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Three good saves (one the autosave) and a damaged file, the damaged one the newest."""
    make_save(tmp_path / "Evening game.json", ["human", "normal", "hard"], "Primer", 3, 1_700_000_300)
    make_save(tmp_path / "duel.json", ["human", "easy"], "First Time Playing", 2, 1_700_000_200)
    make_save(tmp_path / AUTOSAVE, ["human", "hard"], "Random", 4, 1_700_000_100)
    broken = tmp_path / "broken.json"
    broken.write_bytes(GARBAGE)
    os.utime(broken, (1_700_000_400, 1_700_000_400))
    return tmp_path


def open_scene(app: App, folder: Path, answer: str | None = None) -> tuple[LoadScene, list[Path], list[str]]:
    loads: list[Path] = []
    backs: list[str] = []

    def on_load(path: Path) -> str | None:
        loads.append(path)
        return answer

    scene = LoadScene(app, folder, on_load, lambda: backs.append("back"))
    app.push(scene)
    app.step()
    return scene, loads, backs


def row_center(scene: LoadScene, index: int) -> tuple[int, int]:
    return scene.list.row_rect(index).center


def test_saves_are_listed_newest_first_with_date_seats_market_and_turn(app: App, folder: Path) -> None:
    # given a folder of three saves and a damaged file
    before = (folder / "broken.json").read_bytes()
    # when the Load scene opens
    scene, _, _ = open_scene(app, folder)
    # then every save is a row, newest first, the autosave named as such
    assert [save_title(e) for e in scene.entries] == ["broken", "Evening game", "duel", "Autosave"]
    rows = [save_details(e) for e in scene.entries]
    assert rows[1] == "You, Normal AI, Hard AI – Primer – Turn 3"
    assert rows[2] == "You, Easy AI – First Time Playing – Turn 2"
    assert rows[3] == "You, Hard AI – Random market – Turn 4"
    # and the damaged file is a row with its one-line reason, selected first but not loadable
    damaged = scene.entries[0]
    assert damaged.problem and "broken.json" in damaged.problem and "\n" not in damaged.problem
    assert rows[0] == "broken.json:1: corrupt or truncated save (Expecting value)"
    assert damaged.problem.endswith(rows[0])
    assert scene.list.selected == 0 and not scene.load.enabled and scene.delete.enabled
    assert rows[0] in scene.note.text and scene.note.color == app.theme.palette.warn
    assert (folder / "broken.json").read_bytes() == before


def test_a_damaged_save_cannot_be_loaded_and_is_left_alone(app: App, folder: Path) -> None:
    # given the scene with the damaged row
    broken = folder / "broken.json"
    before, stamp = broken.read_bytes(), broken.stat().st_mtime
    scene, loads, _ = open_scene(app, folder)
    # when it is clicked, double-clicked, and Enter and Load are tried
    click(app, row_center(scene, 0))
    click(app, row_center(scene, 0))
    key(app, pygame.K_RETURN)
    click(app, scene.load.rect.center)
    scene.load_selected()
    # then nothing is loaded, the reason shows, and the file is exactly as it was
    assert loads == []
    assert save_details(scene.entries[0]) in scene.note.text
    assert broken.read_bytes() == before and broken.stat().st_mtime == stamp
    scene.refresh()
    assert broken.read_bytes() == before


def test_rows_are_chosen_with_keys_and_clicks(app: App, folder: Path) -> None:
    scene, loads, _ = open_scene(app, folder)
    # when Down is pressed twice, then Up once
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert scene.list.selected == 2 and scene.load.enabled
    key(app, pygame.K_UP)
    assert scene.list.selected == 1 and scene.note.color == app.theme.palette.text_dim
    # and Down past the end stays on the last row; Home goes back to the first
    for _ in range(6):
        key(app, pygame.K_DOWN)
    assert scene.list.selected == 3
    key(app, pygame.K_HOME)
    assert scene.list.selected == 0
    # when a row is clicked it is chosen, and nothing is loaded yet
    click(app, row_center(scene, 2))
    assert scene.list.selected == 2 and loads == []


def test_enter_double_click_and_the_load_button_load_the_chosen_save(app: App, folder: Path) -> None:
    scene, loads, _ = open_scene(app, folder)
    # Enter on the second row
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert loads == [folder / "Evening game.json"]
    # a double-click on the third
    click(app, row_center(scene, 2))
    click(app, row_center(scene, 2))
    assert loads[-1] == folder / "duel.json"
    # the Load button on the fourth
    click(app, row_center(scene, 3))
    click(app, scene.load.rect.center)
    assert loads[-1] == folder / AUTOSAVE and len(loads) == 3


def test_a_failed_load_is_shown(app: App, folder: Path) -> None:
    scene, loads, _ = open_scene(app, folder, answer="duel.json: cannot read save: it vanished")
    click(app, row_center(scene, 2))
    key(app, pygame.K_RETURN)
    assert loads == [folder / "duel.json"]
    assert scene.note.text.startswith("duel.json: cannot read") and scene.note.color == app.theme.palette.warn
    key(app, pygame.K_UP)
    assert not scene.note.text.startswith("duel.json")


def test_delete_asks_first_and_keep_keeps_the_file(app: App, folder: Path) -> None:
    scene, _, _ = open_scene(app, folder)
    key(app, pygame.K_DOWN)                        # "Evening game"
    # when Delete is pressed, a confirmation opens; Esc keeps the file
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, ConfirmScene) and "Evening game" in app.top.question
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and (folder / "Evening game.json").exists() and len(scene.entries) == 4
    # when the Delete button is clicked and the deletion confirmed
    click(app, scene.delete.rect.center)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_RETURN)
    # then the file is gone, the list is read again, and the next save is chosen in its place
    assert app.top is scene and not (folder / "Evening game.json").exists()
    assert [save_title(e) for e in scene.entries] == ["broken", "duel", "Autosave"]
    assert scene.list.selected == 1


def test_a_damaged_file_can_be_deleted_after_confirmation(app: App, folder: Path) -> None:
    scene, _, _ = open_scene(app, folder)
    key(app, pygame.K_DELETE)
    assert isinstance(app.top, ConfirmScene) and "damaged file" in app.top.question
    key(app, pygame.K_RETURN)
    assert not (folder / "broken.json").exists() and scene.list.selected == 0 and scene.load.enabled


def test_an_empty_folder_says_so(app: App, tmp_path: Path) -> None:
    scene, loads, backs = open_scene(app, tmp_path / "not-yet-made")
    assert scene.entries == [] and scene.list.selected is None
    assert not scene.load.enabled and not scene.delete.enabled
    key(app, pygame.K_RETURN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DELETE)
    assert loads == [] and app.top is scene
    key(app, pygame.K_ESCAPE)
    assert backs == ["back"]
    assert EMPTY == "No saved games yet"            # drawn in the middle of the list


def test_many_saves_scroll(app: App, folder: Path) -> None:
    # given twenty copies of a save
    for i in range(20):
        copy = folder / f"copy {i:02}.json"
        shutil.copy(folder / "duel.json", copy)
        os.utime(copy, (1_600_000_000 + i, 1_600_000_000 + i))
    scene, loads, _ = open_scene(app, folder)
    assert len(scene.entries) == 24 and scene.list.max_scroll > 0
    # when Page Down is pressed, the choice moves by a page and stays in view
    page = scene.list.rows_in_view()
    key(app, pygame.K_PAGEDOWN)
    assert scene.list.selected == page and scene.list.scroll > 0
    assert scene.list.content.contains(scene.list.row_rect(page))
    # End shows the last row; the wheel scrolls back towards the top
    key(app, pygame.K_END)
    assert scene.list.selected == 23 and scene.list.scroll == scene.list.max_scroll
    post(pygame.MOUSEMOTION, pos=scene.list.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.step()
    assert 0 < scene.list.scroll < scene.list.max_scroll
    # and a click on a row in view after scrolling chooses that row
    index = scene.list.visible_rows()[1]
    click(app, row_center(scene, index))
    assert scene.list.selected == index
    key(app, pygame.K_RETURN)
    assert loads == [scene.entries[index].path]


def test_details_of_a_finished_game_and_long_text() -> None:
    entry = SaveEntry(Path("x/final.json"), 0.0, ("You", "Hard"), ("human", "hard"), "Primer", 17, True)
    assert save_details(entry) == "You, Hard AI – Primer – Turn 17, finished"
    pygame.font.init()
    from hoc_desktop.client.ui import fonts
    font = fonts.font(18)
    fitted = fit_text("a very long reason " * 20, font, 200)
    assert fitted.endswith("…") and font.size(fitted)[0] <= 200


def no_overlap(scene: LoadScene, size: tuple[int, int]) -> None:
    """Everything inside the window; the list above the note, the note above the buttons; the
    buttons apart; each row's name and date side by side within the row."""
    window = pygame.Rect((0, 0), size)
    for widget in (scene.list, scene.back, scene.delete, scene.load):
        assert window.contains(widget.rect)
    assert scene.list.rect.bottom <= scene.note.rect.top and scene.note.rect.bottom <= scene.back.rect.top
    assert scene.back.rect.right < scene.delete.rect.left and scene.delete.rect.right < scene.load.rect.left
    if scene.heading.visible:
        assert scene.heading.rect.bottom <= scene.list.rect.top
    assert scene.list.rows_in_view() >= 2
    theme = scene.theme
    note = theme.text(scene.note.text, scene.note.role, wraplength=scene.note.rect.width)
    assert note.get_height() <= scene.note.rect.height or scene.note.role == "tiny"
    for button in (scene.back, scene.delete, scene.load):
        assert theme.font("large", True).size(button.text)[0] < button.rect.width - 2 * theme.px(40)
    row = scene.list.row_rect(0)
    assert scene.list.content.contains(row)
    assert theme.line_height("large") + theme.line_height("body") <= row.height


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 2.0], ids=lambda s: f"text{round(s * 100)}")
def test_screenshots_and_nothing_overlaps(app: App, folder: Path, screenshot_dir: Path,
                                          size: tuple[int, int], scale: float) -> None:
    # given many saves, one of them damaged, and a long name
    for i in range(6):
        copy = folder / f"Saturday league round {i + 1} with a rather long name.json"
        shutil.copy(folder / "Evening game.json", copy)
        os.utime(copy, (1_600_000_000 + i, 1_600_000_000 + i))
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    scene, _, _ = open_scene(app, folder)
    key(app, pygame.K_DOWN)
    post(pygame.MOUSEMOTION, pos=row_center(scene, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    no_overlap(scene, size)
    path = screenshot_dir / f"load_{size[0]}x{size[1]}_text{round(scale * 100)}.png"
    app.screenshot(str(path))
    # and with the damaged row chosen
    key(app, pygame.K_UP)
    no_overlap(scene, size)
    app.screenshot(str(screenshot_dir / f"load_damaged_{size[0]}x{size[1]}_text{round(scale * 100)}.png"))
    assert pygame.image.load(str(path)).get_size() == size


@pytest.mark.parametrize("scale", [1.0, 2.0], ids=lambda s: f"text{round(s * 100)}")
def test_screenshot_of_an_empty_folder(app: App, tmp_path: Path, screenshot_dir: Path, scale: float) -> None:
    app.set_appearance(text_scale=scale)
    scene, _, _ = open_scene(app, tmp_path)
    no_overlap(scene, app.size)
    app.screenshot(str(screenshot_dir / f"load_empty_1280x720_text{round(scale * 100)}.png"))


def test_a_save_whose_card_data_changed_is_listed_with_a_note(tmp_path: Path) -> None:
    # given a window save whose card digest differs from today's card data (a card was edited since)
    import json
    from hoc_desktop.client.save_slots import read_entry
    from hoc_desktop.saves.savefile import log_digest
    path = make_save(tmp_path / "old.json", ["human", "normal"], "First Time Playing", 3, 1_700_000_000.0)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["card_digest"] = "0" * 64
    setup = GameSetup.from_dict(data["setup"])
    data["log_digest"] = log_digest(setup, [(s, tuple(c) if isinstance(c, list) else c) for s, c in data["commands"]],
                                    data["card_digest"])
    path.write_text(json.dumps(data), encoding="utf-8")
    # when the Load list describes it, then it loads and says the cards changed
    entry = read_entry(path)
    assert entry.problem is None and entry.cards_changed
    assert save_details(entry).endswith("card data changed since it was saved")
