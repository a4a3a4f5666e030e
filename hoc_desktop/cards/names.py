"""A card's name in the player's language: the Japanese name the card data gives (`japanese:` in
data/cards, optional in a card pack) while the window speaks Japanese, else the English name.

Card names are data, not messages: they come from the card files, never from the catalogs, so a
card added to the data (or a player's pack) is named in both languages without a catalog entry.
"""

from __future__ import annotations

from hoc_desktop import i18n
from hoc_desktop.cards.model import CardDef


def card_name(card: CardDef) -> str:
    """`card`'s name as the window shows it now."""
    return card.japanese if card.japanese and i18n.language() == "ja" else card.name
