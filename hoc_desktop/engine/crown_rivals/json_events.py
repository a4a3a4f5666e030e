"""Crown Rivals' events as JSON objects (what `hoc-desktop events` prints and a network table
sends each seat) and read back, exactly.

An event is written field by field under its kind's name, {"type": ..., field: value, ...}: a card
is its id ("7C", "RJ"), or null where the seat may not know it; a zone is [zone, seat] for a
player's zone, ["market", slot] for a market slot and [zone, null] for the other shared ones.
Reading checks every value like any input from another machine (json_read.py).
"""

from __future__ import annotations

from typing import Any, Callable, Final

from hoc_desktop.engine.core.json_read import MAX_ITEMS, MAX_SEATS, event_kind, number, seat
from hoc_desktop.engine.core.zones import Zone
from hoc_desktop.engine.crown_rivals.cards import full_deck
from hoc_desktop.engine.crown_rivals.events import APPLY, Event
from hoc_desktop.engine.crown_rivals.zones import ZONES
from hoc_desktop.errors import ShapeError
from hoc_desktop.safe_text import shown
from hoc_desktop.validate import Where, choice, mapping, sequence, text, whole

BY_NAME: Final[dict[str, type]] = {cls.type: cls for cls in APPLY}    # type: ignore[attr-defined]
_DECK = frozenset(full_deck())
_ZONE_KINDS = tuple(spec.kind for spec in ZONES)
_SLOTTED = "market"              # the one shared zone keyed (by its slot)
# the fields that may be null (a card hidden from the seat, no diamond), as the classes declare them
_NULLABLE: Final[dict[type, frozenset[str]]] = {
    cls: frozenset(name for name, hint in cls.__annotations__.items() if "None" in str(hint)) for cls in APPLY}


def event_to_json(ev: Event) -> dict[str, Any]:
    """An event field by field (a seat's stream has its hidden cards as None already)."""
    return {"type": ev.type, **ev._asdict()}


def event_from_json(data: Any) -> Event:
    """The event `event_to_json` wrote as `data` (after a trip through JSON), equal to the one
    written; ShapeError naming the event and the field for anything else."""
    cls, raw, where = event_kind(data, BY_NAME)
    fields: tuple[str, ...] = cls._fields        # type: ignore[attr-defined]  # every event is a NamedTuple
    mapping(raw, where, ("type", *fields))
    values = [_READ[name](raw[name], (*where, name)) for name in fields]
    for name, value in zip(fields, values):
        if value is None and name not in _NULLABLE[cls]:
            raise ShapeError((*where, name), "is never null in this event (every seat sees it)")
    return cls(*values)


def _card(value: Any, where: Where) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or value not in _DECK:
        raise ShapeError(where, f"expected a card of the deck (such as '7C') or null, got {shown(value, 20)}")
    return value


def _cards(value: Any, where: Where) -> tuple[str | None, ...]:
    return tuple(_card(card, (*where, i)) for i, card in enumerate(sequence(value, where, len(_DECK))))


def _zone(value: Any, where: Where) -> Zone:
    kind_value, key_value = sequence(value, where, 2, min_len=2)
    kind = choice(kind_value, (*where, 0), _ZONE_KINDS)
    if ZONES[kind].per_seat:
        return kind, seat(key_value, (*where, 1))
    if kind == _SLOTTED:
        return kind, _slot(key_value, (*where, 1))
    if key_value is not None:
        raise ShapeError((*where, 1), "a shared zone is written [zone, null]")
    return kind, None


def _slot(value: Any, where: Where) -> int:
    return whole(value, where, 0, MAX_ITEMS)


def _numbers(value: Any, where: Where) -> tuple[int, ...]:
    return tuple(number(v, (*where, i)) for i, v in enumerate(sequence(value, where, MAX_SEATS)))


def _words(value: Any, where: Where) -> str:
    return text(value, where, 80)


# every field of every event, by its name (checked below: none is left without a reader)
_READ: Final[dict[str, Callable[[Any, Where], Any]]] = {
    **dict.fromkeys(("card", "diamond", "spade"), _card), "order": _cards, "slot": _slot,
    **dict.fromkeys(("src", "dst", "zone"), _zone), "seat": seat, "influence": _numbers,
    **dict.fromkeys(("number", "value", "diamond_value", "amount", "pool", "shield", "worth", "cost"), number),
    **dict.fromkeys(("by", "step", "suit", "reason"), _words),
}

_UNREAD = {name for cls in BY_NAME.values() for name in cls._fields} - set(_READ)   # type: ignore[attr-defined]
if _UNREAD:
    raise TypeError(f"event fields without a JSON reader: {sorted(_UNREAD)}")
