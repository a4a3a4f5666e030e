"""scripts/bench_tournament.py runs end to end with tiny numbers and prints its figures (never judged)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "bench_tournament.py"
NUMBER = r"[+-]?\d+(\.\d+)?"


def load_script() -> ModuleType:
    """scripts/ is not a package: load bench_tournament.py from its file."""
    spec = importlib.util.spec_from_file_location("bench_tournament", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_tournament_prints_speed_up_and_memory(capsys: pytest.CaptureFixture[str]) -> None:
    # given: 4 games on 1 and 2 processes, then a 20-game memory run
    assert load_script().main(["--games", "4", "--jobs", "2", "--memory-games", "20"]) == 0
    lines = capsys.readouterr().out.splitlines()
    # then: both timings, the speed-up, ten memory figures and the growth are printed
    assert re.fullmatch(rf"jobs 1: 4 games in {NUMBER} s \(\d+ games/s\), errors 0", lines[0])
    assert re.fullmatch(rf"jobs 2: 4 games in {NUMBER} s \(\d+ games/s\), errors 0", lines[1])
    assert re.fullmatch(rf"speed-up 1 -> 2 jobs: {NUMBER}x on \d+ cores", lines[2])
    assert [re.fullmatch(rf"after +\d+ games: +{NUMBER} MB", line) is not None for line in lines[3:13]] == [True] * 10
    assert re.fullmatch(rf"growth after the first tenth: {NUMBER} MB", lines[13])
