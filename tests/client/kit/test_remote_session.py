"""A seat at a network table as the window plays it: two remote sessions at a table a HostedServer
holds play whole games of Heart of Crown with Far East and of Crown Rivals, each driven by the
AI-chosen commands its own prompts carry, and neither holds anything of the other seat's."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path
from typing import Any, cast

import pytest

from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.kit.remote_session import NO_AMEND, NOT_YOURS, RemoteSession
from hoc_desktop.engine.core.game import game_after
from hoc_desktop.client.kit.window_kit import window_kit
from hoc_desktop.game_kit import SetupDict
from hoc_desktop.games import kit_for
from hoc_desktop.net.client import TableClient
from hoc_desktop.net.hosting import HostedServer
from hoc_desktop.net.join_codes import new_join_code
from hoc_desktop.net.link import NetLink
from tests.client.hoc.table.driver import FAR_EAST_MARKET
from tests.net.test_client import seat_stream

WAIT = 10.0            # seconds one join may take on loopback
GAME_WAIT = 180.0      # seconds a whole game may take


def far_east_setup() -> dict[str, Any]:
    """Heart of Crown with base and Far East, a market of Far East cards, two named people."""
    setup = make_setup([HUMAN, HUMAN], "First Time Playing", 5)
    return {**setup, "players": ["Ann", "Ben"], "market": list(FAR_EAST_MARKET), "card_sets": ["base", "far_east"]}


SETUPS = {"heart-of-crown": far_east_setup,
          "crown-rivals": lambda: window_kit("crown-rivals").deal([HUMAN, HUMAN], 5)}


def join(url: str, code: str | None, bot: str | None = "normal") -> RemoteSession:
    """A remote session at `url`, once its welcome has come (with `bot`, its prompts carry that
    level's advice, which a stand-in plays as a person would)."""
    link = NetLink(TableClient(url, code=code, bot=bot)).start()
    taken: list[dict[str, Any]] = []
    deadline = time.monotonic() + WAIT
    while not any(m["type"] == "welcome" for m in taken):
        assert time.monotonic() < deadline, f"no welcome in time: {taken}"
        taken += link.take()
        assert not any(m["type"] == "ended" for m in taken), taken
        time.sleep(0.01)
    session = RemoteSession.joined(link, taken)
    session.stand_ins[session.viewer] = bot or "normal"
    return session


def play_out(sessions: list[RemoteSession]) -> None:
    """Poll the sessions as the window's frames do, playing each stand-in's suggestion, until
    every one has its result."""
    deadline = time.monotonic() + GAME_WAIT
    while not all(s.over for s in sessions):
        assert time.monotonic() < deadline, "the game did not end in time"
        step(sessions)
        assert all(session.error is None for session in sessions), [s.error for s in sessions]


@pytest.fixture
def hosted(tmp_path: Path) -> Any:
    host = HostedServer(tables_dir=tmp_path)
    host.start()
    yield host
    host.stop()


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_two_remote_sessions_play_a_hosted_game_to_its_end(hosted: HostedServer, tmp_path: Path,
                                                           game: str) -> None:
    """Given a hosted private table of the host's setup, when two remote sessions join it with its
    code and play each prompt with the advice it came with, then both reach the same result, and
    each session's stream is exactly its own seat's stream of the saved game (another hand, a
    draw order, the seed: none of it reached either), with no seed in its setup."""
    setup = SETUPS[game]()
    sessions = played_at(hosted, game, setup)
    assert sessions[0].result_line == sessions[1].result_line
    assert sessions[0].result_line is not None and sessions[0].result_line.startswith("result:")
    kit = kit_for(setup)
    streams = []
    for session in sessions:
        held = json.loads(json.dumps([kit.event_json(None, ev, session.viewer) for ev in session.events()]))
        assert held == seat_stream(tmp_path, "t", session.viewer)
        assert "seed" not in session.setup and session.setup["players"] == setup["players"]
        assert session.setup.get("card_sets", ["base"]) == setup.get("card_sets", ["base"])
        streams.append(held)
    assert streams[0] != streams[1]


def test_the_log_of_a_remote_seat_names_its_own_cards_and_hides_the_others(hosted: HostedServer) -> None:
    """Given a remote Heart of Crown session once the game has begun, when its deal is told, then
    its own draw names its cards and the other seat's draw names none."""
    code = new_join_code()
    hosted.open_table("t", "heart-of-crown", far_east_setup(), [None, None], code)
    sessions = [join(f"{hosted.url}/t", code), join(f"{hosted.url}/t", code)]
    me, other = (sessions[0].setup["players"][seat] for seat in (sessions[0].viewer, 1 - sessions[0].viewer))
    try:
        deadline = time.monotonic() + WAIT
        lines: list[str] = []
        while not any(line.startswith(f"{other} draws ") for line in lines):     # the deal has been sent
            assert time.monotonic() < deadline, lines
            sessions[0].update()
            lines = [told.text for told in sessions[0].describe(0, len(sessions[0].events()))]
            time.sleep(0.01)
    finally:
        for session in sessions:
            session.close()
    assert any(line.startswith(f"{me} draws ") and "card" not in line.split("draws")[1] for line in lines), lines
    assert any(line.startswith(f"{other} draws ") and "cards." in line for line in lines), lines


def test_a_remote_session_refuses_a_command_out_of_turn_and_an_undo_before_any_decision(
        hosted: HostedServer) -> None:
    """Given a remote Crown Rivals game that has begun, when the seat not asked submits, or the
    seat asked undoes before it has decided anything, then the command is refused in words, there
    is nothing to undo, and a move is changed by undo alone."""
    code = new_join_code()
    hosted.open_table("t", "crown-rivals", SETUPS["crown-rivals"](), [None, None], code)
    sessions = [join(f"{hosted.url}/t", code), join(f"{hosted.url}/t", code)]
    try:
        deadline = time.monotonic() + WAIT
        while not any(s.human_prompt() is not None for s in sessions):
            assert time.monotonic() < deadline
            for session in sessions:
                session.update()
            time.sleep(0.01)
        waiting = next(s for s in sessions if s.human_prompt() is None)
        asked = next(s for s in sessions if s.human_prompt() is not None)
        prompt = asked.human_prompt()
        assert prompt is not None
        assert waiting.submit(waiting.viewer, prompt.options[0]) == NOT_YOURS
        assert asked.submit(asked.viewer, ("no_such_command",)) is not None
        assert asked.undo_target() is None and not asked.undo()
        assert asked.amend(asked.viewer, prompt.options[0]) == NO_AMEND
    finally:
        for session in sessions:
            session.close()


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_a_remote_session_undoes_its_own_move_against_the_ai(hosted: HostedServer, game: str) -> None:
    """Given a person at a remote table against the table's AI, who has just made a decision the
    rule lets them take back, when they press Undo, then the table takes it back without asking
    anyone, the session says so, draws its stream afresh, and that stream is exactly its seat's
    stream of the game replayed to where the undo went back."""
    hosted.open_table("t", game, SETUPS[game](), [None, "normal"], None)
    session = join(f"{hosted.url}/t", None, bot=None)
    session.stand_ins.clear()
    table = hosted.server.lobby.tables["t"]
    policy = table.kit.make_policy("normal", 7)
    try:
        deadline = time.monotonic() + GAME_WAIT
        while session.undo_target() is None:
            assert time.monotonic() < deadline and not session.over, "no undoable decision in time"
            session.update()
            if session.human_prompt() is not None and session.undo_target() is None:
                session.submit(session.viewer, table.kit.decide(policy, table.game, session.viewer)[0])
            time.sleep(0.002)
        before = table.game
        keep = table.undo_keep(session.viewer)
        assert keep is not None and session.undo()
        assert session.notice() == "Taking back…"
        while len(session.commands_played) != keep:
            assert time.monotonic() < deadline, "the undo did not come back in time"
            session.update()
            time.sleep(0.002)
        assert session.stream_replaced() and session.notice() == "Taken back."
    finally:
        session.close()
    kit = kit_for(session.setup)
    replayed = game_after(before, keep)
    held = [kit.event_json(None, ev, session.viewer) for ev in session.events()]
    assert held == [kit.event_json(None, ev, session.viewer) for ev in replayed.events_for(session.viewer)]


@pytest.mark.parametrize("allow", [True, False])
def test_an_undo_between_two_remote_people_is_asked_of_the_other(hosted: HostedServer, allow: bool) -> None:
    """Given two people at remote Heart of Crown sessions, one of whom has just made a decision the
    rule lets them take back, when they press Undo, then the other session is asked; if it allows,
    both streams are cut back to the replayed game's and the other is told who took back a move;
    if it refuses, the asker is told so and nothing changes."""
    hosted.open_table("t", "heart-of-crown", far_east_setup(), [None, None], None)
    sessions = [join(f"{hosted.url}/t", None, bot=None), join(f"{hosted.url}/t", None, bot=None)]
    table = hosted.server.lobby.tables["t"]
    policy = table.kit.make_policy("normal", 7)
    try:
        deadline = time.monotonic() + GAME_WAIT
        while (asker := next((s for s in sessions if s.undo_target() is not None), None)) is None:
            assert time.monotonic() < deadline, "no undoable decision in time"
            for session in sessions:
                session.stand_ins.clear()
                session.update()
                if session.human_prompt() is not None and session.undo_target() is None:
                    session.submit(session.viewer, table.kit.decide(policy, table.game, session.viewer)[0])
            time.sleep(0.002)
        other = next(s for s in sessions if s is not asker)
        before, keep = table.game, table.undo_keep(asker.viewer)
        assert keep is not None and asker.undo() and asker.notice() == "Asking the other players…"
        while (asked := other.undo_question()) is None:
            assert time.monotonic() < deadline, "the other was not asked in time"
            other.update()
            time.sleep(0.002)
        assert asked == asker.viewer
        other.answer_undo(allow)
        news: list[str | None] = [None, None]
        while not news[0] or (allow and not news[1]):
            assert time.monotonic() < deadline, f"no answer in time: {news}"
            for number, session in enumerate((asker, other)):
                session.update()
                notice = session.notice()
                if notice != "Asking the other players…":
                    news[number] = news[number] or notice
            time.sleep(0.002)
    finally:
        for session in sessions:
            session.close()
    name = asker.setup["players"][asker.viewer]
    expected = game_after(before, keep) if allow else before
    if allow:
        assert news == ["Taken back.", f"{name} took back a move."]
    else:
        assert news[0] == f"Not taken back: {other.setup['players'][other.viewer]} did not allow the undo."
    kit = kit_for(asker.setup)
    for session in sessions:
        held = [kit.event_json(None, ev, session.viewer) for ev in session.events()]
        assert held == [kit.event_json(None, ev, session.viewer) for ev in expected.events_for(session.viewer)]


def test_a_dropped_connection_says_so_and_the_game_goes_on(hosted: HostedServer) -> None:
    """Given a remote Crown Rivals game under way, when the server loses one seat's connection, then
    that seat's session says it is reconnecting and the other's shows the seat's wait timer; the
    seat comes back by itself and the game plays to its end with one result for both."""
    code = new_join_code()
    hosted.open_table("t", "crown-rivals", SETUPS["crown-rivals"](), [None, None], code)
    sessions = [join(f"{hosted.url}/t", code), join(f"{hosted.url}/t", code)]
    try:
        deadline = time.monotonic() + WAIT
        while len(sessions[0].events()) < 40:
            assert time.monotonic() < deadline
            step(sessions)
        table = hosted.server.lobby.tables["t"]
        dropped = table.seats[sessions[0].viewer].outbox
        assert dropped is not None
        asyncio.run_coroutine_threadsafe(dropped.ws.close(1001, "going away"), hosted._loop).result(WAIT)
        notices: list[list[str | None]] = [[], []]
        while not (any(n and n.startswith("Connection lost, reconnecting") for n in notices[0])
                   and any(n and "lost the connection: waiting" in n for n in notices[1])):
            assert time.monotonic() < deadline, notices
            for session, seen in zip(sessions, notices):
                session.update()
                seen.append(session.notice())
            time.sleep(0.002)
        play_out(sessions)
    finally:
        for session in sessions:
            session.close()
    assert sessions[0].result_line == sessions[1].result_line is not None
    assert sessions[0].notice() is None and sessions[1].notice() is None


def played_at(host: HostedServer, game: str, setup: SetupDict) -> list[RemoteSession]:
    """A private two-seat table of `game` dealt from `setup` at `host`, both seats joined by remote
    sessions and played to the end with their prompts' advice; the sessions, closed."""
    code = new_join_code()
    host.open_table("t", game, setup, [None, None], code)
    sessions = [join(f"{host.url}/t", code), join(f"{host.url}/t", code)]
    try:
        play_out(sessions)
    finally:
        for session in sessions:
            session.close()
    return sessions


def step(sessions: list[RemoteSession]) -> None:
    """One frame of every session: take what came, play a stand-in's suggestion."""
    for session in sessions:
        session.update()
        if session.suggestion is not None:
            seat, command = session.suggestion
            session.suggestion = None
            session.submit(seat, command)
    time.sleep(0.002)


class QueuedLink:
    """A link whose messages are queued by the test: what the table would have sent."""

    def __init__(self) -> None:
        self.queued: list[dict[str, Any]] = []

    def take(self) -> list[dict[str, Any]]:
        taken, self.queued = self.queued, []
        return taken

    def close(self) -> None:
        """Nothing to stop: no thread, no connection."""


def test_a_remote_session_keeps_its_stream_cuts_and_drops_those_a_resent_stream_undid() -> None:
    """Given a remote session sent a Crown Rivals stream in updates, when one brings nothing new and a
    rejoin sends a shorter stream anew, then its cuts are where each growing update left the stream
    (with the commands played then), and none lies past the stream it holds."""
    setup = SETUPS["crown-rivals"]()
    kit = kit_for(setup)
    game = kit.new_game(setup)
    policy = kit.make_policy("easy", 1)
    for _ in range(6):
        prompt = game.prompt()
        assert prompt is not None
        game.submit(prompt.seat, kit.decide(policy, game, prompt.seat)[0])
    sent = [kit.event_json(game.state, ev, 0) for ev in game.events_for(0)]
    a, b = len(sent) // 3, 2 * len(sent) // 3

    def update(start: int, end: int, at: int) -> dict[str, Any]:
        return {"type": "update", "from": start, "events": sent[start:end], "at": at, "prompt": None,
                "advice": None, "result": None, "undo": False}

    link = QueuedLink()
    welcome = {"type": "welcome", "seat": 0, "setup": setup, "seats": [{"seat": 0}, {"seat": 1}]}
    session = RemoteSession.joined(cast(NetLink, link), [welcome, update(0, a, 0)])
    link.queued = [update(a, b, 3), update(b, b, 4), update(b, len(sent), 6)]
    session.update()
    assert session.kept_stream()[1] == [(a, 0), (b, 3), (len(sent), 6)]
    link.queued = [update(0, b, 3)]
    session.update()
    assert session.kept_stream() == (session.events(), [(a, 0), (b, 3)]) and session.stream_replaced()
