"""Replays: a finished game watched again at its own table, from a seat's view, step by step, with
nothing played and nothing shown that the seat's stream did not hold at that moment."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop import engine
from hoc_desktop.client.crown_rivals.setup import crown_rivals_setup
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.replay import REPLAY_REFUSAL, replay_of
from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.kit.window_kit import TableDoor, window_kit
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import write_save
from hoc_desktop.client.scenes.load import LoadScene
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.scenes.title import TitleScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine import hoc
from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.engine.crown_rivals.seat_table import SeatTable as CRSeatTable
from hoc_desktop.games import kit_for
from tests.client.helpers_client import key, post

SETUPS = {"heart-of-crown": lambda: make_setup(["human", "normal"], "First Time Playing", 5),
          "crown-rivals": lambda: crown_rivals_setup(["human", "normal"], 5)}
LEVELS = {"heart-of-crown": "money", "crown-rivals": "easy"}


def finished(game_name: str) -> tuple[dict[str, Any], engine.Game]:
    """A whole game of `game_name` played to its end by two quick AI levels."""
    setup = SETUPS[game_name]()
    kit = kit_for(setup)
    game = kit.new_game(setup)
    policies = [kit.make_policy(LEVELS[game_name], seat + 1) for seat in range(2)]
    while (prompt := game.prompt()) is not None and kit.contest.turn(game) <= kit.contest.max_turns:
        command, _ = kit.decide(policies[prompt.seat], game, prompt.seat)
        game.submit(prompt.seat, command)
    assert game.over
    return setup, game


@pytest.fixture(scope="module", params=list(SETUPS))
def played(request: pytest.FixtureRequest) -> tuple[dict[str, Any], engine.Game]:
    return finished(request.param)


def test_a_replay_shows_the_seat_stream_as_it_stood_at_each_step(played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game, when its replay steps on, back and jumps, then the viewer's events are
    always exactly that seat's stream of the game after that many commands."""
    setup, whole = played
    replay = replay_of(setup, ["human", "normal"], whole, viewer=0)
    assert replay.at == 0 and replay.events() == engine.game_after(whole, 0).events_for(0)
    for at in (1, 2, 7, 3, 0, replay.length, replay.length // 2):
        replay.seek(at)
        assert replay.events() == engine.game_after(whole, at).events_for(0)
    assert replay.seek(replay.length + 50) is False and replay.at == replay.length
    assert replay.events() == whole.events_for(0)


def test_a_replay_plays_nothing(played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a replay, then no person is asked, a command is refused with a reason and nothing moves."""
    setup, whole = played
    replay = replay_of(setup, ["human", "normal"], whole, viewer=0)
    replay.seek(3)
    prompt = replay.prompt()
    assert replay.human_prompt() is None and replay.undo_target() is None and not replay.update()
    assert prompt is not None and replay.submit(prompt.seat, prompt.options[0]) == REPLAY_REFUSAL
    assert replay.at == 3 and len(replay.game.commands) == 3


def test_any_seat_may_be_watched_once_the_game_is_over_only_your_own_before(
        played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game, then both seats' views may be chosen; given the same game before its
    end (a saved game in progress), only the person's own seat."""
    setup, whole = played
    over = replay_of(setup, ["human", "normal"], whole, viewer=0)
    assert over.watchable() == [0, 1, FACE_UP] and over.look_through(1) and over.viewer == 1
    assert over.events() == engine.game_after(whole, 0).events_for(1)
    unfinished = replay_of(setup, ["human", "normal"], engine.game_after(whole, 10), viewer=0)
    assert unfinished.watchable() == [0] and not unfinished.look_through(1) and unfinished.viewer == 0
    assert not unfinished.look_through(FACE_UP) and unfinished.events() == engine.game_after(whole, 0).events_for(0)


def test_all_cards_face_up_shows_every_hand_as_it_was_at_each_turn_start(
        played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game's replay with all cards face up, when it stands at each turn start, then
    the table's seat table, fed the replay's stream alone, holds every player's hand as a replay of
    the log to that point holds it; the replay keeps its place when the view changes, may not be
    taken over face up, and a seat's view again hides the other hand."""
    setup, whole = played
    replay = replay_of(setup, ["human", "normal"], whole, viewer=0)
    replay.seek(replay.starts[3])
    assert replay.look_through(FACE_UP) and replay.face_up and replay.viewer == 0 and replay.at == replay.starts[3]
    assert not replay.can_take_over()
    for start in replay.starts:
        replay.seek(start)
        table = seat_table(setup, whole, replay.events(), FACE_UP)
        truth = engine.game_after(whole, start).state
        for seat, player in enumerate(truth.players):
            assert hand_of(table, seat) == sorted(player.hand), f"turn start {start} seat {seat}"
    log = [told.text for told in replay.describe(0, len(replay.events()))]
    assert any(re.match(r"Normal draws [^0-9]", line) for line in log)           # the other seat's draws named
    assert not any(re.search(r"draws \d+ cards?", line) for line in log)
    assert replay.look_through(1) and not replay.face_up
    assert replay.events() == engine.game_after(whole, replay.at).events_for(1)
    assert None in hand_of(seat_table(setup, whole, replay.events(), 1), 0)


def test_a_face_down_pile_is_listed_sorted_only_with_all_cards_face_up_after_the_end(
        played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game's replay standing at a turn start, then a seat's view lists no draw
    pile; all cards face up list each seat's draw pile as the game held it there, sorted, and no
    pile that is public or per seat a hand; a game watched before its end lists none."""
    setup, whole = played
    replay = replay_of(setup, ["human", "normal"], whole, viewer=0)
    replay.seek(replay.starts[2])
    assert replay.deck(("draw", 0)) is None and replay.deck(("draw", 1)) is None
    replay.look_through(FACE_UP)
    truth = engine.game_after(whole, replay.at).state
    kit = kit_for(setup)
    assert kit.pile_keys is not None
    for seat in (0, 1):
        listed = replay.deck(("draw", seat))
        assert listed == sorted(listed or ()) and listed == sorted(kit.pile_keys(truth, ("draw", seat)))
        assert len(listed) == len(truth.players[seat].draw)
    assert replay.deck(("discard", 0)) is None and replay.deck(("hand", 1)) is None
    unfinished = replay_of(setup, ["human", "normal"], engine.game_after(whole, 10), viewer=0)
    unfinished.face_up = True                  # never chosen before the end; even so, nothing listed
    assert unfinished.deck(("draw", 1)) is None


def seat_table(setup: dict[str, Any], whole: engine.Game, events: list[Any], sight: int) -> Any:
    """The game's seat table of seat 0 with the sight of `sight` (a seat, or FACE_UP), fed `events`."""
    if kit_for(setup).name == "heart-of-crown":
        table: Any = hoc.SeatTable(0, hoc.game_catalog(whole), sight)
    else:
        table = CRSeatTable(0, setup["players"], whole.state.rules, sight)
    for ev in events:
        table.apply(ev)
    return table


def hand_of(table: Any, seat: int) -> list[Any]:
    """A seat's hand in a seat table of either game, sorted (an unseen card is None, listed last)."""
    cards = [card.id if isinstance(card, hoc.CardRef) else card for card in table.players[seat].hand]
    return sorted(cards, key=lambda card: (card is None, card if card is not None else 0))


def test_turn_steps_start_where_the_turn_changes(played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game, then each turn start is a command index where the turn number changes."""
    setup, whole = played
    replay = replay_of(setup, ["human", "normal"], whole, viewer=0)
    kit = kit_for(setup)
    starts = replay.starts
    assert starts[0] == 0 and starts == sorted(set(starts)) and len(starts) > 3
    for start in starts[1:]:
        before, after = engine.game_after(whole, start - 1), engine.game_after(whole, start)
        assert kit.contest.turn(after) != kit.contest.turn(before)


def run_until_still(app: App, frames: int = 400) -> None:
    for _ in range(frames):
        app.step()
        if not any(scene.animating for scene in app.scenes):
            return


@pytest.mark.parametrize("game_name", list(SETUPS))
def test_replay_from_the_results_steps_through_the_game_at_its_own_table(app: App, tmp_path: Path,
                                                                         game_name: str) -> None:
    """Given the results of a finished game, when Replay (R) is pressed, then the game's own table
    shows the deal under the replay bar; Right steps, End goes to the end, Home back to the deal,
    Tab shows the other seat's view, F all cards face up and 1 the first seat's again, each where
    the replay stands; the table never takes a command; Esc is back at the results."""
    setup, whole = finished(game_name)
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    played = GameSession(setup, ["human", "normal"], None, resumed=whole)
    results = ResultsScene(app, program_part(app, game_name, played), on_play_again=lambda: None,
                           on_title=lambda: None, on_replay=lambda: program.replay(setup, ["human", "normal"], whole, 0,
                                                                           lambda: app.reset(results)))
    app.reset(results)
    key(app, pygame.K_r)
    bar = app.top
    assert isinstance(bar, ReplayBar)
    table = bar.table
    replay = bar.replay
    assert bar.area.top == bar.band.bottom and table.theme.size == bar.area.size   # the bar hides none of it
    assert replay.at == 0 and table.session is replay
    key(app, pygame.K_RIGHT)
    assert replay.at == 1
    key(app, pygame.K_END)
    run_until_still(app)
    assert replay.at == replay.length
    if isinstance(table, TableScene):            # Heart of Crown: the picture is the seat's stream, no more
        picture = hoc.SeatTable(0, hoc.game_catalog(whole))
        for ev in whole.events_for(0):
            picture.apply(ev)
        assert table.table.view() == picture.view()
    key(app, pygame.K_HOME)
    run_until_still(app)
    assert replay.at == 0
    key(app, pygame.K_TAB)
    assert replay.viewer == 1
    key(app, pygame.K_END)
    key(app, pygame.K_f)                         # all cards face up, where the replay stands
    assert replay.face_up and replay.at == replay.length and bar.viewer.value == "All cards face up"
    assert not bar.take_over.enabled
    key(app, pygame.K_1)
    assert not replay.face_up and replay.viewer == 0 and replay.at == replay.length
    assert table.refused == [] and len(replay.whole.commands) == len(whole.commands)
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def program_part(app: App, game_name: str, played: GameSession) -> Any:
    """The game's own part of the results screen, from the summary its table makes of the game."""
    kit = window_kit(game_name)
    table = kit.table(TableDoor(app, played, on_game_over=lambda _: None, on_leave=lambda: None,
                                settings=Settings(speed="instant"), on_speed=lambda _: None, faces=CardFaces(),
                                menu_items=(), log_folder=None, guide=None))
    app.reset(table)
    run_until_still(app)
    return kit.results(table.summary())


@pytest.mark.parametrize("game_name", list(SETUPS))
def test_load_replays_a_finished_save_and_comes_back_to_load(app: App, tmp_path: Path, game_name: str) -> None:
    """Given a saved finished game, when Load's Replay (R) is pressed on it, then the replay opens
    at the deal; Esc comes back to Load over the title."""
    setup, whole = finished(game_name)
    write_save(whole, setup, ["human", "normal"], tmp_path / "done.json")
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    app.reset(program.title())
    program._open_load()
    load = app.top
    assert isinstance(load, LoadScene) and load.replay.enabled
    key(app, pygame.K_r)
    bar = app.top
    assert isinstance(bar, ReplayBar) and bar.replay.at == 0 and bar.replay.length == len(whole.commands)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, LoadScene) and isinstance(app.scenes[0], TitleScene)


def test_a_hot_seat_game_in_progress_is_not_replayed(app: App, tmp_path: Path) -> None:
    """Given a saved hot-seat game still in progress, then Load offers no Replay for it (it would show
    one player the other's cards)."""
    setup, whole = finished("heart-of-crown")
    write_save(engine.game_after(whole, 12), setup, ["human", "human"], tmp_path / "hot.json")
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    app.reset(program.title())
    program._open_load()
    load = app.top
    assert isinstance(load, LoadScene) and not load.replay.enabled
    key(app, pygame.K_r)
    assert app.top is load


@pytest.mark.parametrize("game_name", list(SETUPS))
def test_the_wheel_scrolls_the_log_of_a_replay(app: App, tmp_path: Path, game_name: str) -> None:
    """Given a finished game replayed to its end (a log longer than its box), when the pointer rests
    on the log and the wheel turns up, then the log scrolls back, as at the table, and the replay
    stays where it stands."""
    setup, whole = finished(game_name)
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    program.replay(setup, ["human", "normal"], whole, 0, lambda: None)
    bar = app.top
    assert isinstance(bar, ReplayBar)
    key(app, pygame.K_END)
    run_until_still(app)
    log = bar.table.log
    assert log.max_scroll > 0 and log.scroll == log.max_scroll
    over_log = (bar.area.x + log.rect.centerx, bar.area.y + log.rect.centery)
    post(pygame.MOUSEMOTION, pos=over_log, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0, precise_y=2.0)
    app.step()
    assert log.scroll < log.max_scroll
    assert bar.replay.at == bar.replay.length
