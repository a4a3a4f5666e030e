"""The log's words: whose zones a card moves between, in grammar that reads (no capital "Your"
inside a sentence), for the player called You and for anyone else."""

from __future__ import annotations

from typing import Any

import pytest

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.engine.hoc import new_game
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


def test_the_deal_tells_the_seating_before_the_first_hands() -> None:
    # given a newly dealt game (the stream draws every hand, then gives the turn order)
    game = new_game(setup_for(1, 2, names=("You", "Normal")))
    # when its log is written, for everyone and for one seat
    for seat in (None, 0):
        lines = describe_events(game.state, game.events if seat is None else game.events_for(seat), seat)
        # then "Seating: ..." comes before anyone draws
        seating = next(i for i, line in enumerate(lines) if line.startswith("Seating: "))
        first_draw = next(i for i, line in enumerate(lines) if " draw" in line)
        assert seating < first_draw


def test_a_seating_decided_by_the_hands_stays_after_them() -> None:
    # given Hand Elimination, whose seating follows the revealed starting hands
    from hoc_desktop.engine.hoc.rulebook import Options
    game = new_game(setup_for(1, 2, names=("You", "Normal"), options=Options(hand_elimination=True)))
    prompt = game.prompt()
    while prompt is not None and prompt.kind == "starting_hand":
        game.submit(prompt.seat, ("pick", prompt.options[:prompt.min]))
        prompt = game.prompt()
    # when the log is written
    lines = describe_events(game.state, game.events)
    # then the starting hands are chosen and drawn before the seating they decide is told
    seating = next(i for i, line in enumerate(lines) if line.startswith("Seating: "))
    assert any(" draw" in line for line in lines[:seating])


def test_a_card_moving_between_named_zones_reads_in_japanese(state: GameState, language: Any) -> None:
    # given moves between two seats' zones, with the window in Japanese
    language("ja")
    card = card_of(state, 1)
    name = state.cards[card].japanese
    # then each is one Japanese sentence naming whose zones
    assert describe(state, Move(card, ("hand", 1), ("discard", 1))) == (
        f"{name}がAI（普通）の手札から自分の捨て札へ移った。")
    assert describe(state, Move(card, ("hand", 1), ("draw", 0), "top", True)) == (
        f"{name}がAI（普通）の手札からあなたの山札の上（表向き）へ移った。")


def test_why_a_card_stops_and_the_mode_chosen_read_in_japanese(language: Any) -> None:
    # given City Development's Large City mode chosen with 1 coin
    from tests.helpers import act, pos
    g = pos(players=[{"hand": ["farming_village", "city_development", "city"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"])
    language("ja")
    lines = describe_events(g.state, act(g, ["pick", [1]]))
    # then the mode's label comes from the card data and the reason it stops is Japanese
    assert any("2支払う：都市を大都市に" in line for line in lines)
    assert "都市開発は止まった：コインが支払われなかった（足りないか、支払わなかった）。" in lines
