"""A seat played from a thread that is not asyncio (as the window will), against a server hosted on
a thread of its own: nothing waits on the network in the caller's loop."""

from __future__ import annotations

import time
from typing import Any

import pytest

from hoc_desktop.games import game_names
from hoc_desktop.net.client import NetError, TableClient
from hoc_desktop.net.hosting import HostedServer
from hoc_desktop.net.join_codes import new_join_code
from hoc_desktop.net.link import NetLink

GAME_WAIT = 120.0


def play_out(links: list[NetLink]) -> list[dict[str, Any]]:
    """Poll the links as a frame loop would, answering each prompt with its advice, until every
    link has ended; the `ended` messages."""
    ended: dict[int, dict[str, Any]] = {}
    answered: dict[int, int] = {}
    deadline = time.monotonic() + GAME_WAIT
    while len(ended) < len(links):
        assert time.monotonic() < deadline, "the game did not end in time"
        for number, link in enumerate(links):
            for message in link.take():
                if message["type"] == "ended":
                    ended[number] = message
            client = link.client
            if client.result is not None and number not in ended:
                link.close()
            elif client.prompt is not None and client.advice is not None and answered.get(number) != client.at:
                answered[number] = client.at
                link.send(client.advice)
        time.sleep(0.005)
    return [ended[n] for n in range(len(links))]


@pytest.mark.parametrize("game", game_names())
def test_two_linked_seats_play_a_hosted_private_table_to_its_end(game: str) -> None:
    """Given a hosted server and two seats linked from this thread with the table's join code, when
    each answers its prompts from a polling loop, then both see the same result and the links end."""
    host = HostedServer()
    url = host.start()
    try:
        code = new_join_code()
        links = [NetLink(TableClient(f"{url}/t", game=game, bot="random", code=code)).start()]
        deadline = time.monotonic() + 10
        while links[0].client.seat is None:        # the table is created by the first join, not raced
            assert time.monotonic() < deadline
            time.sleep(0.01)
        links.append(NetLink(TableClient(f"{url}/t", bot="random", code=code)).start())
        ended = play_out(links)
        assert all(message["error"] is None for message in ended)
        assert links[0].client.result == links[1].client.result and links[0].client.result.startswith("result:")
    finally:
        host.stop()
    assert not host._thread.is_alive()


def test_a_refused_join_ends_the_link_with_its_one_line() -> None:
    """Given a hosted private table, when a link joins with a wrong code, then its last message is
    `ended` with the refusal in one line."""
    host = HostedServer()
    url = host.start()
    try:
        first = NetLink(TableClient(f"{url}/t", code=new_join_code())).start()
        wrong = NetLink(TableClient(f"{url}/t", code="0000-0000"))
        deadline = time.monotonic() + 10
        while first.client.seat is None:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        wrong.start()
        messages: list[dict[str, Any]] = []
        while not any(m["type"] == "ended" for m in messages):
            assert time.monotonic() < deadline
            messages += wrong.take()
            time.sleep(0.01)
        error = messages[-1]["error"]
        assert error is not None and "join code" in error and "\n" not in error
        first.close()
    finally:
        host.stop()


def test_a_port_in_use_is_one_line() -> None:
    """Given a hosted server on a port, when another is hosted on the same port, then NetError in one line."""
    first = HostedServer()
    url = first.start()
    try:
        port = int(url.rsplit(":", 1)[1])
        with pytest.raises(NetError) as caught:
            HostedServer(port=port).start()
        assert "cannot listen" in str(caught.value) and "\n" not in str(caught.value)
    finally:
        first.stop()
