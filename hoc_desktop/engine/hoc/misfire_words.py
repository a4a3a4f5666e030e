"""Why a card stopped, in words for the game log: one reason per step that can misfire.

A `Misfired` event names only the step (its kind of operation), not the position it failed in, so
each reason covers every way that step fails ("none there, or declined"). The event stays as it
is: the same games keep the same event streams. A step without a reason here (a pack's new step)
reads as the general rule does: its next step cannot be carried out. The reasons are messages
(`hoc_desktop.i18n`), translated when a line is told.
"""

from __future__ import annotations

from typing import Final

from hoc_desktop.i18n import N_, _

GENERAL: Final = N_("its next step cannot be carried out")

REASONS: Final[dict[str, str]] = {
    "kunoichi": N_("no Action card it may copy is kept in any Domain"),
    "shinobi": N_("no Action card it may copy is in the discard pile"),
    "spend_area_counter": N_("no counter was removed (none there, or declined)"),
    "pay_coins": N_("the coins were not paid (too few, or declined)"),
    "banish_from_hand": N_("no card it may banish is in the hand"),
    "banish_different_names": N_("too few differently named cards in the hand"),
    "acquire": N_("no Market card it may acquire is left"),
    "acquire_from_market": N_("no Market card it may acquire is left"),
    "acquire_curse": N_("the Curse pile is empty"),
    "copy_counters": N_("too few counters to remove"),
    "discard_to_hand": N_("no card it may take is in the discard pile"),
    "discard_to_draw": N_("too few cards it may move are in the discard pile"),
    "discard_from_draw": N_("the draw and discard piles ran out"),
    "look_keep_one": N_("the draw and discard piles ran out"),
    "look_at_top": N_("the draw and discard piles ran out"),
    "hand_to_draw_top": N_("no card it may put back is in the hand"),
    "played_before": N_("no card of the type it needs was played before it this turn"),
    "take_top_if_declared": N_("nothing was declared, or the draw pile is empty"),
    "buried_treasure": N_("the Supply pile is empty"),
    "estate_counter": N_("the coins could not be paid"),
    "with_fallback": N_("none of its choices can be done"),
    "stop": N_("the card says to ignore its other effects"),
}


def why_stopped(step: str) -> str:
    """The reason a card stopped at `step`, for the line "<card> stops: <reason>.", in the current
    language."""
    return _(REASONS.get(step, GENERAL))
