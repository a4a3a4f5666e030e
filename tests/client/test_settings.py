"""Settings files: saved atomically, read back the same, and never a crash or a traceback when the
file is corrupt, of the wrong shape, out of range, a folder, a pipe, huge or not UTF-8 — the
defaults (for the whole file or just the bad value) and one line naming the file instead."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.settings import (DEFAULTS, FILE_NAME, Settings, apply_to_app, load_settings, old_tour_settings,
                                         save_settings, settings_path)


def one_line(message: str | None, path: Path) -> str:
    assert message is not None and "\n" not in message and len(message) <= 300
    assert str(path) in message
    return message


def write(path: Path, text: str | bytes) -> bytes:
    data = text.encode() if isinstance(text, str) else text
    path.write_bytes(data)
    return data


CUSTOM = Settings(window_size=(1920, 1080), fullscreen=True, speed="fast", text_scale=1.75, palette="colorblind",
                  auto_play_trivial=True, confirm_unspent_coins=False, volume=35, muted=True)


def test_defaults_are_the_documented_ones() -> None:
    assert DEFAULTS == Settings((1280, 720), False, "normal", 1.0, "standard", False, True)


def test_settings_path_is_in_the_given_folder_or_the_user_config_folder(tmp_path: Path) -> None:
    assert settings_path(tmp_path) == tmp_path / FILE_NAME
    assert settings_path().name == FILE_NAME and "hoc-desktop" in str(settings_path())


def test_round_trip(tmp_path: Path) -> None:
    # given custom settings saved to a file in a folder that does not exist yet
    path = tmp_path / "config" / FILE_NAME
    assert save_settings(CUSTOM, path) is None
    # when they are loaded, then they come back the same, quietly
    assert load_settings(path) == (CUSTOM, None)
    # and a free text scale within range is kept as it is
    save_settings(replace(CUSTOM, text_scale=1.1), path)
    assert load_settings(path)[0].text_scale == 1.1


def test_a_missing_file_gives_the_defaults_without_a_message(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "nowhere" / FILE_NAME) == (DEFAULTS, None)


def test_atomic_save_leaves_no_temporary_file_and_replaces_the_old_one(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    save_settings(DEFAULTS, path)
    save_settings(CUSTOM, path)
    assert os.listdir(tmp_path) == [FILE_NAME]
    assert json.loads(path.read_text())["speed"] == "fast"


def test_a_save_that_cannot_be_written_is_one_line_and_keeps_the_folder(tmp_path: Path) -> None:
    # given a folder where the settings file should be
    path = tmp_path / FILE_NAME
    path.mkdir()
    # when saving, then one line comes back and nothing is left behind
    message = one_line(save_settings(CUSTOM, path), path)
    assert "folder" in message and path.is_dir() and os.listdir(tmp_path) == [FILE_NAME]


def test_a_save_replaces_a_symlinks_target(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    link = tmp_path / FILE_NAME
    link.symlink_to(real)
    assert save_settings(CUSTOM, link) is None
    assert link.is_symlink() and load_settings(real)[0] == CUSTOM


@pytest.mark.parametrize("text, problem", [
    ('{"speed": "fast", ', "corrupt"),
    ("", "corrupt"),
    ("[1, 2, 3]", "mapping"),
    ('"hello"', "mapping"),
    ('{"speed": "fast", "speed": "slow"}', "twice"),
    ('{"text_scale": NaN}', "NaN"),
])
def test_a_corrupt_file_gives_the_defaults_and_is_left_untouched(tmp_path: Path, text: str, problem: str) -> None:
    # given a corrupt settings file
    path = tmp_path / FILE_NAME
    data = write(path, text)
    # when it is loaded
    settings, message = load_settings(path)
    # then the defaults, one line naming the file and the problem, and the file as it was
    assert settings == DEFAULTS
    assert problem in one_line(message, path)
    assert path.read_bytes() == data


def test_not_utf8_and_huge_files_give_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    write(path, b'{"speed": "\xff\xfe"}')
    assert "UTF-8" in one_line(load_settings(path)[1], path)
    data = write(path, b'{"speed": "' + b"x" * 10_000_000 + b'"}')         # 10 MB
    settings, message = load_settings(path)
    assert settings == DEFAULTS and "larger than" in one_line(message, path)
    assert path.stat().st_size == len(data)


def test_a_folder_in_place_of_the_file_gives_the_defaults(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.mkdir()
    settings, message = load_settings(path)
    assert settings == DEFAULTS and "folder" in one_line(message, path) and path.is_dir()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_in_place_of_the_file_gives_the_defaults_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    os.mkfifo(path)
    settings, message = load_settings(path)
    assert settings == DEFAULTS and "regular file" in one_line(message, path)


def test_a_wrong_value_falls_back_to_its_default_only(tmp_path: Path) -> None:
    # given a file with one value of the wrong type and the others good
    path = tmp_path / FILE_NAME
    data = write(path, json.dumps({**CUSTOM.to_dict(), "speed": 3}))
    # when loaded, then only that value is the default, and the message names it
    settings, message = load_settings(path)
    assert settings == replace(CUSTOM, speed="normal")
    assert "speed" in one_line(message, path) and "default" in message
    assert path.read_bytes() == data


def test_many_wrong_values_are_counted_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    write(path, json.dumps({"window_size": "big", "fullscreen": "yes", "speed": "warp", "text_scale": True,
                            "palette": "neon", "auto_play_trivial": 1, "confirm_unspent_coins": None,
                            "volume": 101}))
    settings, message = load_settings(path)
    assert settings == DEFAULTS
    assert "window_size" in one_line(message, path) and "(and 7 more problems)" in message


def test_out_of_range_values_are_clamped_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    write(path, json.dumps({"window_size": [640, 5000], "text_scale": 3.5}))
    settings, message = load_settings(path)
    assert settings == replace(DEFAULTS, window_size=(1280, 1440), text_scale=2.0)
    assert "1280x1440" in one_line(message, path) and "(and 1 more problem)" in message
    write(path, json.dumps({"text_scale": 0.5}))
    assert load_settings(path)[0].text_scale == 1.0
    write(path, json.dumps({"window_size": [1920, 1080, 3]}))
    assert load_settings(path)[0].window_size == (1280, 720)


def test_a_file_from_before_the_sound_settings_loads_quietly_with_sound_at_its_defaults(tmp_path: Path) -> None:
    # given a settings file written before volume and mute existed
    path = tmp_path / FILE_NAME
    old = {key: value for key, value in CUSTOM.to_dict().items() if key not in ("volume", "muted")}
    write(path, json.dumps(old))
    # when it is loaded, then everything else is kept, the sound is on at 70%, and nothing is said
    assert load_settings(path) == (replace(CUSTOM, volume=70, muted=False), None)


OLD_TOURS = {"guide_seen": "heart-of-crown", "crown_rivals_guide_seen": "crown-rivals"}
"""How settings files written before `guides_seen` remembered each game's tour as offered."""


@pytest.mark.parametrize("hoc, cr", [(True, True), (True, False), (False, True), (False, False)])
def test_a_file_from_before_guides_seen_keeps_each_games_tour_as_offered(tmp_path: Path, hoc: bool, cr: bool) -> None:
    # given a settings file that remembered the tours under one key per game
    path = tmp_path / FILE_NAME
    old = {key: value for key, value in CUSTOM.to_dict().items() if key != "guides_seen"}
    write(path, json.dumps({**old, "guide_seen": hoc, "crown_rivals_guide_seen": cr}))
    # when it is loaded, then exactly the games whose tour was offered are in guides_seen, quietly
    seen = tuple(game for game, offered in (("heart-of-crown", hoc), ("crown-rivals", cr)) if offered)
    assert load_settings(path) == (replace(CUSTOM, guides_seen=seen), None)
    # and saved again, the file has guides_seen and no old key
    save_settings(load_settings(path)[0], path)
    saved = json.loads(path.read_text())
    assert saved["guides_seen"] == list(seen) and not set(OLD_TOURS) & set(saved)


def test_the_window_kits_name_the_old_tour_keys() -> None:
    assert old_tour_settings() == OLD_TOURS


def test_guides_seen_round_trips_and_a_bad_one_falls_back_alone(tmp_path: Path) -> None:
    # given the tours of both games offered, and a name this program does not know
    path = tmp_path / FILE_NAME
    settings = replace(CUSTOM, guides_seen=("crown-rivals", "heart-of-crown", "a-later-game"))
    save_settings(settings, path)
    # then it comes back the same
    assert load_settings(path) == (settings, None)
    # and a guides_seen that is not a list of names is the default, with one line
    write(path, json.dumps({**CUSTOM.to_dict(), "guides_seen": [3]}))
    loaded, message = load_settings(path)
    assert loaded == CUSTOM and "guides_seen" in one_line(message, path)
    # while an old key beside a new list adds its game once
    write(path, json.dumps({**CUSTOM.to_dict(), "guides_seen": ["crown-rivals"], "guide_seen": True,
                            "crown_rivals_guide_seen": True}))
    assert load_settings(path)[0].guides_seen == ("crown-rivals", "heart-of-crown")


@pytest.mark.parametrize("field, value", [("volume", 101), ("volume", -1), ("volume", True), ("volume", 50.0),
                                          ("volume", "loud"), ("muted", "yes"), ("muted", 0)])
def test_a_wrong_sound_setting_falls_back_to_its_default(tmp_path: Path, field: str, value: object) -> None:
    path = tmp_path / FILE_NAME
    write(path, json.dumps({**CUSTOM.to_dict(), field: value}))
    settings, message = load_settings(path)
    assert settings == replace(CUSTOM, **{field: getattr(DEFAULTS, field)})
    assert field in one_line(message, path) and "default" in message


def test_apply_to_app_sets_the_sound_level_at_once(app: App) -> None:
    # given the App's sounds at the defaults
    assert (app.sounds.volume, app.sounds.muted) == (70, False)
    # when settings with another volume, then muted, are applied
    apply_to_app(app, replace(DEFAULTS, volume=40))
    assert (app.sounds.volume, app.sounds.muted) == (40, False)
    apply_to_app(app, replace(DEFAULTS, volume=40, muted=True))
    # then the sounds follow each at once
    assert (app.sounds.volume, app.sounds.muted) == (40, True)


def test_unknown_keys_are_ignored_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    write(path, json.dumps({**CUSTOM.to_dict(), "sound": True}))
    settings, message = load_settings(path)
    assert settings == CUSTOM and "'sound'" in one_line(message, path) and "ignored" in message


def test_apply_to_app_changes_only_what_differs(app: App) -> None:
    # given an App at the defaults, with a scene that records its layouts
    layouts: list[tuple[int, int]] = []

    class Probe(Scene):
        def resize(self, size: tuple[int, int]) -> None:
            layouts.append(size)

    app.push(Probe(app))
    layouts.clear()
    # when the defaults are applied, then nothing is laid out again
    apply_to_app(app, DEFAULTS)
    assert layouts == []
    # when larger text, the colour-blind palette and another size are applied
    apply_to_app(app, replace(DEFAULTS, text_scale=1.5, palette="colorblind", window_size=(1600, 900)))
    # then the App shows them
    assert app.theme.text_scale == 1.5 and app.theme.palette.name == "colorblind"
    assert app.size == (1600, 900) and app.theme.size == (1600, 900)
    assert not app.fullscreen
    # and fullscreen follows the settings both ways
    apply_to_app(app, replace(DEFAULTS, fullscreen=True))
    assert app.fullscreen
    apply_to_app(app, DEFAULTS)
    assert not app.fullscreen and app.size == (1280, 720) and app.theme.text_scale == 1.0
    assert layouts and layouts[-1] == (1280, 720)
