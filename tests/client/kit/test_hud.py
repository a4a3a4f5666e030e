"""The marks both tables draw: each drawing stays where it is asked to, and the measures the
tables lay out with agree with what is drawn."""

from __future__ import annotations

import pygame
import pytest

from hoc_desktop.client.kit import hud
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


def test_a_pill_is_as_big_as_pill_size_says(theme: Theme) -> None:
    # given a pill drawn at a centre
    surface = blank()
    rect = hud.pill(surface, theme, "Coronation!", (300, 200), (200, 160, 60), (0, 0, 0))
    # then its rect is pill_size, centred there, and nothing is drawn outside it
    assert rect.size == hud.pill_size(theme, "Coronation!") and rect.center == (300, 200)
    assert rect.contains(touched(surface))


def test_the_curtain_covers_the_middle_and_names_the_player(theme: Theme) -> None:
    surface = blank()
    hud.draw_curtain(surface, theme, "Player 2", "It is your turn.")
    area = touched(surface)
    assert area.collidepoint(SIZE[0] // 2, SIZE[1] // 2) and area.width < SIZE[0]


def test_the_zoom_is_drawn_on_the_side_it_is_given(theme: Theme) -> None:
    image = pygame.Surface((300, 420))
    image.fill((200, 200, 200))
    bounds = pygame.Rect((0, 0), SIZE)
    on_right = hud.draw_zoom(blank(), theme, image, False, bounds)
    on_left = hud.draw_zoom(blank(), theme, image, True, bounds)
    assert on_right.centerx > bounds.centerx > on_left.centerx


def test_seat_colours_come_from_the_palette(theme: Theme) -> None:
    assert [hud.seat_color(theme, s) for s in range(4)] == list(theme.palette.players)


def test_a_note_is_not_drawn_in_the_red_of_an_error(theme: Theme) -> None:
    # given the same words drawn as a refusal and as a note (a save made)
    refused, note = blank(), blank()
    hud.draw_toast(refused, theme, "Saved as “Evening”", (400, 300))
    hud.draw_toast(note, theme, "Saved as “Evening”", (400, 300), note=True)
    # then the note has neither the refusal's fill nor its red border
    box = touched(refused)
    inside = (box.x + theme.px(8), box.centery)
    assert refused.get_at(inside)[:3] == theme.palette.toast
    assert note.get_at(inside)[:3] != theme.palette.toast
    colours = {note.get_at((x, box.centery))[:3] for x in range(box.x, box.x + theme.px(6))}
    assert theme.palette.bad not in colours
