"""Network play in the window: the title's *Host a game* and *Join a game*, and `hoc-desktop join
URL` without `--bot`. `NetPlay` belongs to the `Program` and holds what outlives one screen: the
server the window hosts (one at a time; stopped when another is started, when the host goes Back
from the Host screen, and when the window closes) and the seats' tokens, one file per table
address in the `seats/` folder beside the saves, so joining the same address again (after leaving
the table, or after a restart) takes the same seat back. The host's own seat's token is kept in
memory while its server runs and written there only when it stops (and no file is there yet):
another window on the same machine, joining the same address as a friend, must not find it and
take the host's seat. A kept token the table refuses (its table gone) is dropped and the join
tried again for a new seat (scenes/join.py).

A hosted game is saved by its server at every turn in `hosted/` beside the saves, one folder per
hosted table, which `hoc-desktop serve --tables-dir` resumes (docs/network.md). A network game
never touches the autosave: the local game in progress stays for Continue, so neither Host nor
Join needs to ask before it starts (a new local game does, through `Program.make_room`).
"""

from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

from hoc_desktop.client.game_config import SetupDict
from hoc_desktop.client.kit.remote_session import RemoteSession
from hoc_desktop.client.kit.window_kit import window_kits
from hoc_desktop.client.scenes.host import HostScene, hosting_problem
from hoc_desktop.client.scenes.join import JoinScene
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.ui.menu import MenuScene
from hoc_desktop.errors import HocError
from hoc_desktop.i18n import _
from hoc_desktop.net.bot import keep_token, read_token
from hoc_desktop.net.client import NetError, TableClient
from hoc_desktop.net.hosting import HostedServer
from hoc_desktop.net.link import NetLink
from hoc_desktop.net.serving_defaults import DEFAULT_PORT

if TYPE_CHECKING:
    from hoc_desktop.client.main import Program

ANY_HOST = "0.0.0.0"
LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class JoinAsked:
    """`hoc-desktop join URL` without `--bot`: the table and what to create when there is none."""

    url: str
    code: str | None = None
    game: str | None = None
    players: int | None = None


class NetPlay:
    """The program's network play (see the module docstring). `data`: the folder beside the saves
    (None: nothing is kept on disk); `port`: where a hosted server listens first (0: any free
    port); `advice`: an AI level whose advice the table sends with each prompt (the smoke test's
    and the tests' stand-in plays it)."""

    def __init__(self, program: "Program", data: Path | None, port: int = DEFAULT_PORT,
                 advice: str | None = None) -> None:
        self.program = program
        self.data = data
        self.port = port
        self.advice = advice
        self.hosted: HostedServer | None = None
        self.host_seat: tuple[str, str] | None = None     # (address, token) of the host's own seat
        self.asked: JoinAsked | None = None
        program.app.add_close_hook(self.stop_hosting)

    # ---- the title's buttons
    def host(self) -> None:
        """*Host a game*: which game (when there are several), then its setup screen."""
        app = self.program.app
        kits = window_kits()
        if len(kits) == 1:
            self.host_setup(kits[0].name)
            return
        app.push(MenuScene(app, _("Host which game?"), [(kit.caption, self._setup_opener(kit.name)) for kit in kits]))

    def _setup_opener(self, game: str) -> Callable[[], None]:
        return lambda: self.host_setup(game)

    def host_setup(self, game: str) -> None:
        """`game`'s setup screen, whose Start leads to the Host screen: its people's seats are the
        host's (the first) and the friends'."""
        self.program.new_game(game, start=lambda setup, kinds: self.host_table(game, setup, kinds))

    def host_table(self, game: str, setup: SetupDict, kinds: list[str]) -> None:
        """The Host screen of the setup chosen (or, in one line, why it cannot be hosted)."""
        app = self.program.app
        problem = hosting_problem(setup, kinds)
        if problem is not None:
            app.push(ConfirmScene(app, _("This game cannot be hosted"), _("OK"), _("Back"), lambda: None,
                                  detail=problem))
            return
        app.push(HostScene(app, game, setup, kinds, self.serve, self.connect_host, self._host_back, self.begin))

    def _host_back(self) -> None:
        self.stop_hosting()
        self.program.app.pop()

    def join(self, asked: JoinAsked | None = None) -> None:
        """*Join a game* (its fields filled and joined at once when `asked`)."""
        app = self.program.app
        self.asked = asked
        scene = JoinScene(app, self.connect, self.forget, app.pop, self.begin, asked.url if asked else "",
                          (asked.code or "") if asked else "")
        app.push(scene)
        if asked is not None:
            scene.join()

    # ---- links and the server
    def connect(self, url: str, code: str | None) -> NetLink:
        """A started link to the table at `url`, keeping its seat's token (see the module docstring)."""
        token_file = self.token_file(url)
        try:
            token = read_token(token_file)
        except NetError:
            token = None                  # a damaged token file: a new seat, whose token replaces it
        asked = self.asked if self.asked is not None and self.asked.url == url else None
        client = TableClient(url, asked.game if asked else None, asked.players if asked else None, self.advice,
                             token, keep_token(token_file), code=code)
        return NetLink(client).start()

    def connect_host(self, url: str, code: str | None) -> NetLink:
        """The host's own seat at its table at `url`: its token is kept in memory (module docstring)."""
        def keep(token: str) -> None:
            self.host_seat = (url, token)

        return NetLink(TableClient(url, bot=self.advice, on_token=keep, code=code)).start()

    def forget(self, url: str) -> bool:
        """Drop the token kept for `url`; True when there was one."""
        token_file = self.token_file(url)
        if token_file is None or not token_file.exists():
            return False
        token_file.unlink(missing_ok=True)
        return True

    def token_file(self, url: str) -> Path | None:
        """Where the token of this window's seat at `url` is kept (None: nothing is kept on disk)."""
        if self.data is None:
            return None
        return self.data / "seats" / f"{hashlib.sha256(url.encode()).hexdigest()[:24]}.token"

    def serve(self, lan: bool) -> HostedServer:
        """A server for a new hosted table, listening on this computer only or on every network
        (`lan`), at `port` when it is free, else at any free port; the previous one is stopped."""
        self.stop_hosting()
        folder = None if self.data is None else self.data / "hosted" / time.strftime("%Y%m%d-%H%M%S")
        host = ANY_HOST if lan else LOOPBACK
        try:
            server = HostedServer(host, self.port, folder)
            server.start()
        except NetError:
            if self.port == 0:
                raise
            server = HostedServer(host, 0, folder)
            server.start()
        self.hosted = server
        return server

    def stop_hosting(self) -> None:
        """Stop the hosted server; the host's seat's token is written for a later rejoin."""
        if self.hosted is not None:
            self.hosted.stop()
            self.hosted = None
        if self.host_seat is not None:
            url, token = self.host_seat
            self.host_seat = None
            token_file = self.token_file(url)
            keep = keep_token(token_file)
            if keep is not None and token_file is not None and not token_file.exists():
                try:
                    keep(token)
                except NetError:
                    pass                  # the seat is only lost to a restart; the game is the server's

    # ---- the game begins
    def begin(self, link: NetLink, messages: list[dict[str, Any]]) -> None:
        """The table's game has begun: this seat's table opens."""
        try:
            session = RemoteSession.joined(link, messages)
        except (HocError, KeyError, TypeError, ValueError) as exc:       # a table that sent nonsense
            link.close()
            app = self.program.app
            app.push(ConfirmScene(app, _("This table cannot be played"), _("OK"), _("Back"), lambda: None,
                                  detail=_("It sent a welcome this window cannot read ({problem}).").format(
                                      problem=exc)))
            return
        if self.advice is not None:
            session.stand_ins[session.viewer] = self.advice
        self.program.play(session)
