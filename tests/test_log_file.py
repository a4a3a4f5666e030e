"""The program's one log file: where it lives, rotation by the standard library's handler, levels,
and one honest line when it cannot be written."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from hoc_desktop import log_file
from hoc_desktop.log_file import LOG_LIMIT, log_details, log_note, log_path


@pytest.fixture
def private_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    log = tmp_path / "log" / "hoc-desktop.log"
    monkeypatch.setattr(log_file, "log_path", lambda: log)
    return log


def test_the_log_lives_in_the_user_log_folder(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # given the platform's user state folder (where platformdirs puts user logs on Linux)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path))
    # when the log is asked where it lives, then it is hoc-desktop's own log folder
    if sys.platform.startswith("linux"):
        assert log_path() == tmp_path / "hoc-desktop" / "log" / "hoc-desktop.log"
    assert log_path().name == "hoc-desktop.log" and "hoc-desktop" in str(log_path().parent)


def test_a_traceback_is_logged_as_an_error_and_the_words_say_where(private_log: Path) -> None:
    # given no log yet, when a traceback is logged
    words = log_details("Traceback (most recent call last):\nZeroDivisionError: division by zero\n")
    # then the folder is made, the record is an ERROR with the traceback, and the words name the file
    assert words == f"the details are in {private_log}"
    text = private_log.read_text(encoding="utf-8")
    assert text.startswith("=== ") and " ERROR hoc-desktop " in text and "ZeroDivisionError" in text


def test_a_window_note_is_logged_at_info_level(private_log: Path) -> None:
    # when the window notes how it draws, then the log keeps it as INFO, not as an error
    log_note("window 1280x720, video driver dummy")
    text = private_log.read_text(encoding="utf-8")
    assert " INFO hoc-desktop " in text and "window 1280x720" in text and "ERROR" not in text


def test_a_long_log_is_rotated(private_log: Path) -> None:
    # given a log already past the limit
    private_log.parent.mkdir(parents=True)
    private_log.write_text("x" * (LOG_LIMIT + 1), encoding="utf-8")
    # when one more record is written
    log_details("again")
    # then the old log became .1 and a short new one holds the record
    assert private_log.stat().st_size < 10_000 and "again" in private_log.read_text(encoding="utf-8")
    assert private_log.with_name("hoc-desktop.log.1").stat().st_size > LOG_LIMIT


def test_records_go_to_the_new_place_when_the_log_moves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # given a record written to one log, when the log folder changes, then the next record goes there
    first, second = tmp_path / "a" / "hoc-desktop.log", tmp_path / "b" / "hoc-desktop.log"
    monkeypatch.setattr(log_file, "log_path", lambda: first)
    log_note("one")
    monkeypatch.setattr(log_file, "log_path", lambda: second)
    log_note("two")
    assert "two" not in first.read_text(encoding="utf-8") and "two" in second.read_text(encoding="utf-8")


def test_a_log_that_cannot_be_written_is_said_in_words(private_log: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # given a file where the log folder should be
    private_log.parent.parent.mkdir(parents=True, exist_ok=True)
    private_log.parent.write_text("a file where the log folder should be", encoding="utf-8")
    # when a traceback is logged, then the words say it could not be, and nothing reaches the terminal
    assert log_details("boom").startswith("the details could not be logged (")
    assert capsys.readouterr().err == ""
