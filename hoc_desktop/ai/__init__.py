"""AI seats: policies that answer prompts from their own seat's view, never from hidden state."""

from hoc_desktop.ai.levels import make_policy
from hoc_desktop.ai.policy import Decision, Policy

__all__ = ["Decision", "Policy", "make_policy"]
