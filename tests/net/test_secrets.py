"""Nothing secret leaves the server: over whole games of every game, each client receives its own
seat's stream and nothing more (another hand, a draw pile's order, the Supply order, the seed or
another seat's token), checked against the kit's stream of that seat for the saved game."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.games import game_names
from hoc_desktop.net.bot import play_bot
from hoc_desktop.net.client import TableClient
from hoc_desktop.saves import read_save
from tests.net.serving import run, serving
from tests.net.test_client import seat_stream

FIELDS = {
    "welcome": {"table", "game", "seat", "token", "players", "seats", "setup"},
    "update": {"from", "at", "events", "prompt", "turn_of", "advice", "result", "undo"},
    "seats": {"seats"},
}


class Recording(TableClient):
    """A client that keeps every message it is sent, as text."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.received: list[dict[str, Any]] = []

    def _take(self, message: dict[str, Any]) -> None:
        self.received.append(message)
        super()._take(message)


@pytest.mark.parametrize("game", game_names())
def test_a_client_receives_its_own_stream_and_nothing_more(tmp_path: Path, game: str) -> None:
    """Given two bot clients playing a whole game, when every message each received is compared
    with the saved game, then the events of its updates, in order, are exactly the kit's stream of
    its seat; every prompt is its own; no message holds the seed or the other seat's token; and no
    message has a field the protocol does not list."""

    async def scenario() -> list[Recording]:
        async with serving(tmp_path) as server:
            clients = [Recording(f"{server.url}/t", game=game, bot="normal"),
                       Recording(f"{server.url}/t", bot="normal")]
            first = asyncio.create_task(play_bot(clients[0]))
            await asyncio.sleep(0.05)
            await asyncio.gather(first, play_bot(clients[1]))
            return clients

    clients = run(scenario())
    saved = read_save(tmp_path / "t.json")
    seed = str(saved.setup.to_dict()["seed"])
    assert saved.game.over and len(seed) > 6
    for me, other in ((clients[0], clients[1]), (clients[1], clients[0])):
        assert me.seat is not None and other.token is not None
        events: list[dict[str, Any]] = []
        for message in me.received:
            kind = message["type"]
            assert set(message) - {"v", "type"} == FIELDS[kind]
            if kind == "update":
                assert message["from"] == len(events)
                events += message["events"]
                assert message["prompt"] is None or message["prompt"]["seat"] == me.seat
            text = json.dumps(message)
            assert seed not in text and other.token not in text
        assert events == seat_stream(tmp_path, "t", me.seat)
        assert any(e != o for e, o in zip(events, seat_stream(tmp_path, "t", other.seat or 0)))
