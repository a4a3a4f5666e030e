"""Prose that is data, not messages, in the player's language: the Rules screen's summaries and the
tours' tips. A translation is a file of the same name in `data/<language>/` (data/ja/guide.yaml
beside data/guide.yaml), holding the same entries by id, with the same placeholders.

Why a file per language rather than a `ja:` field beside each English text, as card names have:
a rules section is pages of prose; a translator reads and writes one whole document in one language
(as the rulebooks are printed), the English file stays as its writers know it, and a third language
is one more folder. What must agree between the two (the entries, their order, the placeholders
that carry every number) is checked by a test rather than by nesting the texts (tests/i18n/
test_data_files.py). A language without a file, or an entry a file lacks, reads the English.
"""

from __future__ import annotations

from pathlib import Path

from hoc_desktop import i18n
from hoc_desktop.paths import data_dir


def translated_file(name: str, language: str | None = None, folder: Path | None = None) -> Path | None:
    """The translation of the data file `name` (a path inside `folder`, by default data/) into
    `language` (by default the current one), or None for English or a language without one."""
    language = language or i18n.language()
    if language == i18n.SOURCE_LANGUAGE:
        return None
    path = (folder or data_dir()) / language / name
    return path if path.is_file() else None


def translations(name: str, folder: Path | None = None) -> dict[str, Path]:
    """Every language's translation of the data file `name`, by language code."""
    found = {language: translated_file(name, language, folder) for language in i18n.LANGUAGES}
    return {language: path for language, path in found.items() if path is not None}
