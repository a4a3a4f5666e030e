"""A uniformly random legal answer to any prompt of any game: the `random` level of each game's AI
ladder is this, and the engines' fuzzers too."""

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
