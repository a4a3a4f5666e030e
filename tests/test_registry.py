"""A game from outside the package registers its kit by the public function and is taken out again."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hoc_desktop.errors import UsageError
from hoc_desktop.games import HOMES, KITS, kit_in_worker, kit_named, register, register_kit, ruleset_named
from tests.engine.core.tiny_game.kit import TINY_KIT, register as register_tiny
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


def test_a_game_registered_and_taken_out_again_leaves_the_registry_as_it_was() -> None:
    before = dict(KITS)
    # given the tests' tiny game registered through the public function
    undo = register_tiny()
    # then its one kit is all the program looks it up by: its ruleset, its kit (setup reader and save terms)
    assert KITS["tiny"] is TINY_KIT and kit_named("tiny") is TINY_KIT and ruleset_named("tiny") is TINY
    # and it cannot be registered twice, nor can a game replace a shipped one
    for again in (lambda: register_kit(TINY_KIT),
                  lambda: register_kit(replace(TINY_KIT, ruleset=replace(TINY, name="heart-of-crown")))):
        with pytest.raises(ValueError):
            again()
    # when it is taken out, then the registry is as before
    for forget in undo:
        forget()
    assert KITS == before and ruleset_named("tiny") is None


def test_a_worker_finds_a_game_from_outside_the_package_by_its_home() -> None:
    """Given the tiny game's name and home as a tournament sends them, in a process where it is not
    registered (a fresh worker), when the worker looks it up, then it is imported from its home and
    registered there; a bundled game is found by name alone, and an unknown one is refused."""
    before, homes = dict(KITS), dict(HOMES)
    home = "tests.engine.core.tiny_game.kit:TINY_KIT"
    try:
        assert kit_in_worker("tiny", home) is TINY_KIT and HOMES["tiny"] == home
        assert kit_in_worker("tiny", home) is TINY_KIT                       # the second time: by name
    finally:
        KITS.clear()
        KITS.update(before)
        HOMES.clear()
        HOMES.update(homes)
    assert kit_in_worker("crown-rivals", None) is KITS["crown-rivals"]
    with pytest.raises(UsageError, match="unknown game 'tiny'"):
        kit_in_worker("tiny", None)
