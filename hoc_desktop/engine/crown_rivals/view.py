"""What one seat may see (OQ-19): built from the zone declarations (zones.py), so a hidden zone is
shown only as its size. A seat sees its own hand but no draw pile's order, not even its own; the
other hand and the market deck are sizes only. AIs and the client read nothing else."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from dataclasses import dataclass
from typing import Any, NamedTuple

from hoc_desktop.build_info import by_fields
from hoc_desktop.engine.crown_rivals.amounts import turn_currency_left
from hoc_desktop.engine.crown_rivals.rules import Rules
from hoc_desktop.engine.crown_rivals.state import GameState, Played, Turn
from hoc_desktop.engine.crown_rivals.zones import ZONES


class InPlay(NamedTuple):
    """A spade in play with the diamond under it and its fixed value."""

    spade: str
    diamond: str | None
    value: int


@dataclass(frozen=True)
class PlayerView:
    seat: int
    name: str
    influence: int
    hand: tuple[str, ...] | None        # None: not this seat's to see
    hand_size: int
    draw_size: int
    discard: tuple[str, ...]             # bottom first
    play: tuple[str, ...]
    supporters: tuple[InPlay, ...]

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)


@dataclass(frozen=True)
class TurnView:
    seat: int
    number: int
    step: str
    pool: int
    currency: int
    played: tuple[Played, ...]
    bonuses: dict[str, int]
    currency_cards: tuple[str, ...] = ()   # discarded for currency this turn (face up, so public)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)

    @staticmethod
    def of(rules: Rules, t: Turn) -> "TurnView":
        """The turn as every seat sees it (all of it is public): the state's or a seat table's."""
        return TurnView(t.seat, t.number, t.step, t.pool, turn_currency_left(rules, t),
                        tuple(Played(x.card, x.value) for x in t.played), dict(t.bonuses), tuple(t.currency_cards))


@dataclass(frozen=True)
class SeatView:
    seat: int | None
    players: tuple[PlayerView, ...]
    market: tuple[str | None, ...]
    market_deck_size: int
    trash: tuple[str, ...]
    removed: tuple[str, ...]
    turn: TurnView
    result: dict[str, Any] | None

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return by_fields(self)

    @property
    def me(self) -> PlayerView:
        assert self.seat is not None
        return self.players[self.seat]

    @property
    def them(self) -> PlayerView:
        assert self.seat is not None
        return self.players[1 - self.seat]

    @staticmethod
    def of(s: GameState, seat: int | None) -> "SeatView":
        players = tuple(PlayerView(
            p.seat, p.name, p.influence,
            tuple(p.hand) if ZONES.sees(("hand", p.seat), seat) else None, len(p.hand), len(p.draw),
            tuple(p.discard), tuple(p.play), tuple(InPlay(x.spade, x.diamond, x.value) for x in p.supporters))
            for p in s.players)
        return SeatView(seat, players, tuple(s.market), len(s.market_deck), tuple(s.trash), tuple(s.removed),
                        TurnView.of(s.rules, s.turn), None if s.result is None else dict(s.result))
