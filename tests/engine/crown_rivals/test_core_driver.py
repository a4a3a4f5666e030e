"""Crown Rivals on the core's own driver (core/game.py of branch core): the same seeds and answers
give the same prompts, events, seat streams and state as this package's driver, and the core's
undo reads the ruleset's `teaches`. Skipped until core/game.py is merged beside this package."""

from __future__ import annotations

import random

import pytest

from hoc_desktop.engine.crown_rivals.game import new_game
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.setup import Setup

core_game = pytest.importorskip("hoc_desktop.engine.core.game")


def test_the_core_driver_plays_the_same_games() -> None:
    from hoc_desktop.engine.core import undo
    for seed in range(20):
        rng = random.Random(seed)
        core = core_game.start_game(CROWN_RIVALS, Setup(("A", "B"), seed))
        mine = new_game(seed, ("A", "B"))
        while not core.over:
            prompt = core.prompt()
            assert prompt == mine.prompt()
            answer = (prompt.options[rng.randrange(len(prompt.options))] if prompt.is_action
                      else ("pick", tuple(rng.sample(prompt.options, rng.randint(prompt.min, prompt.max)))))
            core.submit(prompt.seat, answer)
            mine.submit(prompt.seat, answer)
        assert core.events == mine.events and core.state.result == mine.state.result
        for seat in (0, 1):
            assert core.events_for(seat) == mine.events_for(seat)
            assert undo.undo_point(core, seat) is None or undo.can_undo(core, seat, undo.undo_point(core, seat))
