"""The guard around every entry point: whatever escapes becomes one safe line and an exit status;
internal errors leave their traceback in the log file, never on the terminal."""

from __future__ import annotations

import errno
import io
import os
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.cli.guard import run_guarded
from hoc_desktop.errors import SaveError


def one_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("hoc-desktop: ") and lines[0].isprintable()
    return lines[0]


def raising(exc: BaseException) -> Any:
    def fn() -> int:
        raise exc
    return fn


def test_a_user_error_is_one_line_and_status_2(capsys: Any) -> None:
    # given a command that finds a damaged file, when it runs guarded
    code = run_guarded(raising(SaveError("game.json: corrupt or truncated save")))
    # then one line says so and the status is 2
    assert code == 2
    assert one_line(capsys.readouterr().err) == "hoc-desktop: game.json: corrupt or truncated save"


def test_a_message_cannot_break_lines_or_reach_the_terminal(capsys: Any) -> None:
    run_guarded(raising(SaveError("bad\n\x1b[2Jname" + "x" * 5000)))
    line = one_line(capsys.readouterr().err)
    assert "\\n\\x1b[2Jname" in line and len(line) < 450


def test_a_bug_is_status_1_with_the_traceback_in_the_log(capsys: Any, private_log: Path) -> None:
    # given a command with a bug, when it runs guarded
    code = run_guarded(raising(ZeroDivisionError("division by zero")))
    # then the terminal gets one line pointing at the log, and the log holds the traceback
    assert code == 1
    line = one_line(capsys.readouterr().err)
    assert "internal error (ZeroDivisionError: division by zero)" in line and str(private_log) in line
    log = private_log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log and "ZeroDivisionError" in log


def test_a_log_that_cannot_be_written_is_said_in_the_same_line(private_log: Path, capsys: Any) -> None:
    private_log.parent.parent.mkdir(parents=True, exist_ok=True)
    private_log.parent.write_text("a file where the log folder should be", encoding="utf-8")
    assert run_guarded(raising(RuntimeError("boom"))) == 1
    assert "could not be logged" in one_line(capsys.readouterr().err)


def test_an_exception_that_cannot_be_printed_is_still_one_line(capsys: Any) -> None:
    class Unprintable(Exception):
        def __str__(self) -> str:
            raise RuntimeError("no")

    assert run_guarded(raising(Unprintable())) == 1
    assert "Unprintable: <its message cannot be shown>" in one_line(capsys.readouterr().err)


def test_ctrl_c_is_status_130(capsys: Any) -> None:
    assert run_guarded(raising(KeyboardInterrupt())) == 130
    assert one_line(capsys.readouterr().err) == "hoc-desktop: interrupted"


@pytest.mark.parametrize("code, status", [(0, 0), (2, 2), (None, 0)])
def test_an_exit_keeps_its_status(code: int | None, status: int) -> None:
    assert run_guarded(raising(SystemExit(code))) == status


class _Closed(io.StringIO):
    """A stdout whose reader went away (or whose disk is full)."""

    def __init__(self, error: int) -> None:
        super().__init__()
        self.error = error

    def write(self, text: str) -> int:
        raise OSError(self.error, "Broken pipe" if self.error == errno.EPIPE else "No space left on device")


def _chatty() -> int:
    for i in range(100):
        print(f"line {i}")
    return 0


def test_a_closed_pipe_ends_quietly(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    # given `hoc-desktop play | head -1`: the reader closes the pipe
    monkeypatch.setattr(sys, "stdout", _Closed(errno.EPIPE))
    # when the command writes, then it stops quietly with status 0
    assert run_guarded(_chatty) == 0
    assert capsys.readouterr().err == ""


def test_a_full_disk_is_one_line_and_status_1(monkeypatch: pytest.MonkeyPatch, capsys: Any) -> None:
    monkeypatch.setattr(sys, "stdout", _Closed(errno.ENOSPC))
    assert run_guarded(_chatty) == 1
    assert one_line(capsys.readouterr().err) == "hoc-desktop: cannot write the output: No space left on device"


def test_an_oserror_that_is_not_the_output_is_an_internal_error(capsys: Any) -> None:
    assert run_guarded(raising(OSError(errno.EPIPE, "a socket of our own"))) == 1
    assert "internal error (BrokenPipeError" in one_line(capsys.readouterr().err)


def test_the_streams_are_restored(capsys: Any) -> None:
    out, err = sys.stdout, sys.stderr
    run_guarded(raising(RuntimeError("x")))
    assert (sys.stdout, sys.stderr) == (out, err)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_in_place_of_the_log_is_not_waited_on(private_log: Path, capsys: Any) -> None:
    # given a named pipe nobody reads where the log file should be
    private_log.parent.mkdir(parents=True)
    os.mkfifo(private_log)
    # when a bug is reported (in a thread, so a regression fails here instead of hanging the suite)
    codes: list[int] = []
    worker = threading.Thread(target=lambda: codes.append(run_guarded(raising(RuntimeError("boom")))), daemon=True)
    worker.start()
    worker.join(60)
    # then the line says the details could not be logged, without waiting on the pipe
    assert not worker.is_alive() and codes == [1]
    assert "could not be logged" in one_line(capsys.readouterr().err)
