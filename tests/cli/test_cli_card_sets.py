"""`--sets` on `play`, `simulate` and `tournament`: the card sets in play (issue 19, part 5)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.cards.loader import load_catalog
from tests.cli.test_cli import one_line_error, run

FAR_EAST = {c.name for c in load_catalog().cards.values() if c.set == "far_east" and c.category == "common"}


def test_play_a_far_east_recommended_set_saves_and_loads(tmp_path: Path, capsys: Any) -> None:
    # given: Far East in play and one of its recommended sets by its fan name
    save = tmp_path / "far_east.json"
    code, out, err = run(capsys, "play", "--sets", "base,far_east", "--market", "Mining Era", "--seed", "3",
                         "--save", str(save))
    # then: the game is played with those cards and its save names the sets
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].endswith("(seed 3, sets base,far_east)")
    assert "Money-Loving Fairy" in lines[1] and "Mining Town" in lines[1]
    assert json.loads(save.read_text(encoding="utf-8"))["setup"]["card_sets"] == ["base", "far_east"]
    code, loaded, err = run(capsys, "play", "--load", str(save))
    assert code == 0, err
    assert "Replayed" in loaded


def test_without_sets_a_game_is_the_base_game(capsys: Any) -> None:
    code, out, _ = run(capsys, "play", "--seed", "2", "--market", "random")
    assert code == 0
    market = out.splitlines()[1]
    assert not any(name in market for name in FAR_EAST)
    code, _, err = run(capsys, "play", "--market", "Mining Era")
    assert code == 2 and "Mining Era" in one_line_error(err)


def test_simulate_and_tournament_with_far_east(capsys: Any) -> None:
    code, out, err = run(capsys, "simulate", "--games", "4", "--seats", "normal,easy", "--sets", "base,far_east")
    assert code == 0, err
    assert "sets base,far_east" in out and "errors: 0" in out
    code, out, err = run(capsys, "tournament", "--games", "4", "--seats", "normal,random", "--jobs", "1",
                         "--no-progress", "--sets", "base,far_east")
    assert code == 0, err
    assert "errors: 0" in out


@pytest.mark.parametrize("sets, words", [("far_east", "base set is always in play"),
                                         ("base,fairy_garden", "unknown card set 'fairy_garden'")])
def test_bad_sets_are_one_line(capsys: Any, sets: str, words: str) -> None:
    code, _, err = run(capsys, "simulate", "--games", "1", "--sets", sets)
    assert code == 2
    assert words in one_line_error(err)


def test_a_market_card_outside_the_sets_in_play_is_refused(capsys: Any) -> None:
    cards = "scout,post_horse,wishing_well,rampart,trading_ship,library,bank,alchemist,shinobi,archer"
    code, _, err = run(capsys, "play", "--market", cards)
    assert code == 2 and "'archer' is not a Common card of the sets in play" in one_line_error(err)
    code, _out, err = run(capsys, "play", "--market", cards, "--sets", "base,far_east", "--seed", "5")
    assert code == 0, err
