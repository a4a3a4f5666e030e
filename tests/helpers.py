"""Small helpers for rule tests: build an exact position, act with card names, read zones by name.

    g = pos(players=[{"hand": ["farming_village", "city_development"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"], ["pick", [0]])
    assert hand(g, 0) == ["city"]
"""

from __future__ import annotations

from typing import Any

import pytest

from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.position import act as _act, build_position, resolve
from hoc_desktop.engine.hoc.scoring import succession_points
from hoc_desktop.errors import IllegalCommand


def pos(**spec: Any) -> Game:
    """A game at the position `spec` (see hoc_desktop/engine/hoc/position.py for the format)."""
    return build_position(spec)


def act(g: Game, *commands: Any) -> list[Any]:
    """Submit commands in order (card ids by name); returns all events."""
    events: list[Any] = []
    for cmd in commands:
        events += _act(g, cmd)
    return events


def refused(g: Game, command: Any) -> str:
    """Assert `command` is illegal now and that refusing it changed nothing; returns the reason."""
    from hoc_desktop.saves import state_digest
    before = state_digest(g.state)
    prompt_before = g.prompt()
    with pytest.raises(IllegalCommand) as info:
        _act(g, command)
    assert state_digest(g.state) == before
    assert g.prompt() == prompt_before
    return str(info.value)


def legal(g: Game, command: Any) -> bool:
    """Whether `command` (with card names) is among the current legal answers."""
    try:
        cmd = resolve(g, command)
    except IllegalCommand:
        return False
    return g.prompt().check(cmd) is None


def names(g: Game, cids: Any) -> list[str]:
    return [g.state.cards[c].key for c in cids]


def hand(g: Game, seat: int) -> list[str]:
    return names(g, g.state.players[seat].hand)


def discard(g: Game, seat: int) -> list[str]:
    return names(g, g.state.players[seat].discard)


def field(g: Game, seat: int) -> list[str]:
    return names(g, g.state.players[seat].field)


def draw_pile(g: Game, seat: int) -> list[str]:
    """The draw pile, top card first."""
    return names(g, reversed(g.state.players[seat].draw))


def revealed_draw(g: Game, seat: int) -> list[bool]:
    """For each draw-pile card, top first: is it face up?"""
    return [c in g.state.revealed for c in reversed(g.state.players[seat].draw)]


def domain(g: Game, seat: int) -> list[str]:
    """Domain cards (princess first), without kept cards."""
    return names(g, g.state.players[seat].domain)


def kept(g: Game, seat: int) -> dict[str, str]:
    """{territory: kept card} by name."""
    s = g.state
    return {s.cards[t].key: s.cards[c].key for t, c in s.players[seat].kept.items()}


def outskirts(g: Game) -> list[str]:
    return names(g, g.state.outskirts)


def points(g: Game, seat: int) -> int:
    return succession_points(g.state, seat)


def coins(g: Game) -> int:
    return g.state.turn.coins


def prompt_kind(g: Game) -> str | None:
    p = g.prompt()
    return p.kind if p else None


def option_names(g: Game) -> list[Any]:
    """The current prompt's options with card ids replaced by names."""
    p = g.prompt()
    cards = g.state.cards
    out = []
    for o in p.options:
        if isinstance(o, tuple):
            out.append(tuple(cards[x].key if isinstance(x, int) and i > 0 else x for i, x in enumerate(o)))
        elif isinstance(o, int) and p.kind not in ("mode", "number", "counter"):
            out.append(cards[o].key)
        else:
            out.append(o)
    return out
