"""A card's words in the player's language: its name and rules text as the card data gives them in
Japanese (`japanese:` or `name_ja:` and `text_ja:` in data/cards, optional in a card pack) while
the window speaks Japanese, else in English; and the words for its kinds (types, Rare, subtypes).

Card names and texts are data, not messages: they come from the card files, never from the
catalogs, so a card added to the data (or a player's pack) is named and explained in both
languages without a catalog entry, and a pack that gives no Japanese falls back to its English.
The kinds are a closed list (cards/model.py), so their words are messages.
"""

from __future__ import annotations

from typing import Final

from hoc_desktop import i18n
from hoc_desktop.cards.model import CardDef
from hoc_desktop.i18n import N_, _

KIND_WORDS: Final = {
    "princess": N_("Princess"), "territory": N_("Territory"), "action": N_("Action"), "attack": N_("Attack"),
    "defense": N_("Defense"), "succession": N_("Succession"), "calamity": N_("Calamity"), "rare": N_("Rare"),
    "military": N_("Military"), "magic": N_("Magic"), "merchant": N_("Merchant"), "maid": N_("Maid"),
    "strategy": N_("Strategy"),
}
"""Each main type and subtype (cards/model.py MAIN_TYPES, SUBTYPES) and "rare", as printed."""


def card_name(card: CardDef) -> str:
    """`card`'s name as the window shows it now."""
    return card.japanese if card.japanese and i18n.language() == "ja" else card.name


def card_text(card: CardDef) -> str:
    """`card`'s rules text as the window shows it now."""
    return card.text_ja if card.text_ja and i18n.language() == "ja" else card.text


def kind_word(kind: str) -> str:
    """A main type, subtype or "rare" in the window's language ("action" -> "Action", 行動)."""
    return _(KIND_WORDS[kind])
