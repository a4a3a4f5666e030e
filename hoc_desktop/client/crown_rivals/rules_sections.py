"""Crown Rivals' sections of the Rules screen, and the rule numbers its words are filled from (the
rules summary, the tour, the setup screen's how to play)."""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import Any

from hoc_desktop.client.scenes.rules import Section, filled_sections, summary_entries
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.paths import data_dir

CROWN_RIVALS_FILE = "crown_rivals_rules_summary.yaml"


def crown_rivals_sections(path: Path | None = None) -> list[Section]:
    """Crown Rivals' sections in the current language (data/crown_rivals_rules_summary.yaml, in
    Japanese data/ja/crown_rivals_rules_summary.yaml), every number filled from its rule numbers
    (data/crown_rivals.yaml)."""
    return filled_sections(summary_entries(path or data_dir() / CROWN_RIVALS_FILE), crown_rivals_values())


def crown_rivals_values() -> dict[str, Any]:
    """Crown Rivals' rule numbers by name (data/crown_rivals.yaml), and `jack_and_ace`, the
    currency of a jack discarded with an ace: what its rules texts are filled from."""
    rules = load_rules()
    values: dict[str, Any] = {f.name: getattr(rules, f.name) for f in fields(rules)}
    values["jack_and_ace"] = rules.jack_value + rules.ace_value_with_jack
    return values
