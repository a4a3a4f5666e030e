"""The setup screen kit, for any game: typing in a name field fires no hotkey (Esc leaves the field
before it leaves the screen), the name fields show each seat's default name, and Start tells
`remember` the choice before the game starts."""

from __future__ import annotations

from typing import Any

import pygame

from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.kit.setup_screen import SetupScreen
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets.text_field import TextField
from tests.client.helpers_client import key, post


class TwoSeats(SetupScreen[str]):
    """The smallest setup screen: two name fields; Start starts a game named by the first field."""

    def __init__(self, app: App, log: list[Any]) -> None:
        super().__init__(app, lambda setup, kinds: log.append(("start", setup, kinds)),
                         lambda: log.append("back"), remember=lambda choice: log.append(("remember", choice)))
        self.fields = [self.name_field(), self.name_field()]
        self.widgets = [*self.fields, self.back, self.start]

    def text_fields(self) -> list[TextField]:
        return self.fields

    def begin(self) -> None:
        self.launch(self.start_game, self.fields[0].text, {"name": self.fields[0].text}, [HUMAN, "normal"])

    def resize(self, size: tuple[int, int]) -> None:
        for i, widget in enumerate(self.widgets):
            widget.layout((20, 20 + 60 * i, 300, 50), self.theme)
        super().resize(size)


def test_a_name_being_typed_takes_the_keys_before_the_hotkeys(app: App) -> None:
    # given a setup screen whose first name field has the focus
    log: list[Any] = []
    screen = TwoSeats(app, log)
    app.push(screen)
    app.step()
    screen.set_focus(screen.fields[0])
    # when a name is typed and Esc pressed
    post(pygame.TEXTINPUT, text="Ann")
    app.step()
    key(app, pygame.K_ESCAPE)
    # then the field has the name and Esc left the field, not the screen
    assert screen.fields[0].text == "Ann" and not screen.fields[0].focused and log == []
    # and with no field focused Esc is Back
    key(app, pygame.K_ESCAPE)
    assert log == ["back"]


def test_name_fields_show_the_default_names_and_start_remembers_first(app: App) -> None:
    # given a setup screen for you against a normal AI
    log: list[Any] = []
    screen = TwoSeats(app, log)
    app.push(screen)
    app.step()
    # when the default names are shown and Start is pressed with a name typed
    screen.show_default_names(screen.fields, [HUMAN, "normal"])
    screen.fields[0].set_text("Ann")
    key(app, pygame.K_RETURN)
    # then each field offers its seat's name, and the choice is remembered before the game starts
    assert [f.placeholder for f in screen.fields] == ["You", "Normal"]
    assert log == [("remember", "Ann"), ("start", {"name": "Ann"}, [HUMAN, "normal"])]
