"""Undo at the table: your latest decision (and the AI moves after it) goes back, never across a
card you have seen drawn or revealed, nor another human's decision."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.kit.session import GameSession
from tests.client.helpers_client import click, key
from tests.client.hoc.table.driver import advance, card_center, drag, has_option, open_table


def test_undo_takes_back_a_play_and_the_table_follows(app: App) -> None:
    # given I have just played a Farming Village (which draws nothing)
    scene = open_table(app)
    prompt = advance(app, scene, lambda p: has_option("play")(p) and any(
        scene.session.game.state.cards[o[1]].key == "farming_village" for o in p.options if o[0] == "play"))
    card = next(o[1] for o in prompt.options if o[0] == "play"
                and scene.session.game.state.cards[o[1]].key == "farming_village")
    commands = list(scene.session.game.commands)
    drag(app, card_center(scene, card), scene.layout.field.center)
    assert card in scene.session.game.state.players[0].field and scene.undo.enabled
    # when I press Undo
    click(app, scene.undo.rect.center)
    # then the game and the picture are as before the play
    assert scene.session.game.commands == commands
    assert card in scene.session.game.state.players[0].hand
    assert scene.board.sprites[card].zone == ("hand", 0)
    assert scene.table.view() == scene.session.game.view(0)


def test_no_undo_across_a_draw_i_have_seen(app: App) -> None:
    # given my turn ended: the cleanup drew me a new hand
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second")
    scene.issue(0, ("end_turn",))
    advance(app, scene, lambda p: p.kind == "main")
    # when I press U (the button is off) or Ctrl+Z
    commands = list(scene.session.game.commands)
    assert not scene.undo.enabled
    key(app, pygame.K_u)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    # then nothing is undone, and the table says why
    assert scene.session.game.commands == commands
    assert "Nothing to undo" in scene.toast


def test_hot_seat_undo_stops_at_another_humans_decision(app: App) -> None:
    kinds = ["human", "human"]
    session = GameSession(make_setup(kinds, "First Time Playing", 2), kinds, worker=None)
    game = session.game
    first = game.prompt().seat
    session.viewer = first
    game.submit(first, ("end_main",))
    assert session.undo_target() is not None
    game.submit(first, ("end_turn",))
    other = game.prompt().seat
    session.viewer = other
    assert other != first and session.undo_target() is None
