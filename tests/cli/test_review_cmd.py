"""`hoc-desktop review SAVE [--seat N] [--top K] [--budget S] [--seed S] [--jobs J]`: the game review
on the command line; a damaged save or a seat the save lacks is one line and exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hoc_desktop.cli.main import main
from hoc_desktop.review.run import default_seat


@pytest.fixture()
def save(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    assert main(["play", "--seed", "3", "--seats", "money,money", "--save", str(path)]) == 0
    return path


def test_a_review_prints_its_marked_decisions_and_ends_with_the_average_loss(
        save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Given a saved Heart of Crown game, when seat 1 is reviewed with the least budget and --top 2,
    then the first line counts the decisions, at most 2 lines name a turn, what was done and what
    was better as percentages, and the last line is the average loss."""
    capsys.readouterr()
    assert main(["review", str(save), "--seat", "1", "--top", "2", "--budget", "0.01", "--jobs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Heart of Crown, seat 1 (") and "decisions reviewed" in lines[0]
    shown = lines[1:-1]
    assert len(shown) <= 2
    for line in shown:
        assert line.startswith("turn ") and "; better: " in line and "%" in line
    assert lines[-1].startswith("average loss: ") and lines[-1].endswith("%")


def test_a_damaged_save_is_one_line(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Given a save whose command log was changed, when it is reviewed, then one line names the file
    and the exit status is 2."""
    data = json.loads(save.read_text())
    data["commands"][3] = data["commands"][4]
    save.write_text(json.dumps(data))
    capsys.readouterr()
    assert main(["review", str(save)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "game.json" in err[0]


def test_a_seat_the_save_does_not_have_is_one_line(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Given a two-player save, when seat 3 is reviewed, then one line says which seats there are, exit 2."""
    capsys.readouterr()
    assert main(["review", str(save), "--seat", "3"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--seat must be from 0 to 1" in err[0]


def test_the_default_seat_is_the_first_human_one() -> None:
    """Given a save's seats, when none is asked, then the first human seat is reviewed, else seat 0."""
    assert default_seat(("normal", "human")) == 1
    assert default_seat(("normal", "easy")) == 0
    assert default_seat(None) == 0
