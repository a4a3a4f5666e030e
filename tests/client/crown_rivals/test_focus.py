"""The keyboard at the Crown Rivals table is the Heart of Crown table's: the table kit's focus ring
over your hand, the market and your rival's spades, the same keys for the same things."""

from __future__ import annotations

import pygame

from hoc_desktop.client.crown_rivals.keys import BINDINGS as CR_BINDINGS
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.hoc.table.keys import BINDINGS as HOC_BINDINGS
from hoc_desktop.client.ui.app import App
from tests.client.crown_rivals.test_table import seat0_first, seed_where, table_for
from tests.client.helpers_client import key

SHARED = ("focus_left", "focus_right", "focus_up", "focus_down", "use", "zoom", "undo", "undo_ctrl", "skip",
          "log", "mute", "help", "menu")


def my_table(app: App) -> CrownRivalsTable:
    return table_for(app, seed_where(seat0_first))


def test_the_shared_actions_have_the_same_keys_on_both_tables() -> None:
    def keys(bindings: tuple, action: str) -> tuple:
        return next((b.keys, b.ctrl) for b in bindings if b.action == action)
    assert all(keys(CR_BINDINGS, action) == keys(HOC_BINDINGS, action) for action in SHARED)


def test_up_goes_to_the_nearest_market_card_and_down_comes_back_to_the_hand(app: App) -> None:
    # given the first card of my hand in focus
    scene = my_table(app)
    hand, market = scene.focus_rows()[:2]
    assert scene.focused_card() == hand[0].ident
    # when I press Up, then the market card nearest it has the focus
    key(app, pygame.K_UP)
    nearest = min(market, key=lambda s: abs(s.rect.centerx - hand[0].rect.centerx))
    assert scene.focused_card() == nearest.ident
    # and Down comes back to my hand
    key(app, pygame.K_DOWN)
    assert scene.focused_card() in [s.ident for s in hand]


def test_a_card_spent_from_the_hand_hands_the_focus_to_the_next(app: App) -> None:
    # given the second card of my hand in focus
    scene = my_table(app)
    hand = list(scene.view().me.hand)
    key(app, pygame.K_RIGHT)
    # when I spend it with C
    key(app, pygame.K_c)
    assert scene.session.game.commands[-1] == (0, ("currency", hand[1]))
    # then the card that took its place has the focus
    assert scene.focused_card() == hand[2]


def test_z_pins_the_card_in_focus_and_the_pin_follows_the_arrows(app: App) -> None:
    scene = my_table(app)
    hand = list(scene.view().me.hand)
    key(app, pygame.K_z)
    assert scene.zoom.pinned and scene.zoom.key == hand[0]
    key(app, pygame.K_RIGHT)
    assert scene.zoom.pinned and scene.zoom.key == hand[1]


def test_m_mutes_and_says_so(app: App) -> None:
    scene = my_table(app)
    muted = app.sounds.muted
    key(app, pygame.K_m)
    assert app.sounds.muted != muted and scene.toast.startswith("Sound")
    key(app, pygame.K_m)
    assert app.sounds.muted == muted


def test_with_a_button_in_keyboard_focus_the_arrows_leave_the_cards_alone(app: App) -> None:
    # given a button focused with Tab
    scene = my_table(app)
    focused = scene.focused_card()
    key(app, pygame.K_TAB)
    assert scene.focused_widget() is not None
    # when I press Right, then the card focus stays; Esc gives the keys back to the cards
    key(app, pygame.K_RIGHT)
    assert scene.focused_card() == focused
    key(app, pygame.K_ESCAPE)
    assert scene.focused_widget() is None and app.top is scene


def test_the_keys_overlay_lists_the_tables_keys(app: App) -> None:
    scene = my_table(app)
    labels = [label for label, _ in scene.key_rows()]
    for label in ("Left / Right", "Up / Down", "Enter or 1-9", "C", "Z", "E", "U or Ctrl+Z", "Space", "L", "M",
                  "F1 or ?", "Esc"):
        assert label in labels
