"""The server: the lobby, table names, and bad messages that close their own connection only."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest
from websockets.asyncio.client import connect

from hoc_desktop.games import game_names
from hoc_desktop.net.protocol import CLOSE_BAD_MESSAGE, CLOSE_REFUSED, CLOSE_TOO_BIG, MAX_CLIENT_MESSAGE, VERSION
from tests.net.serving import WAIT, closed, command, receive, run, seat, serving, update

# case -> (who sends it: the seat to move or the other, the message from (its seat, the other's), close code,
# words of the reason)
BAD: dict[str, tuple[str, Callable[[int, int], str], int, str]] = {
    "too big": ("mover", lambda me, other: "x" * (MAX_CLIENT_MESSAGE + 1), CLOSE_TOO_BIG, ""),
    "not JSON": ("mover", lambda me, other: "{nope", CLOSE_BAD_MESSAGE, "not JSON"),
    "wrong version": ("mover", lambda me, other: json.dumps({"v": VERSION - 1, "type": "command", "seat": me,
                                                             "command": []}),
                      CLOSE_BAD_MESSAGE, f"protocol version {VERSION - 1} is not {VERSION}: the host and each player"),
    "wrong seat": ("mover", lambda me, other: command(other, ["end_main"]), CLOSE_BAD_MESSAGE,
                   "holds seat"),
    "out of turn": ("other", lambda me, other: command(me, ["end_main"]), CLOSE_BAD_MESSAGE, "cannot act now"),
    "not offered": ("mover", lambda me, other: command(me, ["buy", 99999]), CLOSE_BAD_MESSAGE, "refused"),
    "an undo for another seat": ("other", lambda me, other: json.dumps({"v": VERSION, "type": "undo", "seat": other}),
                                 CLOSE_BAD_MESSAGE, "unknown field 'seat'"),
    "an undo answer not yes or no": ("other", lambda me, other: json.dumps({"v": VERSION, "type": "undo_answer",
                                                                          "allow": "yes"}),
                                     CLOSE_BAD_MESSAGE, "'allow' must be"),
    "a second join": ("mover", lambda me, other: json.dumps({"v": VERSION, "type": "join"}), CLOSE_BAD_MESSAGE,
                      "expected a 'command'"),
}


@pytest.mark.parametrize("game", game_names())
@pytest.mark.parametrize("case", list(BAD))
def test_a_bad_message_closes_its_own_connection_only(tmp_path: Path, game: str, case: str) -> None:
    """Given a two-seat table with both seats joined, when one seat sends a bad message, then that
    connection alone is closed with a code and a reason; the other seat stays connected, the
    sender rejoins with its token, and the game goes on with a legal command."""
    who, make, code, words = BAD[case]

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            url = f"{server.url}/t"
            first = await seat(url, game=game, bot="random")
            second = await seat(url, bot="random")
            seats = {0: first[:2], 1: second[:2]}
            latest = {0: await update(first[0]), 1: second[2]}       # the first seat is told the table is full
            mover = latest[0]["turn_of"]
            sender = mover if who == "mover" else 1 - mover
            ws, welcome = seats[sender]
            await ws.send(make(sender, 1 - sender))
            got_code, got_reason = await closed(ws)
            assert got_code == code and words in got_reason
            assert seats[1 - sender][0].close_code is None
            back, _, rejoined = await seat(url, token=welcome["token"])
            seats[sender] = (back, welcome)
            latest[sender] = rejoined
            mover_ws = seats[mover][0]
            assert latest[mover]["advice"] is not None
            await mover_ws.send(command(mover, latest[mover]["advice"]))
            assert (await update(mover_ws))["from"] > 0
            async with connect(server.url, proxy=None, open_timeout=WAIT) as lobby:
                assert (await receive(lobby))["type"] == "lobby"

    run(scenario())


def test_a_window_of_another_protocol_version_is_told_so_in_one_line(tmp_path: Path) -> None:
    """Given a server, when a window of the protocol's previous version joins a table, then the
    connection is closed at once with one line naming both versions, and no table is made."""
    async def scenario() -> tuple[int | None, str, list[Any]]:
        async with serving(tmp_path) as server:
            ws = await connect(f"{server.url}/t", proxy=None, open_timeout=WAIT)
            await ws.send(json.dumps({"v": VERSION - 1, "type": "join", "game": "heart-of-crown", "players": 2}))
            code, reason = await closed(ws)
            async with connect(server.url, proxy=None, open_timeout=WAIT) as lobby:
                return code, reason, (await receive(lobby))["tables"]

    code, reason, tables = run(scenario())
    assert code == CLOSE_BAD_MESSAGE
    assert reason == (f"protocol version {VERSION - 1} is not {VERSION}: the host and each player need the same "
                      "version of the program")
    assert tables == []


@pytest.mark.parametrize("path", ["/../etc", "/a/b", "/" + "x" * 33, "/%2e%2e", "/tab%20le"])
def test_a_path_that_is_not_a_table_name_is_refused(tmp_path: Path, path: str) -> None:
    """Given a server, when a connection asks for a path that is not a table name, then it is
    refused with a reason and no file appears in the tables folder."""

    async def scenario() -> tuple[int | None, str]:
        async with serving(tmp_path / "tables") as server, \
                connect(server.url + path, proxy=None, open_timeout=WAIT) as ws:
            return await closed(ws)

    code, reason = run(scenario())
    assert code == CLOSE_REFUSED and "table's name" in reason
    assert not (tmp_path / "tables").exists() or not any((tmp_path / "tables").iterdir())


def test_the_lobby_lists_open_tables_only(tmp_path: Path) -> None:
    """Given a table with a free seat and a full one, when the lobby is asked, then it lists the
    first only, with its game and seats."""

    async def scenario() -> list[dict[str, Any]]:
        async with serving(tmp_path) as server:
            await seat(f"{server.url}/open", players=2)
            await seat(f"{server.url}/full", players=2)
            await seat(f"{server.url}/full")
            async with connect(server.url, proxy=None, open_timeout=WAIT) as lobby:
                return (await receive(lobby))["tables"]

    assert run(scenario()) == [{"name": "open", "game": game_names()[0], "players": 2, "open_seats": 1,
                                "over": False}]
