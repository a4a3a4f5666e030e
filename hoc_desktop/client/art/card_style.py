"""How a card's types show on its face: frame colours per palette, and a pattern per frame kind.

A card's *frame kinds* are what its frame says about it: Princess, Rare, Calamity (a Curse), or
its main types (Attack, Defense, Calamity, Territory, Succession; plain Action only when it is
nothing more specific). The first kind colours the frame; a second one colours its lower half, so a
Territory-Succession card reads as both. Colour is never the only cue: every kind also has a
pattern (drawn in the picture window) and an icon shape (art_gen.ICONS).
"""

from __future__ import annotations

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art.drawing_kit import Color, shade

PALETTES: dict[str, dict[str, Color]] = {
    "standard": {
        "territory": (72, 138, 60),
        "action": (60, 108, 168),
        "attack": (182, 56, 52),
        "defense": (200, 124, 44),
        "succession": (112, 76, 164),
        "calamity": (64, 52, 70),
        "princess": (214, 100, 148),
        "rare": (206, 164, 40),
    },
    # Okabe-Ito colours, told apart by people with any common colour-vision deficiency.
    "colorblind": {
        "territory": (0, 158, 115),
        "action": (0, 114, 178),
        "attack": (213, 94, 0),
        "defense": (86, 180, 233),
        "succession": (204, 190, 50),
        "calamity": (50, 50, 50),
        "princess": (204, 121, 167),
        "rare": (230, 159, 0),
    },
}

_SPECIFIC_TYPES = ("attack", "defense", "calamity", "territory", "succession")
TYPE_ORDER = ("princess", "territory", "action", "attack", "defense", "succession", "calamity")


def frame_kinds(card: CardDef) -> tuple[str, ...]:
    """The one or two kinds that colour this card's frame, most telling first."""
    if card.category == "princess":
        return ("princess",)
    if card.category == "rare":
        return ("rare",)
    specific = tuple(t for t in _SPECIFIC_TYPES if t in card.types)
    return specific[:2] or ("action",)


def type_icons(card: CardDef) -> tuple[str, ...]:
    """The icons listed on the face: "rare" for rares, then each printed main type in a fixed order."""
    rare = ("rare",) if card.category == "rare" else ()
    return rare + tuple(t for t in TYPE_ORDER if t in card.types)


def palette_colors(palette: str) -> dict[str, Color]:
    """The frame colours of a palette; ValueError names the palettes that exist."""
    try:
        return PALETTES[palette]
    except KeyError:
        raise ValueError(f"unknown palette {palette!r}; choose one of {', '.join(PALETTES)}") from None


def draw_pattern(surface: pygame.Surface, rect: pygame.Rect, kind: str, color: Color) -> None:
    """Fill `rect` with the kind's line pattern: a second cue beside colour, subtle by design."""
    step = max(6, rect.width // 9)
    line = max(1, step // 8)
    clip = surface.get_clip()
    surface.set_clip(rect)
    _PATTERNS[kind](surface, rect, step, line, color)
    surface.set_clip(clip)


def _furrows(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    for y in range(r.top + step // 2, r.bottom, step // 2 + 1):
        pygame.draw.line(s, c, (r.left, y), (r.right, y), line)


def _dots(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    for row, y in enumerate(range(r.top, r.bottom + step, step)):
        for x in range(r.left + (step // 2) * (row % 2), r.right + step, step):
            pygame.draw.circle(s, c, (x, y), line + 1)


def _stripes(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    for x in range(r.left - r.height, r.right, step // 2 + 1):
        pygame.draw.line(s, c, (x, r.bottom), (x + r.height, r.top), line)


def _bricks(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    half = step // 2
    for row, y in enumerate(range(r.top, r.bottom, half)):
        pygame.draw.line(s, c, (r.left, y), (r.right, y), line)
        for x in range(r.left + half * (row % 2), r.right, step):
            pygame.draw.line(s, c, (x, y), (x, y + half), line)


def _lattice(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    for x in range(r.left - r.height, r.right + r.height, step):
        pygame.draw.line(s, c, (x, r.top), (x + r.height, r.bottom), line)
        pygame.draw.line(s, c, (x, r.bottom), (x + r.height, r.top), line)


def _zigzag(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    half = step // 2
    for y in range(r.top, r.bottom + step, step):
        points = [(x, y + (half if i % 2 else 0)) for i, x in enumerate(range(r.left - half, r.right + step, half))]
        pygame.draw.lines(s, c, False, points, line)


def _scallops(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    for row, y in enumerate(range(r.top, r.bottom + step, step // 2)):
        for x in range(r.left + (step // 2) * (row % 2) - step, r.right + step, step):
            pygame.draw.circle(s, c, (x, y), step // 2, line, draw_top_left=False, draw_top_right=False)


def _rays(s: pygame.Surface, r: pygame.Rect, step: int, line: int, c: Color) -> None:
    cx, cy = r.center
    reach = r.width + r.height
    for i in range(24):
        v = pygame.Vector2(reach, 0).rotate(i * 15)
        if i % 2 == 0:
            pygame.draw.polygon(s, c, [(cx, cy), (cx + v.x, cy + v.y), (cx + v.rotate(7).x, cy + v.rotate(7).y)])


_PATTERNS = {
    "territory": _furrows,
    "action": _dots,
    "attack": _stripes,
    "defense": _bricks,
    "succession": _lattice,
    "calamity": _zigzag,
    "princess": _scallops,
    "rare": _rays,
}


def window_colors(base: Color) -> tuple[Color, Color, Color]:
    """Picture-window shades for a frame colour: top and bottom of its gradient, and its pattern."""
    return shade(base, 0.72), shade(base, 0.45), shade(base, 0.3)
