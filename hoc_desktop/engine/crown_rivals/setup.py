"""Setup (section 1.5): the state before the first event, and the opening that deals the market,
draws the hands and finds the first player, as events."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals import market, piles
from hoc_desktop.engine.crown_rivals.cards import full_deck, rank_of, suit_of, values
from hoc_desktop.engine.crown_rivals.events import GameStarted, TurnStarted
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.state import GameState, Player


DEFAULT_NAMES = ("Player 1", "Player 2")
GAME_NAME = "crown-rivals"


@dataclass(frozen=True)
class Setup:
    """A Crown Rivals table: the two players' names and the seed. With the command log it
    reproduces a game bit for bit (the rule numbers come from data/crown_rivals.yaml)."""

    players: tuple[str, ...] = DEFAULT_NAMES
    seed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"game": GAME_NAME, "players": list(self.players), "seed": self.seed}

    @staticmethod
    def from_dict(raw: dict[str, Any]) -> "Setup":
        return Setup(tuple(raw["players"]), raw["seed"])


def new_state(setup: Setup) -> GameState:
    """The table before the deal (the contract's `new_state`)."""
    return initial_state(load_rules(), setup.seed, setup.players)


def deal(g: Driver, setup: Setup) -> None:
    """The contract's `deal`: name the setup in the first event, then deal as events."""
    g.emit(GameStarted(setup.to_dict()))
    opening(g)


def initial_state(rules: Rules, seed: int, names: Sequence[str] = DEFAULT_NAMES) -> GameState:
    """Steps 1-4 up to the deal: cards removed, starting decks dealt by rank and shuffled, the rest
    shuffled into the market deck. Everything random comes from `random.Random(seed)`."""
    rng = random.Random(seed)
    kept = values(rules)
    players = [Player(seat, name, rules.starting_influence) for seat, name in enumerate(names)]
    for rank in rules.starting_ranks:
        group = [c for c in kept if rank_of(c) == rank]
        rng.shuffle(group)
        for i, p in enumerate(players):
            start = i * rules.starting_copies_per_rank
            p.draw += group[start:start + rules.starting_copies_per_rank]
    for p in players:
        rng.shuffle(p.draw)
    dealt = {c for p in players for c in p.draw}
    market_deck = [c for c in kept if c not in dealt]
    rng.shuffle(market_deck)
    removed = [c for c in full_deck() if c not in kept]
    return GameState(rules, seed, rng, players, [None] * rules.market_size, market_deck, removed=removed)


def opening(g: Driver) -> None:
    """Steps 4-8: deal the market (and reset a crowded one), draw five each, and start the turn of
    whoever holds the lowest spade (ace lowest)."""
    s = g.state
    market.deal(g)
    market.crowded_house(g)
    for p in s.players:
        piles.draw(g, p.seat, s.rules.hand_size)
    g.emit(TurnStarted(first_player(s), 1))


def first_player(s: GameState) -> int:
    """The seat holding the lowest spade; seat 0 if no hand holds one (impossible with the
    rulebook's starting decks, possible with other rules data)."""
    supporters = s.rules.suit_with("supporters")
    table = values(s.rules)
    held = [(table[c], p.seat) for p in s.players for c in p.hand if suit_of(c) == supporters]
    return min(held)[1] if held else 0
