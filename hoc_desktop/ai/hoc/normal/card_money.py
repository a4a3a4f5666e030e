"""What playing a card brings in coins, as the `normal` AI counts it (and `hard`'s value estimate,
and the deck summary in context.py): read from the card data, weighted by card_values.py.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from functools import cache

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import facts
from hoc_desktop.cards.model import CardDef


def play_coins(d: CardDef) -> int:
    """Coins card `d` is counted for when played: an estimate where its coins vary, else its printed
    coins, else (a "choose one" card) the most coins one of its modes gains. Cached by id for the
    bundled cards; a card pack's card (not bundled) is read each time."""
    return _play_coins(d.key) if d.key in facts.bundled_cards() else _coins_of(d)


@cache
def _play_coins(key: str) -> int:
    if key in cv.COINS_ESTIMATE:
        return cv.COINS_ESTIMATE[key]
    return _coins_of(facts.card(key))


def _coins_of(d: CardDef) -> int:
    if d.coins is not None:
        return d.coins
    return max((facts.gained_coins(m.steps) for m in facts.modes(d)), default=0)


def play_money(d: CardDef) -> float:
    """What playing card `d` is worth in coins, a drawn card counting DRAW_WORTH coins; a "choose
    one" card counts its best mode (Trading Ship: 2 coins rather than 2 cards). Used for a deck's
    money, by `normal` and by `hard`'s value estimate."""
    return _play_money(d.key) if d.key in facts.bundled_cards() else _money_of(d)


@cache
def _play_money(key: str) -> float:
    return _money_of(facts.card(key))


def _money_of(d: CardDef) -> float:
    modes = facts.modes(d)
    if modes:
        return max(facts.gained_coins(m.steps) + cv.DRAW_WORTH * facts.draws(m.steps) for m in modes)
    return play_coins(d) + cv.DRAW_WORTH * facts.draws(d.effect)
