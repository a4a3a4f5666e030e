"""`hoc-desktop tournament`: a small smoke run and the report's format."""

from __future__ import annotations

import re

from hoc_desktop.tournament import wilson
from hoc_desktop.cli.main import main

ROW = re.compile(r"^(\S+)\s+(\d+)\s+(\d+)\s+([\d.]+)%\s+\[\s*([\d.]+)%,\s*([\d.]+)%\]\s+(\d+)\s+([\d.]+)$")


def _rows(out: str) -> dict[str, tuple]:
    rows = {}
    for line in out.splitlines():
        m = ROW.match(line)
        if m:
            rows[m.group(1)] = m.groups()[1:]
    return rows


def test_two_seat_tournament_smoke(capsys) -> None:
    code = main(["tournament", "--games", "6", "--seats", "normal,baseline", "--seed", "3", "--jobs", "2"])
    out, err = capsys.readouterr()
    assert code == 0
    assert "\r[" in err and "6/6 games" in err                     # the progress bar
    assert out.startswith("Tournament: 6 games, 2 seats (normal,baseline), seed 3, 2 jobs")
    assert "seats swapped" in out
    rows = _rows(out)
    assert set(rows) == {"normal", "baseline"}
    total_wins = 0
    for games, wins, rate, lo, hi, _draws, turns in rows.values():
        assert int(games) == 6
        assert abs(float(rate) - 100 * int(wins) / 6) < 0.06
        assert float(lo) <= float(rate) <= float(hi)
        assert float(turns) > 10
        total_wins += int(wins)
    m = re.search(r"draws: (\d+) \(ties (\d+), turn limit (\d+)\); average game length: ([\d.]+) turns; "
                  r"errors: (\d+)", out)
    assert m, out
    draws = int(m.group(1))
    assert total_wins + draws == 6
    assert m.group(5) == "0"


def test_four_seat_tournament_reports_each_level(capsys) -> None:
    code = main(["tournament", "--games", "4", "--seats", "easy,baseline,normal,random", "--seed", "1",
                 "--jobs", "2", "--no-progress"])
    out, err = capsys.readouterr()
    assert code == 0 and err == ""
    assert "rotated" in out
    rows = _rows(out)
    assert set(rows) == {"easy", "baseline", "normal", "random"}
    assert all(int(r[0]) == 4 for r in rows.values())
    assert sum(int(r[1]) for r in rows.values()) <= 4


def test_hard_seats_a_tournament_reproducibly(capsys) -> None:
    argv = ["tournament", "--games", "2", "--seats", "hard@0.02,normal", "--seed", "4", "--jobs", "2",
            "--no-progress"]
    tables = []
    for _ in range(2):
        assert main(argv) == 0
        out, _ = capsys.readouterr()
        rows = _rows(out)
        assert set(rows) == {"hard@0.02", "normal"} and "errors: 0" in out
        tables.append(out.split("\n", 1)[1])          # the first line holds the elapsed time
    assert tables[0] == tables[1]


def test_unknown_policy_is_a_one_line_error(capsys) -> None:
    code = main(["tournament", "--games", "2", "--seats", "normal,grandmaster"])
    _out, err = capsys.readouterr()
    assert code == 2
    assert err.count("\n") == 1 and "unknown policy 'grandmaster'" in err


def test_wilson_interval() -> None:
    lo, hi = wilson(650, 1000)
    assert 0.619 < lo < 0.621 and 0.678 < hi < 0.680
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
