"""The games this program knows, by the name saves and tools use (the way OpenSpiel loads a game
by name). A second game registers here: one line, nothing of Heart of Crown changes.
"""

from __future__ import annotations

from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN

GAMES: dict[str, Ruleset] = {ruleset.name: ruleset for ruleset in (HEART_OF_CROWN, CROWN_RIVALS)}


def ruleset_named(name: str) -> Ruleset | None:
    """The ruleset of the game called `name` ("heart-of-crown"), or None if this program has none."""
    return GAMES.get(name)
