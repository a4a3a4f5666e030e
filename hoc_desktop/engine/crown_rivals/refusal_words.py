"""A refused command's reason (refusals.py) in the player's language: the words a refusal carries
out of the engine (the table's toast, the command line's and a scenario's error). Each reason is
one whole message with named fields; cards are named as the command line writes them ("9♣",
`cards.card_name`; the window turns them into words its font can draw), a card id the game does
not know as it was typed."""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.crown_rivals.cards import card_name, full_deck
from hoc_desktop.engine.crown_rivals.refusals import Refusal
from hoc_desktop.i18n import N_, _

REASONS = {
    "not_a_command": N_("{command} is not a command"),
    "not_card_ids": N_("{command}: cards are named by id, e.g. '7C'"),
    "play_step_over": N_("no more cards can be played this turn: you have discarded for currency or bought (OQ-8)"),
    "not_in_hand": N_("{card} is not in your hand"),
    "not_a_diamond": N_("{card} is not a diamond: only a diamond boosts a card"),
    "diamond_on_diamond": N_("a diamond cannot boost a diamond; play both alone"),
    "one_diamond_at_most": N_("a card is played alone or with exactly one diamond"),
    "remove_step_over": N_("spades can only be removed during the play step"),
    "pool_too_small": N_("your damage pool ({pool}) cannot remove that spade"),
    "currency_not_in_hand": N_("that card is not in your hand"),
    "too_dear": N_("{card} costs {cost}; you have {currency} currency"),
    "not_in_market": N_("that card is not in the market"),
    "unknown_verb": N_("unknown command '{verb}'"),
}
"""Each reason's words, in English: translated when a refusal is worded."""


def refusal_words(refusal: Refusal) -> str:
    """`refusal` as a sentence in the current language."""
    fields: dict[str, Any] = dict(refusal.fields)
    if "card" in fields:
        fields["card"] = card_name(fields["card"]) if fields["card"] in full_deck() else fields["card"]
    return _(REASONS[refusal.reason]).format(**fields)
