"""Prose kept as data in each language: every translation of a rules summary or a tour (data/ja/...)
has exactly the English file's entries, by id and in order, each with the same placeholders (so
it states the same numbers, all from the rule data) and no number typed by hand. This is how the
Japanese rules and tour are checked for completeness: they are data, not catalog messages."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

import pytest

from hoc_desktop.i18n.data_files import translated_file, translations
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.errors import DataError

PROSE = {"rules_summary.yaml": "sections", "crown_rivals_rules_summary.yaml": "sections",
         "guide.yaml": "tips", "crown_rivals_guide.yaml": "tips"}
"""The data files whose words are translated, and the list of entries each holds."""
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def entries(path: Path) -> list[dict[str, Any]]:
    raw, _lines = load_yaml(path, 200_000, DataError, "prose")
    return list(raw[PROSE[path.name]])


def placeholders(entry: dict[str, Any]) -> set[str]:
    return set(PLACEHOLDER.findall(entry["title"] + entry["text"]))


def every_translation() -> list[tuple[str, str, Path]]:
    return [(name, language, path) for name in PROSE for language, path in translations(name).items()]


def test_every_prose_file_has_its_japanese() -> None:
    # given the data files of prose, then each has a Japanese translation
    assert {name for name, language, _path in every_translation() if language == "ja"} == set(PROSE)


@pytest.mark.parametrize(("name", "language", "path"), every_translation(), ids=lambda v: str(v))
def test_a_translation_has_the_english_entries_in_order(name: str, language: str, path: Path) -> None:
    # given a file and its translation, then they hold the same ids in the same order
    assert [e["id"] for e in entries(path)] == [e["id"] for e in entries(data_dir() / name)], path


@pytest.mark.parametrize(("name", "language", "path"), every_translation(), ids=lambda v: str(v))
def test_a_translated_entry_names_the_same_placeholders(name: str, language: str, path: Path) -> None:
    # given each entry of a translation, then it fills exactly the English entry's values
    english = {e["id"]: placeholders(e) for e in entries(data_dir() / name)}
    for entry in entries(path):
        assert placeholders(entry) == english[entry["id"]], f"{path.name}: '{entry['id']}'"


@pytest.mark.parametrize(("name", "language", "path"), every_translation(), ids=lambda v: str(v))
def test_a_translation_types_no_number(name: str, language: str, path: Path) -> None:
    # given a translation's words outside its placeholders, then no digit is among them
    for entry in entries(path):
        outside = PLACEHOLDER.sub("", entry["title"] + entry["text"])
        assert not re.search(r"\d", outside), f"{path.name}: '{entry['id']}' has a digit; use a placeholder"


def test_the_file_of_the_language_spoken_else_none(language: Callable[[str], None]) -> None:
    # given English, then no translation is read
    assert translated_file("guide.yaml") is None
    # given Japanese, then data/ja/ holds it; a file with no translation reads the English (None)
    language("ja")
    assert translated_file("guide.yaml") == data_dir() / "ja" / "guide.yaml"
    assert translated_file("rules.yaml") is None
    assert translated_file("guide.yaml", "en") is None
