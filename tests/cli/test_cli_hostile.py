"""The command line under hostile input: absurd arguments, user policies that misbehave, special
files, a closed or full stdout and Ctrl-C in a multi-process tournament. Always one line on stderr
and an exit status; never a traceback, never a hang."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.cli.main import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("hoc-desktop") and lines[0].isprintable(), lines[0]
    return lines[0]


def _ctrl_c_as_in_a_terminal() -> None:
    """A shell starts background jobs with Ctrl-C ignored, and the child would inherit that; the
    program under test gets SIGINT's default, as a command typed at a terminal does."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def spawn(*argv: str, tmp_path: Path, env_extra: dict[str, str] | None = None,
          **kwargs: Any) -> subprocess.Popen[bytes]:
    """The real program in its own process (and process group), logging into `tmp_path`, with the
    packs folder `tmp_path/data/hoc-desktop/packs` unless `env_extra` says otherwise."""
    env = {**os.environ, "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data"),
           **(env_extra or {})}
    terminal = {"preexec_fn": _ctrl_c_as_in_a_terminal} if sys.platform != "win32" else {}
    return subprocess.Popen([sys.executable, "-m", "hoc_desktop", *argv], env=env, stderr=subprocess.PIPE,
                            start_new_session=True, **terminal, **kwargs)


def finish(process: subprocess.Popen[bytes], timeout: float) -> tuple[bytes, bytes]:
    """The output of a spawned program; one that has not ended within `timeout` seconds is killed
    (it and its children) and the test fails, so a regression that hangs leaves no process behind."""
    try:
        return process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        pytest.fail(f"still running after {timeout} s (killed)")


# ---------------------------------------------------------------- arguments

@pytest.mark.parametrize("argv", [
    ["simulate", "--games", "10000000000"], ["simulate", "--games", "-1"], ["simulate", "--max-turns", "0"],
    ["tournament", "--jobs", "100000"], ["play", "--seed", "1e999"], ["play", "--seed", "9" * 5000],
    ["play", "--seed", "99999999999999999999"], ["play", "--seats", "normal,normal,normal,normal,normal"],
    ["play", "--market", "scout,scout,scout,scout,scout,scout,scout,scout,scout,scout"],
    ["play", "--market", "scout,bank"], ["play", "--market", ("duke,city,senator,royal_maid,large_city,"
                                                              "farming_village,curse,scout,bank,library")],
    ["play", "--seats", "normal,hard@1e999"], ["play", "--seats", "normal,\x1b[2Jevil"],
    ["fly\x1b[31m"], ["play", "--load", "/nonexistent/dir/\x1b[2Jsave.json"],
])
def test_absurd_arguments_are_one_line_and_status_2(capsys: Any, argv: list[str]) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert "\x1b" not in one_line(err)


def test_an_internal_error_points_at_the_log(capsys: Any, monkeypatch: pytest.MonkeyPatch, private_log: Path) -> None:
    def broken(*args: Any) -> int:
        raise KeyError("a bug")

    monkeypatch.setattr("hoc_desktop.cli.play_log.run_play", broken)
    code, _, err = run(capsys, "play")
    assert code == 1
    assert str(private_log) in one_line(err) and "KeyError" in private_log.read_text(encoding="utf-8")


# ---------------------------------------------------------------- user policies in `play`

POLICIES = {
    "raises": "    def decide(self, prompt, view):\n        raise ZeroDivisionError('oops')\n",
    "exits": "    def decide(self, prompt, view):\n        import sys; sys.exit(3)\n",
    "returns-none": "    def decide(self, prompt, view):\n        return None\n",
    "returns-a-list": "    def decide(self, prompt, view):\n        return list(prompt.options[0])\n",
    "returns-a-trap": ("    def decide(self, prompt, view):\n        class Trap(tuple):\n"
                       "            def __eq__(self, other): raise RuntimeError('gotcha')\n"
                       "            __hash__ = tuple.__hash__\n        return Trap(prompt.options[0])\n"),
    "returns-a-bool-card": ("    def decide(self, prompt, view):\n        if not prompt.is_action:\n"
                            "            return ('pick', (True,))\n"
                            "        return tuple(x is not None if isinstance(x, int) else x "
                            "for x in prompt.options[0])\n"),
    "bad-reason": ("    def decide(self, prompt, view):\n        from hoc_desktop.ai.policy import Decision\n"
                   "        return Decision(prompt.options[0], reason=['\\x1b[2J'])\n"),
    "exits-in-init": "    def __init__(self, seed):\n        raise SystemExit('bye')\n",
    "huge-message": "    def decide(self, prompt, view):\n        raise ValueError('x\\n' * 100000)\n",
}


@pytest.mark.parametrize("kind", sorted(POLICIES))
def test_a_misbehaving_policy_is_one_line_naming_it(tmp_path: Path, capsys: Any, kind: str) -> None:
    # given a user's policy file that misbehaves in one way
    path = tmp_path / f"{kind}.py"
    path.write_text("class Bot:\n" + POLICIES[kind], encoding="utf-8")
    # when it plays a game, then the game stops with one line naming the policy, status 2
    code, _, err = run(capsys, "play", "--seats", f"money,{path}:Bot", "--seed", "4")
    assert code == 2
    assert f"{path}" in one_line(err)


def test_a_policy_that_exits_while_loading_is_one_line(tmp_path: Path, capsys: Any) -> None:
    path = tmp_path / "bot.py"
    path.write_text("import sys\nsys.exit(0)\n", encoding="utf-8")
    code, _, err = run(capsys, "simulate", "--games", "1", "--seats", f"money,{path}:Bot")
    assert code == 2 and "error while loading: SystemExit" in one_line(err)


# ---------------------------------------------------------------- files

def test_save_refuses_to_overwrite_a_foreign_file_before_playing(tmp_path: Path, capsys: Any) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("precious", encoding="utf-8")
    code, out, err = run(capsys, "play", "--save", str(notes))
    assert code == 2 and out == ""
    assert "not a Heart of Crown save" in one_line(err)
    assert notes.read_text(encoding="utf-8") == "precious"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize("argv", [["play", "--load", "{fifo}"], ["scenario", "{fifo}"]])
def test_a_fifo_never_hangs_the_program(tmp_path: Path, argv: list[str]) -> None:
    # given a named pipe nobody writes to, when the program is asked to read it
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    process = spawn(*(a.format(fifo=fifo) for a in argv), tmp_path=tmp_path, stdout=subprocess.DEVNULL)
    # then it refuses at once
    _, err = process.communicate(timeout=30)
    assert process.returncode == 2
    assert "not a regular file" in one_line(err.decode())


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize("command", [["simulate", "--games", "2"], ["play"]])
def test_a_fifo_as_a_pack_is_refused_without_waiting(tmp_path: Path, command: list[str]) -> None:
    # given a named pipe nobody writes to, given with --pack
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    # when a base game is simulated or played
    process = spawn(*command, "--pack", str(fifo), tmp_path=tmp_path, stdout=subprocess.DEVNULL)
    # then the pack is refused at once, in one line
    _, err = finish(process, 60)
    assert process.returncode == 2
    assert "--pack:" in one_line(err.decode()) and "not a regular file" in err.decode()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_in_the_packs_folder_is_left_out_and_play_goes_on(tmp_path: Path) -> None:
    # given a named pipe in the user's packs folder
    packs = tmp_path / "data" / "hoc-desktop" / "packs"
    packs.mkdir(parents=True)
    os.mkfifo(packs / "pipe.yaml")
    env = {"XDG_DATA_HOME": str(tmp_path / "data")}
    # when two base games are simulated
    process = spawn("simulate", "--games", "2", tmp_path=tmp_path, stdout=subprocess.PIPE, env_extra=env)
    out, err = finish(process, 120)
    # then the pipe is left out with one line and the games are played
    assert process.returncode == 0, err
    assert "card pack left out:" in one_line(err.decode()) and "not a regular file" in err.decode()
    assert b"errors: 0" in out


def test_a_save_and_its_replay_through_the_cli(tmp_path: Path, capsys: Any) -> None:
    save = tmp_path / "game.json"
    assert run(capsys, "play", "--seats", "money,random", "--seed", "5", "--save", str(save))[0] == 0
    data = json.loads(save.read_text(encoding="utf-8"))
    data["setup"]["players"][0] = "Mallory"
    save.write_text(json.dumps(data), encoding="utf-8")
    code, _, err = run(capsys, "play", "--load", str(save))
    assert code == 2 and "does not reproduce" in one_line(err)


# ---------------------------------------------------------------- the terminal

def test_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    # given `hoc-desktop play | head -1`
    process = spawn("play", "--seed", "3", tmp_path=tmp_path, stdout=subprocess.PIPE)
    assert process.stdout is not None
    first = process.stdout.readline()
    process.stdout.close()                    # the reader goes away
    _, err = process.communicate(timeout=60)
    # then the program stops with status 0 and prints nothing on stderr
    assert first.startswith(b"Heart of Crown")
    assert process.returncode == 0 and err == b""


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_full_disk_is_one_line(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        process = spawn("play", "--seed", "3", tmp_path=tmp_path, stdout=full)
        _, err = process.communicate(timeout=60)
    assert process.returncode == 1
    assert one_line(err.decode()) == "hoc-desktop: cannot write the output: No space left on device"


@pytest.mark.skipif(not hasattr(signal, "SIGINT") or sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_stops_a_multi_process_tournament_with_one_line(tmp_path: Path) -> None:
    # given a long tournament on two worker processes, with its progress bar running
    process = spawn("tournament", "--games", "100000", "--seats", "baseline,random", "--jobs", "2",
                    tmp_path=tmp_path, stdout=subprocess.PIPE)
    assert process.stderr is not None
    deadline = time.monotonic() + 30
    while b"games" not in process.stderr.read1(4096) and time.monotonic() < deadline:
        pass
    # when Ctrl-C reaches the whole process group (as a terminal sends it)
    os.killpg(process.pid, signal.SIGINT)
    out, err = process.communicate(timeout=30)
    # then it ends with status 130, one line, no traceback from any process, and no report
    assert process.returncode == 130
    assert b"Traceback" not in err and out == b""
    assert err.decode().rstrip().splitlines()[-1].endswith("hoc-desktop: interrupted")
