"""packaging/mypyc_build.py, the decisions of the wheel's build hook (hatch_build.py): compiled
when mypyc and a C compiler work, else pure, with one line saying which and why; with GCC,
profile-guided (compiled instrumented, trained, compiled again) unless HOC_NO_PGO is set or the
training fails. Nothing here compiles the engine (CI's compiled half and docs/packaging.md's
install timings do)."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.scripts.script_module import ROOT, load

mypyc_build = load(ROOT / "packaging" / "mypyc_build.py", "mypyc_build")


def no_probe() -> str | None:
    raise AssertionError("the compiler was probed although the build was already decided")


def test_hoc_pure_gives_the_pure_engine_and_says_why(tmp_path: Path) -> None:
    # given HOC_PURE=1 on a machine that could compile
    # when a wheel is built
    engine = mypyc_build.wheel_engine(ROOT, False, {"HOC_PURE": "1"}, tmp_path, problem=no_probe)
    # then it is pure, and its one line names the variable
    assert engine.files == {}
    assert engine.line == "hoc-desktop: pure Python engine (HOC_PURE is set; see docs/packaging.md)"


@pytest.mark.parametrize("value", ["", "0"])
def test_an_empty_or_zero_hoc_pure_does_not_force_pure(value: str) -> None:
    assert mypyc_build.pure_reason(False, {"HOC_PURE": value}, lambda: None) is None


def test_an_editable_install_stays_pure(tmp_path: Path) -> None:
    engine = mypyc_build.wheel_engine(ROOT, True, {}, tmp_path, problem=no_probe)
    assert engine.files == {}
    assert "pure Python engine (an editable install runs the sources as they are" in engine.line


def test_a_missing_compiler_gives_the_pure_engine_with_the_reason(tmp_path: Path) -> None:
    # given a build whose probe finds no compiler
    engine = mypyc_build.wheel_engine(ROOT, False, {}, tmp_path, problem=lambda: "no working C compiler: cc failed")
    # then the wheel is pure and the line says why
    assert engine.files == {}
    assert engine.line == "hoc-desktop: pure Python engine (no working C compiler: cc failed; see docs/packaging.md)"


def test_the_probe_fails_with_a_compiler_that_fails() -> None:
    # given CC naming a program that always fails, when the compiler is probed
    problem = mypyc_build.compiler_problem({**os.environ, "CC": "/bin/false"})
    # then it says there is no working compiler, in one line
    assert problem is not None and problem.startswith("no working C compiler") and "\n" not in problem


def test_the_probe_passes_with_this_machines_compiler() -> None:
    # given the C compiler CI's compiled half needs, then the probe file compiles
    assert mypyc_build.compiler_problem(dict(os.environ)) is None


def test_mypyc_failing_falls_back_to_pure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*_args: Any) -> list[Path]:
        raise mypyc_build.CompileFailed("mypyc failed (exit status 1): error: a type error")
    monkeypatch.setattr(mypyc_build, "compile_modules", fail)
    engine = mypyc_build.wheel_engine(ROOT, False, {}, tmp_path, problem=lambda: None)
    assert engine.files == {}
    assert "pure Python engine (mypyc failed (exit status 1): error: a type error" in engine.line


def test_a_compiled_build_puts_every_extension_module_into_the_wheel(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    # given mypyc that made the shared library and one module's extension module
    made = [Path("abc__mypyc.so"), Path("hoc_desktop/engine/core/game.so")]
    monkeypatch.setattr(mypyc_build, "compile_modules", lambda *_args: mypyc_build.Built(made, "profile-guided"))
    # when a wheel is built
    engine = mypyc_build.wheel_engine(ROOT, False, {}, tmp_path, problem=lambda: None)
    # then each goes to its place in the wheel, and the line says the engine is compiled
    assert engine.files == {str(tmp_path / "lib" / p): p.as_posix() for p in made}
    assert re.fullmatch(r"hoc-desktop: compiled engine \(\d+ modules compiled by mypyc in \d+ s, profile-guided\)",
                        engine.line)


def test_the_listed_modules_are_read_without_importing_the_package() -> None:
    sources = mypyc_build.module_sources(ROOT)
    assert Path("hoc_desktop/engine/core/game.py") in sources
    assert all((ROOT / path).is_file() for path in sources)


def test_the_build_environment_has_the_mypy_ci_tested() -> None:
    # given the build requirements pip installs for hatch_build.py, and the pinned versions
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    pinned = (ROOT / "constraints.txt").read_text(encoding="utf-8").splitlines()
    # then mypy (mypyc) and the YAML stubs are the exact releases of constraints.txt
    for name in ("mypy", "types-PyYAML"):
        assert [r for r in requires if r.startswith(f"{name}==")] == [p for p in pinned if p.startswith(f"{name}==")]


def test_the_build_environment_can_run_the_training_games() -> None:
    # given the build requirements, and the engine's dependencies that packaging/pgo_train.py imports
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]["requires"]
    dependencies = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["dependencies"]
    # then PyYAML and platformdirs are in both, with the same bounds
    for name in ("PyYAML", "platformdirs"):
        assert [r for r in requires if r.startswith(name)] == [d for d in dependencies if d.startswith(name)] != []


@pytest.mark.parametrize(("kind", "platform", "flags"), [
    ("gcc", "linux", ["-fno-plt", "-fno-semantic-interposition"]),
    ("clang", "linux", ["-fno-plt", "-fno-semantic-interposition"]),
    ("clang", "darwin", []),
    ("msvc", "win32", []),
    ("cc", "linux", []),
])
def test_the_speed_flags_go_only_to_compilers_and_platforms_that_mean_them(kind: str, platform: str,
                                                                          flags: list[str]) -> None:
    assert mypyc_build.speed_flags(kind, platform) == flags


def test_a_profile_guided_build_needs_gcc_and_no_hoc_no_pgo() -> None:
    assert mypyc_build.profile_problem("gcc", {}) is None
    assert mypyc_build.profile_problem("gcc", {"HOC_NO_PGO": "0"}) is None
    assert mypyc_build.profile_problem("gcc", {"HOC_NO_PGO": "1"}) == "HOC_NO_PGO is set"
    assert mypyc_build.profile_problem("clang", {}) == "profile-guided builds need GCC"


def test_this_machines_compiler_is_gcc() -> None:
    # given the C compiler CI's compiled half uses, then the build knows it as GCC (so CI's build is profile-guided)
    assert mypyc_build.compiler_kind(dict(os.environ)) == "gcc"


class Builds:
    """Stands in for mypyc and the training games: records each build's flags."""

    def __init__(self, trained: str | None) -> None:
        self.flags: list[list[str]] = []
        self.trained = trained

    def mypyc(self, _root: Path, _lib: Path, _work: Path, _jobs: int, _env: Any, cflags: list[str],
              ldflags: list[str]) -> None:
        self.flags.append(cflags + ldflags)

    def train(self, *_args: Any) -> str | None:
        return self.trained


def builds_with(monkeypatch: pytest.MonkeyPatch, trained: str | None, kind: str = "gcc") -> Builds:
    builds = Builds(trained)
    monkeypatch.setattr(mypyc_build, "compiler_kind", lambda _environ: kind)
    monkeypatch.setattr(mypyc_build, "_mypyc", builds.mypyc)
    monkeypatch.setattr(mypyc_build, "_train", builds.train)
    monkeypatch.setattr(mypyc_build.sys, "platform", "linux")
    return builds


def test_gcc_builds_instrumented_then_trains_then_builds_with_the_profile(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # given GCC and training games that run
    builds = builds_with(monkeypatch, None)
    # when the engine is compiled
    built = mypyc_build.compile_modules(ROOT, tmp_path, tmp_path, 1, {})
    # then twice: instrumented, then with the profile, both with the speed flags
    first, second = builds.flags
    assert "-fprofile-generate" in first and "-fprofile-use" in second
    assert all(set(mypyc_build.SPEED_FLAGS) <= set(flags) for flags in builds.flags)
    assert built.how == "profile-guided"


def test_training_that_fails_gives_a_build_without_a_profile_and_says_why(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # given training games that fail
    builds = builds_with(monkeypatch, "the training games failed (ImportError: no yaml)")
    # when the engine is compiled
    built = mypyc_build.compile_modules(ROOT, tmp_path, tmp_path, 1, {})
    # then the instrumented build is replaced by one without a profile, and the words say why
    assert len(builds.flags) == 2 and not any(flag.startswith("-fprofile") for flag in builds.flags[-1])
    assert built.how == "without a profile: the training games failed (ImportError: no yaml)"


@pytest.mark.parametrize(("environ", "kind"), [({"HOC_NO_PGO": "1"}, "gcc"), ({}, "clang")])
def test_without_a_profile_the_engine_is_compiled_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                       environ: dict[str, str], kind: str) -> None:
    builds = builds_with(monkeypatch, None, kind)
    built = mypyc_build.compile_modules(ROOT, tmp_path, tmp_path, 1, environ)
    assert builds.flags == [list(mypyc_build.SPEED_FLAGS)]
    assert built.how.startswith("without a profile: ")


def test_the_training_games_run_from_a_wheels_build_folder(tmp_path: Path) -> None:
    # given a wheel's build folder, which holds only extension modules (here none: the engine as it is)
    lib = tmp_path / "lib"
    lib.mkdir()
    # when the training games are played from it
    why_not = mypyc_build._train(ROOT, lib, tmp_path, dict(os.environ))
    # then they ran, the package's sources and card data copied beside the extension modules
    assert why_not is None
    assert (lib / "hoc_desktop" / "engine" / "core" / "game.py").is_file() and (lib / "data" / "rules.yaml").is_file()


def test_a_tree_without_card_data_gives_a_reason_not_an_error(tmp_path: Path) -> None:
    # given a source tree whose card data is missing, and a wheel's build folder
    root = tmp_path / "tree"
    (root / "hoc_desktop").mkdir(parents=True)
    lib = tmp_path / "lib"
    lib.mkdir()
    # when the training games are set up, then the build is told why, in one line
    why_not = mypyc_build._train(root, lib, tmp_path, dict(os.environ))
    assert why_not is not None and why_not.startswith("the training games could not be set up") and "\n" not in why_not
