"""Replays: a finished game watched again at its own table, from a seat's view, step by step, with
nothing played and nothing shown that the seat's stream did not hold at that moment."""

from __future__ import annotations

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
from hoc_desktop.games import kit_for
from tests.client.helpers_client import key

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
    assert over.watchable() == [0, 1] and over.look_through(1) and over.viewer == 1
    assert over.events() == engine.game_after(whole, 0).events_for(1)
    unfinished = replay_of(setup, ["human", "normal"], engine.game_after(whole, 10), viewer=0)
    assert unfinished.watchable() == [0] and not unfinished.look_through(1) and unfinished.viewer == 0


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
    Tab shows the other seat's view; the table never takes a command; Esc is back at the results."""
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
