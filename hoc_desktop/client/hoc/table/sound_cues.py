"""Which sounds Heart of Crown's events make: `cues_of(event, viewer)`, a pure function; how a
batch sounds (each cue once, in the order first met) is the table kit's (kit/sound_cues.py).

    self.app.sounds.play_batch(cues_for(events, self.table.seat))

The events are the viewer's own stream (cards are `CardRef`s, or None where the viewer may not know
the card), in the batches the table shows them.

    play       a card goes from a hand to a field (played) or onto a territory (kept)
    buy        a card is bought or gained, or a princess backed (a Curse gained is an attack); the
               card's own movement sounds, not the `Bought` notice, which the table shows with the
               beat before it
    draw       a card goes from a draw pile to a hand
    shuffle    a discard pile is shuffled under a draw pile, or a pile is shuffled (the deal)
    turn       the viewer's own turn starts (every opponent's turn would chime all game long)
    attack     an Attack card is played, or a Curse is gained
    game_over  the game ends
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from hoc_desktop.engine import hoc
from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.kit import sound_cues
from hoc_desktop.engine.hoc.events import Acquire, Backed, GameOver, Keep, Move, Play, Reshuffle, Shuffled, TurnStarted


def _is_attack(card: Any, cards: Mapping[str, CardDef] | None) -> bool:
    return card is not None and (hoc.catalog().cards if cards is None else cards)[card.key].is_attack


def cues_of(ev: Any, viewer: int, cards: Mapping[str, CardDef] | None = None) -> tuple[str, ...]:
    """The cues of one event (most events make none); `cards`: the game's (default: the bundled)."""
    t = type(ev)
    if t is Play:
        return ("play", "attack") if _is_attack(ev.card, cards) else ("play",)
    if t is Keep:
        return ("play",)
    if t is Move:
        return ("draw",) if ev.src[0] == "draw" and ev.dst[0] == "hand" else ()
    if t is Acquire:
        return ("attack",) if ev.src[0] == "curses" else ("buy",)
    if t is Backed:
        return ("buy",)
    if t is Reshuffle or t is Shuffled:
        return ("shuffle",)
    if t is TurnStarted:
        return ("turn",) if ev.seat == viewer else ()
    if t is GameOver:
        return ("game_over",)
    return ()


def cues_for(events: Iterable[Any], viewer: int, cards: Mapping[str, CardDef] | None = None) -> list[str]:
    """The cues of a batch of events seen by seat `viewer`: each kind once, in the order first met."""
    return sound_cues.cues_for(events, lambda ev: cues_of(ev, viewer, cards))
