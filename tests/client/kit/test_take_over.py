"""Take over from here: in a replay, the seat watched takes the game over where it decides; a new
game goes on from there at the game's own table, the seat yours and the others AI (or people at
this computer, hot-seat, behind the curtain), with what that seat could not know dealt again, saved
as the game in progress; the game replayed stays as it was. And the issue's whole flow: from the
results, a turning point of the review, taken over, played on."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pygame
import pytest

from hoc_desktop import engine
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.kit.replay import ReplaySession, replay_of
from hoc_desktop.client.save_slots import seat_kinds
from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.kit.window_kit import GameTable, window_kit
from hoc_desktop.client.main import Program
from hoc_desktop.client.save_slots import AUTOSAVE, write_save
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.engine.core.take_over import TAKE_OVER
from hoc_desktop.games import kit_for
from hoc_desktop.review import Review
from hoc_desktop.saves import read_save, state_digest
from tests.client.helpers_client import key
from tests.client.kit.test_replay import SETUPS, finished, run_until_still
from tests.client.kit.test_review_marks import decision
from tests.client.scenes.test_reviewing import results_of

KINDS = ["human", "normal"]
PLAY_ON = 120.0         # seconds the AI process may take to answer its turn on two shared cores


@pytest.fixture(scope="module", params=list(SETUPS))
def played(request: pytest.FixtureRequest) -> tuple[dict[str, Any], engine.Game]:
    return finished(request.param)


def _third_turn_of(replay: ReplaySession, seat: int) -> int:
    """Where `seat`'s third turn starts (a point where it may take over)."""
    assert replay.whole is not None
    turns = [at for at in replay.starts if engine.game_after(replay.whole, at).prompt().seat == seat]  # type: ignore[union-attr]
    return turns[2]


def _replayed_at_third_turn(app: App, tmp_path: Path, game_name: str) -> tuple[engine.Game, Program, ReplayBar]:
    """A finished game of `game_name` replayed in the window from seat 0, stopped where its third
    turn starts: the game, the program and the replay's bar."""
    setup, whole = finished(game_name)
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    program.replay(setup, KINDS, whole, 0, program.to_title)
    bar = app.top
    assert isinstance(bar, ReplayBar)
    bar.seek(_third_turn_of(bar.replay, 0))
    run_until_still(app)
    return whole, program, bar


def test_the_seat_watched_may_take_over_at_its_turn_starts_not_at_the_others(
        played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game's replay from seat 0, then at each turn start the seat whose turn it is
    may take over when it is the seat watched, and not otherwise; nor at the end."""
    setup, whole = played
    replay = replay_of(setup, KINDS, whole, viewer=0)
    for at in replay.starts[:8]:
        replay.seek(at)
        assert replay.can_take_over() == (replay.game.prompt().seat == 0)     # type: ignore[union-attr]
    replay.seek(replay.length)
    assert not replay.can_take_over()


def test_a_taken_over_game_is_watched_through_the_seat_that_took_it_over(
        played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a game seat 1 took over and played to a point, then its replay shows only seat 1's view."""
    setup, whole = played
    replay = replay_of(setup, KINDS, whole, viewer=1)
    replay.seek(_third_turn_of(replay, 1))
    taken = engine.game_after(whole, replay.at)
    taken.submit(1, (TAKE_OVER, 12))
    again = replay_of(setup, ["normal", "human"], taken, viewer=1)
    assert again.watchable() == [1] and not again.look_through(0)


def test_taking_the_ai_seat_names_the_seats_for_who_plays_them(played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game watched from the AI's seat, when that seat takes over at its third turn,
    then it is yours and called You, the other seat is the AI's and called by its level, and
    the new game stands where the old one stood, as that seat saw it but for the names."""
    setup, whole = played
    replay = replay_of(setup, KINDS, whole, viewer=1)
    replay.seek(_third_turn_of(replay, 1))
    new_setup, kinds, game = replay.taken_over(7, "easy")
    assert kinds == ["easy", HUMAN] and new_setup["players"] == ["Easy", "You"]
    assert game.commands[:replay.at] == whole.commands[:replay.at] and game.commands[replay.at] == (1, (TAKE_OVER, 7))
    renamed = json.dumps(replay.game.view(1))
    for old, new in (('"You"', '"@0"'), ('"Normal"', '"@1"'), ('"@0"', '"Easy"'), ('"@1"', '"You"')):
        renamed = renamed.replace(old, new)
    assert json.dumps(game.view(1)) == renamed


def test_taking_over_hot_seat_makes_every_seat_a_persons(played: tuple[dict[str, Any], engine.Game]) -> None:
    """Given a finished game watched from the AI's seat at its third turn, when it is taken over
    hot-seat, then every seat is a person's, named as people at one screen are, and the game goes
    on from the take-over as the AI game would (the same command, only who plays changed)."""
    setup, whole = played
    replay = replay_of(setup, KINDS, whole, viewer=1)
    replay.seek(_third_turn_of(replay, 1))
    new_setup, kinds, game = replay.taken_over(7, "easy", hot_seat=True)
    assert kinds == [HUMAN, HUMAN] and new_setup["players"] == ["Player 1", "Player 2"]
    assert game.commands[:replay.at] == whole.commands[:replay.at] and game.commands[replay.at] == (1, (TAKE_OVER, 7))
    _ai_setup, _kinds, against_ai = replay.taken_over(7, "easy")
    assert [p["hand"] for p in game.view(1)["players"]] == [p["hand"] for p in against_ai.view(1)["players"]]


@pytest.mark.parametrize("game_name", list(SETUPS))
def test_take_over_hot_seat_opens_behind_the_curtain_and_keeps_each_seat_secret(
        app: App, tmp_path: Path, game_name: str) -> None:
    """Given a finished game's replay at the start of your third turn, when Take over (T) is pressed
    and Hot-seat chosen, then the new game's seats are both people's, the table opens behind the
    curtain for the seat that took over with nothing of the game taken in, and once that player has
    played to the other seat's decision the curtain comes down again for the other player; the
    table then shows only that seat's stream. Saved and loaded as a hot-seat game."""
    _replayed_at_third_turn(app, tmp_path, game_name)
    key(app, pygame.K_t)
    choice = app.top
    assert isinstance(choice, ConfirmScene) and choice.other is not None
    choice.other.activate()
    app.step()
    table = app.top
    assert isinstance(table, GameTable)
    session = table.session
    assert isinstance(session, GameSession) and session.kinds == [HUMAN, HUMAN] and session.hot_seat
    # the curtain first, for the seat that took over, with nothing of anyone's drawn
    assert table.curtain == 0 and session.human_prompt() is None
    table.hand_over()
    run_until_still(app)
    assert table.curtain is None and session.viewer == 0
    # you play on until the other seat must decide: the curtain comes down for that player
    while (prompt := session.game.prompt()) is not None and prompt.seat == 0:
        assert session.submit(0, prompt.options[0] if prompt.offers_commands
                              else ("pick", tuple(prompt.options[:prompt.min]))) is None
    run_until_still(app)
    assert table.curtain == 1 and session.human_prompt() is None
    table.hand_over()
    run_until_still(app)
    assert session.viewer == 1 and session.events() == session.game.events_for(1)
    # saved as a hot-seat game
    session.save_now()
    saved = read_save(tmp_path / AUTOSAVE)
    assert saved.game.commands == session.game.commands
    assert seat_kinds(saved.seats, 2, saved.game.ruleset.name) == [HUMAN, HUMAN]


@pytest.mark.parametrize("game_name", list(SETUPS))
def test_take_over_from_a_replay_plays_on_saves_and_loads(app: App, tmp_path: Path, game_name: str) -> None:
    """Given a finished game's replay at the start of your third turn, when Take over (T) is
    pressed and Against AI (Enter) chosen, then a new game is at the game's own table from that
    position, you in your seat and the default AI level in the other, and it says so; when you
    play a command, then the game in progress is saved with it, and Continue loads it as the same
    game. The game replayed is left as it was."""
    # given a finished game watched from your seat at your third turn
    whole, program, bar = _replayed_at_third_turn(app, tmp_path, game_name)
    played_commands = list(whole.commands)
    at, seen = bar.replay.at, bar.replay.game.view(0)
    assert bar.take_over.visible and bar.take_over.enabled
    key(app, pygame.K_t)
    assert isinstance(app.top, ConfirmScene)                # who plays the other seats: Enter, the AI
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, GameTable) and not isinstance(table.session, ReplaySession)
    session = table.session
    assert isinstance(session, GameSession)
    # a new game from that position, you in your seat and the game's default level in the other
    assert session.kinds == [HUMAN, window_kit(game_name).default_level]
    assert session.game.commands[:at] == played_commands[:at] and session.game.commands[at][1][0] == TAKE_OVER
    assert session.game.view(0) == seen
    assert table.toasts.text.startswith("Taken over at turn ") and "hidden cards dealt again" in table.toasts.text
    log = [told.text for told in session.describe(0, len(session.events()))]
    assert any(line.startswith("Taken over here from your view") for line in log)
    # when you play a command, then it is saved with the game in progress
    run_until_still(app)
    prompt = session.human_prompt()
    assert prompt is not None
    assert session.submit(0, prompt.options[0]) is None
    session.save_now()
    saved = read_save(tmp_path / AUTOSAVE)
    assert saved.game.commands == session.game.commands
    assert state_digest(saved.game.state) == state_digest(session.game.state)
    # and Continue loads it as the same game, at the table
    program.continue_game()
    loaded = app.top
    assert isinstance(loaded, GameTable) and loaded.session.game.commands == session.game.commands
    # and its replay is watched through your seat, and the game replayed is left as it was
    assert program.replay_save(tmp_path / AUTOSAVE) is None
    again = app.top
    assert isinstance(again, ReplayBar) and again.replay.watchable() == [0]
    key(app, pygame.K_END)
    run_until_still(app)
    assert again.replay.at == len(session.game.commands)
    assert whole.commands == played_commands


@pytest.mark.parametrize("game_name", list(SETUPS))
def test_from_the_results_a_turning_point_is_taken_over_and_played_on(app: App, tmp_path: Path,
                                                                      game_name: str) -> None:
    """The issue's "done means": given the results of a finished game whose review marked a turning
    point (a decision of yours at the start of your third turn), when Turning points (V) opens the
    replay there and Take over (T, then Enter: against the AI) is pressed, then a new game stands
    at that exact position as you saw it, and it is played on, you and the AI in turn, until your
    next turn begins."""
    setup, whole = finished(game_name)
    kit = kit_for(setup)
    write_save(whole, setup, KINDS, tmp_path / "done.json")
    at = _third_turn_of(replay_of(setup, KINDS, whole, viewer=0), 0)
    review = Review(game_name, 0, "You", (decision(at, kit.contest.turn(engine.game_after(whole, at)), 0.3),))
    program = Program(app, saves=tmp_path, settings=Settings(speed="instant"))
    results = results_of(app, program, tmp_path / "done.json")
    results.show_review(review)
    # Turning points: the replay at the decision the review marked, from your view
    key(app, pygame.K_v)
    bar = app.top
    assert isinstance(bar, ReplayBar) and bar.marks is not None
    assert bar.replay.at == at and bar.replay.viewer == 0 and bar.take_over.enabled
    seen = bar.replay.game.view(0)
    # Take over from here, against the AI
    key(app, pygame.K_t)
    key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, GameTable) and isinstance(table.session, GameSession)
    session = table.session
    assert session.game.commands[at][1][0] == TAKE_OVER and session.game.view(0) == seen
    # play on: your decisions and the AI's, until your next turn begins
    mine = kit.contest.turn(session.game)
    deadline = time.monotonic() + PLAY_ON
    while not session.over and (kit.contest.turn(session.game) <= mine + 1 or session.game.prompt().seat != 0):
        assert time.monotonic() < deadline and session.error is None, "the game did not go on"
        prompt = session.human_prompt()
        if prompt is not None:
            answer = prompt.options[0] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
            assert session.submit(0, answer) is None
        app.step()
    assert len(session.game.commands) > at + 2 and any(seat == 1 for seat, _ in session.game.commands[at + 1:])
