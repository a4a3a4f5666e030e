"""Short ways to write Crown Rivals rulings: a position, the commands of the active seat, the
answers to pick prompts, and a refused command that changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from hoc_desktop.engine.crown_rivals.amounts import currency_left
from hoc_desktop.engine.crown_rivals.game import Game
from hoc_desktop.engine.crown_rivals.position import build
from hoc_desktop.errors import IllegalCommand


def position(**spec: Any) -> Game:
    """A game at `spec` (see engine/crown_rivals/position.py); seat 0 is "you" unless `seat` says."""
    return build(spec)


def act(g: Game, *command: Any) -> None:
    """The seat the engine waits for takes the top-level `command` ("play", "7C")."""
    prompt = g.prompt()
    assert prompt is not None and prompt.offers_commands, prompt
    g.submit(prompt.seat, tuple(command))


def pick(g: Game, *values: Any) -> None:
    """The seat the engine waits for answers its pick prompt with `values` (none: decline)."""
    prompt = g.prompt()
    assert prompt is not None and not prompt.offers_commands, prompt
    g.submit(prompt.seat, ("pick", tuple(values)))


def step(g: Game) -> str:
    """The step of the pick prompt waiting, or the kind of the action prompt ("main", "second")."""
    prompt = g.prompt()
    assert prompt is not None
    return prompt.kind if prompt.offers_commands else prompt.step


def refused(g: Game, *command: Any) -> None:
    """The active seat's top-level `command` is refused and nothing changes."""
    before = (repr(g.state.players), g.state.market, g.state.turn.copy())
    prompt = g.prompt()
    assert prompt is not None
    with pytest.raises(IllegalCommand):
        g.submit(prompt.seat, tuple(command))
    assert (repr(g.state.players), g.state.market, g.state.turn.copy()) == before


def currency(g: Game) -> int:
    """The active seat's currency left this turn."""
    return currency_left(g.state)


def influence(g: Game) -> list[int]:
    return [p.influence for p in g.state.players]


def spades(g: Game, seat: int) -> list[tuple[str, str | None, int]]:
    return [(s.spade, s.diamond, s.value) for s in g.state.players[seat].supporters]
