"""Events as JSON objects: what `hoc-desktop events` prints, one per line, for bot authors and tools,
and what a table on the network sends each seat; `event_from_json` reads one back, exactly.

Every event becomes {"type": ..., field: value, ...}. A card is {"id": instance id, "key": card id}
or null where the seat may not know it. Every card movement (move, acquire, play, keep) has "card",
"from" and "to" (a cleanup lists its movements as "moves", each with "card", "from" and "to"), each
zone written [zone, seat] for a player's zone and [zone, null] for a shared
one, with "pile" naming the card id of a Market pile ("basic" or "stack"; no event moves a card from
one Market pile to another, which would need two). Lists of cards (a shuffle, a deal) are lists of
such objects or nulls.

The JSON leaves out one thing the reader must be told: whether the stream is the omniscient one,
whose cards are bare instance ids (but for `created`, whose cards are CardRefs in every stream), or
a seat's, whose cards are CardRefs or None. Everything else it carries; what it writes twice (the
zones of a play or a keep, the moves of a cleanup) is checked to agree when read.
"""

from __future__ import annotations

from typing import Any, Callable, Final, NamedTuple, Sequence

from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.core.json_read import MAX_ITEMS, MAX_SEATS, event_kind, number, seat
from hoc_desktop.engine.hoc.events import BY_NAME, CardRef, Cleanup, Created, Event, Zone
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.zones import ZONES
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, choice, flag, identifier, mapping, sequence, table, text, whole

# fields that hold one card / a tuple of cards, per event type name
_CARD_FIELDS = ("card", "territory", "attack")
_CARDS_FIELDS = ("cards", "order", "top_first", "field", "hand")
_MOVES = ("move", "acquire", "play", "keep")
_ZONE_FIELDS = ("src", "dst", "zone")
_JSON_NAME: Final = {"src": "from", "dst": "to"}      # the fields written under another name
_PILES = ("basic", "stack")                           # shared zones keyed by a Market pile, written as "pile"


def _card(value: Any, table: Sequence[CardDef] | None) -> Any:
    if value is None:
        return None
    if isinstance(value, CardRef):
        return {"id": value.id, "key": value.key}
    if table is None:
        raise ValueError("an omniscient event needs the card table to name its cards")
    return {"id": value, "key": table[value].key}


def _zone(zone: Zone) -> list[Any]:
    kind, key = zone
    return [kind, key if ZONES[kind].per_seat else None]


def event_to_json(ev: Event, table: Sequence[CardDef] | None = None) -> dict[str, Any]:
    """A JSON-ready dict for one event; `table` (the game's card table) names omniscient cards."""
    out: dict[str, Any] = {"type": ev.type}
    for name, value in zip(ev._fields, ev):
        if name in _CARD_FIELDS:
            out[name] = _card(value, table)
        elif name in _CARDS_FIELDS:
            out[name] = [_card(v, table) for v in value]
        elif name in _ZONE_FIELDS:
            out[_JSON_NAME.get(name, name)] = _zone(value)
            if value[0] in _PILES:
                out["pile"] = value[1]
        elif name == "hands":
            out[name] = [[owner, [_card(v, table) for v in cards]] for owner, cards in value]
        elif name == "types":
            out[name] = sorted(value)
        elif name == "scores":
            out[name] = {str(k): v for k, v in value.items()}
        else:
            out[name] = list(value) if isinstance(value, tuple) else value
    if ev.type in _MOVES and "from" not in out:
        out["from"], out["to"] = _zone(ev.src), _zone(ev.dst)
    if type(ev) is Cleanup:
        out["moves"] = _cleanup_moves(ev.seat, out["field"], out["hand"])
    return out


def _cleanup_moves(owner: int, field: list[Any], hand: list[Any]) -> list[dict[str, Any]]:
    """A cleanup's "moves" from its field and hand as written: every card to the discard pile."""
    discard = _zone(("discard", owner))
    return [{"card": card, "from": [zone, owner], "to": discard}
            for zone, cards in (("field", field), ("hand", hand)) for card in cards]


# ------------------------------------------------------------------ reading

class _Reading(NamedTuple):
    """How the cards of the event being read are written: `ids` as bare instance ids (the
    omniscient stream), else as CardRefs; `may_hide`: a card may be null (a seat's stream)."""

    ids: bool
    may_hide: bool
    pile: str | None         # the Market pile the event's "basic" or "stack" zone names


def event_from_json(data: Any, omniscient: bool = False) -> Event:
    """The event `event_to_json` wrote as `data` (of a seat's stream, or of the omniscient one),
    equal to the one written; ShapeError naming the event and the field for anything else."""
    cls, raw, where = event_kind(data, BY_NAME)
    fields: tuple[str, ...] = cls._fields        # type: ignore[attr-defined]  # every event is a NamedTuple
    keys = ["type", *(_JSON_NAME.get(name, name) for name in fields)]
    derived_zones = cls.type in _MOVES and "from" not in keys       # type: ignore[attr-defined]
    if derived_zones:
        keys += ["from", "to"]
    if cls is Cleanup:
        keys.append("moves")
    zones = [raw.get(_JSON_NAME.get(name, name)) for name in fields if name in _ZONE_FIELDS]
    piled = any(isinstance(zone, list) and zone and zone[0] in _PILES for zone in zones)
    if piled:
        keys.append("pile")
    mapping(raw, where, keys)
    reading = _Reading(omniscient and cls is not Created, not omniscient,
                       identifier(raw["pile"], (*where, "pile")) if piled else None)
    ev = cls(*(_READ[name](raw[_JSON_NAME.get(name, name)], (*where, _JSON_NAME.get(name, name)), reading)
               for name in fields))
    if derived_zones:
        _agrees(raw, "from", _zone(ev.src), where)
        _agrees(raw, "to", _zone(ev.dst), where)
    if cls is Cleanup:
        _agrees(raw, "moves", _cleanup_moves(ev.seat, raw["field"], raw["hand"]), where)
    return ev


def _agrees(raw: dict[str, Any], key: str, expected: Any, where: Where) -> None:
    if raw[key] != expected:
        raise ShapeError((*where, key), "does not agree with the event's other fields")


def _read_card(value: Any, where: Where, reading: _Reading) -> Any:
    if value is None:
        if not reading.may_hide:
            raise ShapeError(where, "a card of the omniscient stream is never hidden (null)")
        return None
    raw = mapping(value, where, ("id", "key"))
    cid = whole(raw["id"], (*where, "id"), 0, MAX_ITEMS)
    key = identifier(raw["key"], (*where, "key"))
    return cid if reading.ids else CardRef(cid, key)


def _read_cards(value: Any, where: Where, reading: _Reading) -> tuple[Any, ...]:
    return tuple(_read_card(v, (*where, i), reading) for i, v in enumerate(sequence(value, where, MAX_ITEMS)))


_ZONE_KINDS = tuple(spec.kind for spec in ZONES)


def _read_zone(value: Any, where: Where, reading: _Reading) -> Zone:
    kind_value, key_value = sequence(value, where, 2, min_len=2)
    kind = choice(kind_value, (*where, 0), _ZONE_KINDS)
    if ZONES[kind].per_seat:
        return kind, seat(key_value, (*where, 1))
    if key_value is not None:
        raise ShapeError((*where, 1), "a shared zone is written [zone, null]")
    return kind, reading.pile if kind in _PILES else None


def _read_seats(value: Any, where: Where, reading: _Reading) -> tuple[int, ...]:
    return tuple(seat(v, (*where, i)) for i, v in enumerate(sequence(value, where, MAX_SEATS)))


def _read_hands(value: Any, where: Where, reading: _Reading) -> tuple[tuple[int, tuple[Any, ...]], ...]:
    hands = []
    for i, pair in enumerate(sequence(value, where, MAX_SEATS)):
        owner, cards = sequence(pair, (*where, i), 2, min_len=2)
        hands.append((seat(owner, (*where, i, 0)), _read_cards(cards, (*where, i, 1), reading)))
    return tuple(hands)


def _read_scores(value: Any, where: Where, reading: _Reading) -> dict[int, int]:
    scores = {}
    for key, points in table(value, where, MAX_SEATS).items():
        if not (isinstance(key, str) and key.isascii() and key.isdigit() and len(key) <= 2):
            raise ShapeError(where, f"a score is keyed by its seat's number, not {key!r:.30}")
        scores[seat(int(key), (*where, key))] = number(points, (*where, key))
    return scores


def _read_options(value: Any, where: Where, reading: _Reading) -> dict[str, Any]:
    """The rule options as `Options.to_dict` writes them (read by their own reader)."""
    return Options.from_dict(table(value, where, 20), where).to_dict()


def _read_players(value: Any, where: Where, reading: _Reading) -> tuple[str, ...]:
    return tuple(text(name, (*where, i), 40) for i, name in enumerate(sequence(value, where, MAX_SEATS, 1)))


def _read_types(value: Any, where: Where, reading: _Reading) -> frozenset[str]:
    return frozenset(text(kind, (*where, i), 40) for i, kind in enumerate(sequence(value, where, 20)))


def _read_words(value: Any, where: Where, reading: _Reading) -> str:
    return text(value, where, 80)


def _read_subtype(value: Any, where: Where, reading: _Reading) -> str | None:
    return None if value is None else text(value, where, 80)


def _read_number(value: Any, where: Where, reading: _Reading) -> int:
    return number(value, where)


FieldReader = Callable[[Any, Where, _Reading], Any]

# every field of every event, by its name (checked below: none is left without a reader)
_READ: Final[dict[str, FieldReader]] = {
    **dict.fromkeys(_CARD_FIELDS, _read_card), **dict.fromkeys(_CARDS_FIELDS, _read_cards),
    **dict.fromkeys(_ZONE_FIELDS, _read_zone),
    **dict.fromkeys(("plays_delta", "coins", "number", "plays", "delta", "count", "cost"), _read_number),
    **dict.fromkeys(("phase", "kind", "name", "action", "reason", "mode", "step"), _read_words),
    **dict.fromkeys(("revealed", "extra", "on"), lambda value, where, reading: flag(value, where)),
    **dict.fromkeys(("seats", "winners"), _read_seats),
    "seat": lambda value, where, reading: seat(value, where),
    "depth": lambda value, where, reading: whole(value, where, 0, MAX_ITEMS),
    "pos": lambda value, where, reading: choice(value, where, ("top", "bottom")),
    "pile": lambda value, where, reading: identifier(value, where),
    "players": _read_players, "options": _read_options, "hands": _read_hands, "types": _read_types,
    "subtype": _read_subtype, "scores": _read_scores,
}

_UNREAD = {name for cls in BY_NAME.values() for name in cls._fields} - set(_READ)   # type: ignore[attr-defined]
if _UNREAD:
    raise TypeError(f"event fields without a JSON reader: {sorted(_UNREAD)}")
