"""Conformance, taking a game over (engine/core/take_over.py): for every registered game, a seat
takes over where it decides; what it saw stays as it was and what it could not see is dealt again
from the seed; the new game plays on, replays, saves and loads as itself, its seat's stream keeps
no secret and rebuilds its view, and undo never goes back across the take-over."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hoc_desktop.ai.random_answer import random_answer
from hoc_desktop.engine.core.game import Game, game_after, replay
from hoc_desktop.engine.core.state_fields import fields_digest
from hoc_desktop.engine.core.take_over import TakenOver, take_over_command, take_over_points, why_not_taken_over
from hoc_desktop.engine.core.undo import undo_point
from hoc_desktop.errors import IllegalCommand
from hoc_desktop.saves import read_save, save_game
from tests.engine.core.conformance import CASES, GameCase, hidden_cards, ids, leaks, play

pytestmark = pytest.mark.usefixtures("tiny_registered")

SEEDS = range(1, 6)


def _to_a_take_over_point(case: GameCase, after: int) -> tuple[Game, int]:
    """A random game of `case` played for `after` commands, then on to where its next decider may
    take over; that seat."""
    game = play(case, limit=after)
    rng = random.Random(case.seed + 1)
    while True:
        prompt = game.prompt()
        assert prompt is not None, "the game ended before a take-over point"
        if why_not_taken_over(game, prompt.seat) is None:
            return game, prompt.seat
        game.submit(prompt.seat, random_answer(prompt, rng))


def _taken_over(game: Game, seat: int, seed: int) -> Game:
    copy = game_after(game, len(game.commands))
    copy.submit(seat, take_over_command(seed))
    return copy


def test_every_registered_game_can_be_taken_over() -> None:
    # given every game of the suite, then each ruleset deals a take-over
    assert all(case.kit.ruleset.redeal is not None for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_the_seat_keeps_what_it_saw_and_the_rest_is_dealt_again(case: GameCase) -> None:
    # given a game where a seat may take over, with cards hidden from it
    game, seat = _to_a_take_over_point(case, 3)
    assert hidden_cards(case, game.state, seat)
    seen, whole = game.view(seat), game.view(None)
    # when it takes over with several seeds
    worlds = [_taken_over(game, seat, seed) for seed in SEEDS]
    # then its own view is what it was each time (its hand, the public piles, the scores, the counts)
    assert all(world.view(seat) == seen for world in worlds)
    # and the hidden cards lie elsewhere with some seed, the same place with the same seed
    assert any(world.view(None) != whole for world in worlds)
    assert _taken_over(game, seat, 1).view(None) == worlds[0].view(None)
    # and the game records who took over, and waits for that seat as before
    assert take_over_points(worlds[0]) == [TakenOver(seat, 1)]
    assert worlds[0].prompt() == game.prompt()


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_a_taken_over_game_plays_on_replays_saves_and_loads_as_itself(case: GameCase, tmp_path: Path) -> None:
    # given a game taken over by a seat, played on to its end
    game, seat = _to_a_take_over_point(case, 6)
    game.submit(seat, take_over_command(424242))
    rng = random.Random(9)
    while not game.over:
        prompt = game.prompt()
        assert prompt is not None
        game.submit(prompt.seat, random_answer(prompt, rng))
    # when its log is replayed, then it is the same game
    again = replay(game.ruleset, game.setup, game.commands)
    assert again.events == game.events and fields_digest(again.state) == fields_digest(game.state)
    # and it saves and loads as the same game
    path = tmp_path / "taken.json"
    save_game(game, game.setup, path)
    saved = read_save(path)
    assert saved.game.commands == game.commands and fields_digest(saved.game.state) == fields_digest(game.state)
    # and the taking seat's stream names no card hidden from it, and rebuilds its view
    assert leaks(case, saved.game, seat) == []
    if case.kit.seat_table is not None:
        table = case.kit.seat_table(saved.game, seat)
        for ev in saved.game.events_for(seat):
            table.apply(ev)
        assert table.view() == saved.game.view(seat)


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_a_take_over_is_refused_where_the_seat_does_not_decide_or_with_a_bad_seed(case: GameCase) -> None:
    # given a game where one seat may take over
    game, seat = _to_a_take_over_point(case, 3)
    before = (len(game.commands), fields_digest(game.state))
    other = (seat + 1) % len(case.setup.players)
    # when another seat, or the seat with a seed out of range, tries, then each is refused in words
    for who, command in ((other, take_over_command(1)), (seat, ("take_over", -1)), (seat, ("take_over", "x"))):
        with pytest.raises(IllegalCommand):
            game.submit(who, command)
    # and nothing changed
    assert (len(game.commands), fields_digest(game.state)) == before


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_undo_never_goes_back_across_a_take_over(case: GameCase) -> None:
    # given a game just taken over
    game, seat = _to_a_take_over_point(case, 3)
    game.submit(seat, take_over_command(5))
    taken = len(game.commands)
    # then the taking seat cannot undo the take-over, nor any command before it
    assert undo_point(game, seat) is None
    # and after its own next command, undo goes back to the take-over at the furthest
    prompt = game.prompt()
    assert prompt is not None and prompt.seat == seat
    game.submit(seat, random_answer(prompt, random.Random(1)))
    assert undo_point(game, seat) in (None, taken)
