"""A card's words in the player's language: its name and rules text as the card data gives them in
Japanese (`japanese:` or `name_ja:` and `text_ja:` in data/cards, optional in a card pack) while
the window speaks Japanese, else in English; and the same for the labels of a "choose one" card's
modes (`japanese:` beside a mode's `label:`). Its kinds' words: cards/card_words.py.

Card names and texts are data, not messages: they come from the card files, never from the
catalogs, so a card added to the data (or a player's pack) is named and explained in both
languages without a catalog entry, and a pack that gives no Japanese falls back to its English.
"""

from __future__ import annotations

from hoc_desktop import i18n
from hoc_desktop.cards.model import CardDef, Mode, Step


def card_name(card: CardDef) -> str:
    """`card`'s name as the window shows it now."""
    return card.japanese if card.japanese and i18n.language() == "ja" else card.name


def card_text(card: CardDef) -> str:
    """`card`'s rules text as the window shows it now."""
    return card.text_ja if card.text_ja and i18n.language() == "ja" else card.text


def mode_label(card: CardDef, key: str) -> str | None:
    """The label of `card`'s mode `key` as the window shows it now (None: the card has no such
    mode)."""
    mode = _mode(card.effect, key)
    if mode is None:
        return None
    return mode.japanese if mode.japanese and i18n.language() == "ja" else mode.label


def _mode(steps: tuple[Step, ...], key: str) -> Mode | None:
    """The mode `key` of the "choose one" step among `steps` (none nests deeper: a mode's own steps
    are searched too)."""
    for step in steps:
        if step.op == "choose_mode":
            for mode in step.args:
                if mode.key == key:
                    return mode
                found = _mode(mode.steps, key)
                if found is not None:
                    return found
    return None
