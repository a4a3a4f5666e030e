"""The game review over whole games of both games (hoc_desktop/review/): the same seed gives the same
review whatever the number of processes, and it tells a random player from a searching one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.ai.match import play_match
from hoc_desktop.games import kit_named
from hoc_desktop.review import review_game, review_save
from hoc_desktop.review.run import Review

BUDGET = 0.01           # the least: 16 sampled worlds a decision
DATA = Path(__file__).resolve().parents[1] / "saves" / "data"


def _played(game: str, levels: list[str], seed: int) -> tuple[dict[str, Any], list[tuple[int, Any]]]:
    kit = kit_named(game)
    setup = kit.contest.deal(seed, [f"P{i}" for i in range(len(levels))], None, False)
    match = play_match(kit, setup, [kit.make_policy(level, seed + i) for i, level in enumerate(levels)])
    return setup, match.commands


def _until_turn(game: str, setup: dict[str, Any], commands: list[tuple[int, Any]], turn: int) -> list[tuple[int, Any]]:
    """The commands given before `turn` began: the part of a game still open, to review quickly."""
    kit = kit_named(game)
    played = kit.new_game(setup, record=False)
    for k, (seat, command) in enumerate(commands):
        if kit.contest.turn(played) >= turn:
            return commands[:k]
        played.submit(seat, command)
    return commands


def _fingerprint(review: Review) -> list[tuple[Any, ...]]:
    return [(d.index, d.made, d.best, d.before, d.after, d.error, d.standard_loss) for d in review.decisions]


def test_the_same_seed_gives_the_same_review_with_any_number_of_processes() -> None:
    """Given a finished Crown Rivals game, when seat 1 is reviewed in this process and on two worker
    processes with the same seed, then every decision is weighed the same; another seed weighs
    at least one differently."""
    setup, commands = _played("crown-rivals", ["normal", "easy"], 4)
    commands = commands[:24]                      # a game in progress reviews too: a few decisions
    alone = review_game("crown-rivals", setup, commands, 1, BUDGET, seed=5, jobs=1)
    assert alone.decisions
    assert _fingerprint(review_game("crown-rivals", setup, commands, 1, BUDGET, seed=5, jobs=2)) == _fingerprint(alone)
    assert _fingerprint(review_game("crown-rivals", setup, commands, 1, BUDGET, seed=6, jobs=1)) != _fingerprint(alone)


def test_a_random_player_loses_more_than_a_searching_one() -> None:
    """Given Heart of Crown games of `random` against `easy` and of `hard` against `easy` on the same
    deal, when each level's seat is reviewed over the first 20 turns, then random's average loss is
    clearly above hard's, and every decision's numbers are probabilities with their standard errors."""
    losses = {}
    for level in ("random", "hard@0.05"):
        setup, commands = _played("heart-of-crown", [level, "easy"], 1)
        commands = _until_turn("heart-of-crown", setup, commands, 20)
        review = review_game("heart-of-crown", setup, commands, 0, BUDGET, seed=1, jobs=2)
        for d in review.decisions:
            assert 0.0 <= d.after <= d.before <= 1.0 and d.loss == pytest.approx(d.before - d.after)
            assert d.error >= 0.0 and d.worlds >= 16
        losses[level] = review.average_loss
    assert losses["random"] > losses["hard@0.05"] + 0.02


def test_a_save_of_an_earlier_format_is_reviewed() -> None:
    """Given a format 2 save (written before saves named their game), when it is reviewed, then it
    replays and its seat's decisions are weighed (the saves package reads it, as for Load)."""
    review = review_save(DATA / "format2.json", budget=BUDGET, jobs=1)
    assert review.game == "Heart of Crown" and review.seat == 0 and review.decisions
