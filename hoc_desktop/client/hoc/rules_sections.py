"""Heart of Crown's sections of the Rules screen: `data/rules_summary.yaml` (in Japanese
`data/ja/rules_summary.yaml`), every number in it filled from the rule numbers (`data/rules.yaml`)
and the card data. `build_sections(rules, catalog)` does the filling and is what the tests check."""

from __future__ import annotations

from pathlib import Path

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.client.hoc.rule_values import rule_values
from hoc_desktop.client.scenes.rules import Section, filled_sections, summary_entries
from hoc_desktop.engine.hoc.rulebook import Rules
from hoc_desktop.paths import data_dir

SUMMARY_FILE = "rules_summary.yaml"


def build_sections(rules: Rules | None = None, catalog: Catalog | None = None,
                   path: Path | None = None) -> list[Section]:
    """The summary in the current language with every placeholder filled from `rules` (default:
    data/rules.yaml) and `catalog` (default: the bundled cards)."""
    return filled_sections(summary_entries(path or data_dir() / SUMMARY_FILE), rule_values(rules, catalog))
