"""A seat joined at a network table whose game has not begun: what the Host and Join screens follow
once a frame, with no pygame in sight. It takes what the link brought (keeping every message, for
the `RemoteSession` that takes over once the game begins), and says who sits where, whether the
game has begun (every seat taken: the table then sends a prompt's seat, or a result) and the one
line that ended the link (a refused join, an address that cannot be reached).
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.i18n.player_names import level_word, shown_name
from hoc_desktop.i18n import _
from hoc_desktop.net.link import NetLink
from hoc_desktop.net import refusal_words


class TableWait:
    """`link`'s table before its game begins (see the module docstring)."""

    def __init__(self, link: NetLink) -> None:
        self.link = link
        self.taken: list[dict[str, Any]] = []
        self.seat: int | None = None
        self.players: list[str] = []
        self.seats: list[dict[str, Any]] = []
        self.error: str | None = None
        self.refused = False                # the table itself refused the join (client.Refused)
        self.begun = False

    def poll(self) -> bool:
        """Take what arrived; True when anything did."""
        new = self.link.take()
        for message in new:
            self.taken.append(message)
            kind = message.get("type")
            if kind == "welcome":
                self.seat, self.players, self.seats = message["seat"], list(message["players"]), message["seats"]
            elif kind == "seats":
                self.seats = message["seats"]
            elif kind == "update" and (message.get("turn_of") is not None or message.get("result") is not None):
                self.begun = True
            elif kind == "ended":
                error = message.get("error")
                self.error = (refusal_words.worded(message.get("why"), message.get("fields"), str(error)) if error
                              else _("the table closed before the game began"))
                self.refused = bool(message.get("refused"))
        return bool(new)

    def missing(self) -> int:
        """How many seats are still free."""
        return sum(1 for status in self.seats if not status.get("taken"))

    def seat_lines(self) -> list[str]:
        """Each seat in words: whose, and whether its player has come."""
        lines = []
        for status in self.seats:
            number = int(status["seat"])
            name = (shown_name(self.players[number]) if number < len(self.players)
                    else _("Seat {number}").format(number=number + 1))
            if number == self.seat:
                state = _("you")
            elif status.get("ai"):
                state = _("played by the AI ({level})").format(level=level_word(status["ai"]))
            elif status.get("taken"):
                state = _("joined") if status.get("connected") else _("joined, connection lost")
            else:
                state = _("waiting for a friend to join…")
            lines.append(_("{number}. {name}: {state}").format(number=number + 1, name=name, state=state))
        return lines

    def close(self) -> None:
        self.link.close()
