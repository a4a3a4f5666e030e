"""The game state: plain data the engine owns, changed only by applying events (events.py).

Cards are their ids ("7C"): a standard deck holds each card once. Piles are lists whose *last*
element is the top card. The market is a list of `market_size` slots, None where a slot could not
be refilled (OQ-7). The seeded generator lives in the state, so the same seed and the same commands
give the same game.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

import random
from dataclasses import dataclass, field
from typing import Any

from hoc_desktop.engine.crown_rivals.rules import Rules

STEP_PLAY = "play"          # section 2, step P: cards may still be played
STEP_BUY = "buy"            # step C: a card was discarded for currency or bought (OQ-8)
STEP_OVER = "over"


@dataclass(slots=True)
class Supporter:
    """A spade in play (sideways) with the diamond that boosted it, if any, and its fixed value."""

    spade: str
    diamond: str | None
    value: int


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    influence: int
    hand: list[str] = field(default_factory=list)
    draw: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    play: list[str] = field(default_factory=list)          # cards played this turn (not spades)
    supporters: list[Supporter] = field(default_factory=list)

    def copy(self) -> "Player":
        return Player(self.seat, self.name, self.influence, self.hand[:], self.draw[:], self.discard[:],
                      self.play[:], [Supporter(s.spade, s.diamond, s.value) for s in self.supporters])


@dataclass(slots=True)
class Played:
    """A card played for its ability this turn and the value its parity is read from."""

    card: str
    value: int


@dataclass(slots=True)
class Turn:
    """What lasts only for the current turn (section 8, "per-turn state")."""

    seat: int
    number: int                    # 1 for the first turn of the game, counting both players' turns
    step: str = STEP_PLAY
    pool: int = 0                  # club damage waiting for opponent spades (3.1)
    played: list[Played] = field(default_factory=list)
    bonuses: dict[str, int] = field(default_factory=dict)   # suit -> odd/even bonuses earned so far
    currency_cards: list[str] = field(default_factory=list)
    spent: int = 0

    def copy(self) -> "Turn":
        return Turn(self.seat, self.number, self.step, self.pool,
                    [Played(p.card, p.value) for p in self.played], dict(self.bonuses),
                    self.currency_cards[:], self.spent)


@dataclass(slots=True)
class GameState:
    rules: Rules
    seed: int
    rng: random.Random
    players: list[Player]
    market: list[str | None]
    market_deck: list[str]
    trash: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)   # out of the game from setup step 1
    turn: Turn = field(default_factory=lambda: Turn(0, 0))
    result: dict[str, Any] | None = None              # {"winner": seat, "reason": ..., "influence": [...]}

    @property
    def over(self) -> bool:
        return self.result is not None

    @property
    def active(self) -> Player:
        return self.players[self.turn.seat]

    @property
    def opponent(self) -> Player:
        return self.players[1 - self.turn.seat]

    def copy(self) -> "GameState":
        """An independent state (for look-ahead); the generator is copied too."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return GameState(self.rules, self.seed, rng, [p.copy() for p in self.players], self.market[:],
                         self.market_deck[:], self.trash[:], self.removed[:], self.turn.copy(),
                         None if self.result is None else dict(self.result))
