"""Conformance, appraisal: every game whose kit weighs decisions for the game review (its
`appraiser`, hoc_desktop/ai/appraisal.py) samples worlds that never show a seat more than it saw,
and plays them to an end."""

from __future__ import annotations

import random

import pytest

from hoc_desktop.ai.random_answer import random_answer
from tests.engine.core.conformance import CASES, GameCase, ids

pytestmark = pytest.mark.usefixtures("tiny_registered")
APPRAISING = [case for case in CASES if case.kit.appraiser is not None]


def test_the_games_that_weigh_decisions() -> None:
    # the appraiser is a capability a kit declares (game_kit.py): the list is held here
    assert {case.game for case in APPRAISING} == {"heart-of-crown", "crown-rivals"}


@pytest.mark.parametrize("case", APPRAISING, ids=ids(APPRAISING))
def test_a_sampled_world_shows_the_seat_what_it_saw_and_plays_to_an_end(case: GameCase) -> None:
    """Given a random game at the first decisions the kit can weigh after turn 6, when worlds are
    sampled for the seat to decide, then its view of each world is its view of the game, the
    compared commands hold the command given first, and a world after each command plays out to a
    value from 0 to 1."""
    appraiser = case.kit.appraiser
    assert appraiser is not None
    game = case.new_game()
    rng = random.Random(case.seed)
    weighed = 0
    while not game.over and weighed < 3:
        prompt = game.prompt()
        assert prompt is not None
        command = random_answer(prompt, rng)
        if case.kit.contest.turn(game) >= 6:
            options, reference = appraiser.choices(game, prompt.seat, command)
            if options:
                assert options[0] == command and 0 <= reference < len(options)
                rollouts = appraiser.rollouts(game, prompt.seat)
                for i, option in enumerate(options[:2]):
                    world = rollouts.sample(random.Random(i))
                    assert world.view(prompt.seat) == game.view(prompt.seat)
                    world.submit(prompt.seat, option)
                    value, taken = rollouts.play_out(world, i)
                    assert 0.0 <= value <= 1.0 and taken >= 0
                weighed += 1
        game.submit(prompt.seat, command)
    assert weighed == 3
