"""Uniformly random legal moves: the engine's fuzzer and the floor of the AI ladder."""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.ai.policy import built_in
from hoc_desktop.ai.random_answer import random_answer
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView


@built_in
class RandomPolicy:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        return random_answer(prompt, self.rng)
