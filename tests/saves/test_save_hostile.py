"""Hostile saves: every damaged, crafted or oversized save is refused fast, in one safe line naming
the file, and left untouched; a tampered setup (a name, a rule, the seed) is caught by the digest."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import SaveError
from hoc_desktop.saves import load_game, save_game
from tests.hostile_input import QUICK_SECONDS, measured
from tests.saves.test_savefile import money_game


@pytest.fixture(scope="module")
def good_save(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    game, setup = money_game(30)
    path = tmp_path_factory.mktemp("good") / "game.json"
    save_game(game, setup, path)
    return json.loads(path.read_text(encoding="utf-8"))


def refused(path: Path) -> str:
    """Load `path`; it must be refused with one printable line naming the file, the file unchanged."""
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(SaveError) as info:
        load_game(path)
    message = str(info.value)
    assert message.startswith(str(path)), message
    assert message.isprintable() and len(message) < 400, message
    if before is not None:
        assert path.read_bytes() == before
    return message


def _set(*keys: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(data: dict[str, Any]) -> None:
        node = data
        for key in keys[:-1]:
            node = node[key]
        node[keys[-1]] = value
    return mutate


# Each case: a change to a good save, and words the refusal must contain.
SHAPES: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "version-zero": (_set("format_version", value=0), "no valid format version"),
    "version-true": (_set("format_version", value=True), "no valid format version"),
    "version-float": (_set("format_version", value=2.0), "no valid format version"),
    "version-text": (_set("format_version", value="2"), "no valid format version"),
    "version-1": (_set("format_version", value=1), "earlier version"),
    "seed-bool": (_set("setup", "seed", value=True), "setup.seed: expected a whole number"),
    "seed-text": (_set("setup", "seed", value="7"), "setup.seed: expected a whole number"),
    "seed-huge": (_set("setup", "seed", value=10 ** 25), "setup.seed: must be from"),
    "seed-float": (_set("setup", "seed", value=5.0), "setup.seed: expected a whole number"),
    "name-escape": (_set("setup", "players", 0, value="Ann\x1b[2J\x1b[31m"), "control character '\\x1b'"),
    "name-newline": (_set("setup", "players", 1, value="Bob\nhoc-desktop: all good"), "control character"),
    "name-empty": (_set("setup", "players", 0, value=" "), "must not be empty"),
    "name-long": (_set("setup", "players", 0, value="A" * 5000), "longer than 40"),
    "name-number": (_set("setup", "players", 0, value=12), "expected text"),
    "five-players": (_set("setup", "players", value=["A", "B", "C", "D", "E"]), "2 to 4 items"),
    "market-short": (lambda d: d["setup"]["market"].pop(), "exactly 10 items"),
    "market-unknown": (_set("setup", "market", 0, value="dragon"), "not a Common card"),
    "market-case": (_set("setup", "market", 0, value="Rampart"), "expected an id"),
    "market-duplicate": (_set("setup", "market", 1, value="rampart"), "different Common cards"),
    "options-truthy": (_set("setup", "options", "no_rares", value="yes"), "options.no_rares: expected true or false"),
    "options-unknown": (_set("setup", "options", "house_rules", value=True), "unknown key 'house_rules'"),
    "options-guardians-too-few": (_set("setup", "options", "guardians", value=True),
                                  "the Guardians variant needs 8 or more princesses in the game; this one has 6"),
    "options-judgment": (_set("setup", "options", "judgment", value="dukes"), "expected one of rulebook"),
    "options-missing": (lambda d: d["setup"].pop("options"), "missing key 'options'"),
    "unknown-key": (_set("cheats", value=True), "unknown key 'cheats'"),
    "app-version-list": (_set("app_version", value=[1]), "app_version: expected text"),
    "commands-not-list": (_set("commands", value={"0": "end_main"}), "no command log"),
    "too-many-commands": (_set("commands", value=[[0, ["end_main"]]] * 20_001), "no command log"),
    "entry-short": (_set("commands", 2, value=[0]), "command 3 of 30 is malformed"),
    "seat-bool": (_set("commands", 0, 0, value=False), "command 1 of 30 is malformed"),
    "seat-out-of-range": (_set("commands", 0, 0, value=7), "command 1 of 30 is malformed"),
    "pick-bool": (_set("commands", 5, 1, value=["pick", [True]]), "command 6 of 30 is malformed"),
    "card-float": (_set("commands", 5, 1, value=["play", 1.5]), "command 6 of 30 is malformed"),
    "card-negative": (_set("commands", 5, 1, value=["play", -3]), "command 6 of 30 is malformed"),
    "command-mapping": (_set("commands", 5, 1, value={"play": 3}), "command 6 of 30 is malformed"),
    "digest-short": (_set("digest", value="abc"), "digest: expected 64 hexadecimal digits"),
    "digest-upper": (lambda d: d.__setitem__("digest", d["digest"].upper()), "64 hexadecimal digits"),
}


@pytest.mark.parametrize("kind", sorted(SHAPES))
def test_a_save_of_the_wrong_shape_is_refused_in_words(tmp_path: Path, good_save: dict[str, Any], kind: str) -> None:
    # given a good save changed in one place
    change, words = SHAPES[kind]
    data = json.loads(json.dumps(good_save))
    change(data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    # when it is loaded, then it is refused naming what is wrong
    assert words in refused(path)


TAMPERING: dict[str, Callable[[dict[str, Any]], None]] = {
    "player-name": _set("setup", "players", 0, value="Mallory"),
    "judgment-rule": _set("setup", "options", "judgment", value="dukes_only"),
    "no-rares-rule": _set("setup", "options", "no_rares", value=True),
    "seed": lambda d: d["setup"].__setitem__("seed", d["setup"]["seed"] + 1),
    "market-order": lambda d: d["setup"]["market"].reverse(),
}


@pytest.mark.parametrize("kind", sorted(TAMPERING))
def test_a_changed_setup_is_tampering(tmp_path: Path, good_save: dict[str, Any], kind: str) -> None:
    # given a save whose setup was edited by hand (its shape still valid)
    data = json.loads(json.dumps(good_save))
    TAMPERING[kind](data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    # when it is loaded, then it is refused: the digest seals the setup as well as the state
    message = refused(path)
    assert "does not reproduce" in message or "does not replay" in message


def test_the_untouched_save_still_loads(tmp_path: Path, good_save: dict[str, Any]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(good_save), encoding="utf-8")
    game, setup = load_game(path)
    assert setup.players == ("Ann", "Bob") and len(game.commands) == 30


# ---------------------------------------------------------------- bombs and special files

def _deep(depth: int) -> str:
    return '{"format": "hoc-desktop-save", "x": ' + "[" * depth + "]" * depth + "}"


BOMBS: dict[str, tuple[Callable[[], bytes], str]] = {
    "deep-nesting": (lambda: _deep(100_000).encode(), "nested more than"),
    "nesting-under-the-count": (lambda: _deep(5_000).encode(), "nested more than"),
    "many-lists": (lambda: ("[" + ",".join(["[]"] * 600_000) + "]").encode(), "more than 300000 values"),
    "many-strings": (lambda: ("[" + ",".join(['"ab"'] * 350_000) + "]").encode(), "more than 300000 values"),
    "huge-file": (lambda: b'{"format": "hoc-desktop-save", "pad": "' + b"x" * 6_000_000 + b'"}', "larger than 2.0 MB"),
    "long-number": (lambda: b'{"format": "hoc-desktop-save", "seed": ' + b"9" * 5000 + b"}", "more than 30 digits"),
    "infinite-number": (lambda: b'{"format": "hoc-desktop-save", "seed": 1e999}', "too large"),
    "nan": (lambda: b'{"format": "hoc-desktop-save", "seed": NaN}', "NaN is not a number"),
    "duplicate-key": (lambda: b'{"format": "hoc-desktop-save", "format": "hoc-desktop-save"}', "appears twice"),
    "not-utf8": (lambda: b'{"format": "hoc-desktop-save",\n "x": "\xff\xfe"}', ":2: not a save (not UTF-8 text)"),
    "bom": (lambda: b'\xef\xbb\xbf{"format": "hoc-desktop-save"}', "corrupt or truncated"),
}


@pytest.mark.parametrize("kind", sorted(BOMBS))
def test_resource_bombs_are_refused_fast_and_small(tmp_path: Path, kind: str) -> None:
    # given a file built to exhaust time or memory
    make, words = BOMBS[kind]
    path = tmp_path / "bomb.json"
    path.write_bytes(make())
    # when it is loaded
    message, elapsed, peak = measured(lambda: refused(path))
    # then it is refused in well under a second, using well under 100 MB
    assert words in message
    assert elapsed < QUICK_SECONDS, f"{elapsed:.2f} s"
    assert peak < 60_000_000, f"{peak / 1e6:.0f} MB"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    # given a named pipe nobody writes to (opening it to read would block for ever)
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    # when it is loaded, then it is refused at once
    assert "not a regular file" in refused(path)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null", "/dev/urandom"])
def test_a_device_is_refused(device: str) -> None:
    if not os.path.exists(device):
        pytest.skip(f"no {device}")
    assert "not a regular file" in refused(Path(device))


def test_a_folder_is_refused(tmp_path: Path) -> None:
    assert "is a folder" in refused(tmp_path)


def test_a_name_with_a_nul_byte_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_game(tmp_path / "a\0b.json")
    assert "not a valid file name" in str(info.value)


def test_a_path_is_shown_escaped(tmp_path: Path) -> None:
    # given a save whose very name holds a terminal escape sequence and a newline
    path = tmp_path / "evil\x1b[2J\nname.json"
    path.write_text("not json", encoding="utf-8")
    # when it is loaded, then the message shows the name escaped, on one line
    with pytest.raises(SaveError) as info:
        load_game(path)
    message = str(info.value)
    assert "\x1b" not in message and "\n" not in message
    assert "evil\\x1b[2J\\nname.json" in message


def test_a_legal_game_of_a_different_setup_is_not_confused(tmp_path: Path) -> None:
    # given two saves of different games, then each loads as itself
    for seed in (3, 4):
        game, setup = money_game(10, seed=seed)
        save_game(game, setup, tmp_path / f"{seed}.json")
    for seed in (3, 4):
        _, setup = load_game(tmp_path / f"{seed}.json")
        assert setup.seed == seed


def test_a_new_game_is_not_built_for_a_refused_save(tmp_path: Path, good_save: dict[str, Any],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    # given a save with a bad seed, when it is loaded, then no game is even started
    data = json.loads(json.dumps(good_save))
    data["setup"]["seed"] = "seven"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    started: list[GameSetup] = []
    monkeypatch.setattr("hoc_desktop.saves.savefile.start_game",
                        lambda ruleset, setup: started.append(setup) or new_game(setup))
    refused(path)
    assert started == []


def test_the_largest_file_the_limits_allow_is_still_fast_and_small(tmp_path: Path) -> None:
    # given a file just inside every limit (size, number of values), made of many small mappings
    path = tmp_path / "big.json"
    path.write_text('{"format": "hoc-desktop-save", "x": [' + ",".join(['{"a": 1.5}'] * 140_000) + "]}",
                    encoding="utf-8")
    # when it is loaded, then it is refused (it is no save) within a second ...
    start = time.perf_counter()
    refused(path)
    assert time.perf_counter() - start < QUICK_SECONDS
    # ... and parsing it never holds more than a few tens of MB
    _, _, peak = measured(lambda: refused(path))
    assert peak < 60_000_000, f"{peak / 1e6:.0f} MB"
