"""How the window words card packs: their problems in the window's language (client/pack_info.py
for the message line; the loaders' own words underneath)."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from hoc_desktop.cards.pack_library import find_packs
from hoc_desktop.client.pack_info import pack_problems_line
from tests.client.helpers_packs import SAMPLE_PACK, packs_folder


def broken_packs(tmp_path: Path) -> Path:
    """A packs folder with the sample pack, one card of a copy misspelling its cost, and a file
    that is no card file."""
    folder = packs_folder(tmp_path, SAMPLE_PACK)
    text = SAMPLE_PACK.read_text(encoding="utf-8").replace("set: sample", "set: other")
    (folder / "bad_cost.yaml").write_text(text.replace("cost: 2", "cost: two", 1), encoding="utf-8")
    (folder / "not_cards.yaml").write_text("format_version: 1\n", encoding="utf-8")
    return folder


def test_pack_problems_are_worded_in_japanese_with_their_file_and_line(tmp_path: Path,
                                                                       language: Callable[[str], None]) -> None:
    # given a packs folder with two broken packs, read while the window speaks Japanese
    language("ja")
    library = find_packs(folder=broken_packs(tmp_path))
    bad_cost, not_cards = sorted(library.problems)
    # then each problem names its file and line and says what is wrong in Japanese
    assert "bad_cost.yaml:" in bad_cost and "カード'" in bad_cost and "の整数が必要ですが" in bad_cost
    assert "not_cards.yaml:1：カードファイルは" in not_cards
    # and the message line counts the others in Japanese
    line = pack_problems_line(library.problems)
    assert line.startswith("カードパックを読み込めませんでした") and "ほかに1件" in line


def test_in_english_the_same_problems_read_as_before(tmp_path: Path) -> None:
    library = find_packs(folder=broken_packs(tmp_path))
    bad_cost, _not_cards = sorted(library.problems)
    assert "expected a whole number from 0 to" in bad_cost and ", got 'two'" in bad_cost
    assert pack_problems_line(library.problems[:1]).startswith("A card pack did not load, the rest play on: ")
