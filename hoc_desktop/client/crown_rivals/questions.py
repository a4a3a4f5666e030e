"""The engine's questions to a player (its pick prompts) in the player's language, worded from
the prompt's data: its `step` (which rule asks) and its options. The engine's own `text` and
`labels` are English for the command line and the AI's logs, and no code reads them; the window
asks here instead, for the question panel and the hot-seat curtain.
"""

from __future__ import annotations

from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.bonuses import BONUS_WORDS
from hoc_desktop.engine.crown_rivals.card_words import suit_name
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.i18n import N_, _

QUESTIONS = {
    "opponent_discards": N_("Your opponent's clubs: discard a card from your hand."),
    "draw": N_("Draw a card?"),
    "remove_supporter": N_("Remove one of your opponent's spades?"),
    "trash": N_("Trash a card from your hand or your discard pile?"),
    "jack_trash": N_("Trash a card from the market? A new card takes its place."),
    "bonus_order": N_("Two bonuses at once: which comes first?"),
}
"""Each step's question, in English: translated where it is shown. The panel's title names the
bonus or the jack that asks (the table's STEP_WORDS), so only a question asked of the player whose
turn it is not says who asks ("Your opponent's clubs: ..."): the hot-seat curtain shows it alone."""


def question(prompt: Prompt) -> str:
    """The question `prompt` asks, as its player reads it (a step this table does not know: the
    engine's own words)."""
    english = QUESTIONS.get(prompt.step)
    return _(english) if english is not None else prompt.text


def option_labels(prompt: Prompt, rules: Rules | None = None) -> tuple[str, ...]:
    """The words on the buttons of options that are not cards: the hearts bonus's one draw, each
    of two bonuses by its suit and effect ("Clubs: the opponent discards")."""
    if prompt.step == "draw":
        return (_("Draw a card"),)
    if prompt.step == "bonus_order":
        bonuses = (rules or load_rules()).bonuses
        return tuple(_("{suit}: {bonus}").format(suit=suit_name(suit).capitalize(), bonus=_(BONUS_WORDS[bonuses[suit]]))
                     for suit in prompt.options)
    return prompt.labels
