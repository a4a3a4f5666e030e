"""The tests' Dask cluster: two worker processes of one thread each, on 127.0.0.1 only, no dashboard."""

from __future__ import annotations

from distributed import LocalCluster

# every cluster's scheduler serves HTTP on 127.0.0.1:8787, the next one on another port, with a warning
PORT_WARNING = "ignore:Port 8787 is already in use"


def two_workers() -> LocalCluster:
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                        dashboard_address=None)
