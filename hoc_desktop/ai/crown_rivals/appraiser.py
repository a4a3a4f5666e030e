"""Crown Rivals' Appraiser (ai/appraisal.py): the review weighs a decision by rollouts of its
strongest level, `normal`, from the seat's own information.

* the commands compared at a play or currency step are all the distinct commands of the prompt
  (a Crown Rivals turn offers a handful; each card is unique, so no two mean the same), up to
  MAX_OPTIONS of them, `normal`'s choice and the command made always among them; pick prompts in
  the middle of an effect are not appraised (no world can be sampled there);
* worlds are sampled from what the seat knows (engine/crown_rivals/determinize.py): the other hand,
  both draw piles and the market deck dealt again within what the seat's stream tells;
* each world is played to the end by `normal` in both seats, or to the rules' turn limit (a half
  point: the game would have been stopped unfinished).
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.ai.appraisal import Appraiser
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.ai.crown_rivals.normal import NormalPolicy
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.crown_rivals.describe import command_words
from hoc_desktop.engine.crown_rivals.determinize import known_groups, sample_world
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.view import SeatView

MAX_OPTIONS = 5
STEPS_PER_SECOND = 2500      # `normal`'s rollout decisions a second on one core, pure Python (see docs/review.md)


class _NormalRollouts:
    """`normal`'s rollouts for one decision of one seat (the Rollouts protocol)."""

    def __init__(self, game: Game, seat: int) -> None:
        self._state = game.state
        self._seat = seat
        self._groups = known_groups(game, seat)

    def sample(self, rng: random.Random) -> Game:
        return Game(CROWN_RIVALS, sample_world(self._state, self._seat, self._groups, rng), record=False)

    def play_out(self, world: Game, seed: int) -> tuple[float, int]:
        state = world.state
        limit = state.rules.max_turns
        bots = [NormalPolicy(seed + s) for s in range(len(state.players))]
        taken = 0
        while not world.over:
            if state.turn.number > limit:
                return 0.5, taken
            prompt = world.prompt()
            assert prompt is not None            # the game is not over
            command, _ = split_decision(bots[prompt.seat].decide(prompt, SeatView.of(state, prompt.seat)))
            world.submit(prompt.seat, command)
            taken += 1
        return (1.0 if state.result["winner"] == self._seat else 0.0), taken


def _choices(game: Game, seat: int, made: Any) -> tuple[list[Any], int]:
    """The prompt's commands, the command made and `normal`'s choice first, at most MAX_OPTIONS,
    and where `normal`'s choice stands among them."""
    prompt = game.prompt()
    if prompt is None or prompt.seat != seat or not prompt.offers_commands or not game.quiescent:
        return [], 0
    own, _ = split_decision(NormalPolicy().decide(prompt, SeatView.of(game.state, seat)))
    options = list(dict.fromkeys([made, own, *prompt.options]))[:MAX_OPTIONS]
    return (options, options.index(own)) if len(options) > 1 else ([], 0)


def _words(game: Game, seat: int, command: Any) -> str:
    return command_words(command)


APPRAISER = Appraiser(choices=_choices, rollouts=_NormalRollouts, words=_words, steps_per_second=STEPS_PER_SECOND)
