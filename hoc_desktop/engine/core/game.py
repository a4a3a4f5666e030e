"""The game driver: what a seat must decide now (`prompt`), taking a decision (`submit`), the events
that resulted, the command log, per-seat streams and views, for any ruleset (core/ruleset.py).

Everything that can stop for a decision runs as a generator; while one is suspended the driver
holds it in `self._effect` and its Prompt in `self._pending`. Between effects the top-level prompt
comes from the ruleset, so a state with no suspended effect is plain data and `copy()` is cheap.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

import random
from typing import Any, Callable, Generic, Iterable

from hoc_desktop.engine.core.effects import Effect
from hoc_desktop.engine.core.hooks import RulesetHooks
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.core.ruleset import Command, Event, Ruleset, S, U
from hoc_desktop.engine.core.seat_stream import SeatStream
from hoc_desktop.engine.core.take_over import SEEDS, TakenOver, is_take_over, why_not_taken_over
from hoc_desktop.errors import IllegalCommand


class Game(Generic[S, U]):
    """One game in progress, of a ruleset whose state class is `S` and setup class `U`. `record=False` skips keeping the
    event list and `command_starts`, its index by command (simulations).

    `events` is the omniscient stream from the first setup event on; `commands` is the command log
    (seat, command) and `command_starts[k]` the index in `events` of the first event of command k
    (for undo and per-command replays). `setup` is what the game was dealt from (None for a
    position built by hand)."""

    def __init__(self, ruleset: Ruleset[Any, S, U], state: S, record: bool = True, setup: U | None = None) -> None:
        self.ruleset = ruleset
        self.state = state
        self.record = record
        self.setup = setup
        self.events: list[Event] = []
        self.commands: list[tuple[int, Command]] = []
        self.command_starts: list[int] = []
        self._streams: dict[int, SeatStream] = {}
        self._effect: Effect | None = None
        self._pending: Prompt | None = None
        self._top: Prompt | None = None
        # bound once: these run for every event and every command
        self._apply: dict[type, Callable[[S, Event], None]] = ruleset.apply    # a dict: read natively
        self._hooks: RulesetHooks = ruleset.hooks      # a compiled class: its methods are called natively
        self._auto = ruleset.auto_options
        # the longest of them: most option lists are longer than any list answered by itself, and a
        # length is compared for far less than a list of commands (_settle asks at every prompt)
        self._auto_longest = max((len(options) for options in ruleset.auto_options), default=-1)

    # ---- events
    def emit(self, ev: Event) -> None:
        self._apply[type(ev)](self.state, ev)
        if self.record:
            self.events.append(ev)

    def emit_fields(self, kind: type, fields: tuple[Any, ...]) -> None:
        """`emit(kind(*fields))` for a ruleset whose events are tuples (NamedTuples): the record is
        built only when the game keeps its event list. Without one (simulations, AI look-ahead)
        the handler reads the plain tuple of fields, which unpacks and indexes the same way, and
        the cost of building a tuple subclass (a third of an event's) is saved."""
        if self.record:
            self.emit(tuple.__new__(kind, fields))     # without NamedTuple's interpreted __new__
        else:
            self._apply[kind](self.state, fields)

    def events_for(self, seat: int, since: int = 0) -> list[Event]:
        """The events from index `since` on as `seat` sees them (core/seat_stream.py). Index i of a
        seat's stream is index i of the omniscient one. Needs a recorded game dealt by `start_game`."""
        stream = self._streams.get(seat)
        if stream is None:
            if self.setup is None:
                raise ValueError("only a game dealt by start_game has per-seat streams")
            stream = self._streams[seat] = SeatStream(self.ruleset, self.setup, seat)
        for ev in self.events[len(stream.events):]:
            stream.feed(ev)
        return stream.events[since:]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` may see, JSON-ready (None: everything)."""
        return self.ruleset.view(self.state, seat)

    # ---- queries
    @property
    def over(self) -> bool:
        return self._hooks.finished(self.state)

    @property
    def quiescent(self) -> bool:
        """True when no effect is suspended: the state alone describes the game (safe to copy)."""
        return self._effect is None

    def prompt(self) -> Prompt | None:
        """What the game waits for, or None when it is over."""
        # A prompt held is the answer: the driver drops both when the game ends (_advance,
        # _settle), so whether the game is over is asked only when none is held.
        if self._pending is not None:
            return self._pending
        if self._top is not None:
            return self._top
        if self._hooks.finished(self.state):
            return None
        self._top = self._hooks.top_prompt(self)
        return self._top

    # ---- commands
    def submit(self, seat: int, command: Command) -> list[Event]:
        """Carry out `command` for `seat`. Raises IllegalCommand (state unchanged) if it is not legal."""
        # prompt()'s first two cases read here: a policy answers a prompt it was just given
        prompt = self._pending
        if prompt is None:
            prompt = self._top if self._top is not None else self.prompt()
        if prompt is None:
            raise IllegalCommand("the game is over")
        if seat != prompt.seat:
            raise IllegalCommand(f"seat {seat} cannot act now: waiting for seat {prompt.seat} ({prompt.text})")
        # prompt.check's first case, inline, looking for the very option first: a policy answers with
        # an option of the prompt it was given, which `in` would find only after comparing the
        # command with each option before it (some 2% of a compiled money game)
        offered = False
        if prompt.offers_commands:
            for option in prompt.options:
                if option is command:
                    offered = True
                    break
            else:
                offered = command in prompt.options
        if not offered:
            if is_take_over(command):
                return self._take_over(seat, command)
            why = prompt.check(command)
            if why:
                raise IllegalCommand(self.ruleset.why_refused(self, seat, command) if prompt.offers_commands else why)
        self.commands.append((seat, command))
        start = len(self.events)
        if self.record:
            self.command_starts.append(start)
        if self._effect is not None:
            self._advance(self._effect, command[1])
        else:
            self._top = None
            effect = self._hooks.handle(self, command)
            if effect is None:
                self._hooks.after_change(self)      # _advance with no effect: nothing can be suspended
            else:
                self._advance(effect, None)
        self._settle()
        return self.events[start:] if self.record else []

    def _take_over(self, seat: int, command: Command) -> list[Event]:
        """Carry out `(TAKE_OVER, seed)` for `seat` (core/take_over.py): the ruleset deals every card
        hidden from `seat` again from `seed`, and the new state is recorded in a TakenOver event."""
        why = why_not_taken_over(self, seat)
        if why is not None:
            raise IllegalCommand(f"cannot take over: {why}")
        seed = command[1] if len(command) == 2 else None
        if type(seed) is not int or not 0 <= seed < SEEDS:
            raise IllegalCommand(f"cannot take over: the seed must be a whole number below {SEEDS}")
        redeal = self.ruleset.redeal
        assert redeal is not None              # why_not_taken_over says so otherwise
        world = redeal(self, seat, random.Random(seed))
        self.commands.append((seat, command))
        start = len(self.events)
        self.command_starts.append(start)
        self.state = world
        self.events.append(TakenOver(seat, seed, world.copy()))    # a recorded game: why_not_taken_over
        self._settle()
        return self.events[start:]

    def start(self, effect: Effect | None = None) -> None:
        """Begin play (optionally running a setup effect first, e.g. choosing starting hands)."""
        if effect is not None:
            self._advance(effect, None)
        self._settle()

    def _advance(self, effect: Effect | None, answer: Any) -> None:
        """Resume `effect` with `answer` up to its next question, then run the checks every change
        needs. None: a command that `handle` already carried out without asking."""
        if effect is not None:
            try:
                self._pending = effect.send(answer)
                self._effect = effect
            except StopIteration:
                self._pending = None
                self._effect = None
        self._hooks.after_change(self)
        # the effect first: most commands leave none
        if self._effect is not None and self._hooks.finished(self.state):
            self._effect.close()
            self._effect = self._pending = None

    def _settle(self) -> None:
        """Take decisions that have only one possible answer (nothing left but to end the phase)."""
        self._top = None
        while self._effect is None and not self._hooks.finished(self.state):
            top = self._top = self._hooks.top_prompt(self)     # what prompt() would give, without its checks
            if len(top.options) > self._auto_longest or top.options not in self._auto:
                return
            self._top = None
            self._advance(self._hooks.handle(self, top.options[0]), None)

    # ---- copies for look-ahead
    def copy(self) -> "Game[S, U]":
        """An independent game at the same point. Only possible while quiescent."""
        if self._effect is not None:
            raise IllegalCommand("a game can only be copied between effects")
        return Game(self.ruleset, self.state.copy(), record=False)


def start_game(ruleset: Ruleset[Any, S, U], setup: U, record: bool = True) -> Game[S, U]:
    """A game of `ruleset` dealt from `setup`, ready for its first decision. Every step of the deal
    is an event, so the stream rebuilds the opening table."""
    game = Game(ruleset, ruleset.new_state(setup), record=record, setup=setup)
    game.start(ruleset.deal(game, setup))
    return game


def replay(ruleset: Ruleset[Any, S, U], setup: U, commands: Iterable[tuple[int, Command]],
           record: bool = True) -> Game[S, U]:
    """The game dealt from `setup` after these commands (raises IllegalCommand if one is refused):
    how saves load and how undo goes back."""
    game = start_game(ruleset, setup, record=record)
    for seat, command in commands:
        game.submit(seat, command)
    return game


def game_after(game: Game[S, U], k: int) -> Game[S, U]:
    """The game as it stood after its first `k` commands, rebuilt by replay (for undo and replays)."""
    if game.setup is None:
        raise ValueError("only a game dealt by start_game can be replayed")
    return replay(game.ruleset, game.setup, game.commands[:k])
