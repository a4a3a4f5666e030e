"""The game log in words, told from a seat's own stream."""

from __future__ import annotations

from hoc_desktop.engine.crown_rivals.describe import describe
from hoc_desktop.engine.crown_rivals.game import new_game
from tests.engine.crown_rivals.helpers import act, pick, position

NAMES = ("Ann", "Bob")


def test_a_turn_in_words() -> None:
    """Given a boosted club, a clubs pair and a purchase, then the log tells each in a line."""
    g = position(hand=[["7C", "4D", "2C", "10H"], ["2H", "3H"]], market=["9S"], market_deck=["4S"])
    act(g, "play", "7C", "4D")
    act(g, "play", "2C")
    pick(g, "2H")
    act(g, "currency", "10H")
    act(g, "buy", "9S")
    lines = [line for line in (describe(ev, NAMES) for ev in g.events) if line]
    assert lines == ["Ann plays 7♣ boosted by 4♦ to 10", "Bob loses 10 Influence", "Ann plays 2♣",
                     "Bob loses 2 Influence", "Ann earns a bonus: the opponent discards", "Bob discards 2♥",
                     "Ann discards 10♥ for currency", "Ann buys 9♠ for 9", "4♠ joins the market"]


def test_the_other_seats_draws_read_a_card() -> None:
    g = new_game(3, NAMES)
    mine = [describe(ev, NAMES) for ev in g.events_for(0)]
    assert "Bob draws a card" in mine and not any(line.startswith("Ann draws a card") for line in mine)
