"""Rulings of currency and jack + ace (3.8), purchases and the crowded house (3.9)."""

from __future__ import annotations

import pytest

from hoc_desktop.engine.crown_rivals import market
from hoc_desktop.engine.crown_rivals.cards import is_face
from hoc_desktop.engine.crown_rivals.events import MarketReset
from tests.engine.crown_rivals.helpers import act, currency, influence, position, refused, step

FIVE = ["AH", "2H", "3H", "2D", "3D"]


def _currency(*cards: str) -> int:
    g = position(hand=[list(cards), []])
    for card in cards:
        act(g, "currency", card)
    return currency(g)


def _faces(g) -> int:
    return sum(1 for c in g.state.market if c is not None and is_face(c))


def test_CR_CUR_1() -> None:
    """Given you discard 3C, 2H and 2S for currency, then you have 7."""
    assert _currency("3C", "2H", "2S") == 7


def test_CR_CUR_2() -> None:
    """Given you discard JH and AC, then you have 22 (the ace raised to 11; OQ-3, OQ-4)."""
    assert _currency("JH", "AC") == 22
    assert _currency("AC", "JH") == 22


def test_CR_CUR_3() -> None:
    """Given you discard JH, AC and AS, then you have 23: one jack raises one ace (OQ-5)."""
    assert _currency("JH", "AC", "AS") == 23


def test_CR_CUR_4() -> None:
    """Given you discard JH, JS, AC and AS, then you have 44."""
    assert _currency("JH", "JS", "AC", "AS") == 44


def test_CR_CUR_5() -> None:
    """Given you play JC and discard AH for currency, then the ace gives 1."""
    g = position(hand=[["JC", "AH"], []])
    act(g, "play", "JC")
    act(g, "currency", "AH")
    assert currency(g) == 1


def test_CR_CUR_6() -> None:
    """Given you discard 4C and 6C for currency, then no damage, no clubs bonus, and both go straight
    to your discard pile."""
    g = position(hand=[["4C", "6C"], ["2H"]])
    act(g, "currency", "4C")
    act(g, "currency", "6C")
    assert influence(g) == [50, 50] and g.state.turn.bonuses == {} and g.state.players[0].discard == ["4C", "6C"]
    assert g.state.players[1].hand == ["2H"]


def test_CR_CUR_7() -> None:
    """Given you had 9 currency and bought 7D, when your turn ends, then the 2 left over is lost."""
    g = position(hand=[["9H"], ["9C"]], market=["7D"], draw=[FIVE, FIVE[:0]])
    act(g, "currency", "9H")
    act(g, "buy", "7D")
    assert currency(g) == 2
    act(g, "end_turn")
    act(g, "end_turn")
    assert g.state.turn.seat == 0 and currency(g) == 0


def test_CR_BUY_1() -> None:
    """Given the market shows 9H, JD and QC, then they cost 9, 11 and 40."""
    for cards, affordable in ((["9S"], ["9H"]), (["10S"], ["9H"]), (["10S", "AS"], ["9H", "JD"]),
                              (["KH"], ["9H", "JD", "QC"]), (["10S", "10C", "10D", "8S"], ["9H", "JD"])):
        g = position(hand=[cards, []], market=["9H", "JD", "QC"])
        for card in cards:
            act(g, "currency", card)
        assert [o[1] for o in g.prompt().options if o[0] == "buy"] == affordable


def test_CR_BUY_2() -> None:
    """Given 15 currency and 7C and 8S on show, when you buy both, then you have 0 left."""
    g = position(hand=[["10H", "5H"], []], market=["7C", "8S"])
    act(g, "currency", "10H")
    act(g, "currency", "5H")
    act(g, "buy", "7C")
    act(g, "buy", "8S")
    assert currency(g) == 0


def test_CR_BUY_3() -> None:
    """Given you buy 10C, then it goes to your discard pile, not your hand, and cannot be played."""
    g = position(hand=[["10H"], []], market=["10C"])
    act(g, "currency", "10H")
    act(g, "buy", "10C")
    assert g.state.players[0].discard == ["10H", "10C"] and g.state.players[0].hand == []
    refused(g, "play", "10C")


def test_CR_BUY_4() -> None:
    """Given 12 currency, when you buy 5H and the refill reveals 7S, then you may buy the 7S with 7."""
    g = position(hand=[["10H", "2C"], []], market=["5H"], market_deck=["7S"])
    act(g, "currency", "10H")
    act(g, "currency", "2C")
    act(g, "buy", "5H")
    assert g.state.market[0] == "7S"
    act(g, "buy", "7S")
    assert currency(g) == 0 and g.state.players[0].discard[-2:] == ["5H", "7S"]


def test_CR_BUY_5() -> None:
    """Given 8 currency, when you try to buy 9D, then it is refused and nothing changes."""
    g = position(hand=[["8H"], []], market=["9D"])
    act(g, "currency", "8H")
    refused(g, "buy", "9D")


def test_CR_CROWD_1() -> None:
    """Given KC, QH, 5D, 6S, 8H on show, when you buy 5D and the refill reveals KH, then the market is
    shuffled into the market deck and a new market of 5 is dealt."""
    g = position(hand=[["5H"], []], market=["KC", "QH", "5D", "6S", "8H"], market_deck=["KH", "4C", "4H", "4S"])
    act(g, "currency", "5H")
    act(g, "buy", "5D")
    assert any(isinstance(ev, MarketReset) for ev in g.events)
    assert None not in g.state.market and _faces(g) <= 2 and len(g.state.market_deck) == 3


def test_CR_CROWD_2() -> None:
    """Given a reset deals a new market that again shows 3 kings/queens, then it is reset again."""
    for seed in range(50):
        g = position(seed=seed, hand=[["5H"], []], market=["KC", "QH", "5D", "6S", "8H"],
                     market_deck=["KH", "QC", "4C"])
        act(g, "currency", "5H")
        act(g, "buy", "5D")
        if sum(isinstance(ev, MarketReset) for ev in g.events) >= 2:
            assert _faces(g) <= 2
            return
    pytest.fail("no seed dealt a crowded market twice")


def test_CR_CROWD_3() -> None:
    """Given KC and QC on show and 4H on top of the market deck, when you buy KC, then the market holds
    one king/queen and no reset happens."""
    g = position(hand=[["KH"], []], market=["KC", "QC", "5D", "6S", "8H"], market_deck=["4H"])
    act(g, "currency", "KH")
    act(g, "buy", "KC")
    assert g.state.market == ["4H", "QC", "5D", "6S", "8H"] and not any(isinstance(ev, MarketReset) for ev in g.events)


def test_CR_CROWD_4() -> None:
    """Given a crowded house check finds KC, QC, KH, QH and 5S, then the market is reset (four count as
    "a total of 3", OQ-11)."""
    g = position(market=["KC", "QC", "KH", "QH", "5S"])
    market.crowded_house(g)
    assert any(isinstance(ev, MarketReset) for ev in g.events) and _faces(g) <= 2


def test_CR_CROWD_5() -> None:
    """Given an empty market deck and KC, QC, KH, QH on show, when the check runs, then no reset
    happens (no legal market can be formed, OQ-12) and play continues."""
    g = position(hand=[["4H"], []], market=["KC", "QC", "KH", "QH"], market_deck=[])
    market.crowded_house(g)
    assert g.events == [] and g.state.market[:4] == ["KC", "QC", "KH", "QH"]
    act(g, "play", "4H")
    assert step(g) == "main"
