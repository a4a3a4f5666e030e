#!/usr/bin/env python3
"""Build the packaged desktop executable: one file that runs without Python (PyInstaller).

    pip install -c constraints.txt -e ".[package]"   (the tested versions: constraints.txt)
    python scripts/build_exe.py [--compiled] [--console] [--onedir] [--check] [--check-only] [--runs N]

Builds `dist/hoc-desktop` (`dist/hoc-desktop.exe` on Windows) from packaging/hoc_desktop_entry.py:
one file, windowed (no console window on Windows; `--console` builds one that has, e.g. for CI on
Windows, where a windowed build has no stdout; `--onedir` a folder instead of one file), no UPX, bundling `data/` and
`art/` with the wheel's layout (`hoc_desktop/_data`, `hoc_desktop/_art`; see hoc_desktop/paths.py) and every
module of the package. pygame-ce brings its own PyInstaller hook. The work folder is
`build/pyinstaller/`. Prints the output path, its size and the build time. PyInstaller does not
cross-compile: build on each system for that system.

`--compiled` builds the executable with the compiled engine: scripts/build_compiled.py first copies
the checkout into `build/compiled/` and compiles the hot modules there with mypyc (`pip install -c
constraints.txt -e ".[package,compile]"` and a C compiler), then this script runs in that copy
with the other options and the executable is copied into `dist/`. Without it the executable
carries the pure-Python engine. `--version` tells which: `(compiled engine)` or `(pure Python)`.

`--check` then runs the executable as CI does, one line per step, exit status 1 at the first
failure (`--check-only` checks an executable already built):

  version   `EXE --version` prints `hoc-desktop VERSION (BUILD)` on stdout, BUILD that of the tree
            it was built from: `compiled engine` from a tree scripts/build_compiled.py compiled,
            else `pure Python`
  smoke     `EXE --smoke-test`: a whole game through the window headless, the AI worker process
            spawned from the executable itself
  saves     `hoc-desktop play --seed 3 --save A` (the installed package, this Python) and
            `EXE play --seed 3 --save B` write the same bytes; each program replays the other's
            file with `play --load` and prints the same game
  shared    with the user folders moved into a temporary one (HOME, XDG_*, WIN_PD_OVERRIDE_*),
            the installed package writes settings (a 1600x900 window) and an autosave there;
            `EXE --continue` opens that game at that size
  start     launch to the title screen drawn, in seconds (min and median of N runs), for the
            executable and for the installed package
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hoc_desktop import __version__  # noqa: E402
from hoc_desktop.build_info import compiled_modules, engine_build, source_file  # noqa: E402
from hoc_desktop.client.main import FIRST_FRAME, FIRST_FRAME_ENV  # noqa: E402
from hoc_desktop.i18n.po_compile import compile_catalogs  # noqa: E402
from hoc_desktop.paths import BUNDLED, bundled_name  # noqa: E402

NAME = "hoc-desktop"
ENTRY = Path("packaging") / "hoc_desktop_entry.py"
# `tournament --cluster` (the cluster extra): found by the analysis of tournament_dask.py wherever the
# build's environment has Dask (CI's does, for its tests), never needed to play: left out of the file
CLUSTER_ONLY = ("dask", "distributed")
DIST = Path("dist")
WORK = Path("build") / "pyinstaller"
COMPILED_TREE = Path("build") / "compiled"   # --compiled: the copy scripts/build_compiled.py compiles
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
SHARED_SIZE = (1600, 900)
SAVE_SEED = 3
RUN_TIMEOUT_S = 120.0
SMOKE_TIMEOUT_S = 660.0                   # the smoke test gives up by itself after 600 s
# What moves the platformdirs user folders: HOME and XDG_* on Linux, HOME on macOS, the
# WIN_PD_OVERRIDE_* variables on Windows (platformdirs 4.4 and later).
USER_FOLDER_VARS = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
                    "WIN_PD_OVERRIDE_LOCAL_APPDATA", "WIN_PD_OVERRIDE_APPDATA")
CHECK_FOLDER_ENV = "HOC_CHECK_FOLDER"
NOT_ISOLATED = 3                          # MAKE_SHARED's exit status when the folders did not move

MAKE_SHARED = f"""
import os
import sys
from dataclasses import replace
from pathlib import Path
from hoc_desktop.log_file import log_path
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.hoc.setup import QUICK_MARKET, make_setup
from hoc_desktop.client.save_slots import AUTOSAVE, saves_dir, write_save
from hoc_desktop.client.settings import Settings, save_settings, settings_path
from hoc_desktop.engine.hoc import GameSetup
from hoc_desktop.engine.hoc.ruleset import new_game
folder = Path(os.environ["{CHECK_FOLDER_ENV}"]).resolve()
if not all(p.resolve().is_relative_to(folder) for p in (saves_dir(), settings_path(), log_path())):
    sys.exit({NOT_ISOLATED})          # never write into the player's own folders
kinds = [HUMAN, "normal"]
setup = make_setup(kinds, QUICK_MARKET, {SAVE_SEED})
write_save(new_game(GameSetup.from_dict(setup)), setup, kinds, saves_dir() / AUTOSAVE)
problem = save_settings(replace(Settings(), window_size={SHARED_SIZE!r}), settings_path())
sys.exit(problem or 0)
"""


class CheckFailed(Exception):
    """One check of the built executable failed; the message says which and why, in one line."""


# ---------------------------------------------------------------- building

def exe_path(dist: Path = DIST, platform: str = sys.platform, onedir: bool = False) -> Path:
    """The executable PyInstaller writes into `dist` (one file, or the program in its folder)."""
    name = NAME + ".exe" if platform == "win32" else NAME
    return dist / NAME / name if onedir else dist / name


LOCALE = "hoc_desktop/locale"
"""The message catalogs, kept where the package reads them (hoc_desktop/i18n: beside the package)."""


def add_data(root: Path = ROOT) -> list[tuple[Path, str]]:
    """(source folder, destination inside the bundle) for every folder the package ships: data and
    art with the wheel's layout, and the message catalogs."""
    return [*((root / name, bundled_name(name)) for name in BUNDLED), (root / LOCALE, LOCALE)]


def compiled_imports(root: Path = ROOT) -> list[str]:
    """In a tree compiled by scripts/build_compiled.py, the modules PyInstaller cannot find by itself:
    the shared mypyc library at the top of the tree (`<hash>__mypyc`) and whatever the compiled
    modules import (PyInstaller bundles them as extension modules and reads imports from Python
    source only). Empty for a pure tree."""
    shared = sorted(p.name.split(".")[0] for p in root.glob("*__mypyc.*") if p.suffix in (".so", ".pyd"))
    if not shared:
        return []
    imported: set[str] = set()
    for module in compiled_modules():
        source = source_file(root, module)
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                imported.add(node.module)
    return shared + sorted(imported - {"__future__"})


def pyinstaller_args(root: Path = ROOT, windowed: bool = True, platform: str = sys.platform,
                     onedir: bool = False) -> list[str]:
    """The PyInstaller command line (after `python -m PyInstaller`)."""
    if platform != "win32":          # imported on Windows only; analysing it warns of missing Windows DLLs
        args = ["--exclude-module", "platformdirs.windows"]
    else:
        args = []
    args += [str(root / ENTRY), "--name", NAME, "--onedir" if onedir else "--onefile",
             "--windowed" if windowed else "--console",
            "--noupx", "--noconfirm", "--clean", "--log-level", "WARN",
            "--distpath", str(root / DIST), "--workpath", str(root / WORK), "--specpath", str(root / WORK),
            "--paths", str(root), "--collect-submodules", "hoc_desktop"]
    for source, dest in add_data(root):
        args += ["--add-data", f"{source}:{dest}"]      # ':' on every system since PyInstaller 6
    for module in compiled_imports(root):
        args += ["--hidden-import", module]
    for module in CLUSTER_ONLY:
        args += ["--exclude-module", module]
    return args


def human_size(size: int) -> str:
    """`size` bytes as "12.3 MB" (MB = 10**6 bytes)."""
    return f"{size / 1e6:.1f} MB"


def total_size(path: Path) -> int:
    """Bytes in a file, or in every file under a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(root: Path = ROOT, windowed: bool = True, onedir: bool = False) -> Path:
    """Run PyInstaller; returns the executable. Prints its path, size and the build time."""
    missing = [str(source) for source, _ in add_data(root) if not source.is_dir()]
    if missing:
        raise CheckFailed(f"build: missing data folder(s): {', '.join(missing)}")
    compile_catalogs(root / LOCALE)               # the .mo files git does not keep
    started = time.monotonic()
    subprocess.run([sys.executable, "-m", "PyInstaller", *pyinstaller_args(root, windowed, onedir=onedir)],
                   cwd=root, check=True)
    seconds = time.monotonic() - started
    exe = exe_path(root / DIST, onedir=onedir)
    if not exe.is_file():
        raise CheckFailed(f"build: PyInstaller wrote no {exe}")
    kind = ("a folder of " if onedir else "one file, ") + ("windowed" if windowed else "console")
    print(f"built {exe} ({human_size(total_size(exe.parent if onedir else exe))}, {kind}) in {seconds:.0f} s",
          flush=True)
    return exe


# ---------------------------------------------------------------- checking

@dataclass(frozen=True)
class Ran:
    code: int
    out: str
    err: str
    seconds: float


def run(command: Sequence[str | Path], env: Mapping[str, str] | None = None, cwd: Path | None = None,
        timeout: float = RUN_TIMEOUT_S) -> Ran:
    """Run `command` with `env` added to this environment; its status, output and duration."""
    started = time.perf_counter()
    try:
        done = subprocess.run([str(part) for part in command], capture_output=True, text=True, cwd=cwd,
                              env={**os.environ, **HEADLESS, **(env or {})}, timeout=timeout,
                              encoding="utf-8", errors="backslashreplace")
    except subprocess.TimeoutExpired:
        raise CheckFailed(f"{Path(str(command[0])).name} {' '.join(map(str, command[1:]))}: "
                          f"no answer in {timeout:.0f} s") from None
    return Ran(done.returncode, done.stdout, done.stderr, time.perf_counter() - started)


def expect_ok(step: str, ran: Ran) -> Ran:
    if ran.code != 0:
        last = (ran.err.strip() or ran.out.strip()).splitlines()[-1:] or ["no output"]
        raise CheckFailed(f"{step}: exit status {ran.code}: {last[0]}")
    return ran


def installed_command() -> list[str]:
    """The installed package, run by this Python (the one with `.[package]` installed)."""
    return [sys.executable, "-m", "hoc_desktop"]


def first_frame(ran: Ran) -> tuple[str, str] | None:
    """(scene, WxH) from the `first-frame SCENE WxH` line the entry script prints, if any."""
    for line in ran.out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == FIRST_FRAME:
            return parts[1], parts[2]
    return None


def isolated_home(folder: Path) -> dict[str, str]:
    """Environment that points the platformdirs user folders (saves, settings, log) into `folder`."""
    folder = folder.resolve()
    return {"HOME": str(folder), CHECK_FOLDER_ENV: str(folder),
            **{name: str(folder / name.lower()) for name in USER_FOLDER_VARS}}


def check_version(exe: Path) -> str:
    ran = expect_ok("version", run([exe, "--version"]))
    wanted = f"{NAME} {__version__} ({engine_build()})"     # the build of the tree it was made from
    if ran.out.strip() != wanted:
        raise CheckFailed(f"version: printed {ran.out.strip()!r} on stdout, expected {wanted!r}")
    return f"version ok: {ran.out.strip()} ({ran.seconds:.2f} s)"


def check_smoke(exe: Path) -> str:
    ran = expect_ok("smoke", run([exe, "--smoke-test"], timeout=SMOKE_TIMEOUT_S))
    if not ran.out.startswith("smoke ok"):
        raise CheckFailed(f"smoke: unexpected output {ran.out.strip()[:200]!r}")
    return f"{ran.out.strip()} ({ran.seconds:.1f} s)"


def check_saves(exe: Path, folder: Path) -> str:
    """The installed package and the executable write the same save; each loads the other's."""
    ours, theirs = folder / "installed.json", folder / "exe.json"
    expect_ok("saves", run([*installed_command(), "play", "--seed", str(SAVE_SEED), "--save", ours]))
    expect_ok("saves", run([exe, "play", "--seed", str(SAVE_SEED), "--save", theirs]))
    if ours.read_bytes() != theirs.read_bytes():
        raise CheckFailed(f"saves: {ours.name} and {theirs.name} differ for the same seed")
    for path, writer in ((ours, "installed package"), (theirs, "executable")):
        replays = [expect_ok("saves", run([*program, "play", "--load", path])).out
                   for program in (installed_command(), [exe])]
        if not replays[0].strip() or replays[0] != replays[1]:
            raise CheckFailed(f"saves: the {writer}'s save replays differently in the two programs")
    return f"saves ok: same file from both; each loads the other's (seed {SAVE_SEED})"


def check_shared(exe: Path, folder: Path) -> str:
    """Settings and the autosave written by the installed package are found by the executable."""
    env = isolated_home(folder / "home")
    made = run([sys.executable, "-c", MAKE_SHARED], env=env, cwd=ROOT)
    if made.code == NOT_ISOLATED:
        return "shared skipped: this platformdirs cannot move the user folders into a temporary one"
    expect_ok("shared", made)
    ran = expect_ok("shared", run([exe, "--continue"], env={**env, FIRST_FRAME_ENV: "1"}))
    size = f"{SHARED_SIZE[0]}x{SHARED_SIZE[1]}"
    if first_frame(ran) != ("TableScene", size):
        raise CheckFailed(f"shared: the executable did not open the package's autosave at {size} "
                          f"(first frame: {first_frame(ran)})")
    return f"shared ok: the executable continued the package's autosave at its {size} setting"


def time_title(command: Sequence[str | Path], runs: int, home: Path) -> list[float]:
    """Seconds from launch to the title screen drawn (the `first-frame TitleScene` line), per run.
    The process's exit (a one-file build removes its unpacked folder then) is not counted."""
    env = {FIRST_FRAME_ENV: "1", **isolated_home(home)}
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        process = subprocess.Popen([str(part) for part in command], stdout=subprocess.PIPE, text=True,
                                   env={**os.environ, **HEADLESS, **env})
        assert process.stdout is not None
        seen = None
        for line in process.stdout:
            if line.startswith(FIRST_FRAME):
                seen = time.perf_counter() - started
                break
        process.stdout.read()
        process.wait(RUN_TIMEOUT_S)
        if seen is None or process.returncode != 0:
            raise CheckFailed(f"start: {Path(str(command[0])).name} drew no title (exit status {process.returncode})")
        times.append(seen)
    return times


def describe_times(times: Sequence[float]) -> str:
    return (f"min {min(times):.2f} s, median {statistics.median(times):.2f} s, max {max(times):.2f} s, "
            f"{len(times)} runs")


def check(exe: Path, runs: int = 3) -> None:
    """Every check, one line each; raises CheckFailed at the first failure."""
    if not exe.is_file():
        raise CheckFailed(f"check: no executable at {exe} (build it first)")
    print(check_version(exe), flush=True)
    print(check_smoke(exe), flush=True)
    with tempfile.TemporaryDirectory(prefix="hoc-exe-check-") as name:
        folder = Path(name)
        print(check_saves(exe, folder), flush=True)
        print(check_shared(exe, folder), flush=True)
        if runs > 0:
            frozen = time_title([exe], runs, folder / "start")
            package = time_title([sys.executable, ROOT / ENTRY], runs, folder / "start")
            print(f"start to title: executable {describe_times(frozen)}; installed package "
                  f"{describe_times(package)}", flush=True)


def from_compiled_tree(argv: Sequence[str], check_only: bool, onedir: bool) -> int:
    """`--compiled`: compile the engine in a fresh copy of this checkout (build/compiled/, by
    scripts/build_compiled.py, which needs the `compile` extra and a C compiler), run this script
    there with the other options, so that the executable carries the compiled modules, and copy
    the executable into dist/."""
    tree = ROOT / COMPILED_TREE
    if not check_only:
        if tree.exists():
            shutil.rmtree(tree)
        build = [sys.executable, str(ROOT / "scripts" / "build_compiled.py"), "--into", str(tree)]
        if subprocess.run(build).returncode:
            print("build_exe: the compiled engine did not build (scripts/build_compiled.py)", file=sys.stderr)
            return 1
    status = subprocess.run([sys.executable, str(tree / "scripts" / "build_exe.py"), *argv], cwd=tree).returncode
    if status or check_only:
        return status
    built, target = exe_path(tree / DIST, onedir=onedir), exe_path(ROOT / DIST, onedir=onedir)
    if onedir:
        shutil.rmtree(target.parent, ignore_errors=True)
        shutil.copytree(built.parent, target.parent, symlinks=True)
    else:
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built, target)
    print(f"copied the compiled build to {target}", flush=True)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--console", action="store_true", help="build a console executable instead of a windowed one")
    parser.add_argument("--onedir", action="store_true",
                        help="a folder (dist/hoc-desktop/) instead of one file: starts faster, fewer antivirus alarms")
    parser.add_argument("--check", action="store_true", help="after building, run the executable's checks")
    parser.add_argument("--check-only", action="store_true", help="check the executable in dist/ without building")
    parser.add_argument("--runs", type=int, default=3, help="start-time runs per program in --check (0: none)")
    parser.add_argument("--compiled", action="store_true",
                        help="build from a copy of the tree with the engine compiled (build/compiled/, mypyc)")
    args = parser.parse_args(argv)
    if args.compiled:
        rest = [arg for arg in (sys.argv[1:] if argv is None else argv) if arg != "--compiled"]
        return from_compiled_tree(rest, args.check_only, args.onedir)
    if shutil.which("upx"):
        print("note: upx is installed; it is not used (--noupx)", flush=True)
    try:
        exe = (exe_path(ROOT / DIST, onedir=args.onedir) if args.check_only
               else build(ROOT, windowed=not args.console, onedir=args.onedir))
        if args.check or args.check_only:
            check(exe, args.runs)
    except CheckFailed as exc:
        print(f"build_exe: {exc}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as exc:
        print(f"build_exe: PyInstaller failed (exit status {exc.returncode})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
