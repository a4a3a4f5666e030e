"""The game log in words, told from a seat's own stream: whole sentences in the player's language,
the seat named "You" in the second person, draws in a row one line, each line with its kind."""

from __future__ import annotations

from typing import Any, Callable

from hoc_desktop.engine.core.told import DRAW, HEADING, LINE
from hoc_desktop.engine.crown_rivals.describe import command_words, describe, tell
from hoc_desktop.engine.crown_rivals.events import Moved, TurnStarted
from hoc_desktop.engine.crown_rivals.game import Game, new_game
from tests.engine.crown_rivals.helpers import act, pick, position

NAMES = ("Ann", "Bob")


def told(g: Game, names: tuple[str, str] = NAMES) -> list[str]:
    return [line for line in (describe(ev, names) for ev in g.events) if line]


def test_a_turn_in_words() -> None:
    """Given a boosted club, a clubs pair and a purchase, then the log tells each in a line."""
    g = position(hand=[["7C", "4D", "2C", "10H"], ["2H", "3H"]], market=["9S"], market_deck=["4S"])
    act(g, "play", "7C", "4D")
    act(g, "play", "2C")
    pick(g, "2H")
    act(g, "currency", "10H")
    act(g, "buy", "9S")
    assert told(g) == ["Ann plays 7♣ boosted by 4♦ to 10.", "Bob loses 10 Influence.", "Ann plays 2♣.",
                       "Bob loses 2 Influence.", "Ann earns a bonus: the opponent discards.", "Bob discards 2♥.",
                       "Ann discards 10♥ for currency.", "Ann buys 9♠ for 9.", "4♠ joins the market."]


def test_the_seat_named_you_reads_in_the_second_person() -> None:
    # given a boosted club and a clubs pair, told with Ann's seat named "You", then with Bob's
    g = position(hand=[["7C", "4D", "2C"], ["2H", "3H"]])
    act(g, "play", "7C", "4D")
    act(g, "play", "2C")
    pick(g, "2H")
    # then your lines say "you", the other seat's its name
    assert told(g, ("You", "Bob"))[:5] == ["You play 7♣ boosted by 4♦ to 10.", "Bob loses 10 Influence.",
                                           "You play 2♣.", "Bob loses 2 Influence.",
                                           "You earn a bonus: the opponent discards."]
    assert told(g, ("Ann", "You"))[5] == "You discard 2♥."


def test_the_log_is_japanese_when_the_player_reads_japanese(language: Callable[[str], None]) -> None:
    # given a boosted club played by you, when the log is told in Japanese
    g = position(hand=[["7C", "4D"], []])
    act(g, "play", "7C", "4D")
    language("ja")
    # then each line is one Japanese sentence, cards by their symbols
    assert told(g, ("You", "Bob")) == ["あなたは4♦で10に強化した7♣をプレイした。", "Bobの影響力が10減った。"]


def test_the_other_seats_draws_are_counted_and_yours_named() -> None:
    # given a new game told from seat 0's own stream
    g = new_game(3, NAMES)
    lines = tell(g.events_for(0), NAMES)
    draws = [line for line in lines if line.kind == DRAW]
    # then the deal's five draws of each seat read as one line each: Ann's named, Bob's counted
    assert [line.seat for line in draws] == [0, 1]
    assert draws[0].text.startswith("Ann draws ") and draws[0].text.count(",") == 4
    assert draws[1].text == "Bob draws 5 cards."


def test_each_line_says_its_kind() -> None:
    # given a turn's start, a draw and a play
    events: list[Any] = [TurnStarted(1, 2), Moved("2H", ("draw", 1), ("hand", 1)),
                         Moved("3H", ("draw", 1), ("hand", 1)), Moved("4H", ("draw", 0), ("hand", 0))]
    # then the turn's line is a heading, each seat's draws in a row one draw line, by its seat
    lines = tell(events, NAMES)
    assert [(line.text, line.kind, line.seat) for line in lines] == [
        ("Turn 2: Bob", HEADING, None), ("Bob draws 2♥, 3♥.", DRAW, 1), ("Ann draws 4♥.", DRAW, 0)]
    assert all(line.kind in (HEADING, DRAW, LINE) for line in lines)


def test_an_ace_after_a_jack_says_it_counted_eleven() -> None:
    # given a jack already discarded for currency this turn
    g = position(hand=[["JH", "AS"], []])
    act(g, "currency", "JH")
    # when the ace follows it
    act(g, "currency", "AS")
    # then the log says what the ace was worth with the jack, and the jack alone says nothing more
    assert told(g)[-2:] == ["Ann discards J♥ for currency.",
                            "Ann discards A♠ for currency: +11, a jack and an ace discarded together make the ace 11."]


def test_a_removed_spade_names_the_diamond_that_goes_with_it() -> None:
    # given Bob's 10S boosted by 3D, when Ann's spades bonus removes it
    g = position(hand=[["2S", "6S"], []], supporters=[[], [["10S", "3D"]]])
    act(g, "play", "2S")
    act(g, "play", "6S")
    pick(g, "10S")
    # then the log names the diamond too
    assert "Bob's 10♠ is removed with 3♦, its diamond." in told(g)
    assert "Your 10♠ is removed with 3♦, its diamond." in told(g, ("Ann", "You"))


def test_club_damage_stopped_by_spades_is_said_to_wait_and_then_to_be_lost() -> None:
    # given Bob's 8S in play, when Ann plays 5C and ends her turn without removing it
    g = position(hand=[["5C"], []], supporters=[[], [["8S", None]]], draw=[["2H", "3H", "4H", "5H", "6H"], []])
    act(g, "play", "5C")
    waiting = told(g)[-1]
    act(g, "end_turn")
    # then the log said the 5 damage waits behind the shield of 8, then that it was lost
    assert waiting.startswith("Ann holds 5 damage: Bob's spades shield 8, so it waits")
    assert "Ann's 5 damage left in the pool is lost." in told(g)
    # and each of them reads it as theirs
    assert "Your 5 damage left in the pool is lost." in told(g, ("You", "Bob"))
    assert any(line.startswith("Ann holds 5 damage: your spades shield 8") for line in told(g, ("Ann", "You")))


def test_the_winning_line_gives_both_players_real_influence() -> None:
    # given Bob at 3 Influence, when Ann's 4C takes him to -1
    g = position(hand=[["4C"], []], influence=[50, 3])
    act(g, "play", "4C")
    # then the log says where both stand, not a rounded "Influence 0"
    assert told(g)[-1] == "Ann wins. Ann: 50 Influence, Bob: -1 Influence."


def test_a_declined_bonus_leaves_a_line() -> None:
    # given Ann's hearts pair earns the draw bonus, when she declines it
    g = position(hand=[["2H", "4H"], []], draw=[["9C"], []])
    act(g, "play", "2H")
    act(g, "play", "4H")
    pick(g)
    # then the log says she declined it
    assert told(g)[-1] == "Ann declines the hearts bonus (draw a card)."


def test_two_bonuses_at_once_are_ordered_by_buttons_in_words() -> None:
    # given an odd club and an odd diamond played, when 3C boosted by 9D (to 9) earns both pairs
    g = position(hand=[["5C", "7D", "3C", "9D"], ["2H", "4H"]])
    act(g, "play", "5C")
    act(g, "play", "7D")
    act(g, "play", "3C", "9D")
    # then the question's buttons read as a player reads them, not as the rule data's keys
    prompt = g.prompt()
    assert prompt.step == "bonus_order"
    assert prompt.labels == ("Clubs: the opponent discards", "Diamonds: trash a card")


def test_the_reviews_words_for_a_command_in_both_languages(language: Callable[[str], None]) -> None:
    assert command_words(("play", "7C", "3D")) == "plays 7♣ boosted by 3♦"
    assert [command_words(c) for c in (("buy", "KH"), ("end_turn",))] == ["buys K♥", "ends the turn"]
    language("ja")
    assert command_words(("play", "7C", "3D")) == "3♦で強化した7♣をプレイ"
    assert command_words(("currency", "JH")) == "J♥を捨てて通貨にする"
