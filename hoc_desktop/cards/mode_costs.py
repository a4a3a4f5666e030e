"""What a "choose one" mode asks for before it does anything: coins to pay, a card to banish from
the hand, counters to remove (Money-Loving Fairy). A mode whose opening cost cannot be met stops at
once (the rules let a player choose it all the same, e.g. to play the card for its link only), so a
prompt can say so in words (engine/hoc/question_words.py) and an AI can tell a mode that works from
one that does nothing, both from the card data alone.
"""

from __future__ import annotations

from typing import Sequence

from hoc_desktop.cards.model import CardDef, Mode

Stop = tuple[str, int]         # why a mode cannot start: a code and its number (see why_it_stops)

OPENING_COSTS = ("pay_coins", "banish_from_hand", "copy_counters")   # the steps checked, in the order a mode runs them


def why_it_stops(mode: Mode, coins: int, hand: Sequence[CardDef], counters: int | None = None) -> Stop | None:
    """What happens instead of `mode` when its opening costs cannot be met, as a value a window
    words (engine/hoc/question_words.py `stop_words`), None when it can start: ("coins", 1) nothing
    happens, the player has 1 coin; ("banish", paid) the card to banish is not in the hand, after
    `paid` coins were paid (0: nothing happens); ("no_counters", 0); ("few_counters", owned) the
    removal gains nothing; ("none_left", owned) every counter is removed and none is left to copy.
    `counters`: how many counters the player owns (None: not known, not checked); removing N to
    copy one needs more than N. Only the opening costs are looked at: the first step of another
    kind ends the check."""
    paid = 0
    for step in mode.steps:
        if step.op == "pay_coins" and isinstance(step.args, int):
            if coins < step.args:
                return ("coins", coins)
            coins -= step.args
            paid += step.args
        elif step.op == "banish_from_hand":
            if not any(step.args["filter"].matches(card) for card in hand):
                return ("banish", paid)
        elif step.op == "copy_counters" and counters is not None and isinstance(step.args, int):
            return _counters_short(step.args, counters)
        else:
            break
    return None


def _counters_short(remove: int, owned: int) -> Stop | None:
    """What removing `remove` counters to copy one comes to with `owned` counters (None: a copy
    is left to make)."""
    if owned == 0:
        return ("no_counters", 0)
    if owned < remove:
        return ("few_counters", owned)
    if owned == remove:
        return ("none_left", owned)
    return None


def needs_counters(modes: Sequence[Mode]) -> bool:
    """Whether a mode removes counters (so its label needs the player's count)."""
    return any(step.op == "copy_counters" for mode in modes for step in mode.steps)
