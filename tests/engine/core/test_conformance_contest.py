"""Conformance, contest: every registered game with a contest (ai/match.py `Contest`; the tests'
tiny game included) plays whole matches through the one match loop, stops at a turn limit, names a
policy that answers illegally, and plays a small tournament through the one tournament, with the
same results whatever the number of worker processes."""

from __future__ import annotations

import pytest

from hoc_desktop.ai.match import PolicyError, play_match
from hoc_desktop.tournament import run_tournament
from hoc_desktop.games import KITS, GameKit

pytestmark = pytest.mark.usefixtures("tiny_registered")

GAMES = ["heart-of-crown", "crown-rivals", "tiny"]


def _kit(name: str) -> GameKit:
    kit = KITS[name]
    assert kit.contest is not None, f"{kit.title} has no contest"
    return kit


def _seated(kit: GameKit, command: str, seed: int) -> tuple[dict, list]:
    """The contest's deal of `seed` for `command`'s default seats, and their policies."""
    assert kit.contest is not None
    seats = kit.contest.seats[command]
    names = [f"{spec} {seat + 1}" for seat, spec in enumerate(seats)]
    return (kit.contest.deal(seed, names, None, False),
            [kit.make_policy(spec, seed * 10 + seat) for seat, spec in enumerate(seats)])


class Illegal:
    """A policy that answers a command no game has."""

    def decide(self, prompt: object, view: object) -> tuple[str]:
        return ("no_such_command",)


def test_every_registered_game_has_a_contest() -> None:
    # given the program's games with the tests' tiny game registered, then each gives a contest
    assert sorted(name for name, kit in KITS.items() if kit.contest is not None) == sorted(GAMES)


@pytest.mark.parametrize("name", GAMES)
def test_a_match_of_the_default_seats_ends_with_winners_among_them(name: str) -> None:
    # given the game's deal for `play` and its default seats
    kit = _kit(name)
    setup, policies = _seated(kit, "play", 3)
    # when they play it through the one match loop
    result = play_match(kit, setup, policies, record=True)
    # then it ends with winners among the seats (or at the game's turn limit), its result read back
    assert result.reason == "turn_limit" or (result.winners and set(result.winners) <= set(range(len(policies))))
    assert result.game is not None and result.commands == result.game.commands and result.turns >= 1
    assert set(result.scores) == set(range(len(policies)))


@pytest.mark.parametrize("name", GAMES)
def test_a_turn_limit_stops_a_match_unfinished(name: str) -> None:
    kit = _kit(name)
    setup, policies = _seated(kit, "simulate", 4)
    result = play_match(kit, setup, policies, max_turns=1)
    assert (result.reason, result.winners, result.turns) == ("turn_limit", [], 2)


@pytest.mark.parametrize("name", GAMES)
def test_an_illegal_answer_names_the_policy(name: str) -> None:
    kit = _kit(name)
    setup, policies = _seated(kit, "play", 5)
    with pytest.raises(PolicyError, match=r"policy Rogue \(seat \d\) answered illegally"):
        play_match(kit, setup, [Illegal()] * len(policies), labels=["Rogue"] * len(policies))


@pytest.mark.parametrize("name", GAMES)
def test_a_small_tournament_gives_the_same_results_whatever_the_jobs(name: str) -> None:
    # given the game's default tournament seats
    kit = _kit(name)
    assert kit.contest is not None
    seats = list(kit.contest.seats["tournament"])
    # when four games are played in this process, then in two worker processes
    one = run_tournament(kit, 4, seats, seed=2, jobs=1)
    two = run_tournament(kit, 4, seats, seed=2, jobs=2)
    # then every game is played without an error, each seat in every game, the seats swapped
    assert one.errors == 0 and [st.games for st in one.stats] == [4] * len(seats)
    assert [o.order for o in one.outcomes] == [(0, 1), (1, 0), (0, 1), (1, 0)]
    # and the results are the same game for game
    assert [(o.order, o.winners, o.reason, o.turns) for o in one.outcomes] == \
        [(o.order, o.winners, o.reason, o.turns) for o in two.outcomes]
