"""Cards that glide: each card of the standard deck is one physical card, so the table remembers
where it last drew each card face up, and when the card shows up somewhere else (played, bought,
discarded, boosted into a spade) it travels there instead of jumping. A card seen for the first
time (drawn, or played from the other hand) simply appears. The memory is the viewer's and is
dropped when the table changes hands, so nothing of one player's hand moves on the next one's
screen."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from hoc_desktop.client.ui.tween import ease_out_cubic


@dataclass
class _Trip:
    start: pygame.Rect
    end: pygame.Rect
    elapsed: float = 0.0


class Glides:
    """Where each card was last drawn, and the cards on their way. `seconds`: one trip's length
    (0: cards jump)."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self._last: dict[str, pygame.Rect] = {}
        self._trips: dict[str, _Trip] = {}

    @property
    def moving(self) -> bool:
        return bool(self._trips)

    def at(self, card: str, target: pygame.Rect) -> pygame.Rect:
        """Where to draw `card`, whose place on the table is now `target`."""
        trip = self._trips.get(card)
        if trip is not None and trip.end != target:          # its place changed again: go on from here
            trip = self._trips[card] = _Trip(self._now(trip), target.copy())
        elif trip is None:
            last = self._last.get(card)
            if last is not None and last != target and self.seconds > 0:
                trip = self._trips[card] = _Trip(last, target.copy())
        self._last[card] = target.copy()
        return self._now(trip) if trip is not None else target

    def tick(self, dt: float) -> None:
        for card, trip in list(self._trips.items()):
            trip.elapsed += dt
            if trip.elapsed >= self.seconds:
                del self._trips[card]

    def finish(self) -> None:
        """Every card on its way arrives now (Space, or the player acting)."""
        self._trips.clear()

    def forget(self) -> None:
        """A new viewer (or an undo): nothing glides from where the cards were before."""
        self._last.clear()
        self._trips.clear()

    def _now(self, trip: _Trip) -> pygame.Rect:
        t = ease_out_cubic(min(1.0, trip.elapsed / self.seconds)) if self.seconds > 0 else 1.0
        a, b = trip.start, trip.end
        return pygame.Rect(round(a.x + (b.x - a.x) * t), round(a.y + (b.y - a.y) * t),
                           round(a.width + (b.width - a.width) * t), round(a.height + (b.height - a.height) * t))
