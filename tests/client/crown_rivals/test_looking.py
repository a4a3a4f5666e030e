"""Looking at the Crown Rivals table with the shared kit: a card shows large on hover, a
right-click or Z (as at the Heart of Crown table), each public pile opens a list of exactly its
cards, and the rival's hand and the draw piles' order never show."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from hoc_desktop.ai.crown_rivals import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.crown_rivals.looking import face_up_spots
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.kit.pile_viewer import PileViewer
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine.crown_rivals.view import SeatView
from tests.client.crown_rivals.test_table import seat0_first, seed_where, table_for, table_with_a_pick
from tests.client.helpers_client import click, key, post


TRASHING_SEED = 4     # seat 0 first; by turn 11 (seeded normal choices) a card was trashed


def played_table(app: App) -> CrownRivalsTable:
    """A table where both seats (seat 0 by the table, seat 1 directly) played some turns with
    seeded AI choices, stopped at my turn: both discard piles and the trash have cards."""
    scene = table_for(app, TRASHING_SEED)
    game = scene.session.game
    policies = [make_policy("normal", 1), make_policy("normal", 2)]
    while True:
        prompt = game.prompt()
        state = game.state
        if (prompt.seat == 0 and prompt.offers_commands and state.trash and state.turn.number > 4
                and state.players[0].discard and state.players[1].discard):
            break
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView.of(state, prompt.seat)))
        if prompt.seat == 0:
            assert scene.issue(0, command) is None
        else:
            game.submit(1, command)
        app.step()
    app.step()
    return scene


def move(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step()


def right_click(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=3)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=3)
    app.step()


def spot_of(scene: CrownRivalsTable, zone: str) -> tuple[str, pygame.Rect]:
    return next((card, rect) for z, card, rect in face_up_spots(scene.view(), scene.layout, scene.theme) if z == zone)


def test_resting_on_a_card_shows_it_large_until_the_pointer_moves_on(app: App) -> None:
    # given my turn, the pointer resting on a hand card
    scene = table_for(app, seed_where(seat0_first))
    card, rect = spot_of(scene, "hand")
    move(app, rect.center)
    assert scene.animating and scene.looking.zoom.key is None      # on its way
    # when it rests there long enough
    scene.update(0.6)
    # then that card is shown large, and moving off it hides it
    assert scene.looking.zoom.key == card and scene.looking.zoom.source == "hover"
    move(app, (scene.layout.my_play.centerx, scene.layout.my_play.bottom - 2))
    assert scene.looking.zoom.key is None


@pytest.mark.parametrize("zone", ["hand", "market"])
def test_a_right_click_pins_a_card_large_and_again_hides_it(app: App, zone: str) -> None:
    scene = table_for(app, seed_where(seat0_first))
    card, rect = spot_of(scene, zone)
    right_click(app, rect.center)
    assert scene.looking.zoom.pinned and scene.looking.zoom.key == card
    app.draw()                                        # the zoom is drawn (no error at the table's size)
    right_click(app, rect.center)
    assert scene.looking.zoom.key is None
    assert scene.session.game.commands == []          # looking never acts


def test_z_shows_the_card_in_focus_and_esc_hides_it_before_the_menu(app: App) -> None:
    # given the second hand card in focus
    scene = table_for(app, seed_where(seat0_first))
    key(app, pygame.K_RIGHT)
    focused = scene.focused_card()
    # when Z is pressed, then it is shown large
    key(app, pygame.K_z)
    assert scene.looking.zoom.pinned and scene.looking.zoom.key == focused
    # Z again hides it; Z then Esc hides it without opening the menu
    key(app, pygame.K_z)
    assert scene.looking.zoom.key is None
    key(app, pygame.K_z)
    key(app, pygame.K_ESCAPE)
    assert scene.looking.zoom.key is None and app.top is scene


def test_the_rivals_played_cards_and_a_piles_top_card_can_be_zoomed(app: App) -> None:
    scene = played_table(app)
    view = scene.view()
    top = view.me.discard[-1]
    right_click(app, scene.layout.my_discard.center)
    assert scene.looking.zoom.key == top
    assert app.top is scene                          # a right-click never opens the list


@pytest.mark.parametrize("pile", ["mine", "theirs", "trash"])
def test_each_public_pile_opens_a_list_of_exactly_its_cards(app: App, pile: str) -> None:
    # given a game some turns in
    scene = played_table(app)
    view = scene.view()
    L = scene.layout
    rect, cards, title = {"mine": (L.my_discard, view.me.discard, "Your discard pile"),
                          "theirs": (L.their_discard, view.them.discard, f"{view.them.name}'s discard pile"),
                          "trash": (L.trash, view.trash, "The trash")}[pile]
    # when I click the pile
    click(app, rect.center)
    # then a list opens with its cards, the top one first, named for whose it is
    viewer = app.top
    assert isinstance(viewer, PileViewer)
    assert viewer.keys == list(reversed(cards)) and viewer.title == title
    app.draw()
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_an_empty_pile_says_so_instead_of_an_empty_list(app: App) -> None:
    scene = table_for(app, seed_where(seat0_first))
    assert not scene.view().trash
    click(app, scene.layout.trash.center)
    assert app.top is scene and "empty" in scene.toasts.text


def test_the_rivals_hand_and_the_draw_piles_never_show(app: App, monkeypatch: Any) -> None:
    # given a game some turns in, every face the window draws recorded
    scene = played_table(app)
    state = scene.session.game.state
    secret = set(state.players[1].hand) | set(state.players[0].draw) | set(state.players[1].draw)
    secret -= set(scene.view().me.hand or ())
    drawn: list[str] = []
    faces = type(scene.faces)
    real = faces.face
    monkeypatch.setattr(faces, "face", lambda self, card, width, palette="standard": drawn.append(card)
                        or real(self, card, width, palette))
    L = scene.layout
    # when every card and pile is hovered, right-clicked and clicked
    for rect in [L.their_hand, L.their_draw, L.my_draw, L.market_deck]:
        right_click(app, rect.center)
        assert scene.looking.zoom.key is None                 # a back is never shown large
        click(app, rect.center)
        assert app.top is scene                              # nor listed
    for _zone, _card, rect in face_up_spots(scene.view(), L, scene.theme):
        right_click(app, rect.center)
        app.draw()
    for rect in [L.my_discard, L.their_discard, L.trash]:
        click(app, rect.center)
        app.draw()
        key(app, pygame.K_ESCAPE)
    # then no secret card was ever drawn
    assert drawn and not secret & set(drawn)


def test_a_question_panels_card_shows_large_until_the_panel_closes(app: App) -> None:
    # given a bonus asking me to pick, one of its cards shown large (a hover or right-click there)
    scene = table_with_a_pick(app)
    assert scene.panel is not None
    card = next(o for o in scene.panel.prompt.options if isinstance(o, str))
    scene.panel.on_zoom(card)
    assert scene.looking.zoom.key == card and scene.looking.zoom.source == "panel"
    # when the question is answered
    key(app, pygame.K_1)
    if scene.panel is not None:
        key(app, pygame.K_RETURN)
    app.step()
    # then the panel and its zoom are gone
    assert scene.panel is None or scene.panel.prompt is not scene.session.game.prompt()
    assert scene.looking.zoom.key is None
