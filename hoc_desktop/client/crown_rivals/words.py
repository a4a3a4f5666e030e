"""Crown Rivals in the window's words: the engine's text (log lines, refusals, the review's lines)
with its cards named so the bundled font can draw them, the hot-seat curtain's call, what can be
done with a card now (each a label and the engine command it sends), what a drop means, and each
seat's Influence after every turn for the results chart. Pure functions of the prompt and the
events, so a click, a key, a drop and a test all reach the same commands.

The bundled font has no suit symbols, so the window names a card in words ("7 of clubs", クラブの7:
engine/crown_rivals/card_words.py) where the engine and the command line write "7♣".
"""

from __future__ import annotations

import re
from typing import Any, Collection, Iterable, NamedTuple

from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.amounts import boosted, currency_gain
from hoc_desktop.client.crown_rivals.questions import question
from hoc_desktop.engine.crown_rivals.card_words import card_words
from hoc_desktop.engine.crown_rivals.cards import SUIT_SYMBOLS, suit_of, values
from hoc_desktop.engine.crown_rivals.events import InfluenceChanged, TurnStarted
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.i18n import N_, _

_SYMBOL_TO_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_NAMED = re.compile(r"(10|[2-9AJQK])([" + "".join(SUIT_SYMBOLS.values()) + "])")


def worded(text: str) -> str:
    """Engine text (a log line, a refusal, a game review's line) with every "7♣" turned into the
    card's words in the current language ("7 of clubs", クラブの7), and a capital first."""
    text = _NAMED.sub(lambda m: card_words(m.group(1) + _SYMBOL_TO_SUIT[m.group(2)]), text)
    return text[:1].upper() + text[1:]


def curtain_reason(prompt: Prompt | None) -> str:
    """Why the hot-seat curtain calls the next player, told to that player: their turn, or the
    question the engine asks them (worded from its step: `question`)."""
    if prompt is None or prompt.offers_commands:
        return _("It is your turn.")
    return _("You have a choice to make. {question}").format(question=question(prompt))


class Action(NamedTuple):
    """One thing the player may do now: the words on its button and the command it sends."""

    label: str
    command: tuple[Any, ...]


def actions_for(card: str, prompt: Prompt | None, rules: Rules | None = None,
                discarded: Iterable[str] = ()) -> list[Action]:
    """Everything the open command prompt allows with `card` (of the hand, the market or an
    opponent's spades), most usual first: play it alone, play it boosted by each diamond (or, for a
    diamond, boost each other card with it), discard it for currency, buy it, remove it. The
    currency a discard adds counts the cards `discarded` for currency already this turn (a jack
    there makes an ace worth more)."""
    if prompt is None or not prompt.offers_commands:
        return []
    rules = rules or load_rules()
    table = values(rules)
    out: list[Action] = []
    for option in prompt.options:
        verb, args = option[0], option[1:]
        if card not in args:
            continue
        if verb == "play" and len(args) == 1:
            out.insert(0, Action(_("Play it"), option))
        elif verb == "play":
            target, diamond = args
            value = boosted(rules, table[target], table[diamond])
            other = diamond if card == target else target
            label = _("With {card}: {value}") if card == target else _("Boost {card}: {value}")
            out.append(Action(label.format(card=card_words(other), value=value), option))
        elif verb == "currency":
            out.append(Action(_("Currency +{gain}").format(gain=currency_gain(rules, discarded, card)), option))
        elif verb == "buy":
            out.append(Action(_("Buy it for {cost}").format(cost=table[card]), option))
        elif verb == "remove":
            out.append(Action(_("Remove it with your damage"), option))
    return out


# Where a card may be dropped: your play area, the currency area, another card of your hand
# (to boost one with a diamond), a card you played this turn, anywhere on your side (a purchase).
PLAY, CURRENCY, HAND_CARD, PLAYED_CARD, MY_SIDE, THEIR_SPADE = (
    "play", "currency", "hand_card", "played_card", "my_side", "their_spade")


LATE_BOOST = N_("A diamond boosts a card as it is played: drop it on a card in your hand, or on the card "
                 "you have just played while nothing else has happened since.")


ONE_DIAMOND = N_("One diamond per card: {target} is already boosted. To play {diamond} alone (it counts "
                  "{value}), drop it in your play area.")


def boosted_cards(view: SeatView, rules: Rules) -> set[str]:
    """The viewer's cards in play that a diamond boosts already (CR-DIAM-6: one diamond per card):
    a card played this turn at other than its printed value, a spade with a diamond under it."""
    printed = values(rules)
    played = {x.card for x in view.turn.played if x.value != printed[x.card]} if view.turn.seat == view.seat else set()
    return played | {sup.spade for sup in view.me.supporters if sup.diamond is not None}


def drop_command(card: str, source: str, zone: str, target: str | None,
                 boosted_now: Collection[str] = ()) -> tuple[Any, ...] | str:
    """The command a drop of `card` from `source` ("hand" or "market") on `zone` (over the card
    `target`, if any) sends, or a sentence saying why the drop means nothing. A diamond dropped on
    a card played this turn means playing the two together (the table can do it only while that
    play can still be taken back: the rules boost a card as it is played), unless a diamond boosts
    that card already (`boosted_now`)."""
    if source == "market":
        if zone in (PLAY, CURRENCY, HAND_CARD, PLAYED_CARD, MY_SIDE):
            return ("buy", card)
        return _("Drop a market card on your side of the table to buy it.")
    if zone == CURRENCY:
        return ("currency", card)
    if zone == HAND_CARD and target is not None and target != card:
        diamond = card if suit_of(card) == "D" else target if suit_of(target) == "D" else None
        if diamond is None:
            return _("Only a diamond boosts: drop a diamond on a card of your hand (or that card on the diamond).")
        other = target if diamond == card else card
        return ("play", other, diamond)
    if zone == PLAYED_CARD and target is not None and suit_of(card) == "D" and suit_of(target) != "D":
        if target in boosted_now:
            return _(ONE_DIAMOND).format(target=card_words(target), diamond=card_words(card),
                                      value=values(load_rules())[card])
        return ("play", target, card)          # the table plays them together if the card was just played
    if zone in (PLAY, PLAYED_CARD, MY_SIDE):
        return ("play", card)
    return _("Drop the card in your play area to play it, or on the currency area to discard it for currency.")


def turn_changes(events: Iterable[Any], seats: int) -> tuple[list[int], list[int]]:
    """How each seat's Influence moved during the turn in progress and during the turn before it
    (what the Influence numbers show beside them), from a seat's own stream."""
    this, last = [0] * seats, [0] * seats
    for ev in events:
        if type(ev) is TurnStarted:
            this, last = [0] * seats, this
        elif type(ev) is InfluenceChanged:
            this[ev.seat] += ev.amount
    return this, last


def influence_by_turn(events: Iterable[Any], seats: int, start: int) -> list[list[int]]:
    """Each seat's Influence at the end of every turn (the x axis counts both players' turns), from
    a seat's own stream: Influence is public, so every seat's stream tells it alike."""
    now = [start] * seats
    series: list[list[int]] = [[] for _seat in range(seats)]
    started = False
    for ev in events:
        if type(ev) is TurnStarted:
            if started:
                for seat in range(seats):
                    series[seat].append(now[seat])
            started = True
        elif type(ev) is InfluenceChanged:
            now[ev.seat] += ev.amount
    if started:
        for seat in range(seats):
            series[seat].append(now[seat])
    return series
