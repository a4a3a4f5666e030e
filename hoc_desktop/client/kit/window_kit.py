"""What the window needs of a game, in one object per game: its `WindowKit`.

The Program (client/main.py), the smoke test and the title reach a game only through its window
kit, so none of them names a game or branches on one: a game's setup screen, its table, its part
of the results screen, its rules sections, its first-game tour, its own buttons and menu items all
come from here. Each game provides one (`client/<game>/window.py`, `WINDOW`); `window_kit(name)`
loads it by module path, so the command line and the AI worker, which never import pygame, can
name window kits without loading them.

A game plugs its pieces in through two doors the Program opens: `SetupDoor` for its setup screen
(how a game starts from it) and `TableDoor` for its table (the session, the settings, the menu).
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence, runtime_checkable

from hoc_desktop.games import DEFAULT_GAME, game_names, kit_named, window_kit_module
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    import pygame

    from hoc_desktop.cards.loader import Catalog
    from hoc_desktop.cards.pack_library import PackLibrary
    from hoc_desktop.client.art.card_faces import CardFaces
    from hoc_desktop.client.kit.guide import Guide, Tip
    from hoc_desktop.client.kit.session import GameSession
    from hoc_desktop.client.scenes.results import ResultsPart
    from hoc_desktop.client.scenes.rules import Section
    from hoc_desktop.client.settings import Settings
    from hoc_desktop.client.ui.app import App
    from hoc_desktop.client.ui.scene import Scene

SetupDict = dict[str, Any]
StartGame = Callable[[SetupDict, list[str]], None]
MenuItems = Sequence[tuple[str, Callable[[], None]]]


class Host(Protocol):
    """What a game's own title button or menu item may use of the program around it."""

    app: "App"
    faces: "CardFaces"

    def read_packs(self) -> "PackLibrary": ...


@runtime_checkable
class GameTable(Protocol):
    """What the program and the smoke test use of any game's table scene."""

    session: "GameSession"
    host: "Scene | None"                     # the scene that shows the table inside it (a replay's bar)
    refused: list[str]                       # every reason the engine gave for a refused command
    on_leave: Callable[[], None]
    on_game_over: Callable[[Any], None]

    def apply_settings(self, speed: str, auto_play: bool, confirm_unspent: bool) -> None: ...

    def say(self, text: str, note: bool = False) -> None: ...

    @property
    def animating(self) -> bool: ...

    def show_again(self) -> None: ...

    def speak_again(self) -> None: ...

    def look(self, event: pygame.event.Event) -> bool: ...


@dataclass(frozen=True)
class SetupDoor:
    """What a game's setup screen is given. `start` starts the game chosen; `start_first` does too,
    with the tour when this game's tour was never offered; `tour` always with the tour. `choice` is
    what the screen showed last this session (None the first time), `remember` is told the next
    one; `read_packs` reads the player's card packs (None: the bundled cards only)."""

    app: "App"
    start: StartGame
    start_first: StartGame
    tour: StartGame
    on_back: Callable[[], object]
    on_rules: Callable[[], None]
    faces: "CardFaces | None" = None
    choice: Any = None
    remember: Callable[[Any], None] | None = None
    read_packs: "Callable[[], PackLibrary] | None" = None


@dataclass(frozen=True)
class TableDoor:
    """What a game's table is given: the game (`session`), the player's settings, where its end
    and Leave lead, the menu items the program adds, where logs are saved and the tour (if any)."""

    app: "App"
    session: "GameSession"
    on_game_over: Callable[[Any], None]
    on_leave: Callable[[], None]
    settings: "Settings"
    on_speed: Callable[[str], None]
    faces: "CardFaces"
    menu_items: MenuItems
    log_folder: Path | None
    guide: "Guide | None"


Extra = tuple[str, Callable[[Host], None], int]
LogLines = Callable[[SetupDict, Sequence[str], "Catalog | None"], list[str]]
"""A button of a game's own (label, action, hotkey on the title), e.g. Heart of Crown's Cards."""


@dataclass(frozen=True)
class WindowKit:
    """One game as the window shows it. `name` is its registered name (the settings remember its
    tour as offered by it; `old_tour_setting` is the key that remembered it before, read from old
    settings files); `deal(kinds, seed)` is a plain game for those seats (the title's Play and Tour,
    the smoke test); `results(summary)` is the game's part of the results screen, from the summary
    its table hands to `on_game_over`; `extras` are its own buttons, on the title when it is the
    title's game, in its table's menu always; `title_key` is the hotkey of its button on the
    title when it is not the title's game; `ai_levels` are the AI levels its seats may have in
    the window, weakest first, `default_level` the one a seat gets when a save names none of them;
    `log_lines(setup, kinds, catalog)` are the game's own lines in an exported log's header
    (client/kit/log_header.py); `played_with(setup)` is how the Load list names what a game
    dealt from that setup object was played with (by default the game's name); `worded(text)` is
    the engine's and the command line's text (a game review's lines) in words the window's font can
    draw (Crown Rivals names "7♣" "7 of clubs"; by default the text as it is)."""

    name: str
    deal: Callable[[Sequence[str], int], SetupDict]
    new_game: Callable[[SetupDoor], "Scene"]
    table: Callable[[TableDoor], "Scene"]                # a scene that is a GameTable
    results: Callable[[Any], "ResultsPart"]
    rules_sections: Callable[[], "list[Section]"]
    tour_tips: Callable[[], "list[Tip]"]
    ai_levels: tuple[str, ...]
    default_level: str
    title_key: int | None = None
    extras: tuple[Extra, ...] = ()
    old_tour_setting: str | None = None
    log_lines: LogLines = lambda setup, kinds, catalog: []
    played_with: Callable[[Any], str] | None = None
    worded: Callable[[str], str] = lambda text: text

    def words_played_with(self, setup: Any) -> str:
        """The Load list's words for what a game was played with."""
        return self.played_with(setup) if self.played_with is not None else self.caption

    @property
    def caption(self) -> str:
        """The game's name for people: the window's caption while it is played, its title button."""
        return _(kit_named(self.name).title)


def window_kit(name: str) -> WindowKit:
    """The window kit of the game called `name` (UsageError, one line, for an unknown game)."""
    kit: WindowKit = importlib.import_module(window_kit_module(name)).WINDOW
    return kit


def window_kits() -> list[WindowKit]:
    """Every registered game's window kit, the title's own game first."""
    return [window_kit(name) for name in (DEFAULT_GAME, *(n for n in game_names() if n != DEFAULT_GAME))]


def every_game_sections(first: str = DEFAULT_GAME) -> "list[Section]":
    """The Rules screen's sections: every game's, the game `first` (the one it is opened from) first."""
    kits = sorted(window_kits(), key=lambda kit: kit.name != first)
    return [section for kit in kits for section in kit.rules_sections()]
