"""AI seats for Crown Rivals: `random`, `easy` and `normal`, each reading only its seat's view.

    make_policy("normal", seed)          a policy by level name

Whole games and tournaments are every game's own (ai/match.py, tournament.py); contest.py says
what they need of Crown Rivals.
"""

from __future__ import annotations

from typing import Callable

from hoc_desktop.ai.crown_rivals.decision import Decision, Policy
from hoc_desktop.ai.crown_rivals.easy import EasyPolicy
from hoc_desktop.ai.crown_rivals.normal import NormalPolicy
from hoc_desktop.ai.random_answer import RandomPolicy
from hoc_desktop.errors import UsageError

LEVELS: dict[str, Callable[[int], Policy]] = {"random": RandomPolicy, "easy": EasyPolicy, "normal": NormalPolicy}


def make_policy(level: str, seed: int = 0) -> Policy:
    """A policy of `level` whose choices depend only on `seed` and what it sees."""
    if level not in LEVELS:
        raise UsageError(f"unknown Crown Rivals level '{level}' (known: {', '.join(LEVELS)})")
    return LEVELS[level](seed)


__all__ = ["Decision", "LEVELS", "Policy", "make_policy"]
