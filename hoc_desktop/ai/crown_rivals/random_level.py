"""`random`: uniformly random legal answers; the floor of the ladder and the engine's fuzzer."""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.view import SeatView


class RandomPolicy:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        rng = self.rng
        if prompt.is_action:
            return prompt.options[rng.randrange(len(prompt.options))]
        return ("pick", tuple(rng.sample(prompt.options, rng.randint(prompt.min, prompt.max))))
