"""The window's words for Crown Rivals: card names the font can draw, what a card offers, what a
drop means, and Influence by turn."""

from __future__ import annotations

from typing import Callable

from hoc_desktop.client.crown_rivals.words import (CURRENCY, HAND_CARD, MY_SIDE, PLAY, PLAYED_CARD, actions_for,
                                                   curtain_reason, drop_command, influence_by_turn, turn_changes,
                                                   worded)
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.events import InfluenceChanged, TurnStarted


def command_prompt(*options: tuple) -> Prompt:
    return Prompt(0, "main", "Play cards", tuple(options), offers_commands=True)


def test_engine_text_names_its_cards_in_words_the_font_can_draw() -> None:
    assert worded("You play 7♣ boosted by J♦ to 11.") == "You play 7 of clubs boosted by jack of diamonds to 11."
    assert worded("Normal buys 10♥ for 10.") == "Normal buys 10 of hearts for 10."
    assert worded("A♠ joins the market.") == "Ace of spades joins the market."


def test_card_words_are_japanese_in_japanese(language: Callable[[str], None]) -> None:
    # given the window in Japanese, when a log line and a button name cards
    language("ja")
    # then each card reads as Japanese players name it: the suit, の, the rank as its corner shows it
    played = worded("あなたは4♦で10に強化した7♣をプレイした。")
    assert played == "あなたはダイヤの4で10に強化したクラブの7をプレイした。"
    assert worded("A♠、Q♥、K♣、J♦、10♠") == "スペードのA、ハートのQ、クラブのK、ダイヤのJ、スペードの10"
    # and inside a translated label too
    assert [a.label for a in actions_for("5C", command_prompt(("play", "5C", "8D")))] == ["ダイヤの8と一緒に：8"]


def test_a_hand_card_offers_play_boosts_and_currency_with_their_values() -> None:
    prompt = command_prompt(("play", "5C"), ("play", "5C", "8D"), ("play", "8D"), ("currency", "5C"),
                            ("currency", "8D"), ("end_turn",))
    club = actions_for("5C", prompt)
    assert [a.label for a in club] == ["Play it", "With 8 of diamonds: 8", "Currency +5"]
    assert [a.command for a in club] == [("play", "5C"), ("play", "5C", "8D"), ("currency", "5C")]
    diamond = actions_for("8D", prompt)
    assert diamond[1].label == "Boost 5 of clubs: 8" and diamond[1].command == ("play", "5C", "8D")


def test_a_market_card_offers_a_purchase_only_when_it_is_an_option() -> None:
    assert [a.command for a in actions_for("9H", command_prompt(("buy", "9H")))] == [("buy", "9H")]
    assert actions_for("9H", command_prompt(("end_turn",))) == []
    assert actions_for("9H", None) == []


def test_drops_mean_play_spend_buy_and_boost() -> None:
    assert drop_command("5C", "hand", PLAY, None) == ("play", "5C")
    assert drop_command("5C", "hand", CURRENCY, None) == ("currency", "5C")
    assert drop_command("9H", "market", MY_SIDE, None) == ("buy", "9H")
    assert drop_command("8D", "hand", HAND_CARD, "5C") == ("play", "5C", "8D")
    assert drop_command("5C", "hand", HAND_CARD, "8D") == ("play", "5C", "8D")


def test_drops_that_mean_nothing_say_why_in_a_sentence() -> None:
    assert "Only a diamond boosts" in drop_command("5C", "hand", HAND_CARD, "7H")
    assert drop_command("8D", "hand", PLAYED_CARD, "5C") == ("play", "5C", "8D")   # the table decides if it may
    assert "your side" in drop_command("9H", "market", "elsewhere", None)


def test_influence_by_turn_and_this_turns_changes_come_from_the_stream() -> None:
    events = [TurnStarted(0, 1), InfluenceChanged(1, -7), TurnStarted(1, 2), InfluenceChanged(1, 4),
              InfluenceChanged(0, -3), TurnStarted(0, 3), InfluenceChanged(0, 2)]
    assert influence_by_turn(events, 2, 50) == [[50, 47, 49], [43, 47, 47]]
    assert turn_changes(events, 2) == ([2, 0], [-3, 4])


def test_an_ace_discarded_after_a_jack_offers_what_it_really_adds() -> None:
    # given a jack already discarded for currency this turn
    prompt = Prompt(0, "second", "Discard", (("currency", "AS"), ("currency", "JC")), offers_commands=True)
    # then the ace's button counts the pair's 11, and a jack after an ace its 11 and the ace's 10 more
    assert [a.label for a in actions_for("AS", prompt, discarded=["JH"])] == ["Currency +11"]
    assert [a.label for a in actions_for("JC", prompt, discarded=["AD"])] == ["Currency +21"]
    assert [a.label for a in actions_for("AS", prompt)] == ["Currency +1"]


def test_a_diamond_dropped_on_a_card_a_diamond_boosts_already_says_one_per_card() -> None:
    # given 5C played boosted; when another diamond is dropped on it
    said = drop_command("8D", "hand", PLAYED_CARD, "5C", boosted_now={"5C"})
    # then the ruling (one diamond per card) and how to play the diamond alone
    assert said == ("One diamond per card: 5 of clubs is already boosted. To play 8 of diamonds alone "
                    "(it counts 8), drop it in your play area.")


def test_the_curtain_asks_the_next_player_the_question_of_the_prompts_step(language: Callable[[str], None]) -> None:
    # given the opponent asked to discard by your clubs pair (the engine's text is English)
    discard = Prompt(1, "pick", "Your opponent's clubs: discard a card from your hand", ("2H",),
                     step="opponent_discards")
    # then the curtain asks it in the window's words, in English and in Japanese
    assert curtain_reason(discard) == "You have a choice to make. Your opponent's clubs: discard a card from your hand."
    assert curtain_reason(command_prompt(("end_turn",))) == "It is your turn."
    language("ja")
    assert curtain_reason(discard) == "選ぶことがあります。相手のクラブ：手札からカードを1枚捨ててください。"
