"""The games this program knows by name: Heart of Crown and Crown Rivals, each a ruleset on the
one core, looked up the way saves and tools name them."""

from __future__ import annotations

from hoc_desktop.engine.core import game as core
from hoc_desktop.engine.crown_rivals.setup import Setup
from hoc_desktop.engine.games import GAMES, ruleset_named


def test_both_games_are_known_by_name() -> None:
    assert set(GAMES) == {"heart-of-crown", "crown-rivals"}
    assert ruleset_named("chess") is None


def test_the_core_driver_runs_crown_rivals_by_its_name() -> None:
    # given the ruleset named "crown-rivals", when the core deals a game from it
    game = core.start_game(ruleset_named("crown-rivals"), Setup(("A", "B"), 5))
    # then it waits for a player's first decision, with per-seat streams from the core
    prompt = game.prompt()
    assert prompt is not None and prompt.seat in (0, 1)
    assert len(game.events_for(0)) == len(game.events)
