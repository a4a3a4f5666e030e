"""The replay bar over a game's own table: the table may be looked at but never played. A card
the view shows face up is shown large (hovered, right-clicked, Z over it or on the card in focus,
which Shift and the arrows move), a card it shows face down never; a public pile lists its
cards; a face-down pile lists its cards sorted only where a finished game's replay shows every
card. Both games."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pygame
import pytest

from hoc_desktop import engine
from hoc_desktop.client.crown_rivals.looking import face_up_spots
from hoc_desktop.client.crown_rivals.table import CrownRivalsTable
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.pile_viewer import PileViewer, sorted_title
from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.main import Program
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets.base import HOVER_ZOOM_SECONDS
from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.games import kit_for
from tests.client.helpers_client import key, post
from tests.client.kit.test_replay import SETUPS, finished, run_until_still

FOUR = "heart-of-crown, four players"


def four_players() -> tuple[dict[str, Any], engine.Game]:
    """A whole 4-player Heart of Crown game played to its end by quick AI seats."""
    setup = make_setup(["human", "normal", "normal", "normal"], "First Time Playing", 9)
    kit = kit_for(setup)
    game = kit.new_game(setup)
    policies = [kit.make_policy("money", seat + 1) for seat in range(4)]
    while (prompt := game.prompt()) is not None and kit.contest.turn(game) <= kit.contest.max_turns:
        game.submit(prompt.seat, kit.decide(policies[prompt.seat], game, prompt.seat)[0])
    return setup, game


@pytest.fixture(scope="module", params=[*SETUPS, FOUR])
def played(request: pytest.FixtureRequest) -> tuple[dict[str, Any], engine.Game]:
    return four_players() if request.param == FOUR else finished(request.param)


@pytest.fixture
def bar(app: App, tmp_path: Path, played: tuple[dict[str, Any], engine.Game]) -> Iterator[ReplayBar]:
    """The replay of the finished game at its end, from the first seat's view, its table still."""
    setup, whole = played
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    program.replay(setup, ["human", *["normal"] * (len(setup["players"]) - 1)], whole, 0, lambda: None)
    scene = app.top
    assert isinstance(scene, ReplayBar)
    key(app, pygame.K_END)
    run_until_still(app)
    yield scene


def opponent_cards(bar: ReplayBar) -> list[tuple[str | None, pygame.Rect]]:
    """The first opponent's hand as the table draws it, (card or None face down, where), in the
    window's coordinates, topmost last (Heart of Crown: that opponent's panel; Crown Rivals: the
    rival's pile, or its fanned hand once all cards are face up)."""
    table = bar.table
    if isinstance(table, TableScene):
        sprites = [s for s in table.board.sprites.values() if s.zone == ("hand", 1)]
        cards = [(s.key, s.rect) for s in sorted(sprites, key=lambda s: s.rect.x)]
    else:
        assert isinstance(table, CrownRivalsTable)
        view = table.view()
        if view.them.hand is None:
            cards = [(None, table.layout.their_hand)]
        else:
            cards = [(c, r) for zone, c, r in face_up_spots(view, table.layout, table.theme) if zone == "their_hand"]
    return [(card, rect.move(bar.area.topleft)) for card, rect in cards]


def rest_on(app: App, bar: ReplayBar, pos: tuple[int, int]) -> None:
    """The pointer moves to `pos` and rests there as long as a hover zoom waits."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    bar.update(HOVER_ZOOM_SECONDS)


def press(app: App, pos: tuple[int, int], button: int) -> None:
    post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
    post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
    app.step()


def test_a_face_up_card_shows_large_by_hover_right_click_or_z_and_nothing_is_played(
        app: App, bar: ReplayBar, played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game's replay with all cards face up, when the pointer rests on an
    opponent's hand card, then it shows large; a right-click there pins it, again hides it; Z over
    it pins it, Esc hides it without closing the replay; and the game watched is unchanged."""
    key(app, pygame.K_f)
    assert bar.replay.sight == FACE_UP
    card, rect = opponent_cards(bar)[-1]
    assert card is not None
    zoom = bar.table.zoom                                         # type: ignore[attr-defined]
    rest_on(app, bar, rect.center)
    assert zoom.key == card and zoom.source == "hover"
    press(app, rect.center, 3)
    assert zoom.key == card and zoom.pinned
    press(app, rect.center, 3)
    assert zoom.key is None
    key(app, pygame.K_z)
    assert zoom.key == card and zoom.pinned
    key(app, pygame.K_ESCAPE)
    assert zoom.key is None and app.top is bar
    assert bar.table.refused == [] and bar.replay.game.commands == played[1].commands


def test_shift_and_an_arrow_move_the_card_in_focus_and_z_shows_it_large(app: App, bar: ReplayBar) -> None:
    """Given the replay with the pointer on no card, when Shift and an arrow move the card focus,
    then the replay stays where it stands; Z shows the card in focus large, Z again hides it."""
    at = bar.replay.at
    rest_on(app, bar, (1, bar.area.bottom - 1))
    key(app, pygame.K_UP, pygame.KMOD_SHIFT)
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    table = bar.table
    spot = table.focus_ring.spot(table.focus_rows())              # type: ignore[attr-defined]
    assert spot is not None and spot.card is not None and bar.replay.at == at
    key(app, pygame.K_z)
    assert table.zoom.key == spot.card                            # type: ignore[attr-defined]
    key(app, pygame.K_z)
    assert table.zoom.key is None                                 # type: ignore[attr-defined]


def test_a_card_the_seat_sees_face_down_is_never_shown_large(app: App, bar: ReplayBar) -> None:
    """Given the replay from the first seat's own view, when the pointer rests on, right-clicks or
    presses Z over the opponent's face-down hand, then none of its cards is shown large (Z shows
    the card in focus, one of the seat's own, if there is one)."""
    cards = opponent_cards(bar)
    assert cards and all(card is None for card, _rect in cards)
    zoom = bar.table.zoom                                         # type: ignore[attr-defined]
    table = bar.table
    for _card, rect in cards:
        rest_on(app, bar, rect.center)
        assert zoom.key is None
        press(app, rect.center, 3)
        assert zoom.key is None
        key(app, pygame.K_z)                          # no card under the pointer: the card in focus, if any
        spot = table.focus_ring.spot(table.focus_rows())          # type: ignore[attr-defined]
        assert zoom.key == (spot.card if spot is not None else None)
        zoom.close()


def own_pile_at(bar: ReplayBar, kind: str) -> pygame.Rect:
    """Where the first seat's own draw or discard pile (`kind`) lies, in the window."""
    table = bar.table
    if isinstance(table, TableScene):
        rect = table.board.picture.anchors[(kind, 0)]
    else:
        assert isinstance(table, CrownRivalsTable)
        rect = getattr(table.layout, f"my_{kind}")
    return rect.move(bar.area.topleft)


def shared_deck_at(bar: ReplayBar) -> tuple[tuple[str, None], pygame.Rect]:
    """The face-down pile every seat draws from the market with, and where it lies in the window
    (Heart of Crown: the Supply; Crown Rivals: the market deck)."""
    table = bar.table
    if isinstance(table, TableScene):
        zone: tuple[str, None] = ("supply", None)
        rect = table.board.picture.anchors[zone]
    else:
        assert isinstance(table, CrownRivalsTable)
        zone, rect = ("market_deck", None), table.layout.market_deck
    return zone, rect.move(bar.area.topleft)


def test_a_draw_pile_is_listed_sorted_only_with_all_cards_face_up(
        app: App, bar: ReplayBar, played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given the finished game's replay at its end, when the first seat's draw pile is clicked in
    that seat's view, then nothing opens; with all cards face up, its cards open sorted (the
    game's own pile at that moment, in no order) under a title that says so; the discard pile
    opens in either view."""
    setup, whole = played
    pile = own_pile_at(bar, "draw")
    press(app, pile.center, 1)
    assert app.top is bar
    press(app, own_pile_at(bar, "discard").center, 1)
    assert isinstance(app.top, PileViewer) or bar.table.toast      # a pile with no card says so
    if app.top is not bar:
        key(app, pygame.K_ESCAPE)
    key(app, pygame.K_f)
    press(app, pile.center, 1)
    viewer = app.top
    assert isinstance(viewer, PileViewer)
    kit = kit_for(setup)
    assert kit.pile_keys is not None
    assert viewer.keys == sorted(kit.pile_keys(whole.state, ("draw", 0)))
    assert viewer.title.endswith(sorted_title("")) and viewer.keys
    key(app, pygame.K_ESCAPE)
    assert app.top is bar
    zone, deck = shared_deck_at(bar)                  # the market's face-down deck, likewise
    left = sorted(kit.pile_keys(whole.state, zone))
    assert left
    press(app, deck.center, 1)
    assert isinstance(app.top, PileViewer) and app.top.keys == left


def test_the_bar_keeps_its_controls_above_the_table(app: App, bar: ReplayBar) -> None:
    """Given the replay, when the timeline is pressed in the bar, then the replay moves and the
    table under it is not looked into (no pile opens, no zoom)."""
    track = bar.timeline.track()
    press(app, (track.x, track.centery), 1)
    assert bar.replay.at == 0 and app.top is bar
    assert bar.table.zoom.key is None                              # type: ignore[attr-defined]
