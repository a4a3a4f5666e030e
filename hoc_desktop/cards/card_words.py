"""A card's kinds and numbers in the player's language: each type, subtype and category as a word,
the type line of a face ("Action – Attack — Military") and the zoom view's facts ("Cost 4, 1 link,
2 coins").

Types and subtypes are a closed list of keys in the card data (cards/model.py MAIN_TYPES,
SUBTYPES; `types: [action, attack]`, `subtype: military`), so their words are messages,
translated where shown, and the data stays one language-free fact.
"""

from __future__ import annotations

from typing import Final

from hoc_desktop.cards.model import CardDef
from hoc_desktop.i18n import N_, _, ngettext

KIND_WORDS: Final = {
    "princess": N_("Princess"), "territory": N_("Territory"), "action": N_("Action"), "attack": N_("Attack"),
    "defense": N_("Defense"), "succession": N_("Succession"), "calamity": N_("Calamity"), "rare": N_("Rare"),
    "military": N_("Military"), "magic": N_("Magic"), "merchant": N_("Merchant"), "maid": N_("Maid"),
    "strategy": N_("Strategy"), "basic": N_("Basic"), "common": N_("Common"),
}
"""Each main type and subtype (cards/model.py MAIN_TYPES, SUBTYPES) and category (CATEGORIES:
basic, princess, rare, common), as printed and as the Cards gallery's chips name them."""


def kind_word(kind: str) -> str:
    """A main type, subtype or category in the window's language ("action" -> "Action", 行動)."""
    return _(KIND_WORDS[kind])


def type_line(card: CardDef, types: tuple[str, ...]) -> str:
    """`types` (the face's icons, in their order) in words, then the card's subtype, e.g.
    "Action – Attack — Military" or "Rare – Succession"."""
    line = " – ".join(kind_word(t) for t in types)
    return _("{types} — {subtype}").format(types=line, subtype=kind_word(card.subtype)) if card.subtype else line


def facts_line(card: CardDef) -> str:
    """Cost and numbers spelled out, for the zoom view."""
    parts = [_("Cost {cost}").format(cost=card.cost)]
    if card.links:
        parts.append(ngettext("{n} link", "{n} links", card.links).format(n=card.links))
    if card.coins is not None:
        parts.append(ngettext("{n} coin", "{n} coins", card.coins).format(n=card.coins))
    if card.points:
        parts.append(ngettext("{n} succession point", "{n} succession points", abs(card.points)).format(n=card.points))
    return _(", ").join(parts)
