"""Conformance, play: every registered game (conformance.py CASES, the tests' tiny game included)
plays random legal games to their end, refuses illegal commands without a change, replays from its
command log to the same state, and copies independently."""

from __future__ import annotations

import random

import pytest

from hoc_desktop.ai.random_answer import random_answer
from hoc_desktop.engine.core.game import Game, replay
from hoc_desktop.engine.core.state_fields import fields_digest
from hoc_desktop.errors import IllegalCommand
from hoc_desktop.games import KITS, ruleset_named
from tests.engine.core.conformance import CASES, GameCase, ids, play

pytestmark = pytest.mark.usefixtures("tiny_registered")


def test_every_registered_game_has_cases_and_its_kit_is_registered() -> None:
    # given the program's games with the tests' tiny game registered through the public function
    # then the suite has a case for each, and the registry holds the case's kit and ruleset
    assert set(KITS) == {case.game for case in CASES} == {"heart-of-crown", "crown-rivals", "tiny"}
    for case in CASES:
        assert ruleset_named(case.game) is case.kit.ruleset and KITS[case.game] is case.kit


def test_the_capabilities_each_game_declares_and_their_cases() -> None:
    # the seat table and the scenario reader are capabilities a kit declares (game_kit.py):
    # a game that drops one loses their checks, so the list is held here
    tables = {case.game for case in CASES if case.kit.seat_table is not None}
    readers = {case.game for case in CASES if case.kit.scenario is not None}
    assert (tables, readers) == ({"heart-of-crown", "crown-rivals", "tiny"}, {"heart-of-crown", "crown-rivals"})
    # and a game that reads scenarios has a case with one of its scenario files to run
    assert {case.game for case in CASES if case.scenario is not None} == readers


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_random_games_end_with_a_result_and_ask_only_seats_of_the_table(case: GameCase) -> None:
    seats = len(case.setup.players)

    def check(game: Game) -> None:
        prompt = game.prompt()
        if prompt is not None:
            assert 0 <= prompt.seat < seats and prompt.options, prompt
            assert prompt.offers_commands or 0 <= prompt.min <= prompt.max <= len(prompt.options)

    # when a game is played by random legal answers
    game = play(case, check)
    # then it ends by its rules, with a result, and waits for nothing more
    assert game.over and game.state.result is not None and game.prompt() is None
    with pytest.raises(IllegalCommand):
        game.submit(0, ("pick", ()))


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_an_illegal_command_is_refused_and_changes_nothing(case: GameCase) -> None:
    refusals = []

    def try_illegal(game: Game) -> None:
        prompt = game.prompt()
        if prompt is None or len(game.commands) % 7:
            return
        before, events = fields_digest(game.state), len(game.events)
        for seat, command in ((prompt.seat, ("no_such_command", 99)), ((prompt.seat + 1) % len(case.setup.players),
                                                                     prompt.options[0])):
            with pytest.raises(IllegalCommand) as refused:
                game.submit(seat, command)
            refusals.append(str(refused.value))
        assert fields_digest(game.state) == before and len(game.events) == events and game.prompt() is prompt

    # given random games, when every seventh prompt first gets a made-up command and a command from
    # the wrong seat, then both are refused in one line and the game goes on unchanged
    play(case, try_illegal)
    assert refusals and all(why and "\n" not in why for why in refusals)


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_the_command_log_replays_the_same_game(case: GameCase) -> None:
    game = play(case)
    # when the setup and the command log are replayed
    again = replay(case.kit.ruleset, case.setup, game.commands)
    # then the events, the whole state (hidden zones and the generator included) and every view agree
    assert again.events == game.events
    assert fields_digest(again.state) == fields_digest(game.state)
    for seat in (None, *range(len(case.setup.players))):
        assert again.view(seat) == game.view(seat)


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_a_copy_is_independent_and_goes_on_as_the_game_would(case: GameCase) -> None:
    copies = 0

    def fork(game: Game) -> None:
        nonlocal copies
        n = len(game.commands)
        if not game.quiescent or game.over or (n > 10 and n % 25):      # the opening, then every 25th
            return
        before = fields_digest(game.state)
        # given a copy between effects: the same state
        twin, other = game.copy(), game.copy()
        assert fields_digest(twin.state) == before and twin.state is not game.state
        # when the copies play on (the same random answers), the original does not move
        for copy in (twin, other):
            rng = random.Random(len(game.commands))
            for _ in range(30):
                prompt = copy.prompt()
                if prompt is None:
                    break
                copy.submit(prompt.seat, random_answer(prompt, rng))
        assert fields_digest(game.state) == before
        # and two copies given the same commands reach the same state (the generator is copied too)
        assert fields_digest(twin.state) == fields_digest(other.state)
        copies += 1

    play(case, fork)
    assert copies >= 2
