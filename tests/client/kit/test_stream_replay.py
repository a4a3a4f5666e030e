"""A network game watched again from the one seat this machine played: two remote sessions play a
game a HostedServer holds to its end, and each one's replay steps through exactly the stream its
seat was sent, prefix by prefix, and nothing of the other seat's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from hoc_desktop.client.kit.remote_session import RemoteSession
from hoc_desktop.client.kit.replay import REPLAY_REFUSAL
from hoc_desktop.client.kit.stream_replay import NO_TAKE_OVER, StreamReplay, stream_replay_of
from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.net.hosting import HostedServer
from tests.client.kit.test_remote_session import SETUPS, played_at
from tests.net.test_client import seat_stream

Played = tuple[list[RemoteSession], Path]


@pytest.fixture(scope="module", params=sorted(SETUPS))
def played(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Played]:
    """A hosted game of each kind played to its end by two remote sessions (their links closed), and
    the folder where the table saved it."""
    tables = tmp_path_factory.mktemp("tables")
    host = HostedServer(tables_dir=tables)
    host.start()
    try:
        sessions = played_at(host, request.param, SETUPS[request.param]())
    finally:
        host.stop()
    yield sessions, tables


def as_sent(replay: StreamReplay) -> list[dict[str, Any]]:
    """The replay's events as the table's JSON of them (what crossed the network)."""
    kit = replay.kit
    return json.loads(json.dumps([kit.event_json(None, ev, replay.viewer) for ev in replay.events()]))


def test_each_turn_start_shows_exactly_the_prefix_of_the_seat_stream(played: Played) -> None:
    """Given a finished network game, when each seat's replay seeks to every turn start (and back to
    the deal, and to the end), then it shows exactly a prefix of that seat's stream of the saved
    game, one more turn begun at each start, and at the end the whole of it."""
    sessions, tables = played
    for session in sessions:
        replay = stream_replay_of(session)
        whole = seat_stream(tables, "t", replay.viewer)
        assert replay.at == 0 and len(replay.starts) > 3 and replay.starts == sorted(set(replay.starts))
        for turn, start in enumerate(replay.starts):
            replay.seek(start)
            shown = replay.events()
            assert as_sent(replay) == whole[:len(shown)]
            assert sum(replay.kit.turn_started(ev) for ev in shown) == turn + 1
            assert replay.turn_index() == turn
        assert replay.seek(0) is True and as_sent(replay) == whole[:len(replay.events())]
        assert replay.seek(replay.length + 5) is False and replay.at == replay.length and replay.over
        assert as_sent(replay) == whole


def test_a_replay_holds_nothing_of_the_other_seat_and_plays_nothing(played: Played) -> None:
    """Given a finished network game's replay, then only its own seat may be watched (no cards face
    up, no draw pile listed), the other seat's stream (its hand, its draws) is nowhere in it,
    nothing can be played, taken over or undone, and the log is told from the stream as far as it
    stands."""
    sessions, tables = played
    replay = stream_replay_of(sessions[0])
    other = seat_stream(tables, "t", 1 - replay.viewer)
    replay.seek(replay.length)
    assert as_sent(replay) != other[:len(replay.events())]
    assert replay.watchable() == [replay.viewer] and not replay.look_through(1 - replay.viewer)
    assert not replay.look_through(FACE_UP) and replay.sight == replay.viewer     # no cards face up: none were sent
    assert replay.deck(("draw", 0)) is None and replay.deck(("draw", 1)) is None
    assert not replay.can_take_over() and replay.no_take_over == NO_TAKE_OVER and not replay.keeps_game
    assert replay.human_prompt() is None and replay.prompt() is None and replay.undo_target() is None
    assert replay.submit(replay.viewer, ("pass",)) == REPLAY_REFUSAL and not replay.update()
    replay.seek(replay.starts[1])
    told = replay.describe(0, len(replay.events()))
    assert told and told == sessions[0].describe(0, len(replay.events()))[:len(told)]
