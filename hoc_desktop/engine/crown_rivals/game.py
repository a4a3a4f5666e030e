"""Running Crown Rivals on the core's driver: `new_game(seed)` deals a game and `replay` rebuilds
one from its command log. Everything else (prompt, submit, events, the command log, per-seat
streams, undo, copies for look-ahead) is the core's `Game` (engine/core/game.py), which knows
Crown Rivals only through its Ruleset (ruleset.py).
"""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.engine.core import game as core
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.setup import DEFAULT_NAMES, Setup

__all__ = ["Game", "new_game", "replay"]


def new_game(seed: int, names: Sequence[str] = DEFAULT_NAMES, record: bool = True) -> Game:
    """A new game dealt from `seed`, waiting for the first player's first decision."""
    return core.start_game(CROWN_RIVALS, Setup(tuple(names), seed), record)


def replay(seed: int, commands: Sequence[tuple[int, Any]], names: Sequence[str] = DEFAULT_NAMES) -> Game:
    """The game `seed` after `commands` (seat, command) in order: how saves and undo rebuild it."""
    return core.replay(CROWN_RIVALS, Setup(tuple(names), seed), commands)
