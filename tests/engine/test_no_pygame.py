"""The engine, the AI, saves and the command line's text commands need no pygame: a bot harness or
a server can use them on a machine without SDL."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROGRAM = """
import sys
sys.modules["pygame"] = None            # any import of pygame now fails
from hoc_desktop import engine
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.cli.main import main
from hoc_desktop.saves import read_save
result = play_match(setup_for(3, 2), [make_policy("normal", 1), make_policy("easy", 2)])
assert result.winners or result.reason == "turn_limit"
assert main(["simulate", "--games", "2", "--seats", "money,random"]) == 0
print("engine without pygame ok")
"""


def test_the_engine_imports_and_plays_without_pygame() -> None:
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "engine without pygame ok" in done.stdout
