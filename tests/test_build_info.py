"""Which build runs (hoc_desktop.build_info): the pure-Python package, or the engine compiled by
scripts/build_compiled.py. `--version` must tell them apart correctly, whichever the tests run on;
CI runs the whole suite on both and sets HOC_EXPECT_BUILD so that a compile step that silently left
the engine pure fails here."""

from __future__ import annotations

import importlib
import importlib.machinery
import os
import sys
from pathlib import Path

import pytest

import hoc_desktop
from hoc_desktop import __version__, build_info
from hoc_desktop.build_info import COMPILED, PROBE, compiled_modules, PURE, engine_build, is_compiled, source_file
from hoc_desktop.cli.main import build_parser

EXPECT_ENV = "HOC_EXPECT_BUILD"        # "compiled" or "pure": set by .ci/run


def extension_beside(module: str) -> bool:
    """Whether an extension module sits beside the module's `.py` in the package imported."""
    source = source_file(Path(hoc_desktop.__file__).parent.parent, module)
    return any(source.with_name(source.stem + suffix).exists() for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def test_the_build_is_told_by_what_lies_beside_the_sources() -> None:
    compiled = extension_beside(PROBE)
    assert engine_build() == (COMPILED if compiled else PURE)
    assert [name for name in compiled_modules() if is_compiled(name) != extension_beside(name)] == []
    if compiled:                       # a compiled build compiles every listed module
        assert all(is_compiled(name) for name in compiled_modules())


def test_the_build_is_the_one_ci_asked_for() -> None:
    wanted = os.environ.get(EXPECT_ENV)
    if wanted is None:
        pytest.skip(f"{EXPECT_ENV} not set (CI sets it)")
    assert engine_build() == {"compiled": COMPILED, "pure": PURE}[wanted]


def test_version_names_the_build(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--version"])
    assert capsys.readouterr().out == f"hoc-desktop {__version__} ({engine_build()})\n"


def test_the_listed_modules_exist() -> None:
    root = Path(hoc_desktop.__file__).parent.parent
    assert [name for name in compiled_modules() if not source_file(root, name).is_file()] == []
    assert PROBE in compiled_modules()


def test_mypyc_attr_is_a_no_op_without_mypy_extensions(monkeypatch: pytest.MonkeyPatch) -> None:
    # given a user's install without mypy_extensions (the compile extra brings it, nothing else needs it)
    monkeypatch.setitem(sys.modules, "mypy_extensions", None)     # "import mypy_extensions" now fails
    try:
        fallback = importlib.reload(build_info)
        # when a class is marked, then it is the same class, unchanged
        class Policy:
            pass
        assert fallback.mypyc_attr(allow_interpreted_subclasses=True)(Policy) is Policy
    finally:
        monkeypatch.undo()
        importlib.reload(build_info)
