"""The log's words: whose zones a card moves between, in grammar that reads (no capital "Your"
inside a sentence), for the player called You and for anyone else."""

from __future__ import annotations

import pytest

from hoc_desktop.ai.match import setup_for
from hoc_desktop.engine import new_game
from hoc_desktop.engine.hoc.describe import describe, describe_events
from hoc_desktop.engine.hoc.events import Move
from hoc_desktop.engine.hoc.state import GameState


@pytest.fixture
def state() -> GameState:
    return new_game(setup_for(1, 2, names=("You", "Normal"))).state


def card_of(state: GameState, seat: int) -> int:
    return state.players[seat].hand[0]


def test_a_card_moving_within_ones_own_zones_says_whose_once(state: GameState) -> None:
    # given a card going from Normal's hand to their discard pile, and one of yours
    theirs = Move(card_of(state, 1), ("hand", 1), ("discard", 1))
    yours = Move(card_of(state, 0), ("hand", 0), ("discard", 0))
    # then the words read as a sentence
    assert describe(state, theirs).endswith("goes from Normal's hand to their discard pile.")
    assert describe(state, yours).endswith("goes from your hand to your discard pile.")


def test_a_card_put_on_a_draw_pile_says_where_on_it(state: GameState) -> None:
    move = Move(card_of(state, 1), ("hand", 1), ("draw", 1), "top")
    assert describe(state, move).endswith("goes from Normal's hand to the top of their draw pile.")


def test_a_princess_taken_as_a_guardian_is_named(state: GameState) -> None:
    move = Move(state.princesses[0], ("princesses", None), ("guardian", 1))
    assert describe(state, move) == f"Normal takes {state.cards[state.princesses[0]].name} face down as a guardian."


def test_a_mode_that_stops_is_told_once_and_its_label_said_so_beforehand() -> None:
    # given City Development played with 1 coin and a City in hand
    from tests.helpers import act, pos
    g = pos(players=[{"hand": ["farming_village", "city_development", "city"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"])
    # then the prompt says which mode cannot be paid, before the choice
    assert g.prompt().labels[1] == "Pay 2: City -> Large City (nothing happens: you have 1 coin)"
    # when that mode is chosen anyway, the log says once that the card stops
    events = act(g, ["pick", [1]])
    lines = describe_events(g.state, events)
    assert sum("stops" in line for line in lines) == 1
