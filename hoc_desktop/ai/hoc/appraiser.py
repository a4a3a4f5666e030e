"""Heart of Crown's Appraiser (ai/appraisal.py): the review weighs a decision with `hard`'s own
search machinery (hard.py), so it judges a seat the way the strongest level plays:

* the commands compared are hard's shortlist at that prompt (its rollout policy's choice, a
  coronation, the best card to set, the best Succession and other card to buy, ending the phase,
  ...) plus the command the seat gave; prompts hard leaves alone are not appraised either: pick
  prompts in the middle of an effect (no world can be sampled there) and prompts with one meaning;
  a Main Phase prompt offering only plays (and ending the phase) is appraised only when the seat
  played where the rollout policy would end the phase or the reverse (ending it with cards still
  to play is a real mistake; the order of plays is not weighed);
* worlds are sampled from the seat's view (`SeatView.sample_game`, engine/hoc/determinize.py), so
  an estimate never reads a card the seat could not see;
* each world is played to the end by hard's rollout models: `HardRolloutPolicy` for the seat,
  `normal` (or `money` for a player who buys nothing but Basic cards) for the others.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from hoc_desktop.ai.appraisal import Appraiser
from hoc_desktop.ai.hoc.hard import SEARCH_KINDS, STEPS_PER_SECOND, HardPolicy, describe_command
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.seat_view import SeatView


class _HardRollouts:
    """hard's sampling and rollouts for one decision of one seat (the Rollouts protocol)."""

    def __init__(self, game: Game, seat: int) -> None:
        self._view = SeatView(game.state, seat)
        self._hard = HardPolicy()
        self._models: list[Callable[[int], Any]] = self._hard._opponent_models(self._view)
        self._seat = seat

    def sample(self, rng: random.Random) -> Game:
        return self._view.sample_game(rng)

    def play_out(self, world: Game, seed: int) -> tuple[float, int]:
        value, taken = self._hard._rollout(world, self._seat, seed, math.inf, math.inf, None, self._models)
        assert value is not None          # neither a deadline nor a limit can stop it
        return value, taken


def _choices(game: Game, seat: int, made: Any) -> tuple[list[Any], int]:
    """hard's shortlist at this prompt, with the command made first, in place of its twin of the
    same meaning (two copies of a card are one choice), and where hard's rollout policy's own choice
    stands among them; nothing where hard would not search."""
    prompt = game.prompt()
    if prompt is None or prompt.seat != seat or prompt.kind not in SEARCH_KINDS or not game.quiescent:
        return [], 0
    view = SeatView(game.state, seat)
    hard = HardPolicy()
    default, _ = split_decision(hard.fallback.decide(prompt, view))
    candidates = hard._candidates(prompt, view, default)
    if len(candidates) <= 1:
        return [], 0
    if hard._trivial(prompt, candidates):
        return ([made, default], 1) if made[0] != default[0] else ([], 0)
    shortlist = hard._shortlist(prompt, view, candidates, default)       # the rollout policy's choice first

    def meaning(command: Any) -> tuple[Any, ...]:
        return tuple(view.card(x).key if isinstance(x, int) else x for x in command)

    made_means = meaning(made)
    others = [c for c in shortlist if meaning(c) != made_means]
    return [made] + others, 0 if meaning(default) == made_means else 1


def _words(game: Game, seat: int, command: Any) -> str:
    return describe_command(command, SeatView(game.state, seat))


APPRAISER = Appraiser(choices=_choices, rollouts=_HardRollouts, words=_words, steps_per_second=STEPS_PER_SECOND)
