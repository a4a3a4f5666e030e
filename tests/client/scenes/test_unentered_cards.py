"""A Fairy Garden card not typed into a pack is shown as a stand-in whose facts say where the
rulebook speaks of it in the rulebook's words."""

from __future__ import annotations

from typing import Callable

from hoc_desktop.cards.known_cards import known_cards, normal
from hoc_desktop.client.scenes.unentered_cards import facts_lines, sentences, unentered_cards


def test_a_stand_in_cites_the_rulebook_by_its_headings_not_its_lines() -> None:
    # given Blessing, which the rulebook names in two recommended sets
    blessing = known_cards().cards[normal("Blessing")]
    # when its stand-in's facts are written
    lines = facts_lines(blessing)
    # then the last says where, in words
    assert lines[-1] == "Rulebook: Recommended Card Sets (The Carnival, Fairies and Knights)."
    assert not any("865" in line for line in lines)


def test_a_stand_in_s_facts_read_in_the_window_s_language(language: Callable[[str], None]) -> None:
    # given Templar (a Common costing 5 without links) while the window speaks Japanese
    templar = known_cards().cards[normal("Templar")]
    language("ja")
    # when its stand-in is made, then its facts are Japanese sentences, joined without spaces
    (stand_in,) = [card for card in unentered_cards([]) if card.name == "Templar"]
    assert facts_lines(templar)[:3] == ["コモンカード。", "コスト5。", "リンクなし。"]
    assert stand_in.text.startswith("コモンカード。コスト5。リンクなし。")
    assert stand_in.text.endswith("テキストはまだ入力されていません：カードパックに追加してください。")


def test_english_sentences_are_joined_by_a_space_japanese_ones_are_not() -> None:
    assert sentences(["A Common card.", "Costs 5."]) == "A Common card. Costs 5."
    assert sentences(["コスト5。", "リンクなし。"]) == "コスト5。リンクなし。"
