"""A table's log told a beat at a time, draws in a row by one player still one line.

A table tells its viewer's events as it shows them: a card moves, its line comes (Heart of
Crown's pacer releases draws one by one). Each game's `tell` folds draws in a row into one line
("You draw City, Duke."), but only within the events it is given. So when a telling opens with a
draw by the player whose draw ended the telling before it, that earlier telling's lines are taken
back and its events told again together with the new ones: the game words the joined line itself,
in the player's language, and no line is read as text to find a draw (each `Told` says its kind
and its drawer).
"""

from __future__ import annotations

from typing import Callable

from hoc_desktop.engine.core.told import DRAW, Told

Describe = Callable[[int, int], list[Told]]
"""The lines of the viewer's events start..end (a session's `describe`)."""


class LogTelling:
    """Where the log's last lines came from: the events they were told from and whether they end
    in a draw (and whose)."""

    def __init__(self) -> None:
        self._start = 0                  # where in the viewer's stream the last telling began
        self._lines = 0                  # how many of the log's last lines it made
        self._drawer: int | None = None  # the seat whose draw ended it (None: it ended otherwise)

    def tell(self, describe: Describe, start: int, end: int) -> tuple[int, list[Told]]:
        """The lines of events `start`..`end`, which follow the last telling's: (how many of the
        log's last lines to take back, the lines to add after that)."""
        told = describe(start, end)
        back = 0
        if self._drawer is not None and told and told[0].kind == DRAW and told[0].seat == self._drawer:
            back, start = self._lines, self._start
            told = describe(start, end)
        self._start, self._lines = start, len(told)
        self._drawer = told[-1].seat if told and told[-1].kind == DRAW else None
        return back, told

    def interrupted(self) -> None:
        """A line of the table's own came after the last telling (an AI's reason): the next draw
        begins a line of its own."""
        self._drawer = None
