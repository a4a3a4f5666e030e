"""Each game's kit: a setup dict deals its own game, an unknown game is one line naming the known."""

from __future__ import annotations

import pytest

from hoc_desktop.errors import UsageError
from hoc_desktop.game_kits import DEFAULT_GAME, game_of, kit_for, kit_named


def test_a_setup_dict_names_its_game_and_a_dict_without_one_is_heart_of_crown() -> None:
    assert game_of({"game": "crown-rivals", "players": ["A", "B"], "seed": 1}) == "crown-rivals"
    assert game_of({"players": ["A", "B"], "market": [], "seed": 1}) == DEFAULT_GAME == "heart-of-crown"


def test_the_crown_rivals_kit_deals_the_same_game_from_the_same_seed() -> None:
    setup = {"game": "crown-rivals", "players": ["A", "B"], "seed": 4}
    kit = kit_for(setup)
    first, second = kit.new_game(setup), kit.new_game(setup)
    assert first.view(None) == second.view(None)
    assert kit.tell(first.state, first.events_for(1), 1)[0].text.endswith("joins the market")


def test_its_policy_answers_from_the_seats_view() -> None:
    setup = {"game": "crown-rivals", "players": ["A", "B"], "seed": 4}
    kit = kit_for(setup)
    game = kit.new_game(setup)
    seat = game.prompt().seat
    command, _reason = kit.decide(kit.make_policy("easy", 1), game, seat)
    assert game.prompt().check(command) is None


def test_an_unknown_game_is_one_line_naming_the_known_ones() -> None:
    with pytest.raises(UsageError, match=r"unknown game 'chess' \(known games: heart-of-crown, crown-rivals\)"):
        kit_named("chess")
