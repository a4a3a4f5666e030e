"""AI seats: policies that answer prompts from their own seat's view, never from hidden state.
What every game's levels share sits here (the policy interface, the random answer, the match loop
and the tournament); each game's own levels sit in its own folder (ai/<game>/) and are reached
through its kit (hoc_desktop/games.py)."""

from hoc_desktop.ai.policy import Decision, Policy

__all__ = ["Decision", "Policy"]
