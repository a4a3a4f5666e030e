"""The client across connections: a seat dropped in the middle of a game rejoins with its token
and gets its view back, and a server restarted from its tables folder resumes the game."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.games import game_names, kit_named
from hoc_desktop.net.bot import play_bot
from hoc_desktop.net.client import TableClient
from hoc_desktop.saves import read_save
from tests.net.serving import run, serving

DROP_AFTER = 20          # answers of the first seat before its connection is cut


def seat_stream(tables: Path, name: str, seat: int) -> list[dict[str, Any]]:
    """What the kit's stream of `seat` holds for the table's saved game (JSON as sent)."""
    game = read_save(tables / f"{name}.json").game
    kit = kit_named(game.ruleset.name)
    return json.loads(json.dumps([kit.event_json(game.state, ev, seat) for ev in game.events_for(seat)]))


@pytest.mark.parametrize("game", game_names())
def test_a_dropped_seat_rejoins_with_its_token_and_the_game_goes_on(tmp_path: Path, game: str) -> None:
    """Given two bot clients playing a table, when the first one's connection is cut mid-game, then
    it reconnects with its token, the other seat was told it was away with a timer, the game ends
    with the same result line for both, and the rejoined seat holds exactly its own stream."""

    async def scenario() -> tuple[list[str], TableClient, list[dict[str, Any]]]:
        async with serving(tmp_path) as server:
            first = TableClient(f"{server.url}/t", game=game, bot="normal")
            second = TableClient(f"{server.url}/t", game=game, bot="normal")   # either may create the table
            answers = 0
            seen: list[dict[str, Any]] = []

            def cut() -> None:
                nonlocal answers
                answers += 1
                if answers == DROP_AFTER and first._ws is not None:
                    first._ws.transport.abort()          # a dropped line, not a goodbye

            async def watch() -> str:
                """The second seat's bot, keeping every `seats` message it is sent."""
                answered = None
                async for message in second.messages():
                    if message["type"] == "seats":
                        seen.append(message)
                    if second.result is not None:
                        await second.close()
                        return second.result
                    if second.prompt is not None and second.at != answered:
                        answered = second.at
                        await second.send_command(second.advice)
                return ""

            one = asyncio.create_task(play_bot(first, cut))
            await asyncio.sleep(0.05)
            lines = await asyncio.gather(one, watch())
            return list(lines), first, seen

    lines, first, seen = run(scenario())
    assert lines[0] == lines[1] and lines[0].startswith("result: ")
    away = [s for message in seen for s in message["seats"] if not s["connected"] and s["taken"]]
    assert away and all(isinstance(s["wait_left"], int) and s["wait_left"] > 0 for s in away)
    assert first.events == seat_stream(tmp_path, "t", first.seat or 0)


@pytest.mark.parametrize("game", game_names())
def test_a_restarted_server_resumes_the_table_from_its_save(tmp_path: Path, game: str) -> None:
    """Given two bot clients mid-game, when the server stops and a new one starts on the same port
    and tables folder, then the clients reconnect with their tokens and finish the game, with the
    same result line for both, and the saved game is over."""

    async def scenario() -> list[str]:
        async with serving(tmp_path) as server:
            port = server.port
            clients = [TableClient(f"{server.url}/t", game=game, bot="normal"),
                       TableClient(f"{server.url}/t", game=game, bot="normal")]
            answers = 0
            stop = asyncio.Event()

            def count() -> None:
                nonlocal answers
                answers += 1
                if answers == 2 * DROP_AFTER:
                    stop.set()

            games = [asyncio.create_task(play_bot(c, count)) for c in clients]
            await asyncio.wait_for(stop.wait(), 60)
        async with serving(tmp_path, port=port):
            return list(await asyncio.gather(*games))

    lines = run(scenario())
    assert lines[0] == lines[1] and lines[0].startswith("result: ")
    assert read_save(tmp_path / "t.json").game.over
