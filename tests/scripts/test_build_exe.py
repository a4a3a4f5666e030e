"""scripts/build_exe.py and packaging/hoc_desktop_entry.py: the helpers only. Nothing here runs
PyInstaller or a built executable (CI does: `python scripts/build_exe.py --check`)."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path
from types import ModuleType

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest

from hoc_desktop import __version__, paths
from hoc_desktop.build_info import COMPILED, PURE, engine_build
from tests.scripts.script_module import ROOT, load


@pytest.fixture(scope="module")
def build() -> ModuleType:
    return load(ROOT / "scripts" / "build_exe.py", "build_exe")


@pytest.fixture(scope="module")
def entry() -> ModuleType:
    return load(ROOT / "packaging" / "hoc_desktop_entry.py", "hoc_desktop_entry")


def frozen(monkeypatch: pytest.MonkeyPatch, root: Path) -> None:
    """Make hoc_desktop.paths believe it runs inside a PyInstaller bundle unpacked at `root`."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(root), raising=False)


# ---------------------------------------------------------------- the PyInstaller command

def test_the_executable_is_named_per_system(build: ModuleType) -> None:
    assert build.exe_path(Path("dist"), "linux") == Path("dist/hoc-desktop")
    assert build.exe_path(Path("dist"), "darwin") == Path("dist/hoc-desktop")
    assert build.exe_path(Path("dist"), "win32") == Path("dist/hoc-desktop.exe")
    assert build.exe_path(Path("dist"), "win32", onedir=True) == Path("dist/hoc-desktop/hoc-desktop.exe")
    assert build.exe_path(Path("dist"), "linux", onedir=True) == Path("dist/hoc-desktop/hoc-desktop")


def test_the_build_is_one_windowed_file_without_upx_from_the_entry_script(build: ModuleType) -> None:
    args = build.pyinstaller_args(ROOT, platform="win32")
    assert args[0] == str(ROOT / "packaging" / "hoc_desktop_entry.py") and Path(args[0]).is_file()
    for flag in ("--onefile", "--windowed", "--noupx", "--noconfirm"):
        assert flag in args
    assert "--console" not in args and "--onedir" not in args
    assert args[args.index("--distpath") + 1] == str(ROOT / "dist")
    assert args[args.index("--workpath") + 1].startswith(str(ROOT / "build"))
    assert args[args.index("--collect-submodules") + 1] == "hoc_desktop"
    console = build.pyinstaller_args(ROOT, windowed=False)
    assert "--console" in console and "--windowed" not in console
    onedir = build.pyinstaller_args(ROOT, onedir=True)
    assert "--onedir" in onedir and "--onefile" not in onedir
    assert "platformdirs.windows" not in args                            # needed on Windows
    linux = build.pyinstaller_args(ROOT, platform="linux")
    assert linux[linux.index("--exclude-module") + 1] == "platformdirs.windows"


def test_dask_is_left_out_of_the_executable(build: ModuleType) -> None:
    # given the build's command line on any system, then Dask (`tournament --cluster` only) is excluded
    for platform in ("linux", "win32", "darwin"):
        args = build.pyinstaller_args(ROOT, platform=platform)
        excluded = {args[i + 1] for i, arg in enumerate(args) if arg == "--exclude-module"}
        assert {"dask", "distributed"} <= excluded


def test_data_and_art_go_where_the_frozen_paths_look(build: ModuleType, monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    args = build.pyinstaller_args(ROOT)
    pairs = [args[i + 1] for i, arg in enumerate(args) if arg == "--add-data"]
    assert pairs == [f"{ROOT / 'data'}:hoc_desktop/_data", f"{ROOT / 'art'}:hoc_desktop/_art",
                     f"{ROOT / 'hoc_desktop' / 'locale'}:hoc_desktop/locale"]
    frozen(monkeypatch, tmp_path)
    assert paths.is_frozen()
    assert paths.data_dir() == tmp_path / "hoc_desktop" / "_data"
    assert paths.art_dir() == tmp_path / "hoc_desktop" / "_art"


def test_the_bundled_folders_hold_what_the_program_loads(build: ModuleType) -> None:
    sources = {dest: source for source, dest in build.add_data(ROOT)}
    assert (sources["hoc_desktop/_data"] / "rules.yaml").is_file()
    assert (sources["hoc_desktop/_data"] / "cards" / "base.yaml").is_file()
    assert (sources["hoc_desktop/_data"] / "sets" / "recommended.yaml").is_file()
    fonts = sources["hoc_desktop/_art"] / "fonts"
    assert {"Mplus1-Regular.otf", "Mplus1-Bold.otf", "OFL.txt"} <= {p.name for p in fonts.iterdir()}
    assert (sources["hoc_desktop/locale"] / "ja" / "LC_MESSAGES" / "hoc.po").is_file()


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need a privilege on Windows")
def test_fonts_and_sounds_load_from_a_frozen_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from hoc_desktop.client.ui import fonts
    from hoc_desktop.client.ui.sound import CUES, Sounds

    bundle = tmp_path / "hoc_desktop"
    bundle.mkdir()
    (bundle / "_art").symlink_to(ROOT / "art", target_is_directory=True)
    frozen(monkeypatch, tmp_path)
    assert fonts.font_path(bold=True) == bundle / "_art" / "fonts" / "Mplus1-Bold.otf"
    assert fonts.font_path(bold=True).is_file() and fonts.font_path().is_file()
    sounds = Sounds()
    sounds.play("shuffle")                        # loads every cue (the dummy audio driver plays nothing)
    assert sounds.folder == bundle / "_art" / "sounds" and set(sounds._sounds) == set(CUES)
    sounds.close()


def test_outside_a_bundle_the_paths_are_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert not paths.is_frozen()
    assert (paths.data_dir() / "rules.yaml").is_file()
    assert (paths.art_dir() / "fonts").is_dir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)      # frozen by another tool: no _MEIPASS
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    assert paths.frozen_root() is None and (paths.data_dir() / "rules.yaml").is_file()


def test_the_package_extra_pins_pyinstaller_6() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["optional-dependencies"]["package"] == ["pyinstaller>=6.10,<7"]


# ---------------------------------------------------------------- the checks' helpers

def test_sizes_and_times_in_words(build: ModuleType, tmp_path: Path) -> None:
    assert build.human_size(31_234_567) == "31.2 MB"
    (tmp_path / "sub").mkdir()
    (tmp_path / "a").write_bytes(b"x" * 10)
    (tmp_path / "sub" / "b").write_bytes(b"y" * 5)
    assert build.total_size(tmp_path) == 15 and build.total_size(tmp_path / "a") == 10
    assert build.describe_times([0.5, 0.7, 0.6]) == "min 0.50 s, median 0.60 s, max 0.70 s, 3 runs"


def test_first_frame_is_read_from_the_clients_line(build: ModuleType) -> None:
    ran = build.Ran(0, "pygame-ce 2.5\nfirst-frame TableScene 1600x900\n", "", 0.4)
    assert build.first_frame(ran) == ("TableScene", "1600x900")
    assert build.first_frame(build.Ran(0, "first-frame\n", "", 0.1)) is None


def test_user_folders_are_moved_on_every_system(build: ModuleType, tmp_path: Path) -> None:
    env = build.isolated_home(tmp_path)
    assert env["HOME"] == env[build.CHECK_FOLDER_ENV] == str(tmp_path.resolve())
    assert all(env[name].startswith(str(tmp_path.resolve())) for name in build.USER_FOLDER_VARS)
    assert {"XDG_DATA_HOME", "XDG_CONFIG_HOME", "WIN_PD_OVERRIDE_LOCAL_APPDATA"} <= set(env)


def test_a_failed_step_is_one_line_with_its_last_words(build: ModuleType) -> None:
    with pytest.raises(build.CheckFailed, match=r"^smoke: exit status 2: hoc-desktop: smoke test: no table$"):
        build.expect_ok("smoke", build.Ran(2, "", "warning\nhoc-desktop: smoke test: no table\n", 1.0))
    assert build.expect_ok("x", build.Ran(0, "fine", "", 0.1)).out == "fine"


@pytest.mark.skipif(sys.platform == "win32", reason="a shell script stands in for the executable")
def test_the_version_check_wants_the_version_on_stdout(build: ModuleType, tmp_path: Path) -> None:
    good, bad, other = tmp_path / "good", tmp_path / "bad", tmp_path / "other"
    built = engine_build()
    good.write_text(f"#!/bin/sh\necho 'hoc-desktop {__version__} ({built})'\n")
    bad.write_text(f"#!/bin/sh\necho 'hoc-desktop {__version__} ({built})' >&2\n")
    other.write_text(f"#!/bin/sh\necho 'hoc-desktop {__version__} ({PURE if built == COMPILED else COMPILED})'\n")
    for script in (good, bad, other):
        script.chmod(0o755)
    assert build.check_version(good).startswith(f"version ok: hoc-desktop {__version__} ({built})")
    with pytest.raises(build.CheckFailed, match="on stdout"):
        build.check_version(bad)
    with pytest.raises(build.CheckFailed, match="expected"):        # the build of the tree it came from
        build.check_version(other)
    with pytest.raises(build.CheckFailed, match="no executable"):
        build.check(tmp_path / "missing")


def test_the_package_writes_the_settings_and_autosave_the_executable_is_checked_with(
        build: ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from hoc_desktop.client.save_slots import latest_game, saves_dir
    from hoc_desktop.client.settings import load_settings, settings_path

    for name, value in build.isolated_home(tmp_path).items():
        monkeypatch.setenv(name, value)
    with pytest.raises(SystemExit) as ended:
        exec(compile(build.MAKE_SHARED, "MAKE_SHARED", "exec"), {})
    assert ended.value.code == 0
    assert saves_dir().is_relative_to(tmp_path.resolve()) and settings_path().is_relative_to(tmp_path.resolve())
    assert latest_game(saves_dir()) is not None
    settings, problem = load_settings(settings_path())
    assert problem is None and settings.window_size == build.SHARED_SIZE


# ---------------------------------------------------------------- the entry script

def test_missing_streams_go_to_the_null_device(entry: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    entry.ensure_streams(attach=lambda: False)
    try:
        assert sys.stdout.name == os.devnull and sys.stderr.name == os.devnull
        print("nobody reads this")
    finally:
        sys.stdout.close()
        sys.stderr.close()


def test_missing_streams_use_the_parents_console_when_attached(entry: ModuleType, monkeypatch: pytest.MonkeyPatch,
                                                               tmp_path: Path) -> None:
    console = tmp_path / "console"
    real_err = sys.stderr
    monkeypatch.setattr(sys, "stdout", None)
    entry.ensure_streams(attach=lambda: True, console=str(console))
    try:
        assert sys.stderr is real_err                # only the missing one is replaced
        print("hoc-desktop 0.1.0")
    finally:
        sys.stdout.close()
    assert console.read_text(encoding="utf-8") == "hoc-desktop 0.1.0\n"


def test_present_streams_are_left_alone(entry: ModuleType) -> None:
    out, err = sys.stdout, sys.stderr
    entry.ensure_streams(attach=lambda: pytest.fail("attached without need"))
    assert sys.stdout is out and sys.stderr is err


def test_nothing_is_written_when_the_user_folders_did_not_move(build: ModuleType, monkeypatch: pytest.MonkeyPatch,
                                                               tmp_path: Path) -> None:
    from hoc_desktop.client import save_slots

    monkeypatch.setenv(build.CHECK_FOLDER_ENV, str(tmp_path))        # but HOME and XDG_* unchanged
    monkeypatch.setattr(save_slots, "write_save", lambda *args: pytest.fail("wrote a save"))
    with pytest.raises(SystemExit) as ended:
        exec(compile(build.MAKE_SHARED, "MAKE_SHARED", "exec"), {})
    assert ended.value.code == build.NOT_ISOLATED


def test_a_compiled_tree_names_for_pyinstaller_what_it_cannot_see(build: ModuleType) -> None:
    """The shared mypyc library and the compiled modules' imports are hidden imports (PyInstaller reads
    imports from Python source only); a pure tree needs none."""
    hidden = build.compiled_imports(ROOT)
    args = build.pyinstaller_args(ROOT)
    assert [args[i + 1] for i, arg in enumerate(args) if arg == "--hidden-import"] == hidden
    if engine_build() == COMPILED:
        assert hidden[0].endswith("__mypyc") and "hoc_desktop.build_info" in hidden
        assert "hoc_desktop.engine.hoc.rulebook" in hidden
    else:
        assert hidden == []
