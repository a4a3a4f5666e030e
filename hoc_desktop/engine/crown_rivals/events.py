"""Events: the only way a Crown Rivals state changes. `APPLY[type(event)](state, event)` mutates
the state in place; events carry their outcome (a shuffle carries the new order), so applying them
never consults the random generator and the command log replays the game exactly.

Each event is a small immutable record (a NamedTuple); `event.type` names its kind for the log
(core/event_kinds.py). A seat's stream (ruleset.py) hides what that seat cannot see as None; only
the omniscient stream, which names every card, is ever applied to a state.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple

from hoc_desktop.engine.crown_rivals.state import STEP_BUY, STEP_OVER, GameState, Played, Supporter, Turn
from hoc_desktop.engine.core.event_kinds import kind_named
from hoc_desktop.engine.core.zones import Zone
from hoc_desktop.engine.crown_rivals.zones import ZONES


@kind_named("turn_started")
class TurnStarted(NamedTuple):
    seat: int
    number: int


@kind_named("moved")
class Moved(NamedTuple):
    """One card leaves `src` for `dst`: a draw, a refill, a discard, a trash."""

    card: str | None      # None in the stream of a seat that sees neither zone
    src: Zone
    dst: Zone


@kind_named("shuffled")
class Shuffled(NamedTuple):
    """A pile is put into `order` (bottom first): a starting deck, the market deck at setup."""

    zone: Zone
    order: tuple[str | None, ...]     # all None in a seat's stream: piles are face down


@kind_named("reshuffled")
class Reshuffled(NamedTuple):
    """`seat`'s discard pile becomes their draw pile in `order` (bottom first)."""

    seat: int
    order: tuple[str | None, ...]     # all None in a seat's stream: piles are face down


@kind_named("market_reset")
class MarketReset(NamedTuple):
    """Crowded house: the market goes into the market deck, which takes `order` (bottom first)."""

    order: tuple[str | None, ...]     # all None in a seat's stream: piles are face down


@kind_named("card_played")
class CardPlayed(NamedTuple):
    """`card` (with `diamond` boosting it, or None) goes from hand to the play area for its ability,
    at effective value `value`."""

    seat: int
    card: str
    diamond: str | None
    value: int
    diamond_value: int


@kind_named("supporter_placed")
class SupporterPlaced(NamedTuple):
    seat: int
    spade: str
    diamond: str | None
    value: int


@kind_named("supporter_removed")
class SupporterRemoved(NamedTuple):
    """A spade (and its diamond) leaves play for its owner's discard pile."""

    seat: int
    spade: str
    by: str           # "damage" or "bonus"
    diamond: str | None = None   # the diamond that boosted it goes too (the log names it)


@kind_named("damage_pooled")
class DamagePooled(NamedTuple):
    """The active player's damage pool changes by `amount` (negative when spent)."""

    amount: int


@kind_named("damage_waits")
class DamageWaits(NamedTuple):
    """Club damage `pool` cannot clear the opponent's spades (`shield` in all): it waits in the
    pool for the attacker to remove a spade with it, or is lost at the end of the turn. Changes
    nothing: it is there so the log can say why the Influence did not move."""

    seat: int         # the attacker
    pool: int
    shield: int


@kind_named("damage_lost")
class DamageLost(NamedTuple):
    """The turn ends with damage still in the pool (E1): it is lost."""

    seat: int
    amount: int


@kind_named("declined")
class Declined(NamedTuple):
    """`seat` chose not to use an optional bonus or a jack's trash (`step`: the prompt's step).
    Changes nothing: the log says it, so a declined bonus is not mistaken for a missed one."""

    seat: int
    step: str


@kind_named("influence_changed")
class InfluenceChanged(NamedTuple):
    seat: int
    amount: int


@kind_named("bonus_earned")
class BonusEarned(NamedTuple):
    seat: int
    suit: str


@kind_named("discarded_for_currency")
class DiscardedForCurrency(NamedTuple):
    """`card` is discarded for `worth` currency: its value, or more when it pairs with a jack or an
    ace discarded this turn (amounts.currency_gain)."""

    seat: int
    card: str
    worth: int


@kind_named("bought")
class Bought(NamedTuple):
    seat: int
    card: str
    slot: int
    cost: int


@kind_named("game_won")
class GameWon(NamedTuple):
    seat: int
    reason: str       # "influence_zero" (the opponent's) or "influence_hundred" (the winner's)
    influence: tuple[int, ...]   # every seat's Influence at the end, by seat (the log's standing)


Event = Any


def zone_pile(s: GameState, zone: Zone) -> list[Any]:
    """The list behind a zone id such as ("draw", 0) or ("market_deck", None), bottom first."""
    kind, key = zone
    return getattr(s.players[key], kind) if ZONES[kind].per_seat else getattr(s, kind)


def _known(card: str | None) -> str:
    """A card of the omniscient stream, which names every card (a seat's stream is never applied)."""
    if card is None:
        raise ValueError("a card hidden from a seat cannot change the state")
    return card


def _take(s: GameState, zone: Zone, card: str) -> None:
    if zone[0] == "market":
        s.market[zone[1]] = None
    else:
        zone_pile(s, zone).remove(card)


def _put(s: GameState, zone: Zone, card: str) -> None:
    if zone[0] == "market":
        s.market[zone[1]] = card
    else:
        zone_pile(s, zone).append(card)


def _turn_started(s: GameState, ev: TurnStarted) -> None:
    s.turn = Turn(ev.seat, ev.number)


def _moved(s: GameState, ev: Moved) -> None:
    card = _known(ev.card)
    _take(s, ev.src, card)
    _put(s, ev.dst, card)


def _shuffled(s: GameState, ev: Shuffled) -> None:
    zone_pile(s, ev.zone)[:] = [_known(card) for card in ev.order]


def _reshuffled(s: GameState, ev: Reshuffled) -> None:
    p = s.players[ev.seat]
    p.discard.clear()
    p.draw[:0] = [_known(card) for card in ev.order]


def _market_reset(s: GameState, ev: MarketReset) -> None:
    s.market = [None] * len(s.market)
    s.market_deck[:] = [_known(card) for card in ev.order]


def _card_played(s: GameState, ev: CardPlayed) -> None:
    p = s.players[ev.seat]
    for card in (ev.card, ev.diamond):
        if card is not None:
            p.hand.remove(card)
            p.play.append(card)
    s.turn.played.append(Played(ev.card, ev.value))
    if ev.diamond is not None:
        s.turn.played.append(Played(ev.diamond, ev.diamond_value))


def _supporter_placed(s: GameState, ev: SupporterPlaced) -> None:
    p = s.players[ev.seat]
    for card in (ev.spade, ev.diamond):
        if card is not None:
            p.play.remove(card)
    p.supporters.append(Supporter(ev.spade, ev.diamond, ev.value))


def _supporter_removed(s: GameState, ev: SupporterRemoved) -> None:
    p = s.players[ev.seat]
    gone = next(sup for sup in p.supporters if sup.spade == ev.spade)
    p.supporters.remove(gone)
    p.discard.append(gone.spade)
    if gone.diamond is not None:
        p.discard.append(gone.diamond)


def _damage_pooled(s: GameState, ev: DamagePooled) -> None:
    s.turn.pool += ev.amount


def _damage_lost(s: GameState, ev: DamageLost) -> None:
    s.turn.pool -= ev.amount


def _told_only(s: GameState, ev: DamageWaits | Declined) -> None:
    """An event for the log alone: the state does not change."""


def _influence_changed(s: GameState, ev: InfluenceChanged) -> None:
    s.players[ev.seat].influence += ev.amount


def _bonus_earned(s: GameState, ev: BonusEarned) -> None:
    s.turn.bonuses[ev.suit] = s.turn.bonuses.get(ev.suit, 0) + 1


def _discarded_for_currency(s: GameState, ev: DiscardedForCurrency) -> None:
    p = s.players[ev.seat]
    p.hand.remove(ev.card)
    p.discard.append(ev.card)
    s.turn.currency_cards.append(ev.card)
    s.turn.step = STEP_BUY


def _bought(s: GameState, ev: Bought) -> None:
    s.market[ev.slot] = None
    s.players[ev.seat].discard.append(ev.card)
    s.turn.spent += ev.cost
    s.turn.step = STEP_BUY


def _game_won(s: GameState, ev: GameWon) -> None:
    s.turn.step = STEP_OVER
    s.result = {"winner": ev.seat, "reason": ev.reason, "influence": [p.influence for p in s.players]}


APPLY: dict[type, Callable[[GameState, Any], None]] = {
    TurnStarted: _turn_started, Moved: _moved, Shuffled: _shuffled, Reshuffled: _reshuffled,
    MarketReset: _market_reset,
    CardPlayed: _card_played, SupporterPlaced: _supporter_placed, SupporterRemoved: _supporter_removed,
    DamagePooled: _damage_pooled, DamageWaits: _told_only, DamageLost: _damage_lost, Declined: _told_only,
    InfluenceChanged: _influence_changed, BonusEarned: _bonus_earned,
    DiscardedForCurrency: _discarded_for_currency, Bought: _bought, GameWon: _game_won,
}


def apply(s: GameState, ev: Event) -> None:
    """Change `s` by one event."""
    APPLY[type(ev)](s, ev)
