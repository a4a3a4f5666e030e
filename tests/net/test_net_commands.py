"""`hoc-desktop serve` and `hoc-desktop join` as a player runs them: separate processes on
127.0.0.1, whole bot games of every game ending with one `result:` line shared by both seats, and
the refusals (a full table, an unknown game, an unreachable address, no --bot yet) in one line
with exit status 2. Every wait is bounded."""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Iterator

import pytest

from hoc_desktop.games import game_names

TIMEOUT = 120


def hoc(*args: str) -> list[str]:
    return [sys.executable, "-m", "hoc_desktop", *args]


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[str]:
    """A `serve` process on a free port; its address, read from its first line."""
    proc = subprocess.Popen(hoc("serve", "--port", "0", "--tables-dir", str(tmp_path / "tables")),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, stdin=subprocess.DEVNULL,
                            env={**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")})
    try:
        with ThreadPoolExecutor(1) as pool:
            first = pool.submit(proc.stdout.readline).result(timeout=30)    # type: ignore[union-attr]
        assert first.startswith("serving on ws://127.0.0.1:")
        yield first.split()[-1]
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def join(url: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(hoc("join", url, *args), capture_output=True, text=True, timeout=TIMEOUT,
                          stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("game", game_names())
def test_two_bot_joins_finish_a_game_with_the_same_result_line(server: str, game: str) -> None:
    """Given a server, when two `join --bot` processes take the two seats of a new table, then both
    exit 0 printing the same single line beginning `result:`."""
    with ThreadPoolExecutor(2) as pool:
        first = pool.submit(join, f"{server}/t", "--game", game, "--bot", "normal")
        second = pool.submit(join, f"{server}/t", "--game", game, "--bot", "easy")
        done = [first.result(timeout=TIMEOUT), second.result(timeout=TIMEOUT)]
    assert [d.returncode for d in done] == [0, 0], [d.stderr for d in done]
    lines = [d.stdout.splitlines() for d in done]
    assert lines[0] == lines[1] and len(lines[0]) == 1 and lines[0][0].startswith("result: ")


def test_a_full_table_an_unknown_game_and_a_window_token_file_are_one_line_and_exit_2(server: str) -> None:
    """Given a finished two-seat table, when a third player joins it, a join names an unknown game
    or a join for the window (no --bot) gives a token file, then each ends with one line on stderr
    and exit status 2."""
    with ThreadPoolExecutor(2) as pool:
        for done in list(pool.map(lambda level: join(f"{server}/full", "--bot", level), ["random", "random"])):
            assert done.returncode == 0
    refusals = {"is full": join(f"{server}/full", "--bot", "random"),
                "unknown game": join(f"{server}/other", "--game", "chess", "--bot", "random"),
                "goes with --bot": join(f"{server}/other", "--token-file", "seat.token")}
    for words, done in refusals.items():
        assert done.returncode == 2 and done.stdout == ""
        assert len(done.stderr.splitlines()) == 1 and words in done.stderr


def test_an_unreachable_address_is_one_line_and_exit_2() -> None:
    """Given no server on a port, when a bot joins there, then one line says it cannot be reached."""
    done = join("ws://127.0.0.1:9/t", "--bot", "random")
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and "cannot reach" in done.stderr


def test_a_token_file_rejoins_the_seat(server: str, tmp_path: Path) -> None:
    """Given a bot that joined with --token-file, when the game is over and it joins again with the
    same file, then it is given its seat back (not refused as a third player) and prints the result."""
    token = tmp_path / "seat.token"
    with ThreadPoolExecutor(2) as pool:
        done = list(pool.map(lambda args: join(f"{server}/t", *args),
                             [("--bot", "random", "--token-file", str(token)), ("--bot", "random")]))
    assert [d.returncode for d in done] == [0, 0] and token.read_text().strip()
    again = join(f"{server}/t", "--bot", "random", "--token-file", str(token))
    assert again.returncode == 0 and again.stdout == done[0].stdout


def test_two_bot_joins_with_a_code_play_a_private_table_and_a_wrong_code_is_one_line(server: str) -> None:
    """Given a server, when two `join --code` bots take a new table's seats, then they finish it
    with the same result line; a third join with a wrong code gets one line naming the code, exit 2."""
    with ThreadPoolExecutor(2) as pool:
        done = list(pool.map(lambda code: join(f"{server}/private", "--code", code, "--bot", "random"),
                             ["ABCD-EFGH", "abcdefgh"]))
    assert [d.returncode for d in done] == [0, 0], [d.stderr for d in done]
    assert done[0].stdout == done[1].stdout and done[0].stdout.startswith("result: ")
    wrong = join(f"{server}/private", "--code", "ABCD-EFGX", "--bot", "random")
    assert wrong.returncode == 2 and len(wrong.stderr.splitlines()) == 1 and "join code" in wrong.stderr


def test_a_takeover_level_not_every_game_has_is_one_line_and_exit_2() -> None:
    """Given `serve --takeover` with a level one game lacks, then one line and exit 2, before listening."""
    done = subprocess.run(hoc("serve", "--port", "0", "--takeover", "hard"), capture_output=True, text=True,
                          timeout=TIMEOUT, stdin=subprocess.DEVNULL)
    assert done.returncode == 2 and done.stdout == "" and len(done.stderr.splitlines()) == 1
    assert "every game" in done.stderr
