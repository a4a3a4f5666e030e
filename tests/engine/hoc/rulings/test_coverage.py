"""Every ruling of the card reference (sections 2-7: base set and Far East Territory) has a test
named after its ID (`test_MLF_1` for MLF-1, `test_G_CST_3` for G-CST-3)."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import tests.engine.hoc.rulings as rulings_pkg

HERE = Path(__file__).parent
REFERENCE = HERE.parents[4] / "shared" / "cards" / "heart-of-crown-cards.md"
ID_LINE = re.compile(r"^- \*\*([A-Z]+(?:-[A-Z]+)?-\d+)\*\*")


def _ids() -> list[str]:
    return (HERE / "ruling_ids.txt").read_text().split()


def _tested() -> set[str]:
    tested: set[str] = set()
    for info in pkgutil.iter_modules(rulings_pkg.__path__):
        if not info.name.startswith("test_"):
            continue
        module = importlib.import_module(f"{rulings_pkg.__name__}.{info.name}")
        for name in dir(module):
            if name.startswith("test_") and callable(getattr(module, name)):
                tested.add(name[len("test_"):].replace("_", "-"))
    return tested


def test_every_ruling_has_a_test() -> None:
    tested = _tested()
    missing = [i for i in _ids() if i not in tested]
    assert not missing, f"rulings without a test: {missing}"


def test_id_list_matches_reference() -> None:
    """When the shared reference sits beside the repository (it does in CI), the list is current."""
    if not REFERENCE.exists():
        return
    lines = REFERENCE.read_text(encoding="utf-8").splitlines()
    ids = [m.group(1) for line in lines for m in [ID_LINE.match(line)] if m]
    assert ids == _ids()
