"""Edges of table life: a hand-over or a resize in the middle of a gesture, Esc over a question
with a card zoomed, the game ending behind a menu, a palette switch mid-game, a hovered card that
has just been played."""

from __future__ import annotations

from typing import Any

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.ui.menu import MenuScene
from hoc_desktop.client.hoc.table.layout import build_layout
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.ui.theme import Theme
from tests.client.helpers_client import click, key, post
from tests.client.hoc.table.driver import advance, card_center, has_option, open_table


def test_a_hand_over_forgets_the_previous_players_zoom_press_and_focus(app: App) -> None:
    # given two humans; the first rests the pointer on a card of their hand and presses it
    kinds = ["human", "human"]
    session = GameSession(make_setup(kinds, "First Time Playing", 2), kinds, worker=None)
    scene = TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant")
    app.push(scene)
    app.step()
    if scene.curtain is not None:
        click(app, (10, 10))
    first = session.viewer
    card = session.game.state.players[first].hand[0]
    post(pygame.MOUSEMOTION, pos=card_center(scene, card), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    scene.card_focus = card
    # when the turn passes and the next player takes the table
    while session.game.prompt().seat == first:
        prompt = session.game.prompt()
        scene.issue(first, next(o for o in prompt.options if o[0] in ("end_main", "end_turn")))
        app.step()
    app.step()
    assert scene.curtain is not None
    scene.update(1.0)                         # the old hover's timer must not run behind the curtain
    assert scene.zoom_key is None
    click(app, (10, 10))
    # then nothing of the first player's gestures is left
    assert session.viewer != first
    assert scene.zoom_key is None and scene.card_focus is None and scene.drag is None and scene._press is None


def test_esc_hides_a_zoom_without_declining_the_question(app: App) -> None:
    scene = open_table(app, seed=31)
    advance(app, scene, lambda p: not p.offers_commands)
    assert scene.panel is not None
    prompt = scene.session.game.prompt()
    scene.zoom.open("duke", "panel", False)
    key(app, pygame.K_ESCAPE)
    assert scene.zoom_key is None and scene.session.game.prompt() is prompt


def test_a_resize_in_the_middle_of_a_drag_drops_the_card(app: App) -> None:
    scene = open_table(app)
    prompt = advance(app, scene, has_option("play"))
    card = next(o[1] for o in prompt.options if o[0] == "play")
    at = card_center(scene, card)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    post(pygame.MOUSEMOTION, pos=(at[0], at[1] - 60), rel=(0, -60), buttons=(1, 0, 0))
    app.step()
    assert scene.drag is not None
    app.set_window_size((1920, 1080))
    assert scene.drag is None and scene._press is None
    post(pygame.MOUSEBUTTONUP, pos=scene.layout.field.center, button=1)
    app.step()
    assert card in scene.session.game.state.players[0].hand


def test_the_game_ending_behind_a_menu_waits_for_it(app: App) -> None:
    ended: list[Any] = []
    scene = open_table(app)
    scene.on_game_over = ended.append
    app.push(MenuScene(app, "Menu", [("Resume", lambda: None)]))
    state = scene.session.game.state                    # as if the last command had ended it
    state.phase, state.result = "over", {"winners": [0], "reason": "coronation", "scores": {0: 20, 1: 0}}
    for _ in range(5):
        scene.update(1.0)
    assert ended == []
    app.pop()
    scene.update(2.0)
    assert len(ended) == 1


def test_a_palette_switch_reaches_the_cards(app: App) -> None:
    scene = open_table(app)
    app.set_appearance(palette="colorblind")
    assert scene.board.palette == "colorblind"


def test_a_hovered_card_that_left_the_hand_does_not_shift_the_fan() -> None:
    layout = build_layout(Theme.for_window((1280, 720)), 2)
    assert layout.hand_fan(5, lifted=5) == layout.hand_fan(5)
