"""The build backend's hook (hatchling, `[tool.hatch.build.targets.wheel.hooks.custom]`): what
`pip install .` adds to the wheel besides the sources, one small step per thing it builds.

* The message catalogs (`hoc_desktop/locale/<lang>/LC_MESSAGES/hoc.po` -> `hoc.mo`, which git does
  not keep), for every wheel, editable ones too: the compiler is `hoc_desktop/i18n/po_compile.py`.
  The `.mo` files are written beside their `.po`: an editable install reads the package from the
  source tree, so that is where they must be; a standard wheel takes them through `force_include`,
  since hatchling leaves out what .gitignore names.
* The engine: its marked modules compiled with mypyc into the wheel when this machine can (mypyc and
  a C compiler with Python's headers), making the wheel platform-specific; otherwise, or with
  HOC_PURE=1, or for an editable install, the pure-Python wheel. Either way one line says which (pip
  shows a build's output with -v; scripts/play.sh says which build it installed). How, and the
  timings: docs/packaging.md. The work itself is packaging/mypyc_build.py, shared with
  scripts/build_compiled.py.

Both helpers are loaded by path (the package cannot be imported before it is built) and need nothing
beyond the standard library. This file imports hatchling, which only pip's build environment has:
the tests drive the helpers, which hold every decision.
"""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


def load(root: Path, path: str) -> ModuleType:
    """A helper module of the tree by its path (the hook's folder is not on sys.path), registered in
    sys.modules as dataclasses need."""
    spec = importlib.util.spec_from_file_location(Path(path).stem, root / path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class CustomBuildHook(BuildHookInterface):
    """Runs before the wheel is written (initialize) and after (finalize); each build step is one call."""

    work: tempfile.TemporaryDirectory[str] | None = None

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        self.work = tempfile.TemporaryDirectory(prefix="hoc-wheel-")
        self.compile_messages(version == "editable", build_data)
        self.compile_engine(version == "editable", build_data, Path(self.work.name) / "engine")

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if self.work is not None:
            self.work.cleanup()

    def compile_messages(self, editable: bool, build_data: dict[str, Any]) -> None:
        """Every catalog under hoc_desktop/locale compiled beside its `.po`, and put in a standard wheel."""
        root = Path(self.root)
        po_compile = load(root, "hoc_desktop/i18n/po_compile.py")
        written: list[Path] = po_compile.compile_catalogs(root / "hoc_desktop" / "locale")
        if not editable:
            for mo in written:
                build_data["force_include"][str(mo)] = str(mo.relative_to(root))

    def compile_engine(self, editable: bool, build_data: dict[str, Any], work: Path) -> None:
        """The engine compiled into the wheel, or left pure; one line says which."""
        mypyc_build = load(Path(self.root), "packaging/mypyc_build.py")
        engine = mypyc_build.wheel_engine(Path(self.root), editable, os.environ, work)
        self.app.display_info(engine.line)
        if engine.files:
            build_data["pure_python"] = False
            build_data["infer_tag"] = True
            build_data["force_include"].update(engine.files)
