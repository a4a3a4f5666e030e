"""The palettes: every colour the table draws is a palette colour, the standard table keeps its
green cloth, and the colour-blind one reads at least as well on its blue-grey cloth."""

from __future__ import annotations

from hoc_desktop.client.ui.theme import COLORBLIND, PALETTES, RGB, STANDARD

TABLE_COLOURS = ("cloth_top", "cloth_bottom", "table_panel", "table_area", "slot_line", "slot_text", "toast",
                 "pill_dark")


def contrast(a: RGB, b: RGB) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(color: RGB) -> float:
        r, g, b = (c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in color)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_standard_table_keeps_its_colours() -> None:
    # given the standard palette, then the table's colours are those it always had
    assert (STANDARD.cloth_top, STANDARD.cloth_bottom) == ((22, 52, 44), (14, 34, 30))
    assert (STANDARD.table_panel, STANDARD.table_area) == ((10, 24, 22), (18, 44, 38))
    assert (STANDARD.slot_line, STANDARD.slot_text) == ((46, 84, 74), (120, 156, 144))
    assert (STANDARD.toast, STANDARD.pill_dark) == ((110, 36, 40), (20, 20, 30))


def test_each_palette_paints_its_own_table() -> None:
    # given both palettes, then every table colour differs between them (a switch shows on the table)
    for name in TABLE_COLOURS:
        assert getattr(STANDARD, name) != getattr(COLORBLIND, name), name
    # and the colour-blind cloth is blue-grey, not green
    assert all(color[2] > color[1] > color[0] for color in (COLORBLIND.cloth_top, COLORBLIND.cloth_bottom))


def test_the_colour_blind_table_reads_at_least_as_well() -> None:
    # given each palette's table colours
    for palette in PALETTES.values():
        # then words on the cloth, on your side, in the toast and in pills are readable
        assert contrast(palette.slot_text, palette.cloth_top) >= 4.4, palette.name
        assert contrast(palette.slot_text, palette.table_area) >= 4.5, palette.name
        assert contrast(palette.text, palette.toast) >= 7, palette.name
        assert contrast(palette.text, palette.pill_dark) >= 7, palette.name
    # and the colour-blind names of empty places stand out more than the standard ones
    assert contrast(COLORBLIND.slot_text, COLORBLIND.cloth_top) >= contrast(STANDARD.slot_text, STANDARD.cloth_top)
