"""Every base-set ruling of the card reference (sections 2-5 and 7) has a test named after its ID,
or, when the ruling is only about Far East cards, an entry in a FAR_EAST_ONLY dict saying why."""

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


def _covered() -> tuple[set[str], dict[str, str]]:
    tested: set[str] = set()
    far_east: dict[str, str] = {}
    for info in pkgutil.iter_modules(rulings_pkg.__path__):
        if not info.name.startswith("test_"):
            continue
        module = importlib.import_module(f"{rulings_pkg.__name__}.{info.name}")
        for name in dir(module):
            if name.startswith("test_") and callable(getattr(module, name)):
                tested.add(name[len("test_"):].replace("_", "-"))
        far_east.update(getattr(module, "FAR_EAST_ONLY", {}))
    return tested, far_east


def test_every_ruling_has_a_test() -> None:
    tested, far_east = _covered()
    missing = [i for i in _ids() if i not in tested and i not in far_east]
    assert not missing, f"rulings without a test: {missing}"


def test_far_east_entries_give_reasons() -> None:
    _, far_east = _covered()
    for ruling, why in far_east.items():
        assert ruling in _ids() and len(why) > 10, ruling


def test_id_list_matches_reference() -> None:
    """When the shared reference sits beside the repository (it does in CI), the list is current."""
    if not REFERENCE.exists():
        return
    lines = REFERENCE.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("## 6."))
    end = next(i for i, line in enumerate(lines) if line.startswith("## 7."))
    ids = [m.group(1) for i, line in enumerate(lines) if not start <= i < end for m in [ID_LINE.match(line)] if m]
    assert ids == _ids()
