"""Where a tournament's games run (hoc_desktop/tournament_runners.py): the chunks, and the local pool
that never forks a process with threads (the rare hang of a tournament)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from hoc_desktop.errors import HocError
from hoc_desktop.tournament_runners import InProcess, LocalPool, chunked, in_worker

ROOT = Path(__file__).resolve().parents[1]
HELD = threading.Lock()        # held by a thread of the main process while the pool starts


def _take_the_lock(job: str, chunk: list[int]) -> list[tuple[str, int, bool]]:
    """A task that needs HELD: in a forked copy of a process whose thread held it, it waits for ever."""
    with HELD:
        return [(job, i, in_worker()) for i in chunk]


def test_chunks_cover_every_game_once_in_order() -> None:
    # given tournaments small and large, on one slot and on many
    for games, slots in ((1, 1), (7, 2), (1000, 2), (100_000, 8)):
        # when their games are cut into chunks
        chunks = chunked(games, slots)
        # then every game is in one chunk, in order, and no chunk holds more than 4
        assert [i for chunk in chunks for i in chunk] == list(range(games))
        assert max(len(chunk) for chunk in chunks) <= 4
    assert chunked(10, 2) == [[i] for i in range(10)]           # a small one: a live progress bar


def test_in_process_plays_the_chunks_in_order_in_this_process() -> None:
    results = list(InProcess().run(_take_the_lock, "job", [[0, 1], [2]]))
    assert results == [[("job", 0, False), ("job", 1, False)], [("job", 2, False)]]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX sessions")
def test_the_pool_finishes_while_a_thread_holds_a_lock_its_task_needs() -> None:
    """Given a process one of whose threads holds a lock the task takes (as a Dask client's or a
    logging thread may hold one), when a two-job pool plays four chunks, then every chunk comes back
    from a worker: the workers are not forked from that process, so none inherits the lock held.
    The process is a subprocess in a session of its own, so that a hang is killed at the timeout,
    its workers too, whatever the pool does."""
    returncode, out, err = _bounded("run_in_pool_while_held")
    assert returncode == 0, err
    assert out.split() == ["job-0-True", "job-1-True", "job-2-True", "job-3-True"]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX sessions")
def test_a_worker_that_cannot_start_ends_the_tournament_with_one_line() -> None:
    """Given a job that cannot be unpickled in a worker (as a compiled frozen dataclass once could
    not), when a two-job pool plays it, then the run ends with one HocError line instead of waiting
    for ever (a multiprocessing.Pool started a new worker in place of each one that failed)."""
    returncode, out, err = _bounded("run_a_job_no_worker_can_read")
    assert returncode == 0, err
    assert out.startswith("HocError: a worker process of the tournament stopped"), out


def _bounded(function: str) -> tuple[int, str, str]:
    """Run `function` of this module in a subprocess in a session of its own, so that a hang is killed
    at the timeout, the pool's workers too, whatever the pool does."""
    code = f"from tests.test_tournament_runners import {function}; {function}()"
    process = subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        out, err = process.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise
    return process.returncode, out, err


def _refuse_to_load() -> None:
    raise RuntimeError("this job cannot be read here")


class Unreadable:
    """A job that pickles but cannot be unpickled: loading it calls `_refuse_to_load`."""

    def __reduce__(self) -> tuple[object, tuple[()]]:
        return _refuse_to_load, ()


def run_a_job_no_worker_can_read() -> None:
    """Play two chunks of an unreadable job on a two-job pool; print the error line."""
    try:
        list(LocalPool(2).run(_take_the_lock, Unreadable(), [[0], [1]]))      # type: ignore[arg-type]
    except HocError as exc:
        print(f"HocError: {exc}")


def run_in_pool_while_held() -> None:
    """Hold HELD in a thread of this process and play four chunks on a two-job pool; print them."""
    released = threading.Event()

    def hold() -> None:
        with HELD:
            released.wait(60)
    threading.Thread(target=hold, daemon=True).start()
    while not HELD.locked():
        time.sleep(0.01)
    results = sorted(item for chunk in LocalPool(2).run(_take_the_lock, "job", [[0], [1], [2], [3]])
                     for item in chunk)
    print(" ".join(f"{job}-{i}-{worker}" for job, i, worker in results))
    released.set()
