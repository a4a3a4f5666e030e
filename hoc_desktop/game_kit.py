"""What the program needs of a game beyond its ruleset, in one object per game (the way boardgame.io
makes a game one object): how its setup is read back from a dict (one reader, for saves and the
window alike) and what a save of it names, the AI levels that can sit at it and the view those
levels read, its events in words for a log, and what the command line assumes of it. The saves,
the AI worker, the window's session and the command line reach a game through its kit, so none
of them branches on the game.

Each game's kit lives in its own folder (ai/<game>/kit.py) and is registered by name in
hoc_desktop/games.py, the one place that names the games. This module names none.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Protocol, Sequence

from hoc_desktop.ai.appraisal import Appraiser
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.ai.reason import AnyReason
from hoc_desktop.engine.core.game import Game, start_game
from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.engine.core.take_over import TakenOver
from hoc_desktop.engine.core.told import Told
from hoc_desktop.validate import Where

SetupDict = dict[str, Any]
ScenarioRun = tuple[dict[str, Any], list[str]]     # the result printed, the expectations it fails
CatalogWith = Callable[[list[Path]], Any]            # card pack files -> the catalog with them


class SeatTableLike(Protocol):
    """The table one seat knows, rebuilt from that seat's event stream alone: fed every event of
    `Game.events_for(seat)`, its `view()` equals the ruleset's view of that seat."""

    def apply(self, ev: Any) -> None: ...

    def view(self) -> dict[str, Any]: ...


def _any_seats(seats: Sequence[str]) -> None:
    """Seats any game takes: the parser already holds them to 2-4."""


def _no_table(command: str, options: argparse.Namespace) -> None:
    """A game without options of its own deals every game the same way."""


def _no_words(table: Any) -> str:
    return ""


def _no_lines(setup: Any) -> list[str]:
    return []


def _none_built_in(policy: Any) -> bool:
    return False


@dataclass(frozen=True)
class Contest:
    """What playing a game to its end, many times over, needs of that game beyond its ruleset.

    deal          (seed, names, table, tournament) -> the setup dict of the game dealt from `seed` with
                  these names; `table` is what the command's options ask (`prepare`); a tournament's
                  deal may vary more (Heart of Crown draws a recommended market half the time)
    turn          game -> its turn number, which the turn limit counts
    winners       the ruleset's result -> the winning seats (several: a tie)
    scores        game -> each seat's score, over or not (a turn-limited game has some too)
    max_turns     the default turn limit: a game still going after it is stopped, unfinished
    seats         command (play, simulate, tournament) -> the seats it plays by default
    built_in      policy -> whether it is one of the game's own levels, whose answers are plain
                  commands by construction and so go unchecked (a user's policy is checked)
    check_seats   seats -> None, or UsageError in one line when the game cannot be played by that many
    prepare       (command, its options) -> the table every game of the command is dealt with,
                  checked (UsageError in one line); its options the game has no use for are refused
                  before, by `refused`
    refused       option (its argparse dest) -> the one line that refuses it when given for this game
    reasoned      the command verbs whose reasons a printed game shows (the others are routine)
    note          table -> what sets its games apart, named in a printed game's header and a
                  simulation's report (Heart of Crown: its card sets, when not the base set alone;
                  "" for nothing)
    introduce     the game's own setup -> lines a printed game shows under its header (its market),
                  in the current language
    """

    deal: Callable[[int, Sequence[str], Any, bool], SetupDict]
    turn: Callable[[Game], int]
    winners: Callable[[Any], list[int]]
    scores: Callable[[Game], Mapping[int, int]]
    max_turns: int
    seats: Mapping[str, tuple[str, ...]]
    built_in: Callable[[Any], bool] = _none_built_in
    check_seats: Callable[[Sequence[str]], None] = _any_seats
    prepare: Callable[[str, argparse.Namespace], Any] = _no_table
    refused: Mapping[str, str] = field(default_factory=dict)
    reasoned: frozenset[str] = frozenset()
    note: Callable[[Any], str] = _no_words
    introduce: Callable[[Any], list[str]] = _no_lines


@dataclass(frozen=True)
class GameKit:
    """One game as the program around the engine uses it (see the module docstring).

    check_setup    (a setup's dict form, where it sits) -> the game's setup; ShapeError naming the
                   place. The one reader: `setup_from_dict` and saves both use it.
    card_sets      setup -> the card sets a save of it names (checked against the setup on load)
    card_digest    state -> a digest of the card data it is played with (a save's `card_digest`)
    levels         the names of the built-in AI levels, for help and menus
    make_policy    (level, seed) -> a policy; UsageError if the level is unknown
    seat_view      (state, seat) -> what a policy of that seat reads
    tell           (state, events as the seat saw them, seat) -> the log lines
    event_json     (state, event, the seat whose stream it is or None) -> the event as a JSON object
                   (`hoc-desktop events`, a network table's updates)
    event_from_json (a JSON object event_json wrote, after a trip through JSON; the seat whose
                   stream it is or None) -> the event, equal to the one written; ShapeError in one
                   line naming the event and field for anything else (it comes from another
                   machine or a file)
    contest        what matches, simulations and tournaments need of the game, and the command
                   line's defaults for it (seats, turn limit, the options it refuses)
    turn_started   an event of a seat's stream -> whether it starts a turn: how a stream without
                   its game (a network seat's replay) finds its turns

    The rest are optional: `log_batch` orders a batch of events as a reader wants them; the last
    five are capabilities a game may lack (None): `pile_keys` (state, zone) -> the keys of the
    cards lying in a pile the zones declare (`ZoneSpec.pile`), bottom first, read from the whole
    state: only a finished game's replay with all cards face up lists a face-down pile with it
    (client/kit/replay.py `deck`); `seat_table` (game, seat) -> the table that
    seat's stream rebuilds; `scenario` (a scenario file, catalog_with) -> its result and unmet
    expectations (a ScenarioError in one line for a bad file), where catalog_with(packs the file
    names) is the catalog with the player's card packs (a game without packs never calls it);
    `format2_seal` state -> the seal of a format 2 save, written before saves named their game (so
    only the default game has one); `appraiser` how its decisions are weighed by rollouts from a
    seat's own information (ai/appraisal.py), which the game review (hoc_desktop/review/) needs.
    `live_views` says that `seat_view` is a window that reads the state as it changes (Heart of
    Crown's), not a copy made when asked (Crown Rivals'): a match then makes one view per seat for
    the whole game instead of one per decision.
    """

    ruleset: Ruleset[Any, Any, Any]
    title: str                                           # the game's name for people
    check_setup: Callable[[Any, Where], Any]
    card_sets: Callable[[Any], tuple[str, ...]]
    card_digest: Callable[[Any], str]
    levels: tuple[str, ...]
    make_policy: Callable[[str, int], Any]
    seat_view: Callable[[Any, int], Any]
    tell: Callable[[Any, list[Any], int | None], list[Told]]
    event_json: Callable[[Any, Any, int | None], dict[str, Any]]
    event_from_json: Callable[[Any, int | None], Any]
    contest: Contest
    turn_started: Callable[[Any], bool]
    # (stream, start, end) -> the events start..end to tell, in the order a reader wants them
    log_batch: Callable[[list[Any], int, int], list[Any]] = lambda stream, start, end: stream[start:end]
    seat_table: Callable[[Game, int], SeatTableLike] | None = None
    scenario: Callable[[Path, CatalogWith], ScenarioRun] | None = None
    format2_seal: Callable[[Any], str] | None = None
    appraiser: Appraiser | None = None
    pile_keys: Callable[[Any, tuple[str, Any]], list[str]] | None = None
    live_views: bool = False

    @property
    def name(self) -> str:
        return self.ruleset.name

    def setup_from_dict(self, raw: SetupDict) -> Any:
        """The game's setup from its dict form (the window's, a save's), checked by the one reader."""
        return self.check_setup(raw, ())

    def decide(self, policy: Any, game: Game, seat: int) -> tuple[Any, AnyReason]:
        """`policy`'s (command, reason) for the prompt `seat` must answer, from that seat's view only."""
        prompt = game.prompt()
        return split_decision(policy.decide(prompt, self.seat_view(game.state, seat)))

    def told(self, state: Any, events: list[Any], seat: int | None, names: Sequence[str]) -> list[Told]:
        """The log lines for a batch of events (`tell`), a take-over (core/take_over.py, which no
        game tells itself) said in its place among them."""
        lines: list[Told] = []
        part: list[Any] = []
        for ev in events:
            if type(ev) is TakenOver:
                lines += self.tell(state, part, seat) + [Told(ev.words(names), ())]
                part = []
            else:
                part.append(ev)
        return lines + self.tell(state, part, seat)

    def as_json(self, state: Any, ev: Any, seat: int | None) -> dict[str, Any]:
        """An event as a JSON object (`event_json`), a take-over's included."""
        return ev.to_json() if type(ev) is TakenOver else self.event_json(state, ev, seat)

    def new_game(self, setup: SetupDict, record: bool = True) -> Game:
        """A game dealt from a setup dict, waiting for its first decision."""
        return start_game(self.ruleset, self.setup_from_dict(setup), record)
