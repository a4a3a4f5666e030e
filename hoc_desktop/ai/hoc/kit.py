"""Heart of Crown as the program around the engine uses it: its GameKit (game_kit.py), which
hoc_desktop/games.py registers under the game's name. Everything here is the game's own: its setup
reader (engine/hoc/setup_shape.py), its AI levels (levels.py), its log in words
(engine/hoc/describe.py), its scenario files and the seal of its format 2 saves."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from hoc_desktop.i18n import N_
from hoc_desktop.ai.hoc.appraiser import APPRAISER
from hoc_desktop.ai.hoc.levels import builtin_names, make_policy
from hoc_desktop.ai.hoc.contest import DEFAULT_MAX_TURNS, HOC_CONTEST
from hoc_desktop.ai.match import MatchResult, StepWatcher
from hoc_desktop.ai.match import play_dealt
from hoc_desktop.engine.core.game import Game, start_game
from hoc_desktop.engine.hoc import scenario
from hoc_desktop.engine.hoc.describe import deal_order, tell
from hoc_desktop.engine.hoc.events import TurnStarted, Zone, zone_list
from hoc_desktop.engine.hoc.format2_seal import format2_state_digest
from hoc_desktop.engine.hoc.json_events import event_from_json, event_to_json
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN
from hoc_desktop.engine.hoc.seat_table import SeatTable
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.engine.hoc.setup_shape import check_setup
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.game_kit import CatalogWith, GameKit, ScenarioRun

# the levels each command seats when `--seats` is not given


def _scenario(path: Path, catalog_with: CatalogWith) -> ScenarioRun:
    doc = scenario.load_scenario(path)
    result = scenario.run_scenario(doc, str(path), catalog_with(scenario.scenario_packs(doc, path)))
    return result, scenario.check_expectations(doc, result)


def _event_json(state: GameState, ev: Any, seat: int | None) -> dict[str, Any]:
    """An event of the omniscient stream names its cards by the game's card table; a seat's
    stream carries them named already (engine/hoc/json_events.py)."""
    return event_to_json(ev, state.cards if seat is None else None)


def _event_from_json(data: Any, seat: int | None) -> Any:
    """The omniscient stream's cards are read back as instance ids, a seat's as CardRefs."""
    return event_from_json(data, omniscient=seat is None)


def _seat_table(game: Game, seat: int) -> SeatTable:
    return SeatTable(seat, game.state.catalog)


def _pile_keys(state: GameState, zone: Zone) -> list[str]:
    """A pile's cards by key, bottom first (the kit's `pile_keys`)."""
    return [state.cards[card].key for card in zone_list(state, zone)]


def _card_sets(setup: GameSetup) -> tuple[str, ...]:
    return setup.card_sets


def _card_digest(state: GameState) -> str:
    """Heart of Crown's card definitions, the card packs' included."""
    return state.catalog.digest


KIT = GameKit(
    ruleset=HEART_OF_CROWN, title=N_("Heart of Crown"), check_setup=check_setup, card_sets=_card_sets,
    card_digest=_card_digest, levels=tuple(builtin_names()), make_policy=make_policy, seat_view=SeatView,
    tell=tell, event_json=_event_json, event_from_json=_event_from_json,
    contest=HOC_CONTEST, turn_started=lambda ev: isinstance(ev, TurnStarted),
    log_batch=deal_order, seat_table=_seat_table, scenario=_scenario,
    format2_seal=format2_state_digest, appraiser=APPRAISER, pile_keys=_pile_keys, live_views=True)


def play_match(setup: GameSetup, policies: Sequence[Any], max_turns: int = DEFAULT_MAX_TURNS, record: bool = False,
               on_step: StepWatcher | None = None, labels: Sequence[str] | None = None) -> MatchResult:
    """`ai.match.play_match` for a Heart of Crown setup (here, beside the kit, so the contest needs no
    registry): what tests, benchmarks and tuning scripts
    that deal their own tables call. The setup is dealt as it is: one built in this process needs
    no round trip through its dict form and the setup reader."""
    game = start_game(HEART_OF_CROWN, setup, record=record or on_step is not None)
    return play_dealt(KIT, game, policies, labels or setup.players, max_turns, on_step)
