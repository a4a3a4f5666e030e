"""The tests' tiny game (tiny_game/) is registered with the program for the modules that ask for
`tiny_registered`, and taken out again after each, so no other test sees a third game."""

from __future__ import annotations

from typing import Iterator

import pytest

from tests.engine.core.tiny_game.kit import register


@pytest.fixture(scope="module")
def tiny_registered() -> Iterator[None]:
    undo = register()
    yield
    for forget in undo:
        forget()
