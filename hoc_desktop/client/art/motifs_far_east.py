"""The picture on each card of the Far East Territory expansion, and Princess Ouka's charge.

Drawn like the base set's motifs (`motifs`): a `Pen` in unit coordinates inside roughly 0.15..0.85,
with the same shared pieces and palette, so both sets sit side by side in one market. The Far East
look comes from its subjects (square-holed coins, rice bales, a kabuto, torii and tiled eaves,
cherry blossom) and from two colours of its own, vermilion lacquer and blossom pink.
"""

from __future__ import annotations

import math
from functools import partial

from hoc_desktop.client.art.drawing_kit import INK, Color, Pen, Point, arc_points, rotate, star_points
from hoc_desktop.client.art.motifs import (
    CLOTH,
    DARK,
    FLAME_L,
    GOLD,
    GOLD_D,
    GOLD_L,
    LEAF_D,
    NAVY,
    PINK,
    PURPLE_L,
    RED,
    SILVER,
    SKIN,
    STEEL,
    STEEL_D,
    STONE,
    STONE_D,
    TEAL,
    WATER_L,
    WHEAT,
    WOOD,
    WOOD_D,
    Motif,
    sparkle,
    waves,
    witch_hat,
)

VERMILION: Color = (226, 82, 50)
SAKURA: Color = (250, 200, 214)


# ----------------------------------------------------------------------------- shared pieces


def oval(cx: float, cy: float, rx: float, ry: float, degrees: float, n: int = 20) -> list[Point]:
    """An ellipse turned by `degrees`, as points (`Pen.ellipse` only draws upright ones)."""
    return rotate(arc_points(cx, cy, rx, ry, 0, 360, n), cx, cy, degrees)


def mon_coin(p: Pen, cx: float, cy: float, r: float) -> None:
    """A round coin with a square hole: the East's coin, where the base `coin` has a ring."""
    p.circle((cx, cy), r, GOLD)
    p.circle((cx, cy), r * 0.72, None, ink=0.007)
    hole = r * 0.26
    p.rect(cx - hole, cy - hole, 2 * hole, 2 * hole, DARK)


def sakura(p: Pen, cx: float, cy: float, r: float) -> None:
    """A cherry blossom: five notched petals round a pink heart with gold stamens."""
    side = arc_points(0, -0.56, 0.34, 0.44, 90, 240, 10)
    petal = side + [(0, -0.8)] + [(-x, y) for x, y in reversed(side)]
    for i in range(5):
        p.poly(rotate([(cx + x * r, cy + y * r) for x, y in petal], cx, cy, 72 * i), SAKURA)
    p.circle((cx, cy), r * 0.22, PINK, ink=0.006)
    for i in range(5):
        a = math.radians(72 * i - 54)
        tip = (cx + r * 0.36 * math.cos(a), cy + r * 0.36 * math.sin(a))
        p.line([(cx, cy), tip], 0.006, GOLD_D)
        p.circle(tip, r * 0.06, GOLD, ink=0)


def eaved_roof(p: Pen, cx: float, base: float, w: float, h: float, color: Color) -> None:
    """A tiled roof whose eaves sweep up at both ends, with a ridge along the top."""
    half = w / 2
    left = [(cx - half, base - h * 0.28), (cx - half * 0.86, base - h * 0.3), (cx - half * 0.7, base - h * 0.5),
            (cx - half * 0.56, base - h)]
    right = [(2 * cx - x, y) for x, y in reversed(left)]
    p.poly([(cx - half * 0.84, base)] + left + right + [(cx + half * 0.84, base)], color)
    p.line([(cx - half * 0.62, base - h), (cx + half * 0.62, base - h)], 0.016)


def spiral(p: Pen, cx: float, cy: float, r: float, width: float, color: Color) -> None:
    """A curl of one and a half turns, growing from the centre (the karakusa scroll)."""
    turns = [(i / 27, math.radians(540 * i / 27)) for i in range(28)]
    p.line([(cx + r * t * math.cos(a), cy + r * t * math.sin(a)) for t, a in turns], width, color)


# ----------------------------------------------------------------------------- the princess


def cherry_blossom(p: Pen) -> None:
    """Ouka, the Far East's mathematician princess (her name means cherry blossom): a blossom over
    the beads of a soroban, her counting frame."""
    p.rect(0.2, 0.7, 0.6, 0.14, WOOD_D, radius=0.02)
    p.rect(0.23, 0.73, 0.54, 0.08, WHEAT, ink=0.006)
    for i in range(5):
        x = 0.28 + i * 0.11
        p.line([(x, 0.73), (x, 0.81)], 0.008, WOOD_D)
        p.poly([(x - 0.04, 0.77), (x, 0.74), (x + 0.04, 0.77), (x, 0.8)], WOOD, ink=0.006)
    sakura(p, 0.5, 0.4, 0.32)


CHARGES: dict[str, Motif] = {
    "ouka": cherry_blossom,
}


# ----------------------------------------------------------------------------- common cards


def money_loving_fairy(p: Pen) -> None:
    """A butterfly-winged fairy hugging a big square-holed coin, her hoard of counters below."""
    for side in (-1, 1):
        p.poly(oval(0.5 + side * 0.2, 0.24, 0.16, 0.1, side * -30), WATER_L)
        p.poly(oval(0.5 + side * 0.17, 0.42, 0.11, 0.07, side * 25), TEAL)
    mon_coin(p, 0.5, 0.6, 0.22)
    p.circle((0.5, 0.28), 0.1, FLAME_L)
    p.circle((0.5, 0.3), 0.075, SKIN)
    for x in (0.47, 0.53):
        p.circle((x, 0.3), 0.01, INK, ink=0)
    p.line(arc_points(0.5, 0.32, 0.025, 0.015, 20, 160, 6), 0.006)
    for x in (0.38, 0.62):
        p.circle((x, 0.42), 0.035, SKIN)
    for x, y in ((0.2, 0.8), (0.8, 0.8), (0.26, 0.72)):
        mon_coin(p, x, y, 0.06)
    sparkle(p, 0.8, 0.58, 0.05)


def taxation(p: Pen) -> None:
    """A stack of roped rice bales, the old tax, with a vermilion token raising its price."""
    for x, y in ((0.16, 0.72), (0.5, 0.72), (0.33, 0.52)):
        p.rect(x, y - 0.09, 0.34, 0.18, WHEAT, radius=0.08)
        p.ellipse((x + 0.04, y), 0.03, 0.085, GOLD_D)
        for t in (0.35, 0.7):
            p.line([(x + 0.34 * t, y - 0.085), (x + 0.34 * t, y + 0.085)], 0.012, WOOD_D)
    p.circle((0.7, 0.3), 0.12, VERMILION)
    p.circle((0.7, 0.3), 0.09, None, ink=0.008)
    p.line([(0.65, 0.3), (0.75, 0.3)], 0.022, CLOTH)
    p.line([(0.7, 0.25), (0.7, 0.35)], 0.022, CLOTH)


def trader(p: Pen) -> None:
    """A trader's green furoshiki bundle patterned with white scrolls, knotted on top, and coins."""
    p.poly([(0.38, 0.36), (0.26, 0.18), (0.46, 0.28)], LEAF_D)
    p.poly([(0.54, 0.3), (0.72, 0.16), (0.62, 0.36)], LEAF_D)
    p.ellipse((0.48, 0.56), 0.3, 0.26, LEAF_D)
    for x, y in ((0.34, 0.5), (0.56, 0.44), (0.46, 0.66), (0.66, 0.62)):
        spiral(p, x, y, 0.055, 0.012, CLOTH)
    p.circle((0.48, 0.32), 0.05, LEAF_D)
    mon_coin(p, 0.74, 0.76, 0.07)
    mon_coin(p, 0.6, 0.8, 0.055)


def carrier_pigeon(p: Pen) -> None:
    """A white pigeon in flight, wings raised, with a message scroll tied to its leg."""
    far = [(0.5, 0.46), (0.36, 0.3), (0.3, 0.12)] + arc_points(0.35, 0.15, 0.05, 0.04, 200, 380, 6)
    p.poly(far + [(0.5, 0.3)], STEEL)
    p.poly([(0.14, 0.5), (0.3, 0.52), (0.28, 0.62), (0.12, 0.6)], SILVER)
    p.poly(oval(0.44, 0.56, 0.22, 0.11, -10), CLOTH)
    p.circle((0.66, 0.46), 0.08, CLOTH)
    p.poly([(0.72, 0.47), (0.84, 0.46), (0.72, 0.52)], FLAME_L)
    p.circle((0.67, 0.44), 0.014, INK, ink=0)
    p.line(arc_points(0.64, 0.48, 0.07, 0.06, 60, 150, 6), 0.014, TEAL)
    for i in range(5):
        a = math.radians(212 + i * 13)
        length = 0.34 - abs(i - 2) * 0.03
        p.poly(oval(0.5 + length / 2 * math.cos(a), 0.5 + length / 2 * math.sin(a), length / 2, 0.05,
                    212 + i * 13, 16), CLOTH)
    p.poly(oval(0.5, 0.46, 0.1, 0.07, -30), CLOTH)
    p.line([(0.48, 0.66), (0.48, 0.72)], 0.01)
    p.rect(0.4, 0.72, 0.16, 0.07, CLOTH, radius=0.03)
    p.line([(0.48, 0.72), (0.48, 0.79)], 0.012, RED)


def archer(p: Pen) -> None:
    """A tall yumi, gripped below its middle as Japanese bows are, and an arrow in a kyudo target."""
    # The tips flick back (a recurve). Strokes have no outline: a wide ink stroke under a narrower
    # wood one gives the bow the inked edge of every filled shape; the red grip sits below the middle.
    bow = [(0.32 - 0.13 * math.sin(math.pi * t / 20) + (0.02 if t in (0, 20) else 0), 0.15 + 0.035 * t)
           for t in range(21)]
    p.line([bow[0], bow[-1]], 0.006)
    p.line(bow, 0.04, INK)
    p.line(bow, 0.022, WOOD)
    p.line(bow[12:15], 0.042, INK)
    p.line(bow[12:15], 0.026, VERMILION)
    for r, color in ((0.2, CLOTH), (0.155, DARK), (0.11, CLOTH), (0.06, DARK)):
        p.circle((0.64, 0.46), r, color)
    p.line([(0.64, 0.46), (0.4, 0.7)], 0.014, WOOD_D)
    for dx, dy in ((-0.03, -0.03), (0.03, 0.03)):
        p.poly([(0.42, 0.68), (0.48, 0.62), (0.46 + dx, 0.66 + dy), (0.4 + dx, 0.72 + dy)], CLOTH, ink=0.006)


def samurai(p: Pen) -> None:
    """A samurai's kabuto: a lacquered bowl, a flared red neck guard and golden horns."""
    for i in range(3):
        y = 0.5 + i * 0.09
        w = 0.22 + i * 0.05
        p.poly([(0.5 - w, y), (0.5 + w, y), (0.5 + w + 0.04, y + 0.1), (0.5 - w - 0.04, y + 0.1)], VERMILION)
        p.line([(0.5 - w + 0.02, y + 0.05), (0.5 + w - 0.02, y + 0.05)], 0.008, NAVY)
    p.poly(arc_points(0.5, 0.52, 0.24, 0.26, 180, 360, 20), DARK)
    for x in (0.4, 0.5, 0.6):
        p.line([(x, 0.31), (x, 0.5)], 0.008, GOLD_D)
    p.rect(0.24, 0.48, 0.52, 0.06, DARK, radius=0.02)
    for side in (-1, 1):
        p.poly([(0.5 + side * 0.04, 0.46), (0.5 + side * 0.2, 0.26), (0.5 + side * 0.27, 0.15),
                (0.5 + side * 0.21, 0.14), (0.5 + side * 0.14, 0.26), (0.5 + side * 0.1, 0.4)], GOLD)
    p.circle((0.5, 0.44), 0.06, GOLD_L)


def kunoichi(p: Pen) -> None:
    """A kunoichi: a hooded face with only the eyes showing, a flying scarf and a kunai."""
    p.poly([(0.28, 0.86), (0.34, 0.62), (0.62, 0.62), (0.68, 0.86)], NAVY)
    p.poly([(0.32, 0.3), (0.22, 0.3), (0.14, 0.4), (0.16, 0.54), (0.24, 0.42), (0.34, 0.38)], DARK)
    p.circle((0.3, 0.32), 0.03, VERMILION)
    p.circle((0.48, 0.4), 0.19, DARK)
    p.ellipse((0.49, 0.4), 0.15, 0.06, SKIN)
    for x in (0.43, 0.55):
        p.poly([(x - 0.04, 0.4), (x, 0.38), (x + 0.04, 0.405), (x, 0.42)], INK, ink=0)
    p.poly([(0.56, 0.6), (0.72, 0.5), (0.86, 0.56), (0.74, 0.58), (0.84, 0.66), (0.66, 0.64)], VERMILION)
    p.rect(0.32, 0.56, 0.32, 0.07, VERMILION, radius=0.03)
    blade = [(0.7, 0.66), (0.76, 0.7), (0.86, 0.84), (0.72, 0.74)]
    p.poly(blade, SILVER)
    p.line([(0.7, 0.68), (0.62, 0.6)], 0.02, WOOD_D)
    p.circle((0.6, 0.58), 0.022, None, ink=0.01)


def apprentice_witch(p: Pen) -> None:
    """A novice's too-big teal witch hat with a patch, her broom behind it and a spell that
    fizzled into a puff of smoke."""
    p.line([(0.32, 0.7), (0.84, 0.24)], 0.022, WOOD)
    p.poly([(0.3, 0.68), (0.34, 0.72), (0.27, 0.85), (0.17, 0.73)], WHEAT)
    p.line([(0.32, 0.7), (0.22, 0.79)], 0.008, GOLD_D)
    witch_hat(p, 0.52, 0.62, TEAL)
    p.rect(0.48, 0.38, 0.07, 0.07, PURPLE_L, ink=0.006)
    for x, y, r in ((0.26, 0.34, 0.05), (0.2, 0.26, 0.04), (0.3, 0.24, 0.035)):
        p.circle((x, y), r, STONE)
    sparkle(p, 0.36, 0.4, 0.04, FLAME_L)


def mining_town(p: Pen) -> None:
    """A timbered mine mouth in the mountain and a cart heaped with gleaming ore."""
    p.poly([(0.12, 0.8), (0.42, 0.18), (0.56, 0.3), (0.64, 0.24), (0.88, 0.8)], STONE_D)
    p.poly(arc_points(0.44, 0.66, 0.12, 0.16, 180, 360, 14) + [(0.56, 0.7), (0.32, 0.7)], DARK)
    p.line([(0.31, 0.7), (0.31, 0.52), (0.57, 0.52), (0.57, 0.7)], 0.022, WOOD)
    p.line([(0.14, 0.84), (0.86, 0.84)], 0.012, WOOD_D)
    for x, y, color in ((0.62, 0.68, TEAL), (0.7, 0.68, SILVER), (0.78, 0.68, GOLD), (0.66, 0.64, SILVER),
                        (0.74, 0.64, TEAL)):
        p.poly(star_points(x, y, 0.05, 0.035, 5, x * 100), color, ink=0.006)
    p.poly([(0.56, 0.68), (0.84, 0.68), (0.8, 0.8), (0.6, 0.8)], WOOD_D)
    for x in (0.64, 0.76):
        p.circle((x, 0.82), 0.03, STEEL)
    sparkle(p, 0.82, 0.56, 0.05)


def port_city(p: Pen) -> None:
    """A harbour town: white storehouses under tiled eaves on the quay, a vermilion torii in the sea."""
    p.rect(0.12, 0.62, 0.5, 0.1, STONE)
    for x, w, h in ((0.16, 0.18, 0.2), (0.38, 0.2, 0.26)):
        p.rect(x, 0.62 - h, w, h, CLOTH)
        p.rect(x, 0.62 - h * 0.35, w, h * 0.35, STEEL_D, ink=0.006)
        eaved_roof(p, x + w / 2, 0.62 - h, w * 1.3, 0.1, NAVY)
        p.rect(x + w * 0.38, 0.62 - h * 0.7, w * 0.24, h * 0.2, DARK, ink=0)
    waves(p, 0.72)
    for x in (0.67, 0.8):
        p.rect(x - 0.02, 0.36, 0.04, 0.42, VERMILION)
    p.rect(0.62, 0.42, 0.23, 0.035, VERMILION)
    p.poly([(0.59, 0.32), (0.88, 0.32), (0.86, 0.36), (0.61, 0.36)], DARK)
    p.poly([(0.6, 0.36), (0.87, 0.36), (0.85, 0.38), (0.62, 0.38)], VERMILION)


def _charm_half(points: list[Point], side: int, turn: float) -> list[Point]:
    """`points` on one half of the charm of two: moved out to `side`, tilted by `turn` about its foot."""
    return rotate([(x + side * 0.03, y) for x, y in points], 0.5, 0.84, turn)


def charm_of_two(p: Pen) -> None:
    """A wooden tally split in two along a notched cut, one red seal stamped across the halves
    and a red cord on each, so that the two halves prove each other."""
    cut = [(0.5, 0.2), (0.5, 0.32), (0.55, 0.37), (0.45, 0.45), (0.5, 0.49), (0.5, 0.84)]
    for side, turn in ((-1, -9.0), (1, 9.0)):
        edge = 0.5 + side * 0.2
        half = cut + [(edge, 0.84), (edge, 0.26), (edge - side * 0.06, 0.2)]
        place = partial(_charm_half, side=side, turn=turn)
        p.poly(place(half), WOOD)
        p.poly(place(arc_points(0.5, 0.64, 0.1, 0.1, -side * 90, -side * 90 + 180, 12)), RED, ink=0.006)
        hole = place([(0.5 + side * 0.12, 0.27)])[0]
        p.circle(hole, 0.02, DARK, ink=0)
        p.line([hole, (hole[0] + side * 0.04, hole[1] - 0.07)], 0.012, RED)
        for i in range(2):
            x = 0.5 + side * (0.08 + i * 0.06)
            p.line(place([(x, 0.36 + i * 0.04), (x, 0.5)]), 0.014, DARK)


def alliance(p: Pen) -> None:
    """Two clans' nobori banners crossed and bound where they cross by a red cord with tassels."""
    for side, cloth in ((-1, VERMILION), (1, NAVY)):
        turn = side * 24
        pole = rotate([(0.5, 0.92), (0.5, 0.1)], 0.5, 0.62, turn)
        banner = rotate([(0.5, 0.14), (0.5 + side * 0.2, 0.14), (0.5 + side * 0.2, 0.54), (0.5, 0.54)],
                        0.5, 0.62, turn)
        p.line(pole, 0.018, WOOD_D)
        p.poly(banner, cloth)
        mon = rotate([(0.5 + side * 0.1, 0.32)], 0.5, 0.62, turn)[0]
        p.circle(mon, 0.065, CLOTH)
        p.circle(mon, 0.03, cloth)
    p.circle((0.5, 0.62), 0.05, RED)
    for dx in (-0.05, 0.05):
        p.line([(0.5, 0.64), (0.5 + dx, 0.76)], 0.012, RED)
        p.poly([(0.5 + dx - 0.02, 0.76), (0.5 + dx + 0.02, 0.76), (0.5 + dx + 0.025, 0.84),
                (0.5 + dx - 0.025, 0.84)], RED)


MOTIFS: dict[str, Motif] = {
    "money_loving_fairy": money_loving_fairy,
    "taxation": taxation,
    "trader": trader,
    "carrier_pigeon": carrier_pigeon,
    "archer": archer,
    "samurai": samurai,
    "kunoichi": kunoichi,
    "apprentice_witch": apprentice_witch,
    "mining_town": mining_town,
    "port_city": port_city,
    "charm_of_two": charm_of_two,
    "alliance": alliance,
    **CHARGES,
}
