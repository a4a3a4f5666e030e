"""The Rules screen's Crown Rivals sections: every number from the rule data, opened from its screens."""

from __future__ import annotations

import re

from hoc_desktop.client.scenes.rules import (CROWN_RIVALS_FILE, CROWN_RIVALS_SECTION, RulesScene,
                                             crown_rivals_sections, load_summary)
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.paths import data_dir


def test_the_crown_rivals_summary_holds_no_hand_typed_numbers() -> None:
    for title, markup, where in load_summary(data_dir() / CROWN_RIVALS_FILE):
        outside = re.sub(r"\{[^{}]*\}", "", title + markup)
        assert not re.search(r"\d", outside), f"{where}: '{title}' has a digit; use a placeholder"


def test_its_numbers_are_the_rule_data() -> None:
    rules = load_rules()
    text = "\n".join(section.plain for section in crown_rivals_sections())
    assert f"starts with {rules.starting_influence} Influence" in text
    assert f"{rules.jack_value + rules.ace_value_with_jack} for the pair" in text


def test_the_rules_screen_opens_on_crown_rivals_when_asked(app: App) -> None:
    scene = RulesScene(app, on_back=app.pop, opening=CROWN_RIVALS_SECTION)
    app.push(scene)
    app.step()
    assert scene.section.title == CROWN_RIVALS_SECTION
    assert [s.title for s in scene.sections][-4:] == [s.title for s in crown_rivals_sections()]
