"""The game-neutral prompt JSON (engine/core/prompt_json.py): a prompt written reads back equal,
and anything else (from another machine) is refused in one line naming the field. The round trip
over every prompt of whole games of every game is in test_conformance_json.py."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hoc_desktop.engine.core.prompt_json import prompt_from_json, prompt_to_json
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.errors import HocError

COMMANDS = Prompt(1, "main", "Your turn", (("play", 12), ("buy", "duke"), ("end_main",)), offers_commands=True)
MODES = Prompt(0, "mode", "Choose one", (0, 1), source=7, labels=("+2 coins", "draw 2"), step="choose_mode",
               mode_keys=("coins", "draw"), fields={"card": "chancellor", "stops": ((), ("coins", 1))})
PICK = Prompt(0, "cards", "Discard up to 2", (3, 9, 14), min=0, max=2, ordered=True, step="discard_up_to")


def test_a_prompt_reads_back_equal() -> None:
    # given prompts of each shape written and sent as JSON text, when read, then each equals the one written
    for prompt in (COMMANDS, MODES, PICK):
        assert prompt_from_json(json.loads(json.dumps(prompt_to_json(prompt)))) == prompt
    # and a command option is a tuple again, as the engine compares commands
    assert prompt_from_json(json.loads(json.dumps(prompt_to_json(COMMANDS)))).options[0] == ("play", 12)


def test_a_prompt_written_before_fields_reads_with_none() -> None:
    # given a prompt as an older host wrote it: no "fields"
    old = {k: v for k, v in prompt_to_json(PICK).items() if k != "fields"}
    # when read, then it is the prompt, with no named values for its words
    assert prompt_from_json(old) == PICK and prompt_from_json(old).fields == {}


def test_the_fields_of_a_prompts_words_read_back_as_the_engine_wrote_them() -> None:
    # given a mode prompt whose fields nest tuples (why each mode stops), sent as JSON text
    read = prompt_from_json(json.loads(json.dumps(prompt_to_json(MODES))))
    # then the tuples are tuples again
    assert read.fields == {"card": "chancellor", "stops": ((), ("coins", 1))}


def written(prompt: Prompt, **fields: Any) -> dict[str, Any]:
    return {**prompt_to_json(prompt), **fields}


REFUSED = [
    ("not an object", [1], "prompt: expected a mapping"),
    ("a missing field", {k: v for k, v in prompt_to_json(PICK).items() if k != "max"}, "missing key 'max'"),
    ("an extra field", written(PICK, hand=[1, 2]), "prompt: unknown key 'hand'"),
    ("a seat out of range", written(PICK, seat=12), "prompt.seat: must be from 0 to 7"),
    ("a bool for a number", written(PICK, min=False), "prompt.min: expected a whole number"),
    ("min above max", written(PICK, min=3, max=1), "prompt.min: is above max"),
    ("a huge max", written(PICK, max=10 ** 20), "prompt.max: must be from"),
    ("an option of the wrong type", written(PICK, options=[3, 1.5]), "prompt.options[1]: expected a whole number"),
    ("an option nested too deep", written(PICK, options=[[[[[1]]]]]), "nests deeper than"),
    ("a text too long", written(PICK, text="x" * 10_000), "prompt.text: longer than"),
    ("a control character in a label", written(MODES, labels=["ok", "\x1b[2J"]), "prompt.labels[1]: contains"),
    ("a source of the wrong type", written(MODES, source="7"), "prompt.source"),
    ("a field that is no name", written(MODES, fields={"Card!": 1}), "prompt.fields"),
    ("a field of the wrong type", written(MODES, fields={"card": 1.5}), "prompt.fields.card: expected"),
    ("fields that are no mapping", written(MODES, fields=[1]), "prompt.fields: expected a mapping"),
]


@pytest.mark.parametrize("data, words", [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED])
def test_a_malformed_prompt_is_refused_in_one_line_naming_it(data: Any, words: str) -> None:
    # given a malformed prompt, when read, then one error of the program's own, one line naming what
    with pytest.raises(HocError) as refused:
        prompt_from_json(data)
    message = str(refused.value)
    assert words in message and "\n" not in message and len(message) < 300
