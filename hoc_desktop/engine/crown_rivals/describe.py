"""Events in words, for the game log: one line per event a player would notice, from the event
as a seat saw it (a card it may not know is None and reads "a card"). Bookkeeping events (the
pool growing or spent, the game's first event) say nothing of their own."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from hoc_desktop.engine.crown_rivals.bonuses import BONUS_WORDS
from hoc_desktop.engine.crown_rivals.cards import SUIT_WORDS, card_name, values
from hoc_desktop.engine.crown_rivals.events import (BonusEarned, Bought, CardPlayed, DamageLost, DamageWaits, Declined,
                                                    DiscardedForCurrency, GameWon, InfluenceChanged, MarketReset, Moved,
                                                    Reshuffled, SupporterPlaced, SupporterRemoved, TurnStarted)
from hoc_desktop.engine.crown_rivals.rules import load_rules


def _card(card: str | None) -> str:
    return "a card" if card is None else card_name(card)


def _moved(ev: Moved, names: Sequence[str]) -> str:
    src, dst = ev.src[0], ev.dst[0]
    if src == "draw" and dst == "hand":
        return f"{names[ev.dst[1]]} draws {_card(ev.card)}"
    if dst == "trash":
        return f"{_card(ev.card)} is trashed from the {'market' if src == 'market' else src}"
    if src == "market_deck" and dst == "market":
        return f"{_card(ev.card)} joins the market"
    if src == "hand" and dst == "discard":
        return f"{names[ev.src[1]]} discards {_card(ev.card)}"
    return ""


def _played(ev: CardPlayed, names: Sequence[str]) -> str:
    boost = "" if ev.diamond is None else f" boosted by {card_name(ev.diamond)} to {ev.value}"
    return f"{names[ev.seat]} plays {card_name(ev.card)}{boost}"


def _bonus(ev: BonusEarned, names: Sequence[str]) -> str:
    return f"{names[ev.seat]} earns a bonus: {BONUS_WORDS[load_rules().bonuses[ev.suit]]}"


def _won(ev: GameWon, names: Sequence[str]) -> str:
    """The winner and where both players really stand (a fall below 0 shows as it is)."""
    standing = ", ".join(f"{name} {value}" for name, value in zip(names, ev.influence))
    return f"{names[ev.seat]} wins (Influence: {standing})"


def _currency(ev: DiscardedForCurrency, names: Sequence[str]) -> str:
    """A discard for currency, with what it was worth when a jack and an ace made it more."""
    line = f"{names[ev.seat]} discards {card_name(ev.card)} for currency"
    if ev.worth == values(load_rules())[ev.card]:
        return line
    return f"{line}: +{ev.worth}, a jack and an ace discarded together make the ace {load_rules().ace_value_with_jack}"


def _removed(ev: SupporterRemoved, names: Sequence[str]) -> str:
    with_diamond = "" if ev.diamond is None else f" with {card_name(ev.diamond)}, its diamond"
    return f"{card_name(ev.spade)} of {names[ev.seat]} is removed{with_diamond}"


def _waits(ev: DamageWaits, names: Sequence[str]) -> str:
    return (f"{names[ev.seat]} holds {ev.pool} damage: {names[1 - ev.seat]}'s spades shield {ev.shield}, so it "
            "waits to remove a spade this turn (what is left at the end of the turn is lost)")


def _declined(ev: Declined, names: Sequence[str]) -> str:
    """A bonus (or a jack's trash) the player chose not to use, named by suit and effect."""
    if ev.step == "jack_trash":
        return f"{names[ev.seat]} declines the jack's trash (the market stays)"
    suit = next(s for s, bonus in load_rules().bonuses.items() if bonus == ev.step)
    return f"{names[ev.seat]} declines the {SUIT_WORDS[suit]}s bonus ({BONUS_WORDS[ev.step]})"


def _influence(ev: InfluenceChanged, names: Sequence[str]) -> str:
    verb = "gains" if ev.amount > 0 else "loses"
    return f"{names[ev.seat]} {verb} {abs(ev.amount)} Influence"


WORDS: dict[type, Callable[[Any, Sequence[str]], str]] = {
    TurnStarted: lambda ev, names: f"Turn {ev.number}: {names[ev.seat]}",
    Moved: _moved,
    Reshuffled: lambda ev, names: f"{names[ev.seat]} shuffles the discard pile into a new draw pile",
    MarketReset: lambda ev, names: "Crowded house: the market is shuffled away and dealt again",
    CardPlayed: _played,
    SupporterPlaced: lambda ev, names: f"{card_name(ev.spade)} supports {names[ev.seat]} (value {ev.value})",
    SupporterRemoved: _removed,
    DamageWaits: _waits,
    DamageLost: lambda ev, names: f"{names[ev.seat]}'s {ev.amount} damage left in the pool is lost",
    Declined: _declined,
    InfluenceChanged: _influence,
    DiscardedForCurrency: _currency,
    Bought: lambda ev, names: f"{names[ev.seat]} buys {card_name(ev.card)} for {ev.cost}",
    BonusEarned: _bonus,
    GameWon: _won,
}


def describe(ev: Any, names: Sequence[str]) -> str:
    """The event in words, or "" for bookkeeping nobody needs to read."""
    words = WORDS.get(type(ev))
    return words(ev, names) if words else ""


def command_words(command: tuple[Any, ...]) -> str:
    """A top-level command (turn.py) in words, as the game review says what was done and what was
    better: "plays 7♣ boosted by 3♦", "buys K♥"."""
    verb, cards = command[0], [card_name(c) for c in command[1:]]
    if verb == "play":
        return f"plays {cards[0]}" + (f" boosted by {cards[1]}" if len(cards) > 1 else "")
    if verb == "remove":
        return f"removes {cards[0]} with damage"
    if verb == "currency":
        return f"discards {cards[0]} for currency"
    if verb == "buy":
        return f"buys {cards[0]}"
    return "ends the turn"
