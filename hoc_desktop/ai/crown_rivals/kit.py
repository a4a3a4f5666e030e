"""Crown Rivals as the program around the engine uses it: its GameKit (game_kit.py), which
hoc_desktop/games.py registers under the game's name. Everything here is the game's own: its setup
reader (engine/crown_rivals/setup_shape.py), its AI levels, its log in words and its scenario
files; and the options of the command line it does not take (one deck of playing cards: no card
sets, packs, market to choose or Rares)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.i18n import N_
from hoc_desktop.ai.crown_rivals import LEVELS, make_policy
from hoc_desktop.ai.crown_rivals.appraiser import APPRAISER
from hoc_desktop.ai.crown_rivals.contest import CR_CONTEST
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.state_fields import fields_digest
from hoc_desktop.engine.core.told import Told
from hoc_desktop.engine.crown_rivals import scenario
from hoc_desktop.engine.crown_rivals.describe import tell
from hoc_desktop.engine.crown_rivals.events import TurnStarted, zone_pile
from hoc_desktop.engine.crown_rivals.json_events import event_from_json, event_to_json
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.seat_table import SeatTable
from hoc_desktop.engine.crown_rivals.setup_shape import CARD_SETS, check_setup
from hoc_desktop.engine.crown_rivals.state import GameState
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.game_kit import CatalogWith, GameKit, ScenarioRun


def _tell(state: Any, events: list[Any], seat: int | None) -> list[Told]:
    """Crown Rivals' log lines (engine/crown_rivals/describe.py): a line per event that says
    something, draws in a row by one seat in one line."""
    return tell(events, [p.name for p in state.players])


def _scenario(path: Path, _catalog_with: CatalogWith) -> ScenarioRun:
    doc, lines = scenario.load_scenario(path)
    result = scenario.run_scenario(doc, lines)
    return result, scenario.unmet(doc, result)


def _seat_table(game: Game, seat: int) -> SeatTable:
    """The table `seat` rebuilds from its stream, started from the public setup (names and rules)."""
    return SeatTable(seat, [p.name for p in game.state.players], game.state.rules)


def _card_sets(setup: Any) -> tuple[str, ...]:
    return CARD_SETS


def _card_digest(state: GameState) -> str:
    """The rule numbers Crown Rivals reads its standard deck with (data/crown_rivals.yaml)."""
    return fields_digest(state.rules)


KIT = GameKit(
    ruleset=CROWN_RIVALS, title=N_("Crown Rivals"), check_setup=check_setup, card_sets=_card_sets,
    card_digest=_card_digest, levels=tuple(LEVELS), make_policy=make_policy, seat_view=SeatView.of,
    tell=_tell, event_json=lambda state, ev, seat: event_to_json(ev),
    event_from_json=lambda data, seat: event_from_json(data),
    contest=CR_CONTEST, turn_started=lambda ev: isinstance(ev, TurnStarted),
    seat_table=_seat_table,
    scenario=_scenario, appraiser=APPRAISER, pile_keys=lambda state, zone: list(zone_pile(state, zone)))
