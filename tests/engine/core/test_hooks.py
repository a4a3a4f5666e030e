"""`RulesetHooks` (engine/core/hooks.py): the rules of every step as methods, which every game's
ruleset gives (the tests' tiny game as a plain-Python subclass of the compiled class)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from hoc_desktop.engine.core.hooks import RulesetHooks
from tests.engine.core.conformance import CASES, GameCase, ids, play

pytestmark = pytest.mark.usefixtures("tiny_registered")


def test_a_hooks_class_that_leaves_out_a_rule_says_so_when_the_driver_asks() -> None:
    # given a subclass that gives none of the three rules
    class Silent(RulesetHooks):
        pass

    hooks, driver = Silent(), SimpleNamespace(state=SimpleNamespace(result=None))
    # when the driver asks for each, then each refuses instead of answering nothing
    with pytest.raises(NotImplementedError):
        hooks.top_prompt(driver)
    with pytest.raises(NotImplementedError):
        hooks.handle(driver, ("end_turn",))
    with pytest.raises(NotImplementedError):
        hooks.after_change(driver)


def test_finished_reads_the_state_s_result_unless_a_game_reads_it_its_own_way() -> None:
    # given the base class's `finished` and states with and without a result
    hooks = RulesetHooks()
    # then a game is over exactly when its state's result is set
    assert not hooks.finished(SimpleNamespace(result=None))
    assert hooks.finished(SimpleNamespace(result={"winners": [0]}))


@pytest.mark.parametrize("case", CASES, ids=ids(CASES))
def test_every_game_s_hooks_agree_with_its_state_about_the_end(case: GameCase) -> None:
    # given each registered game's ruleset, its hooks, and a random game of it played to the end
    hooks = case.kit.ruleset.hooks
    assert isinstance(hooks, RulesetHooks)
    fresh = case.new_game()
    game = play(case)
    # then `finished` says a new game goes on, and of the played one what its state's result says
    assert not hooks.finished(fresh.state) and fresh.state.result is None
    assert hooks.finished(game.state) == (game.state.result is not None) == game.over
