"""Headless pygame for every client test: the dummy video and audio drivers are chosen before
pygame is imported anywhere, so no window opens and no sound device is needed."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from pathlib import Path
from typing import TYPE_CHECKING, Iterator

import pytest

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App


@pytest.fixture
def app() -> Iterator["App"]:
    """A 1280x720 App that loops without waiting (tests step it frame by frame)."""
    from hoc_desktop.client.ui.app import App

    instance = App((1280, 720))
    instance.fps = instance.idle_fps = 1000
    yield instance
    instance.close()


@pytest.fixture(scope="session")
def screenshot_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where screenshots go: $HOC_SCREENSHOT_DIR, else a temporary folder."""
    named = os.environ.get("HOC_SCREENSHOT_DIR")
    if named:
        path = Path(named)
        path.mkdir(parents=True, exist_ok=True)
        return path
    return tmp_path_factory.mktemp("screenshots")
