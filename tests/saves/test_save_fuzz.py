"""Property: a randomly damaged save is either refused cleanly (a SaveError whose message is one
printable line starting with the file's name) or loads as exactly the game that was saved. Never
another exception, never a different game.

The damage is seeded, so a failure names a reproducible case: byte flips, truncations, inserted
junk (escape sequences, huge numbers, brackets), deleted or repeated spans, and values of the
parsed JSON swapped for values of other types.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.errors import SaveError
from hoc_desktop.saves import load_game, save_game, state_digest
from tests.hostile_input import damages, replace_value
from tests.saves.test_savefile import money_game

CASES_PER_KIND = 60
JUNK = ["\x1b[2J", "\n", "\x00", "NaN", "-Infinity", "1e999", "9" * 5000, "[" * 200, "]", "}", "{", '"', ",",
        "true", "null", "\\u0000", "\ud800", "é", "\u202e", " " * 10, "0.5", "-1"]
VALUES: list[Any] = [None, True, False, 0, -1, 2.5, 10 ** 40, "", "x", "\x1b[31m", [], {}, [[0, ["end_main"]]],
                     {"players": []}, "rampart", 3, 1e300, [None] * 5]


def _swap(text: str, rng: random.Random) -> bytes:
    data = json.loads(text)
    replace_value(data, rng, VALUES)
    return json.dumps(data, indent=rng.choice([None, 1])).encode("utf-8")


DAMAGE = damages(JUNK, _swap)


@pytest.fixture(scope="module")
def original(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, str]:
    """(the text of a save of 25 decisions, the digest of its game's state)."""
    game, setup = money_game(25, seed=8)
    path = tmp_path_factory.mktemp("original") / "save.json"
    save_game(game, setup, path)
    return path.read_text(encoding="utf-8"), state_digest(game.state)


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_save_is_refused_cleanly_or_loads_as_the_same_game(tmp_path: Path, original: tuple[str, str],
                                                                    kind: str) -> None:
    text, digest = original
    path = tmp_path / "save.json"
    outcomes = {"refused": 0, "loaded": 0}
    for case in range(CASES_PER_KIND):
        # given a save damaged by a seeded random change
        damaged = DAMAGE[kind](text, random.Random(f"{kind}-{case}"))
        path.write_bytes(damaged)
        # when it is loaded
        try:
            game, _ = load_game(path)
        except SaveError as exc:
            # then either it is refused in one clean line naming the file ...
            message = str(exc)
            assert message.startswith(str(path)) and message.isprintable() and len(message) < 400, \
                f"{kind} case {case}: {message!r}"
            outcomes["refused"] += 1
            continue
        except Exception as exc:  # pragma: no cover - the failure this test exists to catch
            pytest.fail(f"{kind} case {case}: {type(exc).__name__}: {exc}")
        # ... or it is exactly the saved game
        assert state_digest(game.state) == digest, f"{kind} case {case} loaded a different game"
        outcomes["loaded"] += 1
    assert outcomes["refused"] > 0
