"""A tournament's games on an existing Dask cluster (`hoc-desktop tournament --cluster tcp://HOST:PORT`):
the `GameRunner` of tournament_runners.py whose slots are the cluster's worker threads.

Dask (`pip install 'hoc-desktop[cluster]'`) is imported only here, and this module only when
`--cluster` is given: playing never needs it. Every chunk of games is one Dask task, a pure function
of (job, chunk), so the scheduler may run it again: a worker that dies has its chunks re-run on
another (the scheduler reschedules them), a task that raises is retried `RETRIES` times. The
chunks come back as they finish (`as_completed`), so the progress bar moves as locally; Ctrl-C, an
error or an early end cancels what is left on the cluster, and the tournament stops as locally.
Each worker needs this program installed, the same version (it imports the task by name).
"""

from __future__ import annotations

import logging
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Generator, Iterator, Sequence, TypeVar

from hoc_desktop.errors import UsageError
from hoc_desktop.i18n import ngettext
from hoc_desktop.log_file import write_log
from hoc_desktop.safe_text import clip, exception_words
from hoc_desktop.tournament_runners import mark_worker

if TYPE_CHECKING:
    from distributed import Client

J = TypeVar("J")
R = TypeVar("R")

CONNECT_TIMEOUT = 10.0     # seconds to reach the scheduler, and to see a first worker there
CLOSE_TIMEOUT = 10.0
IN_FLIGHT = 4              # chunks on the cluster per worker thread: one running, the next ones queued there
RETRIES = 3                # a task that raised (a worker short of memory, say) is run again this often
INSTALL = "pip install 'hoc-desktop[cluster]'"


@dataclass
class DaskCluster:
    """The workers of the Dask cluster `client` is connected to (`connect`)."""

    client: Client
    address: str

    @property
    def slots(self) -> int:
        return sum(self.client.nthreads().values())

    @property
    def where(self) -> str:
        return ngettext("Dask cluster {address} ({n} worker thread)", "Dask cluster {address} ({n} worker threads)",
                        self.slots).format(address=self.address, n=self.slots)

    def run(self, task: Callable[[J, list[int]], R], job: J,
            chunks: Sequence[list[int]]) -> Generator[R, None, None]:
        """Keep `IN_FLIGHT` chunks per worker thread on the cluster, one more sent as each comes back:
        a tournament of a million games starts at once and a Ctrl-C has little to cancel."""
        from distributed import Future, as_completed
        token = uuid.uuid4().hex                     # keys of this run alone: another client's are left alone
        waiting = iter(enumerate(chunks))
        live: set[Future] = set()

        def send() -> list[Future]:
            """The next chunk sent to the cluster ([] when all are)."""
            following = next(waiting, None)
            if following is None:
                return []
            i, chunk = following
            future = self.client.submit(_on_worker, chunk, task=task, job=job, retries=RETRIES, pure=False,
                                        key=f"hoc-tournament-{token}-{i}")
            live.add(future)
            return [future]
        try:
            finished = as_completed([f for _ in range(IN_FLIGHT * self.slots) for f in send()],
                                    with_results=True, loop=self.client.loop)
            for future, result in finished:
                live.discard(future)
                finished.update(send())
                yield result
        except Exception as exc:                     # a worker died too often, or lacks this program
            raise UsageError(f"--cluster {clip(self.address, 80)}: games failed on the cluster: "
                             f"{exception_words(exc)} (each worker needs hoc-desktop installed)") from exc
        finally:
            if live:                                 # Ctrl-C or an early end: nothing stays running there
                self.client.cancel(list(live))


def _on_worker(chunk: list[int], task: Callable[[J, list[int]], R], job: J) -> R:
    """The task as a Dask worker runs it: in a worker, a KeyboardInterrupt comes from a policy."""
    mark_worker()
    return task(job, chunk)


@contextmanager
def connect(address: str) -> Iterator[DaskCluster]:
    """The Dask cluster whose scheduler listens at `address`, with at least one worker, until the
    block ends; UsageError in one line if Dask is missing or no scheduler or worker answers within
    `CONNECT_TIMEOUT` seconds."""
    where = f"--cluster {clip(address, 80)}"
    try:
        from distributed import Client
    except ImportError:
        raise UsageError(f"{where}: Dask is not installed; {INSTALL}") from None
    _dask_logs_to_file()
    try:
        client = Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, ValueError) as exc:         # refused, timed out, an address Dask cannot read
        raise UsageError(f"{where}: no Dask scheduler answered within {CONNECT_TIMEOUT:g} s "
                         f"({exception_words(exc)})") from None
    try:
        try:
            client.wait_for_workers(1, timeout=CONNECT_TIMEOUT)
        except (OSError, TimeoutError):
            raise UsageError(f"{where}: the scheduler has no workers "
                             f"(start some: dask worker {clip(address, 80)})") from None
        yield DaskCluster(client, address)
    finally:
        client.close(timeout=CLOSE_TIMEOUT)


class _ToLogFile(logging.Handler):
    """A record of Dask's, written to the program's log file (log_file.py) instead of the terminal."""

    def emit(self, record: logging.LogRecord) -> None:
        write_log(record.levelno, self.format(record))


def _dask_logs_to_file() -> None:
    """Dask gives its loggers (and tornado's, which it runs on) handlers of their own that print on
    stderr: a connection closing after Ctrl-C printed a traceback there, between the progress bar
    and the one line. Their warnings and errors go to the log file instead; the command says what
    matters in its own words."""
    for name, logger in list(logging.Logger.manager.loggerDict.items()):
        if isinstance(logger, logging.Logger) and name.split(".")[0] in ("distributed", "tornado", "bokeh"):
            for handler in list(logger.handlers):
                if isinstance(handler, logging.StreamHandler) and not isinstance(handler, logging.FileHandler):
                    logger.removeHandler(handler)
                    to_file = _ToLogFile(logging.WARNING)
                    to_file.setFormatter(handler.formatter)
                    logger.addHandler(to_file)
