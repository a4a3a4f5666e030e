"""`hoc-desktop --lang ja play` speaks Japanese line by line (cli/play_log.py and the lines of the
game it prints): no English word is left but the players' names (a default one in Japanese, AI（普通）1),
the policies' names and codes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

from tests.cli.test_cli import run

PLAYERS = re.compile(r"AI（普通）\d|Baseline \d")
LATIN = re.compile(r"[A-Za-z]{2,}")
NOT_YET = re.compile(r" goes from .* to |: .* -> |（coronation）")
"""Lines the game words in English still (docs/japanese.md, "Not yet in Japanese"): a card moving
between two named zones, a mode's label (card data) and the reason a game ended inside its Game
over line (engine/hoc/describe.py). The AI's bracketed reasons are checked like any line."""


def english_lines(out: str) -> list[str]:
    """The lines of `out` with an English word once the players' names are taken out, but those
    known to be English still (NOT_YET)."""
    lines = [PLAYERS.sub("", line) for line in out.splitlines() if not NOT_YET.search(line)]
    return [line for line in lines if LATIN.search(line)]


def test_play_in_japanese_prints_no_english_line(capsys: Any, language: Callable[[str], None],
                                                 tmp_path: Path) -> None:
    # given a whole game printed with --lang ja, and saved
    save = tmp_path / "game.json"
    code, out, err = run(capsys, "--lang", "ja", "play", "--seed", "3", "--save", str(save))
    assert code == 0, err
    # then its header, market, turns, end and saved lines are Japanese, line by line
    lines = out.splitlines()
    assert lines[0] == "ハートオブクラウン：AI（普通）1 対 Baseline 2（シード3）"
    assert lines[1].startswith("マーケット：斥候、") and lines[-1] == f"{save} に保存しました"
    assert not english_lines(out.replace(str(save), ""))
    # and the save read back prints its own lines in Japanese too
    code, out, err = run(capsys, "--lang", "ja", "play", "--load", str(save))
    assert code == 0, err
    assert out.startswith(f"{save} を読み込みました：ハートオブクラウン、AI（普通）1、Baseline 2\n")
    assert not english_lines(out.replace(str(save), ""))


def test_the_check_finds_an_english_line() -> None:
    out = "ターン1：AI（普通）1\n  [AI（普通）1は都市を購入]\n  [AI（普通）1 buys City]\nSaved to x"
    assert english_lines(out) == ["  [ buys City]", "Saved to x"]
