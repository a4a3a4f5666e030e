"""Heart of Crown's new-game screen: seats, card sets, market, variants and the setup code."""

from hoc_desktop.client.hoc.new_game.card_picker import BANNED, REQUIRED
from hoc_desktop.client.hoc.new_game.scene import NewGameScene

__all__ = ["BANNED", "REQUIRED", "NewGameScene"]
