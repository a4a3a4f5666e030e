"""Heart of Crown as a ruleset of the core (core/ruleset.py): the one object that tells the game
driver, the per-seat streams, undo and saves how this game runs.

    game = new_game(GameSetup(("You", "Normal"), market, seed=7))     # a core Game of this ruleset
"""

from __future__ import annotations

from typing import Any, Iterable

from hoc_desktop.engine.core.game import Game, replay as replay_game, start_game
from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.engine.core.seat_stream import rebuild as rebuild_state
from hoc_desktop.engine.hoc import flow, refusals, scoring
from hoc_desktop.engine.hoc.events import APPLY, Event, GameStarted
from hoc_desktop.engine.hoc.redaction import REDACT, teaches
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.setup import GameSetup, deal, empty_table, new_state
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.engine.hoc.zones import ZONES

NAME = "heart-of-crown"


def _opening_state(ev: GameStarted) -> GameState:
    """The empty table a stream's `GameStarted` describes."""
    return empty_table(ev.players, Options.from_dict(ev.options))


HEART_OF_CROWN = Ruleset(
    name=NAME,
    zones=ZONES,
    new_state=new_state,
    deal=deal,
    top_prompt=flow.top_prompt,
    handle=flow.handle,
    apply=APPLY,
    after_change=scoring.check_points_and_judgment,
    # never "end_turn": a turn with nothing to do must not loop forever
    auto_options=((("end_main",),),),
    why_refused=refusals.why_refused,
    opening_state=_opening_state,
    redact=REDACT,
    teaches=teaches,
    view=view,
)


def new_game(setup: GameSetup, record: bool = True) -> Game:
    """A game of Heart of Crown dealt from `setup`, ready for its first decision."""
    return start_game(HEART_OF_CROWN, setup, record)


def replay(setup: GameSetup, commands: Iterable[tuple[int, Any]], record: bool = True) -> Game:
    """The game dealt from `setup` after these commands (raises IllegalCommand if one is refused)."""
    return replay_game(HEART_OF_CROWN, setup, commands, record)


def rebuild(events: Iterable[Event]) -> GameState:
    """The game state described by an omniscient stream that starts with `GameStarted`."""
    return rebuild_state(HEART_OF_CROWN, events)
