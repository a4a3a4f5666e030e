"""scripts/tune_hard.py: runs end to end with tiny numbers and prints its figure (never judged),
records each game's result, compares two records game by game, and refuses a setting HardPolicy
does not take in one line."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "tune_hard.py"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300)


def test_tune_hard_prints_a_win_rate_and_records_each_game(tmp_path: Path) -> None:
    # given: 2 games of a tiny budget with one setting changed, recorded
    record = tmp_path / "z.txt"
    # when
    done = _run("--games", "2", "--record", str(record), "budget=0.02", "z=2.5")
    # then: one line with the rate, its 95% interval, the games and the seed; one result per game
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"hard \(budget=0\.02 z=2\.5\) vs baseline: \d+\.\d% \[\d+\.\d%, \d+\.\d%\] over 2 games "
                        r"\(seed 11\), \d+ s", done.stdout.strip())
    results = record.read_text().split()
    assert len(results) == 2 and all(r in ("0", "0.5", "1") for r in results)


def test_two_records_are_compared_game_by_game(tmp_path: Path) -> None:
    # given: two records of the same four deals, A winning one game that B lost
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    a.write_text("1 1 0 1\n")
    b.write_text("1 0 0 1\n")
    # when
    done = _run("--compare", str(a), str(b))
    # then
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("A 75.0% vs B 50.0% over 4 games: A - B = +25.0% (A better in 1, B better in 0;")


def test_an_unknown_setting_is_one_line_and_exit_status_2() -> None:
    # when: a name HardPolicy does not take
    done = _run("--games", "2", "no_such_setting=1")
    # then
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "tune_hard: 'no_such_setting=1': HardPolicy takes no setting 'no_such_setting'"]
