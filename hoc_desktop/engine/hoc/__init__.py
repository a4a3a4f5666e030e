"""Heart of Crown as one ruleset on the core machinery (engine/core).

Public entry points: `HEART_OF_CROWN` (the ruleset), `new_game` (a core Game dealt from a
`GameSetup`), and `position.build_position` (an exact position for scenarios and tests).
"""

from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN, new_game
from hoc_desktop.engine.hoc.setup import GameSetup

__all__ = ["HEART_OF_CROWN", "GameSetup", "new_game"]
