"""Tiny: a third game that lives in tests/ only and plugs into the program by the core's contract
alone (engine/core/ruleset.py), to prove that the conformance suite (tests/engine/core/
test_conformance_*.py) judges any game, not only the two this program ships."""
