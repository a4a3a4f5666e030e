"""*Host a game*: the game the host chose on its setup screen, served from this window.

The screen starts a server beside the window (`serve(lan)`, the program's: net/hosting.py), opens
a private table of the chosen setup on it, under a new name (each AI seat played by the table,
each person's seat but the host's left for a friend) and joins the host's own seat over loopback
(`connect`: the program keeps that seat's token), like any remote player: the game, its seed and
every hidden card stay in the server. It shows what to give the friends, the table's address
(ws://HOST:PORT/TABLE) and its join code, large, with a button that copies both to the clipboard
when pygame can reach it, and who has joined. The table opens when the last seat is taken.

The server listens on this computer only unless *Friends from* says the local network: changing
it opens the table again on a new server (a fresh code), which is only allowed while no friend has
joined.
"""

from __future__ import annotations

import secrets
import socket
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from hoc_desktop.client.game_config import HUMAN, SetupDict
from hoc_desktop.client.kit.window_kit import window_kit
from hoc_desktop.client.scenes.net_screen import Begun, NetScreen
from hoc_desktop.client.scenes.join import Connect
from hoc_desktop.client.ui.widgets import Button, Choice, Label
from hoc_desktop.client.ui.widgets.text_field import copy_to_clipboard
from hoc_desktop.net.client import NetError
from hoc_desktop.net.hosting import HostedServer
from hoc_desktop.i18n import N_, _
from hoc_desktop.net.join_codes import new_join_code

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

Serve = Callable[[bool], HostedServer]
LOOPBACK = "127.0.0.1"
REACH = (N_("This computer only"), N_("The local network (LAN)"))


def lan_address() -> str:
    """This machine's address on its local network, as a friend there reaches it: the address of
    the interface a datagram to a private address would leave by (connecting a UDP socket sends
    nothing); the loopback address when there is no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return LOOPBACK
    finally:
        probe.close()


def hosted_seats(kinds: Sequence[str]) -> list[str | None]:
    """Each seat of a hosted table: the AI level the table plays it with, or None for a person
    (the host's seat, the first person's, and every friend's)."""
    return [None if kind == HUMAN else kind for kind in kinds]


def hosting_problem(setup: SetupDict, kinds: Sequence[str]) -> str | None:
    """Why this setup cannot be hosted (one line), or None: a seat for the host and one for a
    friend at least, and no card packs (a friend's window has none of the host's files)."""
    if setup.get("packs"):
        return _("A hosted game plays the bundled cards only: leave the card packs out.")
    if sum(1 for kind in kinds if kind == HUMAN) < 2:
        return _("Make at least two seats people: the first is yours, the others your friends'.")
    return None


class HostScene(NetScreen):
    """The Host screen (see the module docstring): `game`'s `setup` with seat `kinds`."""

    def __init__(self, app: "App", game: str, setup: SetupDict, kinds: Sequence[str], serve: Serve,
                 connect: Connect, on_back: Callable[[], object], on_begun: Begun) -> None:
        self.game, self.setup, self.kinds = game, setup, list(kinds)
        self.serve, self.connect = serve, connect
        self.address = Label("", "large", bold=True)
        self.code = Label("", "title", bold=True)        # read aloud or typed: as large as the heading
        self.reach = Choice([_(reach) for reach in REACH], 0, on_change=self._reach_changed)
        self.copy = Button(_("Copy address and code"), self.copy_invite, hotkey=pygame.K_c, hotkey_label="C")
        super().__init__(app, _("Host a game of {game}").format(game=window_kit(game).caption),
                         [(_("Address"), self.address), (_("Join code"), self.code), (_("Friends from"), self.reach)],
                         on_back, on_begun, self.copy)
        self.invite: tuple[str, str] | None = None

    def on_enter(self) -> None:
        self.open(lan=False)

    def open(self, lan: bool) -> None:
        """Serve (this computer only, or the LAN), open the table, and join the host's seat."""
        code = new_join_code()
        name = f"game-{secrets.token_hex(2)}"       # a new address for every table: no old seat token fits it
        try:
            server = self.serve(lan)
            server.open_table(name, self.game, self.setup, hosted_seats(self.kinds), code)
        except NetError as exc:
            self.invite = None
            self.say(_("Cannot host: {problem}").format(problem=exc), problem=True)
            return
        url = f"ws://{lan_address() if lan else LOOPBACK}:{server.server.port}/{name}"
        self.invite = (url, code)
        self.address.set_text(url)
        self.code.set_text(code)
        self.follow(self.connect(f"ws://{LOOPBACK}:{server.server.port}/{name}", code))
        self.say(_("Give your friends the address and the join code.") if lan
                 else _("Give your friends the address and the join code. This computer only: "
                        "choose the local network for friends at other machines."))

    def _reach_changed(self, index: int) -> None:
        wait = self.wait
        if wait is not None and any(status.get("taken") and status.get("seat") != wait.seat and not status.get("ai")
                                    for status in wait.seats):
            self.reach.index = 1 - index
            self.reach.dirty = True
            self.say(_("A friend has joined: the address cannot change now."), problem=True)
            return
        self.drop_link()
        self.open(lan=index == 1)

    def copy_invite(self) -> None:
        if self.invite is None:
            return
        url, code = self.invite
        if copy_to_clipboard(f"{url} {code}"):
            self.say(_("Copied: paste it to your friends."))
        else:
            self.say(_("The clipboard cannot be reached here: read the address and code from the screen."),
                     problem=True)

    def waiting(self, wait: Any) -> None:
        super().waiting(wait)
        if wait.missing():
            self.message.set_text(_("{waiting} Give them the address and the join code.").format(
                waiting=self.message.text))
