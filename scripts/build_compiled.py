#!/usr/bin/env python3
"""Build the compiled engine: compile the hot modules with mypyc in place, in a copy of the tree.

    python scripts/build_compiled.py [--into DIR] [--tree DIR] [--jobs N]

`--into DIR` copies this checkout (the package, data, art, tests, scripts, packaging and the project
files; not .git, .venv, build or dist) into DIR (which must not exist) and builds there; `--tree DIR`
builds in DIR itself. The modules of hoc_desktop.build_info.compiled_modules() (the one list) are
compiled by mypyc (packaging/mypyc_build.py, which the wheel's build hook hatch_build.py uses too)
into extension modules beside their `.py` files (`flow.cpython-311-x86_64-linux-gnu.so` beside
`flow.py`, plus one shared `<hash>__mypyc` library at the top of the tree); CPython loads an
extension module before the `.py` of the same name, so running from that tree runs the compiled
engine, and `hoc-desktop --version` there says `(compiled engine)`. The `.py` files stay: the other
modules, the tests and PyInstaller's import analysis read them.

Needs mypy (it brings mypyc), setuptools and a C compiler, in the Python that runs this script, which
must be the Python that will run the tree (the extension modules are built for it):
    .venv/bin/python -m pip install -c constraints.txt -e ".[compile]"
Exit status 1, with mypyc's errors, when a module does not compile; afterwards every listed module
is checked to load from its extension module, in a fresh process.

With GCC the build is profile-guided (packaging/mypyc_build.py): compiled instrumented, a few
seconds of seeded training games played (packaging/pgo_train.py), compiled again with their profile;
HOC_NO_PGO=1 builds once, without a profile (faster to build, slower to run). The line it prints
says which.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE / "packaging"))

import mypyc_build  # noqa: E402  (shared with hatch_build.py, the wheel's compiled engine)

COPIED = ("hoc_desktop", "data", "art", "tests", "scripts", "packaging", "docs", "pyproject.toml",
          "hatch_build.py", "constraints.txt", "README.md", "CONTRIBUTING.md", "CHANGELOG.md")
IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd", ".pytest_cache")

CHECK = """
import sys
from hoc_desktop.build_info import compiled_modules, engine_build, is_compiled
pure = [name for name in compiled_modules() if not is_compiled(name)]
print(f"{engine_build()}; not compiled: {' '.join(pure) or 'none'}")
sys.exit(1 if pure else 0)
"""


def copy_tree(into: Path) -> None:
    if into.exists():
        raise SystemExit(f"build_compiled: {into} exists; give a folder that does not")
    into.mkdir(parents=True)
    for name in COPIED:
        source = HERE / name
        if source.is_dir():
            shutil.copytree(source, into / name, ignore=IGNORED)
        elif source.exists():
            shutil.copy2(source, into / name)


def build(tree: Path, jobs: int) -> None:
    started = time.perf_counter()
    built = mypyc_build.compile_modules(tree, tree, tree / "build" / "mypyc", jobs)
    print(f"compiled {len(mypyc_build.module_sources(tree))} modules with mypyc in "
          f"{time.perf_counter() - started:.0f} s into {tree} ({len(built.files)} extension modules, {built.how})")
    checked = subprocess.run([sys.executable, "-c", CHECK], cwd=tree, capture_output=True, text=True)
    print(checked.stdout.strip() or checked.stderr.strip())
    if checked.returncode:
        raise SystemExit(f"build_compiled: the compiled modules do not load in {tree}\n{checked.stderr}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    where = parser.add_mutually_exclusive_group(required=True)
    where.add_argument("--into", type=Path, help="copy this checkout into DIR (new) and build there")
    where.add_argument("--tree", type=Path, help="build in place in DIR (a checkout)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="C compiler jobs (default: all cores)")
    args = parser.parse_args()
    if importlib.util.find_spec("mypyc") is None:
        print(f"build_compiled: {sys.executable} has no mypyc; install it with "
              f"{sys.executable} -m pip install -c constraints.txt -e \".[compile]\"", file=sys.stderr)
        return 2
    tree = (args.into or args.tree).resolve()
    if args.into:
        copy_tree(tree)
    try:
        build(tree, args.jobs)
    except mypyc_build.CompileFailed as exc:
        print(f"build_compiled: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
