"""`hoc-desktop --game crown-rivals ...`: the Crown Rivals commands, and one-line errors for bad input."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from tests.cli.test_cli import SCENARIOS, one_line_error, run


def test_play_prints_a_whole_game_and_its_winner(capsys: Any) -> None:
    code, out, err = run(capsys, "--game", "crown-rivals", "play", "--seed", "3")
    assert code == 0, err
    assert out.startswith("Crown Rivals: Normal 1 vs Easy 2 (seed 3)")
    assert "\nTurn 1: " in out
    assert " wins. " in out.splitlines()[-1] and " Influence" in out.splitlines()[-1]


def test_play_prints_the_log_in_japanese_line_by_line(capsys: Any, language: Any) -> None:
    """Given --lang ja, when a game is played, then every line of its log is Japanese: the turns'
    headings unindented, the draws in a row one line, the winner's line last; cards keep their
    symbols (read alike in both languages)."""
    code, out, err = run(capsys, "--lang", "ja", "--game", "crown-rivals", "play", "--seed", "3")
    assert code == 0, err
    lines = out.splitlines()
    turns = [line for line in lines if line.startswith("ターン")]
    assert turns[0] == "ターン1：AI（やさしい）2" and len(turns) > 10
    told = [line.strip() for line in lines[1:] if not line.startswith("  [")]     # the AI's reasons stay English
    assert not [line for line in told if re.search(r"\b(plays|draws|buys|discards|Turn|wins)\b", line)]
    assert "  AI（普通）1は2♥、2♣、A♣、A♦、3♦を引いた。" in lines
    assert re.fullmatch(r"AI（普通）1の勝利。AI（普通）1：影響力\d+、AI（やさしい）2：影響力-?\d+。", lines[-1])


def test_the_same_seed_plays_the_same_game(capsys: Any) -> None:
    first = run(capsys, "--game", "crown-rivals", "play", "--seed", "5")[1]
    second = run(capsys, "--game", "crown-rivals", "play", "--seed", "5")[1]
    assert first == second


def test_a_saved_game_loads_by_its_own_name_without_game(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "cr.json"
    code, out, err = run(capsys, "--game", "crown-rivals", "play", "--seed", "2", "--save", str(path))
    assert code == 0, err
    assert json.loads(path.read_text())["game"] == "crown-rivals"
    code, out, err = run(capsys, "play", "--load", str(path))
    assert code == 0, err
    assert out.startswith(f"Loaded {path}: Crown Rivals")


def test_simulate_and_tournament_report_both_levels(capsys: Any) -> None:
    code, out, err = run(capsys, "--game", "crown-rivals", "simulate", "--games", "3", "--seats", "easy,random")
    assert code == 0, err
    assert "seat 1 (easy)" in out and "seat 2 (random)" in out and "errors: 0" in out
    code, out, err = run(capsys, "--game", "crown-rivals", "tournament", "--games", "2")
    assert code == 0, err
    assert "2 seats (normal,easy)" in out


def test_simulate_reports_the_crown_rivals_safeguard_as_its_turn_limit(capsys: Any) -> None:
    # given the Crown Rivals rules' turn safeguard (data/crown_rivals.yaml)
    from hoc_desktop.engine.crown_rivals.rules import load_rules
    # when games are simulated without --max-turns, then the limit reported is that safeguard
    code, out, err = run(capsys, "--game", "crown-rivals", "simulate", "--games", "1")
    assert code == 0, err
    assert f"unfinished (turn limit {load_rules().max_turns})" in out and load_rules().max_turns != 400
    # and a Heart of Crown simulation keeps its own 400
    code, out, err = run(capsys, "simulate", "--games", "1")
    assert code == 0 and "unfinished (turn limit 400)" in out, err


def test_the_help_says_which_options_are_heart_of_crown_only(capsys: Any) -> None:
    # when simulate's help is printed, then --sets, --pack and the Rare variants say Crown Rivals
    # refuses them (its contest's refusals), and the turn limit gives each game's
    code, out, _ = run(capsys, "simulate", "--help")
    out = " ".join(out.split())
    assert code == 0
    assert out.count("(not for Crown Rivals)") >= 3 and "Heart of Crown 400; Crown Rivals 200" in out


def test_the_rare_variants_are_refused_for_crown_rivals(capsys: Any) -> None:
    code, out, err = run(capsys, "--game", "crown-rivals", "play", "--no-rares")
    assert code == 2 and out == "" and "Crown Rivals has no Rares" in one_line_error(err)


def test_a_scenario_names_its_game_itself(capsys: Any) -> None:
    code, out, err = run(capsys, "scenario", str(SCENARIOS / "crown_rivals" / "clubs_through_a_spade.yaml"))
    assert code == 0, err
    assert json.loads(out)["state"]["players"][1]["influence"] == 37


def test_a_scenario_of_another_game_than_asked_is_one_line(capsys: Any) -> None:
    code, _, err = run(capsys, "--game", "heart-of-crown", "scenario",
                       str(SCENARIOS / "crown_rivals" / "clubs_through_a_spade.yaml"))
    assert code == 2
    assert "a crown-rivals scenario" in one_line_error(err)


def test_an_unknown_game_lists_the_known_ones(capsys: Any) -> None:
    code, _, err = run(capsys, "--game", "chess", "play")
    assert code == 2
    assert "unknown game 'chess' (known games: heart-of-crown, crown-rivals)" in one_line_error(err)


def test_bad_seats_and_a_market_are_one_line(capsys: Any) -> None:
    for argv, words in ((("play", "--seats", "normal,easy,easy"), "two-player game"),
                        (("play", "--seats", "normal,hard"), "unknown Crown Rivals level 'hard'"),
                        (("play", "--market", "random"), "no market to choose")):
        code, _, err = run(capsys, "--game", "crown-rivals", *argv)
        assert code == 2
        assert words in one_line_error(err)


def test_events_of_a_crown_rivals_save_hide_the_other_hand(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "cr.json"
    run(capsys, "--game", "crown-rivals", "play", "--seed", "2", "--save", str(path))
    code, out, err = run(capsys, "events", str(path), "--seat", "1")
    assert code == 0, err
    draws = [json.loads(line) for line in out.splitlines() if '"draw", 0]' in line and '"hand", 0]' in line]
    assert draws and all(ev["card"] is None for ev in draws)
