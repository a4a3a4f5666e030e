"""The four odd/even bonuses (3.10; suit of each bonus by OQ-2, from the rules data). Each is a
generator that yields a Prompt when someone must choose and receives the picked values."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Callable

from hoc_desktop.engine.core.effects import Effect, choose
from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals import influence, piles
from hoc_desktop.engine.crown_rivals.events import Declined, Moved
from hoc_desktop.i18n import N_


DRAW = "draw"
BONUS_WORDS = {"opponent_discards": N_("the opponent discards"), "draw": N_("draw a card"),
               "remove_supporter": N_("remove a spade"), "trash": N_("trash a card")}
"""Each bonus as a player reads it (the log, the buttons that order two bonuses), in English:
marked for the catalog, translated where it is shown."""


def opponent_discards(g: Driver) -> Effect:
    """The opponent chooses a card of their hand and discards it (OQ-13); nothing if it is empty."""
    them = g.state.opponent
    if not them.hand:
        return
    picked = yield from choose(them.seat, "pick", "opponent_discards",
                               "Your opponent's clubs: discard a card from your hand", them.hand)
    g.emit(Moved(picked[0], ("hand", them.seat), ("discard", them.seat)))


def draw(g: Driver) -> Effect:
    """You may draw a card (it joins your hand and may be played this step)."""
    seat = g.state.turn.seat
    if not piles.can_draw(g, seat):
        return
    picked = yield from choose(seat, "pick", "draw", "Hearts bonus: draw a card?", (DRAW,), lo=0,
                               labels=("Draw a card",))
    if picked:
        piles.draw(g, seat, 1)
    else:
        g.emit(Declined(seat, "draw"))


def remove_supporter(g: Driver) -> Effect:
    """You may remove one opponent spade in play, whatever its value (never one of yours)."""
    spades = tuple(sup.spade for sup in g.state.opponent.supporters)
    if not spades:
        return
    picked = yield from choose(g.state.turn.seat, "pick", "remove_supporter",
                               "Spades bonus: remove an opponent's spade?", spades, lo=0)
    if picked:
        influence.remove_supporter(g, picked[0], "bonus")
    else:
        g.emit(Declined(g.state.turn.seat, "remove_supporter"))


def trash(g: Driver) -> Effect:
    """You may trash a card from your hand or your discard pile (mandatory if the rules say so)."""
    s = g.state
    me = s.active
    choices = tuple(me.hand) + tuple(me.discard)
    if not choices:
        return
    picked = yield from choose(me.seat, "pick", "trash", "Diamonds bonus: trash a card from your hand or discard pile?",
                               choices, lo=0 if s.rules.trash_bonus_optional else 1)
    if picked:
        zone = "hand" if picked[0] in me.hand else "discard"
        g.emit(Moved(picked[0], (zone, me.seat), ("trash", None)))
    else:
        g.emit(Declined(me.seat, "trash"))


BONUS_EFFECTS: dict[str, Callable[[Driver], Effect]] = {
    "opponent_discards": opponent_discards, "draw": draw, "remove_supporter": remove_supporter, "trash": trash,
}
