"""The headless rules engine: generic machinery in `core`, Heart of Crown's rules in `hoc`."""
