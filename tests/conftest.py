"""Fixtures shared by test modules in different folders."""

from __future__ import annotations

from typing import Any, Iterator

import pytest


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """A two-worker Dask cluster on 127.0.0.1 for the module (tests/local_cluster.py); Dask is
    imported only by the tests that ask for it."""
    from tests.local_cluster import bounded_cluster
    yield from bounded_cluster()
