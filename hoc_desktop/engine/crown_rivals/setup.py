"""Setup (section 1.5): the table before anything happens, then the deal as events: starting decks
of aces, 2s and 3s, the market deck and the market of five, the hands and the first player.

Every shuffle is an event carrying its result, so the stream of a game, from the setup's table,
describes everything (the core's contract: `new_state` draws no randomness)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals import market, piles
from hoc_desktop.engine.crown_rivals.cards import full_deck, rank_of, suit_of, values
from hoc_desktop.engine.crown_rivals.events import Moved, Shuffled, TurnStarted
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.state import GameState, Player

DEFAULT_NAMES = ("Player 1", "Player 2")
GAME_NAME = "crown-rivals"
DECK = ("market_deck", None)


@dataclass(frozen=True)
class Setup:
    """A Crown Rivals table: the two players' names and the seed. With the command log it
    reproduces a game bit for bit (the rule numbers come from data/crown_rivals.yaml)."""

    players: tuple[str, ...] = DEFAULT_NAMES
    seed: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"game": GAME_NAME, "players": list(self.players), "seed": self.seed}


def new_state(setup: Setup) -> GameState:
    """Setup step 1: the cards the rules remove are out of the game; the 48 others lie in the
    market deck in deck order until the deal separates the starting cards (step 2)."""
    rules = load_rules()
    kept, removed = set_apart(rules)
    players = [Player(seat, name, rules.starting_influence) for seat, name in enumerate(setup.players)]
    return GameState(rules, setup.seed, random.Random(setup.seed), players, [None] * rules.market_size, kept,
                     removed=removed)


def set_apart(rules: Rules) -> tuple[list[str], list[str]]:
    """Setup step 1 as everyone sees it: the cards kept, in deck order (the market deck before the
    deal), and the cards out of the game. Public, so a seat's table starts from it too."""
    kept = list(values(rules))
    return kept, [c for c in full_deck() if c not in kept]


def deal(g: Driver, setup: Setup) -> None:
    """The contract's `deal`: steps 2 to 8."""
    starting_decks(g)
    opening(g)


def starting_decks(g: Driver) -> None:
    """Steps 2-4 up to the market: each starting rank shuffled and dealt two to each player, each
    player's cards shuffled into a draw pile, the rest shuffled into the market deck."""
    s = g.state
    rules = s.rules
    copies = rules.starting_copies_per_rank
    for rank in rules.starting_ranks:
        group = [c for c in s.market_deck if rank_of(c) == rank]
        s.rng.shuffle(group)
        for p in s.players:
            for card in group[p.seat * copies:(p.seat + 1) * copies]:
                g.emit(Moved(card, DECK, ("draw", p.seat)))
    for zone, pile in [(("draw", p.seat), p.draw) for p in s.players] + [(DECK, s.market_deck)]:
        order = pile[:]
        s.rng.shuffle(order)
        g.emit(Shuffled(zone, tuple(order)))


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
