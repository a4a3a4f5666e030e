"""The game state: plain data the engine owns. Nothing outside the engine mutates it.

Card instances are small ints indexing `GameState.cards` (immutable CardDefs shared by every copy of
a state). Piles are Python lists whose *last* element is the top card, so drawing is `pop()`.
A state at a quiescent point (no effect waiting for an answer) can be copied in microseconds with
`GameState.copy()`, which is what AI look-ahead uses. Every field is declared once with
`state_field` (core/state_fields.py): how it is copied, whether a save's seal covers it and who may
see it; `copy()`, the seal and the views' unlisted fields are derived from those declarations.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Final

from hoc_desktop.build_info import mypyc_attr

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.core.state_fields import state_copier, state_field
from hoc_desktop.engine.hoc import commands
from hoc_desktop.engine.hoc.rulebook import RuleBook
from hoc_desktop.engine.hoc.zones import ZONES

PHASE_SETUP: Final = "setup"      # Hand Elimination: players pick their starting hands
PHASE_MAIN: Final = "main"
PHASE_SECOND: Final = "second"
PHASE_END: Final = "end"          # cleanup, draw, refresh: only reached inside the end-of-turn effect
PHASE_OVER: Final = "over"

PLAYER_ZONES: Final = ZONES.seat_piles     # each a list field of Player under the zone's kind (checked below)


@mypyc_attr(allow_interpreted_subclasses=True)   # an expansion may add fields in a subclass
@dataclass(slots=True, init=False)
class Player:
    """One seat's cards and standing. Its `__init__` is written out, defaults included, rather than
    generated: the compiled build runs a generated one as interpreted Python, and every deal and
    every look-ahead copy makes Players."""

    seat: int = state_field("value")
    name: str = state_field("value")
    hand: list[int] = state_field("list", seen="owner")
    draw: list[int] = state_field("list", seen="nobody")      # [-1] is the top card
    discard: list[int] = state_field("list")
    field: list[int] = state_field("list")
    domain: list[int] = state_field("list")    # princess, territories, set succession cards
    kept: dict[int, int] = state_field("dict")  # Domain territory id -> kept card id
    princess: int | None = state_field("value")
    areas: dict[str, int] = state_field("dict")  # counters in play areas: "debt", "coin", "ore"
    # cards Samurai set aside: still this player's, back into the discard pile at their next reshuffle
    set_aside: list[int] = state_field("list", only_when_used=True)
    # the princess taken face down as a guardian (Guardians variant, zones.py): out of the row, nothing else
    guardian: list[int] = state_field("list", only_when_used=True)
    declared: bool = state_field("value")        # a coronation ceremony of this player stands
    eliminated: bool = state_field("value")

    def __init__(self, seat: int, name: str, hand: list[int] | None = None, draw: list[int] | None = None,
                 discard: list[int] | None = None, field: list[int] | None = None, domain: list[int] | None = None,
                 kept: dict[int, int] | None = None, princess: int | None = None, areas: dict[str, int] | None = None,
                 set_aside: list[int] | None = None, guardian: list[int] | None = None, declared: bool = False,
                 eliminated: bool = False) -> None:
        self.seat = seat
        self.name = name
        self.hand = [] if hand is None else hand
        self.draw = [] if draw is None else draw
        self.discard = [] if discard is None else discard
        self.field = [] if field is None else field
        self.domain = [] if domain is None else domain
        self.kept = {} if kept is None else kept
        self.princess = princess
        self.areas = {} if areas is None else areas
        self.set_aside = [] if set_aside is None else set_aside
        self.guardian = [] if guardian is None else guardian
        self.declared = declared
        self.eliminated = eliminated

    def copy(self) -> "Player":
        return _copy_player(self)

    def all_cards(self) -> list[int]:
        """Every card this player owns, in any of their zones (the Princess card included)."""
        return [cid for kind in PLAYER_ZONES for cid in getattr(self, kind)] + list(self.kept.values())


_copy_player = state_copier(Player)


_unheld = set(PLAYER_ZONES) - {f.name for f in dataclasses.fields(Player)}
if _unheld:      # a zone declared per seat must have its pile on the player, or it could not hold a card
    raise TypeError(f"Player has no pile for the declared zone(s): {', '.join(sorted(_unheld))}")
# piles an expansion added (state_field only_when_used): views leave them out while they are empty
QUIET_PILES: Final = frozenset(f.name for f in dataclasses.fields(Player)
                        if f.name in PLAYER_ZONES and f.metadata["only_when_used"])


@dataclass(slots=True, init=False)
class Turn:
    """What lasts only for the current turn. Its `__init__` is written out, defaults included,
    rather than generated: the compiled build would run a generated one as interpreted Python,
    and every turn makes a Turn."""

    seat: int = state_field("value")
    number: int = state_field("value")          # 1 for the first turn of the game, counting every turn
    extra: bool = state_field("value")          # an extra turn granted by Twin Princesses
    coins: int = state_field("value")
    plays: int = state_field("value")
    played: list[int] = state_field("list")     # cards played this turn, in order
    second_action: str | None = state_field("value")     # "buy", "back" or "set" once chosen
    flags: set[str] = state_field("set")        # slash_and_burn, government_contractor, bribery
    delayed: dict[str, int] = state_field("dict")   # supply_unit / moneylender resolutions
    used: set[int] = state_field("set")         # sources whose once-per-turn ability was used
    gained_types: dict[int, tuple[frozenset[str], str | None]] = state_field("dict")
    extra_turn_next: bool = state_field("value")

    def __init__(self, seat: int, number: int = 0, extra: bool = False, coins: int = 0, plays: int = 1,
                 played: list[int] | None = None, second_action: str | None = None, flags: set[str] | None = None,
                 delayed: dict[str, int] | None = None, used: set[int] | None = None,
                 gained_types: dict[int, tuple[frozenset[str], str | None]] | None = None,
                 extra_turn_next: bool = False) -> None:
        self.seat = seat
        self.number = number
        self.extra = extra
        self.coins = coins
        self.plays = plays
        self.played = [] if played is None else played
        self.second_action = second_action
        self.flags = set() if flags is None else flags
        self.delayed = {} if delayed is None else delayed
        self.used = set() if used is None else used
        self.gained_types = {} if gained_types is None else gained_types
        self.extra_turn_next = extra_turn_next

    def begin(self, seat: int, number: int, extra: bool, coins: int, plays: int) -> None:
        """Become the new turn `Turn(seat, number, extra, coins, plays)` would be, in place: a
        turn's lists and sets emptied rather than made again at every turn of every game. A state
        owns its Turn (a copy of the state copies it), so nothing else sees the old values go."""
        self.seat = seat
        self.number = number
        self.extra = extra
        self.coins = coins
        self.plays = plays
        self.played.clear()
        self.second_action = None
        self.flags.clear()
        self.delayed.clear()
        self.used.clear()
        self.gained_types.clear()
        self.extra_turn_next = False

    def copy(self) -> "Turn":
        return _copy_turn(self)


_copy_turn = state_copier(Turn)


def _card_keys(cards: list[CardDef]) -> list[str]:
    """The card table as a seal covers it: the card id of every instance (definitions are sealed
    by the save's card digest)."""
    return [c.key for c in cards]


@mypyc_attr(allow_interpreted_subclasses=True)   # an expansion may add fields in a subclass
@dataclass(slots=True, init=False)
class GameState:
    """The whole table. Its `__init__` is written out, defaults included, for the reason Player's is."""

    cards: list[CardDef] = state_field("shared", sealed=_card_keys)   # instance id -> definition (shared)
    rulebook: RuleBook = state_field("shared", sealed=False)          # sealed by the setup's options
    catalog: Catalog = state_field("shared", sealed=False)            # this game's cards; sealed by the card digest
    players: list[Player] = state_field("copies")
    order: list[int] = state_field("list")                  # seats in turn order (clockwise from the first player)
    turn: Turn = state_field("copy")
    phase: str = state_field("value")
    basic: dict[str, list[int]] = state_field("dict_of_lists")   # Basic Market piles by card id
    stacks: dict[str, list[int]] = state_field("dict_of_lists")  # Random Market stacks, in order shown
    supply: list[int] = state_field("list", seen="nobody")       # [-1] top, [0] bottom
    curses: list[int] = state_field("list")
    princesses: list[int] = state_field("list")
    outskirts: list[int] = state_field("list")
    # Market piles (Basic pile or Random Market stack, by card id) carrying a Taxation token
    taxed: set[str] = state_field("set", only_when_used=True)
    revealed: set[int] = state_field("set")             # face-up cards inside draw piles
    counters: dict[int, dict[str, int]] = state_field("dict_of_dicts")  # counters on cards
    coronation: dict[int, set[int]] = state_field("dict_of_sets")  # declarer -> seats that began a turn since
    overtime: bool = state_field("value")
    result: dict[str, Any] | None = state_field("optional_dict")
    rng: random.Random = state_field("rng", seen="nobody")
    # succession points per seat; None after a Domain change
    points_cache: list[int] | None = state_field("optional_list", sealed=False, seen="nobody")
    # a Domain changed, or the Judgment piles ran out, since the end-of-game checks last ran
    points_dirty: bool = state_field("value", sealed=False, seen="nobody")

    def __init__(self, cards: list[CardDef], rulebook: RuleBook, catalog: Catalog, players: list[Player],
                 order: list[int], turn: Turn, phase: str = PHASE_MAIN, basic: dict[str, list[int]] | None = None,
                 stacks: dict[str, list[int]] | None = None, supply: list[int] | None = None,
                 curses: list[int] | None = None, princesses: list[int] | None = None,
                 outskirts: list[int] | None = None, taxed: set[str] | None = None, revealed: set[int] | None = None,
                 counters: dict[int, dict[str, int]] | None = None, coronation: dict[int, set[int]] | None = None,
                 overtime: bool = False, result: dict[str, Any] | None = None, rng: random.Random | None = None,
                 points_cache: list[int] | None = None, points_dirty: bool = True) -> None:
        self.cards = cards
        commands.cover(len(cards))         # a position may be built with its cards (flow's options name them)
        self.rulebook = rulebook
        self.catalog = catalog
        self.players = players
        self.order = order
        self.turn = turn
        self.phase = phase
        self.basic = {} if basic is None else basic
        self.stacks = {} if stacks is None else stacks
        self.supply = [] if supply is None else supply
        self.curses = [] if curses is None else curses
        self.princesses = [] if princesses is None else princesses
        self.outskirts = [] if outskirts is None else outskirts
        self.taxed = set() if taxed is None else taxed
        self.revealed = set() if revealed is None else revealed
        self.counters = {} if counters is None else counters
        self.coronation = {} if coronation is None else coronation
        self.overtime = overtime
        self.result = result
        self.rng = random.Random() if rng is None else rng
        self.points_cache = points_cache
        self.points_dirty = points_dirty

    def copy(self) -> "GameState":
        """An independent state at a quiescent point (AI look-ahead), made by the copy generated
        from the field declarations (core/state_fields.py). The classes here declare `copy`
        themselves rather than take `@declared_state`, so that mypyc can compile them natively."""
        return _copy_game_state(self)

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


_copy_game_state = state_copier(GameState)
