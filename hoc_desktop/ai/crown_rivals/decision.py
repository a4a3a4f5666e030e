"""What a Crown Rivals policy is: `decide(prompt, view)` returns one of the prompt's options (or
("pick", values) for a pick prompt), or a Decision with a short reason for the game log (ai/policy.py:
the one Decision both games' AIs answer with). It reads only `view`, the seat's own SeatView
(engine/crown_rivals/view.py)."""

from __future__ import annotations

from typing import Any, Protocol

from hoc_desktop.ai.policy import Decision
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.view import SeatView

__all__ = ["Decision", "Policy"]


class Policy(Protocol):
    def decide(self, prompt: Prompt, view: SeatView) -> Any: ...
