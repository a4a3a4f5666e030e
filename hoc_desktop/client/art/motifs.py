"""The picture on each card of the base set: one hand-drawn geometric motif per card.

Each motif draws with a `Pen` in unit coordinates inside roughly 0.15..0.85 of a square canvas;
`art_gen` puts it on a roundel. Princess charges (`CHARGES`) are shared by the princess emblems and
their heraldic crests. The shared pieces and colours here are the palette every set draws with;
`motif_index` finds a card's picture across the sets.
"""

from __future__ import annotations

from collections.abc import Callable

from hoc_desktop.client.art.drawing_kit import (
    INK,
    Color,
    Pen,
    arc_points,
    rotate,
    shade,
    star_points,
)

Motif = Callable[[Pen], None]

GOLD: Color = (236, 188, 64)
GOLD_D: Color = (184, 130, 36)
GOLD_L: Color = (252, 226, 140)
SILVER: Color = (206, 212, 222)
STEEL: Color = (146, 156, 172)
STEEL_D: Color = (96, 104, 120)
STONE: Color = (204, 192, 168)
STONE_D: Color = (156, 142, 118)
ROOF: Color = (192, 74, 54)
ROOF_B: Color = (70, 104, 168)
WOOD: Color = (160, 104, 60)
WOOD_D: Color = (110, 70, 42)
LEAF: Color = (102, 160, 74)
LEAF_D: Color = (62, 112, 52)
WHEAT: Color = (230, 200, 98)
SOIL: Color = (132, 92, 60)
WATER: Color = (74, 146, 206)
WATER_L: Color = (150, 204, 236)
CLOTH: Color = (248, 244, 234)
NAVY: Color = (52, 66, 118)
PURPLE: Color = (124, 72, 156)
PURPLE_L: Color = (186, 140, 214)
RED: Color = (200, 52, 52)
PINK: Color = (236, 134, 172)
FLAME: Color = (242, 118, 40)
FLAME_L: Color = (252, 206, 84)
DARK: Color = (58, 48, 64)
SKIN: Color = (242, 208, 178)
HAIR: Color = (96, 62, 44)
TEAL: Color = (52, 170, 160)
GREEN_GLOW: Color = (140, 220, 90)


# ----------------------------------------------------------------------------- shared pieces


def coin(p: Pen, cx: float, cy: float, r: float) -> None:
    """A gold coin with an inner ring."""
    p.circle((cx, cy), r, GOLD)
    p.circle((cx, cy), r * 0.62, GOLD_L, ink=0.008)


def house(p: Pen, x: float, base: float, w: float, h: float, wall: Color, roof: Color) -> None:
    """A cottage: walls, a pitched roof, a door."""
    roof_h = h * 0.48
    top = base - h
    p.rect(x, top + roof_h, w, h - roof_h, wall)
    p.poly([(x - w * 0.12, top + roof_h), (x + w / 2, top), (x + w * 1.12, top + roof_h)], roof)
    door_h = (h - roof_h) * 0.58
    p.rect(x + w * 0.38, base - door_h, w * 0.24, door_h, WOOD_D)


def tower(p: Pen, x: float, base: float, w: float, h: float, roof: Color, flag: bool = False) -> None:
    """A round-roofed city tower with a window slit, optionally flying a pennant."""
    roof_h = w * 1.1
    p.rect(x, base - h, w, h, STONE)
    p.poly([(x - w * 0.15, base - h), (x + w / 2, base - h - roof_h), (x + w * 1.15, base - h)], roof)
    p.rect(x + w * 0.4, base - h * 0.72, w * 0.2, h * 0.22, DARK, ink=0)
    if flag:
        pole_top = base - h - roof_h - 0.08
        p.line([(x + w / 2, base - h - roof_h), (x + w / 2, pole_top)], 0.012)
        p.poly([(x + w / 2, pole_top), (x + w / 2 + 0.09, pole_top + 0.025), (x + w / 2, pole_top + 0.05)], RED)


def crenel_wall(p: Pen, x: float, base: float, w: float, h: float, merlons: int) -> None:
    """A stone wall with merlons along its top and brick courses."""
    p.rect(x, base - h, w, h, STONE)
    step = w / (merlons * 2 - 1)
    for i in range(merlons):
        p.rect(x + i * 2 * step, base - h - step * 0.8, step, step * 0.8, STONE)
    for j in range(1, 3):
        y = base - h + h * j / 3
        p.line([(x, y), (x + w, y)], 0.006)


def flame(p: Pen, cx: float, base: float, w: float, h: float) -> None:
    """A flame: an outer orange tongue with a yellow core."""
    outer = [(cx - w / 2, base), (cx - w * 0.45, base - h * 0.45), (cx - w * 0.1, base - h * 0.7),
             (cx - w * 0.05, base - h), (cx + w * 0.25, base - h * 0.62), (cx + w * 0.5, base - h * 0.4),
             (cx + w / 2, base)]
    p.poly(outer, FLAME)
    inner = [(cx - w * 0.25, base), (cx - w * 0.2, base - h * 0.35), (cx, base - h * 0.6),
             (cx + w * 0.22, base - h * 0.3), (cx + w * 0.25, base)]
    p.poly(inner, FLAME_L, ink=0.006)


def sparkle(p: Pen, cx: float, cy: float, r: float, color: Color = GOLD_L) -> None:
    """A four-pointed glint."""
    p.poly(star_points(cx, cy, r, r * 0.3, 4), color, ink=0.006)


def waves(p: Pen, y: float, x0: float = 0.14, x1: float = 0.86, color: Color = WATER) -> None:
    """A band of sea with a scalloped top edge, from `y` down to the bottom of the motif."""
    n = 5
    step = (x1 - x0) / n
    top = []
    for i in range(n):
        top += arc_points(x0 + step * (i + 0.5), y, step / 2, 0.03, 180, 360, 8)
    p.poly(top + [(x1, 0.86), (x0, 0.86)], color)


def hill(p: Pen, y: float, color: Color = LEAF, x0: float = 0.12, x1: float = 0.88) -> None:
    """A rounded hill from `y` (its top) down to the bottom of the motif."""
    p.poly(arc_points(0.5, y + 0.16, (x1 - x0) / 2, 0.16, 180, 360) + [(x1, 0.84), (x0, 0.84)], color)


def figure(p: Pen, cx: float, dress: Color, apron: bool, crown: bool) -> None:
    """A standing maid or courtier: hair, face, dress, optional apron and tiara."""
    p.poly([(cx - 0.2, 0.84), (cx - 0.1, 0.48), (cx + 0.1, 0.48), (cx + 0.2, 0.84)], dress)
    p.poly([(cx - 0.1, 0.48), (cx, 0.56), (cx + 0.1, 0.48), (cx, 0.44)], CLOTH, ink=0.008)
    if apron:
        p.poly([(cx - 0.1, 0.58), (cx + 0.1, 0.58), (cx + 0.13, 0.8), (cx - 0.13, 0.8)], CLOTH)
        p.line([(cx - 0.08, 0.62), (cx + 0.08, 0.62)], 0.008)
    p.circle((cx, 0.33), 0.115, HAIR)
    p.circle((cx, 0.35), 0.085, SKIN)
    p.circle((cx - 0.03, 0.35), 0.01, INK, ink=0)
    p.circle((cx + 0.03, 0.35), 0.01, INK, ink=0)
    if crown:
        p.poly([(cx - 0.07, 0.25), (cx - 0.06, 0.18), (cx - 0.02, 0.22), (cx, 0.15), (cx + 0.02, 0.22),
                (cx + 0.06, 0.18), (cx + 0.07, 0.25)], GOLD)
    else:
        p.poly([(cx - 0.09, 0.27), (cx - 0.05, 0.21), (cx + 0.05, 0.21), (cx + 0.09, 0.27)], CLOTH)


def crown(p: Pen, cx: float, base: float, w: float, h: float, points: int, jewel: Color = RED) -> None:
    """A gold crown with `points` tips, each topped by a pearl, and a jewelled band."""
    top = base - h
    outline = [(cx - w / 2, base)]
    for i in range(points * 2 - 1):
        x = cx - w / 2 + w * i / (points * 2 - 2)
        outline.append((x, top if i % 2 == 0 else top + h * 0.5))
    outline.append((cx + w / 2, base))
    p.poly(outline, GOLD)
    p.rect(cx - w / 2, base - h * 0.28, w, h * 0.28, GOLD_D)
    for i in range(points):
        x = cx - w / 2 + w * i / (points - 1)
        p.circle((x, top), w * 0.045, CLOTH, ink=0.007)
    for i in range(3):
        p.circle((cx + (i - 1) * w * 0.3, base - h * 0.14), w * 0.05, jewel if i != 1 else ROOF_B, ink=0.007)


def book(p: Pen, x: float, y: float, w: float, h: float, cover: Color) -> None:
    """A standing book spine with two gilt bands."""
    p.rect(x, y, w, h, cover)
    p.line([(x + w * 0.15, y + h * 0.18), (x + w * 0.85, y + h * 0.18)], 0.008, GOLD_L)
    p.line([(x + w * 0.15, y + h * 0.82), (x + w * 0.85, y + h * 0.82)], 0.008, GOLD_L)


# ----------------------------------------------------------------------------- basic cards


def farming_village(p: Pen) -> None:
    """Two cottages and wheat sheaves above ploughed furrows on a green hill."""
    hill(p, 0.58)
    for i in range(4):
        y = 0.68 + i * 0.045
        p.line([(0.2 + i * 0.01, y), (0.8 - i * 0.01, y)], 0.01, LEAF_D)
    house(p, 0.26, 0.62, 0.2, 0.26, STONE, ROOF)
    house(p, 0.54, 0.6, 0.18, 0.22, CLOTH, WOOD)
    for x in (0.2, 0.8):
        p.line([(x, 0.62), (x, 0.44)], 0.012, WOOD_D)
        p.ellipse((x, 0.42), 0.035, 0.06, WHEAT)


def city(p: Pen) -> None:
    """A walled town of three roofed towers, the tallest flying a pennant."""
    crenel_wall(p, 0.16, 0.8, 0.68, 0.16, 6)
    tower(p, 0.22, 0.68, 0.12, 0.26, ROOF)
    tower(p, 0.44, 0.68, 0.13, 0.36, ROOF_B, flag=True)
    tower(p, 0.67, 0.68, 0.12, 0.22, ROOF)


def large_city(p: Pen) -> None:
    """A long wall with five towers and a gate: the city grown large."""
    crenel_wall(p, 0.12, 0.82, 0.76, 0.14, 7)
    tower(p, 0.14, 0.72, 0.1, 0.2, ROOF)
    tower(p, 0.28, 0.72, 0.11, 0.3, ROOF_B)
    tower(p, 0.445, 0.72, 0.11, 0.4, GOLD, flag=True)
    tower(p, 0.61, 0.72, 0.11, 0.3, ROOF_B)
    tower(p, 0.76, 0.72, 0.1, 0.2, ROOF)
    p.poly(arc_points(0.5, 0.82, 0.05, 0.07, 180, 360, 10), DARK)


def apprentice_maid(p: Pen) -> None:
    """A maid in apron and cap holding a broom."""
    figure(p, 0.44, NAVY, apron=True, crown=False)
    p.line([(0.66, 0.3), (0.7, 0.74)], 0.016, WOOD)
    p.poly([(0.64, 0.72), (0.76, 0.72), (0.8, 0.85), (0.6, 0.85)], WHEAT)


def royal_maid(p: Pen) -> None:
    """A court maid with a tiara and gold-trimmed dress."""
    figure(p, 0.5, PURPLE, apron=True, crown=True)
    p.line([(0.33, 0.84), (0.42, 0.5)], 0.012, GOLD)
    p.line([(0.67, 0.84), (0.58, 0.5)], 0.012, GOLD)


def senator(p: Pen) -> None:
    """A marble column inside a laurel wreath."""
    for side in (-1, 1):
        for i in range(5):
            a = 200 + i * 28 if side < 0 else -20 - i * 28
            x, y = arc_points(0.5, 0.46, 0.3, 0.3, a, a, 1)[0]
            p.poly(rotate([(x - 0.05, y), (x, y - 0.025), (x + 0.05, y), (x, y + 0.025)], x, y, a + 90), LEAF)
    p.rect(0.36, 0.22, 0.28, 0.06, STONE)
    p.rect(0.4, 0.28, 0.2, 0.46, CLOTH)
    for x in (0.45, 0.5, 0.55):
        p.line([(x, 0.31), (x, 0.71)], 0.007)
    p.rect(0.34, 0.74, 0.32, 0.07, STONE)
    p.circle((0.33, 0.25), 0.035, STONE)
    p.circle((0.67, 0.25), 0.035, STONE)


def duke(p: Pen) -> None:
    """A ducal coronet over a red velvet cap."""
    p.ellipse((0.5, 0.5), 0.26, 0.2, RED)
    p.circle((0.5, 0.28), 0.04, GOLD)
    crown(p, 0.5, 0.74, 0.6, 0.32, 5)
    p.rect(0.2, 0.72, 0.6, 0.08, CLOTH, radius=0.03)
    for x in (0.27, 0.39, 0.5, 0.61, 0.73):
        p.circle((x, 0.76), 0.012, INK, ink=0)


def curse(p: Pen) -> None:
    """A dark blob with one glowing eye, horns and dripping tendrils."""
    for x, ln in ((0.3, 0.14), (0.42, 0.2), (0.58, 0.17), (0.7, 0.12)):
        p.line([(x, 0.62), (x, 0.62 + ln)], 0.04, PURPLE)
        p.circle((x, 0.64 + ln), 0.028, PURPLE)
    p.ellipse((0.5, 0.46), 0.3, 0.26, DARK)
    p.poly(arc_points(0.5, 0.56, 0.2, 0.14, 200, 340, 12) + arc_points(0.5, 0.36, 0.2, 0.14, 20, 160, 12),
           GREEN_GLOW)
    p.ellipse((0.5, 0.46), 0.035, 0.09, INK, ink=0)
    for x in (0.3, 0.7):
        p.poly([(x - 0.06, 0.24), (x, 0.12), (x + 0.04, 0.26)], DARK)


# ----------------------------------------------------------------------------- princess charges


def sun(p: Pen) -> None:
    """Lulunasaika, the first princess: a crowned sun."""
    rays = star_points(0.5, 0.5, 0.36, 0.24, 12)
    p.poly(rays, GOLD)
    p.circle((0.5, 0.5), 0.2, GOLD_L)
    crown(p, 0.5, 0.56, 0.26, 0.16, 3)


def lily(p: Pen) -> None:
    """Laolily: a white lily (fleur-de-lis) on a gold band."""
    p.poly([(0.5, 0.14), (0.6, 0.32), (0.58, 0.56), (0.5, 0.66), (0.42, 0.56), (0.4, 0.32)], CLOTH)
    for side in (-1, 1):
        pts = [(0.5 + side * 0.06, 0.6), (0.5 + side * 0.24, 0.56), (0.5 + side * 0.34, 0.4),
               (0.5 + side * 0.3, 0.28), (0.5 + side * 0.22, 0.42), (0.5 + side * 0.1, 0.46)]
        p.poly(pts, CLOTH)
    p.rect(0.3, 0.6, 0.4, 0.07, GOLD, radius=0.02)
    p.poly([(0.45, 0.67), (0.55, 0.67), (0.58, 0.84), (0.42, 0.84)], LEAF)


def shell(p: Pen) -> None:
    """Klam-Klam of the south sea: a scallop shell over waves."""
    waves(p, 0.72, color=WATER)
    fan = [(0.5, 0.7)] + arc_points(0.5, 0.48, 0.32, 0.3, 200, 340, 20)
    p.poly(fan, PINK)
    for a in range(215, 340, 20):
        x, y = arc_points(0.5, 0.48, 0.3, 0.28, a, a, 1)[0]
        p.line([(0.5, 0.68), (x, y)], 0.008)
    p.poly([(0.42, 0.7), (0.5, 0.62), (0.58, 0.7), (0.5, 0.76)], PINK)


def open_book(p: Pen) -> None:
    """Bergamotte the scholar: an open book and a quill."""
    for side in (-1, 1):
        pts = [(0.5, 0.4), (0.5 + side * 0.34, 0.34), (0.5 + side * 0.34, 0.72), (0.5, 0.78)]
        p.poly(pts, CLOTH)
        for i in range(4):
            y = 0.46 + i * 0.065
            p.line([(0.5 + side * 0.06, y + 0.005), (0.5 + side * 0.28, y - 0.015)], 0.007, STONE_D)
    p.poly([(0.62, 0.46), (0.86, 0.12), (0.8, 0.1), (0.6, 0.42)], CLOTH)
    p.line([(0.6, 0.5), (0.83, 0.12)], 0.01)


def flaming_sword(p: Pen) -> None:
    """Flammaria the princess general: a sword between two flames."""
    flame(p, 0.36, 0.62, 0.2, 0.34)
    flame(p, 0.64, 0.62, 0.2, 0.34)
    p.poly([(0.46, 0.62), (0.5, 0.12), (0.54, 0.62)], SILVER)
    p.rect(0.34, 0.62, 0.32, 0.05, GOLD, radius=0.02)
    p.rect(0.475, 0.67, 0.05, 0.14, WOOD_D)
    p.circle((0.5, 0.84), 0.035, GOLD)


def twin_stars(p: Pen) -> None:
    """Lain and Shion: a gold star and a silver star side by side."""
    p.poly(arc_points(0.5, 0.66, 0.3, 0.12, 0, 180, 16), CLOTH)
    p.poly(star_points(0.34, 0.4, 0.2, 0.09, 5), GOLD)
    p.poly(star_points(0.66, 0.4, 0.2, 0.09, 5), SILVER)
    p.circle((0.5, 0.66), 0.05, PINK)


CHARGES: dict[str, Motif] = {
    "lulunasaika": sun,
    "laolily": lily,
    "klam_klam": shell,
    "bergamotte": open_book,
    "flammaria": flaming_sword,
    "lain_and_shion": twin_stars,
}

# ----------------------------------------------------------------------------- rare cards


def imperial_capital(p: Pen) -> None:
    """A palace with a golden dome, arcades and two spires."""
    p.rect(0.16, 0.56, 0.68, 0.26, CLOTH)
    for i in range(5):
        p.poly(arc_points(0.24 + i * 0.13, 0.82, 0.04, 0.07, 180, 360, 8), DARK)
    p.rect(0.34, 0.42, 0.32, 0.14, CLOTH)
    p.poly(arc_points(0.5, 0.42, 0.16, 0.2, 180, 360, 20), GOLD)
    p.line([(0.5, 0.22), (0.5, 0.12)], 0.014)
    p.circle((0.5, 0.12), 0.025, GOLD)
    for x in (0.2, 0.8):
        p.rect(x - 0.04, 0.34, 0.08, 0.22, CLOTH)
        p.poly([(x - 0.06, 0.34), (x, 0.16), (x + 0.06, 0.34)], ROOF_B)


def imperial_crown(p: Pen) -> None:
    """The imperial crown: arches over red velvet, a cross on top."""
    p.poly(arc_points(0.5, 0.62, 0.28, 0.36, 180, 360, 24), RED)
    for x0 in (0.22, 0.78):
        p.line(arc_points(0.5, 0.62, abs(0.5 - x0), 0.36, 180 if x0 < 0.5 else 0, 270 if x0 < 0.5 else -90, 12),
               0.04, GOLD)
    p.line([(0.5, 0.26), (0.5, 0.62)], 0.04, GOLD)
    p.circle((0.5, 0.2), 0.05, GOLD)
    p.line([(0.5, 0.06), (0.5, 0.16)], 0.02, GOLD)
    p.line([(0.46, 0.1), (0.54, 0.1)], 0.02, GOLD)
    crown(p, 0.5, 0.78, 0.62, 0.2, 5)
    p.rect(0.18, 0.76, 0.64, 0.07, CLOTH, radius=0.03)


# ----------------------------------------------------------------------------- common cards


def rampart(p: Pen) -> None:
    """A crenellated wall with a gate and a blue shield."""
    crenel_wall(p, 0.14, 0.82, 0.72, 0.36, 5)
    p.poly(arc_points(0.5, 0.82, 0.09, 0.14, 180, 360, 14), DARK)
    p.poly([(0.42, 0.24), (0.58, 0.24), (0.58, 0.34), (0.5, 0.4), (0.42, 0.34)], ROOF_B)


def contribution(p: Pen) -> None:
    """A coin dropping into an offering bowl."""
    p.poly(arc_points(0.5, 0.56, 0.3, 0.2, 0, 180, 20), WOOD)
    p.ellipse((0.5, 0.56), 0.3, 0.05, WOOD_D)
    p.rect(0.44, 0.75, 0.12, 0.06, WOOD)
    p.rect(0.36, 0.81, 0.28, 0.04, WOOD_D)
    coin(p, 0.5, 0.3, 0.1)
    for x in (0.36, 0.64):
        p.line([(x, 0.2), (x, 0.34)], 0.01, GOLD_L)


def wishing_well(p: Pen) -> None:
    """A stone well with a roof, a bucket and a glint in the water."""
    p.rect(0.26, 0.56, 0.48, 0.26, STONE)
    for y in (0.64, 0.73):
        p.line([(0.26, y), (0.74, y)], 0.007)
    p.ellipse((0.5, 0.56), 0.24, 0.05, WATER)
    for x in (0.3, 0.7):
        p.rect(x - 0.02, 0.3, 0.04, 0.26, WOOD)
    p.poly([(0.2, 0.32), (0.5, 0.14), (0.8, 0.32)], ROOF)
    p.line([(0.5, 0.32), (0.5, 0.42)], 0.008)
    p.poly([(0.45, 0.42), (0.55, 0.42), (0.53, 0.5), (0.47, 0.5)], WOOD_D)
    sparkle(p, 0.64, 0.46, 0.05)


def scout(p: Pen) -> None:
    """A brass spyglass with a glint."""
    tube = [(0.18, 0.7), (0.26, 0.78), (0.78, 0.34), (0.68, 0.24)]
    p.poly(tube, GOLD_D)
    p.poly([(0.6, 0.3), (0.72, 0.42), (0.82, 0.34), (0.72, 0.22)], GOLD)
    for t in (0.3, 0.55):
        a = (0.18 + (0.68 - 0.18) * t, 0.7 + (0.24 - 0.7) * t)
        b = (0.26 + (0.78 - 0.26) * t, 0.78 + (0.34 - 0.78) * t)
        p.line([a, b], 0.02, GOLD_L)
    p.ellipse((0.78, 0.28), 0.06, 0.07, WATER_L)
    sparkle(p, 0.3, 0.3, 0.07)


def post_horse(p: Pen) -> None:
    """A horseshoe with speed lines."""
    outer = arc_points(0.52, 0.46, 0.26, 0.3, -20, 200, 24)
    inner = arc_points(0.52, 0.46, 0.14, 0.17, 200, -20, 24)
    p.poly(outer + inner, STEEL)
    for a in (10, 50, 90, 130, 170):
        x, y = arc_points(0.52, 0.46, 0.2, 0.235, a, a, 1)[0]
        p.circle((x, y), 0.018, DARK, ink=0)
    for y in (0.3, 0.42, 0.54):
        p.line([(0.12, y), (0.22, y)], 0.016, CLOTH)


def trading_ship(p: Pen) -> None:
    """A sailing ship on the waves."""
    waves(p, 0.74)
    p.poly([(0.16, 0.6), (0.84, 0.6), (0.72, 0.76), (0.28, 0.76)], WOOD)
    p.line([(0.5, 0.6), (0.5, 0.14)], 0.016, WOOD_D)
    p.poly([(0.52, 0.18), (0.78, 0.52), (0.52, 0.52)], CLOTH)
    p.poly([(0.48, 0.22), (0.26, 0.52), (0.48, 0.52)], CLOTH)
    p.poly([(0.5, 0.14), (0.62, 0.17), (0.5, 0.2)], RED)
    coin(p, 0.32, 0.66, 0.04)


def buried_treasure(p: Pen) -> None:
    """A treasure chest half in the earth, coins around it."""
    hill(p, 0.7, SOIL)
    p.rect(0.24, 0.48, 0.52, 0.3, WOOD)
    p.poly(arc_points(0.5, 0.48, 0.26, 0.16, 180, 360, 16), WOOD_D)
    for x in (0.3, 0.66):
        p.rect(x, 0.34, 0.04, 0.44, GOLD_D, ink=0.006)
    p.rect(0.45, 0.46, 0.1, 0.1, GOLD)
    for i, (x, y) in enumerate(((0.2, 0.8), (0.8, 0.78), (0.72, 0.84))):
        coin(p, x, y, 0.05 - i * 0.005)


def government_contractor(p: Pen) -> None:
    """A merchant's balance with a coin and a contract."""
    p.rect(0.48, 0.24, 0.04, 0.54, WOOD_D)
    p.rect(0.36, 0.78, 0.28, 0.05, WOOD_D)
    p.line([(0.2, 0.28), (0.8, 0.28)], 0.025, GOLD_D)
    p.circle((0.5, 0.24), 0.03, GOLD)
    for x in (0.24, 0.76):
        p.line([(x, 0.28), (x - 0.1, 0.52)], 0.007)
        p.line([(x, 0.28), (x + 0.1, 0.52)], 0.007)
        p.poly(arc_points(x, 0.52, 0.13, 0.07, 0, 180, 12), GOLD)
    coin(p, 0.24, 0.47, 0.05)
    p.rect(0.68, 0.44, 0.16, 0.08, CLOTH)


def draft_notice(p: Pen) -> None:
    """A scroll of orders with a red wax seal."""
    p.rect(0.24, 0.2, 0.52, 0.58, CLOTH)
    for y in (0.2, 0.78):
        p.ellipse((0.5, y), 0.28, 0.04, STONE)
    for i in range(5):
        y = 0.3 + i * 0.07
        p.line([(0.32, y), (0.68 - (i % 2) * 0.1, y)], 0.01, STONE_D)
    p.circle((0.62, 0.68), 0.07, RED)
    p.poly(star_points(0.62, 0.68, 0.04, 0.02, 5), shade(RED, -0.3), ink=0)


def slash_and_burn_farming(p: Pen) -> None:
    """Flames over ploughed earth."""
    hill(p, 0.66, SOIL)
    for i in range(3):
        y = 0.74 + i * 0.04
        p.line([(0.22, y), (0.78, y)], 0.01, WOOD_D)
    flame(p, 0.32, 0.7, 0.2, 0.34)
    flame(p, 0.54, 0.7, 0.26, 0.5)
    flame(p, 0.74, 0.7, 0.16, 0.26)


def battering_ram(p: Pen) -> None:
    """A wheeled ram: a capped log slung from a frame."""
    p.poly([(0.24, 0.76), (0.42, 0.26), (0.58, 0.26), (0.76, 0.76)], None, ink=0.018)
    p.line([(0.42, 0.26), (0.58, 0.26)], 0.03, WOOD_D)
    p.line([(0.42, 0.26), (0.4, 0.5)], 0.008)
    p.line([(0.58, 0.26), (0.6, 0.5)], 0.008)
    p.rect(0.14, 0.47, 0.58, 0.1, WOOD, radius=0.04)
    p.poly([(0.72, 0.44), (0.86, 0.47), (0.86, 0.57), (0.72, 0.6)], STEEL)
    for x in (0.3, 0.7):
        p.circle((x, 0.76), 0.07, WOOD_D)
        p.circle((x, 0.76), 0.02, STEEL)


def bribery(p: Pen) -> None:
    """A money bag with coins spilling beside it."""
    p.poly([(0.42, 0.34), (0.58, 0.34), (0.62, 0.28), (0.38, 0.28)], WHEAT)
    p.ellipse((0.5, 0.6), 0.24, 0.24, WHEAT)
    p.rect(0.4, 0.34, 0.2, 0.05, WOOD_D, radius=0.02)
    p.circle((0.5, 0.62), 0.09, GOLD)
    p.circle((0.5, 0.62), 0.05, GOLD_L, ink=0.006)
    coin(p, 0.22, 0.78, 0.06)
    coin(p, 0.8, 0.74, 0.06)


def refuge(p: Pen) -> None:
    """A lamp-lit cave mouth in the rocks."""
    hill(p, 0.3, STONE_D, 0.1, 0.9)
    p.poly(arc_points(0.5, 0.84, 0.18, 0.3, 180, 360, 18), DARK)
    p.poly(arc_points(0.5, 0.84, 0.09, 0.14, 180, 360, 12), FLAME_L, ink=0.006)
    p.circle((0.26, 0.36), 0.1, LEAF)
    p.circle((0.74, 0.44), 0.08, LEAF)


def magic_talisman(p: Pen) -> None:
    """A gem pendant with an eye, on a chain."""
    p.line([(0.3, 0.12), (0.5, 0.36), (0.7, 0.12)], 0.012, GOLD_D)
    gem = [(0.5, 0.32), (0.7, 0.54), (0.5, 0.84), (0.3, 0.54)]
    p.poly(gem, GOLD)
    p.poly([(0.5, 0.38), (0.64, 0.54), (0.5, 0.76), (0.36, 0.54)], TEAL)
    p.circle((0.5, 0.55), 0.05, CLOTH, ink=0.006)
    p.circle((0.5, 0.55), 0.02, PURPLE, ink=0)


def infantry_battalion(p: Pen) -> None:
    """Three spears with pennants behind three shields."""
    for x in (0.26, 0.5, 0.74):
        p.line([(x, 0.84), (x, 0.18)], 0.014, WOOD_D)
        p.poly([(x - 0.04, 0.2), (x, 0.1), (x + 0.04, 0.2)], SILVER)
        p.poly([(x, 0.24), (x + 0.1, 0.27), (x, 0.3)], RED)
    for x in (0.26, 0.5, 0.74):
        shield = [(x - 0.1, 0.5), (x + 0.1, 0.5), (x + 0.1, 0.64), (x, 0.8), (x - 0.1, 0.64)]
        p.poly(shield, ROOF_B)
        p.line([(x, 0.52), (x, 0.76)], 0.012, GOLD_L)


def library(p: Pen) -> None:
    """A bookcase of coloured volumes."""
    p.rect(0.16, 0.16, 0.68, 0.68, WOOD_D)
    p.rect(0.2, 0.48, 0.6, 0.03, WOOD, ink=0.006)
    covers = (RED, NAVY, LEAF_D, PURPLE, ROOF, TEAL, GOLD_D)
    for i in range(6):
        book(p, 0.21 + i * 0.096, 0.22 + (i % 3) * 0.02, 0.085, 0.26 - (i % 3) * 0.02, covers[i])
    for i in range(5):
        book(p, 0.21 + i * 0.115, 0.53 + (i % 2) * 0.03, 0.1, 0.27 - (i % 2) * 0.03, covers[(i + 3) % 7])


def evicted_monster(p: Pen) -> None:
    """A horned green monster with fangs."""
    for side in (-1, 1):
        p.poly([(0.5 + side * 0.18, 0.34), (0.5 + side * 0.34, 0.12), (0.5 + side * 0.28, 0.36)], CLOTH)
    p.ellipse((0.5, 0.52), 0.3, 0.28, LEAF_D)
    for side in (-1, 1):
        p.ellipse((0.5 + side * 0.12, 0.44), 0.07, 0.08, FLAME_L)
        p.ellipse((0.5 + side * 0.12, 0.45), 0.02, 0.05, INK, ink=0)
    p.poly(arc_points(0.5, 0.6, 0.18, 0.12, 0, 180, 16), DARK)
    for x in (0.38, 0.62):
        p.poly([(x - 0.03, 0.6), (x, 0.68), (x + 0.03, 0.6)], CLOTH, ink=0.006)


def city_development(p: Pen) -> None:
    """A house going up in scaffolding under a crane."""
    p.rect(0.18, 0.44, 0.3, 0.38, STONE)
    for y in (0.52, 0.64):
        for x in (0.23, 0.35):
            p.rect(x, y, 0.07, 0.07, WATER_L, ink=0.006)
    p.rect(0.52, 0.58, 0.26, 0.24, STONE_D)
    for x in (0.52, 0.78):
        p.line([(x, 0.84), (x, 0.34)], 0.012, WOOD)
    p.line([(0.52, 0.46), (0.78, 0.46)], 0.012, WOOD)
    p.line([(0.52, 0.36), (0.78, 0.36)], 0.012, WOOD)
    p.line([(0.62, 0.16), (0.62, 0.36)], 0.02, GOLD_D)
    p.line([(0.3, 0.16), (0.86, 0.16)], 0.02, GOLD_D)
    p.line([(0.36, 0.16), (0.36, 0.3)], 0.006)
    p.rect(0.32, 0.3, 0.08, 0.06, WOOD)


def moneylender(p: Pen) -> None:
    """Stacks of coins and an hourglass: money now, debt later."""
    for col, n in ((0.3, 4), (0.52, 6), (0.74, 3)):
        for i in range(n):
            p.ellipse((col, 0.8 - i * 0.06), 0.1, 0.035, GOLD if i % 2 else GOLD_D)
    p.poly([(0.16, 0.16), (0.34, 0.16), (0.26, 0.28)], CLOTH)
    p.poly([(0.16, 0.4), (0.34, 0.4), (0.26, 0.28)], CLOTH)
    p.poly([(0.2, 0.38), (0.3, 0.38), (0.25, 0.31)], WHEAT, ink=0)
    p.line([(0.15, 0.16), (0.35, 0.16)], 0.016, WOOD_D)
    p.line([(0.15, 0.4), (0.35, 0.4)], 0.016, WOOD_D)


def witch_hat(p: Pen, cx: float, base: float, color: Color) -> None:
    """A pointed witch's hat with a brim and band."""
    p.ellipse((cx, base), 0.3, 0.07, color)
    p.poly([(cx - 0.16, base), (cx + 0.02, 0.18), (cx + 0.2, 0.12), (cx + 0.08, 0.24),
            (cx + 0.16, base)], color)
    p.poly([(cx - 0.15, base - 0.02), (cx + 0.15, base - 0.02), (cx + 0.14, base - 0.08),
            (cx - 0.13, base - 0.08)], GOLD, ink=0.008)


def glamour_witch(p: Pen) -> None:
    """A witch's hat with a heart and sparkles."""
    witch_hat(p, 0.46, 0.66, PURPLE)
    heart = arc_points(0.66, 0.3, 0.06, 0.06, 150, 360, 10) + arc_points(0.78, 0.3, 0.06, 0.06, 180, 390, 10)
    p.poly(heart + [(0.72, 0.46)], PINK)
    sparkle(p, 0.2, 0.3, 0.07, PINK)
    sparkle(p, 0.82, 0.62, 0.05)


def shinobi(p: Pen) -> None:
    """A four-pointed throwing star."""
    p.poly(rotate(star_points(0.5, 0.5, 0.36, 0.1, 4), 0.5, 0.5, 20), STEEL)
    p.poly(rotate(star_points(0.5, 0.5, 0.24, 0.12, 4), 0.5, 0.5, 65), STEEL_D, ink=0.006)
    p.circle((0.5, 0.5), 0.05, DARK)


def stargazing_witch(p: Pen) -> None:
    """A crescent moon and a constellation."""
    moon = arc_points(0.46, 0.5, 0.3, 0.3, 60, 300, 24) + arc_points(0.6, 0.44, 0.24, 0.26, 290, 70, 24)
    p.poly(moon, GOLD_L)
    stars = ((0.7, 0.24), (0.78, 0.5), (0.62, 0.72))
    p.line(list(stars), 0.006, CLOTH)
    for i, (x, y) in enumerate(stars):
        p.poly(star_points(x, y, 0.07 - i * 0.01, 0.03, 5), CLOTH)


def supply_unit(p: Pen) -> None:
    """A supply cart loaded with crates and a sack."""
    p.line([(0.08, 0.52), (0.22, 0.58)], 0.018, WOOD_D)
    p.rect(0.2, 0.52, 0.6, 0.14, WOOD)
    p.rect(0.24, 0.34, 0.16, 0.18, WOOD_D)
    p.ellipse((0.52, 0.42), 0.1, 0.11, WHEAT)
    p.rect(0.62, 0.38, 0.14, 0.14, WOOD_D)
    for x in (0.34, 0.68):
        p.circle((x, 0.72), 0.09, WOOD_D)
        p.circle((x, 0.72), 0.025, STEEL)


def adventurer(p: Pen) -> None:
    """A map with a dashed route to an X."""
    page = [(0.16, 0.3), (0.4, 0.24), (0.62, 0.32), (0.84, 0.26), (0.84, 0.72), (0.62, 0.78),
            (0.4, 0.7), (0.16, 0.76)]
    p.poly(page, CLOTH)
    for x in (0.4, 0.62):
        p.line([(x, 0.26), (x, 0.74)], 0.006, STONE_D)
    path = [(0.22, 0.66), (0.32, 0.56), (0.46, 0.6), (0.56, 0.46), (0.68, 0.44)]
    for a, b in zip(path, path[1:]):
        p.line([a, ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)], 0.012, RED)
    p.line([(0.7, 0.36), (0.78, 0.46)], 0.016, RED)
    p.line([(0.78, 0.36), (0.7, 0.46)], 0.016, RED)


def curse_witch(p: Pen) -> None:
    """A bubbling cauldron over a fire."""
    for i, (x, y, r) in enumerate(((0.4, 0.3, 0.05), (0.56, 0.2, 0.04), (0.5, 0.38, 0.035))):
        p.circle((x, y), r, GREEN_GLOW if i != 1 else PURPLE_L)
    p.ellipse((0.5, 0.48), 0.3, 0.06, GREEN_GLOW)
    p.poly(arc_points(0.5, 0.48, 0.3, 0.32, 0, 180, 24), DARK)
    p.ellipse((0.5, 0.48), 0.32, 0.04, STEEL_D)
    for x in (0.3, 0.7):
        p.line([(x, 0.74), (x - 0.04 if x < 0.5 else x + 0.04, 0.84)], 0.03, DARK)
    flame(p, 0.5, 0.86, 0.3, 0.1)


def royal_guard(p: Pen) -> None:
    """A plumed knight's helm with gold trim."""
    plume = [(0.5, 0.24), (0.6, 0.1), (0.78, 0.12), (0.7, 0.2), (0.56, 0.3)]
    p.poly(plume, RED)
    helm = arc_points(0.5, 0.44, 0.22, 0.2, 180, 360, 18) + [(0.72, 0.78), (0.28, 0.78)]
    p.poly(helm, SILVER)
    p.rect(0.3, 0.46, 0.4, 0.05, DARK, ink=0)
    p.line([(0.5, 0.26), (0.5, 0.78)], 0.018, GOLD)
    for y in (0.6, 0.68):
        for x in (0.38, 0.62):
            p.circle((x, y), 0.014, DARK, ink=0)
    p.rect(0.24, 0.76, 0.52, 0.06, GOLD, radius=0.02)


def bank(p: Pen) -> None:
    """A columned bank with a coin in its pediment."""
    p.poly([(0.16, 0.36), (0.5, 0.16), (0.84, 0.36)], STONE)
    p.rect(0.18, 0.36, 0.64, 0.05, STONE)
    for i in range(4):
        x = 0.24 + i * 0.16
        p.rect(x - 0.035, 0.41, 0.07, 0.3, CLOTH)
    p.rect(0.16, 0.71, 0.68, 0.05, STONE)
    p.rect(0.12, 0.76, 0.76, 0.06, STONE_D)
    coin(p, 0.5, 0.29, 0.045)


def imperial_estate(p: Pen) -> None:
    """A manor flying a banner above its fields."""
    hill(p, 0.62)
    for i in range(3):
        p.line([(0.2, 0.72 + i * 0.045), (0.8, 0.72 + i * 0.045)], 0.01, LEAF_D)
    p.rect(0.3, 0.4, 0.4, 0.26, CLOTH)
    p.poly([(0.26, 0.4), (0.5, 0.24), (0.74, 0.4)], ROOF_B)
    for x in (0.36, 0.58):
        p.rect(x, 0.48, 0.06, 0.08, WATER_L, ink=0.006)
    p.rect(0.46, 0.54, 0.08, 0.12, WOOD_D)
    p.line([(0.5, 0.24), (0.5, 0.1)], 0.012)
    p.poly([(0.5, 0.1), (0.64, 0.13), (0.5, 0.17)], PURPLE)


def alchemist(p: Pen) -> None:
    """A round flask of bubbling gold."""
    p.rect(0.43, 0.14, 0.14, 0.26, WATER_L)
    p.rect(0.4, 0.12, 0.2, 0.04, CLOTH, radius=0.01)
    p.circle((0.5, 0.6), 0.24, WATER_L)
    p.poly(arc_points(0.5, 0.6, 0.235, 0.235, 10, 170, 16), GOLD, ink=0.006)
    for x, y, r in ((0.44, 0.54, 0.03), (0.56, 0.46, 0.022), (0.5, 0.36, 0.018)):
        p.circle((x, y), r, CLOTH, ink=0.006)
    sparkle(p, 0.8, 0.28, 0.07)


def gossipy_duchess(p: Pen) -> None:
    """A folding fan and a speech bubble full of gossip."""
    for i in range(7):
        a0, a1 = 200 + i * 20, 220 + i * 20
        p.poly([(0.42, 0.74)] + arc_points(0.42, 0.74, 0.34, 0.42, a0, a1, 4), PINK if i % 2 else CLOTH)
    p.circle((0.42, 0.74), 0.04, GOLD)
    p.ellipse((0.74, 0.24), 0.13, 0.09, CLOTH)
    p.poly([(0.7, 0.31), (0.66, 0.4), (0.76, 0.32)], CLOTH, ink=0)
    for x in (0.68, 0.74, 0.8):
        p.circle((x, 0.24), 0.014, INK, ink=0)


MOTIFS: dict[str, Motif] = {
    "farming_village": farming_village,
    "city": city,
    "large_city": large_city,
    "apprentice_maid": apprentice_maid,
    "royal_maid": royal_maid,
    "senator": senator,
    "duke": duke,
    "curse": curse,
    **CHARGES,
    "imperial_capital": imperial_capital,
    "imperial_crown": imperial_crown,
    "rampart": rampart,
    "contribution": contribution,
    "wishing_well": wishing_well,
    "scout": scout,
    "post_horse": post_horse,
    "trading_ship": trading_ship,
    "buried_treasure": buried_treasure,
    "government_contractor": government_contractor,
    "draft_notice": draft_notice,
    "slash_and_burn_farming": slash_and_burn_farming,
    "battering_ram": battering_ram,
    "bribery": bribery,
    "refuge": refuge,
    "magic_talisman": magic_talisman,
    "infantry_battalion": infantry_battalion,
    "library": library,
    "evicted_monster": evicted_monster,
    "city_development": city_development,
    "moneylender": moneylender,
    "glamour_witch": glamour_witch,
    "shinobi": shinobi,
    "stargazing_witch": stargazing_witch,
    "supply_unit": supply_unit,
    "adventurer": adventurer,
    "curse_witch": curse_witch,
    "royal_guard": royal_guard,
    "bank": bank,
    "imperial_estate": imperial_estate,
    "alchemist": alchemist,
    "gossipy_duchess": gossipy_duchess,
}
