"""Heart of Crown's public piles, for the shared pile viewer (client/kit/pile_viewer.py): which
zones a click lists (any discard pile or set-aside cards, the Outskirts, the Curse pile, a Domain;
a draw pile or the Supply, sorted, only where a finished game's replay shows every card),
their cards in the order the viewer shows them, and its faces drawn by card key."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.kit.pile_viewer import possessive, sorted_title
from hoc_desktop.client.hoc.table.placement import domain_cards
from hoc_desktop.cards.names import card_name
from hoc_desktop.i18n import N_, _

if TYPE_CHECKING:
    from hoc_desktop.engine.hoc import SeatTable

PUBLIC_ZONES = ("discard", "outskirts", "curses", "domain", "kept", "set_aside", "guardian")
ZONE_TITLES = {"discard": N_("{whose} discard pile"), "domain": N_("{whose} Domain"), "kept": N_("{whose} Domain"),
               "outskirts": N_("The Outskirts"), "curses": N_("The Curse pile"),
               "set_aside": N_("{whose} set-aside cards"), "draw": N_("{whose} draw pile"),
               "supply": N_("The Supply")}     # in English: translated where shown


class CatalogArt:
    """Heart of Crown's faces by card key (the viewer's `CardArt`): the game's catalogue, packs
    included, turns a key into the card its faces are drawn from."""

    def __init__(self, faces: CardFaces, cards: Mapping[str, CardDef]) -> None:
        self.faces = faces
        self.cards = cards

    def face(self, key: str, width: int, palette: str = "standard") -> pygame.Surface:
        return self.faces.face(self.cards[key], width, palette)

    def zoom(self, key: str, width: int, palette: str = "standard") -> pygame.Surface:
        return self.faces.zoom(self.cards[key], width, palette)


def deck_title(table: "SeatTable", zone: tuple[str, Any]) -> str:
    """A face-down pile's title as a finished game's face-up replay lists it: its cards sorted."""
    kind, seat = zone
    title = _(ZONE_TITLES[kind])
    return sorted_title(title.format(whose=possessive(table.players[seat].name)) if seat is not None else title)


def pile_cards(table: "SeatTable", zone: tuple[str, Any]) -> tuple[str, list[str]]:
    """The title and card keys of a public zone as `table`'s seat sees it (top of a pile first). A
    Domain lists its guardian last (the Guardians variant), and its title names her: her face
    alone would look like a second princess of the Domain."""
    kind, seat = zone
    if kind in ("domain", "kept", "guardian"):
        p = table.players[seat]
        keys = []
        for card in domain_cards(p):
            keys.append(card.key)
            kept = p.kept.get(card.id)
            if kept is not None:
                keys.append(kept.key)
        title = _(ZONE_TITLES["domain"]).format(whose=possessive(p.name))
        guardians = [c for c in getattr(p, "guardian", ()) if c is not None]
        if guardians:
            title = _("{title} (guardian: {names})").format(
                title=title, names=_(", ").join(card_name(table.catalog[c.key]) for c in guardians))
        return title, keys + [c.key for c in guardians]
    if kind in ("discard", "set_aside"):
        p = table.players[seat]
        return (_(ZONE_TITLES[kind]).format(whose=possessive(p.name)),
                [c.key for c in reversed(getattr(p, kind)) if c is not None])
    pile = getattr(table, kind)
    return _(ZONE_TITLES[kind]), [c.key for c in reversed(pile) if c is not None]
