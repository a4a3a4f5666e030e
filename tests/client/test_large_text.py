"""Large text works in both languages: at 100% and 200% text, in the smallest window (1280x720)
and at 1920x1080, in English and in Japanese, every screen a player reaches keeps every control
and label on the screen, none over another (tests/client/helpers_geometry.py), and the table's log
keeps six lines. Heart of Crown's screens and Crown Rivals' alike."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop import i18n
from hoc_desktop.client.crown_rivals.new_game import CrownRivalsNewGame
from hoc_desktop.client.crown_rivals.results import CRSummary, CrownRivalsResults
from hoc_desktop.client.hoc.results import HeartOfCrownResults
from hoc_desktop.client.hoc.setup import quick_game
from hoc_desktop.client.main import Program
from hoc_desktop.client.scenes.join import JoinScene
from hoc_desktop.client.scenes.load import LoadScene
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.hoc.new_game import NewGameScene
from hoc_desktop.client.scenes.settings import SettingsScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.hoc.table.layout import LOG_LINES
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.menu import MenuScene
from hoc_desktop.i18n import _
from hoc_desktop.engine.crown_rivals.cards import suit_of
from tests.client.crown_rivals.test_table import seat0_first, seed_where, table_for
from tests.client.helpers_client import key
from tests.client.kit.test_replay import SETUPS, finished
from tests.client.kit.test_review_marks import decision, review_of
from tests.client.helpers_geometry import Named, assert_fits
from tests.client.scenes.test_results import summary

SIZES = [(1280, 720), (1920, 1080)]
GAMES = list(SETUPS)
SCALES = [1.0, 2.0]
LANGUAGES = ["en", "ja"]
BROKEN_PACK = "cards: [ {name: 3"


def case(size: tuple[int, int], scale: float) -> str:
    return f"{size[0]}x{size[1]} at {round(scale * 100)}% in {i18n.language()}"


@pytest.fixture(params=[(size, scale, lang) for lang in LANGUAGES for size in SIZES for scale in SCALES],
                ids=[f"{lang}-{s[0]}x{s[1]}-text{round(t * 100)}" for lang in LANGUAGES for s in SIZES for t in SCALES])
def shown_at(request: pytest.FixtureRequest, app: App, language) -> tuple[tuple[int, int], float]:
    """The window at one size, text scale and language (English again after the test)."""
    size, scale, lang = request.param
    language(lang)
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    return size, scale


def program(app: App, tmp_path: Path, scale: float, damaged: bool = False) -> Program:
    """The program on the title screen, a card pack that does not load in its packs folder, and
    (`damaged`) an autosave that cannot be read: both notices show on the title."""
    saves, packs = tmp_path / "saves", tmp_path / "packs"
    saves.mkdir()
    packs.mkdir()
    (packs / "broken.yaml").write_text(BROKEN_PACK, encoding="utf-8")
    if damaged:
        (saves / "autosave.json").write_text("{ not json", encoding="utf-8")
    prog = Program(app, saves=saves,
                   settings=Settings(text_scale=scale, guides_seen=("heart-of-crown", "crown-rivals"), speed="instant"),
                   packs_folder=packs)
    app.push(prog.title())
    app.step()
    return prog


def title_drawn(scene: TitleScene) -> list[Named]:
    return [("the name", scene._title_rect), ("the crown", scene._emblem_rect)] if scene._emblem_rect.width \
        else [("the name", scene._title_rect)]


def test_the_title_with_both_notices_fits(app: App, tmp_path: Path, shown_at) -> None:
    # given a damaged autosave and a card pack that does not load
    program(app, tmp_path, shown_at[1], damaged=True)
    title = app.top
    assert isinstance(title, TitleScene) and "\n" in title.notice.text
    # then the title's buttons, notice and hint are on screen, apart
    assert_fits(title, f"title {case(*shown_at)}", title_drawn(title))


def test_settings_new_game_and_load_fit(app: App, tmp_path: Path, shown_at) -> None:
    prog = program(app, tmp_path, shown_at[1], damaged=True)
    prog.open_settings()
    app.step()
    assert isinstance(app.top, SettingsScene)
    assert_fits(app.top, f"settings {case(*shown_at)}")
    app.pop()
    prog.new_game()
    app.step()
    assert isinstance(app.top, NewGameScene)
    assert_fits(app.top, f"new game {case(*shown_at)}")
    app.pop()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    app.step()
    assert isinstance(app.top, LoadScene)
    assert_fits(app.top, f"load {case(*shown_at)}")


def test_the_confirm_dialogs_fit(app: App, tmp_path: Path, shown_at) -> None:
    # given a damaged autosave: starting a game asks first, with a long detail
    prog = program(app, tmp_path, shown_at[1], damaged=True)
    prog.quick_play()
    app.step()
    ask = app.top
    assert isinstance(ask, ConfirmScene) and ask.detail
    assert_fits(ask, f"start-over confirm {case(*shown_at)}", [("the box", ask.box)], frame=ask.box)
    # and the table's question before ending a turn with coins unspent
    end_turn = ConfirmScene(app, "End your turn with 3 coins unspent?", "End turn", "Keep playing", lambda: None,
                            detail="Coins left at the end of a turn are lost.")
    app.push(end_turn)
    app.step()
    assert_fits(end_turn, f"end-turn confirm {case(*shown_at)}", [("the box", end_turn.box)], frame=end_turn.box)
    # and the three-way question when a game is in progress
    three = ConfirmScene(app, "Start a new game?", "Keep it and start", "Cancel", lambda: None,
                         other=("Drop it and start", lambda: None), detail="A game is in progress.")
    app.push(three)
    app.step()
    assert_fits(three, f"three-way confirm {case(*shown_at)}", [("the box", three.box)], frame=three.box)


def hand_cards(table: TableScene) -> list[Named]:
    """Your hand's cards as drawn: at the hand's card size, tilted about their centres."""
    out = []
    for spot in table.board.picture.spots.values():
        if spot.zone[0] == "hand" and spot.rect.width == table.layout.hand_w:
            rect, tilt = spot.rect, math.radians(spot.angle)
            w = math.ceil(rect.width * abs(math.cos(tilt)) + rect.height * abs(math.sin(tilt)))
            h = math.ceil(rect.height * abs(math.cos(tilt)) + rect.width * abs(math.sin(tilt)))
            out.append(("a hand card", pygame.Rect(rect.centerx - w // 2, rect.centery - h // 2, w, h)))
    return out


def test_the_table_fits_and_keeps_six_log_lines(app: App, tmp_path: Path, shown_at) -> None:
    # given a game at the table
    prog = program(app, tmp_path, shown_at[1])
    prog.start_game(*quick_game(3))
    for _frame in range(10):
        app.step()
    table = app.top
    assert isinstance(table, TableScene)
    # then its controls and the cards in your hand are on screen, apart
    cards = hand_cards(table)
    assert cards
    assert_fits(table, f"table {case(*shown_at)}", cards)
    # and the log keeps six lines
    assert table.log.rect.height >= LOG_LINES * app.theme.line_height(table.log.role)


def test_the_tables_menu_keeps_every_choice_on_screen(app: App, tmp_path: Path, shown_at) -> None:
    prog = program(app, tmp_path, shown_at[1])
    prog.start_game(*quick_game(3))
    for _frame in range(10):
        app.step()
    table = app.top
    assert isinstance(table, TableScene)
    # when the menu opens, every choice (Leave to the title included) is on screen
    table.open_menu()
    app.step()
    menu = app.top
    assert isinstance(menu, MenuScene)
    assert_fits(menu, f"menu {case(*shown_at)}", [("the box", menu.box)], frame=menu.box)
    assert any(b.text == _("Leave to the title") for b in menu.buttons)


def test_crown_rivals_setup_fits(app: App, tmp_path: Path, shown_at) -> None:
    # given the title, when Crown Rivals' setup screen opens, then its controls stay on screen, apart
    program(app, tmp_path, shown_at[1])
    key(app, pygame.K_v)
    assert isinstance(app.top, CrownRivalsNewGame)
    assert_fits(app.top, f"crown rivals setup {case(*shown_at)}")


def test_crown_rivals_table_fits_with_each_hand_cards_buttons(app: App, shown_at) -> None:
    # given a Crown Rivals table whose first hand holds a diamond and other cards (so a card offers
    # "With the ace of diamonds: 6", the longest of its buttons)
    def has_boost(game: Any) -> bool:
        hand = game.state.players[0].hand
        return seat0_first(game) and any(suit_of(c) == "D" for c in hand) and any(suit_of(c) != "D" for c in hand)

    scene = table_for(app, seed_where(has_boost))
    assert_fits(scene, f"crown rivals table {case(*shown_at)}")
    # when each card of the hand is in focus, then its buttons stay on screen, apart, labels whole
    for card in scene.view().me.hand:
        scene.card_focus = card
        app.step()
        assert scene.action_buttons, card
        assert_fits(scene, f"crown rivals table, {card} in focus, {case(*shown_at)}")


@pytest.mark.parametrize("game", ["heart-of-crown", "crown-rivals"])
def test_the_results_fit_with_every_button(app: App, shown_at, game: str) -> None:
    # given a finished game's results offering every choice (play again, title, replay, review)
    part = HeartOfCrownResults(summary(4)) if game == "heart-of-crown" else CrownRivalsResults(
        CRSummary(players=["You", "Normal"], winner=0, reason="influence", influence=[42, 18],
                  by_turn=[[20, 24, 31, 42], [20, 19, 22, 18]]))
    scene = ResultsScene(app, part, lambda: None, lambda: None, on_replay=lambda: None, on_review=lambda: None)
    # when it is shown, then its buttons, headline and chart stay on screen, apart
    app.push(scene)
    app.step()
    assert_fits(scene, f"{game} results {case(*shown_at)}")


def test_the_join_screen_fits_with_its_problem_line(app: App, shown_at) -> None:
    # given the Join screen with an address that is no address
    scene = JoinScene(app, lambda *args: None, lambda address: None, lambda: None, lambda *args: None,
                      address="not an address", code="ABCD-EFGH")
    app.push(scene)
    scene.join()
    app.step()
    assert scene.message.text.startswith(_("Not a table's address. {hint}").split("{")[0])
    # then its fields, buttons and the one line of what went wrong stay on screen, apart
    assert_fits(scene, f"join {case(*shown_at)}")


@pytest.fixture(scope="module")
def finished_games() -> dict[str, Any]:
    """A finished game of each game, played once for every size, scale and language."""
    return {game: finished(game) for game in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_the_replay_bar_keeps_every_control_and_a_usable_timeline(app: App, tmp_path: Path, shown_at,
                                                                  finished_games: dict[str, Any], game: str) -> None:
    # given a finished game's replay with a review, all cards face up: every control of the bar shown
    setup, whole = finished_games[game]
    prog = program(app, tmp_path, shown_at[1])
    prog.replay(setup, ["human", "normal"], whole, 0, lambda: None, review=review_of(decision(3, 1, 0.3)))
    bar = app.top
    assert isinstance(bar, ReplayBar)
    key(app, pygame.K_f)
    assert bar.take_over.visible and bar.viewer.visible and bar.viewer.value == _("All cards face up")
    # then its buttons, view choice, timeline and the review's strip stay on screen, apart
    assert bar.marks is not None
    assert_fits(bar, f"{game} replay bar {case(*shown_at)}", [("the review's strip", bar.marks.strip)])
    # and the timeline's track keeps at least a third of the window, the table the rest (most of it)
    assert bar.timeline.track().width >= app.size[0] // 3
    assert bar.area.top == bar.band.bottom and bar.area.height >= app.size[1] * 3 // 5
