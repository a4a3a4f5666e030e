"""A game from outside the package registers by the public functions and is taken out again."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hoc_desktop.engine.games import GAMES, register_game
from hoc_desktop.game_kits import KITS, register_kit
from hoc_desktop.registry import register
from hoc_desktop.saves.shape import SETUPS, register_setup
from tests.engine.core.tiny_game.kit import TINY_KIT, TINY_TERMS, register as register_tiny
from tests.engine.core.tiny_game.rules import TINY


def test_an_entry_is_added_under_its_name_and_taken_out_by_the_function_returned() -> None:
    table = {"a": 1}
    # given an entry registered
    unregister = register(table, "b", 2)
    assert table == {"a": 1, "b": 2}
    # when it is taken out (twice: the second time changes nothing), then the table is as it was
    unregister()
    unregister()
    assert table == {"a": 1}


def test_a_name_taken_is_refused_and_the_entry_there_kept() -> None:
    table = {"a": 1}
    with pytest.raises(ValueError, match="'a' is already registered"):
        register(table, "a", 2)
    assert table == {"a": 1}


def test_a_game_registered_and_taken_out_again_leaves_the_three_registries_as_they_were() -> None:
    before = (dict(GAMES), dict(KITS), dict(SETUPS))
    # given the tests' tiny game registered through the public functions
    undo = register_tiny()
    assert GAMES["tiny"] is TINY and KITS["tiny"] is TINY_KIT and SETUPS["tiny"] is TINY_TERMS
    # then none of its names can be registered twice, nor can a game replace a shipped one
    for again in (lambda: register_game(TINY), lambda: register_kit(TINY_KIT), lambda: register_setup("tiny", TINY_TERMS),
                  lambda: register_game(replace(TINY, name="heart-of-crown"))):
        with pytest.raises(ValueError):
            again()
    # when it is taken out, then every registry is as before
    for forget in undo:
        forget()
    assert (GAMES, KITS, SETUPS) == before
