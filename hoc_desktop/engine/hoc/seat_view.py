"""`SeatView`: what one seat may see, as a cheap read-only object. AI policies read only these."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any

from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.determinize import sample_world
from hoc_desktop.engine.hoc.effects.counters import owned_pools
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN
from hoc_desktop.engine.hoc.scoring import succession_points
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.table_view import view


class SeatView:
    """A cheap, read-only window on the game for one seat, for AI policies.

    It exposes only what that seat may know: its own hand, every public zone, pile sizes, the
    face-up cards inside draw piles, and the contents (not the order) of its own draw pile. It is
    built in constant time, so a bot can be handed a fresh one for every decision.
    """

    __slots__ = ("_s", "seat")

    def __init__(self, state: GameState, seat: int) -> None:
        self._s = state
        self.seat = seat

    # ---- definitions and rules
    def card(self, cid: int) -> CardDef:
        return self._s.cards[cid]

    @property
    def cards(self) -> list[CardDef]:
        """Every card's definition by instance id, as `card` reads them: public (which cards a
        game holds is known from its setup; where each lies is what a view hides). For a policy
        that looks up many cards in one decision without a call for each; read it, never change it."""
        return self._s.cards

    @property
    def catalog(self) -> Any:
        """The cards of this game (its sets and packs): public, like the rules."""
        return self._s.catalog

    @property
    def rules(self) -> Any:
        return self._s.rulebook.rules

    # ---- turn
    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def active(self) -> int:
        return self._s.turn.seat

    @property
    def turn_number(self) -> int:
        return self._s.turn.number

    @property
    def coins(self) -> int:
        return self._s.turn.coins

    @property
    def plays(self) -> int:
        return self._s.turn.plays

    @property
    def played(self) -> list[int]:
        return list(self._s.turn.played)

    @property
    def second_action(self) -> str | None:
        return self._s.turn.second_action

    @property
    def turn_flags(self) -> frozenset[str]:
        return frozenset(self._s.turn.flags)

    @property
    def order(self) -> list[int]:
        return list(self._s.order)

    def opponents(self) -> list[int]:
        return self._s.opponents_in_order(self.seat)

    # ---- own cards
    @property
    def hand(self) -> list[int]:
        return list(self._s.players[self.seat].hand)

    def own_draw_contents(self) -> list[int]:
        """The cards in this seat's own draw pile, sorted by id: what, not in which order."""
        return sorted(self._s.players[self.seat].draw)

    # ---- public per-player information
    def hand_size(self, seat: int) -> int:
        return len(self._s.players[seat].hand)

    def draw_size(self, seat: int) -> int:
        return len(self._s.players[seat].draw)

    def revealed_in_draw(self, seat: int) -> list[tuple[int, int]]:
        """(depth from the top, card) of each face-up card in `seat`'s draw pile."""
        s = self._s
        return [(i, c) for i, c in enumerate(reversed(s.players[seat].draw)) if c in s.revealed]

    def discard(self, seat: int) -> list[int]:
        return list(self._s.players[seat].discard)

    def field(self, seat: int) -> list[int]:
        return list(self._s.players[seat].field)

    def domain(self, seat: int) -> list[int]:
        return list(self._s.players[seat].domain)

    def kept(self, seat: int) -> dict[int, int]:
        return dict(self._s.players[seat].kept)

    def princess(self, seat: int) -> int | None:
        return self._s.players[seat].princess

    def points(self, seat: int) -> int:
        return succession_points(self._s, seat)

    def counters(self, cid: int) -> dict[str, int]:
        return dict(self._s.counters.get(cid, {}))

    def areas(self, seat: int) -> dict[str, int]:
        return dict(self._s.players[seat].areas)

    def counter_pools(self, seat: int) -> list[tuple[tuple[Any, str], int]]:
        """((place, kind), count) of every place holding counters `seat` owns, in the order a
        counter prompt (Money-Loving Fairy) numbers them: place "area" for a play area, else a card."""
        return owned_pools(self._s, seat)

    def declared(self, seat: int) -> bool:
        return self._s.players[seat].declared

    def eliminated(self, seat: int) -> bool:
        return self._s.players[seat].eliminated

    # ---- shared zones
    def market(self) -> list[tuple[int, int]]:
        """(top card, pile size) for every non-empty Market pile, Basic Market first."""
        return [(pile[-1], len(pile)) for _, pile in self._s.market_piles()]

    def basic_pile_size(self, key: str) -> int:
        return len(self._s.basic.get(key, ()))

    @property
    def princesses(self) -> list[int]:
        return list(self._s.princesses)

    @property
    def supply_size(self) -> int:
        return len(self._s.supply)

    @property
    def curses_left(self) -> int:
        return len(self._s.curses)

    @property
    def overtime(self) -> bool:
        return self._s.overtime

    def to_dict(self) -> dict[str, Any]:
        return view(self._s, self.seat)

    # ---- look-ahead
    def sample_game(self, rng: Any) -> Any:
        """A Game at this point in which every card this seat cannot see has been redistributed
        at random, consistently with what it can see (engine/hoc/determinize.py): the sample
        depends only on this seat's information and `rng`. Only meaningful at a top-level
        (Main or Second Phase) prompt, where no effect is suspended."""
        return Game(HEART_OF_CROWN, sample_world(self._s, self.seat, rng), record=False)
