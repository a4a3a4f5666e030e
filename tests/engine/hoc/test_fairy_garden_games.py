"""Whole Fairy Garden games with Surveyor, Demon Tribe Warrior and the Guardians variant, played by
every AI level: they end, each seat's stream shows it only what it may see (a look at an
opponent's draw pile included) and the stream rebuilds the game."""

from __future__ import annotations

import pytest

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.events import Looked
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import rebuild
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.saves import state_digest
from tests.engine.hoc.rulings.fairy_garden import FG_MARKET, FG_PACK
from tests.engine.hoc.rulings.test_fairy_garden_setup import GUARDIAN_PACK
from tests.engine.hoc.test_event_stream import check_seat_stream

MARKET = FG_MARKET[:8] + ("surveyor", "demon_tribe_warrior")


def _setup(seed: int, seats: int) -> GameSetup:
    return GameSetup(tuple(f"P{i}" for i in range(seats)), MARKET, seed, Options(profile="fg", guardians=True),
                     ("base",), (FG_PACK, GUARDIAN_PACK))


@pytest.mark.parametrize("levels", [("random", "random", "random"), ("money", "easy"), ("normal", "baseline"),
                                    ("hard@0.01", "random")])
def test_fairy_garden_games_with_the_new_steps_and_guardians(levels: tuple[str, ...]) -> None:
    games: list[Game] = []
    for seed in range(2):
        policies = [make_policy(level, seed * 10 + i) for i, level in enumerate(levels)]
        result = play_match(_setup(seed, len(levels)), policies, max_turns=60, on_step=lambda g, *_: games.append(g))
        assert result.reason
    g = games[-1]
    for seat in range(len(levels)):
        check_seat_stream(g, seat)
    rebuilt = rebuild(g.setup, g.events)
    rebuilt.rng = g.state.rng
    assert state_digest(rebuilt) == state_digest(g.state)


def test_the_games_reach_looks_and_guardians_and_streams_keep_looks_private() -> None:
    """Easy seats buy Demon Tribe Warrior and take guardians: the new rules are reached, and in a
    game with looks at an opponent's draw pile every seat's stream is still exactly its share."""
    looked = guardians = 0
    for seed in range(4):
        games: list[Game] = []
        play_match(_setup(seed, 2), [make_policy("easy", seed), make_policy("easy", seed + 1)], max_turns=80,
                   on_step=lambda g, *_: games.append(g))  # noqa: B023  (runs in this iteration)
        g = games[-1]
        looks = sum(isinstance(e, Looked) for e in g.events)
        if looks:
            for seat in range(2):
                check_seat_stream(g, seat)
        looked += looks
        guardians += sum(len(p.guardian) for p in g.state.players)
    assert looked and guardians
