"""The driver of one Crown Rivals game: what a seat must decide now (`prompt`), taking a decision
(`submit`), the events that resulted, and what each seat may see (`view`).

A command that needs a choice in the middle (a jack's trash, a bonus) runs as a generator that
yields a Prompt and is resumed with the picked values. Between commands nothing is suspended and
the top-level prompt is derived from the state alone, so a game there can be copied cheaply.
"""

from __future__ import annotations

from typing import Any, Generator, Sequence

from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals import refusals, turn
from hoc_desktop.engine.crown_rivals.events import Event, apply
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.setup import DEFAULT_NAMES, initial_state, opening
from hoc_desktop.engine.crown_rivals.state import GameState
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.errors import IllegalCommand

Effect = Generator[Prompt, Any, None]


class Game:
    """One game in progress. `record=False` skips keeping the event list (simulations)."""

    def __init__(self, state: GameState, record: bool = True) -> None:
        self.state = state
        self.record = record
        self.events: list[Event] = []
        self.commands: list[tuple[int, Any]] = []
        self._effect: Effect | None = None
        self._pending: Prompt | None = None

    def emit(self, ev: Event) -> None:
        apply(self.state, ev)
        if self.record:
            self.events.append(ev)

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def quiescent(self) -> bool:
        """True between commands' effects: the state alone describes the game (safe to copy)."""
        return self._effect is None

    def prompt(self) -> Prompt | None:
        """What the engine waits for, or None when the game is over."""
        if self.state.over:
            return None
        return self._pending if self._pending is not None else turn.top_prompt(self.state)

    def view(self, seat: int | None) -> SeatView:
        """What `seat` may see (None: everything, for a spectator of a finished game or a test)."""
        return SeatView.of(self.state, seat)

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
            raise IllegalCommand(refusals.why(self.state, command) if prompt.is_action else why)
        self.commands.append((seat, command))
        start = len(self.events)
        if self._effect is not None:
            self._advance(self._effect, command[1])
        else:
            self._advance(turn.handle(self, command), None)
        return self.events[start:]

    def _advance(self, effect: Effect, answer: Any) -> None:
        """Resume `effect` up to its next question; answer questions that have one possible answer."""
        try:
            prompt = effect.send(answer)
            while not prompt.is_action and prompt.min == len(prompt.options) and not self.state.over:
                prompt = effect.send(tuple(prompt.options))
            self._effect, self._pending = effect, prompt
        except StopIteration:
            self._effect = self._pending = None
        if self.state.over and self._effect is not None:
            self._effect.close()
            self._effect = self._pending = None

    def copy(self) -> "Game":
        """An independent game at the same point (for look-ahead); only between commands' effects."""
        if self._effect is not None:
            raise IllegalCommand("a game can only be copied between effects")
        return Game(self.state.copy(), record=False)


def new_game(seed: int, names: Sequence[str] = DEFAULT_NAMES, rules: Rules | None = None,
             record: bool = True) -> Game:
    """A new game dealt from `seed`, waiting for the first player's first decision."""
    game = Game(initial_state(rules or load_rules(), seed, names), record)
    opening(game)
    return game


def replay(seed: int, commands: Sequence[tuple[int, Any]], names: Sequence[str] = DEFAULT_NAMES,
           rules: Rules | None = None) -> Game:
    """The game `seed` after `commands` (seat, command) in order: how saves and undo rebuild it."""
    game = new_game(seed, names, rules)
    for seat, command in commands:
        game.submit(seat, command)
    return game
