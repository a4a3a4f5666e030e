"""A public pile laid out card by card, for any game's table: a discard pile, the trash, a Domain.

Public information is one click away: clicking a pile on a table opens this overlay over it,
with every card face up at a readable size (newest first for piles). Hovering a card shows it
large; a click outside, Esc or Close returns to the table. The overlay knows no game: the table
gives the title, the card keys and its `CardArt` (how its faces are drawn); which piles are public
and in what order is each game's own (table/piles.py, crown_rivals/piles.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from hoc_desktop.client.art.card_faces import SMALLEST_FACE, face_height
from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.client.ui.drawing import draw_modal_box, draw_shadow, fit_text
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

MIN_CARD_W = SMALLEST_FACE    # the smallest a listed card gets (a whole game's cards fit at 1280x720); zoom shows it
MIN_BOX_W = 360     # design pixels: a short pile's box still has room for its title


class CardArt(Protocol):
    """How a game draws its cards by key: a face `width` pixels wide, and the large zoom view."""

    def face(self, key: str, width: int, palette: str = "standard") -> pygame.Surface: ...

    def zoom(self, key: str, width: int, palette: str = "standard") -> pygame.Surface: ...


def possessive(name: str) -> str:
    """Whose a pile is, in words: "Your" for the seat named You (the default name), "Ann's",
    "James's" (the possessive a title reads right with, whatever the name); another default name
    in the window's language (プレイヤー2の)."""
    return _("Your") if name.strip().casefold() == "you" else _("{name}'s").format(name=shown_name(name))


def sorted_title(title: str) -> str:
    """A face-down pile's title where its cards are listed (a finished game's replay with all
    cards face up): sorted, so the list never reads as the deck's order."""
    return _("{pile}, sorted").format(pile=title)


class PileViewer(Scene):
    """A modal overlay listing the cards of one public zone."""

    opaque = False

    def __init__(self, app: "App", title: str, keys: list[str], art: CardArt) -> None:
        super().__init__(app)
        self.title = title
        self.keys = keys
        self.art = art
        self.close = Button(_("Close"), app.pop, hotkey=pygame.K_ESCAPE, hotkey_label="Esc", role="body")
        self.widgets = [self.close]
        self.box = pygame.Rect(0, 0, 0, 0)
        self.rects: list[pygame.Rect] = []
        self.zoom: str | None = None
        self.shown_heading = ""                 # the heading as drawn: cut to the box when it is longer

    @property
    def heading(self) -> str:
        """The title with the number of cards."""
        return f"{self.title} ({len(self.keys)})"

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
        title_w = theme.font("heading", True).size(self.heading)[0] + 2 * theme.pad
        box_w = min(max(box_w, theme.px(MIN_BOX_W), title_w), w - 2 * theme.margin)   # the title fits, or is cut
        self.box = pygame.Rect(0, 0, box_w, head + rows * (card_h + gap) - gap + foot + theme.pad)
        self.box.center = (w // 2, h // 2)
        self.shown_heading = fit_text(self.heading, theme.font("heading", True), box_w - 2 * theme.pad)
        x0 = self.box.centerx - (per_row * (card_w + gap) - gap) // 2
        self.rects = [pygame.Rect(x0 + (i % per_row) * (card_w + gap),
                                  self.box.y + head + (i // per_row) * (card_h + gap),
                                  card_w, card_h) for i in range(len(self.keys))]
        bw = max(theme.px(160), self.close.min_width(theme, padding=16, centred=False))   # large text: its label whole
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
        title = theme.text(self.shown_heading, "heading", p.accent, bold=True)
        surface.blit(title, (self.box.x + theme.pad, self.box.y + theme.px(10)))
        for key, rect in zip(self.keys, self.rects):
            surface.blit(self.art.face(key, rect.width, p.name), rect)
        if self.zoom is not None:
            image = self.art.zoom(self.zoom, min(theme.px(300), surface.get_height() * 10 // 15), p.name)
            at = image.get_rect(midright=(surface.get_width() - theme.px(12), surface.get_height() // 2))
            if self.box.right > at.left and self.box.left > image.get_width() + theme.px(24):
                at.midleft = (theme.px(12), surface.get_height() // 2)
            draw_shadow(surface, at, theme, depth=10)
            surface.blit(image, at)
        super().draw(surface)
