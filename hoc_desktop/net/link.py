"""A seat at a remote table for a front end whose main loop is not asyncio (the pygame window):
the `TableClient` runs on a thread of its own with its own event loop, and the front end, once a
frame, takes the messages that arrived (`take`) and hands over its answers (`send`). Nothing the
network does ever blocks a frame, and the window needs no asyncio.

Besides the server's messages (and the client's `{"type": "connection", "state": "lost"}`),
`take` yields one last `{"type": "ended", "error": LINE | None, "refused": bool, "why": str,
"fields": {...}}` when the client stops: the game over and the connection closed (None), or a
NetError's one line (a refused join, an address that cannot be reached, a connection lost for
good), `refused` when the table itself closed it for good (client.Refused), with `why` and
`fields` its reason as data when the table sent it so (net/refusal_words.py `worded`).
"""

from __future__ import annotations

import asyncio
import queue
import threading
from typing import Any

from hoc_desktop.errors import HocError
from hoc_desktop.net.client import Refused, TableClient

STOP_WAIT = 5.0          # seconds `close` waits for the thread


class NetLink:
    """`client` played from another thread (see the module docstring)."""

    def __init__(self, client: TableClient) -> None:
        self.client = client
        self._inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self._loop = asyncio.new_event_loop()
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=self._run, name="hoc-net-link", daemon=True)

    def start(self) -> "NetLink":
        self._thread.start()
        return self

    def take(self) -> list[dict[str, Any]]:
        """The messages that arrived since the last call, oldest first (never waits)."""
        taken = []
        while True:
            try:
                taken.append(self._inbox.get_nowait())
            except queue.Empty:
                return taken

    def send(self, command: Any) -> None:
        """Send this seat's answer; a refusal comes back as the connection's close and rejoin."""
        self.send_message("command", seat=self.client.seat, command=command)

    def send_message(self, kind: str, **fields: Any) -> None:
        """Send one message of the protocol (an undo, an answer to one), as `send` does a command."""
        self._loop.call_soon_threadsafe(self._spawn, kind, fields)

    def close(self) -> None:
        """Leave the table (the seat stays ours: the token rejoins it) and stop the thread."""
        if self._thread.is_alive():
            self._loop.call_soon_threadsafe(self._stop)
            self._thread.join(STOP_WAIT)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    # ---- on the link's own thread
    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._task = self._loop.create_task(self._follow())
        try:
            self._loop.run_until_complete(self._task)
        except asyncio.CancelledError:
            self._inbox.put({"type": "ended", "error": None, "refused": False})
        finally:
            self._loop.close()

    async def _follow(self) -> None:
        error: str | None = None
        refused = False
        why: tuple[str, dict[str, Any]] = ("", {})
        try:
            async for message in self.client.messages():
                self._inbox.put(message)
        except HocError as exc:
            error, refused = str(exc), isinstance(exc, Refused)
            if isinstance(exc, Refused):
                why = (exc.why, exc.fields)
        self._inbox.put({"type": "ended", "error": error, "refused": refused, "why": why[0], "fields": why[1]})

    def _spawn(self, kind: str, fields: dict[str, Any]) -> None:
        self._loop.create_task(self._send(kind, fields))

    async def _send(self, kind: str, fields: dict[str, Any]) -> None:
        try:
            await self.client.send(kind, **fields)
        except HocError as exc:
            self._inbox.put({"type": "note", "text": str(exc)})

    def _stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
