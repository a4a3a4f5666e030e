"""The games this program knows, by the name saves and tools use (the way OpenSpiel loads a game
by name). A second game registers here: one line, nothing of Heart of Crown changes. A game from
outside the package (the tests' tiny game) registers with `register_game` and is taken out again.
"""

from __future__ import annotations

from typing import Any, Callable

from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN
from hoc_desktop.registry import register

GAMES: dict[str, Ruleset[Any, Any, Any]] = {ruleset.name: ruleset for ruleset in (HEART_OF_CROWN, CROWN_RIVALS)}


def register_game(ruleset: Ruleset[Any, Any, Any]) -> Callable[[], None]:
    """Make `ruleset` known by its name (ValueError if taken); returns the function that forgets it."""
    return register(GAMES, ruleset.name, ruleset)


def ruleset_named(name: str) -> Ruleset[Any, Any, Any] | None:
    """The ruleset of the game called `name` ("heart-of-crown"), or None if this program has none."""
    return GAMES.get(name)
