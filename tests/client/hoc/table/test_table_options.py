"""The table's optional behaviours: auto-play of Territory cards, the unspent-coins question, the
leave question, and the speed selector reporting its choice."""

from __future__ import annotations

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.menu import MenuScene
from hoc_desktop.client.hoc.table.scene import TableScene
from tests.client.helpers_client import click, key
from tests.client.hoc.table.driver import advance, open_table


def territories_only(scene: TableScene):
    cards = scene.session.game.state.cards
    return lambda p: (p.kind == "main" and any(o[0] == "play" for o in p.options)
                      and all(cards[o[1]].is_territory for o in p.options if o[0] == "play"))


def test_auto_play_plays_territory_cards_by_themselves(app: App) -> None:
    # given my Main Phase where every playable card is a Territory, with auto-play on
    scene = open_table(app)
    advance(app, scene, territories_only(scene))
    scene.auto_play = True
    before = len(scene.session.game.state.players[0].field)
    # when a few frames pass
    for _ in range(20):
        app.step()
    # then the Territory cards were played without a click
    assert len(scene.session.game.state.players[0].field) > before


def test_without_auto_play_nothing_is_played_for_me(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, territories_only(scene))
    commands = len(scene.session.game.commands)
    for _ in range(20):
        app.step()
    assert len(scene.session.game.commands) == commands


def test_ending_a_turn_with_coins_to_spend_asks_first(app: App) -> None:
    # given my Second Phase with coins and something to buy, and the question turned on
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second" and scene.session.game.state.turn.coins > 0
            and any(o[0] == "buy" for o in p.options))
    scene.confirm_unspent = True
    commands = len(scene.session.game.commands)
    # when I end the turn, a question comes up and nothing happens yet
    click(app, scene.end_phase.rect.center)
    assert isinstance(app.top, ConfirmScene) and "unspent" in app.top.question
    assert len(scene.session.game.commands) == commands
    # "Keep playing" takes me back; "End turn" ends it
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and len(scene.session.game.commands) == commands
    click(app, scene.end_phase.rect.center)
    click(app, app.top.yes.rect.center)
    assert app.top is scene and scene.session.game.commands[-1] == (0, ("end_turn",))


def test_no_question_when_the_setting_is_off(app: App) -> None:
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second" and scene.session.game.state.turn.coins > 0)
    click(app, scene.end_phase.rect.center)
    assert app.top is scene and scene.session.game.commands[-1] == (0, ("end_turn",))


def test_escape_opens_the_menu_and_leaving_asks_first(app: App) -> None:
    left: list[bool] = []
    scene = open_table(app)
    scene.on_leave = lambda: left.append(True)
    # Esc opens the menu; Esc again resumes
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not left
    # "Leave to the title" asks; "Stay" keeps the game, "Leave" leaves
    key(app, pygame.K_ESCAPE)
    leave = next(b for b in app.top.buttons if b.text.startswith("Leave"))
    click(app, leave.rect.center)
    assert isinstance(app.top, ConfirmScene) and not left
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and not left
    key(app, pygame.K_ESCAPE)
    click(app, next(b for b in app.top.buttons if b.text.startswith("Leave")).rect.center)
    key(app, pygame.K_RETURN)
    assert left == [True]


def test_the_speed_selector_changes_the_pace_and_reports_it(app: App) -> None:
    chosen: list[str] = []
    scene = open_table(app, speed="normal")
    scene.on_speed = chosen.append
    click(app, (scene.speed.rect.right - 5, scene.speed.rect.centery))
    assert scene.pacer.speed == "fast" and chosen == ["fast"]


def test_the_game_waits_while_a_menu_is_open(app: App) -> None:
    # given the AI is to move (its process is replaced by a stand-in that would answer at once)
    scene = open_table(app)
    scene.session.stand_ins[0] = "baseline"
    asked: list[bool] = []
    scene.session.update = lambda: asked.append(True) or False        # type: ignore[method-assign]
    # when the menu is open, the game is not driven; when it closes, it is again
    key(app, pygame.K_ESCAPE)
    app.step()
    assert asked == []
    key(app, pygame.K_ESCAPE)
    app.step()
    assert asked
