"""A refusal in words: every code refusals.py decides has its message, whole in both languages;
the value keeps its code and fields through `IllegalCommand`, so the table words it again in the
window's language."""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Callable

import pytest

from hoc_desktop import engine
from hoc_desktop.cards.loader import load_catalog
from hoc_desktop.engine.core.refusal import NOT_LEGAL, Refusal
from hoc_desktop.engine.hoc import refusal_words, refusals
from hoc_desktop.engine.hoc.refusal_words import namer, word, worded
from tests.helpers import pos

CATALOG = load_catalog()
# a sample value for each field a refusal names
SAMPLES = {"card": "duke", "territory": "city", "verb": "buy", "done": "back", "command": "buy 40"}


def made() -> dict[str, set[str]]:
    """Every code refusals.py refuses with (`_no(g, code, ...)`), with the fields it names."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(Path(refusals.__file__).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_no":
            code = node.args[1]
            value = NOT_LEGAL if isinstance(code, ast.Name) and code.id == "NOT_LEGAL" else code.value
            found.setdefault(value, set()).update(k.arg for k in node.keywords if k.arg)
    return found


def test_every_code_refusals_makes_has_words_and_none_are_left_over() -> None:
    assert set(made()) == refusal_words.codes()


@pytest.mark.parametrize("code, fields", sorted(made().items()))
def test_each_refusal_is_whole_in_english_and_japanese(code: str, fields: set[str],
                                                      language: Callable[[str], None]) -> None:
    values = {name: SAMPLES.get(name, 2) for name in fields}
    english = word(code, values, namer(CATALOG))
    language("ja")
    japanese = word(code, values, namer(CATALOG))
    assert english and "{" not in english and japanese != english
    assert not re.findall(r"[A-Za-z]{3,}", japanese.replace("buy 40", "")), japanese


def test_a_refused_drop_keeps_its_code_and_reads_in_the_windows_language(language: Callable[[str], None]) -> None:
    # given a Duke dropped to buy in the Main Phase
    g = pos(players=[{"hand": ["city"]}, {}])
    duke = g.state.basic["duke"][-1]
    with pytest.raises(engine.IllegalCommand) as caught:
        g.submit(0, ("buy", duke))
    why = caught.value.args[0]
    # then the reason is a value, and reads in English as before
    assert isinstance(why, Refusal) and why.code == "phase" and why.fields == {"verb": "buy"}
    assert str(caught.value) == "Cards are bought only in the Second Phase: end the Main Phase first"
    # when the window speaks Japanese, the table words it again
    language("ja")
    assert worded(why, CATALOG) == "カードの購入はセカンドフェイズにのみ行えます。先にメインフェイズを終えてください"


def test_a_reason_that_is_no_refusal_value_is_shown_as_it_is() -> None:
    assert worded("that seat is played by the AI", CATALOG) == "that seat is played by the AI"
    assert worded(Refusal("a newer reason", "a_newer_code", {}), CATALOG) == "a newer reason"


def test_a_command_the_prompt_does_not_offer_is_refused_as_a_value_the_table_words(
        language: Callable[[str], None]) -> None:
    # given a command prompt (a remote seat checks its commands against it before sending them)
    g = pos(players=[{"hand": ["city"]}, {}])
    prompt = g.prompt()
    assert prompt is not None
    # when a command it does not offer is checked
    why = prompt.check(("buy", 999))
    # then the reason reads as before, and is the core's refusal value
    assert why == "buy 999 is not a legal action now"
    assert isinstance(why, Refusal) and why.code == NOT_LEGAL
    language("ja")
    assert worded(why, CATALOG) == "「buy 999」は今は行えません"


def test_a_card_the_command_did_not_name_reads_as_that_card() -> None:
    assert word("not_in_hand", {"card": ""}, namer(CATALOG)) == "that card is not in your hand"
