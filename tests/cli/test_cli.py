"""The `hoc-desktop` command line: output, exit status, and one-line errors (never a traceback)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.cli.main import main
from tests.engine.core.tiny_game.kit import register as register_tiny

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """Run the CLI in-process: (exit status, stdout, stderr). argparse errors exit via SystemExit."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(err: str) -> str:
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {err!r}"
    return lines[0]


# ---------------------------------------------------------------- scenario

def test_scenario_prints_json_and_exits_0(capsys: Any) -> None:
    code, out, err = run(capsys, "scenario", str(SCENARIOS / "city.yaml"))
    assert code == 0, err
    result = json.loads(out)
    assert result["state"]["players"][0]["discard"] == ["city", "contribution"]
    assert result["state"]["turn"]["coins"] == 0
    assert result["prompt"]["kind"] == "second"
    assert any("City" in line for line in result["log"])
    assert err == ""


def test_failed_expectation_exits_1(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "wrong.yaml"
    path.write_text(
        "description: a City gives 2 coins, not 5\n"
        "position: {players: [{hand: [city]}, {}]}\n"
        "commands: [[play, city]]\n"
        "expect: {turn.coins: 5, players.0.field: [city]}\n", encoding="utf-8")
    code, out, err = run(capsys, "scenario", str(path))
    assert code == 1
    assert json.loads(out)["state"]["turn"]["coins"] == 2          # the state is still printed
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1                                            # only the failing expectation
    assert str(path) in lines[0] and "turn.coins: expected 5, got 2" in lines[0]


@pytest.mark.parametrize("body, words", [
    ("description: broken\nposition: {players: [{hand: [city]}, {}\n", "invalid YAML"),
    ("position: {players: [{hand: [citty]}, {}]}\ncommands: []\n", "unknown card 'citty'"),
    ("position: {players: [{hand: [city]}, {}]}\ncommands: [[play, duke]]\n", "command 1"),
    ("position: {players: [{hand: [city]}, {}]}\ncommands: [[play, city], [buy, duke]]\n", "command 2"),
    ("position: {players: [{hand: [city]}, {}]}\ncommands: [42]\n", "command 1"),
    ("position: {players: [{hand: [city]}, {}]}\ncommands: play city\n", ":2: commands: expected a list"),
    ("position: {players: [{hand: [city]}, {}]}\nexpect: [1, 2]\n", ":2: expect: expected a mapping"),
    ("position: {players: [{hand: [city]}, {}], market: {stacks: [scout]}}\n", "position"),
    ("position: {players: [{hand: [city]}]}\n", "2 to 4 players"),
    ("commands: [[play, city]]\n", "'position'"),
    ("position: {players: [{hand: [city]}, {}]}\nwhatever: 1\n", "unknown key"),
], ids=["bad-yaml", "unknown-card", "illegal-command", "illegal-later-command", "not-a-command",
        "commands-not-a-list", "expect-not-a-mapping", "bad-market", "one-player", "no-position", "unknown-key"])
def test_bad_scenario_files_give_one_line_naming_the_file(tmp_path: Path, capsys: Any, body: str,
                                                          words: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(body, encoding="utf-8")
    code, out, err = run(capsys, "scenario", str(path))
    assert code == 2
    assert out == ""
    line = one_line_error(err)
    assert line.startswith("hoc-desktop: ")
    assert str(path) in line
    assert words in line


def test_missing_scenario_file(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "nowhere.yaml"
    code, _, err = run(capsys, "scenario", str(path))
    assert code == 2
    line = one_line_error(err)
    assert line.startswith("hoc-desktop: ") and str(path) in line


def test_a_scenario_of_a_game_that_reads_none_is_one_line(tmp_path: Path, capsys: Any) -> None:
    # given a registered game whose kit declares no scenario reader (the tests' tiny game)
    path = tmp_path / "tiny.yaml"
    path.write_text("game: tiny\nposition: {}\n")
    undo = register_tiny()
    try:
        # when its scenario is run, then one line says the game has none, exit status 2
        code, out, err = run(capsys, "scenario", str(path))
    finally:
        for forget in undo:
            forget()
    assert code == 2 and out == ""
    line = one_line_error(err)
    assert str(path) in line and "Tiny has no scenario files" in line


# ---------------------------------------------------------------- usage errors

def test_unknown_option(capsys: Any) -> None:
    code, out, err = run(capsys, "--bogus")
    assert code == 2 and out == ""
    assert "--bogus" in one_line_error(err)


def test_unknown_subcommand(capsys: Any) -> None:
    code, out, err = run(capsys, "fly")
    assert code == 2 and out == ""
    assert "fly" in one_line_error(err)


def test_unknown_option_of_a_subcommand(capsys: Any) -> None:
    code, _, err = run(capsys, "simulate", "--speed", "3")
    assert code == 2
    assert "--speed" in one_line_error(err)


@pytest.mark.parametrize("argv", [["simulate", "--games", "0"], ["simulate", "--games", "many"],
                                  ["simulate", "--seats", "money"], ["play", "--seed", "x"]])
def test_bad_values(capsys: Any, argv: list[str]) -> None:
    code, _, err = run(capsys, *argv)
    assert code == 2
    one_line_error(err)


# ---------------------------------------------------------------- simulate

def test_simulate(capsys: Any) -> None:
    code, out, err = run(capsys, "simulate", "--games", "3", "--seats", "money,random", "--seed", "1")
    assert code == 0, err
    assert "errors: 0" in out
    assert "3 games" in out
    assert "seat 1 (money)" in out and "seat 2 (random)" in out


def test_simulate_seats_every_ai_level(capsys: Any) -> None:
    code, out, err = run(capsys, "simulate", "--games", "1", "--seats", "hard@0.02,normal,easy,baseline",
                         "--seed", "2")
    assert code == 0, err
    assert "errors: 0" in out
    for n, name in enumerate(("hard@0.02", "normal", "easy", "baseline"), start=1):
        assert f"seat {n} ({name})" in out


def test_simulate_unknown_policy(capsys: Any) -> None:
    code, out, err = run(capsys, "simulate", "--games", "2", "--seats", "money,genius")
    assert code == 2
    assert out == ""
    line = one_line_error(err)
    assert line.startswith("hoc-desktop: ") and "genius" in line


POLICY = '''
class FirstOption:
    """Always the first legal action; for a pick, the fewest cards allowed."""

    def __init__(self, seed=0):
        self.seed = seed

    def decide(self, prompt, view):
        if prompt.offers_commands:
            return prompt.options[0]
        return ("pick", tuple(prompt.options[:prompt.min]))
'''


def test_user_policy_from_a_file(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "my_bot.py"
    path.write_text(POLICY, encoding="utf-8")
    spec = f"money,{path}:FirstOption"
    code, out, err = run(capsys, "simulate", "--games", "2", "--seats", spec, "--seed", "3", "--max-turns", "60")
    assert code == 0, out + err
    assert "errors: 0" in out
    assert f"seat 2 ({path}:FirstOption)" in out


@pytest.mark.parametrize("spec, words", [("{dir}/absent.py:Bot", "not found"),
                                         ("{file}:Missing", "no class named 'Missing'"),
                                         ("{broken}:Bot", "error while loading")])
def test_user_policy_errors(tmp_path: Path, capsys: Any, spec: str, words: str) -> None:
    good = tmp_path / "bot.py"
    good.write_text(POLICY, encoding="utf-8")
    broken = tmp_path / "broken.py"
    broken.write_text("def oops(:\n", encoding="utf-8")
    spec = spec.format(dir=tmp_path, file=good, broken=broken)
    code, _, err = run(capsys, "simulate", "--games", "1", "--seats", f"money,{spec}")
    assert code == 2
    assert words in one_line_error(err)


# ---------------------------------------------------------------- play, save, load

def test_play_prints_a_game_log(capsys: Any) -> None:
    code, out, err = run(capsys, "play", "--seed", "2")
    assert code == 0, err
    lines = out.strip().splitlines()
    assert lines[0].startswith("Heart of Crown:")
    assert any(line.startswith("--- Turn") for line in lines)
    assert "Game over" in lines[-1]
    # the same seed gives the same game
    code, again, _ = run(capsys, "play", "--seed", "2")
    assert again == out


def test_play_save_then_load(tmp_path: Path, capsys: Any) -> None:
    save = tmp_path / "games" / "game.json"
    code, out, err = run(capsys, "play", "--seed", "2", "--save", str(save))
    assert code == 0, err
    assert out.strip().splitlines()[-1] == f"Saved to {save}"
    game_over = [line for line in out.splitlines() if "Game over" in line]
    assert len(game_over) == 1
    assert json.loads(save.read_text(encoding="utf-8"))["format"] == "hoc-desktop-save"
    code, loaded, err = run(capsys, "play", "--load", str(save))
    assert code == 0, err
    assert loaded.startswith(f"Loaded {save}")
    assert "Replayed" in loaded
    assert loaded.strip().splitlines()[-1] == game_over[0]


def test_play_load_bad_file(tmp_path: Path, capsys: Any) -> None:
    save = tmp_path / "bad.json"
    save.write_text('{"format": "hoc-desktop-save", "format_version": 1, "setup": ', encoding="utf-8")
    before = save.read_bytes()
    code, _, err = run(capsys, "play", "--load", str(save))
    assert code == 2
    line = one_line_error(err)
    assert line.startswith("hoc-desktop: ") and str(save) in line
    assert save.read_bytes() == before


def test_play_save_to_a_folder_is_one_line(tmp_path: Path, capsys: Any) -> None:
    code, _, err = run(capsys, "play", "--seed", "2", "--save", str(tmp_path))
    assert code == 2
    line = one_line_error(err)
    assert line.startswith("hoc-desktop: ") and str(tmp_path) in line and "cannot write" in line


def test_play_unknown_market(capsys: Any) -> None:
    code, _, err = run(capsys, "play", "--market", "Nonsense Set")
    assert code == 2
    assert "Nonsense Set" in one_line_error(err)


def test_play_in_japanese_tells_every_log_line_in_japanese(capsys: Any, language: Any) -> None:
    # given Far East games told in Japanese (cards moving between named zones, cards that stop, modes)
    told: list[str] = []
    for seed in ("4", "5"):
        code, out, err = run(capsys, "--lang", "ja", "play", "--seed", seed, "--sets", "base,far_east",
                             "--market", "random")
        assert code == 0, err
        told += [line for line in out.splitlines()[2:] if not line.startswith("  [")]   # the AIs' reasons: not yet
    # then no line of the log has an English word but the players' names
    english = [line for line in told if re.search(r"[A-Za-z]{3,}", re.sub(r"Normal|Baseline", "", line))]
    assert any("移った" in line for line in told) and not english, english[:5]
