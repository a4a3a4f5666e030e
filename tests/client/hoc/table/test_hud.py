"""The words and marks over the table: each drawing stays where it is asked to, and the measures
the table lays out with agree with what is drawn."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.hoc.table import hud
from hoc_desktop.client.kit.hud import pill_size
from hoc_desktop.client.hoc.table.placement import Badge
from hoc_desktop.client.ui.theme import Theme

SIZE = (1280, 720)


@pytest.fixture
def theme() -> Theme:
    return Theme.for_window(SIZE)


def blank() -> pygame.Surface:
    surface = pygame.Surface(SIZE)
    surface.fill((0, 0, 0))
    return surface


def touched(surface: pygame.Surface) -> pygame.Rect:
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def test_a_chip_sits_inside_its_card(theme: Theme) -> None:
    card = pygame.Rect(400, 300, 90, 126)
    rect = hud.chip_rect(theme, card, "Use")
    assert card.contains(rect)
    surface = blank()
    hud.chip(surface, theme, rect, "Use", hot=False)
    assert rect.contains(touched(surface))


def test_the_status_panel_stays_in_its_rect(theme: Theme) -> None:
    box = pygame.Rect(900, 10, 300, 170)
    surface = blank()
    hud.draw_status(surface, theme, box, "Turn 3: Your turn", "main", 4, 1, ["Your points: 6\nA long hint " * 6],
                    mine=True, overtime=True)
    assert box.inflate(2, 2).contains(touched(surface))


def test_badges_are_drawn_where_they_say(theme: Theme) -> None:
    surface = blank()
    hud.draw_badges(surface, theme, [Badge("12", (100, 100)), Badge("+2", (300, 100), "counter"),
                                     Badge("5", (500, 100), "pill")])
    area = touched(surface)
    assert area.collidepoint(100, 100) and area.collidepoint(500, 100) and area.bottom < 140


def test_an_opponents_header_names_its_pile_counts_in_words(theme: Theme) -> None:
    # given an opponent's panel, drawn without and with their pile counts
    panel = pygame.Rect(0, 0, 470, 150)
    bare, labelled = blank(), blank()
    hud.draw_opponent_header(bare, theme, panel, "Normal 2", 0, False, False, False, (200, 200, 200), False)
    hud.draw_opponent_header(labelled, theme, panel, "Normal 2", 0, False, False, False, (200, 200, 200), False,
                             (5, 4, 6))
    # then the words "Hand 5   Draw 4   Discard 6" end at the panel's right edge, inside it
    words = theme.text("Hand 5   Draw 4   Discard 6", "small", theme.palette.text_dim)
    right_end = pygame.Rect(panel.right - theme.px(6) - words.get_width(), 0, words.get_width(), theme.px(30))
    assert touched(labelled.subsurface(right_end)).width > words.get_width() // 2
    assert touched(bare.subsurface(right_end)).width == 0


def test_a_two_digit_count_on_a_small_pile_shows_at_large_text() -> None:
    # given text at 200%, and an opponent's small pile whose count pill in tiny text is wider than it
    theme = Theme.for_window(SIZE, text_scale=2.0)
    room = pill_size(theme, "9")[0] + 2
    assert pill_size(theme, "10")[0] > room
    # when a count of 10 is drawn on it
    surface = blank()
    hud.draw_badges(surface, theme, [Badge("10", (200, 200), "pill", room)])
    # then it shows, in smaller type, no wider than the pile
    area = touched(surface)
    assert area.width and area.collidepoint(200, 200)
    assert area.width <= room and pill_size(theme, "10", room=room)[0] <= room
