"""Heart of Crown's events read back from JSON (`event_from_json`): what `event_to_json` wrote
comes back exactly, and anything else (from another machine or a damaged stream file) is refused
in one line naming the event and the field. The round trip over whole games of every game is in
tests/engine/core/test_conformance_json.py."""

from __future__ import annotations

from typing import Any

import pytest

from hoc_desktop.engine.hoc.events import Acquire, CardRef, GameOver, Move, Play
from hoc_desktop.engine.hoc.json_events import event_from_json, event_to_json
from hoc_desktop.errors import HocError

DRAW = {"type": "move", "card": None, "from": ["draw", 1], "to": ["hand", 1], "pos": "top", "revealed": False,
        "depth": 0}
PLAY = {"type": "play", "seat": 0, "card": {"id": 40, "key": "city"}, "plays_delta": 0, "from": ["hand", 0],
        "to": ["field", 0]}
BUY = {"type": "acquire", "seat": 0, "card": {"id": 5, "key": "duke"}, "from": ["basic", None], "to": ["discard", 0],
       "pos": "top", "revealed": False, "depth": 0, "pile": "duke"}
OVER = {"type": "game_over", "winners": [1], "reason": "coronation", "scores": {"0": 12, "1": 30}}


def test_a_seat_stream_event_reads_back_with_its_cards_as_card_refs_or_hidden() -> None:
    # given events of a seat's stream as JSON, when read, then each is the event, its cards CardRefs or None
    assert event_from_json(DRAW) == Move(None, ("draw", 1), ("hand", 1))
    assert type(event_from_json(PLAY).card) is CardRef
    # and a Market pile's zone takes its key from "pile"
    bought = event_from_json(BUY)
    assert type(bought) is Acquire and bought == Acquire(0, CardRef(5, "duke"), ("basic", "duke"), ("discard", 0))
    assert event_to_json(bought) == BUY


def test_an_omniscient_event_reads_back_with_its_cards_as_instance_ids() -> None:
    # given a play of the omniscient stream, when read as omniscient, then its card is the bare instance id
    assert event_from_json(PLAY, omniscient=True) == Play(0, 40, 0)
    # and the scores of a game over are keyed by seat numbers again
    assert event_from_json(OVER, omniscient=True) == GameOver((1,), "coronation", {0: 12, 1: 30})


def changed(event: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return {**event, **fields}


REFUSED = [
    ("not an object", ["move"], False, "event: expected a JSON object"),
    ("an unknown type", changed(DRAW, type="teleport"), False, "unknown event type 'teleport'"),
    ("a missing field", {k: v for k, v in DRAW.items() if k != "depth"}, False, "event 'move': missing key 'depth'"),
    ("an extra field", changed(DRAW, secret=1), False, "event 'move': unknown key 'secret'"),
    ("a wrong type", changed(DRAW, revealed="yes"), False, "event 'move'.revealed: expected true or false"),
    ("a huge instance id", changed(PLAY, card={"id": 10 ** 12, "key": "city"}), False, "event 'play'.card.id"),
    ("a huge number", changed(PLAY, plays_delta=10 ** 30), False, "event 'play'.plays_delta: must be from"),
    ("a seat out of range", changed(DRAW, to=["hand", 9]), False, "event 'move'.to[1]"),
    ("an unknown zone", changed(DRAW, to=["vault", 1]), False, "event 'move'.to[0]: expected one of"),
    ("a shared zone with a key", changed(DRAW, to=["supply", 3]), False, "written [zone, null]"),
    ("a card that is no card id", changed(PLAY, card={"id": 40, "key": "City!"}), False, "event 'play'.card.key"),
    ("a card with a field more", changed(PLAY, card={"id": 40, "key": "city", "x": 1}), False, "unknown key 'x'"),
    ("a hidden card in the omniscient stream", DRAW, True, "never hidden"),
    ("a play whose zones disagree with its seat", changed(PLAY, to=["field", 1]), False,
     "event 'play'.to: does not agree"),
    ("a Market pile's move without its pile", {k: v for k, v in BUY.items() if k != "pile"}, False,
     "missing key 'pile'"),
    ("scores keyed by a word", changed(OVER, scores={"first": 3}), True, "keyed by its seat's number"),
]


@pytest.mark.parametrize("data, omniscient, words", [r[1:] for r in REFUSED], ids=[r[0] for r in REFUSED])
def test_a_malformed_event_is_refused_in_one_line_naming_it(data: Any, omniscient: bool, words: str) -> None:
    # given a malformed event, when read, then one error of the program's own, one line naming what
    with pytest.raises(HocError) as refused:
        event_from_json(data, omniscient)
    message = str(refused.value)
    assert words in message and "\n" not in message and len(message) < 300
