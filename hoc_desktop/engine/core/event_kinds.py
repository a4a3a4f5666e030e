"""The name of an event's kind (`Move.type`, `event.type`), which logs and JSON streams print.

A ruleset's events are NamedTuples. The name cannot sit in the class body as `type = "move"`:
mypy refuses a plain class attribute in a NamedTuple and mypyc would make it a field. So it is set
on the class after the class is made, by the decorator here, which every game's events use.
"""

from __future__ import annotations

from typing import Callable, TypeVar

EventClass = TypeVar("EventClass", bound=type)


def kind_named(name: str) -> Callable[[EventClass], EventClass]:
    """Name the kind of the event class it decorates: `@kind_named("moved") class Moved(NamedTuple)`."""
    def name_it(cls: EventClass) -> EventClass:
        setattr(cls, "type", name)  # noqa: B010  (not `cls.type = name`: mypy knows no `type` on a class)
        return cls
    return name_it
