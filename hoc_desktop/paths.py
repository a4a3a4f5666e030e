"""Where the bundled data lives, both in a source checkout and in an installed wheel.

The wheel carries `data/` as `hoc_desktop/_data` and `art/` as `hoc_desktop/_art` (see
pyproject.toml); a checkout or an editable install reads the top-level folders beside the package.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def _bundled(name: str) -> Path:
    installed = _PACKAGE / f"_{name}"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name


def data_dir() -> Path:
    """The folder holding `cards/`, `sets/` and `rules.yaml`."""
    return _bundled("data")


def art_dir() -> Path:
    """The folder holding the client's fonts and generated art."""
    return _bundled("art")
