"""Why a command is refused, as a value: the code of the rule in the way and its named fields.

A ruleset explains a refused command with a `Refusal` (ruleset.py `why_refused`). It is its words
as well, a `str` in the language current when it was made, so whatever shows or logs a reason
(`IllegalCommand`, the command line, a network table's close reason) keeps working; a window that
has the value words it again from `code` and `fields` in its own language (Heart of Crown's words:
engine/hoc/refusal_words.py), so the language can change between the refusal and its toast.
"""

from __future__ import annotations

from typing import Any

NOT_LEGAL = "not_legal"      # the core's own refusal: a command the prompt does not offer ({command})


class Refusal(str):
    """The words of a refusal, carrying `code` (which rule refused) and `fields` (its named values:
    card keys, counts) for a window to word it anew."""

    code: str
    fields: dict[str, Any]

    def __new__(cls, words: str, code: str, fields: dict[str, Any]) -> "Refusal":
        refusal = super().__new__(cls, words)
        refusal.code = code
        refusal.fields = fields
        return refusal
