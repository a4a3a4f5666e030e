"""Compiling the engine's marked modules with mypyc: the one implementation that
scripts/build_compiled.py (a compiled copy of the checkout, for the executable and CI) and
hatch_build.py (the wheel that `pip install .` builds) share.

Only the standard library is imported here, and the package is not: the build backend's hook runs in
pip's build environment, which has the build requirements (hatchling, mypy, setuptools) but none of
the package's own dependencies. mypyc and setuptools run in a child process of the Python given.

The modules are those `hoc_desktop/build_info.py` lists (`compiled_modules()`, the one list), read
from the tree's own copy of that file. mypyc writes each extension module where its `.py` lies under
`build_lib` (`hoc_desktop/engine/core/game.cpython-311-x86_64-linux-gnu.so`), plus one shared
`<hash>__mypyc` library at the top: `build_lib` is the tree itself for a compiled checkout, a
temporary folder whose files go into the wheel for an install.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Callable, Mapping

PURE_ENV = "HOC_PURE"
"""Set to anything but "" or "0", a wheel build leaves the engine pure even where it could compile it."""

SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify
paths = sys.argv[sys.argv.index("--mypyc-paths") + 1:]
del sys.argv[sys.argv.index("--mypyc-paths"):]
setup(name="hoc-desktop-compiled", py_modules=[],
      ext_modules=mypycify(["--follow-imports=silent", "--python-executable", sys.executable, *paths],
                           opt_level="3"))
"""
# The setup script runs in the work folder, not in the tree, since a recent setuptools would read the
# project's pyproject.toml as its own metadata; mypy is handed the tree's [tool.mypy] with --config-file,
# so the compiled modules are held to the flags scripts/check.sh checks.

PROBE = """
import sys, sysconfig, tempfile
import setuptools  # noqa: F401  (provides distutils on Python 3.12+)
from distutils.ccompiler import new_compiler
from distutils.sysconfig import customize_compiler
with tempfile.TemporaryDirectory() as work:
    source = work + "/probe.c"
    with open(source, "w") as f:
        f.write("#include <Python.h>\\nint probe(void) { return 0; }\\n")
    compiler = new_compiler()
    customize_compiler(compiler)
    try:
        compiler.compile([source], output_dir=work, include_dirs=[sysconfig.get_paths()["include"]])
    except Exception as exc:
        command = getattr(compiler, "compiler_so", None)
        said = str(exc).strip().splitlines()[-1] if str(exc).strip() else type(exc).__name__
        print(f"{command[0]} could not compile a C file that includes Python.h" if command else said)
        sys.exit(1)
"""
# The C file includes Python.h: a compiler without Python's headers (a Linux without python3-dev)
# cannot build an extension module either. setuptools picks the compiler as the build will (CC, MSVC).


class CompileFailed(Exception):
    """mypyc or the C compiler failed: the message is mypyc's last line."""


def build_info(root: Path) -> ModuleType:
    """The tree's hoc_desktop/build_info.py, loaded by its path: importing the package would import
    its dependencies, which a build environment does not have."""
    spec = importlib.util.spec_from_file_location("hoc_build_info", root / "hoc_desktop" / "build_info.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def module_sources(root: Path) -> list[Path]:
    """The `.py` files, relative to `root`, of the modules the tree at `root` marks for compiling."""
    info = build_info(root)
    return [info.source_file(Path("."), name) for name in info.compiled_modules(root / "hoc_desktop")]


def build_problem(environ: Mapping[str, str]) -> str | None:
    """Why this Python cannot compile the engine here (no mypyc, no C compiler, no Python headers),
    in one line, or None when mypyc is installed and a probe file compiles."""
    if importlib.util.find_spec("mypyc") is None:
        return "mypyc is not installed"
    return compiler_problem(environ)


def compiler_problem(environ: Mapping[str, str]) -> str | None:
    """Why this Python cannot build a C extension module here, in one line, or None."""
    probed = subprocess.run([sys.executable, "-c", PROBE], env=dict(environ), capture_output=True, text=True)
    if probed.returncode == 0:
        return None
    said = (probed.stdout.strip() or probed.stderr.strip() or "the probe failed").splitlines()[-1]
    return f"no working C compiler: {said}"


def pure_reason(editable: bool, environ: Mapping[str, str], problem: Callable[[], str | None]) -> str | None:
    """Why a wheel build leaves the engine pure, or None when it compiles it. An editable install
    runs the checkout's sources themselves: extension modules beside them would shadow every later
    edit of a compiled module until rebuilt, so development stays pure (scripts/build_compiled.py
    makes a compiled copy). `problem` probes the compiler, last, since it takes a moment."""
    if editable:
        return "an editable install runs the sources as they are"
    if environ.get(PURE_ENV, "") not in ("", "0"):
        return f"{PURE_ENV} is set"
    return problem()


def compile_modules(root: Path, build_lib: Path, work: Path, jobs: int) -> list[Path]:
    """Compile the tree's marked modules with mypyc, each extension module into `build_lib` where its
    `.py` lies in the tree; the C sources and objects go into `work`. Returns the extension modules
    under `build_lib` (relative paths). Raises CompileFailed with mypyc's last line, after printing
    all it said."""
    sources = [str(root / path) for path in module_sources(root)]
    work.mkdir(parents=True, exist_ok=True)
    setup = work / "mypyc_setup.py"
    setup.write_text(SETUP, encoding="utf-8")
    done = subprocess.run([sys.executable, str(setup), "--quiet", "build_ext", f"--parallel={jobs}",
                           "--build-lib", str(build_lib), "--build-temp", str(work / "temp"),
                           "--mypyc-paths", "--config-file", str(root / "pyproject.toml"), *sources],
                          cwd=work, env={**os.environ, "MYPYC_OPT_LEVEL": "3"}, capture_output=True, text=True)
    said = (done.stdout + done.stderr).strip()
    if done.returncode:
        print(said, file=sys.stderr)
        raise CompileFailed(f"mypyc failed (exit status {done.returncode}): {(said or '(no output)').splitlines()[-1]}")
    return extension_files(build_lib)


def extension_files(build_lib: Path) -> list[Path]:
    """The extension modules under `build_lib` (relative paths): the shared `<hash>__mypyc` library
    at the top and one beside each compiled module's `.py`."""
    suffixes = (".so", ".pyd")
    top = [p for p in build_lib.glob("*__mypyc*") if p.suffix in suffixes]
    inside = [p for p in (build_lib / "hoc_desktop").rglob("*") if p.suffix in suffixes]
    return sorted(p.relative_to(build_lib) for p in top + inside)


@dataclass(frozen=True)
class WheelEngine:
    """What the wheel's build made of the engine: the line it prints, and the extension modules to
    put into the wheel (source path -> path in the wheel; none for the pure engine)."""
    line: str
    files: dict[str, str]


def wheel_engine(root: Path, editable: bool, environ: Mapping[str, str], work: Path,
                 problem: Callable[[], str | None] | None = None) -> WheelEngine:
    """The engine of a wheel built from the tree at `root`: compiled into `work` when it can be,
    else pure, with the line saying which and why. `problem` stands in for the compiler probe in tests."""
    reason = pure_reason(editable, environ, problem or (lambda: build_problem(environ)))
    if reason is None:
        started = time.perf_counter()
        try:
            made = compile_modules(root, work / "lib", work, os.cpu_count() or 1)
        except CompileFailed as exc:
            reason = str(exc)
        else:
            files = {str(work / "lib" / path): path.as_posix() for path in made}
            return WheelEngine(f"hoc-desktop: compiled engine ({len(module_sources(root))} modules compiled by "
                               f"mypyc in {time.perf_counter() - started:.0f} s)", files)
    return WheelEngine(f"hoc-desktop: pure Python engine ({reason}; see docs/packaging.md)", {})
