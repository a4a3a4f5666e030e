"""Which build of the engine is running: the pure-Python package (what `pip install` and
`scripts/play.sh` give) or the compiled one (the hot modules compiled with mypyc by
scripts/build_compiled.py; the packaged executable carries it). `hoc-desktop --version` says which.

`compiled_modules()` is the one list of the modules the compiled build compiles (each carries the
line MARK); the build script reads it from here. A module is compiled when Python loaded it from an
extension module (`.so`, `.pyd`) rather than from its `.py` file: CPython prefers an extension
module of the same name in the same folder.

`mypyc_attr` is the one import of mypy_extensions' decorator (classes a policy or an expansion may
subclass carry it): the build installs mypy_extensions with mypy, a user's install need not have it.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.machinery
from pathlib import Path
from functools import cache
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

def by_fields(record: Any) -> tuple[Any, tuple[Any, ...]]:
    """The `__reduce__` of a frozen dataclass the compiled build compiles: pickled as its class called
    with its fields. mypyc's frozen dataclass does not unpickle by setting its fields one by one
    (FrozenInstanceError), and what a worker process is sent or sends back is pickled."""
    return type(record), tuple(getattr(record, field.name) for field in dataclasses.fields(record))


MARK = "# hoc-desktop: compiled"
"""The line a module carries, at the start of a line, when the compiled build compiles it: the fact
sits on the module itself, so a game's own hot modules are marked in its own folders."""
PACKAGE = Path(__file__).resolve().parent


@cache
def compiled_modules(package: Path = PACKAGE) -> tuple[str, ...]:
    """Every module of the package at `package` that carries MARK, by dotted name, sorted: the one
    list of the modules the compiled build compiles (scripts/build_compiled.py reads it here)."""
    found = []
    for path in sorted(package.rglob("*.py")):
        if any(line.startswith(MARK) for line in path.read_text(encoding="utf-8").splitlines()):
            parts = path.relative_to(package.parent).with_suffix("").parts
            found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return tuple(found)


PROBE = "hoc_desktop.engine.core.game"      # the module whose origin tells the build

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
