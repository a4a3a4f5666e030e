"""`hoc-desktop events SAVE [--seat N]`: a save's stream as JSON lines, all or one seat's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hoc_desktop.cli.main import main


@pytest.fixture()
def save(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    assert main(["play", "--seed", "3", "--seats", "money,money", "--save", str(path)]) == 0
    return path


def lines(capsys: pytest.CaptureFixture[str]) -> list[dict]:
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_a_seat_stream_hides_the_other_seats_draws(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Given a saved game, when seat 0's stream is printed, then seat 1's draws have a null card and
    seat 0's own draws name theirs; every card movement has type, card, from and to."""
    capsys.readouterr()
    assert main(["events", str(save), "--seat", "0"]) == 0
    events = lines(capsys)
    draws = [e for e in events if e["type"] == "move" and e["from"][0] == "draw" and e["to"][0] == "hand"]
    assert draws and all(e["card"] is None for e in draws if e["from"][1] == 1)
    assert all(set(e["card"]) == {"id", "key"} for e in draws if e["from"][1] == 0)
    for e in events:
        if e["type"] in ("move", "acquire", "play", "keep"):
            assert {"type", "card", "from", "to"} <= set(e)


def test_the_omniscient_stream_names_every_card(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["events", str(save)]) == 0
    events = lines(capsys)
    assert events[0]["type"] == "game_started"
    assert all(e["card"] is not None for e in events if e["type"] == "move")


def test_a_seat_that_does_not_exist_is_refused_in_one_line(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert main(["events", str(save), "--seat", "7"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--seat" in err
