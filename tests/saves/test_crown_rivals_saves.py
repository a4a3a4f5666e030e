"""Crown Rivals save files: they name their game, replay to the same game, and a damaged or
tampered one is refused in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hoc_desktop.engine.crown_rivals.game import new_game
from hoc_desktop.engine.crown_rivals.setup import Setup
from hoc_desktop.errors import SaveError
from hoc_desktop.saves import read_save, save_game


def saved_game(path: Path) -> dict:
    game = new_game(6, ("Ann", "Bob"))
    for _ in range(25):
        prompt = game.prompt()
        game.submit(prompt.seat, prompt.options[0] if prompt.offers_commands else ("pick", prompt.options[:1]))
    save_game(game, Setup(("Ann", "Bob"), 6), path, seats=["human", "easy"])
    return json.loads(path.read_text())


def test_a_save_names_its_game_and_replays_it(tmp_path: Path) -> None:
    data = saved_game(tmp_path / "cr.json")
    assert (data["game"], data["card_sets"], data["setup"]["game"]) == ("crown-rivals", ["standard-deck"],
                                                                        "crown-rivals")
    loaded = read_save(tmp_path / "cr.json")
    assert loaded.game.ruleset.name == "crown-rivals" and len(loaded.game.commands) == 25
    assert loaded.seats == ("human", "easy") and loaded.notes == ()


@pytest.mark.parametrize("change, words", [
    (lambda d: d["setup"].__setitem__("players", ["Ann", "Eve"]), "does not reproduce"),
    (lambda d: d["setup"].__setitem__("players", ["Ann"]), "setup.players"),
    (lambda d: d.__setitem__("game", "chess"), "the game 'chess'"),
    (lambda d: d["commands"].__setitem__(3, [0, ["buy", "QS"]]), "command 4 of 25"),
])
def test_a_tampered_or_damaged_save_is_one_line(tmp_path: Path, change, words: str) -> None:
    path = tmp_path / "cr.json"
    data = saved_game(path)
    change(data)
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert words in str(caught.value) and "\n" not in str(caught.value)
