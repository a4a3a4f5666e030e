"""A seat at a remote table, for any game and any front end (the headless bot, the window later):
it connects, joins, keeps what the table sent this seat (its stream of events, the prompt, the
seats' status, the result) and sends this seat's commands. It imports no game and no pygame.

`TableClient.messages()` is an async iterator of the server's messages as dicts; the client has
already taken each into its own fields when it is yielded. A dropped connection is not the end:
the client yields `{"type": "connection", "state": "lost"}` (the front end shows "connection lost,
reconnecting"), reconnects with its token for up to `reconnect_for` seconds, and the server sends
the seat's whole stream again, which replaces the one kept (so a server restarted from its save,
whose stream may be shorter, is followed too). A refusal (full table, unknown game, a bad message)
and an address that cannot be reached at the first connection end the iteration with NetError in
one line.
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any, AsyncIterator, Callable

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from hoc_desktop.errors import HocError
from hoc_desktop.net import protocol
from hoc_desktop.net.protocol import CLOSE_DONE, FINAL_CLOSES, MAX_SERVER_MESSAGE
from hoc_desktop.safe_text import clip

OPEN_TIMEOUT = 10.0
RECONNECT_FOR = 120.0        # seconds of reconnecting before a lost connection is given up
RETRY_DELAYS = (0.2, 0.5, 1.0, 2.0)


class NetError(HocError):
    """A table that cannot be joined or reached, in one line."""


class Refused(NetError):
    """The table closed this connection for good (a refused join or message), in its own words:
    before a welcome, the seat's token (if one was given) holds no seat there. `why` and `fields`
    are the reason as data when the table sent it so (net/refusal_words.py), else "" and {}."""

    def __init__(self, line: str, why: str = "", fields: dict[str, Any] | None = None) -> None:
        super().__init__(line)
        self.why = why
        self.fields = fields or {}


class TableClient:
    """One seat's connection to `url` (ws://H:P/TABLE); see the module docstring.

    `game` and `players` say what table to create when there is none; `bot` the AI level a bot
    client plays with (its prompts then carry `advice`); `token` rejoins a seat held before;
    `on_token(token)` is called when the server gives or confirms it, for keeping it on disk;
    `code` is a private table's join code (creating a table with one makes it private); `ai`
    gives each seat of a table this join creates an AI level the table plays it with (None: a person)."""

    def __init__(self, url: str, game: str | None = None, players: int | None = None, bot: str | None = None,
                 token: str | None = None, on_token: Callable[[str], None] | None = None,
                 reconnect_for: float = RECONNECT_FOR, code: str | None = None,
                 ai: list[str | None] | None = None) -> None:
        self.url = url
        self.code = code
        self.ai = ai
        self.game = game
        self.players = players
        self.bot = bot
        self.token = token
        self.on_token = on_token
        self.reconnect_for = reconnect_for
        self.seat: int | None = None
        self.events: list[dict[str, Any]] = []
        self.prompt: dict[str, Any] | None = None
        self.advice: Any = None
        self.at = 0                               # the commands played so far: names the prompt
        self.seats: list[dict[str, Any]] = []
        self.setup: dict[str, Any] | None = None     # the table's public setup (no seed), from the welcome
        self.result: str | None = None
        self._refusal: tuple[str, dict[str, Any]] = ("", {})    # the last "refused" message: why the close comes
        self._ws: ClientConnection | None = None

    async def messages(self) -> AsyncIterator[dict[str, Any]]:
        """The server's messages, across reconnections (see the module docstring)."""
        lost_at: float | None = None
        attempt = 0
        while True:
            try:
                async with connect(self.url, max_size=MAX_SERVER_MESSAGE, proxy=None,
                                   open_timeout=OPEN_TIMEOUT) as ws:
                    self._ws = ws
                    await ws.send(protocol.message("join", token=self.token, game=self.game, players=self.players,
                                                   bot=self.bot, code=self.code, ai=self.ai))
                    async for raw in ws:
                        message = json.loads(raw)
                        self._take(message)
                        lost_at, attempt = None, 0
                        yield message
                    closed = ws.close_code, ws.close_reason
            except ConnectionClosed as exc:
                closed = (exc.rcvd.code, exc.rcvd.reason) if exc.rcvd is not None else (None, "")
            except (OSError, InvalidHandshake, TimeoutError) as exc:
                if self.seat is None:
                    raise NetError(f"cannot reach {clip(self.url, 100)}: {_why(exc)}") from None
                closed = (None, "")
            except InvalidURI:
                raise NetError(f"not a WebSocket address: {clip(self.url, 100)} (ws://HOST:PORT/TABLE)") from None
            finally:
                self._ws = None
            code, reason = closed
            if code == CLOSE_DONE or (code in FINAL_CLOSES and self.result is not None):
                return
            if code in FINAL_CLOSES:
                why, fields = self._refusal
                raise Refused(f"{clip(self.url, 100)}: {reason or 'the server closed the connection'}", why, fields)
            now = time.monotonic()
            lost_at = lost_at or now
            if now - lost_at > self.reconnect_for:
                raise NetError(f"{clip(self.url, 100)}: the connection was lost and did not come back")
            yield {"type": "connection", "state": "lost"}
            await asyncio.sleep(RETRY_DELAYS[min(attempt, len(RETRY_DELAYS) - 1)])
            attempt += 1

    async def send_command(self, command: Any) -> None:
        """Send this seat's answer to its prompt (a list or tuple, one of the prompt's options)."""
        if self.seat is None:
            raise NetError("not connected to a table")
        await self.send("command", seat=self.seat, command=command)

    async def send(self, kind: str, **fields: Any) -> None:
        """Send one message of the protocol for this seat (an undo, an answer to one)."""
        if self._ws is None or self.seat is None:
            raise NetError("not connected to a table")
        await self._ws.send(protocol.message(kind, **fields))

    async def close(self) -> None:
        if self._ws is not None:
            await self._ws.close()

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome":
            self.seat, self.token, self.seats = message["seat"], message["token"], message["seats"]
            self.setup = message["setup"]
            self.prompt = self.advice = None          # the update after a welcome says what is asked now
            if self.on_token is not None:
                self.on_token(message["token"])
        elif kind == "update":
            start = message["from"]
            self.events[start:] = message["events"]
            self.prompt, self.advice, self.at = message["prompt"], message["advice"], message["at"]
            if message["result"] is not None:
                self.result = message["result"]["line"]
        elif kind == "seats":
            self.seats = message["seats"]
        elif kind == "rewind":
            del self.events[message["to"]:]           # an undo: the update that follows goes on from here
        elif kind == "refused":
            why, fields = message.get("why"), message.get("fields")
            if isinstance(why, str) and isinstance(fields, dict):
                self._refusal = (why, fields)


def _why(exc: BaseException) -> str:
    return clip(getattr(exc, "strerror", None) or str(exc) or type(exc).__name__, 100)
