"""A playing card in words, in the player's language: "7 of clubs", "jack of diamonds"; in
Japanese クラブの7, ダイヤのJ. The window's font has no suit symbols, so the window names a card
this way where the engine and the command line write "7♣" (`cards.card_name`, read alike in every
language).

The Japanese words are the ones Japanese players use for トランプ: the suit in katakana, クラブ,
ハート, スペード and ダイヤ (the card word; ダイヤモンド is the jewel), then の and the rank. The ranks
stay the letters printed in the card's corner, A, J, Q and K: that is how Japanese writing names
those cards (スペードのA; エース and ジャック are how they are said aloud), the letter on the
card the player looks at, and short enough for a button ("ダイヤのJと一緒に：11"). The whole
name is one message with named fields ("{rank} of {suit}"; Japanese "{suit}の{rank}"), so each
language puts them in its own order. Jokers have no words: the rules data removes them from the
deck, so none reaches a table.
"""

from __future__ import annotations

from hoc_desktop.engine.crown_rivals.cards import rank_of, suit_of
from hoc_desktop.i18n import _, pgettext


def suit_name(suit: str) -> str:
    """A suit's name in the current language ("clubs", クラブ), as a card's name and a bonus say it."""
    names = {"C": pgettext("card suit", "clubs"), "H": pgettext("card suit", "hearts"),
             "S": pgettext("card suit", "spades"), "D": pgettext("card suit", "diamonds")}
    return names[suit]


def rank_name(rank: str) -> str:
    """A rank in the current language: a number as it is, an ace or a face by its word ("jack", J)."""
    names = {"A": pgettext("card rank", "ace"), "J": pgettext("card rank", "jack"),
             "Q": pgettext("card rank", "queen"), "K": pgettext("card rank", "king")}
    return names.get(rank, rank)


def card_words(card: str) -> str:
    """A card id ("7C", "JD") in words: "7 of clubs", クラブの7."""
    return _("{rank} of {suit}").format(rank=rank_name(rank_of(card)), suit=suit_name(suit_of(card)))
