"""A refused command says why in the player's words and language, and changes nothing; the
reason is a value, worded apart."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Callable

import pytest

from hoc_desktop.engine.crown_rivals import refusals
from hoc_desktop.engine.crown_rivals.refusal_words import REASONS
from hoc_desktop.engine.crown_rivals.refusals import Refusal, refusal
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


def test_a_refusal_is_a_value_its_words_made_apart() -> None:
    # given a purchase the currency does not cover
    g = position(hand=[["5C"], []], market=["9D"])
    # then the engine's reason is data: the reason's key and the values its words need
    assert refusal(g.state, ("buy", "9D")) == Refusal("too_dear", {"card": "9D", "cost": 9, "currency": 0})
    assert refusal(g.state, ("play", "8C")) == Refusal("not_in_hand", {"card": "8C"})


def test_the_reasons_in_japanese(language: Callable[[str], None]) -> None:
    # given the player reads Japanese, when commands are refused
    language("ja")
    g = position(hand=[["5C", "4D", "2D"], []], market=["9D"])
    # then each reason is one Japanese sentence, cards by their symbols
    assert _why(g, "buy", "9D") == "9♦のコストは9、使える通貨は0です"
    assert _why(g, "play", "4D", "2D") == "ダイヤでダイヤは強化できません。それぞれ単独でプレイしてください"


def test_every_reason_the_engine_gives_has_words() -> None:
    # given every reason key refusals.py can return (each Refusal it builds)
    source = ast.parse(Path(refusals.__file__).read_text(encoding="utf-8"))
    calls = [node for node in ast.walk(source) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
             and node.func.id == "Refusal"]
    keys = {call.args[0].value for call in calls if isinstance(call.args[0], ast.Constant)}
    assert len(keys) == len({ast.dump(call.args[0]) for call in calls})       # every key a constant
    # then each has its words, and no words wait for a reason that is never given
    assert keys == set(REASONS)
