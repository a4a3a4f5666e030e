"""Helpers for AI tests: ask a policy for its decision at a built position, read it by card name."""

from __future__ import annotations

from typing import Any

from hoc_desktop.ai.policy import Decision
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.ai.reason_words import worded


def decide(g: Game, policy: Any) -> Decision:
    """The policy's answer to the current prompt, from the prompted seat's own view. Asserts that the
    answer is legal and carries a reason."""
    prompt = g.prompt()
    assert prompt is not None
    answer = policy.decide(prompt, SeatView(g.state, prompt.seat))
    assert isinstance(answer, Decision), f"expected a Decision, got {answer!r}"
    assert prompt.check(answer.command) is None, f"illegal answer {answer.command!r}: {prompt.check(answer.command)}"
    assert worded(answer.reason), "every decision carries a reason"
    return answer


def named(g: Game, command: Any) -> Any:
    """A command with card ids replaced by card names: ("buy", "duke"), ("pick", ("senator",))."""
    cards = g.state.cards
    prompt = g.prompt()
    numeric = prompt is not None and prompt.kind in ("mode", "number")
    if command[0] == "pick":
        return ("pick", tuple(v if numeric or not isinstance(v, int) else cards[v].key for v in command[1]))
    return tuple(cards[v].key if isinstance(v, int) and i > 0 else v for i, v in enumerate(command))


def step(g: Game, policy: Any) -> Any:
    """Let the policy answer the current prompt; returns the answer by name and submits it."""
    answer = decide(g, policy)
    by_name = named(g, answer.command)
    g.submit(g.prompt().seat, answer.command)
    return by_name


def run_turn_until(g: Game, policies: dict[int, Any], stop: Any, limit: int = 60) -> list[Any]:
    """Let policies answer prompts until `stop(g)` is true; returns the answers by name."""
    out = []
    for _ in range(limit):
        if stop(g):
            return out
        prompt = g.prompt()
        out.append(step(g, policies[prompt.seat]))
    raise AssertionError(f"did not stop within {limit} decisions: {out}")
