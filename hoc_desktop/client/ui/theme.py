"""UI colours, spacing and text sizes, all derived from the window size and a text-scale factor.

Every scene lays itself out from a `Theme`, never from fixed pixels, so the whole window follows
its size (1280x720 up to 2560x1440) and the player's text scale (100-200%). The layout scale is
the factor by which the window exceeds the 1280x720 design size on its tighter axis; text sizes
are additionally multiplied by the text scale, and widget heights are taken from the resulting
line heights, so large text grows its buttons instead of overflowing them.

Two palettes exist: `standard`, and `colorblind`, whose player and good/bad colours are the
Okabe-Ito set (distinguishable with every common colour-vision deficiency).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from hoc_desktop.client.ui import fonts

DESIGN_SIZE = (1280, 720)
MIN_TEXT_SCALE = 1.0
MAX_TEXT_SCALE = 2.0

RGB = tuple[int, int, int]

# Text roles: (size in pixels at the design size and 100% text scale, how much of the player's text
# scale applies). Reading text grows fully; headings, already large, grow less; the title not at all.
TEXT_SIZES: dict[str, tuple[int, float]] = {
    "tiny": (13, 1.0),
    "small": (15, 1.0),
    "body": (18, 1.0),
    "large": (23, 0.75),
    "heading": (30, 0.5),
    "title": (40, 0.35),
    "display": (88, 0.0),
}


@dataclass(frozen=True)
class Palette:
    """The colours of one palette. `players` gives each seat a colour (charts, seat markers). The
    `cloth_*` ... `pill_dark` colours are the table's: its cloth, the boxes of the areas on it, the
    outlines and names of empty places, the refusal toast and the dark pills on cards, so a palette
    switch repaints the table too."""

    name: str
    background_top: RGB
    background_bottom: RGB
    panel: RGB
    panel_raised: RGB
    border: RGB
    text: RGB
    text_dim: RGB
    text_dark: RGB
    accent: RGB
    accent_hover: RGB
    accent_pressed: RGB
    button: RGB
    button_hover: RGB
    button_pressed: RGB
    button_disabled: RGB
    text_disabled: RGB
    focus: RGB
    good: RGB
    bad: RGB
    warn: RGB
    chip: RGB
    grid: RGB
    shadow: RGB
    players: tuple[RGB, RGB, RGB, RGB]
    cloth_top: RGB
    cloth_bottom: RGB
    table_panel: RGB        # the opponents' boxes and the Market's
    table_area: RGB         # your side
    slot_line: RGB          # the outline of an empty place
    slot_text: RGB          # its name, and the caption of an empty area
    toast: RGB              # behind the reason a move was refused
    pill_dark: RGB          # a count on a card


STANDARD = Palette(
    name="standard",
    background_top=(24, 22, 46),
    background_bottom=(62, 24, 48),
    panel=(33, 30, 56),
    panel_raised=(46, 42, 76),
    border=(196, 158, 82),
    text=(243, 236, 222),
    text_dim=(178, 170, 196),
    text_dark=(38, 27, 18),
    accent=(219, 176, 86),
    accent_hover=(238, 199, 112),
    accent_pressed=(188, 146, 62),
    button=(72, 60, 112),
    button_hover=(94, 80, 144),
    button_pressed=(55, 45, 88),
    button_disabled=(58, 56, 70),
    text_disabled=(128, 124, 140),
    focus=(128, 206, 255),
    good=(118, 200, 128),
    bad=(232, 104, 96),
    warn=(240, 190, 80),
    chip=(58, 52, 92),
    grid=(78, 72, 108),
    shadow=(8, 6, 16),
    players=((232, 104, 96), (96, 162, 236), (118, 200, 128), (236, 186, 72)),
    cloth_top=(22, 52, 44),
    cloth_bottom=(14, 34, 30),
    table_panel=(10, 24, 22),
    table_area=(18, 44, 38),
    slot_line=(46, 84, 74),
    slot_text=(120, 156, 144),
    toast=(110, 36, 40),
    pill_dark=(20, 20, 30),
)

COLORBLIND = Palette(
    name="colorblind",
    background_top=(20, 24, 44),
    background_bottom=(34, 36, 66),
    panel=(30, 33, 56),
    panel_raised=(42, 46, 78),
    border=(230, 159, 0),
    text=(245, 242, 232),
    text_dim=(182, 182, 200),
    text_dark=(20, 20, 24),
    accent=(230, 159, 0),
    accent_hover=(246, 184, 48),
    accent_pressed=(196, 134, 0),
    button=(0, 90, 140),
    button_hover=(0, 114, 178),
    button_pressed=(0, 70, 112),
    button_disabled=(58, 60, 72),
    text_disabled=(130, 130, 144),
    focus=(240, 228, 66),
    good=(86, 180, 233),
    bad=(213, 94, 0),
    warn=(240, 228, 66),
    chip=(48, 56, 92),
    grid=(74, 78, 110),
    shadow=(6, 8, 16),
    players=((230, 159, 0), (86, 180, 233), (0, 158, 115), (204, 121, 167)),
    # a blue-grey cloth: no green for the bluish green seat or the gold to blend with
    cloth_top=(36, 46, 62),
    cloth_bottom=(22, 28, 42),
    table_panel=(14, 18, 30),
    table_area=(30, 40, 56),
    slot_line=(70, 86, 110),
    slot_text=(156, 170, 192),
    toast=(112, 48, 8),
    pill_dark=(16, 18, 30),
)

PALETTES: dict[str, Palette] = {p.name: p for p in (STANDARD, COLORBLIND)}


@dataclass(frozen=True)
class Theme:
    """Sizes and colours for one window size, text scale and palette. Cheap to rebuild on resize."""

    size: tuple[int, int]
    text_scale: float
    palette: Palette

    @staticmethod
    def for_window(size: tuple[int, int], text_scale: float = 1.0, palette: str = "standard") -> "Theme":
        """The theme for a window of `size`; raises ValueError for an unknown palette name."""
        if palette not in PALETTES:
            raise ValueError(f"unknown palette '{palette}' (known: {', '.join(PALETTES)})")
        scale = min(MAX_TEXT_SCALE, max(MIN_TEXT_SCALE, float(text_scale)))
        return Theme((int(size[0]), int(size[1])), scale, PALETTES[palette])

    # ---- scale
    @property
    def scale(self) -> float:
        """Layout scale: 1.0 at 1280x720, 2.0 at 2560x1440 (the tighter axis decides)."""
        return min(self.size[0] / DESIGN_SIZE[0], self.size[1] / DESIGN_SIZE[1])

    def px(self, design_pixels: float) -> int:
        """A length given in design pixels (at 1280x720), in window pixels (at least 1)."""
        return max(1, round(design_pixels * self.scale))

    # ---- spacing
    @property
    def gap(self) -> int:
        """Space between neighbouring widgets."""
        return self.px(12)

    @property
    def pad(self) -> int:
        """Inner padding of panels and buttons."""
        return self.px(16)

    @property
    def margin(self) -> int:
        """Distance kept from the window edges."""
        return self.px(28)

    @property
    def radius(self) -> int:
        """Corner radius of buttons, panels and chips."""
        return self.px(10)

    @property
    def border(self) -> int:
        """Line width of borders and the focus ring."""
        return max(1, round(2 * self.scale))

    # ---- text
    def text_px(self, role: str) -> int:
        """The pixel size of a text role ("tiny" ... "display"), after layout and text scale."""
        size, weight = TEXT_SIZES[role]
        return max(8, round(size * self.scale * (1 + (self.text_scale - 1) * weight)))

    def font(self, role: str = "body", bold: bool = False) -> pygame.font.Font:
        """The bundled font for a text role."""
        return fonts.font(self.text_px(role), bold)

    def line_height(self, role: str = "body") -> int:
        """The height of one line of a text role."""
        return self.font(role).get_linesize()

    def text(self, text: str, role: str = "body", color: RGB | None = None, bold: bool = False,
             wraplength: int = 0) -> pygame.Surface:
        """`text` rendered in a role's size (cached by the fonts module); default colour `text`."""
        return fonts.text_surface(text, self.text_px(role), color or self.palette.text, bold, wraplength)

    def control_height(self, role: str = "body") -> int:
        """The height of a button or selector whose label is in `role`: the line plus padding."""
        return self.line_height(role) + 2 * self.px(9)
