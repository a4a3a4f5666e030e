"""A card's types and numbers in words, in both languages: the face's type line and the zoom's facts."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from hoc_desktop.cards.card_words import facts_line, type_line
from hoc_desktop.engine.hoc import catalog


def test_the_type_line_names_types_then_the_subtype(language: Callable[[str], None]) -> None:
    # given Infantry Battalion, an Action – Attack card of the Military subtype
    card = catalog().cards["infantry_battalion"]
    # then its type line reads so in English and in the game's Japanese words
    assert type_line(card, ("action", "attack")) == "Action – Attack — Military"
    language("ja")
    assert type_line(card, ("action", "attack")) == "行動 – 攻撃 — 兵力"


def test_the_facts_count_in_each_language(language: Callable[[str], None]) -> None:
    # given Farming Village (cost 1, 1 link, 1 coin, -2 succession points) and a two-link variant
    village = catalog().cards["farming_village"]
    assert facts_line(village) == "Cost 1, 1 link, 1 coin, -2 succession points"
    assert facts_line(replace(village, links=2, coins=2, points=0)) == "Cost 1, 2 links, 2 coins"
    # when the window speaks Japanese, then the same numbers with Japanese counters
    language("ja")
    assert facts_line(village) == "コスト1、リンク1、1コイン、継承点-2"
