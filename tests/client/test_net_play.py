"""Network play in the window (headless): a game hosted from the Host screen is played from the
host's window to the results screen while a friend plays from another session; the Join screen
joins a table and says in one line why it cannot (a bad address, a wrong code, a full table); and
`hoc-desktop join URL` opens the window there."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Callable, Iterator, Sequence

import pygame
import pytest

from hoc_desktop.cli.main import main
from hoc_desktop.client.game_config import HUMAN
from hoc_desktop.client.kit.remote_session import RemoteSession
from hoc_desktop.client.kit.replay_bar import ReplayBar
from hoc_desktop.client.kit.stream_replay import NO_TAKE_OVER, StreamReplay
from hoc_desktop.client.kit.window_kit import GameTable, window_kit
from hoc_desktop.client.main import FIRST_FRAME_ENV, Program
from hoc_desktop.client.scenes.host import HostScene
from hoc_desktop.client.scenes.join import JoinScene
from hoc_desktop.client.scenes.results import ResultsScene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.games import kit_named
from hoc_desktop.net.client import TableClient
from hoc_desktop.net.hosting import HostedServer
from hoc_desktop.net.join_codes import new_join_code
from hoc_desktop.net.link import NetLink
from tests.client.helpers_client import key
from tests.client.kit.test_remote_session import far_east_setup, join, step

GAME_WAIT = 240.0
WAIT = 10.0


@pytest.fixture
def program(app: App, tmp_path: Path) -> Program:
    """The window's program on the title, its hosted servers on any free port, each of its remote
    seats played by the `normal` advice its table sends (a stand-in, as in the smoke test)."""
    made = Program(app, tmp_path / "saves", Settings(speed="instant"), net_port=0, net_advice="normal")
    app.push(made.title())
    return made


@pytest.fixture
def hosted() -> Iterator[HostedServer]:
    host = HostedServer()
    host.start()
    yield host
    host.stop()


def step_until(app: App, done: Callable[[], bool], friends: Sequence[RemoteSession] = (), wait: float = WAIT) -> None:
    """Run the window's frames (and the friends' sessions) until `done()`, within `wait` seconds."""
    deadline = time.monotonic() + wait
    while not done():
        assert time.monotonic() < deadline, f"not in time: {type(app.top).__name__}"
        app.step()
        step(list(friends))


SETUPS = {"heart-of-crown": far_east_setup, "crown-rivals": lambda: window_kit("crown-rivals").deal([HUMAN, HUMAN], 5)}


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_a_game_hosted_from_the_window_is_played_to_the_results(app: App, program: Program, game: str,
                                                                tmp_path: Path) -> None:
    """Given the Host screen of a two-person setup, when a friend joins with the address and code it
    shows, then the host's table opens on a remote session and both play to the results screen,
    which offers no Play again (the host's server holds the game) but a Replay of the host's own
    seat: R opens it at the deal under the replay bar, Right steps on, T says why it cannot be
    taken over, and Esc is back at the results."""
    program.net.host_table(game, SETUPS[game](), [HUMAN, HUMAN])
    step_until(app, lambda: isinstance(app.top, HostScene) and app.top.wait is not None and app.top.wait.seat == 0)
    host = app.top
    assert isinstance(host, HostScene) and host.invite is not None
    url, code = host.invite
    assert url.startswith("ws://127.0.0.1:") and "/game-" in url and host.code.text == code
    assert not (tmp_path / "seats").exists()     # the host's token stays in memory: a friend here cannot take it
    assert host.seat_list.text.splitlines()[1].endswith("waiting for a friend to join…")
    friend = join(url, code)
    step_until(app, lambda: isinstance(app.top, GameTable), [friend])
    table = app.top
    assert isinstance(table, GameTable) and isinstance(table.session, RemoteSession)
    step_until(app, lambda: isinstance(app.top, ResultsScene), [friend], GAME_WAIT)
    results = app.top
    assert isinstance(results, ResultsScene) and not results.again.visible and results.replay.visible
    assert table.session.result_line == friend.result_line is not None
    friend.close()
    key(app, pygame.K_r)
    bar = app.top
    assert isinstance(bar, ReplayBar) and isinstance(bar.replay, StreamReplay) and bar.replay.at == 0
    assert bar.replay.viewer == table.session.viewer and not bar.viewer.visible
    key(app, pygame.K_RIGHT)
    assert bar.replay.at == 1 and bar.replay.events() == table.session.events()[:bar.replay.shown]
    key(app, pygame.K_t)
    assert app.top is bar and bar.table.toast == NO_TAKE_OVER
    key(app, pygame.K_ESCAPE)
    assert app.top is results


def test_a_setup_with_one_person_cannot_be_hosted(app: App, program: Program) -> None:
    """Given a setup of you against an AI, when it is to be hosted, then one line says a friend's
    seat is needed, and no server starts."""
    program.net.host_table("crown-rivals", window_kit("crown-rivals").deal([HUMAN, "normal"], 5), [HUMAN, "normal"])
    app.step()
    refusal = app.top
    assert isinstance(refusal, ConfirmScene) and refusal.question == "This game cannot be hosted"
    assert "at least two seats people" in refusal.detail and program.net.hosted is None


def open_join(app: App, program: Program) -> JoinScene:
    program.net.join()
    app.step()
    scene = app.top
    assert isinstance(scene, JoinScene)
    return scene


def joined_with(app: App, scene: JoinScene, address: str, code: str = "") -> str:
    """The Join screen's message once `address` and `code` are joined and the link has answered."""
    scene.address.set_text(address)
    scene.code.set_text(code)
    scene.join()
    step_until(app, lambda: scene.wait is None or scene.wait.seat is not None)
    return scene.message.text


def test_a_bad_address_is_one_line_before_any_connection(app: App, program: Program) -> None:
    """Given the Join screen, when the address is not a table's, then one line says what one looks like."""
    scene = open_join(app, program)
    message = joined_with(app, scene, "192.168.1.20:8765")
    assert scene.wait is None and message.startswith("Not a table's address") and "\n" not in message


def test_a_code_of_the_wrong_shape_is_one_line(app: App, program: Program, hosted: HostedServer) -> None:
    scene = open_join(app, program)
    message = joined_with(app, scene, f"{hosted.url}/t", "12")
    assert scene.wait is None and message.startswith("A join code is 8 letters") and "\n" not in message


def test_a_wrong_code_is_the_tables_one_line(app: App, program: Program, hosted: HostedServer) -> None:
    """Given a private table, when the Join screen joins it with another code, then the table's
    refusal is its one line, and the screen stays for another try."""
    hosted.open_table("t", "crown-rivals", window_kit("crown-rivals").deal([HUMAN, HUMAN], 1), [None, None],
                      new_join_code())
    scene = open_join(app, program)
    message = joined_with(app, scene, f"{hosted.url}/t", "0000-0000")
    assert scene.wait is None and "private" in message and "\n" not in message and app.top is scene


def test_a_full_table_is_one_line(app: App, program: Program, hosted: HostedServer) -> None:
    """Given a table whose two seats are taken, when the Join screen joins it, then one line says it is full."""
    code = new_join_code()
    hosted.open_table("t", "crown-rivals", window_kit("crown-rivals").deal([HUMAN, HUMAN], 1), [None, None], code)
    seated = [join(f"{hosted.url}/t", code), join(f"{hosted.url}/t", code)]
    try:
        scene = open_join(app, program)
        message = joined_with(app, scene, f"{hosted.url}/t", code)
    finally:
        for session in seated:
            session.close()
    assert scene.wait is None and "is full" in message and "\n" not in message


def test_an_address_nobody_listens_on_is_one_line(app: App, program: Program, hosted: HostedServer) -> None:
    port = hosted.server.port
    hosted.stop()
    scene = open_join(app, program)
    message = joined_with(app, scene, f"ws://127.0.0.1:{port}/t")
    assert scene.wait is None and message.startswith("cannot reach") and "\n" not in message


def test_the_join_screen_opens_the_table_when_the_game_begins(app: App, program: Program,
                                                               hosted: HostedServer) -> None:
    """Given a table with one seat taken, when the Join screen takes the other, then it shows the
    seats and the table opens on a remote session of that seat."""
    code = new_join_code()
    hosted.open_table("t", "heart-of-crown", far_east_setup(), [None, None], code)
    first = join(f"{hosted.url}/t", code)
    try:
        scene = open_join(app, program)
        scene.address.set_text(f"{hosted.url}/t")
        scene.code.set_text(code.lower())
        scene.join()
        step_until(app, lambda: isinstance(app.top, GameTable), [first])
        table = app.top
        assert isinstance(table, GameTable) and isinstance(table.session, RemoteSession)
        assert table.session.viewer == 1 - first.viewer
    finally:
        first.close()


def test_join_without_bot_opens_the_window_at_the_table(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                                        hosted: HostedServer,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """Given a hosted table, when `hoc-desktop join URL --code C` runs without --bot, then the
    window opens on the Join screen at that table (its first frame is reported and it stops)."""
    monkeypatch.setenv(FIRST_FRAME_ENV, "1")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    code = new_join_code()
    hosted.open_table("t", "crown-rivals", window_kit("crown-rivals").deal([HUMAN, HUMAN], 1), [None, None], code)
    assert main(["join", f"{hosted.url}/t", "--code", code]) == 0
    assert capsys.readouterr().out.startswith("first-frame JoinScene ")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_host_and_join_screens_fit_with_large_text(app: App, program: Program, size: tuple[int, int],
                                                      screenshot_dir: Path) -> None:
    """Given text at 200%, when the Host screen of a four-seat table and the Join screen are shown,
    then the seats, the message and the buttons each keep their own room inside the window."""
    app.set_window_size(size)
    app.set_appearance(text_scale=2.0)
    kinds = [HUMAN, HUMAN, HUMAN, "normal"]
    program.net.host_table("heart-of-crown", far_east_setup() | {"players": ["A", "B", "C", "D"]}, kinds)
    step_until(app, lambda: isinstance(app.top, HostScene) and app.top.wait is not None and app.top.wait.seat == 0)
    app.screenshot(str(screenshot_dir / f"host_{size[0]}x{size[1]}_text200.png"))
    program.net.join()
    app.step()
    app.screenshot(str(screenshot_dir / f"join_{size[0]}x{size[1]}_text200.png"))
    for scene in app.scenes[-2:]:
        assert isinstance(scene, (HostScene, JoinScene))
        rows = [widget.rect for _, widget in scene.rows]
        assert all(a.bottom <= b.top for a, b in zip(rows, rows[1:]))
        assert rows[-1].bottom <= scene.seat_list.rect.top <= scene.seat_list.rect.bottom <= scene.message.rect.top
        assert scene.message.rect.bottom <= scene.back.rect.top and scene.back.rect.bottom <= size[1]
        assert scene.action is None or (scene.back.rect.right < scene.action.rect.left
                                         and scene.action.rect.right <= size[0])


def test_a_hosted_game_resumes_after_a_restart_and_the_host_takes_its_seat_back(app: App, program: Program,
                                                                              tmp_path: Path) -> None:
    """Given a game hosted from the window and under way, when its server stops and a new one is
    started on the same port from the hosted table's folder (as `serve --tables-dir` does), then
    *Join a game* at the same address takes the host's own seat back (its token was kept on disk)
    and the table opens where the game stood."""
    program.net.host_table("crown-rivals", SETUPS["crown-rivals"](), [HUMAN, HUMAN])
    step_until(app, lambda: isinstance(app.top, HostScene) and app.top.wait is not None and app.top.wait.seat == 0)
    host = app.top
    assert isinstance(host, HostScene) and host.invite is not None and program.net.hosted is not None
    url, code = host.invite
    port = program.net.hosted.server.port
    friend = join(url, code)
    step_until(app, lambda: isinstance(app.top, GameTable) and len(app.top.session.events()) > 60, [friend],
               GAME_WAIT)
    friend.close()
    program.to_title()
    program.net.stop_hosting()
    [folder] = (tmp_path / "hosted").iterdir()
    resumed = HostedServer(port=port, tables_dir=folder)
    resumed.start()
    try:
        program.net.join()
        app.step()
        scene = app.top
        assert isinstance(scene, JoinScene)
        scene.address.set_text(url)
        scene.join()
        # the table opens at the game's last save (the start of a turn after the deal), its stream
        # arriving over a few frames: more than a new deal's events
        dealt = kit_named("crown-rivals").new_game(SETUPS["crown-rivals"](), record=True).events_for(0)
        step_until(app, lambda: isinstance(app.top, GameTable) and len(app.top.session.events()) > len(dealt))
        table = app.top
        assert isinstance(table, GameTable) and table.session.viewer == 0
    finally:
        app.reset(program.title())
        resumed.stop()


def test_a_kept_token_the_table_refuses_is_dropped_for_a_new_seat(app: App, program: Program,
                                                                 hosted: HostedServer) -> None:
    """Given a token kept for an address whose table no longer knows it (an older table of the same
    name), when the Join screen joins that address, then the token is dropped and a new seat taken."""
    code = new_join_code()
    hosted.open_table("t", "crown-rivals", SETUPS["crown-rivals"](), [None, None], code)
    url = f"{hosted.url}/t"
    stale = program.net.token_file(url)
    assert stale is not None
    stale.parent.mkdir(parents=True)
    stale.write_text("an-old-token-of-another-table\n")
    scene = open_join(app, program)
    joined_with(app, scene, url, code)
    assert scene.wait is not None and scene.wait.seat == 0
    assert stale.read_text().strip() != "an-old-token-of-another-table"
    scene.drop_link()


def test_a_welcome_this_window_cannot_read_is_one_line(app: App, program: Program) -> None:
    """Given a table whose welcome names a game this program does not have, when its game begins,
    then a dialog says in one line that it cannot be played, and no table opens."""
    link = NetLink(TableClient("ws://127.0.0.1:9/t"))
    program.net.begin(link, [{"type": "welcome", "seat": 0, "seats": [], "setup": {"game": "chess", "players": []}}])
    app.step()
    refusal = app.top
    assert isinstance(refusal, ConfirmScene) and refusal.question == "This table cannot be played"
    assert "chess" in refusal.detail and "\n" not in refusal.detail
