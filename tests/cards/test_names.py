"""Card names and the labels of a card's modes in the window's language: from the card data, the
Japanese where the data gives it, else the English."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hoc_desktop.cards.loader import load_catalog
from hoc_desktop.cards.model import Mode, Step
from hoc_desktop.cards.names import card_name, mode_label

CATALOG = load_catalog()


def test_a_mode_reads_in_the_windows_language(language: Any) -> None:
    card = CATALOG["city_development"]
    assert mode_label(card, "city_to_large_city") == "Pay 2: City -> Large City"
    language("ja")
    assert mode_label(card, "city_to_large_city") == "2支払う：都市を大都市に"
    assert card_name(card) == "都市開発"


def test_a_mode_without_japanese_reads_in_english_and_an_unknown_mode_is_none(language: Any) -> None:
    # given a card whose modes the data gives in English only (a pack's, say)
    card = CATALOG["city_development"]
    modes = next(step.args for step in card.effect if step.op == "choose_mode")
    english_only = replace(card, effect=(Step("choose_mode", tuple(Mode(m.key, m.label, m.steps) for m in modes)),))
    # when the window speaks Japanese, then its label is the English one
    language("ja")
    assert mode_label(english_only, "city_to_large_city") == "Pay 2: City -> Large City"
    assert mode_label(card, "no_such_mode") is None


def test_every_built_in_mode_has_a_japanese_label() -> None:
    modes = [mode for card in CATALOG.cards.values() for step in card.effect if step.op == "choose_mode"
             for mode in step.args]
    assert modes and all(mode.japanese for mode in modes)
