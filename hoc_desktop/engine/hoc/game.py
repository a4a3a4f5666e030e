"""The engine facade: what a seat must decide now (`prompt`), taking a decision (`submit`), the
events that resulted, and per-seat views.

Everything that can stop for a decision runs as a generator; while one is suspended the engine
holds it in `self._effect` and its Prompt in `self._pending`. Between effects the top-level prompt
is derived from the phase, so a state with no suspended effect is plain data and `copy()` is cheap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generator

from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc import flow, refusals, scoring
from hoc_desktop.engine.hoc.events import APPLY, Event
from hoc_desktop.engine.hoc.seat_stream import SeatStream
from hoc_desktop.engine.hoc.view import SeatView, view
from hoc_desktop.engine.hoc.state import PHASE_OVER, GameState
from hoc_desktop.errors import IllegalCommand

if TYPE_CHECKING:
    from hoc_desktop.engine.hoc.setup import GameSetup

_AUTO = ((("end_main",),),)   # never "end_turn": a turn with nothing to do must not loop forever


class Game:
    """One game in progress. `record=False` skips keeping the event list (simulations).

    `events` is the omniscient stream from the first setup event on; `command_starts[k]` is the
    index in it of the first event of command k (for undo and per-command replays). `setup` is the
    GameSetup a game from `new_game` was dealt from (None for a position built by hand)."""

    def __init__(self, state: GameState, record: bool = True, setup: "GameSetup | None" = None) -> None:
        self.state = state
        self.record = record
        self.setup = setup
        self.events: list[Event] = []
        self.commands: list[tuple[int, Any]] = []
        self.command_starts: list[int] = []
        self._streams: dict[int, SeatStream] = {}
        self._effect: Generator[Prompt, Any, Any] | None = None
        self._pending: Prompt | None = None
        self._top: Prompt | None = None

    # ---- events
    def emit(self, ev: Event) -> None:
        APPLY[type(ev)](self.state, ev)
        if self.record:
            self.events.append(ev)

    def events_for(self, seat: int, since: int = 0) -> list[Event]:
        """The events from index `since` on as `seat` sees them (see seat_stream.py). Index i of a
        seat's stream is index i of the omniscient one. Needs a recorded game dealt by `new_game`."""
        stream = self._streams.get(seat)
        if stream is None:
            stream = self._streams[seat] = SeatStream(seat)
        for ev in self.events[len(stream.events):]:
            stream.feed(ev)
        return stream.events[since:]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see, JSON-ready, with the events' card ids (view.py)."""
        return view(self.state, seat)

    def seat_view(self, seat: int) -> SeatView:
        """The cheap read-only view bots decide from."""
        return SeatView(self.state, seat)

    # ---- queries
    @property
    def over(self) -> bool:
        return self.state.phase == PHASE_OVER

    @property
    def quiescent(self) -> bool:
        """True when no effect is suspended: the state alone describes the game (safe to copy)."""
        return self._effect is None

    def prompt(self) -> Prompt | None:
        """What the engine waits for, or None when the game is over."""
        if self.state.phase == PHASE_OVER:
            return None
        if self._pending is not None:
            return self._pending
        if self._top is None:
            self._top = flow.top_prompt(self)
        return self._top

    # ---- commands
    def submit(self, seat: int, command: Any) -> list[Event]:
        """Carry out `command` for `seat`. Raises IllegalCommand (state unchanged) if it is not legal."""
        prompt = self.prompt()
        if prompt is None:
            raise IllegalCommand("the game is over")
        if seat != prompt.seat:
            raise IllegalCommand(f"seat {seat} cannot act now: waiting for seat {prompt.seat} ({prompt.text})")
        why = prompt.check(command)
        if why:
            raise IllegalCommand(refusals.why_refused(self, seat, command) if prompt.is_action else why)
        self.commands.append((seat, command))
        start = len(self.events)
        self.command_starts.append(start)
        if self._effect is not None:
            self._advance(self._effect, command[1])
        else:
            self._top = None
            self._advance(flow.handle(self, command), None)
        self._settle()
        return self.events[start:]

    def start(self, effect: Generator[Prompt, Any, Any] | None = None) -> None:
        """Begin play (optionally running a setup effect first, e.g. Hand Elimination)."""
        if effect is not None:
            self._advance(effect, None)
        self._settle()

    def _advance(self, effect: Generator[Prompt, Any, Any] | None, answer: Any) -> None:
        """Resume `effect` with `answer` up to its next question, then run the checks every change
        needs. None: a command that `flow.handle` already carried out without asking."""
        if effect is not None:
            try:
                self._pending = effect.send(answer)
                self._effect = effect
            except StopIteration:
                self._pending = None
                self._effect = None
        scoring.check_points_and_judgment(self)
        if self.state.phase == PHASE_OVER and self._effect is not None:
            self._effect.close()
            self._effect = self._pending = None

    def _settle(self) -> None:
        """Take decisions that have only one possible answer (nothing left but to end the phase)."""
        self._top = None
        while self._effect is None and self.state.phase != PHASE_OVER:
            top = self._top = flow.top_prompt(self)     # what prompt() would give, without its checks
            if top.options not in _AUTO:
                return
            self._top = None
            self._advance(flow.handle(self, top.options[0]), None)

    # ---- copies for look-ahead
    def copy(self) -> "Game":
        """An independent game at the same point. Only possible while quiescent."""
        if self._effect is not None:
            raise IllegalCommand("a game can only be copied between effects")
        return Game(self.state.copy(), record=False)
