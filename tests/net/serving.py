"""What the network tests share: a server of tables in the test's own event loop on 127.0.0.1
(port 0: a free port), raw seats that speak the protocol by hand, and a bound on every wait."""

from __future__ import annotations

import asyncio
import json
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Coroutine, TypeVar

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from hoc_desktop.net.protocol import VERSION
from hoc_desktop.net.server import TableServer

T = TypeVar("T")
WAIT = 10.0          # seconds any one message may take on loopback
GAME_WAIT = 120.0    # seconds a whole test may take


def run(coro: Coroutine[Any, Any, T], timeout: float = GAME_WAIT) -> T:
    return asyncio.run(asyncio.wait_for(coro, timeout))


@asynccontextmanager
async def serving(tables: Path | None, port: int = 0, seat_wait: float = 120) -> AsyncIterator[TableServer]:
    server = TableServer("127.0.0.1", port, tables, seat_wait=seat_wait)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


async def receive(ws: ClientConnection) -> dict[str, Any]:
    return json.loads(await asyncio.wait_for(ws.recv(), WAIT))


async def seat(url: str, **join: Any) -> tuple[ClientConnection, dict[str, Any], dict[str, Any]]:
    """A raw connection that joined: (socket, its welcome, its first update)."""
    ws = await connect(url, proxy=None, open_timeout=WAIT, max_size=None)
    await ws.send(json.dumps({"v": VERSION, "type": "join", **join}))
    welcome = await receive(ws)
    return ws, welcome, await update(ws)


async def update(ws: ClientConnection) -> dict[str, Any]:
    """The next `update` message (`seats` messages on the way are skipped)."""
    while (message := await receive(ws))["type"] != "update":
        pass
    return message


async def closed(ws: ClientConnection) -> tuple[int | None, str]:
    """The close code and reason, once the server closed this connection (messages before are read)."""
    try:
        while True:
            await asyncio.wait_for(ws.recv(), WAIT)
    except (ConnectionClosed, TimeoutError):
        pass
    return ws.close_code, ws.close_reason or ""


def command(seat: int, answer: Any) -> str:
    return json.dumps({"v": VERSION, "type": "command", "seat": seat, "command": answer})
