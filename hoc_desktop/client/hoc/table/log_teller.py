"""The table's log in words: the viewer's events told run by run of one command, and each AI
decision's reason (the "why" it gives) right under the first line its own command told.

The same events come in beats while play goes on (the pacer) and all at once when the log is told
again (an undo, a hot-seat hand-over, Continue or Load). A reason placed after the lines of its
run therefore moved: under "Turn 5: You" once a command's run reached the next turn. Tying it to
the first line of its command keeps it under the action it explains either way; a command whose
first beat tells nothing carries its reason on to its first line that does. Draws in a row by one
player are one line however the beats split them (the kit's log_telling.py), unless a reason
stands between them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from hoc_desktop.client.kit.log_telling import LogTelling
from hoc_desktop.engine.core.told import HEADING
from hoc_desktop.ai.reason_words import explanation
from hoc_desktop.engine.hoc.events import CardRef

if TYPE_CHECKING:
    from hoc_desktop.client.kit.session import GameSession

REASON_MARK = "   » "


@dataclass(frozen=True)
class LogEntry:
    """One line for the log: its words, its kind ("heading", "plain" or "reason") and the first
    card it names (hovering the line zooms that card)."""

    text: str
    kind: str
    card: str | None = None


class LogTeller:
    """Where the telling stands: the last command told, and a reason still waiting for its line."""

    def __init__(self) -> None:
        self.last_command = -1
        self.why = ""
        self.telling = LogTelling()

    def lines(self, session: "GameSession", start: int, end: int) -> tuple[int, list[LogEntry]]:
        """The log lines of the viewer's events `start`..`end`: (how many of the log's last lines to
        take back first, the lines to add), the lines taken back told again among the new ones."""
        out: list[LogEntry] = []
        back = 0
        i = start
        while i < end:
            command = session.command_of_event(i)
            j = i + 1
            while j < end and session.command_of_event(j) == command:
                j += 1
            if command != self.last_command:
                self._flush(out)                  # an earlier command told no line: its reason still comes
                self.last_command = command
                self.why = explanation(session.reasons.get(command, ""))
            again, told_lines = self.telling.tell(session.describe, i, j)
            kept = min(again, len(out))           # the lines told again: this call's first, then the log's
            del out[len(out) - kept:]
            back += again - kept
            for told in told_lines:
                heading = told.kind == HEADING
                card = next((c.key for c in told.cards if isinstance(c, CardRef)), None)
                out.append(LogEntry(told.text.strip("-= ") if heading else told.text, "heading" if heading else "plain",
                                    card))
                self._flush(out)
            i = j
        return back, out

    def _flush(self, out: list[LogEntry]) -> None:
        if self.why:
            out.append(LogEntry(f"{REASON_MARK}{self.why}", "reason"))
            self.why = ""
            self.telling.interrupted()
