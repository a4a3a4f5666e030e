"""Running Crown Rivals: `new_game(seed)` deals a game and `replay` rebuilds one from its command
log. The driver is the core's shape (core/game.py on branch core: prompt, submit, events, command
log, per-seat streams), kept minimal here until that driver is merged; it knows Crown Rivals only
through its Ruleset (ruleset.py), so switching to the core's `start_game` changes nothing else.

A command that needs a choice in the middle (a jack's trash, a bonus) runs as a generator that
yields a Prompt and is resumed with the picked values. Between commands nothing is suspended and
the top-level prompt is derived from the state alone, so a game there can be copied cheaply.
"""

from __future__ import annotations

from typing import Any, Sequence

from hoc_desktop.engine.core.effects import Effect
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.core.ruleset import Event, Ruleset
from hoc_desktop.engine.core.seat_stream import SeatStream
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.setup import DEFAULT_NAMES, Setup
from hoc_desktop.engine.crown_rivals.state import GameState
from hoc_desktop.errors import IllegalCommand


class Game:
    """One game in progress. `record=False` skips keeping the event list (simulations)."""

    def __init__(self, ruleset: Ruleset, state: GameState, record: bool = True, setup: Setup | None = None) -> None:
        self.ruleset = ruleset
        self.state = state
        self.record = record
        self.setup = setup
        self.events: list[Event] = []
        self.commands: list[tuple[int, Any]] = []
        self._streams: dict[int, SeatStream] = {}
        self._effect: Effect | None = None
        self._pending: Prompt | None = None

    def emit(self, ev: Event) -> None:
        self.ruleset.apply[type(ev)](self.state, ev)
        if self.record:
            self.events.append(ev)

    def events_for(self, seat: int, since: int = 0) -> list[Event]:
        """The events from index `since` on as `seat` sees them (a card it may not know is None).
        Needs a game dealt by `new_game` (its stream starts from the setup's table)."""
        if self.setup is None:
            raise ValueError("only a game dealt by new_game has per-seat streams")
        stream = self._streams.get(seat)
        if stream is None:
            stream = self._streams[seat] = SeatStream(self.ruleset, self.setup, seat)
        for ev in self.events[len(stream.events):]:
            stream.feed(ev)
        return stream.events[since:]

    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def quiescent(self) -> bool:
        """True between commands' effects: the state alone describes the game (safe to copy)."""
        return self._effect is None

    def prompt(self) -> Prompt | None:
        """What the engine waits for, or None when the game is over."""
        if self.state.result is not None:
            return None
        return self._pending if self._pending is not None else self.ruleset.top_prompt(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see, as plain data (None: everything); bots read `SeatView.of` instead."""
        return self.ruleset.view(self.state, seat)

    def submit(self, seat: int, command: Any) -> list[Event]:
        """Carry out `command` for `seat`; raises IllegalCommand, the state unchanged, if it is not
        legal now."""
        prompt = self.prompt()
        if prompt is None:
            raise IllegalCommand("the game is over")
        if seat != prompt.seat:
            raise IllegalCommand(f"seat {seat} cannot act now: waiting for seat {prompt.seat} ({prompt.text})")
        why = prompt.check(command)
        if why:
            raise IllegalCommand(self.ruleset.why_refused(self, seat, command) if prompt.is_action else why)
        self.commands.append((seat, command))
        start = len(self.events)
        if self._effect is not None:
            self._advance(self._effect, command[1])
        else:
            self._advance(self.ruleset.handle(self, command), None)
        return self.events[start:]

    def _advance(self, effect: Effect | None, answer: Any) -> None:
        """Resume `effect` up to its next question; a game won meanwhile ends it."""
        if effect is not None:
            try:
                self._pending = effect.send(answer)
                self._effect = effect
            except StopIteration:
                self._effect = self._pending = None
        self.ruleset.after_change(self)
        if self.state.result is not None and self._effect is not None:
            self._effect.close()
            self._effect = self._pending = None

    def copy(self) -> "Game":
        """An independent game at the same point (for look-ahead); only between commands' effects."""
        if self._effect is not None:
            raise IllegalCommand("a game can only be copied between effects")
        return Game(self.ruleset, self.state.copy(), record=False)


def new_game(seed: int, names: Sequence[str] = DEFAULT_NAMES, record: bool = True) -> Game:
    """A new game dealt from `seed`, waiting for the first player's first decision."""
    setup = Setup(tuple(names), seed)
    game = Game(CROWN_RIVALS, CROWN_RIVALS.new_state(setup), record, setup)
    game._advance(CROWN_RIVALS.deal(game, setup), None)
    return game


def replay(seed: int, commands: Sequence[tuple[int, Any]], names: Sequence[str] = DEFAULT_NAMES) -> Game:
    """The game `seed` after `commands` (seat, command) in order: how saves and undo rebuild it."""
    game = new_game(seed, names)
    for seat, command in commands:
        game.submit(seat, command)
    return game
