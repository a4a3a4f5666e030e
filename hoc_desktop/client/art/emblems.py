"""Generated emblems: the crown with a heart jewel, gilded title text, and the menu backdrop.

Everything is drawn with pygame primitives (no image files): shapes are drawn at twice the size
and smooth-scaled down for anti-aliased edges, then shaded by multiplying with a gradient. The
results are cached by size and palette, since they are built once per window size.
"""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from hoc_desktop.client.ui import fonts
from hoc_desktop.client.art.drawing_kit import stamp_outline, vertical_gradient
from hoc_desktop.client.ui.theme import RGB, Palette, Theme

RUBY = (204, 38, 72)
SAPPHIRE = (52, 108, 214)
EMERALD = (38, 160, 110)


def _lighter(color: RGB, amount: float) -> RGB:
    return tuple(round(c + (255 - c) * amount) for c in color)  # type: ignore[return-value]


def _darker(color: RGB, amount: float) -> RGB:
    return tuple(round(c * (1 - amount)) for c in color)  # type: ignore[return-value]


def draw_flourish(surface: pygame.Surface, color: RGB, center: tuple[int, int], half_width: int,
                  gap: int) -> None:
    """A divider: two lines fading towards the ends, a diamond at each inner end, leaving `gap`
    pixels free around `center` (for a line of text)."""
    x, y = center
    size = max(3, half_width // 40)
    for side in (-1, 1):
        inner = x + side * gap
        outer = x + side * (gap + half_width)
        steps = 12
        for i in range(steps):
            a = inner + (outer - inner) * i / steps
            b = inner + (outer - inner) * (i + 1) / steps
            k = 1 - i / steps
            shade = tuple(round(c * (0.35 + 0.65 * k)) for c in color)
            pygame.draw.line(surface, shade, (a, y), (b, y), max(1, size // 2))
        d = inner + side * size
        pygame.draw.polygon(surface, color, [(d - size, y), (d, y - size), (d + size, y), (d, y + size)])


def draw_heart(surface: pygame.Surface, color: RGB, center: tuple[float, float], size: float) -> None:
    """A heart `size` pixels wide: two round lobes over a downward triangle."""
    cx, cy = center
    for side in (-1, 1):
        pygame.draw.circle(surface, color, (cx + side * size * 0.25, cy - size * 0.12), size * 0.28)
    pygame.draw.polygon(surface, color, [(cx - size * 0.52, cy - size * 0.06), (cx + size * 0.52, cy - size * 0.06),
                                         (cx, cy + size * 0.5)])


def _gem(surface: pygame.Surface, color: RGB, center: tuple[float, float], radius: float) -> None:
    """A round cut gem: dark rim, body, light facet."""
    x, y = center
    pygame.draw.circle(surface, _darker(color, 0.45), (x, y), radius)
    pygame.draw.circle(surface, color, (x, y), radius * 0.78)
    pygame.draw.circle(surface, _lighter(color, 0.65), (x - radius * 0.28, y - radius * 0.3), radius * 0.26)


@lru_cache(maxsize=8)
def crown(width: int, palette: Palette) -> pygame.Surface:
    """A gold crown `width` pixels wide, with a ruby heart on its band (the game's title emblem)."""
    s = 2                                   # drawn at twice the size, then smooth-scaled down
    w = width * s
    h = round(w * 0.7)
    img = pygame.Surface((w, h), pygame.SRCALPHA)
    gold = palette.accent
    rim = _darker(gold, 0.5)
    band_top, band_bottom = h * 0.62, h * 0.9
    tips = [(0.04, 0.26), (0.27, 0.14), (0.5, 0.05), (0.73, 0.14), (0.96, 0.26)]
    valleys = [0.16, 0.385, 0.615, 0.84]
    body = [(w * 0.06, band_top)]
    for i, (tx, ty) in enumerate(tips):
        body.append((w * tx, h * ty + h * 0.05))
        if i < len(valleys):
            body.append((w * valleys[i], h * 0.5))
    body.append((w * 0.94, band_top))
    pygame.draw.polygon(img, rim, body)
    inner = [(x + (w * 0.5 - x) * 0.03, y + h * 0.025) for x, y in body]
    pygame.draw.polygon(img, gold, inner)
    band = pygame.Rect(w * 0.03, band_top, w * 0.94, band_bottom - band_top)
    pygame.draw.rect(img, rim, band, border_radius=round(h * 0.05))
    pygame.draw.rect(img, _lighter(gold, 0.12), band.inflate(-h * 0.04, -h * 0.04), border_radius=round(h * 0.04))
    for tx, ty in tips:
        pygame.draw.circle(img, rim, (w * tx, h * ty), h * 0.06)
        pygame.draw.circle(img, _lighter(gold, 0.25), (w * tx, h * ty), h * 0.045)
        pygame.draw.circle(img, (255, 250, 230), (w * tx - h * 0.014, h * ty - h * 0.016), h * 0.014)
    middle = band.centery
    for fx, gem in ((0.2, SAPPHIRE), (0.8, SAPPHIRE), (0.35, EMERALD), (0.65, EMERALD)):
        _gem(img, gem, (w * fx, middle), h * 0.07 if gem is SAPPHIRE else h * 0.055)
    draw_heart(img, _darker(RUBY, 0.45), (w * 0.5, middle - h * 0.02), h * 0.31)
    draw_heart(img, RUBY, (w * 0.5, middle - h * 0.02), h * 0.25)
    pygame.draw.circle(img, _lighter(RUBY, 0.6), (w * 0.5 - h * 0.055, middle - h * 0.08), h * 0.026)
    # shade top to bottom: bright gold at the tips, deeper at the band
    shade = vertical_gradient((w, h), (255, 255, 255), (196, 180, 170), alpha=False)
    img.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return pygame.transform.smoothscale(img, (width, round(h / s)))


@lru_cache(maxsize=8)
def gilded_text(text: str, px: int, palette: Palette) -> pygame.Surface:
    """`text` in gold with a gradient, a dark outline and a soft drop shadow (the title)."""
    face = fonts.font(px, bold=True)
    white = face.render(text, True, (255, 255, 255))
    outline = max(1, px // 28)
    pad = outline * 2 + px // 10
    w, h = white.get_width() + 2 * pad, white.get_height() + 2 * pad
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    shadow = face.render(text, True, palette.shadow)
    shadow.set_alpha(170)
    blurred = pygame.Surface((w, h), pygame.SRCALPHA)
    blurred.blit(shadow, (pad, pad + px // 14))
    out.blit(pygame.transform.gaussian_blur(blurred, max(1, px // 24)), (0, 0))
    stamp_outline(out, face.render(text, True, _darker(palette.accent, 0.65)), (pad, pad), outline)
    gold = white.copy()
    tw, th = white.get_size()
    top_half = th * 11 // 20          # pale gold at the top, full gold at the baseline, deeper below
    shine = pygame.Surface((tw, th))
    shine.blit(vertical_gradient((tw, top_half), _lighter(palette.accent, 0.6), palette.accent, alpha=False), (0, 0))
    shine.blit(vertical_gradient((tw, th - top_half), _darker(palette.accent, 0.08), _darker(palette.accent, 0.35),
                                 alpha=False), (0, top_half))
    gold.blit(shine, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    out.blit(gold, (pad, pad))
    return out


@lru_cache(maxsize=4)
def backdrop(theme: Theme) -> pygame.Surface:
    """The menu background: a gradient, a glow behind the title, a faint lattice of diamonds."""
    p = theme.palette
    w, h = theme.size
    img = vertical_gradient((w, h), p.background_top, p.background_bottom, alpha=False)
    glow = pygame.Surface((w // 4, h // 4), pygame.SRCALPHA)
    gx, gy = glow.get_width() // 2, round(glow.get_height() * 0.3)
    for i in range(24, 0, -1):
        k = i / 24
        pygame.draw.ellipse(glow, (*p.accent, round(10 * (1 - k) + 2)),
                            (gx - glow.get_width() * 0.55 * k, gy - glow.get_height() * 0.45 * k,
                             glow.get_width() * 1.1 * k, glow.get_height() * 0.9 * k))
    img.blit(pygame.transform.smoothscale(glow, (w, h)), (0, 0))
    lattice = pygame.Surface((w, h), pygame.SRCALPHA)
    step = theme.px(54)
    rng = random.Random(7)                 # the same pattern every time
    for row, y in enumerate(range(-step, h + step, step)):
        for x in range(-step + (step // 2 if row % 2 else 0), w + step, step):
            r = theme.px(3) + rng.random() * theme.px(2)
            alpha = 10 + round(rng.random() * 12)
            pygame.draw.polygon(lattice, (*p.text, alpha), [(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    img.blit(lattice, (0, 0))
    vignette = pygame.Surface((32, 18), pygame.SRCALPHA)
    for y in range(18):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 8.5) / 9) ** 2
            vignette.set_at((x, y), (0, 0, 0, min(150, round(max(0.0, d - 0.35) * 130))))
    img.blit(pygame.transform.smoothscale(vignette, (w, h)), (0, 0))
    return img
