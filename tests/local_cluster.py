"""The tests' Dask cluster: two worker processes of one thread each, on 127.0.0.1 only, no dashboard."""

from __future__ import annotations

from typing import Iterator

from distributed import LocalCluster

from tests.time_limit import time_limit

# every cluster's scheduler serves HTTP on 127.0.0.1:8787, the next one on another port, with a warning
PORT_WARNING = "ignore:Port 8787 is already in use"


def two_workers() -> LocalCluster:
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                        dashboard_address=None)


def bounded_cluster() -> Iterator[LocalCluster]:
    """A cluster for one test module (the `cluster` fixture, tests/conftest.py): its start is
    bounded; each test bounds its own time."""
    with time_limit(60):
        running = two_workers()
    with running:
        yield running
