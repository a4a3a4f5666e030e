"""Every Fairy Garden ruling (fairy-garden.md section 6) has a test named after its ID
(`test_FG_SET_1` for FG-SET-1)."""

from __future__ import annotations

import re
from pathlib import Path

from tests.engine.hoc.rulings.test_coverage import _tested

HERE = Path(__file__).parent
SPEC = HERE.parents[4] / "shared" / "rulesets" / "fairy-garden.md"
ID_LINE = re.compile(r"^- \*\*(FG-[A-Z]+(?:-[A-Z]+)?-\d+)\*\*")


def _ids() -> list[str]:
    return (HERE / "fg_ruling_ids.txt").read_text().split()


def test_every_fairy_garden_ruling_has_a_test() -> None:
    tested = _tested()
    missing = [i for i in _ids() if i not in tested]
    assert not missing, f"Fairy Garden rulings without a test: {missing}"


def test_fg_id_list_matches_the_rules_file() -> None:
    """When the shared rules file sits beside the repository, the list is current."""
    if not SPEC.exists():
        return
    lines = SPEC.read_text(encoding="utf-8").splitlines()
    assert [m.group(1) for line in lines for m in [ID_LINE.match(line)] if m] == _ids()
