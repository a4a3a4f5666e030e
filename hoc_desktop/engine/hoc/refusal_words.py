"""Why Heart of Crown refuses a command, in words: one whole message per refusal code.

refusals.py decides the reason as a value (core/refusal.py `Refusal`: a code and named fields,
card fields holding card keys); this module is the one place it becomes words, in the current
language (`hoc_desktop.i18n`). The engine words a refusal when it makes one (its `str`), and the
table words it again from the value when it shows it (`worded`), in the window's language.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.engine.core.refusal import NOT_LEGAL, Refusal
from hoc_desktop.engine.hoc.question_words import namer
from hoc_desktop.i18n import N_, _, ngettext

Name = Callable[[str], str]          # a card key -> its name as shown
CARD_FIELDS = ("card", "territory")  # fields that hold a card key ("": a card the command did not name)

# code -> its words, for the codes with no counted field
MESSAGES: dict[str, str] = {
    NOT_LEGAL: N_("{command} is not a legal action now"),
    "not_in_hand": N_("{card} is not in your hand"),
    "not_playable": N_("{card} cannot be played: it is not an Action or Territory card"),
    "no_plays": N_("You have no plays left: each card you play uses one; the link number on a card gives more"),
    "second_action": N_("The Second Phase allows one kind of action and you chose {done} this turn, so no {verb}"),
    "buy_condition": N_("{card} may be bought only after you played a card its buy condition names this turn"),
    "not_market_top": N_("Only the top card of a Market pile can be bought, and {card} is not one"),
    "backed_already": N_("You have backed a princess already: each player backs one"),
    "not_princess_row": N_("{card} is not in the princess row"),
    "backed_this_turn": N_("You have backed a princess this turn already"),
    "not_succession": N_("{card} is not a Succession card: only those are set in your Domain"),
    "set_needs_princess": N_("Back a princess first: Succession cards are set in her Domain"),
    "keep_needs_princess": N_("Back a princess first: cards are kept on the territories of her Domain"),
    "cannot_keep": N_("{card} cannot be kept: only Action cards are kept on territories"),
    "keep_on_territory": N_("Keep it on a Territory card of your Domain"),
    "territory_taken": N_("{territory} holds a kept card already"),
    "keep_too_costly": N_("{card} costs {cost}, more than {territory} ({territory_cost}): a kept card may cost no "
                          "more than its territory"),
    "not_kept": N_("{card} is not kept on your Domain"),
    "declare_needs_princess": N_("Back a princess first: only a Domain's points count"),
    "declared_already": N_("You have declared a Coronation Ceremony already"),
    "overtime_no_declare": N_("In overtime nobody declares: the first to reach the overtime points wins"),
    "coronation_points": N_("A Coronation Ceremony needs {need} succession points; you have {have}"),
    "no_coin_counter": N_("You have no Coin counter"),
}

# verb -> why it waits for another phase (code "phase")
PHASE_MESSAGES: dict[str, str] = {
    "play": N_("Cards are played only in the Main Phase, which has ended this turn"),
    "keep": N_("Cards are kept only in the Main Phase, which has ended this turn"),
    "recall": N_("Kept cards are recalled only in the Main Phase, which has ended this turn"),
    "cash_coin": N_("Coin counters are cashed in only in the Main Phase, which has ended this turn"),
    "end_main": N_("The Main Phase is ended only in the Main Phase, which has ended this turn"),
    "buy": N_("Cards are bought only in the Second Phase: end the Main Phase first"),
    "back": N_("A princess is backed only in the Second Phase: end the Main Phase first"),
    "set": N_("Succession cards are set only in the Second Phase: end the Main Phase first"),
    "end_turn": N_("The turn is ended only in the Second Phase: end the Main Phase first"),
}

# a Second Phase action, as "you chose {done}" and "so no {verb}" name it
ACTION_WORDS: dict[str, str] = {"buy": N_("buying cards"), "back": N_("backing a princess"),
                                "set": N_("setting Succession cards")}


def codes() -> frozenset[str]:
    """Every refusal code this module words (a test checks refusals.py makes no other)."""
    return frozenset((*MESSAGES, "phase", "coins"))


def word(code: str, fields: Mapping[str, Any], name: Name) -> str:
    """The refusal `code` with `fields`, in the current language (KeyError: a code or field this
    module does not know)."""
    shown = {key: (name(value) if value else _("that card")) if key in CARD_FIELDS else value
             for key, value in fields.items()}
    if code == "phase":
        return _(PHASE_MESSAGES[str(fields["verb"])])
    if code == "coins":
        coins = int(fields["coins"])
        return ngettext("{card} costs {cost}; you have {coins} coin", "{card} costs {cost}; you have {coins} coins",
                        coins).format(**shown)
    if code == "second_action":
        shown["done"] = _(ACTION_WORDS.get(str(fields["done"]), str(fields["done"])))
        shown["verb"] = _(ACTION_WORDS[str(fields["verb"])])
    return _(MESSAGES[code]).format(**shown)


def refusal(catalog: Catalog, code: str, **fields: Any) -> Refusal:
    """The refusal `code` as a value, worded now (its `str`)."""
    return Refusal(word(code, fields, namer(catalog)), code, fields)


def worded(why: str, catalog: Catalog) -> str:
    """A reason as the window shows it now: a `Refusal` worded again in the current language (its
    own words when its code is not one of ours), any other reason as it is."""
    if not isinstance(why, Refusal):
        return why
    try:
        return word(why.code, why.fields, namer(catalog))
    except (KeyError, ValueError, TypeError):
        return str(why)
