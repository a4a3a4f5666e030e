"""Every zone of Crown Rivals, declared once: who owns it, who may see its cards, whether its order
matters (section 1.4 and OQ-19). Views and the apply functions read this table; a zone not declared
here does not exist."""

from __future__ import annotations

from typing import Any, NamedTuple

Zone = tuple[str, Any]          # ("hand", seat), ("market", slot), ("trash", None)

SEAT, SHARED = "seat", "shared"
OWNER, PUBLIC, HIDDEN = "owner", "public", "hidden"


class ZoneSpec(NamedTuple):
    owner: str          # SEAT: one per player, keyed by seat; SHARED: one for the table
    visibility: str     # OWNER: only its owner sees the cards; PUBLIC: everyone; HIDDEN: nobody
    ordered: bool       # whether the order of its cards is part of the game (a pile to draw from)


ZONES: dict[str, ZoneSpec] = {
    "hand": ZoneSpec(SEAT, OWNER, False),
    "draw": ZoneSpec(SEAT, HIDDEN, True),
    "discard": ZoneSpec(SEAT, PUBLIC, True),          # "face-up discard pile" (CR:L14)
    "play": ZoneSpec(SEAT, PUBLIC, False),            # cards played this turn
    "supporters": ZoneSpec(SEAT, PUBLIC, False),      # spades in play, each with its diamond (CR:L89)
    "market": ZoneSpec(SHARED, PUBLIC, True),         # five slots, face up (CR:L15)
    "market_deck": ZoneSpec(SHARED, HIDDEN, True),
    "trash": ZoneSpec(SHARED, PUBLIC, False),         # removed from the game during play
    "removed": ZoneSpec(SHARED, PUBLIC, False),       # out of the game from setup step 1
}


def visible(kind: str, owner: Any, seat: int | None) -> bool:
    """Whether `seat` may see the cards of zone (`kind`, `owner`); None is the omniscient observer."""
    spec = ZONES[kind]
    if seat is None or spec.visibility == PUBLIC:
        return True
    return spec.visibility == OWNER and owner == seat
