"""Card movements in a seat's events, and how the table paces them.

`motions(ev)` reads one event of a seat's stream as the card movements it stands for (a Play moves
a card from hand to field, a Cleanup moves every field and hand card to the discard pile, ...),
so the board knows where appearing cards come from and where vanishing ones go.

`Pacer` releases the stream a beat at a time: each event that moves a card opens a beat of the
current speed's length, and the events after it that move nothing (coins, counters, phase) ride
along with it, so "plays Farming Village (+1 coin)" is told and shown as one step, so an AI turn
plays out at a readable pace while a human's own actions show at once when the speed is "instant".
`flush()` releases everything at once: a click or Space never waits.
"""

from __future__ import annotations

from collections import deque
from typing import Any, NamedTuple

from hoc_desktop.client.kit.speeds import SPEEDS
from hoc_desktop.engine.hoc import Event
from hoc_desktop.engine.hoc.events import (Acquire, Backed, Bought, Cleanup, Keep, Move, Play, Reshuffle, Reveal,
                                          Shuffled)

Zone = tuple[str, Any]



class Motion(NamedTuple):
    """A card (None: one the seat cannot see) going from one zone to another."""

    card: Any
    src: Zone
    dst: Zone


def motions(ev: Event) -> list[Motion]:
    """The card movements `ev` stands for (none for bookkeeping events)."""
    t = type(ev)
    if t is Move or t is Acquire:
        return [Motion(ev.card, ev.src, ev.dst)]
    if t is Play:
        return [Motion(ev.card, ("hand", ev.seat), ("field", ev.seat))]
    if t is Keep:
        return [Motion(ev.card, ("hand", ev.seat), ("kept", ev.seat))]
    if t is Cleanup:
        return ([Motion(c, ("field", ev.seat), ("discard", ev.seat)) for c in ev.field]
                + [Motion(c, ("hand", ev.seat), ("discard", ev.seat)) for c in ev.hand])
    if t is Reshuffle:
        return [Motion(None, ("discard", ev.seat), ("draw", ev.seat))]
    return []


def is_beat(ev: Event) -> bool:
    """True for events worth a pause of their own: card movements, reveals, shuffles, backing."""
    return type(ev) in _BEATS


_BEATS = frozenset({Move, Acquire, Play, Keep, Cleanup, Reshuffle, Reveal, Shuffled, Backed})
_ANNOUNCING = frozenset({Bought})     # events that belong with the movement after them (a buy, then its card)


def _announces(ev: Event) -> bool:
    """True for an event that opens the next beat rather than closing the last one: a buy goes
    with the card it brings, so the log tells "buys City" once, not "buys" then "acquires"."""
    return type(ev) in _ANNOUNCING


class Pacer:
    """A queue of a seat's events released one beat at a time (see the module docstring)."""

    def __init__(self, speed: str = "normal") -> None:
        self.queue: deque[Event] = deque()
        self.speed = speed
        self._wait = 0.0

    @property
    def speed(self) -> str:
        return self._speed

    @speed.setter
    def speed(self, name: str) -> None:
        if name not in SPEEDS:
            raise ValueError(f"unknown speed '{name}' (known: {', '.join(SPEEDS)})")
        self._speed = name

    @property
    def glide(self) -> float:
        """How long a card takes to move at the current speed."""
        return SPEEDS[self._speed][0]

    def add(self, events: list[Event]) -> None:
        self.queue.extend(events)

    @property
    def pending(self) -> bool:
        return bool(self.queue)

    def due(self, dt: float) -> list[Event]:
        """The events to show now: nothing while a beat lasts, else up to and including the next
        movement (everything at the "instant" speed)."""
        if not self.queue:
            self._wait = 0.0
            return []
        self._wait -= dt
        if self._wait > 0:
            return []
        if self._speed == "instant":
            return self.flush()
        out: list[Event] = []
        while self.queue:
            ev = self.queue.popleft()
            out.append(ev)
            if is_beat(ev):
                self._wait = SPEEDS[self._speed][1]
                break
        while self.queue and not is_beat(self.queue[0]) and not _announces(self.queue[0]):
            out.append(self.queue.popleft())                 # its consequences ride along (a play's coins)
        return out

    def flush(self) -> list[Event]:
        """Everything still queued, at once."""
        out = list(self.queue)
        self.queue.clear()
        self._wait = 0.0
        return out
