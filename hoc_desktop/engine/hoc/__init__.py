"""Heart of Crown as one ruleset on the core machinery.

Public entry points: `new_game` (setup), `Game` (prompts, commands, events, views), and
`position.build_position` (an exact position for scenarios and tests).
"""

from hoc_desktop.engine.hoc.game import Game
from hoc_desktop.engine.hoc.setup import GameSetup, new_game

__all__ = ["Game", "GameSetup", "new_game"]
