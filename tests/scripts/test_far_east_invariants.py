"""scripts/far_east_invariants.py: a few games run through the suite's own checks and the report
says how many kept every invariant (the 10,000-game run is the script's default, not the suite's)."""

from __future__ import annotations

import pytest

from tests.scripts.script_module import load_script


def test_a_short_run_keeps_every_invariant_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    # given the script, when it plays six Far East games (2, 3 and 4 players, twice each)
    script = load_script("far_east_invariants")
    assert script.main(["--games", "6", "--turns", "30"]) == 0
    printed = capsys.readouterr().out
    # then every game kept every invariant and replayed identically, and the figures are printed
    assert "6 games, 6 kept every invariant and replayed identically, 0 failed" in printed
    assert "2 players: 2 games" in printed and "4 players: 2 games" in printed
    assert "Far East cards played" in printed


def test_an_engine_error_is_reported_as_a_failed_game(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    # given a game that raises instead of finishing
    script = load_script("far_east_invariants")

    def broken(*args: object, **kwargs: object) -> None:
        raise RecursionError("copying round for ever")
    monkeypatch.setattr(script, "play_random", broken)
    # when the script runs, then it reports the game with its seed and fails
    assert script.main(["--games", "1", "--seed", "7"]) == 1
    assert "FAILED seed 7: RecursionError: copying round for ever" in capsys.readouterr().out
