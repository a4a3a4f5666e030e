"""Where a tournament's games are played: one interface, `GameRunner.run(task, job, chunks)`, which
plays every chunk of game indices somewhere and yields each chunk's results as it finishes (in any
order; the tournament puts them back in game order). Three back-ends share it, so the tournament,
its progress bar and its Ctrl-C are written once:

* `InProcess`  one job: this process, one game at a time;
* `LocalPool`  `--jobs K`: K worker processes of this machine;
* `DaskCluster` (tournament_dask.py) `--cluster tcp://HOST:PORT`: the workers of a Dask cluster.

A task is a pure function of (job, chunk): every game is fixed by the tournament seed, its index
and the seats, so it may be played anywhere and played again (a Dask worker that dies has its
chunks re-run elsewhere) with the same result.

The local pool starts its workers through a "forkserver" (or, where there is none, "spawn"), never
by forking this process: a fork copies whatever locks this process's other threads held at that
moment (a Dask client's, a logging handler's), and a worker that needed one waited for ever, a rare
hang of the whole tournament. A worker therefore begins with the bundled games only and finds its
game by name (`games.kit_in_worker`), and whatever it is sent is pickled.

The pool is a `concurrent.futures.ProcessPoolExecutor`, not a `multiprocessing.Pool`: when a worker
cannot start (its task or job fails to unpickle there) or dies (killed, out of memory), the
executor fails every game still to come (`BrokenProcessPool`, here a one-line HocError), where a
`multiprocessing.Pool` starts another worker in its place and waits for the lost game for ever.
"""

from __future__ import annotations

import multiprocessing as mp
from multiprocessing.context import BaseContext
import signal
import threading
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Generator, Iterator, Protocol, Sequence, TypeVar

from hoc_desktop.errors import HocError
from hoc_desktop.i18n import ngettext

J = TypeVar("J")
R = TypeVar("R")

# What a task is told in a worker, and whether this process is one (`in_worker`).
_WORKER: dict[str, Any] = {}


class GameRunner(Protocol):
    """Plays chunks of a tournament's games somewhere, yielding each chunk's results as it finishes.

    slots  how many games it plays at once, so the tournament cuts chunks that keep all of them busy
    where  how the report names it: "2 jobs", "Dask cluster tcp://10.0.0.5:8786 (8 worker threads)"
    """

    @property
    def slots(self) -> int: ...

    @property
    def where(self) -> str: ...

    def run(self, task: Callable[[J, list[int]], R], job: J,
            chunks: Sequence[list[int]]) -> Generator[R, None, None]:
        """`task(job, chunk)` for every chunk, somewhere; each result as it comes."""
        ...


def chunked(games: int, slots: int) -> list[list[int]]:
    """Game indices 0..games-1 cut into chunks: one game each, so that the progress bar moves and a
    lost worker loses little, up to 4 once every slot has hundreds to play (fewer messages)."""
    size = max(1, min(4, games // (slots * 50)))
    return [list(range(i, min(i + size, games))) for i in range(0, games, size)]


def in_worker() -> bool:
    """Whether this process plays a tournament's games for another (a pool or Dask worker): there a
    KeyboardInterrupt can only come from a policy, since a worker takes no Ctrl-C of its own."""
    return bool(_WORKER.get("in_worker"))


def jobs_words(jobs: int) -> str:
    """How a report names `jobs` worker processes ("2 jobs"), in the current language."""
    return ngettext("{n} job", "{n} jobs", jobs).format(n=jobs)


@dataclass(frozen=True)
class InProcess:
    """One job: the games in this process, in order; a Ctrl-C stops them at once."""

    slots: int = 1

    @property
    def where(self) -> str:
        return jobs_words(1)

    def run(self, task: Callable[[J, list[int]], R], job: J,
            chunks: Sequence[list[int]]) -> Generator[R, None, None]:
        for chunk in chunks:
            yield task(job, chunk)


@dataclass(frozen=True)
class LocalPool:
    """`jobs` worker processes of this machine, started through a forkserver (see the module docstring)."""

    jobs: int

    @property
    def slots(self) -> int:
        return self.jobs

    @property
    def where(self) -> str:
        return jobs_words(self.jobs)

    def run(self, task: Callable[[J, list[int]], R], job: J,
            chunks: Sequence[list[int]]) -> Generator[R, None, None]:
        if "forkserver" in mp.get_all_start_methods():
            ctx: BaseContext = mp.get_context("forkserver")
            # the server imports the task's modules once, so that each worker forked from it starts in
            # a tenth of the time (taken when the server starts: the first pool of this process)
            ctx.set_forkserver_preload([task.__module__])
        else:
            ctx = mp.get_context("spawn")
        pool = ProcessPoolExecutor(self.jobs, mp_context=ctx, initializer=_init_worker, initargs=(task, job))
        try:
            with _ctrl_c_held_while_forking():      # the executor starts its workers as games are submitted
                pending: set[Future[Any]] = {pool.submit(_run_chunk, chunk) for chunk in chunks}
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
        except BrokenProcessPool as exc:
            raise HocError(f"a worker process of the tournament stopped before its games were played ({exc})") \
                from None
        finally:                      # by the end, an error, Ctrl-C or the caller closing: the workers go
            _stop(pool)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel the games not yet started and end the workers without waiting for the games they play
    (after Ctrl-C or an error nobody wants them). Python 3.14's `terminate_workers` does this; before
    it, the executor's own table of processes is the only handle on them."""
    terminate = getattr(pool, "terminate_workers", None)
    if terminate is not None:
        terminate()
        return
    workers = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in workers:
        process.terminate()
    for process in workers:
        process.join(5)


def _init_worker(task: Callable[[Any, list[int]], Any], job: Any) -> None:
    """Set up a worker process. A worker ignores Ctrl-C: the main process alone stops the tournament
    and terminates the workers, so no worker prints a traceback and none dies with a game half done
    (which would leave the pool waiting for ever). SIGINT reaches it blocked (`_ctrl_c_held_while_forking`):
    it is ignored first, then unblocked, so a Ctrl-C held meanwhile is dropped here."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    _WORKER.update(task=task, job=job, in_worker=True)


def _run_chunk(chunk: list[int]) -> Any:
    return _WORKER["task"](_WORKER["job"], chunk)


def mark_worker() -> None:
    """Tell `in_worker` that this process plays games for another (a Dask worker, before its task)."""
    _WORKER["in_worker"] = True


@contextmanager
def _ctrl_c_held_while_forking() -> Iterator[None]:
    """Ctrl-C pressed while the workers start is held, not lost: it arrives once they exist and
    stops the tournament. SIGINT is blocked in the main thread, and the forkserver, started the
    first time inside this block, keeps it blocked for good (a blocked signal stays blocked across
    fork and exec), so each worker it forks begins with it blocked too and ignores it before it
    unblocks it (`_init_worker`). A SIGINT that another thread of this process takes meanwhile (a
    Dask client's) is noted by a handler of the moment and raised again at the end. Ignoring it in
    the main process instead dropped a Ctrl-C that came meanwhile."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    held: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: held.append(signum))
    try:
        if hasattr(signal, "pthread_sigmask"):
            previous_mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
            try:
                yield
            finally:
                signal.pthread_sigmask(signal.SIG_SETMASK, previous_mask)   # a SIGINT held comes now, noted
        else:
            yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if held:
        signal.raise_signal(signal.SIGINT)      # as if it came now: KeyboardInterrupt, or what the handler does
