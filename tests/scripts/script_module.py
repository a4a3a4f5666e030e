"""Loading a file of scripts/ or packaging/ as a module, for the tests of the helper scripts: neither
folder is a package."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def load(path: Path, name: str) -> ModuleType:
    """The file at `path` as a module named `name`."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module                    # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def load_script(name: str) -> ModuleType:
    """scripts/NAME.py as a module named NAME."""
    return load(ROOT / "scripts" / f"{name}.py", name)
