"""One decision weighed: the win probability of the command made and of the best alternative, the
loss and its uncertainty, and whether the decision is marked.

The marking rule: a decision is marked when its loss is larger than twice the standard error of
the paired difference between the best alternative and the command made (both played out in the
same sampled worlds with the same rollout seeds). Below that, the loss cannot be told from the
rollouts' noise, so it counts in the average loss but is not shown as a mistake.

The average loss does not add up the losses shown: the best of several noisy estimates beats the
command made by a little even when it is no better (picking the largest of several noisy numbers),
which would charge every decision of a perfect player with a loss. Each decision gives the average
its `standard_loss` instead: the win probability lost against one command fixed before any
rollout, the strongest level's own choice there (`hard`'s rollout policy, Crown Rivals' `normal`).
It is exactly 0 where the seat chose as that level would, and negative where the seat did better
than it; only the average is cut at 0 (run.Review.average_loss).

A decision is `settled` when every command compared gave the same result in every sampled world
(all won, or all lost): the game was decided already, nothing the seat did there mattered, and it
does not count in the average (else a player who fell hopelessly behind early would be credited
with every later decision as flawless).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from hoc_desktop.ai.appraisal import appraise
from hoc_desktop.games import kit_named
from hoc_desktop.game_kit import SetupDict
from hoc_desktop.review.decisions import DecisionPoint, game_after

MARK_ERRORS = 2.0       # a loss is marked when above this many standard errors of the difference


@dataclass(frozen=True)
class DecisionReview:
    """A decision weighed. `before`: the seat's win probability with the best command available
    (the better of the command made and the best alternative); `after`: with the command made;
    `loss` = before - after (0 when the command made was the best); `error`: the standard error of
    that paired difference; `standard_loss`: the loss against the strongest level's own choice, which
    the average counts, and `settled` whether it counts at all (module doc); `options`: every
    command compared, in words, with its win probability and standard error; `worlds`: the sampled
    worlds each command was played out in."""

    index: int
    turn: int
    made: Any
    made_words: str
    best: Any
    best_words: str
    before: float
    after: float
    loss: float
    error: float
    standard_loss: float
    settled: bool
    worlds: int
    options: tuple[tuple[str, float, float], ...]

    @property
    def marked(self) -> bool:
        """The loss stands out of the noise (the rule in the module doc)."""
        return self.loss > MARK_ERRORS * self.error


def decision_seed(seed: int, index: int) -> int:
    """The rollouts' seed for command `index`: fixed by the review's seed and the decision alone,
    so a review does not depend on how many processes share it or in what order they work."""
    return random.Random(f"review {seed} {index}").getrandbits(63)


def weigh(game_name: str, setup: SetupDict, commands: Sequence[tuple[int, Any]], seat: int, point: DecisionPoint,
          budget: float, seed: int) -> DecisionReview:
    """Weigh one decision (a worker's task: everything it needs is plain data). `budget`: seconds
    of one core per decision, counted in rollout decisions (Appraiser.steps_per_second)."""
    kit = kit_named(game_name)
    appraiser = kit.appraiser
    assert appraiser is not None
    game = game_after(kit, setup, commands[:point.index])
    found = appraise(appraiser.rollouts(game, seat), game, seat, point.options,
                     budget * appraiser.steps_per_second, decision_seed(seed, point.index))
    alternative = max(range(1, len(point.options)), key=found.mean)
    gap, error = found.difference(alternative, 0)
    made, other = found.mean(0), found.mean(alternative)
    best = alternative if gap > 0 else 0
    return DecisionReview(
        point.index, point.turn, point.made, point.made_words, point.options[best], point.option_words[best],
        max(made, other), made, max(0.0, gap), error, found.difference(point.reference, 0)[0], found.settled,
        found.worlds,
        tuple((words, found.mean(i), found.error(i)) for i, words in enumerate(point.option_words)))
