"""Heart of Crown as a ruleset of the core (core/ruleset.py): the one object that tells the game
driver, the per-seat streams, undo and saves how this game runs.

    game = new_game(GameSetup(("You", "Normal"), market, seed=7))     # a core Game of this ruleset
"""

from __future__ import annotations

import random
from typing import Any, Iterable

from hoc_desktop.engine.core.game import Game, replay as replay_game, start_game
from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.engine.core.seat_stream import rebuild as rebuild_state
from hoc_desktop.engine.hoc import flow, refusals
from hoc_desktop.engine.hoc.determinize import sample_world
from hoc_desktop.engine.hoc.events import APPLY, Event
from hoc_desktop.engine.hoc.redaction import REDACT, teaches
from hoc_desktop.engine.hoc.setup import GameSetup, deal, new_state
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.engine.hoc.zones import ZONES

NAME = "heart-of-crown"


def _redeal(g: Game, seat: int, rng: random.Random) -> GameState:
    """A take-over's deal (core/take_over.py): the AI's determinization from `seat`'s view."""
    return sample_world(g.state, seat, rng)


HEART_OF_CROWN = Ruleset(
    name=NAME,
    zones=ZONES,
    new_state=new_state,
    deal=deal,
    hooks=flow.HeartOfCrownHooks(),
    apply=APPLY,
    # never "end_turn": a turn with nothing to do must not loop forever
    auto_options=((("end_main",),),),
    why_refused=refusals.why_refused,
    redact=REDACT,
    teaches=teaches,
    view=view,
    redeal=_redeal,
)


def new_game(setup: GameSetup, record: bool = True) -> Game:
    """A game of Heart of Crown dealt from `setup`, ready for its first decision."""
    return start_game(HEART_OF_CROWN, setup, record)


def replay(setup: GameSetup, commands: Iterable[tuple[int, Any]], record: bool = True) -> Game:
    """The game dealt from `setup` after these commands (raises IllegalCommand if one is refused)."""
    return replay_game(HEART_OF_CROWN, setup, commands, record)


def rebuild(setup: GameSetup, events: Iterable[Event]) -> GameState:
    """The game state described by the omniscient stream of a game dealt from `setup`."""
    return rebuild_state(HEART_OF_CROWN, setup, events)
