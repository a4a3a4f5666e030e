"""The zoom at the table: one owner (zoom.py) for hover and zoom, a zoom that closes when what
opened it goes away unless the player pinned it, never jumps across the table, and a window that
draws nothing while a zoom is open and nothing moves."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.table.scene import TableScene
from tests.client.helpers_client import key, post
from tests.client.hoc.table.driver import advance, card_center, drag, open_table

IDLE_FRAMES = 30


def hand_of(scene: TableScene) -> list[int]:
    return list(scene.session.game.state.players[0].hand)


def rest(scene: TableScene, pos: tuple[int, int], app: App) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step()


def drawn_while_idle(app: App, frames: int = IDLE_FRAMES) -> int:
    """Frames drawn over `frames` loop steps once everything has settled (short glides such as
    the hand's hover lift run on the real clock: wait until a few steps in a row draw nothing)."""
    quiet = 0
    for _ in range(2_000):
        quiet = 0 if app.step() else quiet + 1
        if quiet >= 5:
            break
    before = app.draw_count
    for _ in range(frames):
        app.step()
    return app.draw_count - before


# ---------------------------------------------------------------- at the table: idle means idle

def test_idle_after_a_right_click_zoom_with_the_pointer_resting_on_the_card(app: App) -> None:
    # given my turn, the pointer resting on a hand card I right-clicked
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    at = card_center(scene, hand_of(scene)[0])
    rest(scene, at, app)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=3)
    app.step()
    assert scene.zoom.pinned
    # when nothing moves (the hand's hover lift settles first), then the window draws no frames
    assert drawn_while_idle(app) == 0
    assert not scene.animating


def test_idle_after_a_hover_zoom_opened(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    rest(scene, card_center(scene, hand_of(scene)[0]), app)
    scene.update(0.6)
    assert scene.zoom.key is not None and scene.zoom.source == "hover"
    assert drawn_while_idle(app) == 0


def test_idle_after_a_keyboard_zoom(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    key(app, pygame.K_LEFT)
    key(app, pygame.K_z)
    assert scene.zoom.pinned
    assert drawn_while_idle(app) == 0


def test_idle_after_a_question_panels_zoom(app: App) -> None:
    scene = open_table(app, seed=31)
    advance(app, scene, lambda p: not p.offers_commands)
    assert scene.panel is not None
    scene._zoom_card(scene.card_def("duke"))     # what the panel does on a hover or right-click
    assert scene.zoom.source == "panel"
    assert drawn_while_idle(app) == 0


# ---------------------------------------------------------------- at the table: what closes it

def test_a_slow_drag_leaves_no_zoom_behind(app: App) -> None:
    # given the pointer pressed on a hand card long enough for a hover zoom
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    card = hand_of(scene)[0]
    at = card_center(scene, card)
    rest(scene, at, app)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    app.step()
    scene.update(0.8)
    # then no zoom opens while the button is held
    assert scene.zoom.key is None
    # when the card is dragged and dropped onto an empty spot, no zoom is left over the buttons
    drag(app, at, (scene.layout.size[0] // 2, scene.layout.field.centery), steps=8)
    scene.update(0.8)
    assert scene.zoom.key is None


def test_a_panel_zoom_closes_when_the_question_is_answered(app: App) -> None:
    # given a question panel whose card is zoomed
    scene = open_table(app, seed=31)
    prompt = advance(app, scene, lambda p: not p.offers_commands)
    scene.zoom.open("duke", "panel", False)
    # when the question is answered (the smallest legal answer)
    answer = ("pick", tuple(prompt.options[:prompt.min]))
    assert scene.issue(0, answer) is None
    for _ in range(5):
        app.step()
    # then the zoom went with the panel (a next question opens a panel of its own)
    assert scene.panel is None or scene.panel.prompt is not prompt
    assert scene.zoom.key is None


def test_a_new_turn_closes_a_hover_zoom_but_keeps_a_pinned_one(app: App) -> None:
    # given a hover zoom on my turn
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second")
    rest(scene, card_center(scene, scene.session.game.state.basic["duke"][-1]), app)
    scene.update(0.6)
    assert scene.zoom.source == "hover"
    # when my turn ends and the next begins
    scene.issue(0, ("end_turn",))
    advance(app, scene, lambda p: p.kind == "main")
    # then it closed, and waits for the pointer to move before another
    assert scene.zoom.key is None and not scene.zoom.waiting
    # given a pinned zoom, when the next turn comes, it stays
    scene.zoom.open("duke", "pin", False)
    advance(app, scene, lambda p: p.kind == "second")
    scene.issue(0, ("end_turn",))
    advance(app, scene, lambda p: p.kind == "main")
    assert scene.zoom.key == "duke"


def test_the_zoom_keeps_its_side_when_the_pointer_crosses_the_table(app: App) -> None:
    # given a card zoomed by right-click on the left half (so drawn on the right)
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "main")
    left_card = min(hand_of(scene), key=lambda c: card_center(scene, c)[0])
    at = card_center(scene, left_card)
    post(pygame.MOUSEBUTTONDOWN, pos=at, button=3)
    app.step()
    side = scene.zoom.left
    # when the pointer moves to the other half, the zoom stays where it was
    rest(scene, (scene.layout.size[0] - 50, at[1]), app)
    assert scene.zoom.left == side and scene.zoom.key is not None


def test_idle_behind_the_hot_seat_curtain(app: App) -> None:
    # given a hot-seat table waiting behind its curtain
    from hoc_desktop.client.hoc.setup import make_setup
    from hoc_desktop.client.kit.session import GameSession
    kinds = ["human", "human"]
    session = GameSession(make_setup(kinds, "First Time Playing", 2), kinds, worker=None)
    scene = TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="normal")
    app.push(scene)
    # when nothing happens, then the window draws nothing after the curtain is shown
    assert scene.curtain is not None
    assert drawn_while_idle(app) == 0
