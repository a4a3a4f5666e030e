"""Every Crown Rivals scenario file runs and meets its expectations; bad files are refused in one
line naming the file and the line."""

from __future__ import annotations

from pathlib import Path

import pytest

from hoc_desktop.engine.crown_rivals.scenario import load_scenario, run_scenario, unmet
from hoc_desktop.errors import ScenarioError

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios" / "crown_rivals"
FILES = sorted(SCENARIOS.glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario(path: Path) -> None:
    doc, lines = load_scenario(path)
    assert unmet(doc, run_scenario(doc, lines)) == []


@pytest.mark.parametrize("old, new, words", [
    ("game: crown-rivals", "game: heart-of-crown", ":1: game: expected one of"),
    ("[play, 4C]", "[play, 9C]", ":11: command 1 ['play', '9C']: 9♣ is not in your hand"),
    ("[[6S, null]]", "[[6X, null]]", ":9: position.supporters[1][0][0]: unknown card '6X'"),
    ("[[4C, 5C], []]", "[[4C, 5C, 4C], []]", ":8: position.hand[0][2]: 4C is placed twice"),
    ("[[6S, null]]", "[[6S, 7H]]", ":9: position.supporters[1][0][1]: 7H is not a diamond"),
    ("[[6S, null]]", "[[6H, null]]", ":9: position.supporters[1][0][0]: 6H is not a spade"),
    ("influence: [50, 40]", "influence: [50]", ":7: position.influence:"),
    ("influence: [50, 40]", "influence: [100, 40]", ":7: position.influence[0]: must be from 1 to 99"),
    ("influence: [50, 40]", "influence: [50, 0]", ":7: position.influence[1]: must be from 1 to 99"),
])
def test_a_bad_scenario_is_refused_in_one_line(tmp_path: Path, old: str, new: str, words: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text((SCENARIOS / "clubs_through_a_spade.yaml").read_text().replace(old, new, 1))
    with pytest.raises(ScenarioError) as caught:
        doc, lines = load_scenario(path)
        run_scenario(doc, lines)
    assert words in str(caught.value)


def test_an_unmet_expectation_is_named() -> None:
    doc, lines = load_scenario(SCENARIOS / "clubs_through_a_spade.yaml")
    doc["expect"] = {"players.1.influence": 40, "players.9.hand": []}
    assert unmet(doc, run_scenario(doc, lines)) == ["players.1.influence: expected 40, got 37",
                                                    "players.9.hand: no such value"]


def test_a_damaged_scenario_is_refused_in_words_never_with_a_traceback(tmp_path: Path) -> None:
    """Given seeded byte flips and cuts of every scenario, then each runs or is refused with a
    ScenarioError; no other exception escapes."""
    import random
    rng = random.Random(20)
    path = tmp_path / "damaged.yaml"
    for source in FILES:
        data = source.read_bytes()
        for _ in range(60):
            damaged = bytearray(data)
            for _ in range(rng.randint(1, 4)):
                damaged[rng.randrange(len(damaged))] = rng.randrange(32, 127)
            path.write_bytes(bytes(damaged[:rng.randint(len(damaged) // 2, len(damaged))]))
            try:
                doc, lines = load_scenario(path)
                unmet(doc, run_scenario(doc, lines))
            except ScenarioError:
                pass


def test_an_expectation_on_a_list_of_spades_and_on_no_prompt_can_hold(tmp_path: Path) -> None:
    # given a scenario whose game ends, expecting the whole list of a player's spades in play
    # (tuples in the view) and no prompt
    path = tmp_path / "spades.yaml"
    path.write_text("game: crown-rivals\n"
                    "position: {influence: [50, 2], hand: [[4C], []], supporters: [[[8S, null]], []]}\n"
                    "commands: [[play, 4C]]\n"
                    "expect:\n  players.0.supporters: [[8S, null, 8]]\n  prompt: null\n", encoding="utf-8")
    doc, lines = load_scenario(path)
    # when it runs, then both expectations hold
    result = run_scenario(doc, lines)
    assert result["prompt"] is None
    assert unmet(doc, result) == []
