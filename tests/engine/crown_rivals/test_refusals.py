"""A refused command says why in the player's words, and changes nothing."""

from __future__ import annotations

import pytest

from hoc_desktop.errors import IllegalCommand
from tests.engine.crown_rivals.helpers import act, position


def _why(g, *command) -> str:
    with pytest.raises(IllegalCommand) as caught:
        g.submit(g.prompt().seat, tuple(command))
    return str(caught.value)


def test_the_reasons_of_refused_commands() -> None:
    g = position(hand=[["5C", "4D", "2D", "7H"], []], supporters=[[], [["9S", None]]], market=["9D"])
    assert _why(g, "play", "8C") == "8♣ is not in your hand"
    assert _why(g, "play", "ZZ") == "ZZ is not in your hand"
    assert _why(g, "play", "5C", "7H") == "7♥ is not a diamond: only a diamond boosts a card"
    assert _why(g, "play", "4D", "2D") == "a diamond cannot boost a diamond; play both alone"
    assert _why(g, "play", "5C", "4D", "2D") == "a card is played alone or with exactly one diamond"
    assert _why(g, "remove", "9S") == "your damage pool (0) cannot remove that spade"
    assert _why(g, "buy", "9D") == "9♦ costs 9; you have 0 currency"
    assert _why(g, "buy", "KH") == "that card is not in the market"
    assert _why(g, "jump") == "unknown command 'jump'"
    assert _why(g, "play", 7) == "('play', 7): cards are named by id, e.g. '7C'"
    act(g, "currency", "7H")
    assert _why(g, "play", "5C").startswith("no more cards can be played this turn")
    assert _why(g, "currency", "7H") == "that card is not in your hand"
    assert _why(g, "remove", "9S") == "spades can only be removed during the play step"


def test_only_the_seat_asked_may_answer() -> None:
    g = position(hand=[["5C"], ["4C"]])
    with pytest.raises(IllegalCommand, match="seat 1 cannot act now: waiting for seat 0"):
        g.submit(1, ("play", "4C"))
