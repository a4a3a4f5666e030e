"""Which build of the engine is running: the pure-Python package (what `pip install` and
`scripts/play.sh` give) or the compiled one (the hot modules compiled with mypyc by
scripts/build_compiled.py; the packaged executable carries it). `hoc-desktop --version` says which.

COMPILED_MODULES is the one list of the modules the compiled build compiles; the build script reads it
from here. A module is compiled when Python loaded it from an extension module (`.so`, `.pyd`) rather
than from its `.py` file: CPython prefers an extension module of the same name in the same folder.

`mypyc_attr` is the one import of mypy_extensions' decorator (classes a policy or an expansion may
subclass carry it): the build installs mypy_extensions with mypy, a user's install need not have it.
"""

from __future__ import annotations

import importlib
import importlib.machinery
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, TypeVar

if TYPE_CHECKING:       # mypyc reads the real decorator (it knows it by its full name)
    from mypy_extensions import mypyc_attr
else:
    try:
        from mypy_extensions import mypyc_attr
    except ImportError:          # a user's install: mypy_extensions comes only with the compile extra
        _Class = TypeVar("_Class")

        def mypyc_attr(*_names: str, **_flags: Any) -> Callable[[_Class], _Class]:
            """`mypy_extensions.mypyc_attr` when it is not installed: marks nothing, changes nothing.
            Only the compiled build reads the mark, and building it installs mypy_extensions."""
            return lambda cls: cls

COMPILED_MODULES: tuple[str, ...] = (
    "hoc_desktop.cards.model",
    "hoc_desktop.engine.core.effects",
    "hoc_desktop.engine.core.game",
    "hoc_desktop.engine.core.prompts",
    "hoc_desktop.engine.core.seat_stream",
    "hoc_desktop.engine.core.shuffle",
    "hoc_desktop.engine.hoc.events",
    "hoc_desktop.engine.hoc.flow",
    "hoc_desktop.engine.hoc.redaction",
    "hoc_desktop.engine.hoc.rulebook",
    "hoc_desktop.engine.hoc.scoring",
    "hoc_desktop.engine.hoc.seat_view",
    "hoc_desktop.engine.hoc.setup",
    "hoc_desktop.engine.hoc.determinize",
    "hoc_desktop.engine.hoc.state",
    "hoc_desktop.engine.hoc.verbs",
    "hoc_desktop.engine.hoc.effects.generic",
    "hoc_desktop.engine.hoc.effects.play_triggers",
    "hoc_desktop.engine.hoc.effects.runtime",
    "hoc_desktop.ai.match",
    "hoc_desktop.ai.hoc.money",
    "hoc_desktop.ai.hoc.card_values",
    "hoc_desktop.ai.hoc.hard",
    "hoc_desktop.ai.hoc.hard_rollout",
    "hoc_desktop.ai.hoc.normal",       # a package: its hoc_desktop/ai/hoc/normal/__init__.py
    "hoc_desktop.ai.hoc.normal.card_money",
    "hoc_desktop.ai.hoc.normal.context",
    "hoc_desktop.ai.hoc.normal.facts",
    "hoc_desktop.ai.hoc.normal.far_east",
    "hoc_desktop.ai.hoc.normal.main_phase",
    "hoc_desktop.ai.hoc.normal.pack_buys",
    "hoc_desktop.ai.hoc.normal.picks",
    "hoc_desktop.ai.hoc.normal.second_phase",
    "hoc_desktop.ai.hoc.normal.valuation",
    "hoc_desktop.ai.hoc.prompt_options",
    "hoc_desktop.ai.policy",
)
PROBE = "hoc_desktop.engine.hoc.flow"      # the module whose origin tells the build

COMPILED = "compiled engine"
PURE = "pure Python"


def source_file(root: Path, module: str) -> Path:
    """The `.py` file of `module` in the tree at `root`: `a/b.py`, or `a/b/__init__.py` for a package.
    Its extension module sits beside it with the same stem (`__init__.cpython-311-...so`)."""
    path = root.joinpath(*module.split("."))
    return path / "__init__.py" if path.is_dir() else path.with_suffix(".py")


def is_compiled(module: str = PROBE) -> bool:
    """Whether `module` was loaded from an extension module (compiled) rather than Python source."""
    loaded = importlib.import_module(module)
    return isinstance(getattr(loaded, "__loader__", None), importlib.machinery.ExtensionFileLoader) or \
        str(getattr(loaded, "__file__", "") or "").endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def engine_build() -> str:
    """'compiled engine' or 'pure Python', as `hoc-desktop --version` shows it."""
    return COMPILED if is_compiled() else PURE
