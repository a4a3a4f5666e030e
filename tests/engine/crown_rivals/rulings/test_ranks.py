"""Rulings of the ranks (crown-rivals.md 3.5-3.7): aces, kings and queens, jacks."""

from __future__ import annotations

from tests.engine.crown_rivals.helpers import act, currency, influence, pick, position, spades, step


def test_CR_ACE_1() -> None:
    """Given the opponent has no spades, when you play AC, then they lose 1."""
    g = position(hand=[["AC"], []])
    act(g, "play", "AC")
    assert influence(g) == [50, 49]


def test_CR_ACE_2() -> None:
    """Given you play AH and 3H, then you heal 4 and earn a hearts bonus (both odd)."""
    g = position(hand=[["AH", "3H"], []], draw=[["5C"], []])
    act(g, "play", "AH")
    act(g, "play", "3H")
    assert influence(g) == [54, 50] and step(g) == "draw"


def test_CR_ACE_3() -> None:
    """Given you discard AD with 4C and no jack, then you get 5 currency."""
    g = position(hand=[["AD", "4C"], []])
    act(g, "currency", "AD")
    act(g, "currency", "4C")
    assert currency(g) == 5


def test_CR_FACE_1() -> None:
    """Given KH in the market, then it costs 40; given KH in your hand, discarded it gives 40."""
    g = position(hand=[["QH", "AC"], []], market=["KH"])
    act(g, "currency", "QH")
    assert ("buy", "KH") in g.prompt().options
    assert currency(g) == 40
    g = position(hand=[["10H", "10C", "10D", "9S"], []], market=["KH"])
    for card in ("10H", "10C", "10D", "9S"):
        act(g, "currency", card)
    assert ("buy", "KH") not in g.prompt().options


def test_CR_FACE_2() -> None:
    """Given the opponent has 45 and no spades, when you play QC, then they have 5."""
    g = position(hand=[["QC"], []], influence=[50, 45])
    act(g, "play", "QC")
    assert influence(g) == [50, 5]


def test_CR_FACE_3() -> None:
    """Given you play KC and 4C, then you earn a clubs bonus (40 is even)."""
    g = position(hand=[["KC", "4C"], ["2H", "3H"]], influence=[50, 90])
    act(g, "play", "KC")
    act(g, "play", "4C")
    assert g.state.turn.bonuses == {"C": 1} and step(g) == "opponent_discards"


def test_CR_JACK_1() -> None:
    """Given the opponent has 30 and no spades, when you play JC and trash the 9H from the market,
    then they have 19, the 9H is in the Trash and its slot is refilled from the market deck (OQ-6)."""
    g = position(hand=[["JC"], []], influence=[50, 30], market=["4D", "9H", "5D"], market_deck=["7S"])
    act(g, "play", "JC")
    assert influence(g) == [50, 19] and step(g) == "jack_trash"
    pick(g, "9H")
    assert "9H" in g.state.trash and g.state.market[:3] == ["4D", "7S", "5D"]


def test_CR_JACK_2() -> None:
    """Given you play JH, when you decline the trash, then the market does not change."""
    g = position(hand=[["JH"], []], market=["4D", "9H", "5D"])
    act(g, "play", "JH")
    pick(g)
    assert g.state.market[:3] == ["4D", "9H", "5D"]


def test_CR_JACK_3() -> None:
    """Given JS in the market, then it costs 11 (OQ-3)."""
    g = position(hand=[["10H", "AC"], []], market=["JS"])
    act(g, "currency", "10H")
    assert ("buy", "JS") not in g.prompt().options
    act(g, "currency", "AC")
    act(g, "buy", "JS")
    assert currency(g) == 0


def test_CR_JACK_4() -> None:
    """Given you discard JC for currency, then no market card may be trashed."""
    g = position(hand=[["JC"], []], market=["4D", "9H"])
    act(g, "currency", "JC")
    assert step(g) == "second" and g.state.trash == [] and currency(g) == 11


def test_CR_JACK_5() -> None:
    """Given you play JS, then it is a spade in play of value 11 and you may trash a market card."""
    g = position(hand=[["JS"], []], market=["4D"])
    act(g, "play", "JS")
    assert spades(g, 0) == [("JS", None, 11)] and step(g) == "jack_trash"


def test_CR_JACK_6() -> None:
    """Given you play JH and 7H, then you heal 18 and earn a hearts bonus (11 is odd)."""
    g = position(hand=[["JH", "7H"], []], draw=[["5C"], []])
    act(g, "play", "7H")
    act(g, "play", "JH")
    assert influence(g) == [68, 50] and g.state.turn.bonuses == {"H": 1} and step(g) == "draw"
