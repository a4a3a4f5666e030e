"""The questions inside an effect in words: every step the engine asks has its own message, whole
in English and in Japanese, filled from the fields the engine passes; a prompt is worded again in
the window's language, and one of another version keeps the words it came with."""

from __future__ import annotations

import ast
import dataclasses
import re
from pathlib import Path
from typing import Any, Callable

import pytest

from hoc_desktop.cards.loader import load_catalog
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc import question_words
from hoc_desktop.engine.hoc.question_words import labels, namer, question, worded
from tests.helpers import act, pos

ENGINE = Path(question_words.__file__).resolve().parent
CATALOG = load_catalog()
ASKING = ("ordered", "source", "mode_keys")      # choose's own keywords; every other one is a field
# a sample value for each field the engine passes, by its name
SAMPLES: dict[str, Any] = {"card": "city", "counter": "coin", "pools": (("coin", "", 3), ("twin", "duke", 1)),
                           "stops": ((), ("coins", 1)), "cards": ("city", "duke"), "where": "top", "name": "Normal"}


def asked() -> dict[str, set[str]]:
    """Every step the engine asks (`choose(g, seat, kind, step, ...)` in engine/hoc), with the
    fields it passes."""
    found: dict[str, set[str]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "choose"
                    and len(node.args) >= 4 and isinstance(node.args[3], ast.Constant)):
                names = {k.arg for k in node.keywords if k.arg not in ASKING and k.arg is not None}
                found.setdefault(node.args[3].value, set()).update(names)
    return found


def sample(step: str, fields: set[str]) -> Prompt:
    """A prompt of `step` with sample fields (a mode prompt of City Development)."""
    values = {name: SAMPLES.get(name, 2) for name in fields}
    keys: tuple[str, ...] = ()
    if step == "choose_mode":
        values["card"], keys = "city_development", ("village_to_city", "city_to_large_city")
    elif step in ("declare_subtype", "alliance"):
        keys = ("military", "magic")
    elif step == "declare_card_name":
        keys = ("city", "duke")
    return Prompt(0, "mode", "", (0, 1), step=step, mode_keys=keys, fields=values)


def words(prompt: Prompt) -> tuple[str, ...]:
    shown = worded(prompt, CATALOG)
    return (shown.text, *shown.labels)


def test_every_step_the_engine_asks_has_words_and_no_words_are_left_over() -> None:
    steps = asked()
    assert len(steps) > 40
    assert set(steps) == question_words.steps()


@pytest.mark.parametrize("step, fields", sorted(asked().items()))
def test_each_question_is_whole_in_english_and_in_japanese(step: str, fields: set[str],
                                                           language: Callable[[str], None]) -> None:
    # given a question the engine asks, with the fields it passes
    prompt = sample(step, fields)
    # when worded in English and in Japanese
    english = words(prompt)
    language("ja")
    japanese = words(prompt)
    # then each is filled in, and the Japanese is Japanese (no English word but the player's name)
    assert english[0] and not re.search(r"[{}]", " ".join(english))
    assert japanese[0] != english[0]
    leftover = re.findall(r"[A-Za-z]{3,}", " ".join(japanese).replace("Normal", ""))
    assert not leftover, japanese


def test_a_mode_question_names_the_modes_from_the_card_data_and_says_which_cannot_start(
        language: Callable[[str], None]) -> None:
    # given City Development played with 1 coin and a City in hand
    g = pos(players=[{"hand": ["farming_village", "city_development", "city"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"])
    prompt = g.prompt()
    # then the engine's labels are the card data's, the mode that cannot be paid saying so
    assert prompt.labels[1] == "Pay 2: City -> Large City (nothing happens: you have 1 coin)"
    # and the window words the same prompt in Japanese from the card data's Japanese labels
    language("ja")
    assert worded(prompt, CATALOG).labels == ("1支払う：農村を都市に（1支払うだけで無駄：追放するカードが手札にない）",
                                              "2支払う：都市を大都市に（何も起きない：所持コイン1）")


def test_a_question_naming_a_card_names_it_in_the_windows_language(language: Callable[[str], None]) -> None:
    # given an attack asking its target to defend
    prompt = Prompt(1, "defend", "Glamour Witch attacks you: reveal a Defense card?", (5,), min=0,
                    step="defense_window", fields={"card": "glamour_witch"})
    # when the language changes after the prompt was made
    language("ja")
    # then the window's words follow it
    witch = CATALOG.cards["glamour_witch"].japanese
    assert worded(prompt, CATALOG).text == f"{witch}の攻撃です。防御カードを公開しますか？"


def test_a_prompt_of_another_version_keeps_its_own_words() -> None:
    # given a prompt whose step has no words here, and one without the fields its step's words name
    unknown = Prompt(0, "cards", "Pick one", (1, 2), step="a_newer_step")
    short = Prompt(0, "acquire", "Acquire a card costing 4 or less", (1, 2), step="acquire_from_market")
    # then each is shown as it came
    assert worded(unknown, CATALOG) is unknown and worded(short, CATALOG) is short


def test_counter_places_are_named_by_area_or_card() -> None:
    pools = (("coin", "", 3), ("twin", "city", 1))
    assert labels("copy_counters_copy", {"pools": pools}, (), (0, 1), CATALOG, namer(CATALOG)) == (
        "Coin counter, Coin area (3)", "twin counter, City (1)")


def test_the_engine_words_its_prompts_through_the_same_messages() -> None:
    # given a question the engine asks
    g = pos(players=[{"hand": ["farming_village", "city_development", "city"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"])
    prompt = g.prompt()
    # then its English text is the message the window words
    assert prompt.text == question(prompt.step, prompt.fields, namer(CATALOG)) == "Choose one"
    assert dataclasses.replace(prompt) == worded(prompt, CATALOG)
