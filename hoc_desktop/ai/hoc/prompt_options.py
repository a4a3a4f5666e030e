"""How Heart of Crown's AI levels read a Second Phase prompt: its options sorted by what they do
(declare, buy, back a princess, set a card), the first step of every level's Second Phase."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any

from hoc_desktop.engine.core.prompts import Prompt


def second_phase_choices(prompt: Prompt) -> tuple[Any, list[int], list[int], list[int]]:
    """Sort a Second Phase prompt's options: (the declare option or None, cards to buy, princesses
    to back, cards to set)."""
    declare, buys, backs, sets = None, [], [], []
    for option in prompt.options:
        command: tuple[Any, ...] = option     # typed, so the compiled build reads it natively
        verb: str = command[0]
        if verb == "buy":
            buys.append(command[1])
        elif verb == "set":
            sets.append(command[1])
        elif verb == "back":
            backs.append(command[1])
        elif verb == "declare":
            declare = command
    return declare, buys, backs, sets
