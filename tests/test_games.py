"""The games this program knows by name (games.py), each a ruleset on the one core with its kit: a
setup dict deals its own game, an unknown game is one line naming the known."""

from __future__ import annotations

import pytest

from hoc_desktop.engine.core import game as core
from hoc_desktop.engine.crown_rivals.setup import Setup
from hoc_desktop.errors import UsageError
from hoc_desktop.games import DEFAULT_GAME, KITS, game_of, kit_for, kit_named, ruleset_named, window_kit_module


def test_a_setup_dict_names_its_game_and_a_dict_without_one_is_heart_of_crown() -> None:
    assert game_of({"game": "crown-rivals", "players": ["A", "B"], "seed": 1}) == "crown-rivals"
    assert game_of({"players": ["A", "B"], "market": [], "seed": 1}) == DEFAULT_GAME == "heart-of-crown"


def test_the_crown_rivals_kit_deals_the_same_game_from_the_same_seed() -> None:
    setup = {"game": "crown-rivals", "players": ["A", "B"], "seed": 4}
    kit = kit_for(setup)
    first, second = kit.new_game(setup), kit.new_game(setup)
    assert first.view(None) == second.view(None)
    assert kit.tell(first.state, first.events_for(1), 1)[0].text.endswith("joins the market.")


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


def test_both_games_are_known_by_name() -> None:
    assert set(KITS) == {"heart-of-crown", "crown-rivals"}
    assert ruleset_named("chess") is None


def test_the_core_driver_runs_crown_rivals_by_its_name() -> None:
    # given the ruleset named "crown-rivals", when the core deals a game from it
    game = core.start_game(ruleset_named("crown-rivals"), Setup(("A", "B"), 5))
    # then it waits for a player's first decision, with per-seat streams from the core
    prompt = game.prompt()
    assert prompt is not None and prompt.seat in (0, 1)
    assert len(game.events_for(0)) == len(game.events)


def test_each_game_names_its_window_kit_by_module_path_without_importing_it() -> None:
    assert window_kit_module("heart-of-crown") == "hoc_desktop.client.hoc.window"
    assert window_kit_module("crown-rivals") == "hoc_desktop.client.crown_rivals.window"
    with pytest.raises(UsageError, match="unknown game 'chess'"):
        window_kit_module("chess")


def test_the_command_line_defaults_of_each_game_are_its_kits_data() -> None:
    hoc, cr = kit_named("heart-of-crown"), kit_named("crown-rivals")
    # Heart of Crown takes every option and stops a game after 400 turns
    hoc_rules, cr_rules = hoc.contest, cr.contest
    assert hoc_rules.seats["simulate"] == ("money", "money") and hoc_rules.max_turns == 400 and not hoc_rules.refused
    # Crown Rivals seats normal against easy, stops at its rules' safeguard (200), and refuses the card options
    assert set(cr_rules.seats.values()) == {("normal", "easy")} and cr_rules.max_turns == 200
    assert set(cr_rules.refused) == {"window_packs", "pack", "sets", "market", "no_rares", "omit_incomplete_rares"}
    assert {"normal", "hard"} <= set(hoc.levels) and cr.levels == ("random", "easy", "normal")
