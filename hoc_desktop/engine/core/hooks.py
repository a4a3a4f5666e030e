"""`RulesetHooks`: the three rules a game driver applies at every step of play, as methods (and
whether the game is over).

The driver (core/game.py `Game`) asks a ruleset, at every decision, for the prompt open between
effects (`top_prompt`), to carry out a command (`handle`) and to check what every change may have
set off (`after_change`). Everything else a ruleset gives the core is data and plain functions
(core/ruleset.py); these three are methods of a class, subclassed by each game, because the
compiled build calls a method of a compiled class directly, through its table of methods, where a
plain function held in a field is a call through a Python function object (argument parsing and
result checks: some 2.5% of a compiled money game went into those three calls).
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any

from hoc_desktop.build_info import mypyc_attr
from hoc_desktop.engine.core.effects import Effect
from hoc_desktop.engine.core.prompts import Prompt


@mypyc_attr(allow_interpreted_subclasses=True)     # a ruleset written in plain Python subclasses it too
class RulesetHooks:
    """Subclass it and give all three; `g` is the driver (a core `Game`), typed by each game."""

    def top_prompt(self, g: Any) -> Prompt:
        """The prompt open when no effect is suspended (a command prompt, usually)."""
        raise NotImplementedError

    def handle(self, g: Any, command: Any) -> Effect | None:
        """Carry out a legal command from a command prompt as far as it goes without asking: None
        when done, else the effect (a generator yielding Prompts) that asks the next question."""
        raise NotImplementedError

    def after_change(self, g: Any) -> None:
        """The rules checked after every command step (points, the end of the game)."""
        raise NotImplementedError

    def finished(self, state: Any) -> bool:
        """Whether the game is over: its state's `result` is set. The driver asks at every step; a
        compiled game overrides it to read its own state class natively (a read through an
        untyped state is a generic attribute look-up)."""
        return state.result is not None
