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
from hoc_desktop.client.hoc.setup import FAIRY_GARDEN
from hoc_desktop.client.ui.line_break import is_wide
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.i18n import N_, _, ngettext

KEY_PREFIX = "unentered:"          # a colon: never a card id (ids are lower-case identifiers)
NOT_ENTERED = N_("Text not entered yet: add it in a card pack.")
KIND_LINES = {"basic": N_("A Basic card."), "princess": N_("A Princess card."), "rare": N_("A Rare card."),
              "common": N_("A Common card.")}
"""The first fact of a stand-in: its category (cards/model.py CATEGORIES)."""
TYPE_LINES = {"princess": (N_("Princess card."), N_("Not a Princess card.")),
              "territory": (N_("Territory card."), N_("Not a Territory card.")),
              "action": (N_("Action card."), N_("Not an Action card.")),
              "attack": (N_("Attack card."), N_("Not an Attack card.")),
              "defense": (N_("Defense card."), N_("Not a Defense card.")),
              "succession": (N_("Succession card."), N_("Not a Succession card.")),
              "calamity": (N_("Calamity card."), N_("Not a Calamity card."))}
"""A type the rulebook gives a card, or denies it (cards/model.py MAIN_TYPES)."""
STEP_LINES = {"effect": N_("Has an effect when played."), "hand_activation": N_("Has a hand activation."),
              "buy_condition": N_("Has a condition to buy it."),
              "on_buy": N_("Has something that happens when bought."),
              "on_acquire": N_("Has something that happens when acquired.")}
"""A part of its text the rulebook says the card has."""


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
                   text=sentences([*facts_lines(known), _(NOT_ENTERED)]))


def facts_lines(known: KnownCard) -> list[str]:
    """What the rulebook states about the card, a sentence each ("Costs 5.", "No links.")."""
    facts = known.facts
    lines = [_(KIND_LINES[known.category])]
    if "cost" in facts:
        lines.append(_("Costs {n}.").format(n=facts["cost"]))
    if "max_cost" in facts:
        lines.append(_("Costs {n} or less.").format(n=facts["max_cost"]))
    if "links" in facts:
        links = facts["links"]
        lines.append(_("No links.") if links == 0 else ngettext("{n} link.", "{n} links.", links).format(n=links))
    lines += [_(TYPE_LINES[kind][0]) for kind in facts.get("types", ())]
    lines += [_(TYPE_LINES[kind][1]) for kind in facts.get("not_types", ())]
    if "coins" in facts:
        coins = facts["coins"]
        lines.append(ngettext("Gives {n} coin when played.", "Gives {n} coins when played.", coins).format(n=coins))
    lines += [_(STEP_LINES[field]) for field in facts.get("needs", ())]
    if facts.get("no_effect"):
        lines.append(_("Playing it does nothing."))
    for step in facts.get("uses_steps", ()):
        lines.append(_("Its text uses '{step}'.").format(step=step))
    lines.append(_("Rulebook: {where}.").format(where=known_cards().where(known)))
    return lines


def sentences(lines: list[str]) -> str:
    """Sentences one after another: a space after an English one, none after a Japanese one (。)."""
    text = ""
    for line in lines:
        text += (" " if text and not is_wide(text[-1]) else "") + line
    return text


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
            parts = [(_(FAIRY_GARDEN), max(7, px * 4 // 5), p.text_dim, False),
                     (card.name, round(px * 1.25), p.text, True), (sentences(facts[:shown]), px, p.text, False),
                     (_(NOT_ENTERED), px, p.warn, True)]
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
