"""Events as JSON objects: what `hoc-desktop events` prints, one per line, for bot authors and tools.

Every event becomes {"type": ..., field: value, ...}. A card is {"id": instance id, "key": card id}
or null where the seat may not know it. Every card movement (move, acquire, play, keep) has "card",
"from" and "to" (a cleanup lists its movements as "moves", each with "card", "from" and "to"), each
zone written [zone, seat] for a player's zone and [zone, null] for a shared
one, with "pile" naming the card id of a Market pile ("basic" or "stack"). Lists of cards (a shuffle,
a deal) are lists of such objects or nulls.
"""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.hoc.events import CardRef, Cleanup, Event, Zone
from hoc_desktop.engine.hoc.zones import ZONES

# fields that hold one card / a tuple of cards, per event type name
_CARD_FIELDS = ("card", "territory", "attack")
_CARDS_FIELDS = ("cards", "order", "top_first", "field", "hand")
_MOVES = ("move", "acquire", "play", "keep")


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
        elif name in ("src", "dst", "zone"):
            out[{"src": "from", "dst": "to", "zone": "zone"}[name]] = _zone(value)
            if value[0] in ("basic", "stack"):
                out["pile"] = value[1]
        elif name == "hands":
            out[name] = [[seat, [_card(v, table) for v in cards]] for seat, cards in value]
        elif name == "types":
            out[name] = sorted(value)
        elif name == "scores":
            out[name] = {str(k): v for k, v in value.items()}
        else:
            out[name] = list(value) if isinstance(value, tuple) else value
    if ev.type in _MOVES and "from" not in out:
        out["from"], out["to"] = _zone(ev.src), _zone(ev.dst)
    if type(ev) is Cleanup:
        discard = _zone(("discard", ev.seat))
        out["moves"] = [{"card": _card(c, table), "from": [zone, ev.seat], "to": discard}
                        for zone, cards in (("field", ev.field), ("hand", ev.hand)) for c in cards]
    return out
