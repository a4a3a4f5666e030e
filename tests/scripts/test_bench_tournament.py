"""scripts/bench_tournament.py runs end to end with tiny numbers and prints its figures (never judged)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "bench_tournament.py"
NUMBER = r"[+-]?\d+(\.\d+)?"


def test_bench_tournament_prints_speed_up_and_memory() -> None:
    # given: 4 games on 1 and 2 processes, then a 20-game memory run, in a process of its own as a
    # user runs it (forking the test process, which earlier tests left with threads, could hang)
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "4", "--jobs", "2", "--memory-games", "20"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    # then: both timings, the speed-up, ten memory figures and the growth are printed
    assert re.fullmatch(rf"jobs 1: 4 games in {NUMBER} s \(\d+ games/s\), errors 0", lines[0])
    assert re.fullmatch(rf"jobs 2: 4 games in {NUMBER} s \(\d+ games/s\), errors 0", lines[1])
    assert re.fullmatch(rf"speed-up 1 -> 2 jobs: {NUMBER}x on \d+ cores", lines[2])
    assert [re.fullmatch(rf"after +\d+ games: +{NUMBER} MB", line) is not None for line in lines[3:13]] == [True] * 10
    assert re.fullmatch(rf"growth after the first tenth: {NUMBER} MB", lines[13])


def test_bench_tournament_prints_games_per_second_on_each_backend() -> None:
    # given: 6 games of each game on 1 and 2 processes and a two-worker local Dask cluster
    done = subprocess.run([sys.executable, str(SCRIPT), "--backends", "--games", "6"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    # then: one line per game with the three rates and their ratios
    rate = rf"{NUMBER} games/s"
    lines = done.stdout.splitlines()
    assert [line.split(" ", 1)[0] for line in lines] == ["heart-of-crown", "crown-rivals"]
    for line in lines:
        assert re.fullmatch(rf"\S+ \S+, 6 games: jobs 1 {rate}, jobs 2 {rate}, Dask 2 workers {rate}; "
                            rf"jobs 2 / jobs 1 {NUMBER}x, Dask / jobs 2 {NUMBER}x", line), line


def test_bench_tournament_times_crown_rivals_in_one_process() -> None:
    # given: Crown Rivals' games, one process only, no memory run
    done = subprocess.run([sys.executable, str(SCRIPT), "--game", "crown-rivals", "--seats", "easy,random",
                           "--games", "4", "--jobs", "1", "--memory-games", "0"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    # then: one timing (jobs 1 is run once) and the speed-up line
    lines = done.stdout.splitlines()
    assert re.fullmatch(rf"jobs 1: 4 games in {NUMBER} s \(\d+ games/s\), errors 0", lines[0])
    assert re.fullmatch(rf"speed-up 1 -> 1 jobs: {NUMBER}x on \d+ cores", lines[1])
    assert len(lines) == 2
