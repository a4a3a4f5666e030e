"""AI seats think in a separate process, so the window keeps drawing at 60 frames a second.

A search in a thread holds the GIL and makes frames stutter (p99 26-64 ms measured); in a worker
process the render loop is untouched. One persistent worker is started with the "spawn" context
(the same on every platform, and safe with pygame's threads) and fed through a queue:

* `sync(game_id, setup, commands)`: the worker keeps a replayed game per id, built from the setup
  dict (of any game: games.py reads it) and the command log. When the log extends what it already has,
  it submits only the new commands; otherwise (an undo, a load) it replays from the start. It keeps
  no events (faster), except for a game taken over (engine/core/take_over.py), whose deal may read
  what the taking seat saw.
* `decide(game_id, seat, policy_spec, policy_seed) -> tag`: the worker asks the seat's policy and
  replies `AIReply(tag, command, reason)`. Policies live per (game id, seat) for the life of the
  worker, so a seeded policy's random stream continues across decisions exactly as in
  `hoc_desktop.ai.match.play_match`: the same seeds give the same game as the command line.

The parent never blocks: `poll()` (once per frame) returns the replies that arrived. Every request
has a tag; `cancel()` makes all outstanding tags stale (their replies are dropped) and, if the
worker is still thinking about one of them, kills it without waiting (the window must not stall)
and leaves the next request to start a fresh worker, so the next decision does not wait for an
abandoned search; the killed process is reaped by later calls. A fresh worker's policies start
their seeded streams again, so after such an undo the AI's later choices can differ from the game
the same seeds give without it. A worker that dies yields an error reply for each outstanding tag.
`shutdown()` ends the worker within its timeout even in the middle of a long `hard@5` search:
a polite stop, then terminate, then kill. A window that cannot shut it down (killed with SIGKILL,
a crash) does not leave it behind: the worker watches its parent and exits the moment it is gone,
which also lets multiprocessing's resource tracker end.
"""

from __future__ import annotations

import itertools
import multiprocessing
import multiprocessing.connection
import os
import queue
import signal
import threading
from dataclasses import dataclass, field
from typing import Any, Sequence

from hoc_desktop.ai.policy import Policy
from hoc_desktop.ai.reason import AnyReason, portable
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompts import normalize_command
from hoc_desktop.engine.core.take_over import is_taken_over
from hoc_desktop.games import kit_for

SetupDict = dict[str, Any]
Commands = Sequence[tuple[int, Any]]


@dataclass(frozen=True)
class AIReply:
    """The answer to one `decide`: a command (and the policy's reason, its cards by their names:
    `reason.portable`), or an error in words."""

    tag: int
    command: Any
    reason: AnyReason = ""
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None


# ---------------------------------------------------------------- the worker process

@dataclass
class _Replay:
    """One game as the worker has replayed it (or why it could not)."""

    setup: SetupDict
    game: Game | None
    commands: list[tuple[int, Any]] = field(default_factory=list)
    error: str | None = None


def _sync(games: dict[str, _Replay], game_id: str, setup: SetupDict, commands: Commands) -> None:
    wanted = [(int(seat), normalize_command(command)) for seat, command in commands]
    replay = games.get(game_id)
    if (replay is None or replay.game is None or replay.setup != setup
            or replay.commands != wanted[:len(replay.commands)]):
        try:
            replay = _Replay(setup, kit_for(setup).new_game(setup, record=is_taken_over(wanted)))
        except (KeyError, TypeError, ValueError) as exc:   # UsageError (an unknown game) is a ValueError
            games[game_id] = _Replay(setup, None, error=f"bad setup: {type(exc).__name__}: {exc}")
            return
        games[game_id] = replay
    assert replay.game is not None
    for seat, command in wanted[len(replay.commands):]:
        try:
            replay.game.submit(seat, command)
        except Exception as exc:  # an illegal command in the log: report it on the next decide
            replay.game = None
            replay.error = f"command {len(replay.commands) + 1} ({command!r}) failed: {exc}"
            return
        replay.commands.append((seat, command))


def _decide(games: dict[str, _Replay], policies: dict[tuple[str, int], tuple[str, int, Policy]],
            tag: int, game_id: str, seat: int, spec: str, seed: int) -> AIReply:
    replay = games.get(game_id)
    if replay is None:
        return AIReply(tag, None, error=f"unknown game '{game_id}': sync it first")
    if replay.game is None:
        return AIReply(tag, None, error=replay.error)
    prompt = replay.game.prompt()
    if prompt is None:
        return AIReply(tag, None, error="the game is over")
    if prompt.seat != seat:
        return AIReply(tag, None, error=f"seat {seat} is not to decide: waiting for seat {prompt.seat}")
    held = policies.get((game_id, seat))
    kit = kit_for(replay.setup)
    try:
        if held is None or held[:2] != (spec, seed):
            held = policies[(game_id, seat)] = (spec, seed, kit.make_policy(spec, seed))
        command, reason = kit.decide(held[2], replay.game, seat)
    except Exception as exc:  # a policy (possibly the user's own file) failed: report, never die
        return AIReply(tag, None, error=f"{spec} failed: {type(exc).__name__}: {exc}")
    return AIReply(tag, command, portable(reason))


def exit_with_parent() -> None:
    """End this worker the moment its window's process is gone, even one killed with SIGKILL that
    could not shut it down: else it would wait on its queue forever, and keep multiprocessing's
    resource tracker alive with it. A thread waits on the parent's sentinel (readable once the
    parent has died), so even a long search is cut short."""
    parent = multiprocessing.parent_process()
    if parent is None:
        return

    def watch() -> None:
        multiprocessing.connection.wait([parent.sentinel])
        os._exit(0)

    threading.Thread(target=watch, name="hoc-ai-parent-watch", daemon=True).start()


def _serve(requests: Any, replies: Any) -> None:
    """The worker's loop: answer requests until the None sentinel (or until the parent dies)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)     # Ctrl+C belongs to the window, which stops us
    exit_with_parent()
    games: dict[str, _Replay] = {}
    policies: dict[tuple[str, int], tuple[str, int, Policy]] = {}
    while True:
        message = requests.get()
        if message is None:
            return
        kind, args = message[0], message[1:]
        if kind == "sync":
            _sync(games, *args)
        elif kind == "decide":
            replies.put(_decide(games, policies, *args))
        elif kind == "forget":
            games.pop(args[0], None)
            for key in [k for k in policies if k[0] == args[0]]:
                del policies[key]


# ---------------------------------------------------------------- the parent's handle

class AIWorker:
    """The window's handle on the AI process. All methods return at once (except `shutdown`)."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._requests: Any = None
        self._replies: Any = None
        self._tags = itertools.count(1)
        self._pending: set[int] = set()        # tags whose replies the caller still wants
        self._outstanding: set[int] = set()    # tags sent and not yet answered (stale ones too)
        self._synced: dict[str, tuple[SetupDict, list[tuple[int, Any]]]] = {}
        self._dying: list[Any] = []            # killed workers not yet reaped

    # ---- process
    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    @property
    def busy(self) -> bool:
        """True while a wanted decision is on its way (show "thinking...")."""
        return bool(self._pending)

    def start(self) -> None:
        """Start the worker now (it costs about a quarter of a second; start it before it is needed)."""
        if self.alive:
            return
        self._stop(timeout=0.1)
        self._requests = self._context.Queue()
        self._replies = self._context.Queue()
        self._process = self._context.Process(target=_serve, args=(self._requests, self._replies),
                                              name="hoc-ai-worker", daemon=True)
        self._process.start()
        for game_id, (setup, commands) in self._synced.items():     # a restarted worker catches up
            self._requests.put(("sync", game_id, setup, commands))

    def _send(self, message: tuple[Any, ...]) -> None:
        self.start()
        self._requests.put(message)

    # ---- requests
    def sync(self, game_id: str, setup: SetupDict, commands: Commands) -> None:
        """Bring the worker's copy of `game_id` to this setup and command log."""
        log = [(int(seat), command) for seat, command in commands]
        self._synced[game_id] = (setup, log)
        self._send(("sync", game_id, setup, log))

    def decide(self, game_id: str, seat: int, policy_spec: str, policy_seed: int) -> int:
        """Ask `seat`'s policy for the current prompt of `game_id`; returns the reply's tag."""
        tag = next(self._tags)
        self._pending.add(tag)
        self._outstanding.add(tag)
        self._send(("decide", tag, game_id, seat, policy_spec, policy_seed))
        return tag

    def forget(self, game_id: str) -> None:
        """Drop a finished game and its policies from the worker."""
        self._synced.pop(game_id, None)
        if self.alive:
            self._requests.put(("forget", game_id))

    def cancel(self) -> None:
        """Make every outstanding reply stale (after an undo or a load). A worker still thinking
        about one is killed at once, without waiting for it; the next request starts a new one."""
        self._pending.clear()
        self._receive()
        if self._outstanding:
            self._outstanding.clear()
            self._abandon()

    def _abandon(self) -> None:
        """Kill the current worker without joining it (returns at once); `_reap` collects it."""
        process, requests, replies = self._process, self._requests, self._replies
        self._process = self._requests = self._replies = None
        if process is None:
            return
        if process.is_alive():
            process.kill()
        for q in (requests, replies):
            q.cancel_join_thread()
            q.close()
        self._dying.append(process)

    def _reap(self) -> None:
        """Collect killed workers that have ended (never waits)."""
        still = []
        for process in self._dying:
            process.join(0)
            if process.is_alive():
                still.append(process)
            else:
                process.close()
        self._dying = still

    # ---- replies
    def _receive(self) -> list[AIReply]:
        """Empty the reply queue; returns the replies still wanted, drops stale ones."""
        out: list[AIReply] = []
        while self._replies is not None:
            try:
                reply = self._replies.get_nowait()
            except (queue.Empty, OSError, EOFError):
                break
            self._outstanding.discard(reply.tag)
            if reply.tag in self._pending:
                self._pending.discard(reply.tag)
                out.append(reply)
        return out

    def poll(self) -> list[AIReply]:
        """The wanted replies that have arrived (never blocks); stale ones are dropped."""
        if self._dying:
            self._reap()
        out = self._receive()
        if self._pending and not self.alive:
            code = self._process.exitcode if self._process is not None else None
            out.extend(AIReply(tag, None, error=f"the AI process stopped (exit code {code})")
                       for tag in sorted(self._pending))
            self._pending.clear()
            self._outstanding.clear()
            self._stop(timeout=0.1)
        return out

    # ---- ending
    def shutdown(self, timeout: float = 1.0) -> None:
        """Stop the worker within `timeout` seconds, mid-search or not, leaving no process behind."""
        self._pending.clear()
        self._outstanding.clear()
        self._stop(timeout)
        for process in self._dying:          # killed earlier: they end within moments
            process.join(timeout / 4)
        self._reap()

    def _stop(self, timeout: float) -> None:
        process, requests, replies = self._process, self._requests, self._replies
        self._process = self._requests = self._replies = None
        if process is None:
            return
        step = timeout / 4
        if process.is_alive():
            try:
                requests.put_nowait(None)
            except (ValueError, OSError, queue.Full):
                pass
            process.join(step)
        if process.is_alive():
            process.terminate()
            process.join(step)
        if process.is_alive():
            process.kill()
            process.join(step)
        for q in (requests, replies):
            q.cancel_join_thread()
            q.close()
        if not process.is_alive():
            process.close()
