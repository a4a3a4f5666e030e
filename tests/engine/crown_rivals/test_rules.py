"""The rule numbers come from data/crown_rivals.yaml, checked when loaded."""

from __future__ import annotations

from pathlib import Path

import pytest

from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.errors import DataError
from hoc_desktop.paths import data_dir


def test_the_defaults_of_the_rules_file() -> None:
    """Given the bundled file, then it holds the rules file's defaults (section 8 and OQ-1..OQ-16)."""
    rules = load_rules()
    assert (rules.starting_influence, rules.win_influence, rules.lose_influence) == (50, 100, 0)
    assert (rules.hand_size, rules.market_size, rules.crowded_house_at) == (5, 5, 3)
    assert (rules.jack_value, rules.ace_value_with_jack, rules.face_value) == (11, 11, 40)
    assert rules.abilities == {"C": "damage", "H": "heal", "S": "supporters", "D": "boost"}
    assert rules.bonuses == {"C": "opponent_discards", "H": "draw", "S": "remove_supporter", "D": "trash"}


def test_a_value_changed_in_the_file_changes_the_rules(tmp_path: Path) -> None:
    """Given the jack value set to 10 (the quick reference's reading), then the rules say 10."""
    path = tmp_path / "cr.yaml"
    path.write_text((data_dir() / "crown_rivals.yaml").read_text().replace("jack_value: 11", "jack_value: 10"))
    assert load_rules(path).jack_value == 10


@pytest.mark.parametrize("old, new, words", [
    ("hand_size: 5", "hand_size: five", "cr.yaml:8: hand_size"),
    ("C: damage, H: heal", "C: heal, H: heal", "each suit needs a different one"),
    ("removed_cards: [RJ", "removed_cards: [ZZ", "removed_cards[0]"),
    ("starting_influence: 50", "starting_influence: 500", "between lose_influence and win_influence"),
])
def test_a_bad_value_is_refused_in_one_line(tmp_path: Path, old: str, new: str, words: str) -> None:
    path = tmp_path / "cr.yaml"
    path.write_text((data_dir() / "crown_rivals.yaml").read_text().replace(old, new))
    with pytest.raises(DataError, match=words.replace("[", r"\[")):
        load_rules(path)
