"""The Outskirts on the table: where cards put out of the game lie, face up, for all to see.

Its top card looks like any Market card, so without a mark a "Taxation 6" there read as a second
Taxation pile to buy from. The pile keeps its name on it at all times, lies under a veil (it never
looks like a pile you can buy from), and pointing at it says in words that its cards cannot be
bought; a card there is never picked up or offered as a purchase (targets.py).
"""

from __future__ import annotations

import pygame

from hoc_desktop.client.hoc.table.felt import shrunk
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.i18n import N_, _

LABEL = N_("Outskirts")                # in English: translated where drawn
NOT_FOR_SALE = N_("not for sale")
HINT = N_("The Outskirts: cards put out of the game. They cannot be bought. Click to see them all.")
VEIL_ALPHA = 110            # how much the veil darkens the top card: its name stays readable


def draw_outskirts(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> None:
    """The veil over the Outskirts' top card and, across its middle, a band naming the pile and
    saying its cards are not for sale."""
    p = theme.palette
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((*p.cloth_bottom, VEIL_ALPHA))
    surface.blit(veil, rect)
    room = rect.width - theme.px(4)
    name = shrunk(theme.text(_(LABEL), "tiny", p.text, bold=True), room)
    words = shrunk(theme.text(_(NOT_FOR_SALE), "tiny", p.text_dim), room)
    band = pygame.Rect(rect.x, 0, rect.width, name.get_height() + words.get_height() + theme.px(4))
    band.centery = rect.centery
    pygame.draw.rect(surface, p.pill_dark, band)
    surface.blit(name, name.get_rect(midtop=(band.centerx, band.y + theme.px(2))))
    surface.blit(words, words.get_rect(midtop=(band.centerx, band.y + theme.px(2) + name.get_height())))
