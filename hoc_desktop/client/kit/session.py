"""GameSession: one game as the window plays it, with no pygame in sight, for either game (its
kit, games.py, deals it and tells its events).

The session holds the authoritative engine `Game` (the window process is the referee), who sits in
each seat (a human or an AI level), and the *viewer*: the seat whose eyes the table shows. It is
the one place that decides who that is (see `open_table`, `check_curtain`, `pass_curtain`): in
hot-seat (more than one person at the screen) the *curtain* goes up before any human other than
the viewer must decide, and whenever the table is built afresh (a new game's deal, Continue, Load,
Play again), so nothing private of one player is drawn or told before the next has taken the
table. While the curtain is up nobody's view is shown and no human prompt is open. The
table's picture never reads the engine's state: it reads `events()`, the viewer's own redacted
stream (`Game.events_for`), and builds its picture from that alone, so it cannot show a card the
viewer may not see. The log in words is told from the same stream.

AI seats are asked through the `AIWorker` process (the window never thinks on its own thread):
`update()` syncs the worker and sends a `decide` when an AI seat is to act, and submits the reply
when it comes back. A human's command goes through `submit`, which returns the engine's reason
when the command is refused and changes nothing then. The smoke test's stand-in for a human uses
the same `submit` as a drag-and-drop does.

Policy seeds are derived from the game seed and the seat, so the same setup and the same human
commands give the same game.

With an `autosave` path the session writes the game there, with the AI's reasons (atomically,
save_slots.py) as soon as it is dealt or resumed, whenever a new turn starts and when `save_now()`
is called (the table is left); when the game ends the autosave is removed, so *Continue* only offers
games in progress. A failed save never stops play: `save_problem` holds its one-line reason for the
table to show.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Sequence

from hoc_desktop import engine
from hoc_desktop.ai.reason import AnyReason
from hoc_desktop.client.ai_worker import AIWorker
from hoc_desktop.client.game_config import HUMAN, SetupDict
from hoc_desktop.client.save_slots import forget_autosave, write_save
from hoc_desktop.engine.core.told import Told
from hoc_desktop.engine.core.zones import FACE_UP
from hoc_desktop.errors import SaveError
from hoc_desktop.game_kit import GameKit
from hoc_desktop.games import kit_for
from hoc_desktop.i18n import N_

_GAME_IDS = itertools.count(1)


def policy_seed(game_seed: int, seat: int) -> int:
    """The seed of `seat`'s AI policy in a game dealt from `game_seed`."""
    return game_seed * 10 + seat


@dataclass
class GameSession:
    """One game: engine, seat kinds, viewer, AI requests in flight, and the log in words."""

    undo_waits: ClassVar[bool] = False                        # an undo is asked, its answer comes later (network)
    keeps_game: ClassVar[bool] = True                         # the whole game is here: Save as, Replay, Play again
    leave_note: ClassVar[str] = N_("It is saved: Continue on the title screen goes on from here.")
    setup: SetupDict
    kinds: Sequence[str]
    worker: AIWorker | None
    viewer: int = 0                                           # whose view the table shows (see curtain)
    curtain: int | None = None                                # hot-seat: the human the table waits for
    game: engine.Game = field(init=False)
    kit: GameKit = field(init=False)                          # the game's kit: its deal, AIs and words
    game_id: str = field(init=False)
    reasons: dict[int, AnyReason] = field(default_factory=dict)   # command index -> the AI's reason
    stand_ins: dict[int, str] = field(default_factory=dict)  # human seat -> AI level that suggests its moves
    suggestion: tuple[int, Any] | None = None                # (seat, command) a stand-in proposes
    autosave: Path | None = None
    resumed: engine.Game | None = None                       # a loaded game to go on with
    save_problem: str | None = None
    _waiting: int | None = None                               # tag of the decision asked for
    _undo_memo: tuple[Any, int | None] = (None, None)          # (undos, commands, viewer) -> undo target
    _undos: int = 0                                           # undos so far (a new game object each time)
    _error: str | None = None

    def __post_init__(self) -> None:
        if len(self.kinds) != len(self.setup["players"]):
            raise ValueError("one seat kind per player")
        self.kit = kit_for(self.setup)
        self.game = self.resumed or self.kit.new_game(self.setup)
        self.resumed = None
        self.game_id = f"table-{next(_GAME_IDS)}"
        self._saved_turn = self.game.state.turn.number
        if HUMAN in self.kinds and self.kinds[self.viewer] != HUMAN:
            self.viewer = list(self.kinds).index(HUMAN)
        self.save_now()          # from the deal on: a crash in turn 1 still leaves a game to Continue

    # ---- reading
    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def error(self) -> str | None:
        """Why the AI could not go on (its process died, a policy failed), in one line; else None."""
        return self._error

    def prompt(self) -> engine.Prompt | None:
        return self.game.prompt()

    def notice(self) -> str | None:
        """What the table tells the player about the session itself: why the AI cannot go on
        (while that lasts), or why the autosave failed (once)."""
        if self.save_problem:
            problem, self.save_problem = self.save_problem, None
            return f"Autosave failed: {problem}"
        return self._error

    def human_prompt(self) -> engine.Prompt | None:
        """The prompt when the viewer (a human seat) must answer it now, else None. Another human
        seat's prompt (hot-seat) waits until the table has been handed to that seat, and nothing
        is asked while the curtain is up."""
        prompt = self.game.prompt()
        if (prompt is not None and self.curtain is None and prompt.seat == self.viewer
                and self.kinds[prompt.seat] == HUMAN):
            return prompt
        return None

    # ---- who is at the screen
    def people(self) -> list[int]:
        """The human seats a person plays (a human seat with a stand-in is played by the program)."""
        return [seat for seat, kind in enumerate(self.kinds) if kind == HUMAN and seat not in self.stand_ins]

    @property
    def hot_seat(self) -> bool:
        """More than one person shares the screen."""
        return len(self.people()) > 1

    def next_person(self) -> int | None:
        """The person who decides next: the one the game waits for, else (an AI decides) the first
        person after that seat in seating order; None when the game is over."""
        prompt = self.game.prompt()
        people = self.people()
        if prompt is None or not people:
            return None
        count = len(self.kinds)
        return next(seat for step in range(count) if (seat := (prompt.seat + step) % count) in people)

    def open_table(self) -> None:
        """The table is about to be built afresh (a new game, Continue, Load, Play again): in
        hot-seat the curtain goes up first, for the person who decides next."""
        if self.hot_seat:
            self.curtain = self.next_person()

    def check_curtain(self) -> int | None:
        """Raise (or move) the curtain when a person other than the one at the screen must decide
        now; returns the seat the curtain waits for (None: no curtain)."""
        prompt = self.game.prompt()
        if prompt is not None and prompt.seat in self.people():
            shown = self.viewer if self.curtain is None else self.curtain
            if prompt.seat != shown:
                self.curtain = prompt.seat
        return self.curtain

    def pass_curtain(self) -> int:
        """The person behind the curtain has taken the table: the table is theirs from now on."""
        if self.curtain is not None:
            self.viewer, self.curtain = self.curtain, None
        return self.viewer

    @property
    def thinking(self) -> bool:
        """True while an AI seat's decision is on its way."""
        return self._waiting is not None

    @property
    def commands_played(self) -> Sequence[tuple[int, Any]]:
        """The (seat, command) pairs played so far, oldest first: what a table asks of the game's
        progress ("has it begun?", "was this my last move?") without reading its state."""
        return self.game.commands

    def stream_replaced(self) -> bool:
        """Whether the viewer's stream changed other than by growing (a network table sent it anew
        from an earlier point: kit/remote_session.py), so the table must draw it afresh; a local
        game's stream only grows (an undo redraws by itself)."""
        return False

    @property
    def sight(self) -> int:
        """Whose eyes the table's stream is told for: the viewer's own (a finished game's replay may
        show every card face up instead, core/zones.py FACE_UP: kit/replay.py)."""
        return self.viewer

    def deck(self, zone: tuple[str, Any]) -> list[str] | None:
        """A face-down pile's cards where the table may list them (None: it may not, which at a
        live table is always: only a finished game's replay with all cards face up lists a draw
        pile, kit/replay.py)."""
        return None

    def events(self, since: int = 0) -> list[Any]:
        """The viewer's stream (the stream of `sight`) from index `since` on."""
        return self.game.events_for(self.sight, since)

    def describe(self, start: int, end: int) -> list[Told]:
        """Log lines for events `start`..`end` of the viewer's own stream, in the engine's words: a
        card hidden from the viewer is None there and reads "a card" (the face-up sight names every
        card a player holds, so its lines are told as the omniscient reader's). The whole stream goes
        to the kit's `log_batch`, which may tell an event of a later batch in this one (the deal's
        seating)."""
        sight = self.sight
        return self.kit.told(self.game.state, self.kit.log_batch(self.game.events_for(sight), start, end),
                             None if sight == FACE_UP else sight, [str(name) for name in self.setup["players"]])

    def command_of_event(self, index: int) -> int:
        """The index of the command whose consequences include event `index` (-1: setup)."""
        starts = self.game.command_starts
        lo, hi = 0, len(starts)
        while lo < hi:
            mid = (lo + hi) // 2
            if starts[mid] <= index:
                lo = mid + 1
            else:
                hi = mid
        return lo - 1

    # ---- acting
    def submit(self, seat: int, command: Any) -> str | None:
        """Carry out a human seat's command; the engine's reason when it refuses (nothing changes)."""
        if self.kinds[seat] != HUMAN:
            return "that seat is played by the AI"
        try:
            self.game.submit(seat, command)
        except engine.IllegalCommand as exc:
            reason = exc.args[0] if exc.args else ""
            return reason if isinstance(reason, str) else str(exc)    # a Refusal stays one: the table words it
        self._after_command()
        return None

    def _after_command(self) -> None:
        """Autosave when a new turn has started; forget the autosave when the game is over."""
        if self.autosave is None:
            return
        if self.game.over:
            forget_autosave(self.autosave.parent)
        elif self.game.state.turn.number != self._saved_turn:
            self._saved_turn = self.game.state.turn.number
            self.save_now()

    def save_now(self) -> None:
        """Write the autosave with every command so far (a game over is not saved for Continue)."""
        if self.autosave is None or self.game.over:
            return
        try:
            write_save(self.game, self.setup, self.kinds, self.autosave, self.reasons)
        except SaveError as exc:
            self.save_problem = str(exc)

    def update(self) -> bool:
        """Drive AI seats one step: send a request, or submit a reply that arrived. True when the
        game moved on. For a human seat with a stand-in (the smoke test's pilot), the reply becomes
        `suggestion`, which the table carries out through the same path as a drop or a click."""
        if self.worker is None or self._error is not None:
            return False
        prompt = self.game.prompt()
        if prompt is None:
            return False
        human = self.kinds[prompt.seat] == HUMAN
        spec = self.stand_ins.get(prompt.seat) if human else self.kinds[prompt.seat]
        if spec is None or (human and self.suggestion is not None):
            return False
        if self._waiting is None:
            self.worker.sync(self.game_id, self.setup, self.game.commands)
            self._waiting = self.worker.decide(self.game_id, prompt.seat, spec,
                                               policy_seed(int(self.setup["seed"]), prompt.seat))
            return False
        for reply in self.worker.poll():
            if reply.tag != self._waiting:
                continue
            self._waiting = None
            if not reply.ok:
                self._error = reply.error
                return False
            command = engine.normalize_command(reply.command)
            if human:                        # a stand-in only proposes: the table plays it like a click
                self.suggestion = (prompt.seat, command)
                return False
            try:
                self.game.submit(prompt.seat, command)
            except engine.IllegalCommand as exc:
                self._error = f"{self.kinds[prompt.seat]} AI answered illegally: {exc}"
                return False
            if reply.reason:
                self.reasons[len(self.game.commands) - 1] = reply.reason
            self._after_command()
            return True
        return False

    # ---- undo
    def undo_target(self) -> int | None:
        """How many commands an undo for the viewer keeps (None: nothing may be undone): the
        viewer's latest decision and the AI moves after it, never across anything the viewer has
        learned, nor another human's decision (engine rule: undo.undo_target)."""
        if self.kinds[self.viewer] != HUMAN:
            return None
        asked = (self._undos, len(self.game.commands), self.viewer)   # the table asks every frame
        if self._undo_memo[0] != asked:
            ais = [seat for seat, kind in enumerate(self.kinds) if kind != HUMAN]
            self._undo_memo = (asked, engine.undo_target(self.game, self.viewer, ais))
        return self._undo_memo[1]

    def undo(self) -> bool:
        """Take back the viewer's latest decision (and the AI moves after it); True if done."""
        k = self.undo_target()
        if k is None:
            return False
        if self._waiting is not None and self.worker is not None:
            self.worker.cancel()                 # a decision for the future that no longer exists
        self._waiting = None
        self.suggestion = None
        self.game = engine.game_after(self.game, k)
        self._undos += 1
        self.reasons = {i: r for i, r in self.reasons.items() if i < k}
        self._saved_turn = self.game.state.turn.number
        self.save_now()
        return True

    def undo_question(self) -> int | None:
        """The seat whose undo waits for the viewer's agreement (a network table asks the other
        people); nobody at a local table asks: the people share the screen."""
        return None

    def answer_undo(self, allow: bool) -> None:
        """Answer `undo_question` (only a network table asks one)."""
        raise NotImplementedError("a local game asks no one to agree to an undo")

    def amend(self, seat: int, command: Any) -> str | None:
        """Make `command` instead of `seat`'s latest decision, as one step: only when undo could take
        that decision back (nothing learned since, no other decision after it) and `command` is
        legal where it was made. Returns the reason when it cannot (nothing changes then)."""
        k = self.undo_target()
        if seat != self.viewer or k is None or k != len(self.game.commands) - 1:
            return "that move can no longer be changed"
        earlier = engine.game_after(self.game, k)
        prompt = earlier.prompt()
        why = "the game is over" if prompt is None else prompt.check(command)
        if why is not None:
            return why
        self.undo()
        return self.submit(seat, command)

    def close(self) -> None:
        """Save where the game stands (for Continue) and forget it in the worker (the worker itself
        belongs to the App)."""
        self.save_now()
        if self.worker is not None:
            if self._waiting is not None:
                self.worker.cancel()
                self._waiting = None
            self.worker.forget(self.game_id)
