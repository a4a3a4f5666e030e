"""`hoc-desktop serve` (a headless server of many tables) and `hoc-desktop join URL` (a seat at
one; headless with `--bot LEVEL`, else in the window). Network play is described in docs/network.md; the package is
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
from hoc_desktop.net.serving_defaults import DEFAULT_PORT, DEFAULT_SEAT_WAIT, DEFAULT_TAKEOVER

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
    serve.add_argument("--seat-wait", type=lambda text: whole(text, 1, MAX_WAIT), default=DEFAULT_SEAT_WAIT,
                       metavar="SECONDS",
                       help="how long a table waits for a dropped player before an AI plays the seat "
                            f"(default {DEFAULT_SEAT_WAIT}; the player takes it back by rejoining)")
    serve.add_argument("--takeover", default=DEFAULT_TAKEOVER, metavar="LEVEL", type=_takeover_level,
                       help=f"the AI level that plays a seat whose player is away too long (default "
                            f"{DEFAULT_TAKEOVER}; a level every game has: {', '.join(_common_levels())})")

    join = sub.add_parser("join", help="take a seat at a network table, creating it if there is none")
    join.add_argument("url", help="the table's address, ws://HOST:PORT/TABLE")
    join.add_argument("--game", dest="table_game", default=None, metavar="NAME",
                      help=f"the game of a table created by this join: {', '.join(game_names())}")
    join.add_argument("--players", type=lambda text: whole(text, 1, MAX_PLAYERS), default=None,
                      help="the seats of a table created by this join (default 2)")
    join.add_argument("--bot", default=None, metavar="LEVEL",
                      help="play the seat headless with this AI level and print the result")
    join.add_argument("--code", default=None, metavar="CODE",
                      help="a private table's join code (XXXX-XXXX); given when creating a table, it makes "
                           "the table private: missing from the lobby, joined only with the code")
    join.add_argument("--token-file", type=Path, default=None, metavar="FILE",
                      help="keep the seat's token in FILE, and rejoin the seat it names when it exists")


def _common_levels() -> list[str]:
    """The AI levels every registered game has: a server's tables may be of any game."""
    levels = [set(kit_named(name).levels) for name in game_names()]
    return sorted(set.intersection(*levels))


def _takeover_level(text: str) -> str:
    if text not in _common_levels():
        levels = ", ".join(_common_levels())
        raise argparse.ArgumentTypeError(f"'{text[:40]}' is not a level every game has ({levels})")
    return text


def run_serve(args: argparse.Namespace) -> int:
    from hoc_desktop.net.server import TableServer, run_forever, tls_context
    from hoc_desktop.net.table_store import default_tables_dir

    tls = tls_context(args.cert, args.key)
    server = TableServer(args.host, args.port, args.tables_dir or default_tables_dir(), tls, args.seat_wait,
                         args.takeover)

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
    """`join URL --bot LEVEL`: the seat played headless (without --bot the window opens: cli/main.py)."""
    from hoc_desktop.net.bot import keep_token, play_bot, read_token
    from hoc_desktop.net.client import TableClient

    if game is not None:
        game = kit_named(game).name                # an unknown game: one line before any connection
    client = TableClient(args.url, game, args.players, args.bot, read_token(args.token_file),
                         keep_token(args.token_file), code=args.code)
    print(asyncio.run(play_bot(client)), flush=True)
    return 0
