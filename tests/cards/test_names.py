"""A card's name and rules text in the window's language (`cards.names`): our own cards all have a
Japanese text with the English text's numbers, and a pack's card is shown in Japanese when its
pack gives the Japanese, in English when it does not."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Callable

import pytest

from hoc_desktop.cards.loader import load_catalog, load_sets
from hoc_desktop.cards.model import CATEGORIES, MAIN_TYPES, SUBTYPES, CardDef
from hoc_desktop.cards.card_words import KIND_WORDS, kind_word
from hoc_desktop.cards.names import card_name, card_text

OUR_CARDS = sorted(load_catalog().cards.values(), key=lambda card: card.key)
# "two" is how the English of one card (Ouka's) counts what the Japanese counts with a digit
NUMBER_WORDS = {"two": "2", "three": "3", "four": "4", "five": "5"}
PACK = """\
format_version: 1
pack_id: words
name: Words
set: words
cards:
  - id: lantern
    name: Lantern
    name_ja: ランタン
    category: common
    cost: 2
    types: [action]
    links: 1
    text: "Draw 1 card."
    text_ja: "カードを1枚引く。"
    effect:
      - draw: 1
  - id: bare_lamp
    name: Bare Lamp
    category: common
    cost: 2
    types: [action]
    links: 1
    text: "Draw 1 card."
    effect:
      - draw: 1
"""


def numbers(text: str) -> Counter[str]:
    """The numbers a text states: its runs of ASCII digits and the English number words above."""
    words = [NUMBER_WORDS[word] for word in re.findall(r"[a-z]+", text.lower()) if word in NUMBER_WORDS]
    return Counter(re.findall(r"[0-9]+", text) + words)


def pack_cards(tmp_path: Path) -> dict[str, CardDef]:
    path = tmp_path / "words.yaml"
    path.write_text(PACK, encoding="utf-8")
    return load_sets(("base",), (str(path),)).cards


@pytest.mark.parametrize("card", OUR_CARDS, ids=lambda card: card.key)
def test_each_of_our_cards_has_a_japanese_text_with_the_english_numbers(card: CardDef) -> None:
    # given: a base or Far East card / then: its Japanese text states the same numbers, in ASCII digits
    assert card.text_ja, f"{card.key} has no text_ja"
    assert numbers(card.text_ja) == numbers(card.text), card.key
    assert not re.search(r"[０-９]", card.text_ja), f"{card.key}: full-width digits"


@pytest.mark.parametrize("card", OUR_CARDS, ids=lambda card: card.key)
def test_card_names_inside_a_japanese_text_are_japanese_names_of_our_cards(card: CardDef) -> None:
    named = re.findall(r"「([^」]*)」", card.text_ja)
    assert set(named) <= {other.japanese for other in OUR_CARDS}, card.key


def test_the_window_language_chooses_the_name_and_text(language: Callable[[str], None]) -> None:
    # given: the Post Horse
    horse = load_catalog()["post_horse"]
    # when: the window speaks English, then Japanese
    english = (card_name(horse), card_text(horse))
    language("ja")
    japanese = (card_name(horse), card_text(horse))
    # then: each language's words
    assert english == ("Post Horse", "Draw 1 card.")
    assert japanese == ("早馬", "カードを1枚引く。")


def test_a_pack_card_shows_its_japanese_and_one_without_falls_back(tmp_path: Path,
                                                                    language: Callable[[str], None]) -> None:
    # given: a pack card with name_ja and text_ja, and one without
    cards = pack_cards(tmp_path)
    # when: the window speaks Japanese
    language("ja")
    # then: the first in Japanese, the second in its English words
    assert (card_name(cards["lantern"]), card_text(cards["lantern"])) == ("ランタン", "カードを1枚引く。")
    assert (card_name(cards["bare_lamp"]), card_text(cards["bare_lamp"])) == ("Bare Lamp", "Draw 1 card.")


def test_the_japanese_text_is_no_part_of_the_card_digest(tmp_path: Path) -> None:
    # given: the pack, and the same pack with another Japanese text
    first = tmp_path / "first.yaml"
    first.write_text(PACK, encoding="utf-8")
    second = tmp_path / "second.yaml"
    second.write_text(PACK.replace("カードを1枚引く。", "山札からカードを1枚引く。"), encoding="utf-8")
    # when: both are loaded / then: their cards' digest is the same (a save played with one replays with the other)
    assert load_sets(("base",), (str(first),)).digest == load_sets(("base",), (str(second),)).digest


def test_every_type_subtype_and_category_has_a_word_in_each_language(language: Callable[[str], None]) -> None:
    # given: the kinds a card may have / then: each has a word, in English and in Japanese
    assert set(KIND_WORDS) == {*MAIN_TYPES, *SUBTYPES, *CATEGORIES}
    assert kind_word("action") == "Action"
    language("ja")
    assert [kind_word(kind) for kind in ("action", "attack", "military")] == ["行動", "攻撃", "兵力"]
