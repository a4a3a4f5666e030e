"""A card's types and numbers in the player's language: the type line of a face ("Action – Attack
— Military") and the zoom view's facts ("Cost 4, 1 link, 2 coins").

Types and subtypes are keys in the card data (`types: [action, attack]`, `subtype: military`);
their words are messages, translated where shown, so the data stays one language-free fact. A
key the catalog does not know (a player's pack may invent a subtype) is shown capitalised, as the
pack wrote it.
"""

from __future__ import annotations

from hoc_desktop.cards.model import CardDef
from hoc_desktop.i18n import N_, _, ngettext

TYPE_WORDS: dict[str, str] = {
    "rare": N_("Rare"), "princess": N_("Princess"), "territory": N_("Territory"), "action": N_("Action"),
    "attack": N_("Attack"), "defense": N_("Defense"), "succession": N_("Succession"), "calamity": N_("Calamity"),
}
SUBTYPE_WORDS: dict[str, str] = {
    "magic": N_("Magic"), "maid": N_("Maid"), "merchant": N_("Merchant"), "military": N_("Military"),
    "strategy": N_("Strategy"),
}


def type_word(key: str) -> str:
    """A type's word ("action" -> "Action", 行動 in Japanese)."""
    return _(TYPE_WORDS[key]) if key in TYPE_WORDS else key.capitalize()


def subtype_word(key: str) -> str:
    """A subtype's word ("military" -> "Military")."""
    return _(SUBTYPE_WORDS[key]) if key in SUBTYPE_WORDS else key.capitalize()


def type_line(card: CardDef, types: tuple[str, ...]) -> str:
    """`types` (the face's icons, in their order) in words, then the card's subtype, e.g.
    "Action – Attack — Military" or "Rare – Succession"."""
    line = " – ".join(type_word(t) for t in types)
    return _("{types} — {subtype}").format(types=line, subtype=subtype_word(card.subtype)) if card.subtype else line


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
