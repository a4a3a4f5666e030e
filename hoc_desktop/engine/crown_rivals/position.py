"""A game at a position written by hand: the starting point of rulings tests and YAML scenarios.

A spec names where cards lie; every card the rules keep and the spec does not place goes to the
bottom of the market deck, or to the Trash when the spec gives the market deck itself (so "the
market deck is empty" can be written). Per-player piles are pairs (seat 0, seat 1), written top
card first; a spade in play is [spade, diamond or null].

    {"seat": 0, "influence": [50, 40], "hand": [["7C", "4D"], []],
     "supporters": [[], [["6S", null]]], "market": ["9H", "JD"], "market_deck": ["4H"]}

Every value is checked; a wrong one raises ShapeError naming where it is in the spec.
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.engine.crown_rivals.amounts import boosted
from hoc_desktop.engine.crown_rivals.cards import SUIT_WORDS, full_deck, suit_of, values
from hoc_desktop.engine.crown_rivals.game import Game
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.setup import DEFAULT_NAMES
from hoc_desktop.engine.crown_rivals.state import STEP_PLAY, GameState, Player, Supporter, Turn
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, mapping, seed, sequence, whole

PLAYER_PILES = ("hand", "draw", "discard", "play")
KEYS = ("seat", "turn", "influence", *PLAYER_PILES, "supporters", "market", "market_deck", "trash", "seed")
DECK = len(full_deck())


class _Cards:
    """Reads card lists from a spec, refusing unknown cards and cards placed twice."""

    def __init__(self, rules: Rules) -> None:
        self.table = values(rules)
        self.placed: set[str] = set()

    def read(self, raw: Any, where: Where, top_first: bool = False) -> list[str]:
        cards = [self.card(c, (*where, i)) for i, c in enumerate(sequence(raw, where, DECK))]
        return cards[::-1] if top_first else cards

    def card(self, raw: Any, where: Where, suit: str = "") -> str:
        """`raw` as a card id; `suit`, when given, is the suit it must have."""
        if raw not in self.table:
            raise ShapeError(where, f"unknown card {raw!r} (written like 7C, 10H, JD; removed cards cannot be placed)")
        if suit and suit_of(raw) != suit:
            raise ShapeError(where, f"{raw} is not a {SUIT_WORDS[suit]}")
        if raw in self.placed:
            raise ShapeError(where, f"{raw} is placed twice")
        self.placed.add(raw)
        return raw


def _pair(spec: dict[str, Any], key: str, default: Any) -> list[Any]:
    return sequence(spec.get(key, [default, default]), (key,), 2, 2)


def build(spec: Any, rules: Rules | None = None) -> Game:
    """The game `spec` describes, waiting for the active seat's first decision of its turn."""
    rules = rules or load_rules()
    spec = mapping(spec, (), optional=KEYS)
    cards = _Cards(rules)
    influence = _pair(spec, "influence", rules.starting_influence)
    players = []
    for seat in range(rules.players):
        # a game in progress: the game ends the moment Influence reaches either end (influence.py)
        p = Player(seat, DEFAULT_NAMES[seat], whole(influence[seat], ("influence", seat), rules.lose_influence + 1,
                                                    rules.win_influence - 1))
        for pile in PLAYER_PILES:
            setattr(p, pile, cards.read(_pair(spec, pile, [])[seat], (pile, seat), top_first=True))
        for i, raw in enumerate(sequence(_pair(spec, "supporters", [])[seat], ("supporters", seat), DECK)):
            where = ("supporters", seat, i)
            spade, diamond = sequence(raw, where, 2, 2)
            spade = cards.card(spade, (*where, 0), rules.suit_with("supporters"))
            diamond = None if diamond is None else cards.card(diamond, (*where, 1), rules.suit_with("boost"))
            value = cards.table[spade] if diamond is None else boosted(rules, cards.table[spade], cards.table[diamond])
            p.supporters.append(Supporter(spade, diamond, value))
        players.append(p)
    market = [cards.card(c, ("market", i)) for i, c in
              enumerate(sequence(spec.get("market", []), ("market",), rules.market_size))]
    deck = cards.read(spec["market_deck"], ("market_deck",), top_first=True) if "market_deck" in spec else None
    trash = cards.read(spec.get("trash", []), ("trash",))
    rest = [c for c in cards.table if c not in cards.placed]
    if deck is None:
        deck = rest
    else:
        trash += rest
    number = seed(spec.get("seed", 0), ("seed",))
    turn = Turn(whole(spec.get("seat", 0), ("seat",), 0, rules.players - 1),
                whole(spec.get("turn", 1), ("turn",), 1, 100_000), STEP_PLAY)
    state = GameState(rules, number, random.Random(number), players,
                      market + [None] * (rules.market_size - len(market)), deck, trash,
                      [c for c in full_deck() if c not in cards.table], turn)
    return Game(CROWN_RIVALS, state)
