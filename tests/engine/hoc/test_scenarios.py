"""Every scenario file in tests/scenarios runs and meets its expectations; every card has one.

A scenario (format: hoc_desktop/engine/hoc/scenario.py) builds an exact position, applies
commands and lists dotted-path expectations on the resulting state and prompt.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hoc_desktop.engine.hoc.scenario import check_expectations, load_scenario, run_scenario
from hoc_desktop.engine.hoc.setup import default_catalog

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
FILES = sorted(SCENARIOS.glob("*.yaml"))
RULING_IDS = set((Path(__file__).parent / "rulings" / "ruling_ids.txt").read_text().split())


def test_scenario_folder_is_not_empty() -> None:
    assert len(FILES) >= 46


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    doc = load_scenario(path)
    assert isinstance(doc.get("description"), str) and doc["description"].strip(), "a description is required"
    assert isinstance(doc.get("rulings"), list), "'rulings' must be a list (it may be empty)"
    unknown = [r for r in doc["rulings"] if r not in RULING_IDS]
    assert not unknown, f"not ruling IDs of the card reference: {unknown}"
    assert doc.get("commands"), "a scenario applies at least one command"
    expect = doc.get("expect") or {}
    assert len(expect) >= 3, "a scenario states several expectations"
    result = run_scenario(doc, str(path))
    problems = check_expectations(doc, result)
    assert not problems, f"{path.name}:\n  " + "\n  ".join(problems)


def test_every_card_has_a_scenario() -> None:
    stems = [p.stem for p in FILES]
    missing = [key for key in default_catalog().cards
               if not any(stem == key or stem.startswith(key + "_") for stem in stems)]
    assert not missing, f"cards without a scenario file in {SCENARIOS}: {', '.join(missing)}"


def test_a_failed_expectation_is_reported() -> None:
    doc = load_scenario(SCENARIOS / "city.yaml")
    doc = {**doc, "expect": {"turn.coins": 99, "players.0.nowhere": 1}}
    problems = check_expectations(doc, run_scenario(doc, "city.yaml"))
    assert problems == ["turn.coins: expected 99, got 0", "players.0.nowhere: no such value in the result"]
