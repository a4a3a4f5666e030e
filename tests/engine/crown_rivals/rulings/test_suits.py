"""Rulings of the four suit abilities (crown-rivals.md 3.1-3.4): clubs damage, hearts heal, spades
support, diamonds boost. Seat 0 is "you", seat 1 "the opponent"."""

from __future__ import annotations

from tests.engine.crown_rivals.helpers import act, currency, influence, pick, position, refused, spades, step

FIVE = ["AH", "2H", "3H", "2D", "3D"]      # a draw pile for the next hand, where a test ends its turn


# ---------------------------------------------------------------- 3.1 clubs

def test_CR_CLUB_1() -> None:
    """Given the opponent has 50 and no spade, when you play 7C, then they have 43."""
    g = position(hand=[["7C"], []])
    act(g, "play", "7C")
    assert influence(g) == [50, 43]


def test_CR_CLUB_2() -> None:
    """Given the opponent's 6S and 40, when you play 4C alone, then the 6S stays, they keep 40 and
    your pool holds 4 until the end of your turn."""
    g = position(hand=[["4C"], []], influence=[50, 40], supporters=[[], [["6S", None]]], draw=[FIVE, []])
    act(g, "play", "4C")
    assert spades(g, 1) == [("6S", None, 6)] and influence(g) == [50, 40] and g.state.turn.pool == 4
    act(g, "end_turn")
    assert g.state.turn.seat == 1 and g.state.turn.pool == 0


def test_CR_CLUB_3() -> None:
    """Given the opponent's 6S and 40, when you play 4C then 5C, then the 6S goes to their discard
    pile and the leftover 3 makes them 37."""
    g = position(hand=[["4C", "5C"], []], influence=[50, 40], supporters=[[], [["6S", None]]])
    act(g, "play", "4C")
    act(g, "play", "5C")
    assert spades(g, 1) == [] and g.state.players[1].discard == ["6S"] and influence(g) == [50, 37]


def test_CR_CLUB_4() -> None:
    """Given the opponent's 6S and 40, when you play 6C, then the 6S is removed and they keep 40."""
    g = position(hand=[["6C"], []], influence=[50, 40], supporters=[[], [["6S", None]]])
    act(g, "play", "6C")
    assert spades(g, 1) == [] and influence(g) == [50, 40] and g.state.turn.pool == 0


def test_CR_CLUB_5() -> None:
    """Given the opponent's 3S and 5S and 30, when you play 10C, then both go and they have 28."""
    g = position(hand=[["10C"], []], influence=[50, 30], supporters=[[], [["3S", None], ["5S", None]]])
    act(g, "play", "10C")
    assert spades(g, 1) == [] and influence(g) == [50, 28]


def test_CR_CLUB_6() -> None:
    """Given the opponent's 4S and 9S, when you play only 8C, then you may remove the 4S; the other 4
    wait in the pool, cannot reach Influence while the 9S stays, and are lost at the end of the turn."""
    g = position(hand=[["8C"], []], supporters=[[], [["4S", None], ["9S", None]]], draw=[FIVE, []])
    act(g, "play", "8C")
    prompt = g.prompt()
    assert ("remove", "4S") in prompt.options and ("remove", "9S") not in prompt.options
    act(g, "remove", "4S")
    assert spades(g, 1) == [("9S", None, 9)] and g.state.turn.pool == 4 and influence(g) == [50, 50]
    act(g, "end_turn")
    assert g.state.turn.pool == 0 and influence(g) == [50, 50]


def test_CR_CLUB_7() -> None:
    """Given the opponent has 30 and no spades, when you play 5C with 8D, then they have 22."""
    g = position(hand=[["5C", "8D"], []], influence=[50, 30])
    act(g, "play", "5C", "8D")
    assert influence(g) == [50, 22]


def test_CR_CLUB_8() -> None:
    """Given the opponent's 10S and 20, when you play 6C, 9H, then 5C, then the pool reaches 11 on the
    5C, the 10S is removed, and they have 19."""
    g = position(hand=[["6C", "9H", "5C"], []], influence=[50, 20], supporters=[[], [["10S", None]]])
    act(g, "play", "6C")
    act(g, "play", "9H")
    assert spades(g, 1) == [("10S", None, 10)] and g.state.turn.pool == 6
    act(g, "play", "5C")
    assert spades(g, 1) == [] and influence(g) == [59, 19]


def test_CR_CLUB_9() -> None:
    """Given your own 8S in play and no opponent spade, when you play 3C, then they lose 3."""
    g = position(hand=[["3C"], []], supporters=[[["8S", None]], []])
    act(g, "play", "3C")
    assert influence(g) == [50, 47]


# ---------------------------------------------------------------- 3.2 hearts

def test_CR_HEART_1() -> None:
    """Given you have 50, when you play 9H, then you have 59."""
    g = position(hand=[["9H"], []])
    act(g, "play", "9H")
    assert influence(g) == [59, 50]


def test_CR_HEART_2() -> None:
    """Given three opponent spades in play, when you play 8H, then you still gain 8."""
    g = position(hand=[["8H"], []], supporters=[[], [["4S", None], ["5S", None], ["6S", None]]])
    act(g, "play", "8H")
    assert influence(g) == [58, 50]


def test_CR_HEART_3() -> None:
    """Given you have 95, when you play QH, then you have 135 and win at once: nothing caps healing."""
    g = position(hand=[["QH", "4C"], []], influence=[95, 50])
    act(g, "play", "QH")
    assert influence(g) == [135, 50] and g.state.result["winner"] == 0 and g.prompt() is None


# ---------------------------------------------------------------- 3.3 spades

def test_CR_SPADE_1() -> None:
    """Given you play 7S and 4C, when your turn ends, then the 4C goes to your discard pile and the 7S
    stays sideways in play."""
    g = position(hand=[["7S", "4C"], []], draw=[FIVE, []])
    act(g, "play", "7S")
    act(g, "play", "4C")
    act(g, "end_turn")
    assert g.state.players[0].discard == ["4C"] and spades(g, 0) == [("7S", None, 7)]


def test_CR_SPADE_2() -> None:
    """Given your 5S in play, when you play 9S, then both are in play, and the opponent needs 14 club
    damage in one turn to remove both."""
    g = position(hand=[["9S"], ["10C", "4C"]], supporters=[[["5S", None]], []], draw=[FIVE, []])
    act(g, "play", "9S")
    assert spades(g, 0) == [("5S", None, 5), ("9S", None, 9)]
    act(g, "end_turn")
    act(g, "play", "10C")
    assert len(spades(g, 0)) == 2
    act(g, "play", "4C")
    assert spades(g, 0) == [] and influence(g) == [50, 50]


def test_CR_SPADE_3() -> None:
    """Given the opponent's clubs remove your 5S, then it goes to your discard pile."""
    g = position(seat=1, hand=[[], ["5C"]], supporters=[[["5S", None]], []])
    act(g, "play", "5C")
    assert g.state.players[0].discard == ["5S"] and g.state.players[1].discard == []


def test_CR_SPADE_4() -> None:
    """Given your 6S in play and an empty draw pile, when you reshuffle, then the 6S is not shuffled in."""
    g = position(hand=[["4H"], []], discard=[["2H", "3H", "AH", "2D", "3D", "4D"], []],
                 supporters=[[["6S", None]], []])
    act(g, "end_turn")
    me = g.state.players[0]
    assert "6S" not in me.hand + me.draw and spades(g, 0) == [("6S", None, 6)] and len(me.hand) == 5


def test_CR_SPADE_5() -> None:
    """Given your 2S in play from your previous turn, when you play 4S, then no spades bonus."""
    g = position(hand=[["4S"], []], supporters=[[["2S", None]], [["9S", None]]])
    act(g, "play", "4S")
    assert step(g) == "main" and g.state.turn.bonuses == {}


# ---------------------------------------------------------------- 3.4 diamonds

def test_CR_DIAM_1() -> None:
    """Given you play 7C with 4D (lower), then the damage is 10."""
    g = position(hand=[["7C", "4D"], []])
    act(g, "play", "7C", "4D")
    assert influence(g) == [50, 40]


def test_CR_DIAM_2() -> None:
    """Given you play 6H with 6D (match), then you heal 12."""
    g = position(hand=[["6H", "6D"], []])
    act(g, "play", "6H", "6D")
    assert influence(g) == [62, 50]


def test_CR_DIAM_3() -> None:
    """Given you play 3S with 9D (higher), then the spade in play has value 9."""
    g = position(hand=[["3S", "9D"], []])
    act(g, "play", "3S", "9D")
    assert spades(g, 0) == [("3S", "9D", 9)]


def test_CR_DIAM_4() -> None:
    """Given you played 3S with 9D, when your turn ends, then both stay in play; when the opponent
    later removes the spade, both go to your discard pile."""
    g = position(hand=[["3S", "9D"], ["9C"]], draw=[FIVE, []])
    act(g, "play", "3S", "9D")
    act(g, "end_turn")
    assert spades(g, 0) == [("3S", "9D", 9)] and g.state.players[0].discard == []
    act(g, "play", "9C")
    assert spades(g, 0) == [] and sorted(g.state.players[0].discard) == ["3S", "9D"]


def test_CR_DIAM_5() -> None:
    """Given you play 10C with JD, then the damage is 11; given JC with 10D, then 14."""
    g = position(hand=[["10C", "JD"], []], market=["5H"])
    act(g, "play", "10C", "JD")
    pick(g)                                   # the JD's market trash, declined
    assert influence(g) == [50, 39]
    g = position(hand=[["JC", "10D"], []], market=["5H"])
    act(g, "play", "JC", "10D")
    pick(g)
    assert influence(g) == [50, 36]


def test_CR_DIAM_6() -> None:
    """Given you play 5C with 4D, when you try to add 2D to the same 5C, then it is refused."""
    g = position(hand=[["5C", "4D", "2D"], []])
    refused(g, "play", "5C", "4D", "2D")
    act(g, "play", "5C", "4D")
    refused(g, "play", "5C", "2D")


def test_CR_DIAM_7() -> None:
    """Given you play 4D alone and 8D alone, then nothing is boosted and you earn one diamonds bonus."""
    g = position(hand=[["4D", "8D"], []], discard=[["2C"], []])
    act(g, "play", "4D")
    act(g, "play", "8D")
    assert influence(g) == [50, 50] and step(g) == "trash" and g.state.turn.bonuses == {"D": 1}


def test_CR_DIAM_8() -> None:
    """Given you hold 5D and 7D, when you try to play 5D as the boost of 7D, then it is refused; both
    may be played alone."""
    g = position(hand=[["5D", "7D"], []])
    refused(g, "play", "7D", "5D")
    refused(g, "play", "5D", "7D")
    act(g, "play", "5D")
    act(g, "play", "7D")
    assert g.state.turn.bonuses == {"D": 1}


def test_CR_DIAM_9() -> None:
    """Given 9C, 8D and 10D, then 9C with 8D deals 12 and 9C with 10D deals 10: the rules as written."""
    g = position(hand=[["9C", "8D", "10D"], []])
    act(g, "play", "9C", "8D")
    assert influence(g) == [50, 38]
    g = position(hand=[["9C", "8D", "10D"], []])
    act(g, "play", "9C", "10D")
    assert influence(g) == [50, 40]


def test_CR_DIAM_10() -> None:
    """Given you play KC with 10D, then the damage is 43."""
    g = position(hand=[["KC", "10D"], []], influence=[50, 60])
    act(g, "play", "KC", "10D")
    assert influence(g) == [50, 17]


def test_CR_DIAM_11() -> None:
    """Given you play AH with AD, then you heal 2 (match); with 3D instead, you heal 3 (higher)."""
    g = position(hand=[["AH", "AD"], []])
    act(g, "play", "AH", "AD")
    assert influence(g) == [52, 50]
    g = position(hand=[["AH", "3D"], []])
    act(g, "play", "AH", "3D")
    assert influence(g) == [53, 50]


def test_CR_DIAM_12() -> None:
    """Given your 3S was boosted to 9 on an earlier turn and later returned to your discard pile, when
    you discard it for currency, then it is worth 3: the boost stays with the play, not the card."""
    g = position(seat=1, hand=[["4H"], ["9C"]], supporters=[[["3S", "9D"]], []], draw=[[], FIVE])
    act(g, "play", "9C")                       # removes the boosted 3S (value 9) with its 9D
    act(g, "end_turn")
    act(g, "end_turn")                         # your 4H, 3S and 9D are reshuffled into your hand
    act(g, "end_turn")
    assert sorted(g.state.players[0].hand) == ["3S", "4H", "9D"]
    act(g, "currency", "3S")
    assert currency(g) == 3
