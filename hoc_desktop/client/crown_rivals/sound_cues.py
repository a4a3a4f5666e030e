"""Which sounds Crown Rivals' events make: `cues_of(event, viewer)`, a pure function; how a batch
sounds (each cue once, in the order first met) is the table kit's (kit/sound_cues.py).

    self.app.sounds.play_batch(cues_for(events, self.session.viewer))

The events are the viewer's own stream (a card the viewer may not see is None), in the batches
the table tells them: one AI move at a time, or what one command of yours brought. The cues are
Heart of Crown's files, so the two tables sound alike:

    play       a card is played from a hand (boosted or not), a spade placed as a supporter, or a
               card discarded for currency
    buy        a market card is bought
    draw       a card goes from a draw pile to a hand
    shuffle    a deck is shuffled (the deal, a discard pile under a draw pile, a crowded market)
    turn       the viewer's own turn starts (every opponent's turn would chime all game long)
    attack     Influence is lost, or club damage clears a spade
    game_over  the game is won
"""

from __future__ import annotations

from typing import Any, Iterable

from hoc_desktop.client.kit import sound_cues
from hoc_desktop.engine.crown_rivals.events import (Bought, CardPlayed, DiscardedForCurrency, GameWon,
                                                    InfluenceChanged, MarketReset, Moved, Reshuffled, Shuffled,
                                                    SupporterPlaced, SupporterRemoved, TurnStarted)

_PLAIN: dict[type, tuple[str, ...]] = {
    CardPlayed: ("play",), SupporterPlaced: ("play",), DiscardedForCurrency: ("play",), Bought: ("buy",),
    Shuffled: ("shuffle",), Reshuffled: ("shuffle",), MarketReset: ("shuffle",), GameWon: ("game_over",),
}
"""The events whose cue depends on nothing but their kind."""


def cues_of(ev: Any, viewer: int) -> tuple[str, ...]:
    """The cues of one event seen by seat `viewer` (most events make none)."""
    t = type(ev)
    if t is Moved:
        return ("draw",) if ev.src[0] == "draw" and ev.dst[0] == "hand" else ()
    if t is InfluenceChanged:
        return ("attack",) if ev.amount < 0 else ()
    if t is SupporterRemoved:
        return ("attack",) if ev.by == "damage" else ()
    if t is TurnStarted:
        return ("turn",) if ev.seat == viewer else ()
    return _PLAIN.get(t, ())


def cues_for(events: Iterable[Any], viewer: int) -> list[str]:
    """The cues of a batch of events seen by seat `viewer`: each kind once, in the order first met."""
    return sound_cues.cues_for(events, lambda ev: cues_of(ev, viewer))
