"""A mode's opening costs, read from the card data: whether City Development's and Money-Loving
Fairy's modes can start, and the words a prompt adds when one cannot (engine/hoc/question_words.py)."""

from __future__ import annotations

from hoc_desktop.cards.loader import load_catalog
from hoc_desktop.cards.mode_costs import why_it_stops
from hoc_desktop.cards.model import CardDef, Mode
from hoc_desktop.engine.hoc.question_words import stop_words, with_outcome

CATALOG = load_catalog()
MODES = {m.key: m for step in CATALOG["city_development"].effect if step.op == "choose_mode" for m in step.args}


def cards(*keys: str) -> list:
    return [CATALOG[k] for k in keys]


def label_with_outcome(mode: Mode, coins: int, hand: list[CardDef], counters: int | None = None) -> str:
    """The label a prompt shows for `mode`: the card data's, with what happens instead."""
    return with_outcome(mode.label, why_it_stops(mode, coins, hand, counters) or ())


def test_a_mode_that_can_be_paid_and_has_its_card_starts() -> None:
    assert why_it_stops(MODES["village_to_city"], 1, cards("farming_village")) is None


def test_a_mode_that_cannot_be_paid_does_nothing_and_says_why() -> None:
    # given 1 coin and a City in hand, when the Large City mode (pay 2) is offered
    label = label_with_outcome(MODES["city_to_large_city"], 1, cards("city"))
    # then its label says nothing happens, and why
    assert label == "Pay 2: City -> Large City (nothing happens: you have 1 coin)"


def test_a_mode_paid_for_without_its_card_says_the_coins_are_lost() -> None:
    # given 1 coin and no Farming Village (CDV: the coin is paid, then it stops)
    why = why_it_stops(MODES["village_to_city"], 1, cards("city"))
    assert why == ("banish", 1)
    assert stop_words(*why) == "you pay 1 for nothing: the card it banishes is not in your hand"


FAIRY = {m.key: m for step in CATALOG["money_loving_fairy"].effect if step.op == "choose_mode" for m in step.args}


def test_removing_two_counters_to_copy_one_says_what_it_comes_to_with_too_few() -> None:
    # given Money-Loving Fairy's "remove 2, copy one" with 0, 1, 2 or 3 counters owned
    mode = FAIRY["copy_counter"]
    # when its label is written
    labels = [label_with_outcome(mode, 0, [], owned) for owned in (0, 1, 2, 3)]
    # then too few counters are named before the player chooses it, and enough adds nothing
    assert labels == [f"{mode.label} (nothing happens: you have no counters)",
                      f"{mode.label} (you remove your only counter for nothing)",
                      f"{mode.label} (you remove your 2 counters and none is left to copy)",
                      mode.label]
    # and a caller that does not know the count is told nothing
    assert why_it_stops(mode, 0, [], None) is None
