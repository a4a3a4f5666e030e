"""The Rules screen's Crown Rivals sections: every number from the rule data, opened from its screens."""

from __future__ import annotations

import re

from hoc_desktop.client.crown_rivals.rules_sections import CROWN_RIVALS_FILE, crown_rivals_sections
from hoc_desktop.client.hoc.rules_sections import build_sections
from hoc_desktop.client.scenes.rules import RulesScene, load_summary
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.paths import data_dir


def test_the_crown_rivals_summary_holds_no_hand_typed_numbers() -> None:
    for entry in load_summary(data_dir() / CROWN_RIVALS_FILE):
        outside = re.sub(r"\{[^{}]*\}", "", entry.title + entry.text)
        assert not re.search(r"\d", outside), f"{entry.where}: '{entry.title}' has a digit; use a placeholder"


def test_its_numbers_are_the_rule_data() -> None:
    rules = load_rules()
    text = "\n".join(section.plain for section in crown_rivals_sections())
    assert f"starts with {rules.starting_influence} Influence" in text
    assert f"{rules.jack_value + rules.ace_value_with_jack} for the pair" in text


def test_the_rules_screen_opened_from_crown_rivals_opens_on_and_lists_its_sections_first(app: App) -> None:
    # given the Rules screen as Crown Rivals opens it
    scene = RulesScene(app, on_back=app.pop, first="crown-rivals")
    # when it is shown
    app.push(scene)
    app.step()
    # then Crown Rivals' own sections come first, the first of them open, Heart of Crown's after them
    ours = [s.title for s in crown_rivals_sections()]
    assert [s.title for s in scene.sections][:len(ours)] == ours
    assert scene.section.title == ours[0] and scene.contents.selected == 0
    assert [s.title for s in scene.sections][len(ours):] == [s.title for s in build_sections()]


def test_the_rules_screen_from_the_title_lists_heart_of_crown_first(app: App) -> None:
    scene = RulesScene(app, on_back=app.pop)
    assert scene.sections[0].title == build_sections()[0].title
    assert [s.title for s in scene.sections][-4:] == [s.title for s in crown_rivals_sections()]
