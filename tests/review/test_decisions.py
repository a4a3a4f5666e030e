"""Where a seat decided (review/decisions.py): a take-over in the log is replayed, never weighed."""

from __future__ import annotations

import random

import pytest

from hoc_desktop.ai.random_answer import random_answer
from hoc_desktop.engine.core.take_over import is_take_over, take_over_command, why_not_taken_over
from hoc_desktop.games import KITS
from hoc_desktop.review.decisions import decision_points


@pytest.mark.parametrize("name", ["heart-of-crown", "crown-rivals"])
def test_a_take_over_is_no_decision_and_the_decisions_after_it_are_found(name: str) -> None:
    # given a game seat 0 took over after 20 commands, then played on for 10
    kit = KITS[name]
    setup = kit.contest.deal(4, ["A", "B"], None, False)
    game = kit.new_game(setup)
    rng = random.Random(1)
    while len(game.commands) < 20 or why_not_taken_over(game, 0) is not None:
        prompt = game.prompt()
        assert prompt is not None
        game.submit(prompt.seat, random_answer(prompt, rng))
    taken = len(game.commands)
    game.submit(0, take_over_command(5))
    for _ in range(10):
        prompt = game.prompt()
        assert prompt is not None
        game.submit(prompt.seat, random_answer(prompt, rng))
    # when seat 0's decisions are listed
    points = decision_points(kit, setup, game.commands, 0)
    # then the take-over is not among them, and decisions on both sides of it are
    assert not any(is_take_over(point.made) for point in points)
    assert any(point.index < taken for point in points) and any(point.index > taken for point in points)
