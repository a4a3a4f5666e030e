"""The Crown Rivals table and setup screen at every window and text size, as laid-out rectangles:
nothing leaves the window, no area, pile or button lies over another, every caption has its line,
every button shows its label beside its key cap, and How to play stays above the buttons."""

from __future__ import annotations

from itertools import combinations

import pygame
import pytest

from hoc_desktop.client.crown_rivals.layout import CRLayout, influence_height
from hoc_desktop.client.crown_rivals.new_game import CrownRivalsNewGame
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Button
from tests.client.crown_rivals.test_table import seat0_first, seed_where, table_for

SIZES = [(1280, 720), (1920, 1080)]
SCALES = [1.0, 1.5, 2.0]


def areas(L: CRLayout) -> dict[str, pygame.Rect]:
    """Every box of the table that holds cards, words or a button."""
    named = {name: getattr(L, name) for name in (
        "their_info", "their_play", "their_piles", "their_spades", "market_title", "market_deck", "trash",
        "turn_panel", "my_info", "my_play", "my_spades", "my_piles", "hand", "currency", "actions", "end_turn",
        "undo", "menu", "log")}
    named.update({f"market{i}": r for i, r in enumerate(L.market)})
    return named


def laid_out(app: App, size: tuple[int, int], scale: float) -> CrownRivalsTable:
    scene = table_for(app, seed_where(seat0_first))
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    app.step()
    assert app.size == size
    return scene


def fits_label(button: Button, theme: Theme) -> bool:
    return button.rect.width >= button.min_width(theme, padding=16, centred=False)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_nothing_on_the_table_is_outside_the_window_or_over_another_thing(app: App, size: tuple[int, int],
                                                                         scale: float) -> None:
    # given the table laid out for this window and text size
    scene = laid_out(app, size, scale)
    L, theme = scene.layout, scene.theme
    window = pygame.Rect((0, 0), size)
    boxes = areas(L)
    # then every box is inside the window, and no two overlap
    for name, rect in boxes.items():
        assert window.contains(rect), f"{name} {rect} leaves the {size} window"
    for (a, ra), (b, rb) in combinations(boxes.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    # each pile with its caption line lies inside its box, clear of the next pile
    tiny = theme.line_height("tiny")
    for box, piles in ((L.my_piles, (L.my_draw, L.my_discard)),
                       (L.their_piles, (L.their_hand, L.their_draw, L.their_discard))):
        for pile in piles:
            assert box.contains(pile.inflate(0, 0).union(pile.move(0, tiny))), f"{pile} and its caption leave {box}"
        assert all(not a.colliderect(b) for a, b in combinations(piles, 2))
    for deck in (L.market_deck, L.trash):        # the market's piles: their captions above your row
        assert deck.bottom + tiny <= L.my_info.y
    # the cards of each area lie under its caption and inside it
    for area, width in ((L.their_play, L.their_w), (L.my_play, L.play_w)):
        assert area.contains(L.played_rects(theme, area, 1, width)[0]), f"a played card leaves {area}"
    for area, width in ((L.their_spades, L.their_w), (L.my_spades, L.play_w)):
        assert area.contains(L.spade_rects(theme, area, 1, width)[0]), f"a spade leaves {area}"
    # every card of a full hand is inside the hand's row
    assert all(L.hand.contains(r) for r in L.hand_rects(theme, 8))
    # a player's Influence (number, track, its line) has the room it needs
    assert influence_height(theme) <= L.their_info.height and influence_height(theme) <= L.my_info.height
    # the buttons show their labels clear of their key caps
    for button in (scene.end_turn, scene.undo, scene.menu, *scene.action_buttons):
        assert fits_label(button, theme), f"{button.text} is {button.rect.width} wide"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_turn_panel_shows_whose_turn_and_the_step_whole(app: App, size: tuple[int, int], scale: float) -> None:
    scene = laid_out(app, size, scale)
    theme, panel = scene.theme, scene.layout.turn_panel
    room = panel.width - 2 * theme.px(10)
    need = (theme.text("Player 2's turn", "body", bold=True, wraplength=room).get_height()
            + theme.text("Turn 100  ·  Playing cards", "small", bold=True, wraplength=room).get_height()
            + theme.px(8) + theme.px(3) + theme.px(4))
    assert need <= panel.height


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", SCALES)
def test_the_setup_screen_keeps_how_to_play_above_its_buttons(app: App, size: tuple[int, int], scale: float) -> None:
    # given the setup screen with every button (Back, Full rules, Tour, Start)
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    screen = CrownRivalsNewGame(app, lambda *a: None, on_back=lambda: None, on_rules=lambda: None,
                                on_tour=lambda *a: None)
    app.push(screen)
    app.step()
    window = pygame.Rect((0, 0), size)
    inner = screen.panel.content_rect
    # then what is shown of How to play is inside its panel, and the panel above the buttons
    shown = [label for label in (*screen.how, screen.more) if label.visible]
    assert shown and all(inner.contains(label.rect) for label in shown)
    assert all(not a.rect.colliderect(b.rect) for a, b in combinations(shown, 2))
    assert screen.how[0].visible and (screen.how[-1].visible or screen.more.visible)
    buttons = screen.buttons
    assert all(screen.panel.rect.bottom <= b.rect.top for b in buttons)
    assert all(window.contains(b.rect) and fits_label(b, screen.theme) for b in buttons)
    assert all(not a.rect.colliderect(b.rect) for a, b in combinations(buttons, 2))
    assert screen.opponent.rect.bottom <= screen.panel.rect.top
