"""`hoc-desktop events SAVE [--seat N]`: a save's stream as JSON lines, all or one seat's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hoc_desktop import engine
from hoc_desktop.cli.main import main
from hoc_desktop.engine.core.take_over import take_over_command, why_not_taken_over
from hoc_desktop.saves import read_save, save_game


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


def test_a_taken_over_game_prints_its_take_over_without_the_cards_dealt(
        save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Given a saved game taken over by seat 0 at its second turn and played on a command, when its
    streams are printed, then each holds the take-over as seat and seed, and `play --load` tells it."""
    game = engine.game_after(read_save(save).game, 0)
    while not (game.state.turn.number >= 2 and why_not_taken_over(game, 0) is None):
        prompt = game.prompt()
        assert prompt is not None
        game.submit(prompt.seat, prompt.options[0])
    game.submit(0, take_over_command(31))
    game.submit(0, game.prompt().options[0])                        # type: ignore[union-attr]
    taken = tmp_path / "taken.json"
    save_game(game, game.setup, taken)
    capsys.readouterr()
    for seat in ([], ["--seat", "0"], ["--seat", "1"]):
        assert main(["events", str(taken), *seat]) == 0
        taken_over = [e for e in lines(capsys) if e["type"] == "taken_over"]
        assert taken_over == [{"type": "taken_over", "seat": 0, "seed": 31}]
    assert main(["play", "--load", str(taken)]) == 0
    assert "Taken over here from Money 1's view" in capsys.readouterr().out
