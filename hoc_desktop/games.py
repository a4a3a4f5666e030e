"""The games this program knows, by the name saves and tools use (the way OpenSpiel loads a game by
name): the one place that names them. Each game is one kit (game_kit.py) in its own folder; a new
game adds one line to BUNDLED (its kit and its window kit's module), and nothing of the others changes.

A setup dict names its game under "game"; a dict without one is Heart of Crown's (its dicts and
saves were written before a second game existed). A game from outside the package (the tests' tiny
game) registers its kit with `register_kit` and takes it out again with the function it is given:
that is all the saves, the command line and the conformance suite need of it. A fresh process (a
tournament's worker, a Dask worker) starts with the bundled games only: it finds such a game by its
`home`, the "module:attribute" it imports the kit from (`kit_in_worker`).

The window's side of each game (its table, its new-game scene) is named here by module path only,
so the command line and the AI worker never import pygame; the window loads it with importlib.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, TypeVar

from hoc_desktop.ai.crown_rivals.kit import KIT as CROWN_RIVALS
from hoc_desktop.ai.hoc.kit import KIT as HEART_OF_CROWN
from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.errors import UsageError
from hoc_desktop.game_kit import GameKit, SetupDict

T = TypeVar("T")

# Every game this program ships: its kit and the module of its window kit (the first is the default).
BUNDLED: tuple[tuple[GameKit, str], ...] = (
    (HEART_OF_CROWN, "hoc_desktop.client.hoc.window"),
    (CROWN_RIVALS, "hoc_desktop.client.crown_rivals.window"),
)
KITS: dict[str, GameKit] = {kit.name: kit for kit, _ in BUNDLED}
WINDOW_KITS: dict[str, str] = {kit.name: module for kit, module in BUNDLED}
HOMES: dict[str, str] = {}      # a game registered from outside the package -> "module:attribute" of its kit
DEFAULT_GAME = BUNDLED[0][0].name


def register(table: dict[str, T], name: str, entry: T) -> Callable[[], None]:
    """Put `entry` under `name` (ValueError if the name is taken: a game never replaces another);
    returns the function that removes it again, so a registration never outlives its user."""
    if name in table:
        raise ValueError(f"a game called '{name}' is already registered")
    table[name] = entry

    def unregister() -> None:
        if table.get(name) is entry:
            del table[name]
    return unregister


def register_kit(kit: GameKit, home: str | None = None) -> Callable[[], None]:
    """Add the kit of a game from outside the package (ValueError if its name is taken); returns
    the function that takes it out again. `home` ("module:attribute", where the kit can be imported
    from) lets a fresh process play it too (`kit_in_worker`); without it the game is this process's."""
    unregister = register(KITS, kit.name, kit)
    if home is None:
        return unregister
    forget_home = register(HOMES, kit.name, home)

    def unregister_both() -> None:
        unregister()
        forget_home()
    return unregister_both


def game_names() -> list[str]:
    return list(KITS)


def kit_named(name: str) -> GameKit:
    """The kit of the game called `name`; UsageError in one line naming the known games."""
    kit = KITS.get(name)
    if kit is None:
        raise UsageError(f"unknown game '{name[:40]}' (known games: {', '.join(KITS)})")
    return kit


def kit_in_worker(name: str, home: str | None) -> GameKit:
    """The kit of the game called `name` in a process that may have started with the bundled games
    only (a tournament's worker): a game from outside the package is imported from its `home` (what
    `HOMES` held where the tournament began) and registered here first."""
    if name not in KITS and home is not None:
        module, _, attribute = home.partition(":")
        register_kit(getattr(importlib.import_module(module), attribute), home)
    return kit_named(name)


def ruleset_named(name: str) -> Ruleset[Any, Any, Any] | None:
    """The ruleset of the game called `name` ("heart-of-crown"), or None if this program has none."""
    kit = KITS.get(name)
    return None if kit is None else kit.ruleset


def game_of(setup: SetupDict) -> str:
    """The name of the game a setup dict is for."""
    return str(setup.get("game", DEFAULT_GAME))


def kit_for(setup: SetupDict) -> GameKit:
    return kit_named(game_of(setup))


def window_kit_module(name: str) -> str:
    """The module of the game's window kit (its table and new-game scene), for importlib; a game
    registered from outside the package has none (UsageError, as for an unknown game)."""
    kit = kit_named(name)
    module = WINDOW_KITS.get(kit.name)
    if module is None:
        raise UsageError(f"{kit.title} has no window")
    return module
