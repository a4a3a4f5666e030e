"""The standard deck as Crown Rivals reads it: a card id ("7C", "10H", "JD", "RJ") names one
physical card, so ids are the card instances of the game. Value and parity come from the rules."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from functools import lru_cache

from hoc_desktop.engine.crown_rivals.rules import JOKERS, RANKS, SUITS, Rules

FACES = ("Q", "K")


def suit_of(card: str) -> str:
    """"C", "H", "S" or "D" ("" for a joker)."""
    return "" if card in JOKERS else card[-1]


def rank_of(card: str) -> str:
    return card if card in JOKERS else card[:-1]


def full_deck() -> tuple[str, ...]:
    """The 54 cards of a standard deck with both jokers, suit by suit."""
    return tuple(rank + suit for suit in SUITS for rank in RANKS) + JOKERS


@lru_cache(maxsize=8)
def values(rules: Rules) -> dict[str, int]:
    """Card id -> value (ability, cost and currency) for every card the rules keep."""
    named = {"A": rules.ace_value, "J": rules.jack_value, "Q": rules.face_value, "K": rules.face_value}
    kept = [card for card in full_deck() if card not in JOKERS and card not in rules.removed_cards]
    return {card: named[rank_of(card)] if rank_of(card) in named else int(rank_of(card)) for card in kept}


def is_face(card: str) -> bool:
    """A king or a queen: what a crowded house counts."""
    return rank_of(card) in FACES


def is_jack(card: str) -> bool:
    return rank_of(card) == "J"


def is_ace(card: str) -> bool:
    return rank_of(card) == "A"


SUIT_SYMBOLS = {"C": "\u2663", "H": "\u2665", "S": "\u2660", "D": "\u2666"}
SUIT_WORDS = {"C": "club", "H": "heart", "S": "spade", "D": "diamond"}


def card_name(card: str) -> str:
    """"7♣", "J♦": how the log and refusals name a card."""
    return card if card in JOKERS else rank_of(card) + SUIT_SYMBOLS[suit_of(card)]
