"""Generates every picture the card faces use, deterministically, with pygame drawing only.

No network and no external images: all art is original and drawn here, so `scripts/make_art.py`
can rebuild `art/generated/` byte for byte, and the client can rebuild a missing file on its own
(`ArtStore`). Assets are named by their path without the extension:

    emblems/<card key>   the roundel picture on each card
    emblems/generic-<type or subtype>   the roundel of a card no set draws (a card pack's): its
                         subtype's or main type's shape, in the same ring (`emblem_name`)
    crests/<card key>    a heraldic shield per princess
    icons/<type>         one shape per main type, "rare", and each subtype (white on transparent)
    symbols/<name>       cost, coins, points, links: coloured badges the faces write numbers on
    card_back
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from pathlib import Path

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art import motif_index
from hoc_desktop.client.art import motifs as m
from hoc_desktop.client.art.drawing_kit import (
    INK,
    SUPERSAMPLE,
    Color,
    Pen,
    arc_points,
    hsv,
    outlined,
    radial_disc,
    rotate,
    round_corners,
    shade,
    star_points,
    vertical_gradient,
)

ART_VERSION = 1  # bump when drawings change: names the run-time cache folder of missing art
EMBLEM_PX = 224
ICON_PX = 128
SYMBOL_PX = 128
CREST_SIZE = (192, 240)
BACK_SIZE = (320, 448)

MAIN_TYPE_ICONS = ("princess", "territory", "action", "attack", "defense", "succession", "calamity", "rare")
SUBTYPE_ICONS = ("military", "magic", "merchant", "maid", "strategy")
SYMBOLS = ("cost", "coins", "points", "links")
GENERIC = "generic-"
GENERIC_ORDER = ("attack", "defense", "succession", "territory", "action", "princess", "calamity")
"""The main type whose shape a card pack's card wears when it has no subtype (the first it has)."""
ICON_FILL: Color = (250, 244, 226)

PRINCESS_FIELDS: dict[str, tuple[Color, Color]] = {
    "lulunasaika": ((196, 52, 60), (150, 30, 44)),
    "laolily": ((70, 104, 176), (44, 72, 140)),
    "klam_klam": ((40, 150, 160), (24, 110, 128)),
    "bergamotte": ((96, 130, 70), (64, 96, 48)),
    "flammaria": ((60, 56, 70), (36, 34, 44)),
    "lain_and_shion": ((126, 84, 168), (92, 56, 132)),
    "ouka": ((150, 56, 96), (112, 36, 70)),
}


# ----------------------------------------------------------------------------- composition


def motif_layer(motif: Callable[[Pen], None], px: int, outline: float, ink: float = 0.012) -> pygame.Surface:
    """A motif drawn at supersampled size `px` with its silhouette outline, not yet shrunk."""
    pen = Pen(px, px, ink_width=ink)
    motif(pen)
    return outlined(pen.surface, max(1, round(outline * pen.w)))


def roundel_colors(key: str) -> tuple[Color, Color]:
    """A soft centre and a deeper rim in a hue taken from the key, so emblems differ at a glance."""
    hue = motif_index.key_digest(key)[5] / 255
    return hsv(hue, 0.16, 0.99), hsv(hue, 0.42, 0.74)


def emblem_name(card: CardDef) -> str:
    """The asset of a card's roundel: its own picture, or for a card no set draws (a card pack's)
    the generic one of its subtype, else of its first main type in GENERIC_ORDER, else a Rare's."""
    if card.key in motif_index.MOTIFS:
        return f"emblems/{card.key}"
    kind = card.subtype if card.subtype in SUBTYPE_ICONS else next(
        (name for name in GENERIC_ORDER if name in card.types), "rare")
    return f"emblems/{GENERIC}{kind}"


def _generic_motif(kind: str) -> Callable[[Pen], None]:
    """A type's icon shape as a motif: drawn in the middle of the disc, with the icons' ivory."""
    def draw(p: Pen) -> None:
        p.margin = 0.22
        ICONS[kind](p)

    return draw


def emblem(key: str) -> pygame.Surface:
    """The card's motif on a shaded disc inside a gold ring (a generic one: the type's shape on a
    deeper disc of the type's hue, so the ivory shape stands out)."""
    big = EMBLEM_PX * SUPERSAMPLE
    kind = key.removeprefix(GENERIC) if key.startswith(GENERIC) and key.removeprefix(GENERIC) in ICONS else None
    inner, outer = roundel_colors(key)
    if kind is not None:
        hue = motif_index.key_digest(key)[5] / 255
        inner, outer = hsv(hue, 0.42, 0.62), hsv(hue, 0.58, 0.38)
    canvas = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(canvas, INK, (big / 2, big / 2), big / 2)
    pygame.draw.circle(canvas, m.GOLD_D, (big / 2, big / 2), big * 0.485)
    pygame.draw.circle(canvas, m.GOLD, (big / 2, big / 2), big * 0.47)
    pygame.draw.circle(canvas, INK, (big / 2, big / 2), big * 0.447)
    disc = radial_disc(round(big * 0.87), inner, outer)
    canvas.blit(disc, disc.get_rect(center=(big / 2, big / 2)))
    motif = motif_index.motif_for(key) if kind is None else _generic_motif(kind)
    art = motif_layer(motif, EMBLEM_PX, outline=0.014, ink=0.03 if kind is not None else 0.012)
    canvas.blit(art, (0, 0))
    return pygame.transform.smoothscale(canvas, (EMBLEM_PX, EMBLEM_PX))


def shield_points(x0: float, y0: float, x1: float, y1: float) -> list[tuple[float, float]]:
    """A heater shield inside the box: straight top and sides, two arcs meeting in a point."""
    w, mid = x1 - x0, y0 + (y1 - y0) * 0.42
    ry = (y1 - mid) / math.sin(math.radians(60))
    return ([(x0, y0), (x1, y0)] + arc_points(x0, mid, w, ry, 0, 60, 16)
            + arc_points(x1, mid, w, ry, 120, 180, 16))


def crest(key: str) -> pygame.Surface:
    """A princess's shield: a gold-bordered field divided per pale, her charge, a crown above."""
    width, height = CREST_SIZE
    pen = Pen(width, height, ink_width=0.014)
    light, dark = PRINCESS_FIELDS.get(key, roundel_colors(key))
    pen.poly(shield_points(0.06, 0.2, 0.94, 0.98), m.GOLD, ink=0.02)
    inner = shield_points(0.12, 0.24, 0.88, 0.93)
    pen.poly(inner, light, ink=0.012)
    pen.poly([p for p in inner if p[0] >= 0.5] + [(0.5, 0.93), (0.5, 0.24)], dark, ink=0)
    pen.line([(0.5, 0.24), (0.5, 0.93)], 0.008)
    m.crown(pen, 0.5, 0.19, 0.5, 0.16, 5)
    charge = motif_layer(motif_index.charge_for(key), round(width * 0.78), outline=0.02)
    pen.surface.blit(charge, charge.get_rect(center=(pen.w / 2, pen.h * 0.56)))
    return pen.finish(outline=0.012)


# ----------------------------------------------------------------------------- type icons


def _icon_territory(p: Pen) -> None:
    p.poly(arc_points(0.5, 1.0, 0.44, 0.3, 180, 360, 16), ICON_FILL)
    p.line([(0.42, 0.72), (0.42, 0.12)], 0.07)
    p.poly([(0.42, 0.12), (0.86, 0.26), (0.42, 0.42)], ICON_FILL)


def _icon_action(p: Pen) -> None:
    for x in (0.1, 0.44):
        p.poly([(x, 0.14), (x + 0.2, 0.14), (x + 0.48, 0.5), (x + 0.2, 0.86), (x, 0.86), (x + 0.28, 0.5)],
               ICON_FILL)


def _icon_attack(p: Pen) -> None:
    blade = [(0.44, 0.7), (0.44, 0.2), (0.5, 0.04), (0.56, 0.2), (0.56, 0.7)]
    for angle in (-42, 42):
        p.poly(rotate(blade, 0.5, 0.5, angle), ICON_FILL)
        p.poly(rotate([(0.3, 0.68), (0.7, 0.68), (0.7, 0.77), (0.3, 0.77)], 0.5, 0.5, angle), ICON_FILL)
        p.poly(rotate([(0.45, 0.77), (0.55, 0.77), (0.55, 0.96), (0.45, 0.96)], 0.5, 0.5, angle), ICON_FILL)


def _icon_defense(p: Pen) -> None:
    p.poly(shield_points(0.16, 0.08, 0.84, 0.94), ICON_FILL)
    p.line([(0.5, 0.16), (0.5, 0.84)], 0.07)
    p.line([(0.24, 0.4), (0.76, 0.4)], 0.07)


def _icon_succession(p: Pen) -> None:
    p.poly([(0.1, 0.78), (0.1, 0.28), (0.32, 0.5), (0.5, 0.18), (0.68, 0.5), (0.9, 0.28), (0.9, 0.78)],
           ICON_FILL)
    p.line([(0.14, 0.66), (0.86, 0.66)], 0.06)


def _icon_calamity(p: Pen) -> None:
    p.poly(arc_points(0.5, 0.44, 0.38, 0.34, 150, 390, 24) + [(0.68, 0.9), (0.32, 0.9)], ICON_FILL)
    for x in (0.34, 0.66):
        p.circle((x, 0.46), 0.1, INK, ink=0)
    p.poly([(0.5, 0.56), (0.56, 0.68), (0.44, 0.68)], INK, ink=0)
    for x in (0.42, 0.58):
        p.line([(x, 0.78), (x, 0.9)], 0.05)


def _icon_princess(p: Pen) -> None:
    heart = arc_points(0.3, 0.36, 0.22, 0.22, 135, 360, 14) + arc_points(0.7, 0.36, 0.22, 0.22, 180, 405, 14)
    p.poly(heart + [(0.5, 0.92)], ICON_FILL)


def _icon_rare(p: Pen) -> None:
    p.poly([(0.26, 0.16), (0.74, 0.16), (0.94, 0.4), (0.5, 0.92), (0.06, 0.4)], ICON_FILL)
    p.line([(0.06, 0.4), (0.94, 0.4)], 0.05)
    p.line([(0.3, 0.4), (0.5, 0.9), (0.7, 0.4)], 0.05)


def _icon_military(p: Pen) -> None:
    p.poly(arc_points(0.5, 0.5, 0.36, 0.4, 180, 360, 18) + [(0.86, 0.9), (0.14, 0.9)], ICON_FILL)
    p.line([(0.2, 0.5), (0.8, 0.5)], 0.09)
    p.line([(0.5, 0.5), (0.5, 0.84)], 0.09)


def _icon_magic(p: Pen) -> None:
    p.poly(star_points(0.44, 0.56, 0.4, 0.12, 4), ICON_FILL)
    p.poly(star_points(0.8, 0.2, 0.16, 0.05, 4), ICON_FILL)


def _icon_merchant(p: Pen) -> None:
    p.poly([(0.3, 0.1), (0.7, 0.1), (0.6, 0.3), (0.4, 0.3)], ICON_FILL)
    p.poly(arc_points(0.5, 0.62, 0.4, 0.34, 0, 360, 28), ICON_FILL)
    p.line([(0.34, 0.3), (0.66, 0.3)], 0.07)
    p.circle((0.5, 0.62), 0.14, None, ink=0.06)
    p.line([(0.5, 0.54), (0.5, 0.7)], 0.05)


def _icon_maid(p: Pen) -> None:
    p.poly(arc_points(0.44, 0.36, 0.34, 0.44, 0, 180, 16), ICON_FILL)
    p.circle((0.8, 0.5), 0.11, None, ink=0.07)
    p.ellipse((0.5, 0.86), 0.42, 0.07, ICON_FILL)


def _icon_strategy(p: Pen) -> None:
    eye = arc_points(0.5, 0.82, 0.46, 0.52, 208, 332, 14) + arc_points(0.5, 0.18, 0.46, 0.52, 28, 152, 14)
    p.poly(eye, ICON_FILL)
    p.circle((0.5, 0.5), 0.16, INK, ink=0)
    p.circle((0.46, 0.46), 0.05, ICON_FILL, ink=0)


ICONS: dict[str, Callable[[Pen], None]] = {
    "princess": _icon_princess,
    "territory": _icon_territory,
    "action": _icon_action,
    "attack": _icon_attack,
    "defense": _icon_defense,
    "succession": _icon_succession,
    "calamity": _icon_calamity,
    "rare": _icon_rare,
    "military": _icon_military,
    "magic": _icon_magic,
    "merchant": _icon_merchant,
    "maid": _icon_maid,
    "strategy": _icon_strategy,
}


def icon(name: str) -> pygame.Surface:
    """A type or subtype shape in ivory with a heavy ink outline, legible down to 14 px."""
    pen = Pen(ICON_PX, ICON_PX, ink_width=0.045, margin=0.07)
    ICONS[name](pen)
    return pen.finish(outline=0.05)


# ----------------------------------------------------------------------------- number badges


def _symbol_cost(p: Pen) -> None:
    p.poly(star_points(0.5, 0.5, 0.48, 0.43, 24, -90), m.GOLD_D, ink=0.03)
    p.circle((0.5, 0.5), 0.4, m.GOLD, ink=0.02)
    p.circle((0.5, 0.5), 0.33, (252, 246, 228), ink=0.02)


def _symbol_coins(p: Pen) -> None:
    p.ellipse((0.5, 0.58), 0.46, 0.38, m.GOLD_D, ink=0.03)
    p.ellipse((0.5, 0.48), 0.46, 0.4, m.GOLD, ink=0.03)
    p.ellipse((0.5, 0.48), 0.36, 0.31, m.GOLD_L, ink=0.02)


def _symbol_points(p: Pen) -> None:
    p.poly(shield_points(0.1, 0.24, 0.9, 0.97), (96, 62, 150), ink=0.03)
    p.poly(shield_points(0.18, 0.3, 0.82, 0.88), (132, 92, 190), ink=0)
    m.crown(p, 0.5, 0.26, 0.56, 0.22, 3)


def _symbol_links(p: Pen) -> None:
    for cx in (0.33, 0.67):
        ring = rotate(arc_points(cx, 0.5, 0.27, 0.15, 0, 360, 32), cx, 0.5, -35)
        p.line(ring, 0.15, INK, closed=True)
        p.line(ring, 0.085, m.SILVER, closed=True)


SYMBOL_DRAW: dict[str, Callable[[Pen], None]] = {
    "cost": _symbol_cost,
    "coins": _symbol_coins,
    "points": _symbol_points,
    "links": _symbol_links,
}


def symbol(name: str) -> pygame.Surface:
    """A coloured badge (cost seal, coin, crowned shield, chain) that card faces number."""
    pen = Pen(SYMBOL_PX, SYMBOL_PX, ink_width=0.02, margin=0.03)
    SYMBOL_DRAW[name](pen)
    return pen.finish(outline=0.015)


# ----------------------------------------------------------------------------- card back


BACK_NAVY: Color = (40, 54, 104)
BACK_DEEP: Color = (20, 26, 58)


def card_back() -> pygame.Surface:
    """Navy and gold: a diamond lattice, a double border and a crowned heart in the middle."""
    pen = Pen(*BACK_SIZE, ink_width=0.006)
    pen.rect(0, 0, 1, 1, INK, radius=0.07, ink=0)
    pen.rect(0.015, 0.011, 0.97, 0.978, m.GOLD_D, radius=0.06, ink=0)
    pen.surface.blit(_back_field(round(pen.w * 0.92), round(pen.h * 0.942), round(pen.w * 0.045)),
                     (round(pen.w * 0.04), round(pen.h * 0.029)))
    pen.rect(0.04, 0.029, 0.92, 0.942, None, radius=0.045, ink=0.012)
    pen.line([(0.09, 0.065), (0.91, 0.065), (0.91, 0.935), (0.09, 0.935)], 0.008, m.GOLD, closed=True)
    pen.circle((0.5, 0.5), 0.3, m.GOLD, ink=0.01)
    disc = radial_disc(round(pen.w * 0.56), (86, 110, 190), BACK_DEEP)
    pen.surface.blit(disc, disc.get_rect(center=(pen.w / 2, pen.h / 2)))
    pen.poly(heart_points(0.5, 0.53, 0.15), (212, 60, 80), ink=0.012)
    m.crown(pen, 0.5, 0.43, 0.24, 0.08, 5)
    for cx, cy in ((0.14, 0.1), (0.86, 0.1), (0.14, 0.9), (0.86, 0.9)):
        pen.poly(star_points(cx, cy, 0.05, 0.015, 4), m.GOLD_L, ink=0.004)
    return pen.finish()


def _back_field(width: int, height: int, radius: int) -> pygame.Surface:
    """The navy field of the back with its lattice, corners rounded."""
    field = vertical_gradient((width, height), BACK_NAVY, BACK_DEEP)
    step, line = width // 8, max(2, width // 160)
    for x in range(-height, width + height, step):
        pygame.draw.line(field, shade(BACK_NAVY, 0.18), (x, 0), (x + height, height), line)
        pygame.draw.line(field, shade(BACK_NAVY, 0.18), (x, height), (x + height, 0), line)
    return round_corners(field, radius)


def heart_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A heart centred at (cx, cy), about `r` wide (in the units of the canvas it is drawn on)."""
    lobe = r * 0.5
    return (arc_points(cx - lobe, cy - r * 0.3, lobe, lobe * 0.72, 135, 360, 14)
            + arc_points(cx + lobe, cy - r * 0.3, lobe, lobe * 0.72, 180, 405, 14) + [(cx, cy + r * 0.55)])


# ----------------------------------------------------------------------------- the asset list


def asset_names(card_keys: Iterable[str], princess_keys: Iterable[str]) -> list[str]:
    """Every asset the client uses for these cards, in a fixed order."""
    names = [f"emblems/{key}" for key in card_keys]
    names += [f"crests/{key}" for key in princess_keys]
    names += [f"icons/{name}" for name in (*MAIN_TYPE_ICONS, *SUBTYPE_ICONS)]
    names += [f"symbols/{name}" for name in SYMBOLS]
    return names + ["card_back"]


def render_asset(name: str) -> pygame.Surface:
    """Draw one asset by name (see the module docstring); ValueError for unknown names."""
    folder, _, item = name.partition("/")
    makers: dict[str, Callable[[str], pygame.Surface]] = {
        "emblems": emblem, "crests": crest, "icons": icon, "symbols": symbol,
    }
    if name == "card_back":
        return card_back()
    if folder in makers and item:
        return makers[folder](item)
    raise ValueError(f"unknown art asset {name!r}")


def write_asset(name: str, out_dir: Path) -> Path:
    """Render one asset and save it as `out_dir/<name>.png`."""
    path = out_dir / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(render_asset(name), str(path))
    return path


def write_assets(names: Iterable[str], out_dir: Path) -> list[Path]:
    """Render and save all `names` under `out_dir`; returns the written paths."""
    return [write_asset(name, out_dir) for name in names]
