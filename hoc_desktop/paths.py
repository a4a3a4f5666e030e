"""Where the bundled data lives, both in a source checkout and in an installed wheel.

The wheel carries `data/` as `hoc_desktop/_data` (see pyproject.toml); a checkout or an editable
install reads the top-level `data/` folder beside the package.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir() -> Path:
    """The folder holding `cards/`, `sets/` and `rules.yaml`."""
    installed = _PACKAGE / "_data"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "data"
