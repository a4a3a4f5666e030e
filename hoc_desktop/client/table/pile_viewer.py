"""A public pile laid out card by card: any discard pile or set-aside cards, the Outskirts, the
Curse pile, a Domain.

Public information is one click away: clicking a pile on the table opens this overlay over it,
with every card face up at a readable size (newest first for piles). Right-click or hover shows a
card large; a click outside, Esc or Close returns to the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from hoc_desktop import engine
from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art.card_faces import CardFaces, face_height
from hoc_desktop.client.ui.drawing import draw_modal_box, draw_shadow
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.table.placement import domain_cards
from hoc_desktop.client.ui.widgets import Button

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App
    from hoc_desktop.engine import SeatTable

MIN_CARD_W = 24     # the smallest a listed card gets (a whole game's cards fit at 1280x720); zoom shows it

ZONE_TITLES = {"discard": "{name}'s discard pile", "domain": "{name}'s Domain", "kept": "{name}'s Domain",
               "outskirts": "The Outskirts", "curses": "The Curse pile", "set_aside": "{name}'s set-aside cards"}


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
        title = ZONE_TITLES["domain"].format(name=p.name)
        guardians = [c for c in getattr(p, "guardian", ()) if c is not None]
        if guardians:
            title += f" (guardian: {', '.join(table.catalog[c.key].name for c in guardians)})"
        return title, keys + [c.key for c in guardians]
    if kind in ("discard", "set_aside"):
        p = table.players[seat]
        return ZONE_TITLES[kind].format(name=p.name), [c.key for c in reversed(getattr(p, kind)) if c is not None]
    pile = getattr(table, kind)
    return ZONE_TITLES[kind], [c.key for c in reversed(pile) if c is not None]


class PileViewer(Scene):
    """A modal overlay listing the cards of one public zone."""

    opaque = False

    def __init__(self, app: "App", title: str, keys: list[str], faces: CardFaces,
                 cards: Mapping[str, CardDef] | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.keys = keys
        self.faces = faces
        self.cards = cards if cards is not None else engine.catalog().cards    # the game's, with its packs'
        self.close = Button("Close", app.pop, hotkey=pygame.K_ESCAPE, hotkey_label="Esc", role="body")
        self.widgets = [self.close]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rects: list[pygame.Rect] = []
        self.zoom: str | None = None

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        gap = theme.px(10)
        room = h - theme.px(200)
        card_w = theme.px(104)
        while True:                              # a long pile: smaller cards, still every one in view
            card_h = face_height(card_w)
            per_row = max(1, min(len(self.keys), (w * 3 // 4) // (card_w + gap)))
            rows = (len(self.keys) + per_row - 1) // per_row
            if rows * (card_h + gap) - gap <= room or card_w <= MIN_CARD_W:
                break
            card_w = max(MIN_CARD_W, card_w * 9 // 10)
        head = theme.line_height("heading") + theme.px(20)
        foot = theme.control_height("body") + theme.px(20)
        box_w = per_row * (card_w + gap) - gap + 2 * theme.pad
        box_w = max(box_w, theme.px(360))
        self.box = pygame.Rect(0, 0, box_w, head + rows * (card_h + gap) - gap + foot + theme.pad)
        self.box.center = (w // 2, h // 2)
        x0 = self.box.centerx - (per_row * (card_w + gap) - gap) // 2
        self.rects = [pygame.Rect(x0 + (i % per_row) * (card_w + gap), self.box.y + head + (i // per_row) * (card_h + gap),
                                  card_w, card_h) for i in range(len(self.keys))]
        bw = theme.px(160)
        self.close.layout((self.box.centerx - bw // 2, self.box.bottom - foot + theme.px(6), bw,
                           theme.control_height("body")), theme)
        super().resize(size)

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            hit = next((k for k, r in zip(self.keys, self.rects) if r.collidepoint(event.pos)), None)
            if hit != self.zoom:
                self.zoom = hit
                self.dirty = True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not self.box.collidepoint(event.pos):
            self.app.pop()
        return True      # modal: nothing reaches the table underneath

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        draw_modal_box(surface, self.box, theme)
        title = theme.text(f"{self.title} ({len(self.keys)})", "heading", p.accent, bold=True)
        surface.blit(title, (self.box.x + theme.pad, self.box.y + theme.px(10)))
        for key, rect in zip(self.keys, self.rects):
            surface.blit(self.faces.face(self.cards[key], rect.width, p.name), rect)
        if self.zoom is not None:
            image = self.faces.zoom(self.cards[self.zoom], min(theme.px(300), surface.get_height() * 10 // 15), p.name)
            at = image.get_rect(midright=(surface.get_width() - theme.px(12), surface.get_height() // 2))
            if self.box.right > at.left and self.box.left > image.get_width() + theme.px(24):
                at.midleft = (theme.px(12), surface.get_height() // 2)
            draw_shadow(surface, at, theme, depth=10)
            surface.blit(image, at)
        super().draw(surface)
