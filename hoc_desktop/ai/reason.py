"""Why an AI made a decision, as data: a code naming the sentence and its named fields (a card, a
number of coins, a win rate). The AI only builds the value; ai/reason_words.py turns it into words
in the player's language when it is shown, so a reason costs a policy no more than the f-string it
replaced, and a saved game's reasons read in whichever language loads it.

A reason may also be a plain string: the English of a save written before reasons were values, or
the words of a policy of one's own (`Decision(option, "buys Duke: always")`); it is shown as it is.

    Reason("buy_coins", card=view.card(cid), coins=view.coins)

A card field holds the card's definition while the game runs (a Heart of Crown CardDef, a Crown
Rivals card id); `portable` swaps a definition for its names in both languages, the form a reason
crosses to another process in and is saved in (`as_json`, `from_json`).
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any


class Reason:
    """A reason's code and fields. A small class with its `__init__` written out, like Decision: a
    policy makes one at every step of every simulated game."""

    __slots__ = ("code", "fields")

    def __init__(self, code: str, **fields: Any) -> None:
        self.code = code
        self.fields = fields

    def __repr__(self) -> str:
        return f"Reason({self.code!r}, {self.fields!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and self.code == other.code and self.fields == other.fields

    def __hash__(self) -> int:
        return hash(self.code)

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickled as its code and fields (a worker process sends reasons back)."""
        return reason_of, (self.code, self.fields)


END_MAIN = Reason("end_main")
END_TURN = Reason("end_turn")
"""The commonest reasons, both without fields, made once: every seat of every simulated game ends
each of its turns with one. A reason is never changed once made, so one value serves them all."""

AnyReason = Reason | str
"""What a decision carries: a Reason, or words (an old save's, a policy of one's own)."""


def reason_of(code: str, fields: dict[str, Any]) -> Reason:
    """A Reason from its code and a dict of its fields."""
    return Reason(code, **fields)


def portable(reason: AnyReason) -> AnyReason:
    """`reason` with every card definition swapped for its (English, Japanese) names: plain data,
    worded the same, that pickles small and saves as JSON."""
    return reason if isinstance(reason, str) else _portable(reason)


def _portable(reason: Reason) -> Reason:
    fields: dict[str, Any] = {}
    for key, value in reason.fields.items():
        names = _card_names(value)
        if names is not None:
            value = names
        elif isinstance(value, Reason):
            value = _portable(value)
        fields[key] = value
    return reason_of(reason.code, fields)


def _card_names(value: Any) -> tuple[str, str] | None:
    """A card definition's (English, Japanese) names, None for any other field. Read by its
    attributes (a name and a `japanese` name), not its class, so this module stays game-neutral:
    Crown Rivals' AI builds reasons too and must not import Heart of Crown's card model."""
    name, japanese = getattr(value, "name", None), getattr(value, "japanese", False)
    if isinstance(name, str) and (japanese is None or isinstance(japanese, str)):
        return name, japanese or ""
    return None


def as_json(reason: AnyReason) -> Any:
    """A reason as a save holds it: words as they are, a Reason as {"code": ..., "fields": {...}}
    (cards as [English, Japanese], a reason inside it as a reason)."""
    if isinstance(reason, str):
        return reason
    fields: dict[str, Any] = {}
    for key, value in _portable(reason).fields.items():
        fields[key] = (as_json(value) if isinstance(value, Reason)
                       else list(value) if isinstance(value, tuple) else value)
    return {"code": reason.code, "fields": fields}


def from_json(data: Any) -> AnyReason:
    """The reason `as_json` wrote (its shape checked already: saves/shape.py)."""
    if isinstance(data, str):
        return data
    fields: dict[str, Any] = {}
    for key, value in data["fields"].items():
        fields[key] = (from_json(value) if isinstance(value, dict)
                       else tuple(value) if isinstance(value, list) else value)
    return reason_of(data["code"], fields)
