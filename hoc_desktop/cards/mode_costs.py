"""What a "choose one" mode asks for before it does anything: coins to pay, a card to banish from
the hand, counters to remove (Money-Loving Fairy). A mode whose opening cost cannot be met stops at once (the rules let
a player choose it all the same, e.g. to play the card for its link only), so a prompt can say so in words and an AI
can tell a mode that works from one that does nothing, both from the card data alone.
"""

from __future__ import annotations

from typing import Sequence

from hoc_desktop.cards.model import CardDef, Mode

OPENING_COSTS = ("pay_coins", "banish_from_hand", "copy_counters")   # the steps checked, in the order a mode runs them


def why_it_stops(mode: Mode, coins: int, hand: Sequence[CardDef], counters: int | None = None) -> str | None:
    """What happens instead of `mode`, in words for the player, when its opening costs cannot be
    met (None: it can start): "nothing happens: you have 1 coin", or, when the coins are paid and
    only then the card to banish is missing, "you pay 1 for nothing: none in your hand".
    `counters`: how many counters the player owns (None: not known, not checked); removing N to
    copy one needs more than N, else the removal gains nothing. Only the opening costs are looked
    at: the first step of another kind ends the check."""
    paid = 0
    for step in mode.steps:
        if step.op == "pay_coins" and isinstance(step.args, int):
            if coins < step.args:
                return f"nothing happens: you have {coins} coin{'s' if coins != 1 else ''}"
            coins -= step.args
            paid += step.args
        elif step.op == "banish_from_hand":
            if not any(step.args["filter"].matches(card) for card in hand):
                lost = f"you pay {paid} for nothing" if paid else "nothing happens"
                return f"{lost}: the card it banishes is not in your hand"
        elif step.op == "copy_counters" and counters is not None and isinstance(step.args, int):
            return _counters_short(step.args, counters)
        else:
            break
    return None


def _counters_short(remove: int, owned: int) -> str | None:
    """What removing `remove` counters to copy one comes to with `owned` counters (None: a copy
    is left to make)."""
    if owned == 0:
        return "nothing happens: you have no counters"
    if owned < remove:
        return "you remove your only counter for nothing" if owned == 1 else f"you remove {owned} counters for nothing"
    if owned == remove:
        return f"you remove your {owned} counters and none is left to copy"
    return None


def needs_counters(modes: Sequence[Mode]) -> bool:
    """Whether a mode removes counters (so its label needs the player's count)."""
    return any(step.op == "copy_counters" for mode in modes for step in mode.steps)


def label_with_outcome(mode: Mode, coins: int, hand: Sequence[CardDef], counters: int | None = None) -> str:
    """The mode's label, followed by what happens instead when it cannot start."""
    why = why_it_stops(mode, coins, hand, counters)
    return mode.label if why is None else f"{mode.label} ({why})"
