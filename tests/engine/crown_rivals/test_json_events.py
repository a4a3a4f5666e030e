"""Crown Rivals' events read back from JSON (`event_from_json`): what `event_to_json` wrote comes
back exactly, and anything else (from another machine or a damaged stream file) is refused in one
line naming the event and the field. The round trip over whole games is in
tests/engine/core/test_conformance_json.py."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hoc_desktop.engine.crown_rivals.events import Bought, Moved, SupporterPlaced
from hoc_desktop.engine.crown_rivals.json_events import event_from_json, event_to_json
from hoc_desktop.errors import HocError

DRAW = {"type": "moved", "card": None, "src": ["draw", 1], "dst": ["hand", 1]}
REFILL = {"type": "moved", "card": "7C", "src": ["market_deck", None], "dst": ["market", 2]}
PLACED = {"type": "supporter_placed", "seat": 0, "spade": "9S", "diamond": None, "value": 9}


def test_events_read_back_as_written() -> None:
    # given events written and sent as JSON text, when read, then each is the event written
    for ev in (Moved(None, ("draw", 1), ("hand", 1)), Moved("7C", ("market_deck", None), ("market", 2)),
               SupporterPlaced(0, "9S", None, 9), Bought(1, "KH", 4, 7)):
        assert event_from_json(json.loads(json.dumps(event_to_json(ev)))) == ev
    # and a market slot is a zone keyed by its slot
    assert event_from_json(REFILL).dst == ("market", 2)


def changed(event: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {**event, **fields}


REFUSED = [
    ("not an object", "moved", "event: expected a JSON object"),
    ("an unknown type", changed(DRAW, type="stolen"), "unknown event type 'stolen'"),
    ("a missing field", {k: v for k, v in DRAW.items() if k != "dst"}, "event 'moved': missing key 'dst'"),
    ("an extra field", changed(DRAW, hand=["AS"]), "event 'moved': unknown key 'hand'"),
    ("a card not of the deck", changed(REFILL, card="1Z"), "event 'moved'.card: expected a card of the deck"),
    ("a card of the wrong type", changed(REFILL, card=7), "event 'moved'.card"),
    ("a null card every seat sees", changed(PLACED, spade=None), "event 'supporter_placed'.spade: is never null"),
    ("a huge value", changed(PLACED, value=10 ** 40), "event 'supporter_placed'.value: must be from"),
    ("a huge market slot", changed(REFILL, dst=["market", 10 ** 9]), "event 'moved'.dst[1]"),
    ("a bool for a seat", changed(PLACED, seat=True), "event 'supporter_placed'.seat: expected a whole number"),
    ("a shared zone with a key", changed(REFILL, src=["trash", 0]), "written [zone, null]"),
]


@pytest.mark.parametrize("data, words", [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED])
def test_a_malformed_event_is_refused_in_one_line_naming_it(data: Any, words: str) -> None:
    # given a malformed event, when read, then one error of the program's own, one line naming what
    with pytest.raises(HocError) as refused:
        event_from_json(data)
    message = str(refused.value)
    assert words in message and "\n" not in message and len(message) < 300
