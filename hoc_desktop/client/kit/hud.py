"""Marks both tables draw the same way: pills, lit drop targets, playable rings, the refusal
toast, a hint box, the zoomed card and its caption, the hot-seat curtain and the keyboard's card.

Each function draws one thing from plain values; a game's own marks (Heart of Crown's turn panel,
badges and tokens; Crown Rivals' pieces) live beside its table and build on these.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import pygame

from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.client.ui import fonts
from hoc_desktop.client.ui.drawing import draw_box, draw_shadow, soft_shadow
from hoc_desktop.client.ui.theme import RGB, Theme
from hoc_desktop.i18n import _


MIN_PILL_PX = 8       # the smallest text a pill shrinks to (the fonts module's own floor)



def pill(surface: pygame.Surface, theme: Theme, text: str, center: tuple[int, int], fill: RGB, color: RGB,
         role: str = "tiny", bold: bool = True, room: int = 0) -> pygame.Rect:
    """A rounded label centred on `center`, no wider than `room` where it can be; returns its rect."""
    image = _pill_text(theme, text, color, role, bold, room)
    rect = pygame.Rect((0, 0), _around(theme, image))
    rect.center = center
    pygame.draw.rect(surface, fill, rect, border_radius=rect.height // 2)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect



def pill_size(theme: Theme, text: str, role: str = "tiny", bold: bool = True, room: int = 0) -> tuple[int, int]:
    """The size `pill` draws `text` at (to line pills up before drawing them)."""
    return _around(theme, _pill_text(theme, text, theme.palette.text, role, bold, room))



def _around(theme: Theme, image: pygame.Surface) -> tuple[int, int]:
    """A pill's size around its text."""
    return image.get_width() + theme.px(10), image.get_height() + theme.px(3)



def _pill_text(theme: Theme, text: str, color: RGB, role: str, bold: bool, room: int) -> pygame.Surface:
    """`text` in `role`; with `room` > 0, in smaller type while its pill would be wider than that
    (a two-digit count on an opponent's small pile with large text keeps showing)."""
    size = theme.text_px(role)
    image = fonts.text_surface(text, size, color, bold)
    while room and size > MIN_PILL_PX and _around(theme, image)[0] > room:
        size -= 1
        image = fonts.text_surface(text, size, color, bold)
    return image



def draw_hint(surface: pygame.Surface, theme: Theme, text: str, under: pygame.Rect) -> None:
    """Words about the thing at `under` (a token, the Outskirts), in a box just above it, or just
    below when there is no room above; always inside the window."""
    p = theme.palette
    image = theme.text(text, "small", p.text, wraplength=theme.px(420))
    rect = image.get_rect().inflate(theme.px(20), theme.px(10))
    rect.midbottom = (under.centerx, under.y - theme.px(4))
    if rect.y < 0:
        rect.top = under.bottom + theme.px(4)
    rect.clamp_ip(surface.get_rect())
    draw_shadow(surface, rect, theme)
    draw_box(surface, rect, p.panel_raised, p.border, theme)
    surface.blit(image, image.get_rect(center=rect.center))



def draw_targets(surface: pygame.Surface, theme: Theme, rects: Sequence[pygame.Rect], over: pygame.Rect | None) -> None:
    """Lit drop targets while a card is held; the one under the card glows brighter."""
    p = theme.palette
    for rect in rects:
        width = theme.border * (3 if rect == over else 2)
        color = p.accent_hover if rect == over else p.accent
        pygame.draw.rect(surface, color, rect.inflate(theme.px(6), theme.px(6)), width=width,
                         border_radius=theme.px(8))



def draw_playable(surface: pygame.Surface, theme: Theme, rects: Iterable[pygame.Rect]) -> None:
    """A thin gold line around cards that can be used now, so a new player sees what to do."""
    for rect in rects:
        pygame.draw.rect(surface, theme.palette.accent, rect.inflate(theme.px(4), theme.px(4)),
                         width=max(1, theme.border - 1), border_radius=theme.px(7))



def draw_toast(surface: pygame.Surface, theme: Theme, text: str, center: tuple[int, int], note: bool = False) -> None:
    """The reason a move was refused, in a red box the player cannot miss; a `note` (a save made)
    in the calm box of the table's other words, so success never looks like an error."""
    p = theme.palette
    image = theme.text(text, "body", p.text, bold=True, wraplength=theme.px(640))
    rect = image.get_rect(center=center).inflate(theme.px(28), theme.px(14))
    draw_shadow(surface, rect, theme)
    draw_box(surface, rect, p.panel_raised if note else p.toast, p.accent if note else p.bad, theme)
    surface.blit(image, image.get_rect(center=rect.center))



ZOOM_SHADOW_DEPTH = 10



def warm_zoom(theme: Theme, size: tuple[int, int]) -> None:
    """Build the zoom view's shadow for a card of `size` ahead of time: blurring it takes about
    40 ms, which would otherwise stall the first zoom of a layout."""
    blur = theme.px(ZOOM_SHADOW_DEPTH)
    soft_shadow(size, theme.radius, blur, theme.palette.shadow, 150)



def draw_zoom(surface: pygame.Surface, theme: Theme, image: pygame.Surface, left: bool,
              bounds: pygame.Rect) -> pygame.Rect:
    """The zoomed card beside the table, on the left or the right (the side away from where the
    pointer was when it opened: see zoom.py)."""
    margin = theme.px(16)
    rect = image.get_rect()
    if left:
        rect.left = bounds.left + margin
    else:
        rect.right = bounds.right - margin
    rect.centery = bounds.centery
    draw_shadow(surface, rect, theme, depth=ZOOM_SHADOW_DEPTH)
    surface.blit(image, rect)
    return rect



def draw_zoom_caption(surface: pygame.Surface, theme: Theme, zoom: pygame.Rect, text: str) -> None:
    """A word about the zoomed card (e.g. whose guardian she is) just above it, else just below it,
    else (a zoom as tall as the window) beside its top, toward the middle of the window: never over
    the card's own words."""
    w, h = pill_size(theme, text, "small")
    gap = theme.px(6)
    if zoom.y >= h + 2 * gap:
        center = (zoom.centerx, zoom.y - gap - h // 2)
    elif zoom.bottom + h + 2 * gap <= surface.get_height():
        center = (zoom.centerx, zoom.bottom + gap + h // 2)
    else:
        side = 1 if zoom.centerx < surface.get_width() // 2 else -1
        center = (zoom.centerx + side * (zoom.width // 2 + gap + w // 2), zoom.y + gap + h // 2)
    pill(surface, theme, text, center, theme.palette.accent, theme.palette.text_dark, role="small")



def seat_color(theme: Theme, seat: int) -> RGB:
    return theme.palette.players[seat % len(theme.palette.players)]



def draw_curtain(surface: pygame.Surface, theme: Theme, name: str, reason: str) -> None:
    """Hot-seat: the table is hidden until `name` (as saved; shown in the window's language) takes
    the seat. Nothing private is drawn. The box grows with its lines (a long question behind the
    curtain, a language that wraps more)."""
    p = theme.palette
    w, h = surface.get_size()
    width = min(w - 2 * theme.margin, theme.px(620))
    lines = [(_("Pass the table to {name}").format(name=shown_name(name)), "title", p.accent, True),
             (reason, "body", p.text, False),
             (_("Click or press Enter when you are ready. The other players look away."), "small", p.text_dim, False)]
    images = [theme.text(text, role, color, bold=bold, wraplength=width - 2 * theme.pad)
              for text, role, color, bold in lines]
    step = theme.px(14)
    height = sum(image.get_height() for image in images) + step * (len(images) - 1) + 2 * theme.px(26)
    box = pygame.Rect(0, 0, width, min(h - 2 * theme.margin, max(theme.px(230), height)))
    box.center = (w // 2, h // 2)
    draw_shadow(surface, box, theme, depth=12)
    draw_box(surface, box, p.panel, p.border, theme)
    y = box.y + theme.px(26)
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += image.get_height() + step



def draw_card_focus(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> None:
    """The keyboard's card: a bright ring in the focus colour, unlike the gold of playable cards."""
    grow = theme.px(5)
    pygame.draw.rect(surface, theme.palette.focus, rect.inflate(2 * grow, 2 * grow), width=theme.border + 1,
                     border_radius=theme.px(9))
