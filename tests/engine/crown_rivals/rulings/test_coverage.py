"""Every ruling of the Crown Rivals rules file has a test named after its ID (CR-JACK-3 ->
test_CR_JACK_3). The ID list is kept in the repository (ruling_ids.txt); when the shared rules file
sits beside the repository (it does in CI), the list must match it."""

from __future__ import annotations

import importlib
import pkgutil
import re
from pathlib import Path

import tests.engine.crown_rivals.rulings as rulings_pkg

HERE = Path(__file__).parent
REFERENCE = HERE.parents[4] / "shared" / "rulesets" / "crown-rivals.md"
ID_LINE = re.compile(r"^- \*\*(CR-[A-Z]+-\d+)\*\*")


def _ids() -> list[str]:
    return (HERE / "ruling_ids.txt").read_text().split()


def _tested() -> set[str]:
    tested: set[str] = set()
    for info in pkgutil.iter_modules(rulings_pkg.__path__):
        if info.name.startswith("test_"):
            module = importlib.import_module(f"{rulings_pkg.__name__}.{info.name}")
            tested |= {name[len("test_"):].replace("_", "-") for name in dir(module)
                       if name.startswith("test_CR_") and callable(getattr(module, name))}
    return tested


def test_every_ruling_has_a_test() -> None:
    missing = [i for i in _ids() if i not in _tested()]
    assert not missing, f"rulings without a test: {missing}"


def test_every_ruling_test_names_a_ruling() -> None:
    assert _tested() <= set(_ids())


def test_id_list_matches_the_rules_file() -> None:
    """When the shared rules file is there, the list is current (103 rulings in section 9's count)."""
    if not REFERENCE.exists():
        return
    lines = REFERENCE.read_text(encoding="utf-8").splitlines()
    assert [m.group(1) for line in lines for m in [ID_LINE.match(line)] if m] == _ids()
