"""Crown Rivals: a two-player deck-builder with a standard deck of playing cards
(`../shared/rulesets/crown-rivals.md`). Nothing here imports Heart of Crown code.

Entry points: `new_game(seed)` deals a game; `Game.prompt()` / `Game.submit(seat, command)` play
it; `SeatView.of(game.state, seat)` is what one seat may see. `hoc_desktop.ai.crown_rivals.play_match` plays a
whole game between AI levels.
"""

from hoc_desktop.engine.crown_rivals.game import Game, new_game

__all__ = ["Game", "new_game"]
