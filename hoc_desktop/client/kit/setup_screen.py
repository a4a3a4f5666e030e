"""What every game's setup screen shares, so each game's new-game screen only lays out its own
choices: the backdrop, *Back* (Esc) and *Start* (Enter), the seats' name fields that show the name a
seat gets when nothing is typed, typed text reaching the focused field before any hotkey, and the
choice a game starts with told to `remember` (the program keeps it so the screen opens on the last
game's choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Generic, Sequence, TypeVar

import pygame

from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.game_config import NAME_MAX, SetupDict, StartGame, player_names
from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.client.ui.widgets.text_field import TextField
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

Remembered = TypeVar("Remembered")


class SetupScreen(Scene, Generic[Remembered]):
    """A setup screen: `start_game(setup, kinds)` starts the game chosen, `on_back` leaves, and
    `remember` (when given) is told the game's choice as it starts. Subclasses say what *Start*
    does (`begin`), which text fields take typing (`text_fields`) and which keys they answer
    beyond the widgets' hotkeys (`shortcut`)."""

    def __init__(self, app: "App", start_game: StartGame, on_back: Callable[[], object],
                 remember: Callable[[Remembered], None] | None = None) -> None:
        super().__init__(app)
        self.start_game = start_game
        self.remember = remember
        self.back = Button(_("Back"), on_back, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.start = Button(_("Start"), self.begin, hotkey=pygame.K_RETURN, hotkey_label="Enter", style="primary")

    def begin(self) -> None:
        """*Start*: start the game chosen, or say why it cannot start."""
        raise NotImplementedError

    def launch(self, start: StartGame, choice: Remembered, setup: SetupDict, kinds: list[str]) -> None:
        """Start `setup` through `start`, `choice` remembered first."""
        if self.remember is not None:
            self.remember(choice)
        start(setup, kinds)

    # ---- names
    def name_field(self, text: str = "", on_change: Callable[[str], None] | None = None) -> TextField:
        """A seat's name field: Enter leaves it."""
        return TextField(text, max_len=NAME_MAX, on_change=on_change, on_submit=lambda _value: self.set_focus(None))

    @staticmethod
    def show_default_names(fields: Sequence[TextField], kinds: Sequence[str]) -> None:
        """Each field's placeholder is the name its seat gets when nothing is typed, in the window's
        language (a field past the seats in play shows none)."""
        defaults = player_names(list(kinds))
        for i, field in enumerate(fields):
            field.set_placeholder(shown_name(defaults[i]) if i < len(defaults) else "")

    # ---- input
    def text_fields(self) -> list[TextField]:
        """The fields typing can go to."""
        return []

    def on_enter(self) -> None:
        try:
            pygame.key.start_text_input()
        except pygame.error:
            pass

    def handle(self, event: pygame.event.Event) -> bool:
        """A field being typed in takes the keys it wants first (Enter and Esc leave it), so typing
        fires no hotkey; loose text events stop here; then the screen's shortcuts, then the widgets."""
        field = next((f for f in self.text_fields() if f.focused and f.visible), None)
        if field is not None and field.wants_key(event):
            field.handle(event)
            return True
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            return True
        return self.shortcut(event) or super().handle(event)

    def shortcut(self, event: pygame.event.Event) -> bool:
        """A key or pointer move this screen answers itself (True: consumed)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)
