"""The AI worker process: real decisions, stale replies dropped, a fast and clean shutdown."""

from __future__ import annotations

import multiprocessing
import os
import time
from typing import Callable, Iterator

import pytest

from hoc_desktop.ai.reason import portable
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.ai_worker import AIReply, AIWorker
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.take_over import take_over_command, why_not_taken_over
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.scoring import scores
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import GameSetup

WAIT = 60.0     # generous: two shared cores, and a spawned worker imports the engine first


@pytest.fixture
def worker() -> Iterator[AIWorker]:
    handle = AIWorker()
    handle.start()
    yield handle
    handle.shutdown()


def wait_for(worker: AIWorker, timeout: float = WAIT) -> list[AIReply]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        replies = worker.poll()
        if replies:
            return replies
        time.sleep(0.005)
    raise AssertionError("no reply from the AI worker")


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def play_until(setup: dict, done: Callable[[Game], bool]) -> Game:
    """The game played by seeded `baseline` policies until `done(game)`."""
    game = new_game(GameSetup.from_dict(setup))
    policies = [make_policy("baseline", 100 + seat) for seat in range(len(setup["players"]))]
    while not done(game):
        prompt = game.prompt()
        command, _ = split_decision(policies[prompt.seat].decide(prompt, SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    return game


def opening(setup: dict, plies: int) -> Game:
    """A game `plies` commands in."""
    return play_until(setup, lambda game: len(game.commands) >= plies)


def where_hard_searches(setup: dict) -> Game:
    """A Second Phase with a real choice after someone has 4 points: `hard` searches there (it
    leaves the opening and plain orders of play to `normal`, which answer at once)."""
    def searching(game: Game) -> bool:
        prompt = game.prompt()
        return prompt.kind == "second" and len(prompt.options) > 3 and max(scores(game.state).values()) >= 4
    return play_until(setup, searching)


def test_worker_answers_a_real_decision_like_the_policy_in_process(worker: AIWorker) -> None:
    setup = make_setup(["human", "normal"], "First Time Playing", 7)
    game = opening(setup, 6)
    worker.sync("g1", setup, game.commands)
    seat = game.prompt().seat
    tag = worker.decide("g1", seat, "normal", 11)
    assert worker.busy
    [reply] = wait_for(worker)
    assert reply.ok, reply.error
    assert reply.tag == tag and not worker.busy
    expected, reason = split_decision(make_policy("normal", 11).decide(game.prompt(), SeatView(game.state, seat)))
    assert reply.command == expected and reply.reason == portable(reason)     # its cards by their names
    game.submit(seat, reply.command)           # legal in the parent's game
    # the log grew: the worker submits only the new commands and answers the next prompt
    worker.sync("g1", setup, game.commands)
    worker.decide("g1", game.prompt().seat, "normal", 11)
    [second] = wait_for(worker)
    assert second.ok, second.error
    game.submit(game.prompt().seat, second.command)


def test_worker_answers_in_a_game_taken_over(worker: AIWorker) -> None:
    """Given a game seat 0 took over at its second turn, when the worker is asked for seat 1's
    decision after seat 0's turn, then it answers legally (it replays the take-over too)."""
    setup = make_setup(["human", "normal"], "First Time Playing", 7)
    game = play_until(setup, lambda g: g.state.turn.number >= 3 and why_not_taken_over(g, 0) is None)
    game.submit(0, take_over_command(8))
    policy = make_policy("baseline", 3)
    while (prompt := game.prompt()).seat == 0:
        game.submit(0, split_decision(policy.decide(prompt, SeatView(game.state, 0)))[0])
    worker.sync("taken", setup, game.commands)
    worker.decide("taken", 1, "normal", 11)
    [reply] = wait_for(worker)
    assert reply.ok, reply.error
    game.submit(1, reply.command)


def test_a_stale_reply_that_arrives_is_dropped(worker: AIWorker) -> None:
    setup = make_setup(["normal", "easy"], "Primer", 3)
    game = opening(setup, 2)
    worker.sync("g", setup, game.commands)
    worker.decide("g", game.prompt().seat, "easy", 1)
    deadline = time.monotonic() + WAIT
    while worker._replies.empty() and time.monotonic() < deadline:    # the answer is in the queue
        time.sleep(0.01)
    pid = worker.pid
    worker.cancel()                             # e.g. the player pressed Undo
    assert not worker.busy and worker.pid == pid     # nothing was being computed: same worker
    fresh = worker.decide("g", game.prompt().seat, "easy", 1)
    replies = wait_for(worker)
    time.sleep(0.2)
    replies += worker.poll()
    assert [r.tag for r in replies] == [fresh]


def test_cancel_mid_thought_replaces_the_worker(worker: AIWorker) -> None:
    setup = make_setup(["human", "hard"], "First Time Playing", 9)
    game = where_hard_searches(setup)
    worker.sync("g", setup, game.commands)
    seat = game.prompt().seat
    worker.decide("g", seat, "hard@5", 1)
    time.sleep(0.3)
    old = worker.pid
    started = time.perf_counter()
    worker.cancel()                             # a load while the AI thinks
    assert worker.pid is None                   # killed, not waited for: the next request starts a new one
    fresh = worker.decide("g", seat, "baseline", 1)
    [reply] = wait_for(worker)
    assert reply.tag == fresh and reply.ok and worker.pid != old
    assert time.perf_counter() - started < 5    # did not wait for the abandoned search
    assert old is not None and gone(old)


def test_errors_come_back_as_replies(worker: AIWorker) -> None:
    setup = make_setup(["human", "normal"], "Primer", 3)
    game = opening(setup, 1)
    worker.sync("g", setup, game.commands)
    wrong_seat = 1 - game.prompt().seat
    worker.decide("g", wrong_seat, "normal", 1)
    [reply] = wait_for(worker)
    assert not reply.ok and "not to decide" in reply.error
    worker.forget("g")                         # the game ended: the worker drops it
    worker.decide("g", game.prompt().seat, "normal", 1)
    [reply] = wait_for(worker)
    assert not reply.ok and "sync it first" in reply.error


def test_a_dead_worker_gives_an_error_reply_not_a_hang(worker: AIWorker) -> None:
    setup = make_setup(["human", "hard"], "First Time Playing", 9)
    game = where_hard_searches(setup)
    worker.sync("g", setup, game.commands)
    worker.decide("g", game.prompt().seat, "hard@5", 1)
    pid = worker.pid
    assert pid is not None
    worker._process.kill()                     # the process dies (out of memory, killed by the OS)
    [reply] = wait_for(worker, 10)
    assert not reply.ok and "stopped" in reply.error


def test_shutdown_mid_thought_is_fast_and_leaves_no_process() -> None:
    worker = AIWorker()
    worker.start()
    setup = make_setup(["human", "hard"], "First Time Playing", 9)
    game = where_hard_searches(setup)
    worker.sync("g", setup, game.commands)
    seat = game.prompt().seat
    # wait until the worker has replayed the game (a cheap decision answers), then start a long search
    worker.decide("g", seat, "baseline", 1)
    wait_for(worker)
    worker.decide("g", seat, "hard@5", 1)
    time.sleep(0.5)
    assert worker.poll() == [] and worker.busy     # still searching
    pid = worker.pid
    assert pid is not None
    started = time.perf_counter()
    worker.shutdown(timeout=1.0)
    elapsed = time.perf_counter() - started
    assert elapsed < 1.0
    assert multiprocessing.active_children() == []
    assert gone(pid)


WINDOW_THEN_KILLED = """
import sys, time
from multiprocessing import resource_tracker
from hoc_desktop.client.ai_worker import AIWorker
from hoc_desktop.client.hoc.setup import make_setup

worker = AIWorker()
setup = make_setup(["normal", "easy"], "Primer", 3)
worker.sync("g", setup, [])
worker.decide("g", 0, "normal", 1)
while not worker.poll():
    time.sleep(0.01)
print(worker.pid, resource_tracker._resource_tracker._pid, flush=True)
time.sleep(600)
"""
EXIT_AFTER_PARENT = 5.0     # what the issue asks of a worker whose window was killed


def ended(pid: int) -> bool:
    """Gone, or a zombie nobody reaps (its parent is dead): either way it no longer runs."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] == "Z"
    except FileNotFoundError:
        return True
    except OSError:
        return gone(pid)


def test_a_window_killed_with_sigkill_leaves_no_worker_nor_resource_tracker() -> None:
    # given a window process whose AI worker has answered a decision (so it is up and idle)
    import signal
    import subprocess
    import sys
    window = subprocess.Popen([sys.executable, "-c", WINDOW_THEN_KILLED], stdout=subprocess.PIPE, text=True)
    pids: list[int] = []
    try:
        pids = [int(word) for word in window.stdout.readline().split()]
        assert len(pids) == 2 and not any(ended(pid) for pid in pids)
        # when the window process is killed with SIGKILL (it cannot shut its worker down)
        window.send_signal(signal.SIGKILL)
        window.wait()
        # then the worker and multiprocessing's resource tracker end by themselves, within 5 s
        deadline = time.monotonic() + EXIT_AFTER_PARENT
        while time.monotonic() < deadline and not all(ended(pid) for pid in pids):
            time.sleep(0.05)
        assert [pid for pid in pids if not ended(pid)] == []
    finally:
        window.kill()
        window.wait()
        for pid in pids:
            if not ended(pid):
                os.kill(pid, signal.SIGKILL)
