"""The game state: plain data the engine owns. Nothing outside the engine mutates it.

Card instances are small ints indexing `GameState.cards` (immutable CardDefs shared by every copy of
a state). Piles are Python lists whose *last* element is the top card, so drawing is `pop()`.
A state at a quiescent point (no effect waiting for an answer) can be copied in microseconds with
`GameState.copy()`, which is what AI look-ahead uses.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.hoc.rulebook import RuleBook

PHASE_SETUP = "setup"      # Hand Elimination: players pick their starting hands
PHASE_MAIN = "main"
PHASE_SECOND = "second"
PHASE_END = "end"          # cleanup, draw, refresh: only reached inside the end-of-turn effect
PHASE_OVER = "over"

PLAYER_ZONES = ("hand", "draw", "discard", "field", "domain")


@dataclass(slots=True)
class Player:
    seat: int
    name: str
    hand: list[int] = dc_field(default_factory=list)
    draw: list[int] = dc_field(default_factory=list)      # [-1] is the top card
    discard: list[int] = dc_field(default_factory=list)
    field: list[int] = dc_field(default_factory=list)
    domain: list[int] = dc_field(default_factory=list)    # princess, territories, set succession cards
    kept: dict[int, int] = dc_field(default_factory=dict)  # Domain territory id -> kept card id
    princess: int | None = None
    areas: dict[str, int] = dc_field(default_factory=dict)  # counters in play areas: "debt" (Far East adds more)
    declared: bool = False        # a coronation ceremony of this player stands
    eliminated: bool = False

    def copy(self) -> "Player":
        return Player(self.seat, self.name, self.hand[:], self.draw[:], self.discard[:], self.field[:],
                      self.domain[:], dict(self.kept), self.princess, dict(self.areas), self.declared,
                      self.eliminated)

    def all_cards(self) -> list[int]:
        """Every card this player owns, in any of their zones (the Princess card included)."""
        return self.hand + self.draw + self.discard + self.field + self.domain + list(self.kept.values())


@dataclass(slots=True)
class Turn:
    """What lasts only for the current turn."""

    seat: int
    number: int = 0               # 1 for the first turn of the game, counting every turn
    extra: bool = False           # an extra turn granted by Twin Princesses
    coins: int = 0
    plays: int = 1
    played: list[int] = dc_field(default_factory=list)     # cards played this turn, in order
    second_action: str | None = None                    # "buy", "back" or "set" once chosen
    flags: set[str] = dc_field(default_factory=set)        # slash_and_burn, government_contractor, bribery
    delayed: dict[str, int] = dc_field(default_factory=dict)  # supply_unit / moneylender resolutions
    used: set[int] = dc_field(default_factory=set)         # sources whose once-per-turn ability was used
    gained_types: dict[int, tuple[frozenset[str], str | None]] = dc_field(default_factory=dict)
    extra_turn_next: bool = False

    def copy(self) -> "Turn":
        return Turn(self.seat, self.number, self.extra, self.coins, self.plays, self.played[:],
                    self.second_action, set(self.flags), dict(self.delayed), set(self.used),
                    dict(self.gained_types), self.extra_turn_next)


@dataclass(slots=True)
class GameState:
    cards: list[CardDef]                   # instance id -> definition (shared, never copied)
    rulebook: RuleBook
    players: list[Player]
    order: list[int]                       # seats in turn order (clockwise from the first player)
    turn: Turn
    phase: str = PHASE_MAIN
    basic: dict[str, list[int]] = dc_field(default_factory=dict)   # Basic Market piles by card id
    stacks: dict[str, list[int]] = dc_field(default_factory=dict)  # Random Market stacks, in order shown
    supply: list[int] = dc_field(default_factory=list)             # [-1] top, [0] bottom
    curses: list[int] = dc_field(default_factory=list)
    princesses: list[int] = dc_field(default_factory=list)
    outskirts: list[int] = dc_field(default_factory=list)
    revealed: set[int] = dc_field(default_factory=set)             # face-up cards inside draw piles
    counters: dict[int, dict[str, int]] = dc_field(default_factory=dict)  # counters on cards
    coronation: dict[int, set[int]] = dc_field(default_factory=dict)      # declarer -> seats that began a turn since
    overtime: bool = False
    result: dict[str, Any] | None = None
    rng: random.Random = dc_field(default_factory=random.Random)
    points_cache: list[int] | None = None   # succession points per seat; None after a Domain change
    points_dirty: bool = True               # a Domain changed, or the Judgment piles ran out, since
                                            # the end-of-game checks last ran

    def copy(self) -> "GameState":
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return GameState(
            self.cards, self.rulebook, [p.copy() for p in self.players], self.order[:], self.turn.copy(),
            self.phase, {k: v[:] for k, v in self.basic.items()}, {k: v[:] for k, v in self.stacks.items()},
            self.supply[:], self.curses[:], self.princesses[:], self.outskirts[:], set(self.revealed),
            {k: dict(v) for k, v in self.counters.items()}, {k: set(v) for k, v in self.coronation.items()},
            self.overtime, None if self.result is None else dict(self.result), rng,
            None if self.points_cache is None else self.points_cache[:], self.points_dirty,
        )

    # ---- small queries used everywhere
    @property
    def active(self) -> int:
        return self.turn.seat

    def card(self, cid: int) -> CardDef:
        return self.cards[cid]

    def live_seats(self) -> list[int]:
        """Seats still in the game, in turn order."""
        return [s for s in self.order if not self.players[s].eliminated]

    def opponents_in_order(self, seat: int) -> list[int]:
        """Other live seats in turn order, starting with the player on `seat`'s left."""
        i = self.order.index(seat)
        rotated = self.order[i + 1:] + self.order[:i]
        return [s for s in rotated if not self.players[s].eliminated]

    def judgment_due(self) -> bool:
        """Every Basic Market pile the rule book's Judgment watches is empty (G-JDG-1)."""
        basic = self.basic
        for key in self.rulebook.judgment_piles:
            if basic.get(key):
                return False
        return True

    def market_piles(self) -> list[tuple[tuple[str, str], list[int]]]:
        """Every non-empty Market pile (Basic then Random Market) as (zone, cards)."""
        out = [(("basic", k), v) for k, v in self.basic.items() if v]
        out += [(("stack", k), v) for k, v in self.stacks.items() if v]
        return out

    def types_of(self, cid: int) -> frozenset[str]:
        gained = self.turn.gained_types.get(cid)
        return self.cards[cid].types | gained[0] if gained else self.cards[cid].types

    def subtypes_of(self, cid: int) -> frozenset[str]:
        own = self.cards[cid].subtype
        out = {own} if own else set()
        gained = self.turn.gained_types.get(cid)
        if gained and gained[1]:
            out.add(gained[1])
        return frozenset(out)
