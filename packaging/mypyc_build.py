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
import shutil
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


COMPILER = """
import subprocess, sys
import setuptools  # noqa: F401  (provides distutils on Python 3.12+)
from distutils.ccompiler import new_compiler
from distutils.sysconfig import customize_compiler
compiler = new_compiler()
customize_compiler(compiler)
if compiler.compiler_type != "unix":
    print(compiler.compiler_type)
    sys.exit()
try:
    said = subprocess.run([compiler.compiler_so[0], "--version"], capture_output=True, text=True).stdout
except OSError:
    said = ""
print("clang" if "clang" in said else "gcc" if "Free Software Foundation" in said else "cc")
"""
# The compiler setuptools will call (CC, or the one Python was built with), named by its own --version.

SPEED_FLAGS = ("-fno-plt", "-fno-semantic-interposition")
NO_PGO_ENV = "HOC_NO_PGO"
"""Set to anything but "" or "0", the engine is compiled without a profile: one C compile, no training games."""
TRAINING_TIMEOUT = 600


@dataclass(frozen=True)
class Built:
    """What `compile_modules` made: the extension modules under `build_lib` (relative paths) and how
    they were compiled, in words ("profile-guided", or "without a profile: why")."""
    files: list[Path]
    how: str


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


def compiler_kind(environ: Mapping[str, str]) -> str:
    """The C compiler the build will use, as far as its flags go: "gcc", "clang", another Unix
    compiler's "cc", or setuptools' compiler type ("msvc")."""
    found = subprocess.run([sys.executable, "-c", COMPILER], env=dict(environ), capture_output=True, text=True)
    return found.stdout.strip() or "cc"


def speed_flags(kind: str, platform: str) -> list[str]:
    """The C flags that make the compiled engine faster with this compiler on this platform.

    An extension module is position-independent code: without these, every call from the engine's
    one C file to another of its own functions and every call into libpython goes through the
    procedure linkage table, as if another library could replace the function at load time. No
    library does; `-fno-semantic-interposition` lets the compiler call (and inline) its own
    functions directly and `-fno-plt` calls libpython through its address table: about 10% more
    games a second (docs/packaging.md). ELF platforms (Linux) only, where these flags mean that."""
    return list(SPEED_FLAGS) if kind in ("gcc", "clang") and platform.startswith("linux") else []


def profile_problem(kind: str, environ: Mapping[str, str]) -> str | None:
    """Why the engine is compiled without a profile here, or None for a profile-guided build: GCC
    (whose profile files need no extra tool, unlike clang's) and HOC_NO_PGO not set."""
    if environ.get(NO_PGO_ENV, "") not in ("", "0"):
        return f"{NO_PGO_ENV} is set"
    if kind != "gcc":
        return "profile-guided builds need GCC"
    return None


def compile_modules(root: Path, build_lib: Path, work: Path, jobs: int,
                    environ: Mapping[str, str] | None = None) -> Built:
    """Compile the tree's marked modules with mypyc, each extension module into `build_lib` where its
    `.py` lies in the tree; the C sources, objects and profile go into `work`. Raises CompileFailed
    with mypyc's last line, after printing all it said.

    Profile-guided where it can be (GCC): compiled once instrumented, the training games played
    with it (packaging/pgo_train.py), compiled again from the same C with what they measured:
    about 13% more games a second, for a second C compile and a few seconds of play. If the training
    fails, the engine is compiled again without a profile and `how` says why."""
    environ = os.environ if environ is None else environ
    kind = compiler_kind(environ)
    flags = speed_flags(kind, sys.platform)
    why_not = profile_problem(kind, environ)
    if why_not is None:
        profile = work / "profile"
        shutil.rmtree(profile, ignore_errors=True)
        _mypyc(root, build_lib, work, jobs, environ, [*flags, "-fprofile-generate", f"-fprofile-dir={profile}"],
               ["-fprofile-generate"])
        why_not = _train(root, build_lib, work, environ)
        if why_not is None:
            _mypyc(root, build_lib, work, jobs, environ,
                   [*flags, "-fprofile-use", f"-fprofile-dir={profile}", "-fprofile-partial-training",
                    "-fprofile-correction", "-Wno-missing-profile", "-Wno-error=coverage-mismatch"], [])
            return Built(extension_files(build_lib), "profile-guided")
    _mypyc(root, build_lib, work, jobs, environ, flags, [])
    return Built(extension_files(build_lib), f"without a profile: {why_not}")


def _mypyc(root: Path, build_lib: Path, work: Path, jobs: int, environ: Mapping[str, str],
           cflags: list[str], ldflags: list[str]) -> None:
    """One mypyc build with these C and link flags added to the environment's (setuptools reads
    CFLAGS and LDFLAGS), every C file compiled again (`--force`). PYTHONHASHSEED is fixed so that
    mypyc writes the same C each time: a profile applies only to the C it was measured on."""
    sources = [str(root / path) for path in module_sources(root)]
    work.mkdir(parents=True, exist_ok=True)
    setup = work / "mypyc_setup.py"
    setup.write_text(SETUP, encoding="utf-8")
    env = {**environ, "MYPYC_OPT_LEVEL": "3", "PYTHONHASHSEED": "0",
           "CFLAGS": " ".join([environ.get("CFLAGS", ""), *cflags]).strip(),
           "LDFLAGS": " ".join([environ.get("LDFLAGS", ""), *ldflags]).strip()}
    done = subprocess.run([sys.executable, str(setup), "--quiet", "build_ext", f"--parallel={jobs}", "--force",
                           "--build-lib", str(build_lib), "--build-temp", str(work / "temp"),
                           "--mypyc-paths", "--config-file", str(root / "pyproject.toml"), *sources],
                          cwd=work, env=env, capture_output=True, text=True)
    said = (done.stdout + done.stderr).strip()
    if done.returncode:
        print(said, file=sys.stderr)
        raise CompileFailed(f"mypyc failed (exit status {done.returncode}): {(said or '(no output)').splitlines()[-1]}")


def _train(root: Path, build_lib: Path, work: Path, environ: Mapping[str, str]) -> str | None:
    """Play the training games with the instrumented build in `build_lib`; None when they ran, else
    why not in one line. A wheel's `build_lib` holds only extension modules: the package's sources
    and card data are copied beside them first (the wheel takes only the extension modules)."""
    if build_lib.resolve() != root.resolve():
        try:
            shutil.copytree(root / "hoc_desktop", build_lib / "hoc_desktop", dirs_exist_ok=True,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd"))
            shutil.copytree(root / "data", build_lib / "data", dirs_exist_ok=True)
        except OSError as exc:
            return f"the training games could not be set up ({exc.strerror or exc}: {exc.filename})"
    try:
        done = subprocess.run([sys.executable, str(root / "packaging" / "pgo_train.py"), str(build_lib)],
                              cwd=work, env={**environ, "PYTHONHASHSEED": "0"}, capture_output=True, text=True,
                              timeout=TRAINING_TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"the training games took more than {TRAINING_TIMEOUT} s"
    if done.returncode:
        said = (done.stderr.strip() or done.stdout.strip() or "no output").splitlines()[-1]
        return f"the training games failed ({said})"
    return None


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
            built = compile_modules(root, work / "lib", work, os.cpu_count() or 1, environ)
        except CompileFailed as exc:
            reason = str(exc)
        else:
            files = {str(work / "lib" / path): path.as_posix() for path in built.files}
            return WheelEngine(f"hoc-desktop: compiled engine ({len(module_sources(root))} modules compiled by "
                               f"mypyc in {time.perf_counter() - started:.0f} s, {built.how})", files)
    return WheelEngine(f"hoc-desktop: pure Python engine ({reason}; see docs/packaging.md)", {})
