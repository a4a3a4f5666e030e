"""Conformance, what lasts beyond a game: every registered game saves and loads as the same game, a
tampered save is refused in one line, its setup goes through a dict and back through its kit, its
kit's random level answers from the seat's view, and (games whose kit reads scenarios) a scenario
runs and a bad one is refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hoc_desktop.engine.core.game import game_after, start_game
from hoc_desktop.engine.core.state_fields import fields_digest
from hoc_desktop.errors import SaveError, ScenarioError
from hoc_desktop.saves import read_save, save_game
from tests.engine.core.conformance import CASES, GameCase, ids, play

pytestmark = pytest.mark.usefixtures("tiny_registered")

WITH_SCENARIOS = [case for case in CASES if case.scenario is not None]


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_a_save_loads_as_the_same_game_midway_and_at_the_end(case: GameCase, tmp_path: Path) -> None:
    finished = play(case)
    seats = ["human"] + ["random"] * (len(case.setup.players) - 1)
    for game in (game_after(finished, len(finished.commands) // 2), finished):
        path = tmp_path / "game.json"
        # when the game is saved (over the save before it) and read back
        save_game(game, game.setup, path, seats)
        saved = read_save(path)
        # then the same commands replay to the same events and state, with who sat where, and no notes
        assert saved.game.ruleset is game.ruleset and saved.setup == game.setup
        assert saved.game.commands == game.commands and saved.game.events == game.events
        assert fields_digest(saved.game.state) == fields_digest(game.state)
        assert saved.seats == tuple(seats) and saved.notes == ()


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_a_tampered_save_is_refused_in_one_line_naming_the_file(case: GameCase, tmp_path: Path) -> None:
    game = play(case, limit=12)
    path = tmp_path / "game.json"
    save_game(game, game.setup, path)
    original = json.loads(path.read_text())
    last = len(original["commands"]) - 1
    tamperings = {"digest": lambda d: d.update(digest="0" * 64),
                  "a command": lambda d: d["commands"].__setitem__(last, [d["commands"][last][0], ["no_such_command"]]),
                  "the game": lambda d: d.update(game="no-such-game"),
                  "the setup": lambda d: d.update(setup={"game": case.game})}
    for what, tamper in tamperings.items():
        data = json.loads(json.dumps(original))
        tamper(data)
        path.write_text(json.dumps(data))
        # when a save with its {what} changed is read, then it is refused in one line naming the file
        with pytest.raises(SaveError) as refused:
            read_save(path)
        message = str(refused.value)
        assert message.startswith(str(path)) and "\n" not in message, (what, message)


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_the_setup_goes_through_its_dict_and_back(case: GameCase) -> None:
    # given the setup as a save or the window writes it (JSON)
    raw = json.loads(json.dumps(case.setup.to_dict()))
    # then the kit reads back the same setup, as a dict and as a save's setup, and deals the same game
    assert case.kit.setup_from_dict(raw) == case.setup
    assert case.kit.check_setup(raw, ("setup",)) == case.setup
    assert case.kit.new_game(raw).events == start_game(case.kit.ruleset, case.setup).events


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_the_kits_random_level_answers_from_the_seats_view_and_events_are_told(case: GameCase) -> None:
    game = case.new_game()
    policy = case.kit.make_policy("random", 1)
    for _ in range(20):
        prompt = game.prompt()
        if prompt is None:
            break
        # when the kit's policy decides for the seat asked, then its command is legal there
        command, _reason = case.kit.decide(policy, game, prompt.seat)
        assert prompt.check(command) is None
        game.submit(prompt.seat, command)
    told = case.kit.tell(game.state, game.events_for(0), 0)
    assert told and all(isinstance(line.text, str) and line.text for line in told)


def bundled_cards(packs: list[Path]) -> None:
    """No card packs: the scenario's game reads its bundled cards (None)."""
    assert packs == []
    return None


@pytest.mark.parametrize("case", WITH_SCENARIOS, ids=ids(WITH_SCENARIOS))
def test_a_scenario_runs_and_a_bad_one_is_refused_in_one_line(case: GameCase, tmp_path: Path) -> None:
    assert case.scenario is not None and case.kit.scenario is not None
    # given one of the game's scenario files, when it runs, then every expectation holds
    result, problems = case.kit.scenario(case.scenario, bundled_cards)
    assert problems == [] and "state" in result and "prompt" in result
    # given the same scenario with a command the game does not know added at its end
    bad = tmp_path / "bad.yaml"
    bad.write_text(case.scenario.read_text().replace("commands:\n", "commands:\n  - [no_such_command]\n", 1))
    # then it is refused in one line naming the file and the command
    with pytest.raises(ScenarioError) as refused:
        case.kit.scenario(bad, bundled_cards)
    message = str(refused.value)
    assert str(bad) in message and "no_such_command" in message and "\n" not in message
