"""scripts/hard_deviations.py: plays end to end with tiny numbers, writes every searched decision,
counts the overruled ones by pattern with how often the same command was kept, and refuses a setting
HardPolicy does not take in one line."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from tests.scripts.script_module import ROOT, load_script

SCRIPT = ROOT / "scripts" / "hard_deviations.py"


def test_two_games_write_each_searched_decision_and_count_the_overruled_ones(tmp_path: Path) -> None:
    # given: two games of a hard player with four sampled worlds a decision
    out = tmp_path / "devs.jsonl"
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "2", "--out", str(out), "iterations=4"],
                          capture_output=True, text=True, timeout=300)
    # then: the result line, then the count of searched and overruled decisions
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"hard \(iterations=4\) vs baseline: won [\d.]+ of 2 games \(seed 7\), \d+ s", lines[0])
    searched = re.fullmatch(r"(\d+) decisions searched, (\d+) overruled \(\d+\.\d%\)", lines[1])
    assert searched is not None
    # and: the file holds every searched decision, with the two commands named by card keys
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == int(searched.group(1)) > 0
    assert {r["game"] for r in records} == {0, 1}
    assert sum(r["normal"] != r["hard"] for r in records) == int(searched.group(2))
    assert all(r["kind"] in ("main", "second") and r["normal"] in r["means"] for r in records)
    assert all(r["result"] in (0.0, 0.5, 1.0) for r in records)


def test_summary_counts_patterns_with_the_times_the_same_command_was_kept() -> None:
    # given: normal's "buy city" kept twice and overruled once for a Senator, in Second Phase prompts
    script = load_script("hard_deviations")
    second = {"kind": "second", "normal": "buy city"}
    records = [dict(second, hard="buy city"), dict(second, hard="buy city"), dict(second, hard="buy senator"),
               {"game": 3, "result": 1.0}]
    # when
    lines = script.summary(records, top=5)
    # then: three searched (the game without a search adds none), one overruled, kept twice
    assert lines[0] == "3 decisions searched, 1 overruled (33.3%)"
    assert lines[2].split() == ["1", "2", "second", "buy", "city", "->", "buy", "senator"]


def test_an_unknown_setting_is_one_line_and_exit_status_2() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--games", "1", "no_such_setting=1"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "no_such_setting" in done.stderr
