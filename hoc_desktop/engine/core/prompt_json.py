"""A Prompt as a JSON object and back, for every game: what a network table sends the seat that
must answer, read back by that seat's window into the engine's own `Prompt`.

The object is `Prompt.to_dict` (the form scenario results print) with `offers_commands` added, the
one field a reader needs that the printed form leaves out. `fields` (the named values of the
prompt's words) came later: a prompt written without it (an older host's) reads with none.
Options are commands (tuples, written as lists) or values (card ids, mode numbers, words); they are
read back as `normalize_command` reads any command, so the prompt read equals the prompt written.
Reading checks every value like any input from another machine (json_read.py): ShapeError in one line naming the field.
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.core.json_read import MAX_ITEMS, seat
from hoc_desktop.engine.core.prompts import Prompt, normalize_command
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, describe, flag, identifier, mapping, sequence, table, text, whole

WHERE: Where = ("prompt",)
MAX_DEPTH = 3                 # an option nests at most this deep (("pick", (1, 2)) is 2)
MAX_WORDS = 2_000             # characters of a prompt's text or of one label


def prompt_to_json(prompt: Prompt) -> dict[str, Any]:
    """A JSON-ready dict of every field of `prompt`."""
    return {**prompt.to_dict(), "offers_commands": prompt.offers_commands}


_KEYS = ("seat", "kind", "text", "options", "min", "max", "ordered", "source", "labels", "step", "mode_keys",
         "offers_commands")
_LATER_KEYS = ("fields",)
MAX_FIELDS = 20               # named values of a prompt's words


def prompt_from_json(data: Any) -> Prompt:
    """The Prompt `prompt_to_json` wrote as `data`, equal to the one written; ShapeError for
    anything else."""
    raw = mapping(data, WHERE, _KEYS, _LATER_KEYS)
    low = whole(raw["min"], (*WHERE, "min"), 0, MAX_ITEMS)
    high = whole(raw["max"], (*WHERE, "max"), 0, MAX_ITEMS)
    if low > high:
        raise ShapeError((*WHERE, "min"), f"is above max ({low} > {high})")
    source = raw["source"]
    return Prompt(
        seat(raw["seat"], (*WHERE, "seat")), text(raw["kind"], (*WHERE, "kind"), 40),
        text(raw["text"], (*WHERE, "text"), MAX_WORDS, allow_empty=True, one_line=False),
        tuple(normalize_command(_option(option, (*WHERE, "options", i), 0))
              for i, option in enumerate(sequence(raw["options"], (*WHERE, "options"), MAX_ITEMS))),
        flag(raw["offers_commands"], (*WHERE, "offers_commands")), low, high,
        flag(raw["ordered"], (*WHERE, "ordered")),
        None if source is None else whole(source, (*WHERE, "source"), 0, MAX_ITEMS),
        _words(raw["labels"], (*WHERE, "labels"), MAX_WORDS),
        text(raw["step"], (*WHERE, "step"), 80, allow_empty=True),
        _words(raw["mode_keys"], (*WHERE, "mode_keys"), 80), _fields(raw.get("fields", {})))


def _option(value: Any, where: Where, depth: int) -> Any:
    """An option as written: a whole number, a word, or a list of them nested at most MAX_DEPTH."""
    if isinstance(value, list):
        if depth >= MAX_DEPTH:
            raise ShapeError(where, f"nests deeper than {MAX_DEPTH} lists")
        return [_option(v, (*where, i), depth + 1) for i, v in enumerate(sequence(value, where, MAX_ITEMS))]
    if isinstance(value, str):
        return text(value, where, 200, allow_empty=True)
    if isinstance(value, int) and not isinstance(value, bool):
        return whole(value, where, -MAX_ITEMS, MAX_ITEMS)
    raise ShapeError(where, f"expected a whole number, a word or a list, got {describe(value)}")


def _fields(value: Any) -> dict[str, Any]:
    """The named values of a prompt's words: names are identifiers, values are options' shapes
    (lists read back as tuples, as the engine wrote them)."""
    where = (*WHERE, "fields")
    return {identifier(name, (*where, str(name)[:20])): normalize_command(_option(v, (*where, name), 0))
            for name, v in table(value, where, MAX_FIELDS).items()}


def _words(value: Any, where: Where, max_len: int) -> tuple[str, ...]:
    return tuple(text(word, (*where, i), max_len, allow_empty=True)
                 for i, word in enumerate(sequence(value, where, MAX_ITEMS)))
