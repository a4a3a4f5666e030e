"""The Fairy Garden cards no loaded card pack gives yet, as the Cards gallery lists them.

The project ships no Fairy Garden card text (players type it into card packs), but the gallery
still names all 31 cards with what the rulebook states about them (`known_cards`), so a player sees
what there is to type. Each becomes a stand-in CardDef (searchable, filterable, pinnable like any
card) whose key no real card can have; it never reaches a game, since games deal from catalogs.
Its tile says plainly that the text is not entered yet instead of drawing a card face.
"""

from __future__ import annotations

from typing import Iterable

import pygame

from hoc_desktop.cards.known_cards import KnownCard, known_cards, normal
from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.ui import fonts
from hoc_desktop.client.ui.theme import Theme

KEY_PREFIX = "unentered:"          # a colon: never a card id (ids are lower-case identifiers)
NOT_ENTERED = "Text not entered yet: add it in a card pack."
_STEP_WORDS = {"effect": "an effect when played", "hand_activation": "a hand activation",
               "buy_condition": "a condition to buy it", "on_buy": "something that happens when bought",
               "on_acquire": "something that happens when acquired"}


def unentered_cards(cards: Iterable[CardDef]) -> list[CardDef]:
    """A stand-in for each Fairy Garden card whose name none of `cards` has, in the rulebook's order."""
    known = known_cards()
    have = {normal(card.name) for card in cards}
    return [_stand_in(card, known.set) for name, card in known.cards.items() if name not in have]


def is_unentered(card: CardDef) -> bool:
    return card.key.startswith(KEY_PREFIX)


def _stand_in(known: KnownCard, set_name: str) -> CardDef:
    facts = known.facts
    return CardDef(key=KEY_PREFIX + normal(known.name), name=known.name, japanese="", set=set_name,
                   category=known.category, cost=facts.get("cost", 0), types=frozenset(facts.get("types", ())),
                   subtype=None, links=facts.get("links", 0), coins=facts.get("coins"), points=0,
                   text=" ".join([*facts_lines(known), NOT_ENTERED]))


def facts_lines(known: KnownCard) -> list[str]:
    """What the rulebook states about the card, a sentence each ("Costs 5.", "No links.")."""
    facts = known.facts
    lines = [f"A {known.category.capitalize()} card."]
    if "cost" in facts:
        lines.append(f"Costs {facts['cost']}.")
    if "max_cost" in facts:
        lines.append(f"Costs {facts['max_cost']} or less.")
    if "links" in facts:
        lines.append("No links." if facts["links"] == 0 else f"{facts['links']} link(s).")
    for kind in facts.get("types", ()):
        lines.append(f"{kind.capitalize()} card.")
    for kind in facts.get("not_types", ()):
        lines.append(f"Not a {kind.capitalize()} card.")
    if "coins" in facts:
        lines.append(f"Gives {facts['coins']} coins when played.")
    for field in facts.get("needs", ()):
        lines.append(f"Has {_STEP_WORDS.get(field, field)}.")
    if facts.get("no_effect"):
        lines.append("Playing it does nothing.")
    for step in facts.get("uses_steps", ()):
        lines.append(f"Its text uses '{step}'.")
    lines.append(f"Rulebook: {known_cards().where(known)}.")
    return lines


def unentered_tile(card: CardDef, width: int, theme: Theme) -> pygame.Surface:
    """A card-sized tile for a stand-in: its set, its name, the known facts and NOT_ENTERED, in
    the largest text that fits (facts are dropped, last first, rather than made too small to read)."""
    p = theme.palette
    height = face_height(width)
    tile = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(4, round(width * 0.06))
    pygame.draw.rect(tile, p.panel_raised, tile.get_rect(), border_radius=radius)
    pygame.draw.rect(tile, p.text_dim, tile.get_rect(), width=max(1, width // 90), border_radius=radius)
    pad = max(4, width // 14)
    inner = width - 2 * pad
    known = known_cards().cards.get(card.key.removeprefix(KEY_PREFIX))
    facts = facts_lines(known) if known is not None else []
    smallest = max(10, width // 17)
    for shown in range(len(facts), -1, -1):
        for px in range(max(smallest, width // 10), smallest - 1, -1):
            parts = [("Fairy Garden", max(7, px * 4 // 5), p.text_dim, False),
                     (card.name, round(px * 1.25), p.text, True), (" ".join(facts[:shown]), px, p.text, False),
                     (NOT_ENTERED, px, p.warn, True)]
            images = [fonts.text_surface(text, size, color, bold, inner) for text, size, color, bold in parts if text]
            if sum(i.get_height() for i in images) + pad * (len(images) + 1) <= height:
                y = pad
                for image in images:
                    tile.blit(image, (pad, y))
                    y += image.get_height() + pad
                return tile
    return tile


class UnenteredTiles:
    """Tiles drawn once per card, width and palette (the gallery redraws its grid every frame)."""

    def __init__(self) -> None:
        self._tiles: dict[tuple[str, int, str], pygame.Surface] = {}

    def tile(self, card: CardDef, width: int, theme: Theme) -> pygame.Surface:
        key = (card.key, int(width), theme.palette.name)
        if key not in self._tiles:
            self._tiles[key] = fonts.display_format(unentered_tile(card, int(width), theme))
        return self._tiles[key]
