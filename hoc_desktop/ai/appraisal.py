"""Appraising a decision: how often a seat wins after each of the commands it could give, estimated
by rollouts from that seat's own information, with the uncertainty of each estimate.

What is game-neutral lives here: the paired-rollout loop (`appraise`) and its result
(`Appraisal`). What each game adds is an `Appraiser`, an optional capability of its kit
(game_kit.py): which commands are worth comparing at a prompt, how to deal a world consistent
with what the seat can see (determinization: never the true hidden cards), and how its rollout
policies play such a world to the end. The game review (hoc_desktop/review/) is built on it.

Every option is played out in the same sampled worlds with the same rollout seeds (common random
numbers), so the difference between two options is measured far more precisely than either win
rate alone: `Appraisal.difference` gives its standard error over the paired samples.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Callable, Protocol, Sequence

from hoc_desktop.engine.core.game import Game

MIN_WORLDS = 16         # fewer paired samples give no usable standard error, whatever the budget
MAX_WORLDS = 4000       # a short endgame's rollouts cost next to nothing: stop somewhere


class Rollouts(Protocol):
    """A game's rollouts for one decision of one seat (the seat and the point are fixed when made)."""

    def sample(self, rng: random.Random) -> Game:
        """A complete game at this point, every card the seat cannot see dealt again at random,
        consistently with what it can see; it depends on the seat's information and `rng` only."""
        ...

    def play_out(self, world: Game, seed: int) -> tuple[float, int]:
        """Play `world` to its end with the game's rollout policies seeded by `seed`: (the seat's
        result in [0, 1], a shared win a share; the decisions taken)."""
        ...


@dataclass(frozen=True)
class Appraiser:
    """What a game gives the review (a kit's optional `appraiser`).

    choices          (game, seat, command made) -> (the commands worth comparing at the prompt `seat`
                     answers, the command made first; the index among them of the game's strongest
                     level's own choice, the reference a decision's loss is counted against), or
                     ([], 0) when the prompt is not a decision the game can appraise (a mid-effect
                     pick, one meaningful option)
    rollouts         (game, seat) -> the game's Rollouts at this decision
    words            (game, seat, command) -> the command in the game's own words ("buys Duke")
    steps_per_second rollout decisions one core plays in a second of pure Python: a budget in
                     seconds becomes a number of decisions, so a seeded review does not depend on
                     the machine's speed or load
    """

    choices: Callable[[Game, int, Any], tuple[list[Any], int]]
    rollouts: Callable[[Game, int], Rollouts]
    words: Callable[[Game, int, Any], str]
    steps_per_second: float


@dataclass(frozen=True)
class Appraisal:
    """Paired rollout results: `values[i][j]` is the seat's result after option i in sampled world j."""

    options: tuple[Any, ...]
    values: tuple[tuple[float, ...], ...]

    @property
    def worlds(self) -> int:
        return len(self.values[0]) if self.values else 0

    @property
    def settled(self) -> bool:
        """Every option gave the same result in every world: nothing chosen here changes the outcome."""
        first = self.values[0][0]
        return all(v == first for row in self.values for v in row)

    def mean(self, i: int) -> float:
        """Option i's estimated win probability."""
        return sum(self.values[i]) / len(self.values[i])

    def error(self, i: int) -> float:
        """The standard error of option i's win probability."""
        return _standard_error(self.values[i])

    def difference(self, i: int, j: int) -> tuple[float, float]:
        """Option i's win probability minus option j's, and the standard error of that difference
        over the paired samples."""
        diffs = [a - b for a, b in zip(self.values[i], self.values[j])]
        return sum(diffs) / len(diffs), _standard_error(diffs)


def _standard_error(xs: Sequence[float]) -> float:
    n = len(xs)
    if n < 2:
        return math.inf
    mean = sum(xs) / n
    return math.sqrt(sum((x - mean) ** 2 for x in xs) / (n - 1) / n)


def appraise(rollouts: Rollouts, game: Game, seat: int, options: Sequence[Any], steps: float,
             seed: int) -> Appraisal:
    """Play every option in the same sampled worlds until `steps` rollout decisions are spent (at
    least MIN_WORLDS worlds, at most MAX_WORLDS). Counting decisions rather than seconds makes the
    result depend on `seed` alone."""
    rng = random.Random(seed)
    values: list[list[float]] = [[] for _ in options]
    used = 0
    worlds = 0
    while worlds < MIN_WORLDS or (used < steps and worlds < MAX_WORLDS):
        world = rollouts.sample(rng)
        rollout_seed = rng.getrandbits(32)
        for i, option in enumerate(options):
            g = world.copy()
            g.submit(seat, option)
            value, taken = rollouts.play_out(g, rollout_seed)
            values[i].append(value)
            used += taken + 1
        worlds += 1
    return Appraisal(tuple(options), tuple(tuple(v) for v in values))
