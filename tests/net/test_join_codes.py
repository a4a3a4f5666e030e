"""Private tables: join codes, the lobby that does not show them, the guard against guessing, and
a seat handed to the table's AI when its player stays away."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.games import game_names
from hoc_desktop.net.bot import play_bot
from hoc_desktop.net.client import TableClient
from hoc_desktop.net.join_codes import ALPHABET, MAX_FAILURES, WINDOW, FailedJoins, code_hash, new_join_code
from hoc_desktop.net.protocol import CLOSE_REFUSED, VERSION
from tests.net.serving import WAIT, closed, receive, run, seat, serving
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed


def test_a_join_code_is_eight_unambiguous_characters_read_back_forgivingly() -> None:
    """Given fresh codes, then each is XXXX-XXXX from Crockford's alphabet, they differ, and the
    code typed in lower case without the dash is the same code."""
    codes = {new_join_code() for _ in range(50)}
    assert len(codes) == 50
    for code in codes:
        assert len(code) == 9 and code[4] == "-" and all(ch in ALPHABET for ch in code.replace("-", ""))
    code = codes.pop()
    assert code_hash(code.lower().replace("-", " ")) == code_hash(code)
    assert code_hash(code) != code_hash(codes.pop())


def test_an_address_that_fails_too_often_is_blocked_for_the_window_only() -> None:
    """Given a clock, when one address fails MAX_FAILURES times, then it is blocked and another is
    not; once the window has passed it is free again and forgotten."""
    now = [0.0]
    guard = FailedJoins(clock=lambda: now[0])
    for _ in range(MAX_FAILURES - 1):
        guard.failed("10.0.0.1")
    assert not guard.blocked("10.0.0.1")
    guard.failed("10.0.0.1")
    assert guard.blocked("10.0.0.1") and not guard.blocked("10.0.0.2")
    now[0] += WINDOW
    assert not guard.blocked("10.0.0.1")
    guard.failed("10.0.0.2")
    assert list(guard._failures) == ["10.0.0.2"]


def test_a_private_table_is_missing_from_the_lobby_and_joined_only_with_its_code(tmp_path: Path) -> None:
    """Given a table created with a join code, when the lobby is asked, then it is not listed;
    a join without the code or with a wrong one is refused; the code typed loosely takes the seat;
    and after a restart the table is still private."""
    code = new_join_code()

    async def lobby(url: str) -> list[dict[str, object]]:
        async with connect(url, proxy=None, open_timeout=WAIT) as ws:
            return list((await receive(ws))["tables"])

    async def refused(url: str, **join: object) -> tuple[int | None, str]:
        ws = await connect(url, proxy=None, open_timeout=WAIT)
        await ws.send(json.dumps({"v": VERSION, "type": "join", **join}))
        return await closed(ws)

    async def scenario() -> None:
        async with serving(tmp_path) as server:
            url = f"{server.url}/friends"
            host, welcome, _ = await seat(url, code=code)
            assert await lobby(server.url) == []
            got, reason = await refused(url)
            assert got == CLOSE_REFUSED and "join code" in reason
            got, reason = await refused(url, code="0000-0000")
            assert got == CLOSE_REFUSED and "join code" in reason
            guest, guest_welcome, _ = await seat(url, code=code.lower().replace("-", ""))
            assert guest_welcome["type"] == "welcome" and guest_welcome["seat"] == 1
            await host.close()
            await guest.close()
        async with serving(tmp_path) as server:
            url = f"{server.url}/friends"
            got, reason = await refused(url)
            assert got == CLOSE_REFUSED and "join code" in reason
            back, rejoined, _ = await seat(url, token=welcome["token"])
            assert rejoined["seat"] == 0
            await back.close()

    run(scenario())


def test_guessing_codes_blocks_the_address_even_for_the_right_code(tmp_path: Path) -> None:
    """Given a private table, when one address sends MAX_FAILURES wrong codes, then its next join is
    refused before it is read, even with the right code."""
    code = new_join_code()

    async def attempt(url: str, guess: str) -> tuple[int | None, str]:
        ws = await connect(url, proxy=None, open_timeout=WAIT)
        try:
            await ws.send(json.dumps({"v": VERSION, "type": "join", "code": guess}))
        except ConnectionClosed:
            pass                               # a blocked address is closed before its join is read
        return await closed(ws)

    async def scenario() -> tuple[int | None, str]:
        async with serving(tmp_path) as server:
            url = f"{server.url}/friends"
            host, _, _ = await seat(url, code=code)
            for _ in range(MAX_FAILURES):
                assert (await attempt(url, "WRONG-CODE"))[0] == CLOSE_REFUSED
            result = await attempt(url, code)
            await host.close()
            return result

    got, reason = run(scenario())
    assert got == CLOSE_REFUSED and "too many" in reason


class SeatsWatcher(TableClient):
    """A client that notes whether any seats message it took said the table's AI holds a seat: with
    the compiled engine the AI can finish the game between two looks at `seats`, so every message is
    looked at, not the latest one now and then."""

    handed = False

    def _take(self, message: dict[str, Any]) -> None:
        super()._take(message)
        self.handed = self.handed or any(s.get("ai") for s in self.seats)


@pytest.mark.parametrize("game", game_names())
def test_a_seat_away_too_long_is_played_by_the_table_ai_to_the_end(tmp_path: Path, game: str) -> None:
    """Given a two-seat table with a short seat wait, when one player leaves for good after the
    game began, then the table's AI takes the seat (the seats message says so) and the other
    player's bot plays on to a result."""

    async def scenario() -> tuple[str, bool]:
        async with serving(tmp_path, seat_wait=0.2) as server:
            url = f"{server.url}/t"
            leaver, _, _ = await seat(url, game=game, bot="random")
            stayer = SeatsWatcher(url, bot="random")

            async def watch() -> str:
                task = asyncio.create_task(play_bot(stayer))
                await asyncio.sleep(0.05)
                await leaver.close()
                return await task

            return await watch(), stayer.handed

    line, handed = run(scenario())
    assert line.startswith("result:") and handed


@pytest.mark.parametrize("game", game_names())
def test_a_table_created_with_ai_seats_is_played_by_the_table_against_one_person(tmp_path: Path, game: str) -> None:
    """Given a join that creates a table whose second seat is the table's own AI, when that one
    player's bot plays, then the game starts at once and ends with a result; the AI seat was never free."""

    async def scenario() -> tuple[str, list[dict[str, object]]]:
        async with serving(tmp_path) as server:
            client = TableClient(f"{server.url}/solo", game=game, bot="random", ai=[None, "easy"])
            line = await play_bot(client)
            return line, client.seats

    line, seats = run(scenario())
    assert line.startswith("result:") and seats[1]["ai"] == "easy" and seats[1]["taken"]


@pytest.mark.parametrize(("ai", "words"), [([None, "grandmaster"], "no AI level"), (["easy", "easy"], "a person")])
def test_ai_seats_a_game_lacks_or_without_a_person_are_refused(tmp_path: Path, ai: list[str | None],
                                                                 words: str) -> None:
    """Given a join creating a table with an unknown level or with no seat for a person, then it is refused."""

    async def scenario() -> tuple[int | None, str]:
        async with serving(tmp_path) as server:
            ws = await connect(f"{server.url}/t", proxy=None, open_timeout=WAIT)
            await ws.send(json.dumps({"v": VERSION, "type": "join", "ai": ai}))
            return await closed(ws)

    got, reason = run(scenario())
    assert got == CLOSE_REFUSED and words in reason
