"""Heart of Crown desktop: a rules engine, AI seats and (later) a pygame-ce client for the card game."""

__version__ = "0.1.0"
