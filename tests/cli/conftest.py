"""Every CLI test logs internal errors into its own temporary folder, never the user's log."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    log = tmp_path / "log" / "hoc-desktop.log"
    monkeypatch.setattr("hoc_desktop.log_file.log_path", lambda: log)
    return log


@pytest.fixture(autouse=True)
def private_packs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The packs folder of every CLI test is its own (empty until a test fills it), never the user's."""
    folder = tmp_path / "packs"
    monkeypatch.setattr("hoc_desktop.cards.pack_library.packs_folder", lambda: folder)
    return folder
