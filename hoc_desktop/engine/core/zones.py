"""The zone registry: every place a card can lie, declared once by the ruleset.

A zone id is a pair `(kind, key)`: for a seat's own zone the key is the owning seat (`("hand", 0)`),
for a shared zone a pile name or None (`("basic", "duke")`, `("supply", None)`). The ruleset
declares each kind once with who owns it, who may see the faces of its cards and whether the order
of its cards matters. The per-seat stream, undo, views, the AI's determinization and the client's
placement all read this one declaration, so a new hidden zone is hidden everywhere at once. A zone
nobody declared is an error (`UnknownZone`), never public by default: a forgotten declaration
must not leak cards to the other seats.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Final, Iterator

Zone = tuple[str, Any]

FACE_UP: Final = -1
"""The seat number of the face-up observer: the replay of a finished game with all cards face up
(client/kit/replay.py). It sees every card a player holds (every hand) and every public card, and
what a player looked at privately, but no face-down pile's cards or order (a draw pile, the
Supply, a market deck): their order is the deck's secret, not a player's. `Game.events_for(FACE_UP)`
is that observer's stream, redacted by the ruleset's own `redact` table like any seat's."""


class Visibility(Enum):
    """Who sees the faces of the cards in a zone."""

    PUBLIC = "public"      # every seat (a discard pile, the field, a market)
    OWNER = "owner"        # the owning seat only (a hand)
    NOBODY = "nobody"      # no seat (a draw pile, a face-down supply)


class UnknownZone(LookupError):
    """A zone kind the ruleset never declared: a bug in the ruleset, not a player's error."""


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """One kind of zone. `per_seat`: every seat has one, keyed by the seat (otherwise shared).
    `revealable`: single cards may lie face up inside an otherwise hidden zone (a card revealed on
    a draw pile); such a card is seen by everyone while it lies face up. `pile`: the cards lie in
    one list (bottom first) under the zone's kind, on their seat's record or on the state, so the
    engine, views and streams can handle the zone without naming it; False for a zone a ruleset
    keeps another way (cards kept on territories, piles keyed by a card)."""

    kind: str
    per_seat: bool
    visibility: Visibility
    ordered: bool
    revealable: bool = False
    pile: bool = True


class ZoneRegistry:
    """The zones of one ruleset, in the order declared (that order is also the order in which
    determinization deals hidden cards back, so it is part of the ruleset's behaviour)."""

    def __init__(self, *specs: ZoneSpec) -> None:
        self._specs: dict[str, ZoneSpec] = {}
        for spec in specs:
            if spec.kind in self._specs:
                raise ValueError(f"zone '{spec.kind}' is declared twice")
            self._specs[spec.kind] = spec
        self.per_seat: tuple[str, ...] = tuple(s.kind for s in specs if s.per_seat)
        self.shared: tuple[str, ...] = tuple(s.kind for s in specs if not s.per_seat)
        self.seat_piles: tuple[str, ...] = tuple(s.kind for s in specs if s.per_seat and s.pile)

    def __getitem__(self, kind: str) -> ZoneSpec:
        try:
            return self._specs[kind]
        except KeyError:
            raise UnknownZone(f"zone '{kind}' was never declared by the ruleset") from None

    def __contains__(self, kind: object) -> bool:
        return kind in self._specs

    def __iter__(self) -> Iterator[ZoneSpec]:
        return iter(self._specs.values())

    def sees(self, zone: Zone, seat: int | None, face_up: bool = False) -> bool:
        """Whether `seat` sees the face of a card lying in `zone` (None: the omniscient observer).
        `face_up`: the card lies revealed there, which shows it in a revealable zone."""
        spec = self[zone[0]]
        visibility = spec.visibility
        if seat is None or visibility is Visibility.PUBLIC:
            return True
        if visibility is Visibility.OWNER:
            return zone[1] == seat or seat == FACE_UP
        return face_up and spec.revealable

    def hidden_from(self, zone: Zone, seat: int) -> bool:
        """Whether `seat` cannot see the faces in `zone` at all (face-up cards aside): what leaves
        it, once shown, is news to that seat."""
        spec = self[zone[0]]
        visibility = spec.visibility
        return visibility is Visibility.NOBODY or (visibility is Visibility.OWNER and seat not in (zone[1], FACE_UP))
