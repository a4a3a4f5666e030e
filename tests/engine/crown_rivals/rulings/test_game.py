"""Rulings of the end of the game (section 4), setup (5.1), the turn (5.2) and the end of the turn,
drawing and reshuffles (5.3)."""

from __future__ import annotations

from collections import Counter

from hoc_desktop.engine.crown_rivals import new_game
from hoc_desktop.engine.crown_rivals.cards import full_deck, is_face, rank_of
from hoc_desktop.engine.crown_rivals.events import MarketReset, Reshuffled
from hoc_desktop.engine.crown_rivals.game import Game
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.setup import Setup, first_player, new_state, opening, starting_decks
from tests.engine.crown_rivals.helpers import act, currency, influence, pick, position, refused, spades

FIVE = ["AH", "2H", "3H", "2D", "3D"]
SEEDS = range(40)


def _all_cards(g: Game) -> list[str]:
    s = g.state
    out = [c for c in s.market if c is not None] + s.market_deck + s.trash
    for p in s.players:
        out += p.hand + p.draw + p.discard + p.play
        out += [c for sup in p.supporters for c in (sup.spade, sup.diamond) if c is not None]
    return out


# ---------------------------------------------------------------- 4 end of game

def test_CR_WIN_1() -> None:
    """Given the opponent has 7 and no spades, when you play 7C, then they have 0 and you win at once."""
    g = position(hand=[["7C", "9H"], []], influence=[50, 7])
    act(g, "play", "7C")
    assert influence(g) == [50, 0] and g.state.result["winner"] == 0 and g.prompt() is None


def test_CR_WIN_2() -> None:
    """Given you have 92, when you play 8H, then you have 100 and win."""
    g = position(hand=[["8H"], []], influence=[92, 50])
    act(g, "play", "8H")
    assert g.state.result == {"winner": 0, "reason": "influence_hundred", "influence": [100, 50]}


def test_CR_WIN_3() -> None:
    """Given the opponent has 5, when you deal 11 damage, then they have -6 and you win (no clamp);
    the jack's market trash is not offered: the game is over."""
    g = position(hand=[["JC"], []], influence=[50, 5], market=["4H"])
    act(g, "play", "JC")
    assert influence(g) == [50, -6] and g.state.result["reason"] == "influence_zero" and g.prompt() is None


def test_CR_WIN_4() -> None:
    """Given you have 99 and the opponent 1, when your turn ends without change, then nobody has won
    and the opponent takes a turn."""
    g = position(influence=[99, 1], draw=[FIVE, []])
    act(g, "end_turn")
    assert g.state.result is None and g.prompt().seat == 1


def test_CR_WIN_5() -> None:
    """Given the opponent has 5 and 6S in play, when you play 10C, then the spade absorbs 6, they have 1
    and the game goes on."""
    g = position(hand=[["10C"], []], influence=[50, 5], supporters=[[], [["6S", None]]])
    act(g, "play", "10C")
    assert influence(g) == [50, 1] and g.state.result is None


def test_CR_WIN_6() -> None:
    """Given the opponent reaches 0 during your play step, then there is no currency or purchase step."""
    g = position(hand=[["9C", "KH"], []], influence=[50, 9], market=["4H"])
    act(g, "play", "9C")
    assert g.over and g.prompt() is None and g.state.players[0].hand == ["KH"]


def test_CR_WIN_7() -> None:
    """Given the opponent has 4 and you 96, when you play 4C and 4H in either order, then you win on the
    first of the two: both conditions name you, so there is no tie."""
    for first, second in (("4C", "4H"), ("4H", "4C")):
        g = position(hand=[["4C", "4H"], []], influence=[96, 4])
        act(g, "play", first)
        assert g.state.result["winner"] == 0 and g.state.players[0].hand == [second]


def test_CR_WIN_8() -> None:
    """Given a new game, then both players have 50, so 50 damage or 50 healing is needed to win."""
    g = new_game(3)
    assert influence(g) == [50, 50]
    rules = load_rules()
    assert rules.starting_influence - rules.lose_influence == rules.win_influence - rules.starting_influence == 50


# ---------------------------------------------------------------- 5.1 setup

def test_CR_SETUP_1() -> None:
    """Given a 54-card deck, when setup step 1 is done, then both jokers, KD, QD, KS and QS are out of
    the game and 48 cards remain."""
    g = new_game(1)
    assert sorted(g.state.removed) == ["BJ", "KD", "KS", "QD", "QS", "RJ"]
    cards = _all_cards(g)
    assert len(cards) == len(set(cards)) == 48 and set(cards) | set(g.state.removed) == set(full_deck())


def test_CR_SETUP_2() -> None:
    """Given the 48 cards, when starting decks are dealt, then each player has exactly 2 aces, 2 twos
    and 2 threes, suits at random, face down; both discard piles are empty."""
    suits = set()
    for seed in SEEDS:
        g = Game(CROWN_RIVALS, new_state(Setup(seed=seed)))
        starting_decks(g)
        for p in g.state.players:
            assert Counter(rank_of(c) for c in p.draw) == {"A": 2, "2": 2, "3": 2} and p.discard == []
            suits.add(tuple(sorted(p.draw)))
    assert len(suits) > 20


def test_CR_SETUP_3() -> None:
    """Given the starting decks, when the market is made, then 5 of the other 36 cards are face up and
    31 are in the market deck: 4-10 of every suit, the four jacks and KC, QC, KH, QH."""
    for seed in SEEDS:
        s = new_game(seed).state
        assert None not in s.market and len(s.market_deck) == 31
        shop = set(s.market) | set(s.market_deck)
        want = {r + suit for suit in "CHSD" for r in ("4", "5", "6", "7", "8", "9", "10", "J")}
        assert shop == want | {"KC", "QC", "KH", "QH"}


def test_CR_SETUP_4() -> None:
    """Given both draw piles hold 6, when hands are drawn, then each holds 5 with 1 left to draw."""
    for p in new_game(5).state.players:
        assert (len(p.hand), len(p.draw)) == (5, 1)


def _first(hands: list[list[str]], draws: list[list[str]]) -> int:
    return first_player(position(hand=hands, draw=draws).state)


def test_CR_SETUP_5() -> None:
    """Given P1 holds 2S, P2 holds 3S and nobody holds AS, then P1 goes first."""
    assert _first([["2S", "AH"], ["3S", "AC"]], [["AS"], ["2H"]]) == 0


def test_CR_SETUP_6() -> None:
    """Given P2 holds AS and P1 holds 2S and 3S, then P2 goes first (ace lowest)."""
    assert _first([["2S", "3S"], ["AS"]], [[], []]) == 1


def test_CR_SETUP_7() -> None:
    """Given AS is P1's undrawn card and 2S is P2's, then the player holding 3S goes first; some player
    always holds a spade."""
    assert _first([["3H", "AC"], ["3S", "2H"]], [["AS"], ["2S"]]) == 1
    for seed in range(200):
        s = new_game(seed).state
        assert any(c.endswith("S") for p in s.players for c in p.hand)
        assert s.turn.seat == first_player(s) and s.turn.number == 1


def test_CR_SETUP_8() -> None:
    """Given a new game, then each player has 50 Influence."""
    assert [p.influence for p in new_game(8).state.players] == [50, 50]


def test_CR_SETUP_9() -> None:
    """Given the setup deal shows KC, QH, KH, 7D and 9S, then a crowded house reset happens before the
    first turn."""
    g = Game(CROWN_RIVALS, new_state(Setup(seed=4)))
    starting_decks(g)
    shown = ["KC", "QH", "KH", "7D", "9S"]
    g.state.market_deck = [c for c in g.state.market_deck if c not in shown] + shown[::-1]
    opening(g)
    assert isinstance(next(ev for ev in g.events if ev.type == "market_reset"), MarketReset)
    assert sum(map(is_face, g.state.market)) <= 2


# ---------------------------------------------------------------- 5.2 the turn

def test_CR_TURN_1() -> None:
    """Given 2C, 5H, 7S, 4D and 9C, when you play only the 7S and discard the other four (20), then both
    are legal; playing nothing at all is legal too."""
    hand = ["2C", "5H", "7S", "4D", "9C"]
    g = position(hand=[hand, []])
    act(g, "play", "7S")
    for card in ("2C", "5H", "4D", "9C"):
        act(g, "currency", card)
    assert currency(g) == 20 and spades(g, 0) == [("7S", None, 7)]
    g = position(hand=[hand, []])
    act(g, "end_turn")
    assert g.prompt().seat == 1


def test_CR_TURN_2() -> None:
    """Given you discarded 8C for currency, when you try to play it, then it is refused."""
    g = position(hand=[["8C"], []])
    act(g, "currency", "8C")
    refused(g, "play", "8C")


def test_CR_TURN_3() -> None:
    """Given you have discarded one card for currency, when you try to play another, then it is
    refused: the play step is over (OQ-8)."""
    g = position(hand=[["8C", "5H"], []])
    act(g, "currency", "8C")
    refused(g, "play", "5H")
    assert all(o[0] != "play" for o in g.prompt().options)


def test_CR_TURN_4() -> None:
    """Given the opponent made you discard during their turn, when your turn starts, then you hold 4."""
    g = position(seat=1, hand=[["4H", "5H", "AS", "2S", "3S"], ["4C", "8C"]], draw=[[], FIVE])
    act(g, "play", "4C")
    act(g, "play", "8C")
    pick(g, "4H")
    act(g, "end_turn")
    assert g.prompt().seat == 0 and len(g.state.players[0].hand) == 4


def test_CR_TURN_5() -> None:
    """Given a game, then exactly two players take part and turns alternate."""
    g = new_game(2)
    assert len(g.state.players) == 2
    seats = []
    for _ in range(6):
        seats.append(g.prompt().seat)
        act(g, "end_turn")
    assert seats in ([0, 1] * 3, [1, 0] * 3)


# ---------------------------------------------------------------- 5.3 end of turn, drawing

def test_CR_END_1() -> None:
    """Given you end your turn with 3H unused in hand, then it goes to your discard pile."""
    g = position(hand=[["3H"], []], draw=[["AH", "2H", "4H", "2D", "3D"], []])
    act(g, "end_turn")
    assert g.state.players[0].discard == ["3H"]


def test_CR_END_2() -> None:
    """Given the opponent's 8S survived your 5 club damage, when your turn ends, then the 5 is gone;
    your next turn starts with a pool of 0."""
    g = position(hand=[["5C"], []], supporters=[[], [["8S", None]]], draw=[FIVE, []])
    act(g, "play", "5C")
    act(g, "end_turn")
    act(g, "end_turn")
    assert g.state.turn.seat == 0 and g.state.turn.pool == 0 and spades(g, 1) == [("8S", None, 8)]


def test_CR_END_3() -> None:
    """Given you played 4C, 6H with 2D and 5S with 3D, when your turn ends, then 4C, 6H and 2D go to your
    discard pile, 5S and 3D stay in play, and you draw 5."""
    g = position(hand=[["4C", "6H", "2D", "5S", "3D"], []], draw=[["AH", "2H", "3H", "AC", "2C"], []])
    act(g, "play", "4C")
    act(g, "play", "6H", "2D")
    act(g, "play", "5S", "3D")
    act(g, "end_turn")
    me = g.state.players[0]
    assert sorted(me.discard) == ["2D", "4C", "6H"] and spades(g, 0) == [("5S", "3D", 8)] and len(me.hand) == 5


def test_CR_END_4() -> None:
    """Given 2 cards in your draw pile and 8 in your discard pile, when you draw 5, then you draw the 2,
    shuffle the 8 into a new draw pile and draw 3, leaving 5."""
    g = position(draw=[["AH", "2H"], []], discard=[["3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H"], []])
    act(g, "end_turn")
    me = g.state.players[0]
    assert {"AH", "2H"} <= set(me.hand) and (len(me.hand), len(me.draw), len(me.discard)) == (5, 5, 0)


def test_CR_END_5() -> None:
    """Given an empty draw pile and 3 cards in your discard pile after step E3, when you draw, then you
    hold 3 ("make do")."""
    g = position(discard=[["3H", "4H"], []], hand=[["5H"], []])
    act(g, "end_turn")
    assert sorted(g.state.players[0].hand) == ["3H", "4H", "5H"]


def test_CR_END_6() -> None:
    """Given 1 card in your draw pile, when you draw, then you draw it first; the discard pile is
    shuffled only when the draw pile is empty."""
    g = position(draw=[["AH"], []], discard=[["3H", "4H", "5H", "6H", "7H", "8H"], []])
    act(g, "end_turn")
    drawn = [ev for ev in g.events if ev.type in ("moved", "reshuffled")]
    assert drawn[0].card == "AH" and isinstance(drawn[1], Reshuffled)


def test_CR_END_7() -> None:
    """Given you bought 10C and discarded 3 cards for currency with an empty draw pile, when you draw at
    the end of the turn, then the 10C, those 3 and your played non-spade cards are all reshuffled."""
    g = position(hand=[["4H", "5S", "4D", "3C", "3H"], []], market=["10C"])
    act(g, "play", "4H")
    act(g, "play", "5S")
    for card in ("4D", "3C", "3H"):
        act(g, "currency", card)
    act(g, "buy", "10C")
    act(g, "end_turn")
    shuffled = next(ev for ev in g.events if isinstance(ev, Reshuffled))
    assert sorted(shuffled.order) == ["10C", "3C", "3H", "4D", "4H"]


def test_CR_END_8() -> None:
    """Given an empty draw pile and 2 cards in your discard pile, when a hearts bonus lets you draw,
    then the 2 are shuffled into a new draw pile and you draw 1; the play area is not included."""
    g = position(hand=[["3H", "5H"], []], discard=[["9C", "8C"], []])
    act(g, "play", "3H")
    act(g, "play", "5H")
    pick(g, "draw")
    me = g.state.players[0]
    assert len(me.hand) == 1 and len(me.draw) == 1 and set(me.hand + me.draw) == {"9C", "8C"}
    assert sorted(me.play) == ["3H", "5H"]
