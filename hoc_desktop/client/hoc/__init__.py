"""Heart of Crown in the window: its new-game screen (and, beside it, its table), above the table kit."""
