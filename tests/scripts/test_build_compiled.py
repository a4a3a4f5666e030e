"""scripts/build_compiled.py: without mypyc it says so in one line, names the command that installs it,
and creates nothing (the build itself runs in CI's compiled half)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.scripts.script_module import load_script


def test_a_python_without_mypyc_gets_one_line_and_exit_status_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    # given: the script, run by a Python that has no mypyc
    script = load_script("build_compiled")
    monkeypatch.setattr(script.importlib.util, "find_spec", lambda name: None)
    target = tmp_path / "compiled"
    monkeypatch.setattr(sys, "argv", ["build_compiled.py", "--into", str(target)])
    # when
    status = script.main()
    # then: one line naming the install command, and no tree copied
    err = capsys.readouterr().err.strip().splitlines()
    assert status == 2
    assert len(err) == 1 and "has no mypyc" in err[0] and '-e ".[compile]"' in err[0]
    assert not target.exists()
