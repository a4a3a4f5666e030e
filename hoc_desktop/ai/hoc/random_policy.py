"""Heart of Crown's `random` level: the game-agnostic RandomPolicy (random_answer.py), marked as
one of this package's policies so `play_match` trusts its answers without checking them."""

from __future__ import annotations

from hoc_desktop.ai.policy import built_in
from hoc_desktop.ai.random_answer import RandomPolicy

built_in(RandomPolicy)

__all__ = ["RandomPolicy"]
