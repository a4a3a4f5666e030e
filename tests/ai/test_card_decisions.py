"""A policy's decisions as values (ai/policy.py CardDecisions): the Decision of a card's play made
once per card id, and made again for another card or definition under that id."""

from __future__ import annotations

import dataclasses

from hoc_desktop.ai.policy import CardDecisions, Decision
from hoc_desktop.ai.reason import Reason
from hoc_desktop.engine.hoc.commands import PLAY, cover
from hoc_desktop.engine.hoc.setup import default_catalog


def test_a_cards_play_decision_is_made_once() -> None:
    # given the decisions of plays, and City under card id 12
    plays = CardDecisions("play")
    cover(13)
    city = default_catalog().cards["city"]
    # when City is played twice
    first, second = plays.of(PLAY[12], city), plays.of(PLAY[12], city)
    # then both plays give the one Decision, the one Decision(("play", 12), Reason("play", card=...)) would be
    assert first is second
    assert first == Decision(("play", 12), Reason("play", card=city))


def test_another_card_under_the_same_id_gets_its_own_decision() -> None:
    # given the decision of playing City under id 12
    plays = CardDecisions("play")
    cover(13)
    catalog = default_catalog()
    city, large_city = catalog.cards["city"], catalog.cards["large_city"]
    plays.of(PLAY[12], city)
    # when another game plays Large City under the same id
    decision = plays.of(PLAY[12], large_city)
    # then its reason names Large City
    assert decision == Decision(("play", 12), Reason("play", card=large_city))


def test_a_definition_of_another_catalog_gets_its_own_decision() -> None:
    # given the decision of playing City, and a City of another catalog (equal id, another definition)
    plays = CardDecisions("play")
    cover(13)
    city = default_catalog().cards["city"]
    other = dataclasses.replace(city)
    first = plays.of(PLAY[12], city)
    # when the other City is played
    decision = plays.of(PLAY[12], other)
    # then its reason names that definition, not the first
    assert isinstance(decision.reason, Reason) and decision.reason.fields["card"] is other
    assert isinstance(first.reason, Reason) and first.reason.fields["card"] is city


def test_a_command_that_is_not_the_tables_gets_its_own_decision() -> None:
    # given the decision of the table's ("play", 12)
    plays = CardDecisions("play")
    cover(13)
    city = default_catalog().cards["city"]
    first = plays.of(PLAY[12], city)
    # when an equal command built elsewhere is played
    command = ("play", 12)
    decision = plays.of(command, city)
    # then the Decision carries that very command
    assert decision.command is command and first.command is PLAY[12]
