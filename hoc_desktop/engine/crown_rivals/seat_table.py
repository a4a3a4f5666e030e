"""Crown Rivals' table as one seat knows it, rebuilt from that seat's event stream alone.

A window that plays at a remote table or replays a game has no engine state, only one seat's
redacted stream (`Game.events_for(seat)`). Feed `SeatTable.apply` every event of it and
`SeatTable.seat_view()` equals `SeatView.of(state, seat)` (view.py); `view()` is that as the
ruleset's plain dict. Because nothing else goes in, a screen drawn from it cannot show a card its
seat may not see.

Piles are lists, bottom first, of card ids where the seat sees the card and None where it does not:
the other hand, every draw pile and the market deck hold None (their sizes are all the view shows).
The table starts from what the setup makes public (the names, the rule numbers, setup step 1),
never from the seed.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any, Callable, Sequence

from hoc_desktop.engine.core.take_over import TakenOver
from hoc_desktop.engine.core.zones import Zone
from hoc_desktop.engine.crown_rivals.events import (Bought, BonusEarned, CardPlayed, DamageLost, DamagePooled,
                                                   DamageWaits, Declined, DiscardedForCurrency, GameWon,
                                                   InfluenceChanged, MarketReset, Moved, Reshuffled, Shuffled,
                                                   SupporterPlaced, SupporterRemoved, TurnStarted)
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.setup import set_apart
from hoc_desktop.engine.crown_rivals.state import STEP_BUY, STEP_OVER, Played, Turn
from hoc_desktop.engine.crown_rivals.view import InPlay, PlayerView, SeatView, TurnView
from hoc_desktop.engine.crown_rivals.zones import ZONES

Pile = list[str | None]


class _Seat:
    """One player as the seat knows them: the zones the registry declares per seat."""

    __slots__ = ("seat", "name", "influence", "hand", "draw", "discard", "play", "supporters")

    def __init__(self, seat: int, name: str, influence: int) -> None:
        self.seat = seat
        self.name = name
        self.influence = influence
        self.hand: Pile = []
        self.draw: Pile = []
        self.discard: Pile = []
        self.play: Pile = []
        self.supporters: list[InPlay] = []


class SeatTable:
    """What `seat` knows of a Crown Rivals game, kept up to date from its own event stream. With
    `sight` FACE_UP (core/zones.py) it is fed the face-up observer's stream and its view shows both
    hands: a finished game's replay with all cards face up, `seat` still the one drawn at the bottom."""

    def __init__(self, seat: int, names: Sequence[str], rules: Rules | None = None, sight: int | None = None) -> None:
        self.seat = seat
        self.sight = seat if sight is None else sight   # whose eyes judge a hand: FACE_UP sees both
        self.rules = rules if rules is not None else load_rules()
        kept, removed = set_apart(self.rules)
        self.players = [_Seat(i, name, self.rules.starting_influence) for i, name in enumerate(names)]
        self.market: Pile = [None] * self.rules.market_size
        self.market_deck: Pile = [None] * len(kept)      # face down: which cards, never their order
        self.trash: Pile = []
        self.removed: tuple[str, ...] = tuple(removed)
        self.turn = Turn(0, 0)
        self.result: dict[str, Any] | None = None
        self._shown: SeatView | None = None          # the view until the next event (read many times a frame)

    # ------------------------------------------------------------------ applying the stream
    def apply(self, ev: Any) -> None:
        """Change the table by one event of the seat's stream (a kind it does not know raises KeyError:
        a new event kind must be taught here, or the conformance suite says so)."""
        _HANDLERS[type(ev)](self, ev)
        self._shown = None

    def _pile(self, zone: Zone) -> Pile:
        kind, key = zone
        pile: Pile = getattr(self.players[key], kind) if ZONES[kind].per_seat else getattr(self, kind)
        return pile

    def _take(self, zone: Zone, card: str | None) -> None:
        """`card` leaves `zone`: itself where the seat saw it there, else one of the face-down cards."""
        if zone[0] == "market":
            self.market[zone[1]] = None
            return
        pile = self._pile(zone)
        if card is not None and card in pile:
            pile.remove(card)
        else:
            del pile[len(pile) - 1 - pile[::-1].index(None)]

    def _put(self, zone: Zone, card: str | None) -> None:
        if zone[0] == "market":
            self.market[zone[1]] = card
        else:
            self._pile(zone).append(card)

    # ------------------------------------------------------------------ reading
    def seat_view(self) -> SeatView:
        """Exactly `SeatView.of(state, seat)` for the state the stream so far describes."""
        if self._shown is None:
            players = tuple(PlayerView(
                p.seat, p.name, p.influence,
                _seen(p.hand) if ZONES.sees(("hand", p.seat), self.sight) else None, len(p.hand), len(p.draw),
                _seen(p.discard), _seen(p.play), tuple(p.supporters)) for p in self.players)
            self._shown = SeatView(self.seat, players, tuple(self.market), len(self.market_deck), _seen(self.trash),
                                   self.removed, TurnView.of(self.rules, self.turn),
                                   None if self.result is None else dict(self.result))
        return self._shown

    def view(self) -> dict[str, Any]:
        """The same dictionary as the ruleset's view of this seat (`Game.view(seat)`)."""
        return asdict(self.seat_view())


def _seen(pile: Pile) -> tuple[str, ...]:
    """A pile the seat sees card by card: a face-down card there is a broken stream, said loudly."""
    if None in pile:
        raise ValueError("a pile this seat sees holds a card it was never shown")
    return tuple(card for card in pile if card is not None)


def _turn_started(t: SeatTable, ev: TurnStarted) -> None:
    t.turn = Turn(ev.seat, ev.number)


def _moved(t: SeatTable, ev: Moved) -> None:
    t._take(ev.src, ev.card)
    t._put(ev.dst, ev.card)


def _shuffled(t: SeatTable, ev: Shuffled) -> None:
    t._pile(ev.zone)[:] = ev.order


def _reshuffled(t: SeatTable, ev: Reshuffled) -> None:
    p = t.players[ev.seat]
    p.discard.clear()
    p.draw[:0] = ev.order


def _market_reset(t: SeatTable, ev: MarketReset) -> None:
    t.market = [None] * len(t.market)
    t.market_deck[:] = ev.order


def _card_played(t: SeatTable, ev: CardPlayed) -> None:
    p = t.players[ev.seat]
    for card in (ev.card, ev.diamond):
        if card is not None:
            t._take(("hand", ev.seat), card)
            p.play.append(card)
    t.turn.played.append(Played(ev.card, ev.value))
    if ev.diamond is not None:
        t.turn.played.append(Played(ev.diamond, ev.diamond_value))


def _supporter_placed(t: SeatTable, ev: SupporterPlaced) -> None:
    p = t.players[ev.seat]
    for card in (ev.spade, ev.diamond):
        if card is not None:
            p.play.remove(card)
    p.supporters.append(InPlay(ev.spade, ev.diamond, ev.value))


def _supporter_removed(t: SeatTable, ev: SupporterRemoved) -> None:
    p = t.players[ev.seat]
    gone = next(sup for sup in p.supporters if sup.spade == ev.spade)
    p.supporters.remove(gone)
    p.discard.append(gone.spade)
    if gone.diamond is not None:
        p.discard.append(gone.diamond)


def _damage_pooled(t: SeatTable, ev: DamagePooled) -> None:
    t.turn.pool += ev.amount


def _damage_lost(t: SeatTable, ev: DamageLost) -> None:
    t.turn.pool -= ev.amount


def _told_only(t: SeatTable, ev: DamageWaits | Declined) -> None:
    """An event for the log alone: the table does not change."""


def _influence_changed(t: SeatTable, ev: InfluenceChanged) -> None:
    t.players[ev.seat].influence += ev.amount


def _bonus_earned(t: SeatTable, ev: BonusEarned) -> None:
    t.turn.bonuses[ev.suit] = t.turn.bonuses.get(ev.suit, 0) + 1


def _discarded_for_currency(t: SeatTable, ev: DiscardedForCurrency) -> None:
    t._take(("hand", ev.seat), ev.card)
    t.players[ev.seat].discard.append(ev.card)
    t.turn.currency_cards.append(ev.card)
    t.turn.step = STEP_BUY


def _bought(t: SeatTable, ev: Bought) -> None:
    t.market[ev.slot] = None
    t.players[ev.seat].discard.append(ev.card)
    t.turn.spent += ev.cost
    t.turn.step = STEP_BUY


def _game_won(t: SeatTable, ev: GameWon) -> None:
    t.turn.step = STEP_OVER
    t.result = {"winner": ev.seat, "reason": ev.reason, "influence": [p.influence for p in t.players]}


_HANDLERS: dict[type, Callable[[SeatTable, Any], None]] = {
    TurnStarted: _turn_started, Moved: _moved, Shuffled: _shuffled, Reshuffled: _reshuffled,
    MarketReset: _market_reset,
    CardPlayed: _card_played, SupporterPlaced: _supporter_placed, SupporterRemoved: _supporter_removed,
    DamagePooled: _damage_pooled, DamageWaits: _told_only, DamageLost: _damage_lost, Declined: _told_only,
    InfluenceChanged: _influence_changed, BonusEarned: _bonus_earned,
    DiscardedForCurrency: _discarded_for_currency, Bought: _bought, GameWon: _game_won,
    TakenOver: _told_only,        # only cards hidden from the seat were dealt again (core/take_over.py)
}
