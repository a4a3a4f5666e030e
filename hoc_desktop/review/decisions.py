"""Where a seat decided: the game replayed from its setup, command by command, stopping at each
command of that seat whose prompt its game's Appraiser can weigh (ai/appraisal.py). A take-over
(engine/core/take_over.py) is no decision of play: it is replayed, never weighed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.take_over import is_take_over
from hoc_desktop.game_kit import GameKit, SetupDict


@dataclass(frozen=True)
class DecisionPoint:
    """Command `index` of the log: `seat` gave `made` at game turn `turn`, choosing among `options`
    (the command made first); `options[reference]` is the game's strongest level's own choice."""

    index: int
    turn: int
    made: Any
    options: tuple[Any, ...]
    reference: int
    made_words: str
    option_words: tuple[str, ...]


def game_after(kit: GameKit, setup: SetupDict, commands: Sequence[tuple[int, Any]]) -> Game:
    """The game dealt from `setup` after `commands`, recorded (a seat's stream is read from it)."""
    game = kit.new_game(setup)
    for seat, command in commands:
        game.submit(seat, command)
    return game


def decision_points(kit: GameKit, setup: SetupDict, commands: Sequence[tuple[int, Any]],
                    seat: int) -> list[DecisionPoint]:
    """Every decision of `seat` in the log that its game can appraise, in the order played."""
    appraiser = kit.appraiser
    assert appraiser is not None          # the caller says in words when a game has none
    game = kit.new_game(setup)
    points = []
    for index, (who, command) in enumerate(commands):
        if who == seat and not is_take_over(command):
            options, reference = appraiser.choices(game, seat, command)
            if options:
                words = tuple(appraiser.words(game, seat, option) for option in options)
                points.append(DecisionPoint(index, kit.contest.turn(game), command, tuple(options), reference,
                                            words[0], words))
        game.submit(who, command)
    return points
