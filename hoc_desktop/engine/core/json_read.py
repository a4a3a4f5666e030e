"""Reading back the engine's records from JSON that came from another machine or a file: the
checks every game's event reader and the prompt reader share.

Such JSON is input like a save: a table on the network or a stream file may be broken or hostile,
so every value is checked (with validate.py's checks) before any record is built, and a bad one
raises ShapeError (a HocError) in one line naming the event or prompt and the field, never an
error deep in the window's table. Numbers are bounded so a 10^9 count or a 5,000-digit id is
refused before anything is allocated for it.
"""

from __future__ import annotations

from typing import Any, Mapping

from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, describe, whole
from hoc_desktop.safe_text import shown

MAX_SEATS = 8              # seats at a table (the network protocol's bound on `players`)
MAX_ITEMS = 10_000         # cards in a list, instance ids, options of a prompt: far above any game's
MAX_NUMBER = 1_000_000     # counts, deltas, costs, turn numbers, either sign


def seat(value: Any, where: Where) -> int:
    """A seat number."""
    return whole(value, where, 0, MAX_SEATS - 1)


def number(value: Any, where: Where) -> int:
    """A count, a delta, a cost or a turn number."""
    return whole(value, where, -MAX_NUMBER, MAX_NUMBER)


def event_kind(data: Any, kinds: Mapping[str, type]) -> tuple[type, dict[str, Any], Where]:
    """The event class `data` names by its "type", the object itself, and the place to name in
    messages about its fields (`event 'move'`)."""
    if not isinstance(data, dict):
        raise ShapeError(("event",), f"expected a JSON object, got {describe(data)}")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in kinds:
        raise ShapeError(("event",), f"unknown event type {shown(kind, 30)}")
    return kinds[kind], data, (f"event '{kind}'",)
