"""Slider: a press puts the knob where the pointer is and a drag moves it on; keys step it, Home and End
reach the ends; it never wraps around."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets.slider import Slider
from tests.client.helpers_client import click, key, post
from tests.client.ui.widgets.scene import WidgetScene

LEVELS = [f"{v}%" for v in range(0, 101, 10)]


def open_slider(app: App, index: int = 7) -> tuple[Slider, WidgetScene, list[int]]:
    changes: list[int] = []
    slider = Slider(LEVELS, index, on_change=changes.append)
    scene = WidgetScene(app, (slider, (100, 100, 400, 50)))
    app.push(scene)
    app.step()
    return slider, scene, changes


def test_a_press_and_a_drag_move_the_knob(app: App) -> None:
    # given a slider at 70%
    slider, _, changes = open_slider(app)
    track = slider.track()
    # when its track's left end is clicked, then it goes to 0%
    click(app, (track.x, track.centery))
    assert slider.value == "0%"
    # when the knob is pressed there and dragged to the middle, then it follows the pointer
    post(pygame.MOUSEBUTTONDOWN, pos=(track.x, track.centery), button=1)
    post(pygame.MOUSEMOTION, pos=(track.centerx, track.centery), rel=(0, 0), buttons=(1, 0, 0))
    app.step()
    assert slider.value == "50%" and slider.held
    # and dragged past the right end, then it stops at 100% and lets go on release
    post(pygame.MOUSEMOTION, pos=(900, 300), rel=(0, 0), buttons=(1, 0, 0))
    post(pygame.MOUSEBUTTONUP, pos=(900, 300), button=1)
    app.step()
    assert slider.value == "100%" and not slider.held
    assert changes == [0, 5, 10]


def test_keys_step_and_reach_the_ends_without_wrapping(app: App) -> None:
    slider, scene, changes = open_slider(app, index=9)
    scene.set_focus(slider)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)                  # already at 100%: stays
    assert slider.value == "100%"
    key(app, pygame.K_HOME)
    assert slider.value == "0%"
    key(app, pygame.K_LEFT)                   # already at 0%: stays
    key(app, pygame.K_END)
    assert slider.value == "100%" and changes == [10, 0, 10]


def test_the_knob_stands_where_its_value_is(app: App) -> None:
    slider, _, _ = open_slider(app, index=5)
    track = slider.track()
    assert abs(slider.knob_x() - track.centerx) <= 1
    assert slider.index_at(track.right + 50) == len(LEVELS) - 1 and slider.index_at(track.x - 50) == 0
    assert track.right < slider.rect.right - slider.theme.font("body", True).size("100%")[0]


def test_a_slider_as_wide_as_width_for_asks_has_that_track(app: App) -> None:
    # given a slider laid out at the width `width_for` gives for a 300-pixel track
    slider, scene, _ = open_slider(app)
    slider.layout((100, 100, slider.width_for(300, scene.theme), 50), scene.theme)
    # then its track is 300 pixels long, beside its widest text
    assert slider.track().width == 300
