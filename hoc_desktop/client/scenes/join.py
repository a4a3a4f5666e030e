"""*Join a game*: the address a host gives (ws://HOST:PORT/TABLE) and its join code, then the
table's seats while its game waits for players; the table opens when the game begins.

What is typed is checked before any connection: an address that is not a WebSocket address, or a
code that is not of the code's shape, is one line. What the host's table answers (a wrong code, a
full table, an address nobody listens on) is the link's own one line. `connect(url, code)` is the
program's: it makes and starts the link (and keeps the seat's token, so joining the same address
again takes the same seat back); `forget(url)` drops a kept token the table refused (a table of
that name that is gone or new), and the join is tried once more for a new seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.client.kit.table_wait import TableWait
from hoc_desktop.client.scenes.net_screen import Begun, NetScreen
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.client.ui.widgets.text_field import TextField
from hoc_desktop.i18n import N_, _
from hoc_desktop.net.join_codes import code_problem
from hoc_desktop.net.link import NetLink

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

Connect = Callable[[str, str | None], NetLink]
Forget = Callable[[str], bool]          # drop the token kept for an address; True when there was one
ADDRESS_HINT = N_("An address looks like ws://192.168.1.20:8765/game: the host's screen shows it.")
MAX_ADDRESS = 200


def address_problem(text: str) -> str | None:
    """Why `text` is not a table's address (one line), or None."""
    url = text.strip()
    if not url:
        return _("Type the host's address. {hint}").format(hint=_(ADDRESS_HINT))
    if not url.startswith(("ws://", "wss://")) or "/" not in url.split("://", 1)[1].strip("/"):
        return _("Not a table's address. {hint}").format(hint=_(ADDRESS_HINT))
    return None


class JoinScene(NetScreen):
    """The Join screen (see the module docstring); `address` and `code` fill its fields."""

    def __init__(self, app: "App", connect: Connect, forget: Forget, on_back: Callable[[], object],
                 on_begun: Begun, address: str = "", code: str = "") -> None:
        self.connect, self.forget = connect, forget
        self.address = TextField(address, placeholder=_("ws://HOST:PORT/TABLE"), max_len=MAX_ADDRESS,
                                 on_submit=lambda _text: self.join())
        self.code = TextField(code, placeholder=_("XXXX-XXXX (none for an open table)"), max_len=20,
                              on_submit=lambda _text: self.join())
        self.join_button = Button(_("Join"), self.join, hotkey=pygame.K_RETURN, hotkey_label="Enter", style="primary")
        super().__init__(app, _("Join a game"), [(_("Address"), self.address), (_("Join code"), self.code)], on_back,
                         on_begun, self.join_button)
        self.say(_("Type the address and the join code your host gives you."))

    def join(self) -> None:
        """Join: the fields checked, then the link started (its answers come in `update`)."""
        problem = address_problem(self.address.text)
        code = self.code.text.strip() or None
        if problem is None and code is not None:
            problem = code_problem(code)
        if problem is not None:
            self.say(problem, problem=True)
            return
        self.follow(self.connect(self.address.text.strip(), code))
        self.say(_("Joining…"))

    def ended(self, wait: TableWait) -> bool:
        """A join refused while it held a kept token: the token is dropped and a new seat asked for."""
        client = wait.link.client
        if wait.refused and client.seat is None and client.token is not None and self.forget(client.url):
            self.follow(self.connect(client.url, client.code))
            return True
        return False
