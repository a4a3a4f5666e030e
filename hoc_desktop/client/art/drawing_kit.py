"""A small vector-style drawing kit on top of pygame.draw, used to generate all original card art.

Shapes are given in unit coordinates (0..1 across the canvas) and drawn on a canvas several times
larger than the output, then shrunk once with `smoothscale`: pygame.draw has no anti-aliasing for
filled shapes, and supersampling gives smooth edges while staying deterministic (same code, same
pixels). Every filled shape gets a thin ink outline, and `finish()` adds a thicker outline around
the whole silhouette, so all motifs share one "inked sticker" look.
"""

from __future__ import annotations

import colorsys
import math
from collections.abc import Iterable, Sequence

import pygame

Color = tuple[int, int, int]
Point = tuple[float, float]

SUPERSAMPLE = 4
INK: Color = (38, 29, 26)


def mix(a: Sequence[int], b: Sequence[int], t: float) -> Color:
    """The colour `t` of the way from `a` to `b` (RGB only)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(color: Sequence[int], amount: float) -> Color:
    """Lighter towards white for `amount` > 0, darker towards black for `amount` < 0."""
    return mix(color, (255, 255, 255) if amount > 0 else (0, 0, 0), abs(amount))


def hsv(h: float, s: float, v: float) -> Color:
    """An RGB colour from hue/saturation/value in 0..1."""
    r, g, b = colorsys.hsv_to_rgb(h % 1.0, s, v)
    return (round(r * 255), round(g * 255), round(b * 255))


def arc_points(
    cx: float, cy: float, rx: float, ry: float, start: float, end: float, n: int = 24
) -> list[Point]:
    """Points along an ellipse arc; angles in degrees, 0 = right, 90 = down (screen convention)."""
    out = []
    for i in range(n + 1):
        a = math.radians(start + (end - start) * i / n)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


def star_points(
    cx: float, cy: float, outer: float, inner: float, spikes: int, rotation: float = -90.0
) -> list[Point]:
    """A star with `spikes` points; the first spike points at `rotation` degrees (default: up)."""
    out = []
    for i in range(spikes * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + 180.0 * i / spikes)
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def rotate(points: Iterable[Point], cx: float, cy: float, degrees: float) -> list[Point]:
    """Points turned about (cx, cy) by `degrees` (clockwise on screen)."""
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in points]


class Pen:
    """Draws unit-coordinate shapes, each with a thin ink outline, on a supersampled canvas.

    x runs 0..1 across the width and y 0..1 down the height; lengths (radii, stroke widths) are
    fractions of the width. A `margin` shrinks the unit square towards the centre, leaving room
    for the outline that `finish` adds around the whole drawing.
    """

    def __init__(self, width: int, height: int, ink_width: float = 0.012, margin: float = 0.0) -> None:
        self.size = (width, height)
        self.w = width * SUPERSAMPLE
        self.h = height * SUPERSAMPLE
        self.ink_width = ink_width
        self.margin = margin
        self.surface = pygame.Surface((self.w, self.h), pygame.SRCALPHA)

    def _pt(self, p: Point) -> tuple[float, float]:
        scale = 1 - 2 * self.margin
        return ((self.margin + p[0] * scale) * self.w, (self.margin + p[1] * scale) * self.h)

    def _len(self, length: float) -> float:
        return length * (1 - 2 * self.margin) * self.w

    def _ink_px(self, ink: float | None) -> int:
        return max(1, round(self._len(self.ink_width if ink is None else ink)))

    def poly(self, points: Sequence[Point], fill: Color | None, ink: float | None = None) -> None:
        """A filled polygon with an ink outline (`ink=0` for none)."""
        pts = [self._pt(p) for p in points]
        if fill is not None:
            pygame.draw.polygon(self.surface, fill, pts)
        if ink != 0:
            self._polyline(pts, self._ink_px(ink), INK, closed=True)

    def circle(self, c: Point, r: float, fill: Color | None, ink: float | None = None) -> None:
        """A filled circle with an ink ring (`ink=0` for none)."""
        center, radius = self._pt(c), self._len(r)
        if fill is not None:
            pygame.draw.circle(self.surface, fill, center, radius)
        if ink != 0:
            pygame.draw.circle(self.surface, INK, center, radius, self._ink_px(ink))

    def ellipse(
        self, c: Point, rx: float, ry: float, fill: Color | None, ink: float | None = None
    ) -> None:
        """A filled axis-aligned ellipse; `ry` is a fraction of the height."""
        x, y = self._pt(c)
        box = pygame.Rect(0, 0, round(2 * self._len(rx)), round(2 * ry * (1 - 2 * self.margin) * self.h))
        box.center = (round(x), round(y))
        if fill is not None:
            pygame.draw.ellipse(self.surface, fill, box)
        if ink != 0:
            pygame.draw.ellipse(self.surface, INK, box, self._ink_px(ink))

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: Color | None,
        radius: float = 0.0,
        ink: float | None = None,
    ) -> None:
        """A filled rectangle (optionally rounded) with an ink border; `h` is a height fraction."""
        left, top = self._pt((x, y))
        right, bottom = self._pt((x + w, y + h))
        box = pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))
        r = round(self._len(radius))
        if fill is not None:
            pygame.draw.rect(self.surface, fill, box, border_radius=r)
        if ink != 0:
            pygame.draw.rect(self.surface, INK, box, self._ink_px(ink), border_radius=r)

    def line(
        self,
        points: Sequence[Point],
        width: float,
        color: Color = INK,
        closed: bool = False,
    ) -> None:
        """A stroke through `points` with round joins and caps."""
        self._polyline([self._pt(p) for p in points], max(1, round(self._len(width))), color, closed)

    def _polyline(
        self, pts: Sequence[tuple[float, float]], px: int, color: Color, closed: bool
    ) -> None:
        seq = list(pts) + ([pts[0]] if closed else [])
        for a, b in zip(seq, seq[1:]):
            pygame.draw.line(self.surface, color, a, b, px)
        if px > 2:
            for p in seq:
                pygame.draw.circle(self.surface, color, p, px / 2)

    def finish(self, outline: float = 0.0) -> pygame.Surface:
        """The drawing shrunk to its output size, with an ink outline `outline` wide around it."""
        art = self.surface
        if outline > 0:
            art = outlined(art, max(1, round(outline * self.w)))
        return pygame.transform.smoothscale(art, self.size)


def _disc_mask(radius: int) -> pygame.mask.Mask:
    size = 2 * radius + 1
    disc = pygame.mask.Mask((size, size))
    for y in range(size):
        for x in range(size):
            if (x - radius) ** 2 + (y - radius) ** 2 <= radius * radius:
                disc.set_at((x, y))
    return disc


def outlined(surface: pygame.Surface, radius: int, color: Color = INK) -> pygame.Surface:
    """`surface` over its own silhouette grown by `radius` pixels in `color` (exact dilation)."""
    grown = pygame.mask.from_surface(surface, 127).convolve(_disc_mask(radius))
    silhouette = grown.to_surface(setcolor=(*color, 255), unsetcolor=(0, 0, 0, 0))
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(silhouette, (-radius, -radius))
    out.blit(surface, (0, 0))
    return out


def stamp_outline(dest: pygame.Surface, edge: pygame.Surface, pos: tuple[int, int], radius: int) -> None:
    """Blit `edge` at every whole-pixel offset within about `radius` of `pos`, to outline text.

    Text is outlined by stamping its own render in the edge colour, unlike `outlined`: a mask
    dilation would lose the anti-aliased edges that keep small glyphs legible.
    """
    x, y = pos
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            if dx * dx + dy * dy <= radius * radius + 1:
                dest.blit(edge, (x + dx, y + dy))


def radial_disc(
    size: int, inner: Color, outer: Color, steps: int = 48, center: Point = (0.42, 0.38)
) -> pygame.Surface:
    """A disc filling a `size` square, shaded from `inner` (at `center`) to `outer` at the rim."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(surface, outer, (size / 2, size / 2), size / 2)
    cx, cy = center[0] * size, center[1] * size
    for i in range(steps, 0, -1):
        t = i / steps
        r = size / 2 * t
        x = size / 2 + (cx - size / 2) * (1 - t)
        y = size / 2 + (cy - size / 2) * (1 - t)
        pygame.draw.circle(surface, mix(inner, outer, t * t), (x, y), r)
    return surface


def vertical_gradient(
    size: tuple[int, int], top: Sequence[int], bottom: Sequence[int], alpha: bool = True
) -> pygame.Surface:
    """An opaque rectangle shaded from `top` to `bottom`. On an alpha surface by default, so that
    `round_corners` can cut it; `alpha=False` gives a plain surface, which blits faster (backdrops)."""
    out = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
    for y in range(size[1]):
        pygame.draw.line(out, mix(top, bottom, y / max(1, size[1] - 1)), (0, y), (size[0], y))
    return out


def round_corners(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """`surface` made transparent outside a rounded rectangle of its own size (in place)."""
    mask = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surface
