"""The turn panel's hint: only what the options still allow, in a version that fits whole."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.hoc.table import hud
from hoc_desktop.client.hoc.table.layout import build_layout
from hoc_desktop.client.hoc.table.turn_hint import NOTHING_LEFT, SENTENCES, turn_hints
from hoc_desktop.client.ui.theme import Theme

SIZES = [((1280, 720), 1.0), ((1280, 720), 2.0), ((1920, 1080), 1.0), ((1920, 1080), 2.0)]


def test_after_setting_a_succession_card_the_hint_no_longer_offers_to_buy() -> None:
    # given the Second Phase before and after a Succession card was set (only setting stays open)
    before = turn_hints("second", (("buy", 3), ("back", 7), ("set", 12), ("end_turn",)))
    after = turn_hints("second", (("set", 13), ("end_turn",)))
    # then the hint names buying and backing only while they are options
    assert SENTENCES["buy"][0] in before[0] and SENTENCES["back"][0] in before[0] and SENTENCES["set"][0] in before[0]
    assert after[0] == SENTENCES["set"][0]
    assert all("buy" not in version for version in after)


def test_with_nothing_left_the_hint_says_to_end_the_phase() -> None:
    # given a Second Phase with nothing affordable, and a Main Phase with only a declaration left
    # then the hint says to end the turn or the phase, not to drag anything
    assert turn_hints("second", (("end_turn",),))[0] == NOTHING_LEFT["second"][0]
    assert turn_hints("main", (("declare",), ("end_main",)))[0] == NOTHING_LEFT["main"][0]


def test_versions_come_longest_first_and_end_with_a_whole_short_sentence() -> None:
    # given the widest hint there is (every kind of action open at once)
    hints = turn_hints("main", tuple((verb, 1) for verb in SENTENCES))
    # then each version is shorter than the one before and the last is one short sentence
    assert [len(h) for h in hints] == sorted((len(h) for h in hints), reverse=True)
    assert hints[-1] == SENTENCES["play"][1] and hints[-1].endswith(".")


@pytest.mark.parametrize(("size", "scale"), SIZES)
def test_the_panel_shows_a_whole_hint_at_every_size_and_text_scale(size: tuple[int, int], scale: float) -> None:
    # given the turn panel of a two-player table, and a Second Phase where one may buy or back
    pygame.font.init()
    theme = Theme.for_window(size, scale)
    box = build_layout(theme, 2).status
    hints = turn_hints("second", (("buy", 3), ("back", 7), ("end_turn",)))
    # when the panel picks the version it shows
    shown = hud.fitting(theme, hints, *hud.status_hint_room(theme, box))
    # then one fits whole, and at 100% text it is the whole sentence
    assert shown is not None, f"no hint fits the turn panel at {size} x{scale}"
    if scale == 1.0:
        assert shown == hints[0]


def test_a_hint_too_long_for_the_panel_is_not_drawn_cut() -> None:
    # given a panel and a hint far too long for it, with a short version
    pygame.font.init()
    theme = Theme.for_window((1280, 720), 2.0)
    box = build_layout(theme, 2).status
    long = "A sentence that goes on and on. " * 20
    # then the short version is chosen; with none short enough, nothing is
    assert hud.fitting(theme, [long, "Short."], *hud.status_hint_room(theme, box)) == "Short."
    assert hud.fitting(theme, [long], *hud.status_hint_room(theme, box)) is None
