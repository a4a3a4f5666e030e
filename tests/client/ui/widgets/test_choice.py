"""Choice cycles its options with clicks on its arrows and with the arrow keys."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets import Choice
from tests.client.helpers_client import click, key
from tests.client.ui.widgets.scene import WidgetScene


def test_choice_cycles_with_clicks_and_arrows(app: App) -> None:
    # given a selector on "Normal"
    changes: list[int] = []
    choice = Choice(["Easy", "Normal", "Hard"], 1, on_change=changes.append)
    scene = WidgetScene(app, (choice, (100, 100, 400, 50)))
    app.push(scene)
    # when its arrows are clicked, then it steps and wraps around
    click(app, (480, 120))                     # right arrow
    assert choice.value == "Hard"
    click(app, (480, 120))                     # wraps around
    assert choice.value == "Easy"
    click(app, (110, 120))                     # left arrow
    assert choice.value == "Hard"
    # when it has focus and Left is pressed, then it steps back and reported every change
    scene.set_focus(choice)
    key(app, pygame.K_LEFT)
    assert choice.value == "Normal" and changes == [2, 0, 2, 1]
