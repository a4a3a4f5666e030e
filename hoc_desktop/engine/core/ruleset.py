"""The game contract: what a ruleset gives the core so that the core can run its game.

A ruleset is one plain object (the way boardgame.io describes a game, and OpenSpiel registers one
by name): data (its name, its zones, its event handlers) and functions. The core calls these
functions and never imports a game; a game imports the core. The functions are plain functions
stored in fields, but for the three the driver calls at every step of play (`top_prompt`, `handle`,
`after_change`): those are the methods of one `RulesetHooks` object (core/hooks.py), which the
compiled build calls directly.

The state is the ruleset's own plain data. The core asks three things of it (`GameState`):
* `state.result`: None while the game goes on; set (by an event) when it is over, to a dict
  (Heart of Crown: {"winners": [...], "reason": ..., "scores": {...}});
* `state.copy()`: an independent copy at a quiescent point (AI look-ahead);
* it changes only through `apply[type(event)](state, event)`.

A setup is the ruleset's own frozen description of a table (seats, cards in play, seed, options)
with `players` (the names, one per seat) and `to_dict()` (`GameSetup`); with the command log it
reproduces a game bit for bit.

`Ruleset` is generic in its driver, state and setup classes and binds the last two to these
protocols, so mypy refuses a ruleset whose state forgets `copy()` or `result` where the Ruleset is
built, not at run time. tests/engine/core/test_conformance_*.py holds every registered game (and
a tiny game of the tests' own) to the rest of the contract: random games end, replay, copies,
per-seat streams, undo, saves (docs/architecture.md).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Collection, Generic, Mapping, Protocol, TypeVar

from hoc_desktop.engine.core.effects import Effect
from hoc_desktop.engine.core.hooks import RulesetHooks
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.core.zones import ZoneRegistry

Command = Any        # a tuple such as ("play", 12) or ("pick", (3, 4)); JSON lists are normalized
# A ruleset's event record (Heart of Crown: NamedTuples). It stays Any: `apply` and `redact` are
# tables keyed by the event's type, each entry taking its own record type, which no Python type
# can say of a dict; the handlers themselves are typed by their ruleset.
Event = Any


class GameState(Protocol):
    """What the core needs of a ruleset's state (its other fields are the ruleset's own):
    `result`, None while the game goes on, and `copy()`, an independent state of the same class.
    A state class without them is refused by the type checker where its Ruleset is built."""

    @property
    def result(self) -> Any: ...

    def copy(self: "S") -> "S": ...


class GameSetup(Protocol):
    """What the core and saves need of a ruleset's setup: the players' names, one per seat, and
    its dict form (what a save writes)."""

    @property
    def players(self) -> tuple[str, ...]: ...

    def to_dict(self) -> dict[str, Any]: ...


State = Any          # the state as the driver holds it for any ruleset (see GameState)
Setup = Any          # the setup as the driver holds it for any ruleset (see GameSetup)
S = TypeVar("S", bound=GameState)      # one ruleset's state class
U = TypeVar("U", bound=GameSetup)      # one ruleset's setup class


class Driver(Protocol):
    """What a ruleset's functions may use of the game driver (core/game.py `Game`) they are given:
    the state to read, `emit` to change it by an event, and the record of the game so far."""

    state: State
    setup: Setup | None
    events: list[Event]
    commands: list[tuple[int, Command]]

    def emit(self, ev: Event) -> None: ...

    def prompt(self) -> Prompt | None: ...


# The driver type a ruleset's functions declare they take: `Driver`, or the core's `Game` itself
# (which is one) for a ruleset whose rules also call code written against the Game.
D = TypeVar("D", bound=Driver)


@dataclass(frozen=True)
class Ruleset(Generic[D, S, U]):
    """Everything the core needs to run one game, typed by its driver `D`, its state class `S`
    and its setup class `U` (so a ruleset's handlers, views and deal are checked against its own
    classes). Field by field:

    name          the game's stable id ("heart-of-crown"), written in saves and used to look it up
    zones         every zone, declared once (core/zones.py): owner, who sees it, ordered or not
    new_state     setup -> the table before anything happens (the setup's own cards included);
                  per-seat streams and `rebuild` start from it too, so it must not draw randomness
                  that the events do not record
    deal          (game, setup) -> effect or None: emits the setup's events (cards created,
                  shuffles, deal, seating) and returns a setup effect that asks questions, if any
    hooks         the rules of every step, as methods of a RulesetHooks (core/hooks.py):
                  top_prompt(game) -> the prompt open when no effect is suspended (a command
                  prompt, usually); handle(game, command) -> effect or None: carry out a legal
                  command from a command prompt as far as it goes without asking (an effect
                  yields Prompts to suspend); after_change(game): rules checked after every
                  command step (points, end of game)
    apply         event type -> handler(state, event): the only code that changes a state
    auto_options  command-prompt option lists the driver answers by itself (a turn with nothing
                  to decide), each answered with its only option
    why_refused   (game, seat, command) -> words for a refused command from a command prompt
    redact        event type -> fn(event, state, seat) -> the event as `seat` may see it, judged on
                  the state just before it (types not listed are public as they are)
    teaches       (event as a seat saw it, seat) -> whether it told that seat something new; undo
                  never goes back across such an event
    view          (state, seat or None) -> a JSON-ready picture of what that seat may see
    redeal        optional: (game, seat, rng) -> a new state where every card hidden from `seat`
                  is dealt again consistently with what that seat has seen, and the generator
                  reseeded (future randomness unknown too), at a quiescent point: how a game is
                  taken over (core/take_over.py). None: the game cannot be taken over
    """

    name: str
    zones: ZoneRegistry
    new_state: Callable[[U], S]
    deal: Callable[[D, U], Effect | None]
    hooks: RulesetHooks
    apply: dict[type, Callable[[S, Event], None]]
    auto_options: Collection[tuple[Command, ...]]
    why_refused: Callable[[D, int, Command], str]
    redact: Mapping[type, Callable[[Event, S, int], Event]]
    teaches: Callable[[Event, int], bool]
    view: Callable[[S, int | None], dict[str, Any]]
    redeal: Callable[[D, int, random.Random], S] | None = None
