"""Rulings of the odd/even bonuses (crown-rivals.md 3.10; suits by OQ-2)."""

from __future__ import annotations

from tests.engine.crown_rivals.helpers import act, influence, pick, position, spades, step


def test_CR_BONUS_1() -> None:
    """Given you play 4C and 8C, then the opponent must discard one card of their choice."""
    g = position(hand=[["4C", "8C"], ["2H", "3H", "AS"]], influence=[50, 80])
    act(g, "play", "4C")
    act(g, "play", "8C")
    prompt = g.prompt()
    assert prompt.seat == 1 and prompt.step == "opponent_discards" and sorted(prompt.options) == ["2H", "3H", "AS"]
    pick(g, "3H")
    assert g.state.players[1].discard == ["3H"] and sorted(g.state.players[1].hand) == ["2H", "AS"]


def test_CR_BONUS_2() -> None:
    """Given you play 3H and 5H, then you may draw one card."""
    g = position(hand=[["3H", "5H"], []], draw=[["9C"], []])
    act(g, "play", "3H")
    act(g, "play", "5H")
    assert step(g) == "draw"
    pick(g, "draw")
    assert g.state.players[0].hand == ["9C"]


def test_CR_BONUS_3() -> None:
    """Given the opponent's 10S boosted to 13 in play, when you play 2S and 6S, then you may remove the
    10S and its diamond to their discard pile, whatever its value."""
    g = position(hand=[["2S", "6S"], []], supporters=[[], [["10S", "3D"]]])
    act(g, "play", "2S")
    act(g, "play", "6S")
    assert step(g) == "remove_supporter" and g.prompt().options == ("10S",)
    pick(g, "10S")
    assert spades(g, 1) == [] and g.state.players[1].discard == ["10S", "3D"]


def test_CR_BONUS_4() -> None:
    """Given you play 5D and 7D alone, then you may trash one card from your hand or discard pile."""
    g = position(hand=[["5D", "7D", "2C"], []], discard=[["AH"], []])
    act(g, "play", "5D")
    act(g, "play", "7D")
    assert step(g) == "trash" and sorted(g.prompt().options) == ["2C", "AH"]
    pick(g, "AH")
    assert g.state.trash == ["AH"] and g.state.players[0].discard == []


def test_CR_BONUS_5() -> None:
    """Given you play 3C, 5C and 7C, then you earn exactly one clubs bonus."""
    g = position(hand=[["3C", "5C", "7C"], []])
    for card in ("3C", "5C", "7C"):
        act(g, "play", card)
    assert g.state.turn.bonuses == {"C": 1}


def test_CR_BONUS_6() -> None:
    """Given you play 3C, 5C, 7C and 9C, then you earn two clubs bonuses."""
    g = position(hand=[["3C", "5C", "7C", "9C"], []])
    for card in ("3C", "5C", "7C", "9C"):
        act(g, "play", card)
    assert g.state.turn.bonuses == {"C": 2}


def test_CR_BONUS_7() -> None:
    """Given you play 4C and 7C, then no bonus (one even, one odd)."""
    g = position(hand=[["4C", "7C"], ["2H"]])
    act(g, "play", "4C")
    act(g, "play", "7C")
    assert g.state.turn.bonuses == {} and step(g) == "main"


def test_CR_BONUS_8() -> None:
    """Given you play 4C and 6H, then no bonus (different suits)."""
    g = position(hand=[["4C", "6H"], ["2H"]])
    act(g, "play", "4C")
    act(g, "play", "6H")
    assert g.state.turn.bonuses == {} and step(g) == "main"


def test_CR_BONUS_9() -> None:
    """Given you play 3H with 3D (heal 6, even), then 4H, then 5D alone, then you earn a hearts bonus
    (6 and 4 even) and a diamonds bonus (3D and 5D odd)."""
    g = position(hand=[["3H", "3D", "4H", "5D"], []], draw=[["9C"], []])
    act(g, "play", "3H", "3D")
    act(g, "play", "4H")
    assert influence(g) == [60, 50] and g.state.turn.bonuses == {"H": 1}
    pick(g, "draw")
    act(g, "play", "5D")
    assert g.state.turn.bonuses == {"H": 1, "D": 1} and step(g) == "trash"


def test_CR_BONUS_10() -> None:
    """Given you play 2C, 3C, 4C and 5C, then you earn two clubs bonuses (an even and an odd pair)."""
    g = position(hand=[["2C", "3C", "4C", "5C"], []], influence=[50, 60])
    for card in ("2C", "3C", "4C", "5C"):
        act(g, "play", card)
    assert g.state.turn.bonuses == {"C": 2}


def test_CR_BONUS_11() -> None:
    """Given your hearts bonus draws 6C and you already played 8C, when you play the 6C, then you earn
    a clubs bonus."""
    g = position(hand=[["8C", "3H", "5H"], ["2H", "2S"]], draw=[["6C"], []])
    act(g, "play", "8C")
    act(g, "play", "3H")
    act(g, "play", "5H")
    pick(g, "draw")
    act(g, "play", "6C")
    assert g.state.turn.bonuses == {"H": 1, "C": 1} and step(g) == "opponent_discards"


def test_CR_BONUS_12() -> None:
    """Given the opponent's hand is empty, when you earn a clubs bonus, then nothing happens."""
    g = position(hand=[["4C", "8C"], []])
    act(g, "play", "4C")
    act(g, "play", "8C")
    assert g.state.turn.bonuses == {"C": 1} and step(g) == "main"


def test_CR_BONUS_13() -> None:
    """Given the opponent has no spade in play, when you earn a spades bonus, then nothing happens and
    your own spades cannot be chosen."""
    g = position(hand=[["2S", "6S"], []], supporters=[[["9S", None]], []])
    act(g, "play", "2S")
    act(g, "play", "6S")
    assert g.state.turn.bonuses == {"S": 1} and step(g) == "main" and len(spades(g, 0)) == 3


def test_CR_BONUS_14() -> None:
    """Given you earn a diamonds bonus, when you decline to trash, then nothing happens (OQ-14)."""
    g = position(hand=[["5D", "7D", "2C"], []])
    act(g, "play", "5D")
    act(g, "play", "7D")
    pick(g)
    assert g.state.trash == [] and g.state.players[0].hand == ["2C"]


def test_CR_BONUS_15() -> None:
    """Given you played 4H and discarded 6H for currency, then no hearts bonus is earned."""
    g = position(hand=[["4H", "6H"], []], draw=[["9C"], []])
    act(g, "play", "4H")
    act(g, "currency", "6H")
    assert g.state.turn.bonuses == {} and step(g) == "second"
