"""Answers to the pick prompts (a jack's trash, the four bonuses, the order of two bonuses) shared
by the levels above random (crown-rivals.md 7.3, step 5)."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.ai.crown_rivals.decision import Decision
from hoc_desktop.ai.reason import Reason
from hoc_desktop.ai.crown_rivals.tactics import largest_spade, lowest, value
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.cards import is_ace
from hoc_desktop.engine.crown_rivals.view import SeatView


def answer_pick(prompt: Prompt, view: SeatView, trash_up_to: int) -> Decision:
    """`trash_up_to`: the highest value the diamonds bonus trashes (from the discard pile first)."""
    step, options = prompt.step, prompt.options
    if step == "opponent_discards":
        card = lowest(options)
        return Decision(("pick", (card,)), Reason("cr_discard_lowest", card=card))
    if step == "draw":
        return Decision(("pick", options), Reason("draw_card"))
    if step == "remove_supporter":
        spade = largest_spade(options, view)
        return Decision(("pick", (spade,)), Reason("cr_remove_spade", card=spade))
    if step == "trash":
        return _trash(prompt, view, trash_up_to)
    if step == "jack_trash":
        return _jack_trash(prompt, view)
    return Decision(("pick", options[:prompt.max]), Reason("cr_bonuses_in_order"))


def _trash(prompt: Prompt, view: SeatView, up_to: int) -> Decision:
    discard = set(view.me.discard)
    low = [c for c in prompt.options if value(c) <= up_to and not is_ace(c)]
    low.sort(key=lambda c: (c not in discard, value(c)))
    if not low:
        return Decision(("pick", ()), Reason("cr_keep_all"))
    return Decision(("pick", (low[0],)), Reason("cr_trash_thin", card=low[0]))


def _jack_trash(prompt: Prompt, view: SeatView) -> Decision:
    """The most expensive market card out of this turn's reach, kept from the opponent."""
    reach = view.turn.currency + sum(value(c) for c in view.me.hand or ())
    out_of_reach = [c for c in prompt.options if value(c) > reach]
    if not out_of_reach:
        return Decision(("pick", ()), Reason("cr_leave_market"))
    card = max(out_of_reach, key=value)
    return Decision(("pick", (card,)), Reason("cr_trash_market", card=card))
