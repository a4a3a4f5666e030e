"""Drawing helpers every widget and scene shares: soft shadows, boxes, focus rings, veils, text
cut to a width.

Blurred shadows are costly to make (milliseconds) and cheap to blit, so they are cached by size
and colour; a resize simply asks for new ones and the old ones age out. (Gradients come from
`art_draw.vertical_gradient`; the backdrops and emblems that use them are cached whole.)
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from hoc_desktop.client.ui.theme import RGB, Theme


@lru_cache(maxsize=64)
def soft_shadow(size: tuple[int, int], radius: int, blur: int, color: RGB, alpha: int) -> pygame.Surface:
    """A blurred rounded-rectangle shadow for a box of `size`, `blur` pixels larger on every side."""
    width, height = size[0] + 4 * blur, size[1] + 4 * blur
    shadow = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(shadow, (*color, alpha), (2 * blur, 2 * blur, size[0], size[1]), border_radius=radius)
    if blur > 0:
        shadow = pygame.transform.gaussian_blur(shadow, blur)
    return shadow


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, depth: float = 6,
                alpha: int = 150) -> None:
    """A soft drop shadow under `rect`, offset downwards by `depth` design pixels."""
    blur = theme.px(depth)
    shadow = soft_shadow(rect.size, theme.radius, blur, theme.palette.shadow, alpha)
    surface.blit(shadow, (rect.x - 2 * blur, rect.y - 2 * blur + theme.px(depth / 2)))


def draw_box(surface: pygame.Surface, rect: pygame.Rect, fill: RGB, border: RGB | None, theme: Theme,
             radius: int | None = None) -> None:
    """A rounded box with an optional border in the theme's line width."""
    r = theme.radius if radius is None else radius
    pygame.draw.rect(surface, fill, rect, border_radius=r)
    if border is not None:
        pygame.draw.rect(surface, border, rect, width=theme.border, border_radius=r)


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    """The keyboard focus ring: a bright outline just outside `rect`."""
    grow = 2 * theme.border + 2
    pygame.draw.rect(surface, theme.palette.focus, rect.inflate(2 * grow, 2 * grow), width=theme.border + 1,
                     border_radius=theme.radius + grow)


def fit_text(text: str, font: pygame.font.Font, width: int) -> str:
    """`text`, cut with an ellipsis when wider than `width` pixels: the longest prefix that fits
    with it, found by halving (a long line would cost one measure a character otherwise)."""
    if font.size(text)[0] <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if font.size(text[:mid].rstrip() + "…")[0] <= width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


@lru_cache(maxsize=4)
def veil(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A translucent black sheet that dims everything under a modal box."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill((0, 0, 0, alpha))
    return sheet


def draw_modal_box(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, dim: int = 150) -> None:
    """A dialog over the current scene: the window dimmed, then a raised box at `rect` (the look of
    every modal: questions, menus, lists, the log)."""
    surface.blit(veil(surface.get_size(), dim), (0, 0))
    draw_shadow(surface, rect, theme, depth=12, alpha=170)
    draw_box(surface, rect, theme.palette.panel, theme.palette.border, theme)
