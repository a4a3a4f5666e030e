"""The Crown Rivals AI levels: each answers every prompt, explains its decisions, decides from its
seat's view alone, and the ladder holds (random < easy < normal)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from hoc_desktop.ai.reason import AnyReason
from hoc_desktop.ai.reason_words import worded
from hoc_desktop.ai.crown_rivals import LEVELS, make_policy
from hoc_desktop.ai.match import MatchResult, play_match
from hoc_desktop.tournament import run_tournament
from hoc_desktop.cli.main import main
from hoc_desktop.engine.crown_rivals.game import Game
from hoc_desktop.engine.crown_rivals.setup import Setup
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.errors import UsageError
from hoc_desktop.games import kit_named

CROWN_RIVALS = kit_named("crown-rivals")


def _play(policies: list, seed: int, on_step: Any = None) -> MatchResult:
    return play_match(CROWN_RIVALS, Setup(("Seat 1", "Seat 2"), seed).to_dict(), policies, on_step=on_step)


@pytest.mark.parametrize("first, second", list(itertools.product(LEVELS, repeat=2)))
def test_every_level_answers_every_prompt(first: str, second: str) -> None:
    """Given any two levels, when they play ten games, then every answer is legal and games end."""
    for seed in range(10):
        result = _play([make_policy(first, seed), make_policy(second, seed + 1)], seed)
        assert result.winners in ([0], [1]) or result.reason == "turn_limit"


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_decisions_come_with_reasons(level: str) -> None:
    """Given a game, then every decision of easy and normal says why in words."""
    reasons: list[str] = []

    def keep(game: Game, seat: int, command: object, reason: AnyReason, events: list) -> None:
        reasons.append(worded(reason))

    _play([make_policy(level, 1), make_policy(level, 2)], 3, on_step=keep)
    assert reasons and all(isinstance(r, str) and r for r in reasons)


@pytest.mark.parametrize("level", list(LEVELS))
def test_a_level_decides_from_the_view_alone(level: str) -> None:
    """Given the same view twice, then the same decision; and the view shows no other hand."""
    from hoc_desktop.engine.crown_rivals import new_game
    game = new_game(4)
    prompt = game.prompt()
    view = SeatView.of(game.state, prompt.seat)
    assert view.them.hand is None
    assert make_policy(level, 9).decide(prompt, view) == make_policy(level, 9).decide(prompt, view)


def test_the_ladder_holds_in_a_short_tournament() -> None:
    """Given 100 games a pairing (seats swapped on every deal), then easy beats random and normal
    beats easy in clearly more than half (the 1,000-game figures are in the report)."""
    assert run_tournament(CROWN_RIVALS, 100, ("easy", "random"), seed=1, jobs=1).stats[0].wins >= 70
    assert run_tournament(CROWN_RIVALS, 100, ("normal", "easy"), seed=1, jobs=1).stats[0].wins >= 70


def test_an_unknown_level_is_refused_in_words() -> None:
    with pytest.raises(UsageError, match="unknown Crown Rivals level 'hardest'"):
        make_policy("hardest")


def test_the_tournament_command_prints_win_rates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game", "crown-rivals", "tournament", "--seats", "easy,random", "--games", "4", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "95% CI" in out and "easy" in out
