"""The still parts of the table, drawn once per layout: the cloth, the areas and their names.

Everything that never moves between two resizes (backgrounds of the opponents' panels, the
Market, your side and the sidebar, and the small captions naming each area) is painted into one
surface, so a frame costs one blit for all of it.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from hoc_desktop.client.art.drawing_kit import vertical_gradient
from hoc_desktop.client.ui.drawing import draw_box
from hoc_desktop.client.hoc.table.layout import build_layout
from hoc_desktop.client.hoc.table.targets import own_side
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.i18n import _


def slot(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, name: str) -> None:
    """An empty place for a pile or an area: a faint outline with its name inside, covered by the
    cards when there are any, so an empty pile still says what it is."""
    p = theme.palette
    pygame.draw.rect(surface, p.slot_line, rect, max(1, theme.border // 2), border_radius=theme.px(6))
    image = shrunk(theme.text(name, "tiny", p.slot_text), rect.width - theme.px(6))
    surface.blit(image, image.get_rect(center=rect.center))


def shrunk(image: pygame.Surface, room: int) -> pygame.Surface:
    """`image` scaled down to `room` pixels wide when wider (a word on a narrow card stays whole)."""
    if image.get_width() <= room:
        return image
    return pygame.transform.smoothscale(image, (room, max(1, image.get_height() * room // image.get_width())))


@lru_cache(maxsize=4)
def felt(theme: Theme, seats: int) -> pygame.Surface:
    """The background of the table for `theme` (its window size, text scale and palette: a palette
    switch makes a new one) and `seats` players."""
    layout = build_layout(theme, seats)
    w, h = layout.size
    p = theme.palette
    surface = vertical_gradient((w, h), p.cloth_top, p.cloth_bottom, alpha=False)
    pad = theme.px(4)
    for rect in layout.opponents.values():
        draw_box(surface, rect, p.table_panel, p.grid, theme)
    draw_box(surface, layout.market.inflate(2 * pad, 2 * pad), p.table_panel, None, theme)
    draw_box(surface, own_side(layout).inflate(2 * pad, 2 * pad), p.table_area, None, theme)
    draw_box(surface, layout.sidebar, p.panel, p.border, theme)
    for rect in layout.basic + layout.stacks:
        slot(surface, theme, rect, _("empty"))
    slot(surface, theme, layout.curses, _("Curses"))
    slot(surface, theme, layout.outskirts, _("Outskirts"))
    slot(surface, theme, layout.supply, _("Supply"))
    slot(surface, theme, layout.draw, _("Draw pile"))
    slot(surface, theme, layout.discard, _("Discard pile"))
    return surface

