"""Why a card stopped, in words for the game log: one reason per step that can misfire.

A `Misfired` event names only the step (its kind of operation), not the position it failed in, so
each reason covers every way that step fails ("none there, or declined"). The event stays as it
is: the same games keep the same event streams. A step without a reason here (a pack's new step)
reads as the general rule does: its next step cannot be carried out.
"""

from __future__ import annotations

from typing import Final

GENERAL: Final = "its next step cannot be carried out"

REASONS: Final[dict[str, str]] = {
    "kunoichi": "no Action card it may copy is kept in any Domain",
    "shinobi": "no Action card it may copy is in the discard pile",
    "spend_area_counter": "no counter was removed (none there, or declined)",
    "pay_coins": "the coins were not paid (too few, or declined)",
    "banish_from_hand": "no card it may banish is in the hand",
    "banish_different_names": "too few differently named cards in the hand",
    "acquire": "no Market card it may acquire is left",
    "acquire_from_market": "no Market card it may acquire is left",
    "acquire_curse": "the Curse pile is empty",
    "copy_counters": "too few counters to remove",
    "discard_to_hand": "no card it may take is in the discard pile",
    "discard_to_draw": "too few cards it may move are in the discard pile",
    "discard_from_draw": "the draw and discard piles ran out",
    "look_keep_one": "the draw and discard piles ran out",
    "look_at_top": "the draw and discard piles ran out",
    "hand_to_draw_top": "no card it may put back is in the hand",
    "played_before": "no card of the type it needs was played before it this turn",
    "take_top_if_declared": "nothing was declared, or the draw pile is empty",
    "buried_treasure": "the Supply pile is empty",
    "estate_counter": "the coins could not be paid",
    "with_fallback": "none of its choices can be done",
    "stop": "the card says to ignore its other effects",
}


def why_stopped(step: str) -> str:
    """The reason a card stopped at `step`, for the line "<card> stops: <reason>."."""
    return REASONS.get(step, GENERAL)
