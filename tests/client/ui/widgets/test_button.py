"""Button fires on posted events (it reads event.pos, not the system cursor), cancels a press
dragged off, marks its scene dirty on hover, answers its hotkey and keyboard focus."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets import Button
from tests.client.helpers_client import click, key, post
from tests.client.ui.widgets.scene import WidgetScene


def test_button_fires_on_a_posted_click_and_not_when_disabled(app: App) -> None:
    # given an enabled and a disabled button
    clicks: list[str] = []
    ok = Button("OK", lambda: clicks.append("ok"))
    off = Button("Off", lambda: clicks.append("off"), enabled=False)
    app.push(WidgetScene(app, (ok, (100, 100, 200, 50)), (off, (100, 200, 200, 50))))
    # when each is clicked, and then empty space
    click(app, (150, 120))
    click(app, (150, 220))
    click(app, (600, 600))
    # then only the enabled one fired
    assert clicks == ["ok"]


def test_button_press_then_release_outside_cancels(app: App) -> None:
    # given a button pressed
    clicks: list[int] = []
    button = Button("OK", lambda: clicks.append(1))
    app.push(WidgetScene(app, (button, (100, 100, 200, 50))))
    post(pygame.MOUSEBUTTONDOWN, pos=(150, 120), button=1)
    app.step()
    assert button.pressed
    # when the button is released off it
    post(pygame.MOUSEBUTTONUP, pos=(500, 500), button=1)
    app.step()
    # then it did not fire and is no longer pressed
    assert clicks == [] and not button.pressed


def test_button_hover_marks_the_scene_dirty(app: App) -> None:
    # given a button on a scene that has been drawn
    button = Button("OK", lambda: None)
    scene = WidgetScene(app, (button, (100, 100, 200, 50)))
    app.push(scene)
    app.step()
    assert not scene.dirty
    # when the pointer moves over it, then the window redraws with the button hovered
    post(pygame.MOUSEMOTION, pos=(150, 120), rel=(0, 0), buttons=(0, 0, 0))
    assert app.step() is True and button.hovered


def test_hotkey_and_keyboard_focus(app: App) -> None:
    # given a button with a hotkey and one without
    clicks: list[str] = []
    first = Button("First", lambda: clicks.append("first"), hotkey=pygame.K_f)
    second = Button("Second", lambda: clicks.append("second"))
    scene = WidgetScene(app, (first, (100, 100, 200, 50)), (second, (100, 200, 200, 50)))
    app.push(scene)
    # when the hotkey is pressed, Tab moves focus to the second and Enter activates it
    key(app, pygame.K_f)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.focused_widget() is second
    key(app, pygame.K_RETURN)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    # then both fired once, and Shift+Tab went back to the first
    assert scene.focused_widget() is first
    assert clicks == ["first", "second"]
    app.draw()                                 # the focus ring draws without error


def test_min_width_keeps_the_label_centred_and_clear_of_the_key_cap(app: App) -> None:
    # given a button with a key cap, laid out exactly as wide as it asks for
    back = Button("Back", lambda: None, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
    theme = app.theme
    width = back.min_width(theme)
    app.push(WidgetScene(app, (back, (100, 100, width, theme.control_height("large")))))
    # when its room is measured the way it draws itself
    label_w = theme.font("large", True).size("Back")[0]
    # then the label fits between the caps on both sides with the padding to spare, a narrower
    # one-sided layout still fits the label beside the cap, and a button without a cap asks less
    assert width - 2 * back.key_cap_width(theme) - label_w == theme.px(48)
    one_sided = back.min_width(theme, padding=40, centred=False)
    assert one_sided - back.key_cap_width(theme) - label_w == theme.px(40)
    plain = Button("Back", lambda: None)
    assert plain.key_cap_width(theme) == 0 and plain.min_width(theme) == label_w + theme.px(48)
    app.draw()


def test_the_key_cap_grows_with_its_label(app: App) -> None:
    # given two buttons whose hotkeys read "R" and "Enter"
    short = Button("Go", lambda: None, hotkey=pygame.K_r)
    long = Button("Go", lambda: None, hotkey_label="Enter")
    # when their caps are measured, then the longer label takes the wider cap and the cap of a
    # single letter is at least as wide as it is tall
    theme = app.theme
    assert short.hotkey_label == "R"
    assert long.key_cap_width(theme) > short.key_cap_width(theme)
    assert short.key_cap_width(theme) - theme.px(12) >= theme.font("tiny", True).get_height()
