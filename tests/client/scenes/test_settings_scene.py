"""The settings scene: every selector reports the new settings at once, the caller's applying
them re-lays the scene out, Esc goes back, F11 shows in the fullscreen row, and screenshots at
1280x720 and 1920x1080 with text at 100% and 200% (in the `screenshot_dir` fixture)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.scenes.settings import ROW_OF, ROWS, SettingsScene, text_scales, volumes, window_sizes
from hoc_desktop.client.settings import (KEPT_FOR_THE_PLAYER, DEFAULTS, Settings, apply_to_app, load_settings,
                                        save_settings)
from tests.client.helpers_client import click, key, post


def open_scene(app: App, settings: Settings = DEFAULTS, apply: bool = False,
               message: str | None = None) -> tuple[SettingsScene, list[Settings], list[str]]:
    changes: list[Settings] = []
    backs: list[str] = []

    def on_change(new: Settings) -> None:
        changes.append(new)
        if apply:
            apply_to_app(app, new)

    scene = SettingsScene(app, settings, on_change, lambda: backs.append("back"), message=message)
    app.push(scene)
    app.step()
    return scene, changes, backs


def right_arrow(scene: SettingsScene, key_name: str) -> tuple[int, int]:
    rect = scene.choices[key_name].rect
    return rect.right - 4, rect.centery


def left_arrow(scene: SettingsScene, key_name: str) -> tuple[int, int]:
    rect = scene.choices[key_name].rect
    return rect.x + 4, rect.centery


@pytest.mark.parametrize("name, arrow, expected", [
    ("window_size", right_arrow, {"window_size": (1280, 800)}),
    ("fullscreen", right_arrow, {"fullscreen": True}),
    ("speed", right_arrow, {"speed": "fast"}),
    ("speed", left_arrow, {"speed": "slow"}),
    ("text_scale", right_arrow, {"text_scale": 1.25}),
    ("text_scale", left_arrow, {"text_scale": 2.0}),
    ("palette", right_arrow, {"palette": "colorblind"}),
    ("auto_play_trivial", right_arrow, {"auto_play_trivial": True}),
    ("confirm_unspent_coins", left_arrow, {"confirm_unspent_coins": False}),
    ("volume", right_arrow, {"volume": 100}),
    ("volume", left_arrow, {"muted": True}),
])
def test_clicking_an_arrow_changes_the_value_and_reports_it(app: App, name: str, arrow, expected) -> None:
    # given the scene at the defaults
    scene, changes, _ = open_scene(app)
    # when a row's arrow is clicked
    click(app, arrow(scene, name))
    # then on_change got the new settings at once, and the scene holds them
    assert changes == [replace(DEFAULTS, **expected)]
    assert scene.settings == changes[-1]


def test_every_setting_has_a_row() -> None:
    assert [key for key, _, _ in ROWS] == [f for f in Settings.__dataclass_fields__
                                           if f not in KEPT_FOR_THE_PLAYER and f not in ROW_OF]
    assert all(row in {key for key, _, _ in ROWS} for row in ROW_OF.values())


def test_the_current_values_are_shown_even_off_the_list() -> None:
    odd = replace(DEFAULTS, window_size=(1500, 1000), text_scale=1.1)
    assert (1500, 1000) in window_sizes(odd.window_size) and 1.1 in text_scales(odd.text_scale)


def test_the_scene_shows_given_settings(app: App) -> None:
    custom = Settings((1920, 1080), False, "instant", 1.1, "colorblind", True, False, volume=35, language="ja")
    scene, _, _ = open_scene(app, custom)
    shown = {key: choice.value for key, choice in scene.choices.items()}
    assert shown == {"window_size": "1920 × 1080", "fullscreen": "Off", "speed": "Instant", "text_scale": "110%",
                     "palette": "Colour-blind safe", "auto_play_trivial": "On", "confirm_unspent_coins": "Off",
                     "volume": "35%", "language": "日本語"}


def test_applied_changes_reach_the_app_and_the_scene_follows(app: App) -> None:
    # given the scene whose caller applies every change to the App
    scene, changes, _ = open_scene(app, apply=True)
    # when text size is stepped to 200% (backwards from 100%), the palette and the window size changed
    click(app, left_arrow(scene, "text_scale"))
    assert app.theme.text_scale == 2.0 and scene.density > 0
    click(app, right_arrow(scene, "palette"))
    assert app.theme.palette.name == "colorblind"
    for _ in range(6):
        click(app, right_arrow(scene, "window_size"))
    # then the App shows them and the scene is laid out within the new window
    assert changes[-1].window_size == (1920, 1080) and app.size == (1920, 1080)
    assert scene.back.rect.bottom <= 1080 - app.theme.margin and scene.panel.rect.right <= 1920
    # and back at 100% there is room for the heading again
    click(app, right_arrow(scene, "text_scale"))
    assert app.theme.text_scale == 1.0 and scene.density == 0 and scene.heading.visible


def test_keyboard_changes_the_focused_row(app: App) -> None:
    scene, changes, _ = open_scene(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)                             # the fullscreen row
    assert scene.focused_widget() is scene.choices["fullscreen"]
    assert scene.note.text.startswith("Fill the whole screen")
    key(app, pygame.K_RIGHT)
    assert changes == [replace(DEFAULTS, fullscreen=True)]


def test_escape_goes_back(app: App) -> None:
    scene, changes, backs = open_scene(app)
    key(app, pygame.K_ESCAPE)
    assert backs == ["back"] and changes == []
    click(app, scene.back.rect.center)
    assert backs == ["back", "back"]


def test_f11_shows_in_the_fullscreen_row_and_is_reported(app: App) -> None:
    scene, changes, _ = open_scene(app)
    key(app, pygame.K_F11)                             # handled by the App
    assert app.fullscreen and scene.choices["fullscreen"].value == "On"
    assert changes == [replace(DEFAULTS, fullscreen=True)]
    app.toggle_fullscreen()


def test_a_message_gives_way_to_hints_and_comes_back(app: App) -> None:
    scene, _, _ = open_scene(app, message="settings.json: corrupt; the default settings are used")
    assert scene.note.text.startswith("settings.json") and scene.note.color == app.theme.palette.warn
    post(pygame.MOUSEMOTION, pos=scene.choices["speed"].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.note.text.startswith("How fast")
    post(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.note.text.startswith("settings.json")


def test_a_failed_save_returned_by_on_change_is_shown(app: App, tmp_path: Path) -> None:
    folder = tmp_path / "settings.json"
    folder.mkdir()
    scene = SettingsScene(app, DEFAULTS, lambda new: save_settings(new, folder), lambda: None)
    app.push(scene)
    click(app, right_arrow(scene, "speed"))
    assert "cannot save settings" in scene.note.text and scene.note.color == app.theme.palette.warn
    post(pygame.MOUSEMOTION, pos=scene.choices["palette"].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert scene.note.text.startswith("Colour-blind")


def test_saving_on_every_change_round_trips(app: App, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    scene = SettingsScene(app, DEFAULTS, lambda new: save_settings(new, path), lambda: None)
    app.push(scene)
    click(app, right_arrow(scene, "auto_play_trivial"))
    click(app, right_arrow(scene, "speed"))
    assert load_settings(path) == (replace(DEFAULTS, auto_play_trivial=True, speed="fast"), None)


def no_overlap(scene: SettingsScene, size: tuple[int, int]) -> None:
    """Every row inside the panel, rows apart, labels' text within their box, the panel above the
    bottom row, everything inside the window."""
    window = pygame.Rect((0, 0), size)
    theme = scene.theme
    inner = scene.panel.content_rect
    previous = None
    for key_name, label, _ in ROWS:
        row = scene.labels[key_name].rect.union(scene.choices[key_name].rect)
        assert inner.contains(row), key_name
        assert theme.font("body").size(label)[0] <= scene.labels[key_name].rect.width, key_name
        choice = scene.choices[key_name]
        widest = max(theme.font("body", True).size(o)[0] for o in choice.options)
        assert widest <= choice.rect.width - 2 * min(choice.rect.height, choice.rect.width // 4), key_name
        if previous is not None:
            assert row.top >= previous.bottom
        previous = row
    assert not scene.labels["speed"].rect.colliderect(scene.choices["speed"].rect)
    assert scene.panel.rect.bottom <= scene.back.rect.top
    assert not scene.back.rect.colliderect(scene.note.rect)
    if scene.heading.visible:
        assert scene.heading.rect.bottom <= scene.panel.rect.top
    for widget in (scene.panel, scene.back, scene.note):
        assert window.contains(widget.rect)
    note = theme.text(scene.note.text, scene.note.role, wraplength=scene.note.rect.width)
    assert note.get_height() <= scene.note.rect.height or scene.note.role == "tiny"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scale", [1.0, 2.0], ids=lambda s: f"text{round(s * 100)}")
def test_screenshots_and_nothing_overlaps(app: App, screenshot_dir: Path, size: tuple[int, int], scale: float) -> None:
    # given the App at a size and text scale, and a message to show
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    scene, _, _ = open_scene(app, replace(DEFAULTS, window_size=size, text_scale=scale),
                             message="/home/player/.config/hoc-desktop/settings.json:1: corrupt or truncated "
                                     "settings file (Expecting value); the default settings are used")
    # then nothing overlaps or leaves the window, and the screenshot shows it
    no_overlap(scene, size)
    path = screenshot_dir / f"settings_{size[0]}x{size[1]}_text{round(scale * 100)}.png"
    app.screenshot(str(path))
    assert pygame.image.load(str(path)).get_size() == size
    # and with a long hint in the note line
    post(pygame.MOUSEMOTION, pos=scene.choices["auto_play_trivial"].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    no_overlap(scene, size)
    app.screenshot(str(screenshot_dir / f"settings_{size[0]}x{size[1]}_text{round(scale * 100)}_hint.png"))


def test_screenshot_colour_blind_at_the_largest_size(app: App, screenshot_dir: Path) -> None:
    app.set_window_size((2560, 1440))
    app.set_appearance(text_scale=1.5, palette="colorblind")
    scene, _, _ = open_scene(app, replace(DEFAULTS, window_size=(2560, 1440), text_scale=1.5, palette="colorblind"))
    no_overlap(scene, (2560, 1440))
    app.screenshot(str(screenshot_dir / "settings_2560x1440_text150_colorblind.png"))


def test_back_has_room_for_its_label_and_key_cap(app: App) -> None:
    for scale in (1.0, 2.0):
        app.set_appearance(text_scale=scale)
        scene, _, _ = open_scene(app)
        theme = app.theme
        label_w = theme.font("large", True).size("Back")[0]
        cap_w = theme.font("tiny", True).size("Esc")[0] + theme.px(10) + theme.px(12)
        assert label_w + 2 * cap_w <= scene.back.rect.width
        app.pop()


def test_the_pointer_follows_the_arrow_it_clicked_when_the_rows_move(app: App) -> None:
    # given the Settings screen, with a window-size change moving every row
    current = {"settings": Settings()}

    def change(new: Settings) -> None:
        current["settings"] = new
        apply_to_app(app, new)

    scene = SettingsScene(app, Settings(), change, lambda: None)
    app.push(scene)
    app.step()
    before = scene.choices["window_size"].rect.copy()
    spot = (before.right - 5, before.centery)
    # when its right arrow is clicked and the window grows
    click(app, spot)
    app.step()
    after = scene.choices["window_size"].rect
    assert current["settings"].window_size != Settings().window_size and after.topleft != before.topleft
    # then the pointer was moved to the same spot of the same arrow
    assert scene.follow_to == (after.right - 5, after.centery)
    change(replace(current["settings"], window_size=Settings().window_size))


def test_the_sound_row_sets_volume_and_mute_and_lets_the_player_hear_it(app: App) -> None:
    # given the scene at the defaults (sound on at 70%), with the sounds it plays recorded
    heard: list[str] = []
    app.sounds.play = heard.append                     # type: ignore[method-assign]
    scene, changes, _ = open_scene(app)
    slider = scene.choices["volume"]
    assert slider.value == "70%"
    # when the row is focused and stepped with the keys
    scene.set_focus(slider)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_HOME)                            # the left end: Off
    key(app, pygame.K_RIGHT)
    # then each step changed the settings at once and played a sound at the new level
    assert [(c.volume, c.muted) for c in changes] == [(60, False), (60, True), (10, False)]
    assert slider.value == "10%" and len(heard) == 3
    assert scene.note.text.startswith("How loud")


def test_volumes_are_tens_and_an_odd_current_one_but_never_zero() -> None:
    assert volumes(70) == list(range(10, 101, 10))
    assert volumes(35) == [10, 20, 30, 35, 40, 50, 60, 70, 80, 90, 100] and volumes(0) == volumes(70)


def test_muted_settings_show_the_sound_row_at_off(app: App) -> None:
    scene, _, _ = open_scene(app, replace(DEFAULTS, volume=40, muted=True))
    assert scene.choices["volume"].value == "Off"
    scene.change(muted=False)
    assert scene.choices["volume"].value == "40%"


def applied_scene(app: App, settings: Settings) -> tuple[SettingsScene, dict[str, Settings]]:
    """The Settings screen whose changes are applied to the App, as the program does."""
    current = {"settings": settings}

    def change(new: Settings) -> None:
        current["settings"] = new
        apply_to_app(app, new)

    apply_to_app(app, settings)
    scene = SettingsScene(app, settings, change, lambda: None)
    app.push(scene)
    app.step()
    return scene, current


@pytest.mark.parametrize("start, arrow, expected", [
    (2.0, left_arrow, [1.75, 1.5, 1.25, 1.0]),
    (1.0, right_arrow, [1.25, 1.5, 1.75, 2.0]),
])
def test_clicking_text_size_again_at_the_same_spot_steps_text_size_again(app: App, start: float, arrow,
                                                                          expected: list[float]) -> None:
    # given the Settings screen with the text at one end of its range
    scene, current = applied_scene(app, replace(DEFAULTS, text_scale=start))
    spot = arrow(scene, "text_scale")
    seen = []
    for _ in expected:
        # when the player clicks the same spot again, without moving the mouse
        click(app, spot)
        seen.append(current["settings"].text_scale)
        # then the Text size row is still under the pointer (nothing else was changed)
        assert scene.choices["text_scale"].rect.collidepoint(spot)
    assert seen == expected
    assert current["settings"].palette == DEFAULTS.palette and current["settings"].speed == DEFAULTS.speed
    apply_to_app(app, DEFAULTS)


@pytest.mark.parametrize("name, step, expected", [
    ("text_scale", pygame.K_RIGHT, 1.25),
    ("text_scale", pygame.K_LEFT, 2.0),
    ("speed", pygame.K_RIGHT, "fast"),
])
def test_left_and_right_step_the_row_just_clicked_or_pointed_at(app: App, name: str, step: int, expected) -> None:
    # given the Settings screen, the mouse resting on a row (no keyboard focus yet)
    scene, current = applied_scene(app, DEFAULTS)
    post(pygame.MOUSEMOTION, pos=scene.choices[name].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    # when Left or Right is pressed
    key(app, step)
    # then that row changed
    assert getattr(current["settings"], name) == expected
    apply_to_app(app, DEFAULTS)


def test_after_a_click_on_text_size_left_and_right_go_on_changing_it(app: App) -> None:
    # given a click on Text size's right arrow (100% -> 125%)
    scene, current = applied_scene(app, DEFAULTS)
    click(app, right_arrow(scene, "text_scale"))
    # when Right, then Left twice, are pressed
    key(app, pygame.K_RIGHT)
    assert current["settings"].text_scale == 1.5
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    # then the text size followed every key, and no other row changed
    assert current["settings"].text_scale == 1.0
    assert replace(current["settings"], text_scale=1.0) == DEFAULTS
    apply_to_app(app, DEFAULTS)
