"""Prompts: what the engine waits for, who must answer, and the legal answers.

Two shapes cover every decision of every game:

* a *command* prompt (`offers_commands` true; the ruleset names its kinds, Heart of Crown's are
  "main" and "second"): `options` are whole commands; the answer is one of them, e.g. ("play", 12)
  or ("end_main",).
* a *pick* prompt (`offers_commands` false): `options` are values (card ids, mode numbers,
  counts); the answer is ("pick", (v1, v2, ...)) with between `min` and `max` distinct values from
  `options`. When `ordered` is true the order of the answer matters (first = top of a pile).

Every prompt carries a machine-readable identity: `kind` (what sort of answer), `step` (which rule
or effect step asks, e.g. "supply_unit_to_draw", stable across rewordings), `source` (the card
whose effect asks), for modes `mode_keys` (one stable key per option), and `fields`: the named
values its words are made of (a cost limit, a card's key, a count), so a window words the question
in its own language from `step` and `fields` (engine/hoc/question_words.py). `text` and `labels`
are the same words in English, for people only: no code may branch on them.

Validation lives here so every ruleset rejects malformed answers the same way.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Final, Mapping

from hoc_desktop.engine.core.refusal import NOT_LEGAL, Refusal

# The fields of a prompt that names none (every command prompt): one read-only mapping shared by
# them all rather than an empty dict built at every decision and thrown away after it.
NO_FIELDS: Final[Mapping[str, Any]] = MappingProxyType({})


@dataclass(slots=True, init=False)
class Prompt:
    seat: int
    kind: str
    text: str
    options: tuple[Any, ...]
    offers_commands: bool              # a command prompt: the options are whole commands
    min: int
    max: int
    ordered: bool
    source: int | None                 # card whose effect asks, if any
    labels: tuple[str, ...]            # words for non-card options (modes, counts): for people
    step: str                          # which rule or effect step asks; "" for command prompts
    mode_keys: tuple[str, ...]         # for kind "mode": a stable key per option
    fields: Mapping[str, Any]          # named values of its words: whole numbers, words, tuples of them (read-only)

    def __init__(self, seat: int, kind: str, text: str, options: tuple[Any, ...], offers_commands: bool = False,
                 min: int = 1, max: int = 1, ordered: bool = False, source: int | None = None,
                 labels: tuple[str, ...] = (), step: str = "", mode_keys: tuple[str, ...] = (),
                 fields: Mapping[str, Any] | None = None) -> None:
        # Written out (the dataclass gives only repr, eq and the field list): the compiled build
        # runs a generated __init__ as interpreted Python, and a Prompt is built at every decision.
        self.seat = seat
        self.kind = kind
        self.text = text
        self.options = options
        self.offers_commands = offers_commands
        self.min = min
        self.max = max
        self.ordered = ordered
        self.source = source
        self.labels = labels
        self.step = step
        self.mode_keys = mode_keys
        self.fields = fields if fields else NO_FIELDS    # any prompt without fields: the same NO_FIELDS

    @property
    def is_action(self) -> bool:
        """The older name of `offers_commands`, kept for policies players wrote against it (the
        program itself says `offers_commands`: "action" is a card type, not a kind of prompt)."""
        return self.offers_commands

    def check(self, command: Any) -> str | None:
        """None when `command` answers this prompt legally; otherwise the reason it does not."""
        if self.offers_commands:
            if command in self.options:
                return None
            shown = describe_command(command)
            return Refusal(f"{shown} is not a legal action now", NOT_LEGAL, {"command": shown})
        if not (isinstance(command, tuple) and len(command) == 2 and command[0] == "pick"
                and isinstance(command[1], tuple)):
            return f"expected an answer ('pick', (...)) to '{self.text}', got {command!r}"
        picks = command[1]
        if len(set(picks)) != len(picks):
            return "the same option was picked twice"
        if not self.min <= len(picks) <= self.max:
            if self.min == self.max:
                return f"pick exactly {self.min} (got {len(picks)})"
            return f"pick between {self.min} and {self.max} (got {len(picks)})"
        allowed = self.options
        for value in picks:
            if value not in allowed:
                return f"{value!r} is not one of the options"
        return None

    def to_dict(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "text": self.text,
                "options": [list(o) if isinstance(o, tuple) else o for o in self.options],
                "min": self.min, "max": self.max, "ordered": self.ordered, "source": self.source,
                "labels": list(self.labels), "step": self.step, "mode_keys": list(self.mode_keys),
                "fields": {name: _listed(value) for name, value in self.fields.items()}}


def _listed(value: Any) -> Any:
    """A field's value as JSON writes it: tuples become lists, at any depth."""
    return [_listed(v) for v in value] if isinstance(value, tuple) else value


def describe_command(command: Any) -> str:
    if isinstance(command, tuple) and command:
        return " ".join(str(x) for x in command)
    return repr(command)


def normalize_command(raw: Any) -> Any:
    """Turn a command read from JSON or YAML (lists) into the tuple form the engine compares."""
    if isinstance(raw, list):
        return tuple(normalize_command(x) for x in raw)
    return raw
