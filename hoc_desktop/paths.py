"""Where the bundled data lives: in a source checkout, in an installed wheel, and in the packaged
executable.

The wheel carries `data/` as `hoc_desktop/_data` and `art/` as `hoc_desktop/_art` (see
pyproject.toml); a checkout or an editable install reads the top-level folders beside the package.
The one-file executable (scripts/build_exe.py, PyInstaller) unpacks itself into a temporary folder,
`sys._MEIPASS`, with the wheel's layout: `hoc_desktop/_data` and `hoc_desktop/_art` inside it.
"""

from __future__ import annotations

import sys
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
BUNDLED = ("data", "art")
"""The top-level folders shipped with the package, each as `hoc_desktop/_<name>`."""


def bundled_name(name: str) -> str:
    """Where the folder `name` lives inside a wheel or a frozen bundle, relative to its root."""
    return f"{_PACKAGE.name}/_{name}"


def frozen_root() -> Path | None:
    """The folder a frozen executable runs from (PyInstaller's `sys._MEIPASS`), else None."""
    if not getattr(sys, "frozen", False):
        return None
    root = getattr(sys, "_MEIPASS", None)
    return Path(root) if root else None


def is_frozen() -> bool:
    """True inside the packaged executable."""
    return frozen_root() is not None


def _bundled(name: str) -> Path:
    root = frozen_root()
    if root is not None:
        return root / bundled_name(name)
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
