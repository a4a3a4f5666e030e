"""Fixtures shared by test modules in different folders."""

from __future__ import annotations

from typing import Any, Iterator

import pytest


@pytest.fixture
def language() -> Iterator[Any]:
    """Switch the program's language in a test (`language("ja")`); English again afterwards,
    whatever the test did, so no other test reads another language."""
    from hoc_desktop import i18n

    yield i18n.set_language
    i18n.set_language(i18n.SOURCE_LANGUAGE)


@pytest.fixture(scope="module")
def cluster() -> Iterator[Any]:
    """A two-worker Dask cluster on 127.0.0.1 for the module (tests/local_cluster.py); Dask is
    imported only by the tests that ask for it."""
    from tests.local_cluster import bounded_cluster
    yield from bounded_cluster()
