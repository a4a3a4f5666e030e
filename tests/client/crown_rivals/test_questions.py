"""The engine's questions worded by the window from the prompt's step and options, in the
player's language."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Callable

from hoc_desktop.client.crown_rivals.questions import QUESTIONS, option_labels, question
from hoc_desktop.engine.core.prompts import Prompt
from tests.engine.crown_rivals.helpers import act, position

ENGINE = Path(__file__).resolve().parents[3] / "hoc_desktop" / "engine" / "crown_rivals"


def two_bonuses() -> Prompt:
    """The question an odd club and an odd diamond played at once ask: which bonus first."""
    g = position(hand=[["5C", "7D", "3C", "9D"], ["2H", "4H"]])
    act(g, "play", "5C")
    act(g, "play", "7D")
    act(g, "play", "3C", "9D")
    return g.prompt()


def test_every_question_the_engine_asks_has_the_windows_words() -> None:
    # given each step at which the Crown Rivals engine asks a question (the step of each `choose`)
    asked = set()
    for path in ENGINE.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "choose":
                step = node.args[2]
                assert isinstance(step, ast.Constant), f"{path.name}:{node.lineno}: a step named by a constant"
                asked.add(step.value)
    # then the window words each of them, and no other
    assert asked == set(QUESTIONS)


def test_the_question_and_its_buttons_come_from_the_prompts_data(language: Callable[[str], None]) -> None:
    # given two bonuses to order, whose engine text and labels are English
    prompt = two_bonuses()
    assert prompt.step == "bonus_order"
    # then the window asks from the step and labels each option by its suit and bonus
    assert question(prompt) == "Two bonuses at once: which comes first?"
    assert option_labels(prompt) == ("Clubs: the opponent discards", "Diamonds: trash a card")
    # and in Japanese
    language("ja")
    assert question(prompt) == "2つのボーナスが同時に：どちらを先に使いますか？"
    assert option_labels(prompt) == ("クラブ：相手が1枚捨てる", "ダイヤ：カードを1枚廃棄する")


def test_a_step_the_window_does_not_know_keeps_the_engines_words() -> None:
    prompt = Prompt(0, "pick", "Pick a card", ("2H",), step="something_new", labels=("Two of hearts",))
    assert question(prompt) == "Pick a card" and option_labels(prompt) == ("Two of hearts",)
