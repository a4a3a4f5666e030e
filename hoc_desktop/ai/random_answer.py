"""A uniformly random legal answer to any prompt of any game, and `RandomPolicy`, the `random`
level of every game's AI ladder (and the engines' fuzzer): it reads no view, so one class serves
each game."""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.engine.core.prompts import Prompt


def random_answer(prompt: Prompt, rng: random.Random) -> Any:
    """One of a command prompt's commands, or a pick of between `min` and `max` of its options."""
    if prompt.offers_commands:
        return prompt.options[rng.randrange(len(prompt.options))]
    k = rng.randint(prompt.min, prompt.max)
    return ("pick", tuple(rng.sample(prompt.options, k)))


class RandomPolicy:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, prompt: Prompt, view: Any) -> Any:
        return random_answer(prompt, self.rng)
