"""Hostile scenario files: refused fast, in one safe line naming the file and the line of the
offending value, for wrong shapes, impossible positions, YAML bombs and special files."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from hoc_desktop.engine.hoc.scenario import load_scenario, run_scenario
from hoc_desktop.errors import ScenarioError
from tests.hostile_input import QUICK_SECONDS, marked_line, measured, refused_at_line


def refusal(path: Path) -> tuple[int, str]:
    """Load and run `path`; it must be refused in one printable line `FILE:LINE: ...`."""
    return refused_at_line(lambda p: run_scenario(load_scenario(p), str(p)), path, ScenarioError)


# Lines ending in "#!" are where the refusal must point.
CASES = {
    "unknown-card-deep": (("position:\n  players:\n    - hand: [city]\n    - hand:\n        - duke\n"
                           "        - citty  #!\n"), "position.players[1].hand[1]: unknown card 'citty'"),
    "negative-coins": ("position:\n  players: [{}, {}]\n  turn:\n    phase: main\n    coins: -3  #!\n",
                       "position.turn.coins: must be from 0"),
    "billion-curses": ("position:\n  players: [{}, {}]\n  market:\n    curses: 1000000000  #!\n",
                       "position.market.curses"),
    "princess-backed-twice": ("position:\n  players:\n    - princess: laolily\n    - princess: laolily  #!\n",
                              "players[1].princess: there is one 'laolily'"),
    "seed-not-a-number": ("position:\n  seed: 1e999  #!\n  players: [{}, {}]\n", "position.seed: expected a whole"),
    "long-seed": ("position:\n  seed: " + "9" * 5000 + "  #!\n  players: [{}, {}]\n", "more than 30 digits"),
    "bad-command-later": (("position: {players: [{hand: [city]}, {}]}\ncommands:\n  - [play, city]\n"
                           "  - [buy, duke]  #!\n"), "command 2 ['buy', 'duke']"),
    "command-of-floats": ("position: {players: [{hand: [city]}, {}]}\ncommands:\n  - [play, 1.5]  #!\n",
                          "command 1 ['play', 1.5]"),
    "escape-in-name": ('position:\n  players:\n    - name: "evil\\e[2J"  #!\n    - {}\n', "control character '\\x1b'"),
    "unknown-key": ("position: {players: [{}, {}]}\nexpectations: {}  #!\n", "unknown key 'expectations'"),
    "duplicate-key": ("position: {players: [{}, {}]}\ncommands: []\ncommands: []  #!\n", "appears twice"),
    "billion-laughs": (("a: &a [x, x, x, x, x, x, x, x, x]  #!\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
                        "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nposition: {players: [{}, {}]}\n"), "anchors"),
    "alias-only": ("position: {players: [{}, {}]}\ndescription: *x  #!\n", "aliases (*x) are not allowed"),
    "python-tag": ("position: {players: [{}, {}]}\ndescription: !!python/object/apply:os.system [ls]  #!\n",
                   "is not allowed"),
    "deep-nesting": ("position:\n  players: [{}, {}]\ndescription: " + "[" * 40 + "]" * 40 + "  #!\n",
                     "nested more than 32 levels"),
    "control-character": ("position: {players: [{}, {}]}\ndescription: \"a\x07b\"  #!\n", "unacceptable character"),
    "two-documents": ("position: {players: [{}, {}]}\n---  #!\nposition: {players: [{}, {}]}\n", "more than one"),
    "tab-indent": ("position:\n\tplayers: [{}, {}]  #!\n", "invalid YAML"),
}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_a_bad_scenario_names_the_file_and_line(tmp_path: Path, kind: str) -> None:
    text, words = CASES[kind]
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    line, problem = refusal(path)
    assert words in problem, problem
    assert line == marked_line(text)


def test_non_utf8_bytes_name_their_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(b"position:\n  players:\n    - name: Jos\xe9\n    - {}\n")
    assert refusal(path) == (3, "not a scenario (not UTF-8 text)")


def test_a_huge_scenario_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.yaml"
    path.write_bytes(b"description: " + b"x" * 300_000 + b"\n")
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert "larger than 0.2 MB" in str(info.value)


@pytest.mark.parametrize("body", [
    "x: [" + ", ".join(["0"] * 120_000) + "]\n",                                    # too many values
    "a: &a [1, 2]\nb: [" + ", ".join(["*a"] * 50_000) + "]\n",                   # aliases, many
    "x: " + "[" * 100_000 + "\n",                                                # nesting, deep
])
def test_yaml_bombs_are_refused_fast_and_small(tmp_path: Path, body: str) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(body, encoding="utf-8")
    def load_refused() -> None:
        with pytest.raises(ScenarioError):
            load_scenario(path)

    _, elapsed, peak = measured(load_refused)
    assert elapsed < QUICK_SECONDS and peak < 60_000_000, (elapsed, peak)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    path = tmp_path / "pipe.yaml"
    os.mkfifo(path)
    with pytest.raises(ScenarioError) as info:
        load_scenario(path)
    assert "not a regular file" in str(info.value)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError) as info:
        load_scenario(tmp_path)
    assert "is a folder" in str(info.value)
