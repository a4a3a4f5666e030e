"""Events in words, for the game log: one line per event a player would notice, from the event
as a seat saw it (a card it may not know is None and counts as a card drawn, unnamed). Bookkeeping
events (the pool growing or spent, the game's first event) say nothing of their own.

Each line is one whole message in the player's language (`hoc_desktop.i18n`), with a form for the
seat named "You" (the one person at the table: "You play 7♣.") and one for any other seat, its
name in `{name}`, so a translation orders the fields as its grammar wants. Cards are named as the
command line writes them ("7♣", `cards.card_name`); the window turns those into words its font can
draw (client/crown_rivals/words.py `worded`). A line a Heart of Crown line also says in the same
words shares its message; a line whose words mean something else here (a price in currency, not
in coins) has the context "Crown Rivals".
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from hoc_desktop.engine.core.told import DRAW, HEADING, LINE, Told
from hoc_desktop.engine.crown_rivals.bonuses import BONUS_WORDS
from hoc_desktop.engine.crown_rivals.card_words import suit_name
from hoc_desktop.engine.crown_rivals.cards import card_name, values
from hoc_desktop.engine.crown_rivals.events import (BonusEarned, Bought, CardPlayed, DamageLost, DamageWaits, Declined,
                                                    DiscardedForCurrency, GameWon, InfluenceChanged, MarketReset, Moved,
                                                    Reshuffled, SupporterPlaced, SupporterRemoved, TurnStarted)
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.i18n import N_, _, ngettext, pgettext
from hoc_desktop.i18n.player_names import YOU, shown_name

def who(name: str) -> str:
    """A player's name as a line shows it: a default name ("You", "Normal") in the current language
    (i18n/player_names.py), as the window's panels show it."""
    return shown_name(name)


def _says(names: Sequence[str], seat: int, you: str, other: str, **fields: Any) -> str:
    """The line `you` (second person, for the seat named "You") or `other` (its name in `{name}`),
    translated, its fields filled."""
    if names[seat] == YOU:
        return _(you).format(**fields)
    return _(other).format(name=who(names[seat]), **fields)


def _moved(ev: Moved, names: Sequence[str]) -> str:
    src, dst = ev.src[0], ev.dst[0]
    card = card_name(ev.card) if ev.card is not None else _("a card")
    if dst == "trash" and src == "market":
        return _("{card} is trashed from the market.").format(card=card)
    if dst == "trash" and src == "hand":
        return _says(names, ev.src[1], N_("You trash {card} from your hand."),
                     N_("{name} trashes {card} from their hand."), card=card)
    if dst == "trash":
        return _says(names, ev.src[1], N_("You trash {card} from your discard pile."),
                     N_("{name} trashes {card} from their discard pile."), card=card)
    if src == "market_deck" and dst == "market":
        return _("{card} joins the market.").format(card=card)
    if src == "hand" and dst == "discard":
        return _says(names, ev.src[1], N_("You discard {card}."), N_("{name} discards {card}."), card=card)
    return ""


def _draws(seat: int, cards: Sequence[str | None], names: Sequence[str]) -> Told:
    """Cards drawn in a row by one seat, as one line: named when the reader knows them all, else counted."""
    if all(card is not None for card in cards):
        shown = _(", ").join(card_name(card) for card in cards if card is not None)
        text = _says(names, seat, N_("You draw {cards}."), N_("{name} draws {cards}."), cards=shown)
    else:
        n = len(cards)
        text = (ngettext("You draw {n} card.", "You draw {n} cards.", n) if names[seat] == YOU else
                ngettext("{name} draws {n} card.", "{name} draws {n} cards.", n)).format(name=who(names[seat]), n=n)
    return Told(text, (), DRAW, seat)


def _played(ev: CardPlayed, names: Sequence[str]) -> str:
    if ev.diamond is None:
        return _says(names, ev.seat, N_("You play {card}."), N_("{name} plays {card}."), card=card_name(ev.card))
    return _says(names, ev.seat, N_("You play {card} boosted by {diamond} to {value}."),
                 N_("{name} plays {card} boosted by {diamond} to {value}."),
                 card=card_name(ev.card), diamond=card_name(ev.diamond), value=ev.value)


def _bonus(ev: BonusEarned, names: Sequence[str]) -> str:
    bonus = _(BONUS_WORDS[load_rules().bonuses[ev.suit]])
    return _says(names, ev.seat, N_("You earn a bonus: {bonus}."), N_("{name} earns a bonus: {bonus}."), bonus=bonus)


def _won(ev: GameWon, names: Sequence[str]) -> str:
    """The winner and where both players really stand (a fall below 0 shows as it is)."""
    standing = _(", ").join(_("{name}: {value} Influence").format(name=who(name), value=value)
                            for name, value in zip(names, ev.influence))
    return _says(names, ev.seat, N_("You win. {standing}."), N_("{name} wins. {standing}."), standing=standing)


def _currency(ev: DiscardedForCurrency, names: Sequence[str]) -> str:
    """A discard for currency, with what it was worth when a jack and an ace made it more."""
    card = card_name(ev.card)
    if ev.worth == values(load_rules())[ev.card]:
        return _says(names, ev.seat, N_("You discard {card} for currency."), N_("{name} discards {card} for currency."),
                     card=card)
    return _says(names, ev.seat,
                 N_("You discard {card} for currency: +{worth}, a jack and an ace discarded together make the ace "
                    "{ace}."),
                 N_("{name} discards {card} for currency: +{worth}, a jack and an ace discarded together make the ace "
                    "{ace}."), card=card, worth=ev.worth, ace=load_rules().ace_value_with_jack)


def _removed(ev: SupporterRemoved, names: Sequence[str]) -> str:
    spade = card_name(ev.spade)
    if ev.diamond is None:
        return _says(names, ev.seat, N_("Your {card} is removed."), N_("{name}'s {card} is removed."), card=spade)
    return _says(names, ev.seat, N_("Your {card} is removed with {diamond}, its diamond."),
                 N_("{name}'s {card} is removed with {diamond}, its diamond."), card=spade,
                 diamond=card_name(ev.diamond))


def _waits(ev: DamageWaits, names: Sequence[str]) -> str:
    """Damage held back by the rival's spades: told to the attacker, to the defender, or to neither."""
    rival = 1 - ev.seat
    if names[rival] == YOU:
        return _("{name} holds {pool} damage: your spades shield {shield}, so it waits to remove a spade this turn "
                 "(what is left at the end of the turn is lost).").format(name=who(names[ev.seat]), pool=ev.pool,
                                                                         shield=ev.shield)
    return _says(names, ev.seat,
                 N_("You hold {pool} damage: {rival}'s spades shield {shield}, so it waits to remove a spade this "
                    "turn (what is left at the end of the turn is lost)."),
                 N_("{name} holds {pool} damage: {rival}'s spades shield {shield}, so it waits to remove a spade "
                    "this turn (what is left at the end of the turn is lost)."),
                 rival=who(names[rival]), pool=ev.pool, shield=ev.shield)


def _declined(ev: Declined, names: Sequence[str]) -> str:
    """A bonus (or a jack's trash) the player chose not to use, named by suit and effect."""
    if ev.step == "jack_trash":
        return _says(names, ev.seat, N_("You decline the jack's trash (the market stays)."),
                     N_("{name} declines the jack's trash (the market stays)."))
    suit = next(s for s, bonus in load_rules().bonuses.items() if bonus == ev.step)
    return _says(names, ev.seat, N_("You decline the {suit} bonus ({bonus})."),
                 N_("{name} declines the {suit} bonus ({bonus})."), suit=suit_name(suit), bonus=_(BONUS_WORDS[ev.step]))


def _influence(ev: InfluenceChanged, names: Sequence[str]) -> str:
    if ev.amount > 0:
        return _says(names, ev.seat, N_("You gain {n} Influence."), N_("{name} gains {n} Influence."), n=ev.amount)
    return _says(names, ev.seat, N_("You lose {n} Influence."), N_("{name} loses {n} Influence."), n=-ev.amount)


def _bought(ev: Bought, names: Sequence[str]) -> str:
    """A purchase, its price in currency (Heart of Crown's line of the same English says coins)."""
    card = card_name(ev.card)
    if names[ev.seat] == YOU:
        return pgettext("Crown Rivals", "You buy {card} for {cost}.").format(card=card, cost=ev.cost)
    return pgettext("Crown Rivals", "{name} buys {card} for {cost}.").format(name=who(names[ev.seat]), card=card,
                                                                             cost=ev.cost)


WORDS: dict[type, Callable[[Any, Sequence[str]], str]] = {
    TurnStarted: lambda ev, names: _("Turn {turn}: {name}").format(turn=ev.number, name=who(names[ev.seat])),
    Moved: _moved,
    Reshuffled: lambda ev, names: _says(names, ev.seat, N_("You shuffle your discard pile into a new draw pile."),
                                        N_("{name} shuffles their discard pile into a new draw pile.")),
    MarketReset: lambda ev, names: _("Crowded house: the market is shuffled away and dealt again."),
    CardPlayed: _played,
    SupporterPlaced: lambda ev, names: _says(names, ev.seat, N_("{card} supports you (value {value})."),
                                             N_("{card} supports {name} (value {value})."),
                                             card=card_name(ev.spade), value=ev.value),
    SupporterRemoved: _removed,
    DamageWaits: _waits,
    DamageLost: lambda ev, names: _says(names, ev.seat, N_("Your {n} damage left in the pool is lost."),
                                        N_("{name}'s {n} damage left in the pool is lost."), n=ev.amount),
    Declined: _declined,
    InfluenceChanged: _influence,
    DiscardedForCurrency: _currency,
    Bought: _bought,
    BonusEarned: _bonus,
    GameWon: _won,
}
HEADINGS = (TurnStarted, GameWon)
"""The events whose line is a heading: a turn begins, the game ends."""


def describe(ev: Any, names: Sequence[str]) -> str:
    """The event in words, or "" for bookkeeping nobody needs to read (a draw alone reads as one)."""
    if _is_draw(ev):
        return _draws(ev.dst[1], [ev.card], names).text
    words = WORDS.get(type(ev))
    return words(ev, names) if words else ""


def tell(events: Sequence[Any], names: Sequence[str]) -> list[Told]:
    """The log lines of a batch of events, cards drawn in a row by one seat told as one line
    ("You draw 7♣, 2♥."), each line with its kind (a heading, a draw, any other line)."""
    lines: list[Told] = []
    drawn: list[str | None] = []
    drawer = -1
    for ev in events:
        if _is_draw(ev) and (not drawn or drawer == ev.dst[1]):
            drawer = ev.dst[1]
            drawn.append(ev.card)
            continue
        if drawn:
            lines.append(_draws(drawer, drawn, names))
            drawn = []
        if _is_draw(ev):                    # another seat's draw right after: a line of its own
            drawer, drawn = ev.dst[1], [ev.card]
        elif text := describe(ev, names):
            lines.append(Told(text, (), HEADING if type(ev) in HEADINGS else LINE))
    if drawn:
        lines.append(_draws(drawer, drawn, names))
    return lines


def _is_draw(ev: Any) -> bool:
    return type(ev) is Moved and ev.src[0] == "draw" and ev.dst[0] == "hand"


def command_words(command: tuple[Any, ...]) -> str:
    """A top-level command (turn.py) in words, as the game review says what was done and what was
    better, in the player's language: "plays 7♣ boosted by 3♦", "buys K♥"."""
    verb, cards = command[0], [card_name(c) for c in command[1:]]
    if verb == "play" and len(cards) > 1:
        return _("plays {card} boosted by {diamond}").format(card=cards[0], diamond=cards[1])
    if verb == "play":
        return _("plays {card}").format(card=cards[0])
    if verb == "remove":
        return _("removes {card} with damage").format(card=cards[0])
    if verb == "currency":
        return _("discards {card} for currency").format(card=cards[0])
    if verb == "buy":
        return _("buys {card}").format(card=cards[0])
    return _("ends the turn")
