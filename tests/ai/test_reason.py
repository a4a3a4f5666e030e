"""A reason as a value (ai/reason.py): the reasons of a card made once per card definition."""

from __future__ import annotations

import dataclasses

from hoc_desktop.ai.reason import CardReasons, Reason
from hoc_desktop.engine.hoc.setup import default_catalog


def test_a_card_reason_is_made_once_per_card_definition() -> None:
    # given the reasons for playing a card, and a card
    plays = CardReasons("play")
    city = default_catalog().cards["city"]
    # when the same card is played twice
    first, second = plays.of(city), plays.of(city)
    # then both plays give the one reason, the one Reason("play", card=...) would build
    assert first is second
    assert first == Reason("play", card=city)


def test_each_card_definition_has_its_own_reason() -> None:
    # given the reasons for playing a card, and two cards
    plays = CardReasons("play")
    catalog = default_catalog()
    city, large_city = catalog.cards["city"], catalog.cards["large_city"]
    # when each is played
    reasons = plays.of(city), plays.of(large_city)
    # then each reason names its own card
    assert [reason.fields["card"] for reason in reasons] == [city, large_city]


def test_a_definition_of_another_catalog_gets_its_own_reason() -> None:
    # given the reason for playing City, and a City of another catalog (equal id, another definition)
    plays = CardReasons("play")
    city = default_catalog().cards["city"]
    other = dataclasses.replace(city)
    first = plays.of(city)
    # when the other City is played
    reason = plays.of(other)
    # then its reason names that definition, not the first
    assert reason.fields["card"] is other and first.fields["card"] is city
