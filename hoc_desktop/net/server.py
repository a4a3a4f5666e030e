"""The WebSocket server (`websockets`' asyncio API): one coroutine per connection. The path says
where a connection goes: `/` the lobby (the open tables as JSON, then the connection closes),
`/NAME` a table (a checked name; the first message must be a join). Every message is at most
MAX_CLIENT_MESSAGE bytes (the library closes a bigger one with 1009) and is read by
`protocol`; a message that fails closes that connection alone, with its code and reason. A join
with a wrong token or join code counts against its address (join_codes.FailedJoins), and an
address that guessed too often is refused before its join is read.

A connection's messages go out through its own queue and writer task (`Connection`), so the table
hands them over without waiting and a slow reader only slows itself.
"""

from __future__ import annotations

import asyncio
import ssl
from pathlib import Path
from typing import Callable

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from hoc_desktop.errors import UsageError
from hoc_desktop.i18n import _
from hoc_desktop.net import protocol
from hoc_desktop.net.join_codes import FailedJoins
from hoc_desktop.net.lobby import Lobby
from hoc_desktop.net.serving_defaults import DEFAULT_SEAT_WAIT, DEFAULT_TAKEOVER
from hoc_desktop.net.protocol import CLOSE_DONE, CLOSE_REFUSED, MAX_CLIENT_MESSAGE, ProtocolError, WrongSecret
from hoc_desktop.net.table_names import MAX_TABLE_NAME, is_table_name
from hoc_desktop.net.table_store import TableStore
from hoc_desktop.safe_io import display

JOIN_TIMEOUT = 10.0          # seconds a new connection has to send its join


class Connection:
    """A seat's outbox (table.Outbox) over one socket: a queue and the task that empties it."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[str | tuple[int, str]] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write())

    def put(self, text: str) -> None:
        self.queue.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        self.queue.put_nowait((code, reason))

    async def _write(self) -> None:
        try:
            while True:
                item = await self.queue.get()
                if isinstance(item, tuple):
                    await self.ws.close(*item)
                    return
                await self.ws.send(item)
        except ConnectionClosed:
            pass


class TableServer:
    """A lobby of tables served at ws://host:port (wss:// with a TLS context)."""

    def __init__(self, host: str, port: int, tables_dir: Path | None, tls: ssl.SSLContext | None = None,
                 seat_wait: float = DEFAULT_SEAT_WAIT, takeover: str = DEFAULT_TAKEOVER) -> None:
        self.host = host
        self.port = port
        self.tls = tls
        self.lobby = Lobby(None if tables_dir is None else TableStore(tables_dir), seat_wait, takeover)
        self.failed_joins = FailedJoins()
        self._server: Server | None = None

    @property
    def url(self) -> str:
        return f"{'wss' if self.tls else 'ws'}://{self.host}:{self.port}"

    async def start(self) -> list[str]:
        """Resume the stored tables and listen; the lines of tables that could not be resumed."""
        problems = self.lobby.resume()
        self._server = await serve(self._handle, self.host, self.port, ssl=self.tls, max_size=MAX_CLIENT_MESSAGE,
                                   max_queue=4)
        self.port = self._server.sockets[0].getsockname()[1]
        return problems

    async def stop(self) -> None:
        self.lobby.close()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def _handle(self, ws: ServerConnection) -> None:
        try:
            name = ws.request.path.partition("?")[0][1:] if ws.request is not None else ""
            if name == "":
                await ws.send(protocol.message("lobby", tables=self.lobby.listing()))
                await ws.close(CLOSE_DONE, "lobby")
                return
            if not is_table_name(name):
                raise ProtocolError(f"a table's name is 1 to {MAX_TABLE_NAME} letters, digits, '_' or '-'",
                                    CLOSE_REFUSED)
            address = str(ws.remote_address[0]) if ws.remote_address else ""
            if self.failed_joins.blocked(address):
                raise ProtocolError("too many wrong join codes or tokens from this address: wait a minute",
                                    CLOSE_REFUSED)
            try:
                raw = await asyncio.wait_for(ws.recv(), JOIN_TIMEOUT)
            except TimeoutError:
                raise ProtocolError("no join message in time") from None
            try:
                await self._seated(ws, name, protocol.read_join(raw))
            except WrongSecret:
                self.failed_joins.failed(address)
                raise
        except ProtocolError as exc:
            await ws.close(exc.code, exc.reason)
        except ConnectionClosed:
            pass

    async def _seated(self, ws: ServerConnection, name: str, join: protocol.Join) -> None:
        table = self.lobby.table_for(name, join)
        number, token = table.claim(join)
        conn = Connection(ws)
        table.attach(number, token, conn)
        try:
            async for raw in ws:
                table.receive(number, protocol.read_seated(raw))
        except ProtocolError as exc:
            conn.close(exc.code, exc.reason)
        finally:
            table.detach(number, conn)
            conn.close(CLOSE_DONE, "")           # after what is queued; the first close wins
            try:
                await asyncio.wait_for(conn.writer, ws.close_timeout or 10)
            except TimeoutError:
                pass                              # wait_for cancelled the writer


def tls_context(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    """The server's TLS context from `--cert` and `--key` (both or neither; UsageError in one line)."""
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise UsageError("--cert and --key go together: give both for TLS, or neither")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    try:
        context.load_cert_chain(cert, key)
    except (OSError, ssl.SSLError) as exc:
        raise UsageError(f"cannot use the certificate {display(cert)} with the key {display(key)}: "
                         f"{getattr(exc, 'strerror', None) or exc}") from None
    return context


def run_forever(server: TableServer, announce: Callable[[str], None], warn: Callable[[str], None]) -> None:
    """Serve until interrupted: `announce` gets the first line, `serving on URL`, once the server
    listens; `warn` one line per stored table that could not be resumed."""

    async def main() -> None:
        problems = await server.start()
        announce(_("serving on {url}").format(url=server.url))
        for problem in problems:
            warn(_("table not resumed: {problem}").format(problem=problem))
        try:
            await asyncio.Event().wait()
        finally:
            await server.stop()

    asyncio.run(main())
