"""A game that keeps no event list (simulations, AI look-ahead) is the same game.

Without an event list the engine hands the handlers of the events of every turn a plain tuple of
fields instead of building the record (core/game.py `Game.emit_fields`); these tests hold the two
ways to the same states, seeds of both policies and of every variant alike.
"""

from __future__ import annotations

import pytest

from hoc_desktop.ai.hoc.contest import random_market, setup_for

from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.policy import Policy
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.engine.core.state_fields import fields_digest
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.setup import GameSetup

SEEDS = range(24)
BOTH = ("base", "far_east")      # the Far East cards' effects too


def _setup(seed: int) -> GameSetup:
    seats = 2 + seed % 3
    options = Options(hand_elimination=seed % 5 == 0, no_rares=seed % 7 == 0)
    return setup_for(seed, seats, market=random_market(seed, recommended_share=0.5, card_sets=BOTH),
                     options=options, card_sets=BOTH)


def _policies(seed: int, seats: int) -> list[Policy]:
    if seed % 2 == 0:
        return [MoneyPolicy(seed + i) for i in range(seats)]
    return [RandomPolicy(seed * 10 + i) for i in range(seats)]


@pytest.mark.parametrize("seed", SEEDS)
def test_a_game_without_its_event_list_ends_in_the_same_state(seed: int) -> None:
    # given: one setup and the same seeded policies, twice
    setup = _setup(seed)
    seats = len(setup.players)
    # when: played once keeping every event and once keeping none
    kept = play_match(setup, _policies(seed, seats), max_turns=60, record=True)
    unkept = play_match(setup, _policies(seed, seats), max_turns=60, record=False)
    # then: the same commands, the same result and the same state, field by field
    assert kept.game is not None and unkept.game is not None
    assert unkept.commands == kept.commands
    assert (unkept.winners, unkept.reason, unkept.turns) == (kept.winners, kept.reason, kept.turns)
    assert fields_digest(unkept.game.state) == fields_digest(kept.game.state)
    assert unkept.game.events == []
