"""What a Crown Rivals policy is: `decide(prompt, view)` returns one of the prompt's options (or
("pick", values) for a pick prompt), or a Decision with a short reason for the game log. It reads
only `view`, the seat's own SeatView (engine/crown_rivals/view.py)."""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from hoc_desktop.ai.reason import AnyReason
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.view import SeatView


class Decision(NamedTuple):
    command: Any
    reason: AnyReason = ""       # a Reason, worded when shown (ai/reason.py)


class Policy(Protocol):
    def decide(self, prompt: Prompt, view: SeatView) -> Any: ...


def split(answer: Any) -> tuple[Any, AnyReason]:
    """(command, reason) from whatever a policy returned."""
    return (answer.command, answer.reason) if isinstance(answer, Decision) else (answer, "")
