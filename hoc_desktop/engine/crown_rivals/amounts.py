"""The arithmetic of the rules: a boosted value (3.4), the currency of discarded cards (3.8) and
how many odd/even bonuses a suit has earned (3.10). Pure functions of the rules and the cards."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from collections.abc import Iterable

from hoc_desktop.engine.crown_rivals.cards import is_ace, is_jack, suit_of, values
from hoc_desktop.engine.crown_rivals.rules import Rules
from hoc_desktop.engine.crown_rivals.state import GameState, Played, Turn


def boosted(rules: Rules, target: int, diamond: int) -> int:
    """Effective value of a card of value `target` played with a diamond of value `diamond`:
    lower +3, equal doubles, higher takes the diamond's value (CR:L85-87)."""
    if diamond < target:
        return target + rules.boost_lower_bonus
    if diamond == target:
        return 2 * target
    return diamond


def currency(rules: Rules, cards: Iterable[str]) -> int:
    """Currency from cards discarded together this turn: their values, each jack raising one ace
    to `ace_value_with_jack` (CR:L48, OQ-4, OQ-5)."""
    cards = list(cards)
    table = values(rules)
    pairs = min(sum(map(is_jack, cards)), sum(map(is_ace, cards)))
    return sum(table[c] for c in cards) + pairs * (rules.ace_value_with_jack - rules.ace_value)


def currency_gain(rules: Rules, before: Iterable[str], card: str) -> int:
    """What discarding `card` adds to the currency of the cards `before` it this turn: its value,
    and the jack-and-ace extra when it completes a pair (a jack after an ace raises that ace)."""
    before = list(before)
    return currency(rules, [*before, card]) - currency(rules, before)


def currency_left(s: GameState) -> int:
    """This turn's currency not yet spent."""
    return turn_currency_left(s.rules, s.turn)


def turn_currency_left(rules: Rules, turn: Turn) -> int:
    """The currency of `turn` not yet spent: all a turn's record needs (a seat's table has no state)."""
    return currency(rules, turn.currency_cards) - turn.spent


def bonuses_of(played: Iterable[Played], suit: str) -> int:
    """How many odd/even bonuses of `suit` the cards played this turn earn: a pair of odd values or
    a pair of even values each, every card in one pair at most (CR:L97, L111)."""
    odd = even = 0
    for p in played:
        if suit_of(p.card) == suit:
            if p.value % 2:
                odd += 1
            else:
                even += 1
    return odd // 2 + even // 2
