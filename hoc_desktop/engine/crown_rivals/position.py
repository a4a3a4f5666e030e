"""A game at a position written by hand: the starting point of rulings tests and YAML scenarios.

A spec names where cards lie; every card the rules keep and the spec does not place goes to the
bottom of the market deck, or to the Trash when the spec gives the market deck itself (so "the
market deck is empty" can be written). Piles are written top card first.

    {"seat": 0, "influence": [50, 40], "hand": [["7C", "4D"], []],
     "supporters": [[], [["6S", null]]], "market": ["9H", "JD"], "market_deck": ["4H"]}
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.engine.crown_rivals.amounts import boosted
from hoc_desktop.engine.crown_rivals.cards import full_deck, values
from hoc_desktop.engine.crown_rivals.game import Game
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.setup import DEFAULT_NAMES
from hoc_desktop.engine.crown_rivals.state import STEP_PLAY, GameState, Player, Supporter, Turn
from hoc_desktop.errors import ScenarioError

PLAYER_PILES = ("hand", "draw", "discard", "play")


def build(spec: dict[str, Any], rules: Rules | None = None) -> Game:
    """The game `spec` describes, waiting for the active seat's first decision of its turn."""
    rules = rules or load_rules()
    table = values(rules)
    placed: list[str] = []

    def cards(raw: Any) -> list[str]:
        out = [str(c) for c in raw]
        for card in out:
            if card not in table:
                raise ScenarioError(f"unknown card '{card}' (cards are written like 7C, 10H, JD; "
                                    f"removed cards cannot be placed)")
        placed.extend(out)
        return out

    players = []
    for seat in range(rules.players):
        p = Player(seat, DEFAULT_NAMES[seat], spec.get("influence", [rules.starting_influence] * 2)[seat])
        for pile in PLAYER_PILES:
            setattr(p, pile, cards(reversed(spec.get(pile, [[], []])[seat])))
        for spade, diamond in spec.get("supporters", [[], []])[seat]:
            cards([spade] + ([diamond] if diamond else []))
            value = table[spade] if not diamond else boosted(rules, table[spade], table[diamond])
            p.supporters.append(Supporter(spade, diamond, value))
        players.append(p)
    market = cards(spec.get("market", []))
    deck = cards(reversed(spec["market_deck"])) if "market_deck" in spec else None
    trash = cards(spec.get("trash", []))
    if len(set(placed)) != len(placed):
        raise ScenarioError(f"a card is placed twice: {sorted(c for c in set(placed) if placed.count(c) > 1)}")
    if len(market) > rules.market_size:
        raise ScenarioError(f"the market has {rules.market_size} slots")
    rest = [c for c in table if c not in placed]
    if deck is None:
        deck = rest
    else:
        trash += rest
    seed = spec.get("seed", 0)
    state = GameState(rules, seed, random.Random(seed), players, market + [None] * (rules.market_size - len(market)),
                      deck, trash, [c for c in full_deck() if c not in table],
                      Turn(spec.get("seat", 0), spec.get("turn", 1), STEP_PLAY))
    return Game(state)
