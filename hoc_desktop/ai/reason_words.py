"""An AI's reasons in the player's language: the one layer that turns a Reason (ai/reason.py) into
words, with gettext, when it is shown (the command line's `play`, the table's log).

Each code has two whole messages: the line (what the decision was and why: "buys {card}: {coins}
coins, economy") and its explanation, the part worth a line in the table's log under the action
the log already tells ("economy"), or None when the reason says nothing the log does not. The
codes of both games are listed here (ai/hoc/reason_codes.py, ai/crown_rivals/reason_codes.py),
so a test can check every code has its words in every language.

A reason that is words (an old save's English, a policy of one's own) is shown as it is; its
explanation is what follows its first colon, without the coins the AI had, as the log always read
such words.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from hoc_desktop.ai.crown_rivals.reason_codes import CROWN_RIVALS_REASONS
from hoc_desktop.ai.hoc.reason_codes import HOC_REASONS
from hoc_desktop.ai.reason import AnyReason, Reason
from hoc_desktop.cards.card_words import kind_word
from hoc_desktop.cards.model import CardDef
from hoc_desktop.cards.names import card_name
from hoc_desktop.engine.crown_rivals.cards import card_name as playing_card_name
from hoc_desktop.i18n import N_, _, language

Wording = tuple[str, "str | None"]

SHARED_REASONS: Mapping[str, Wording] = {
    "end_turn": (N_("ends the turn"), None),
    "draw_card": (N_("draws a card"), None),
}
"""Reasons both games give."""

REASONS: Mapping[str, Wording] = {**SHARED_REASONS, **HOC_REASONS, **CROWN_RIVALS_REASONS}
"""Every code an AI of this program gives, with its line and its explanation."""

CARD_FIELDS = frozenset({"card", "card2", "territory", "target", "spade", "diamond"})
"""Fields that name a card (a Crown Rivals card is its id, named by the engine's `card_name`)."""

COUNTER_WORDS: Mapping[str, str] = {"coin": N_("Coin"), "ore": N_("Ore"), "debt": N_("Debt"),
                                    "succession": N_("Succession"), "twin": N_("Twin")}
"""A counter kind inside a reason ("removes one of its Debt counters")."""

PROMPT_KINDS: Mapping[str, str] = {
    kind: kind for kind in (N_("mode"), N_("number"), N_("discard"), N_("banish"), N_("acquire"), N_("to_draw"),
                            N_("defend"), N_("scout_discard"), N_("keep_on_top"), N_("copy"), N_("bottom"),
                            N_("discard_kept"), N_("discard_domain"), N_("to_hand"), N_("order"), N_("to_domain"),
                            N_("starting_hand"), N_("pay"), N_("guardian"), N_("discard_looked"))}
"""The kinds of question a reason names when it has nothing better to say ("answers discard"): the
English is the kind's id, as the reason always read; a translation says what is asked."""

_COINS_ONLY = re.compile(r"\d+ coins?")


def worded(reason: AnyReason) -> str:
    """The whole reason in the current language ("" for a code this program does not know, as a
    newer version's save may hold)."""
    if isinstance(reason, str):
        return reason
    wording = REASONS.get(reason.code)
    return "" if wording is None else _filled(wording[0], reason.fields)


def explanation(reason: AnyReason) -> str:
    """The part of a reason worth a line in the log, in the current language ("" when it only
    repeats the log: "buys City: 4 coins" says nothing the line above it does not)."""
    if isinstance(reason, str):
        return _explained_words(reason)
    wording = REASONS.get(reason.code)
    return "" if wording is None or wording[1] is None else _filled(wording[1], reason.fields)


def _filled(message: str, fields: Mapping[str, Any]) -> str:
    try:
        return _(message).format(**{key: _shown(key, value) for key, value in fields.items()})
    except (KeyError, IndexError, ValueError, TypeError):      # a save's reason of another shape
        return ""


def _shown(key: str, value: Any) -> Any:
    """A field's value as the sentence shows it: cards by their name in the current language, a
    subtype or counter kind as its word, a reason inside a reason worded; numbers as they are."""
    if isinstance(value, CardDef):
        return card_name(value)
    if isinstance(value, tuple):               # a card's (English, Japanese) names: reason.portable
        english, japanese = value
        return japanese if japanese and language() == "ja" else english
    if isinstance(value, Reason):
        return worded(value)
    if key in CARD_FIELDS and isinstance(value, str):
        return playing_card_name(value)
    if key == "subtype":
        return kind_word(value)
    if key == "counter":
        return _(COUNTER_WORDS[value])
    if key == "kind":
        return _(PROMPT_KINDS[value]) if value in PROMPT_KINDS else value
    return value


def _explained_words(words: str) -> str:
    """Words' explanation: what follows "buys City:" once the coins it had are left out."""
    _action, colon, why = words.partition(":")
    if not colon:
        return ""
    parts = (part.strip() for part in why.split(","))
    return ", ".join(part for part in parts if part and not _COINS_ONLY.fullmatch(part))
