"""`hoc-desktop simulate` and `tournament` report in the language `--lang` chose (cli/simulate.py,
tournament.py's report)."""

from __future__ import annotations

from typing import Any, Callable

from tests.cli.test_cli import run


def test_simulate_reports_in_japanese(capsys: Any, language: Callable[[str], None]) -> None:
    # given four games with Far East, reported with --lang ja
    code, out, err = run(capsys, "--lang", "ja", "simulate", "--games", "4", "--sets", "base,far_east")
    assert code == 0, err
    # then every line of the report is Japanese around its numbers and codes
    lines = out.splitlines()
    assert lines[0] == "ハートオブクラウン：4ゲーム、カードセットbase,far_east、席money,money、シード1..4"
    assert lines[1].startswith("  席1（money）：") and "勝（" in lines[1]
    assert lines[-2] == "  エラー：0" and lines[-1].startswith("  時間：")


def test_a_tournament_reports_in_japanese(capsys: Any, language: Callable[[str], None]) -> None:
    code, out, err = run(capsys, "--lang", "ja", "tournament", "--games", "2", "--seats", "normal,baseline",
                         "--jobs", "1", "--no-progress")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("トーナメント：2ゲーム、2席（normal,baseline）、シード1、ジョブ1個、")
    assert lines[1] == "（2席：同じ配りを席を入れ替えて2回ずつプレイ）"
    assert lines[-1].startswith("引き分け：") and lines[-1].endswith("エラー：0")
