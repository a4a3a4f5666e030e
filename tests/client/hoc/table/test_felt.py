"""The table's still background: painted from the theme's palette and cached per theme, so a
palette switch repaints the cloth and an unchanged theme costs nothing."""

from __future__ import annotations

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.table.felt import felt
from hoc_desktop.client.hoc.table.layout import build_layout
from hoc_desktop.client.ui.theme import Theme


def test_the_cloth_follows_the_palette_and_is_cached_per_theme(app: App) -> None:
    # given the same window in the standard and the colour-blind palette
    standard = Theme.for_window((1280, 720))
    colorblind = Theme.for_window((1280, 720), palette="colorblind")
    # when the table's background is asked for twice in each
    plain, blind = felt(standard, 3), felt(colorblind, 3)
    # then each theme gets one surface, and each shows its palette's cloth at the window's top edge
    assert felt(standard, 3) is plain and felt(colorblind, 3) is blind and plain is not blind
    sidebar = build_layout(standard, 3).sidebar
    top_left = (0, 0) if sidebar.x > 0 else (standard.size[0] - 1, 0)
    assert tuple(plain.get_at(top_left))[:3] == standard.palette.cloth_top
    assert tuple(blind.get_at(top_left))[:3] == colorblind.palette.cloth_top


def test_an_empty_place_is_outlined_and_named_in_palette_colours(app: App) -> None:
    # given the colour-blind table for two seats
    theme = Theme.for_window((1280, 720), palette="colorblind")
    layout = build_layout(theme, 2)
    surface = felt(theme, 2)
    # when the empty discard pile's place is looked at
    place = layout.discard
    colours = {tuple(surface.get_at((x, y)))[:3] for x in range(place.x, place.right)
               for y in range(place.y, place.bottom)}
    # then its outline is the palette's slot line, and its name (smoothed to fit) is drawn in the
    # slot text colour: the brightest pixel is that colour or a blend of it into the cloth
    assert theme.palette.slot_line in colours
    brightest = max(colours, key=sum)
    assert all(abs(a - b) <= 24 for a, b in zip(brightest, theme.palette.slot_text)), brightest
