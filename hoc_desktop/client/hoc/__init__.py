"""Heart of Crown in the window: its table, setup screen, results, rules sections and window kit."""
