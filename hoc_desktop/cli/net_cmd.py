"""`hoc-desktop serve` (a headless server of many tables) and `hoc-desktop join URL` (a seat at
one; headless with `--bot LEVEL`). Network play is described in docs/network.md; the package is
hoc_desktop/net/. Every failure a user can cause (a full table, an unknown game, an address that
cannot be reached, a certificate that does not load) is one line and exit status 2."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path
from typing import Callable

from hoc_desktop.errors import UsageError
from hoc_desktop.games import game_names, kit_named

DEFAULT_PORT = 8765
MAX_PLAYERS = 8
MAX_WAIT = 86_400


def add_parsers(sub: argparse._SubParsersAction, whole: Callable[[str, int, int], int]) -> None:
    serve = sub.add_parser("serve", help="host many network tables headless (ws://HOST:PORT/TABLE)")
    serve.add_argument("--host", default="127.0.0.1",
                       help="the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for a LAN)")
    serve.add_argument("--port", type=lambda text: whole(text, 0, 65535), default=DEFAULT_PORT,
                       help=f"the port (default {DEFAULT_PORT}; 0: any free port, printed)")
    serve.add_argument("--cert", type=Path, default=None, help="a TLS certificate (PEM): serve wss:// with --key")
    serve.add_argument("--key", type=Path, default=None, help="the TLS certificate's private key (PEM)")
    serve.add_argument("--tables-dir", type=Path, default=None,
                       help="where tables are saved at every turn and resumed from after a restart "
                            "(default: tables/ in the user data folder)")
    serve.add_argument("--seat-wait", type=lambda text: whole(text, 1, MAX_WAIT), default=120, metavar="SECONDS",
                       help="how long a table waits for a dropped player before an AI (normal) plays the seat "
                            "(default 120; the player takes it back by rejoining)")

    join = sub.add_parser("join", help="take a seat at a network table, creating it if there is none")
    join.add_argument("url", help="the table's address, ws://HOST:PORT/TABLE")
    join.add_argument("--game", dest="table_game", default=None, metavar="NAME",
                      help=f"the game of a table created by this join: {', '.join(game_names())}")
    join.add_argument("--players", type=lambda text: whole(text, 1, MAX_PLAYERS), default=None,
                      help="the seats of a table created by this join (default 2)")
    join.add_argument("--bot", default=None, metavar="LEVEL",
                      help="play the seat headless with this AI level and print the result")
    join.add_argument("--token-file", type=Path, default=None, metavar="FILE",
                      help="keep the seat's token in FILE, and rejoin the seat it names when it exists")


def run_serve(args: argparse.Namespace) -> int:
    from hoc_desktop.net.server import TableServer, run_forever, tls_context
    from hoc_desktop.net.table_store import default_tables_dir

    tls = tls_context(args.cert, args.key)
    server = TableServer(args.host, args.port, args.tables_dir or default_tables_dir(), tls, args.seat_wait)

    def announce(line: str) -> None:
        print(line, flush=True)

    def warn(line: str) -> None:
        print(f"hoc-desktop: {line}", file=sys.stderr, flush=True)

    try:
        run_forever(server, announce, warn)
    except OSError as exc:
        raise UsageError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    return 0


def run_join(args: argparse.Namespace, game: str | None) -> int:
    from hoc_desktop.net.bot import keep_token, play_bot, read_token
    from hoc_desktop.net.client import TableClient

    if game is not None:
        game = kit_named(game).name                # an unknown game: one line before any connection
    if args.bot is None:
        raise UsageError("joining a network table in the window is not available yet; "
                         "use --bot LEVEL to play the seat headless")
    client = TableClient(args.url, game, args.players, args.bot, read_token(args.token_file),
                         keep_token(args.token_file))
    print(asyncio.run(play_bot(client)), flush=True)
    return 0
