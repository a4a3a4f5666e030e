"""The build hook hatchling runs for wheels, editable installs included: it compiles the message
catalogs (`hoc_desktop/locale/<lang>/LC_MESSAGES/hoc.po` -> `hoc.mo`, which git does not keep).

The compiler is `hoc_desktop/i18n/po_compile.py`, loaded by path: the package cannot be imported
before it is built, and the compiler needs nothing beyond the standard library. The `.mo` files are
written beside their `.po`: an editable install reads the package from the source tree, so that is
where they must be; a standard wheel takes them through `force_include`, since hatchling leaves
out what .gitignore names.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

ROOT = Path(__file__).resolve().parent
LOCALE = ROOT / "hoc_desktop" / "locale"


def compile_messages() -> list[Path]:
    """Compile every catalog under hoc_desktop/locale; the `.mo` files written."""
    spec = importlib.util.spec_from_file_location("po_compile", ROOT / "hoc_desktop" / "i18n" / "po_compile.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module                 # dataclasses look their module up while defining
    spec.loader.exec_module(module)
    written: list[Path] = module.compile_catalogs(LOCALE)
    return written


class CatalogsHook(BuildHookInterface):  # type: ignore[misc]
    """Compiles the catalogs before hatchling builds a wheel (standard or editable)."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        written = compile_messages()
        if self.target_name == "wheel" and version != "editable":
            for mo in written:
                build_data["force_include"][str(mo)] = str(mo.relative_to(ROOT))
