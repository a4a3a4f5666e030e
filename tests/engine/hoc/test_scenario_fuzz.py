"""Property: a randomly damaged scenario file is either refused cleanly (a HocError whose message is
one printable line starting with the file's name) or runs to a result. Never another exception.

The damage is seeded and spread over every scenario in tests/scenarios: byte flips, truncations,
inserted junk (YAML anchors and aliases, tags, escape sequences, huge numbers, brackets), deleted or
repeated spans, and values of the parsed YAML swapped for values of other types.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
import yaml

from hoc_desktop.engine.hoc.scenario import check_expectations, load_scenario, run_scenario
from hoc_desktop.errors import HocError
from tests.hostile_input import damages, replace_value

SCENARIOS = sorted((Path(__file__).resolve().parents[2] / "scenarios").glob("*.yaml"))
CASES_PER_KIND = 80
JUNK = ["\x1b[2J", "\n", "\t", "&a ", "*a ", "!!python/object:os.system ", "!!set ", "<<: ", "? ", "- ", ": ",
        "[" * 50, "]", "{", "}", "'", '"', "9" * 5000, "-5", "1e999", ".nan", "null", "~", "\ufeff", "\u202e",
        "---\n", "%YAML 1.1\n", "#", "é"]
VALUES: list[Any] = [None, True, 0, -1, 2.5, 10 ** 40, "", "x", "\x1b[31m", [], {}, ["duke"] * 3, {"card": "city"},
                     "lulunasaika", "imperial_crown", 10 ** 9, [[[]]], {"debt": -4}, "second", -(10 ** 30)]


def _swap(text: str, rng: random.Random) -> bytes:
    doc = yaml.safe_load(text)
    replace_value(doc, rng, VALUES)
    return yaml.safe_dump(doc, allow_unicode=True).encode("utf-8")


DAMAGE = damages(JUNK, _swap)


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_scenario_is_refused_cleanly_or_runs(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "scenario.yaml"
    refusals = 0
    for case in range(CASES_PER_KIND):
        # given a scenario file damaged by a seeded random change
        source = SCENARIOS[case % len(SCENARIOS)]
        path.write_bytes(DAMAGE[kind](source.read_text(encoding="utf-8"), random.Random(f"{kind}-{case}")))
        # when it is loaded and run
        try:
            doc = load_scenario(path)
            check_expectations(doc, run_scenario(doc, str(path)))
        except HocError as exc:
            # then either it is refused in one clean line naming the file, or it ran
            message = str(exc)
            assert message.startswith(str(path)) and message.isprintable() and len(message) < 400, \
                f"{kind} case {case} ({source.name}): {message!r}"
            refusals += 1
        except Exception as exc:  # pragma: no cover - the failure this test exists to catch
            pytest.fail(f"{kind} case {case} ({source.name}): {type(exc).__name__}: {exc}")
    assert refusals > 0
