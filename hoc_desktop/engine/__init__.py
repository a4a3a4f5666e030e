"""The headless rules engine: the game-neutral machinery in `core` (a ruleset contract, a Game
that keeps its command log, prompts, per-seat event streams, undo) and one package per game on it
(`hoc` for Heart of Crown, `crown_rivals`). This module is the front door to the machinery every
game shares; each game's package is the front door to its own rules (engine/hoc/__init__.py shows
a whole game driven through it).
"""

from __future__ import annotations

from hoc_desktop.engine.core.game import Game, game_after
from hoc_desktop.engine.core.prompts import Prompt, normalize_command
from hoc_desktop.engine.core.undo import can_undo, undo_point, undo_target
from hoc_desktop.errors import HocError, IllegalCommand

__all__ = ["Game", "HocError", "IllegalCommand", "Prompt", "can_undo", "game_after", "normalize_command",
           "undo_point", "undo_target"]
