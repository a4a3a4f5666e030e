"""A table server on a thread of its own, for a window that hosts a game: the server runs beside
the window (its own event loop), the host's own seat joins it over loopback like any remote
player (net/link.py), and it stops when the window is done with it. The host's machine is the
authority: the game, the seed and every hidden card stay in this process's server thread.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Sequence

from hoc_desktop.game_kit import SetupDict
from hoc_desktop.net.client import NetError
from hoc_desktop.net.protocol import ProtocolError
from hoc_desktop.net.server import TableServer
from hoc_desktop.net.serving_defaults import DEFAULT_SEAT_WAIT, DEFAULT_TAKEOVER

START_WAIT = 10.0        # seconds `start` waits for the server to listen


class HostedServer:
    """A TableServer listening on `host:port` (port 0: any free one) from a background thread."""

    def __init__(self, host: str = "127.0.0.1", port: int = 0, tables_dir: Path | None = None,
                 seat_wait: float = DEFAULT_SEAT_WAIT, takeover: str = DEFAULT_TAKEOVER) -> None:
        self.server = TableServer(host, port, tables_dir, seat_wait=seat_wait, takeover=takeover)
        self._loop = asyncio.new_event_loop()
        self._listening = threading.Event()
        self._stopping: asyncio.Event | None = None
        self._problem: str | None = None
        self._thread = threading.Thread(target=self._run, name="hoc-net-host", daemon=True)

    @property
    def url(self) -> str:
        return self.server.url

    def start(self) -> str:
        """Listen; the server's address (NetError, one line, when it cannot listen)."""
        self._thread.start()
        if not self._listening.wait(START_WAIT) or self._problem is not None:
            self.stop()
            raise NetError(self._problem or f"the server did not start listening within {START_WAIT:.0f} s")
        return self.url

    def open_table(self, name: str, game: str, setup: SetupDict, ai: Sequence[str | None], code: str | None) -> None:
        """Create table `name` of `game` as the host chose it (names, cards, rules: `setup`, whose
        seed the server replaces with a secret one; `ai`: each seat's AI level, or None for a
        person) on the server's own thread, private with `code`; NetError in one line when the
        server refuses it."""
        async def create() -> None:
            self.server.lobby.create(name, game, len(ai), code, tuple(ai), setup)

        try:
            asyncio.run_coroutine_threadsafe(create(), self._loop).result(START_WAIT)
        except ProtocolError as exc:
            raise NetError(exc.reason) from None
        except TimeoutError:
            raise NetError(f"the server did not open the table within {START_WAIT:.0f} s") from None

    def stop(self) -> None:
        if self._thread.is_alive() and self._stopping is not None:
            self._loop.call_soon_threadsafe(self._stopping.set)
            self._thread.join(START_WAIT)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        finally:
            self._loop.close()

    async def _serve(self) -> None:
        self._stopping = asyncio.Event()
        try:
            await self.server.start()
        except OSError as exc:
            self._problem = f"cannot listen on {self.server.host}:{self.server.port}: {exc.strerror or exc}"
            self._listening.set()
            return
        self._listening.set()
        try:
            await self._stopping.wait()
        finally:
            await self.server.stop()
