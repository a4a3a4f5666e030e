"""What the program needs of each game beyond its ruleset (engine/games.py), by the game's name:
how its setup is read back from a dict, how a game is dealt, the AI levels that can sit at it and
the view those levels read, and its events in words for a log. The AI worker, the window's session
and the command line reach a game through its kit, so neither of them branches on the game.

A setup dict names its game under "game"; a dict without one is Heart of Crown's (its dicts and
saves were written before a second game existed). A game from outside the package (the tests' tiny
game) adds its kit with `register_kit` and takes it out again with the function it is given.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Protocol

from hoc_desktop.ai import crown_rivals as cr_ai
from hoc_desktop.ai.crown_rivals.contest import CR_CONTEST
from hoc_desktop.ai.crown_rivals.decision import split as cr_split
from hoc_desktop.ai.hoc.contest import HOC_CONTEST
from hoc_desktop.ai.levels import make_policy as hoc_policy
from hoc_desktop.ai.match import Contest
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.core.game import Game, start_game
from hoc_desktop.engine.core.ruleset import Ruleset
from hoc_desktop.engine.crown_rivals import describe as cr_describe
from hoc_desktop.engine.crown_rivals import scenario as cr_scenario
from hoc_desktop.engine.crown_rivals.ruleset import CROWN_RIVALS
from hoc_desktop.engine.crown_rivals.setup import Setup as CRSetup
from hoc_desktop.engine.crown_rivals.view import SeatView as CRView
from hoc_desktop.engine.hoc import scenario as hoc_scenario
from hoc_desktop.engine.hoc.describe import Told, deal_order, tell
from hoc_desktop.engine.hoc.ruleset import HEART_OF_CROWN
from hoc_desktop.engine.hoc.seat_table import SeatTable
from hoc_desktop.engine.hoc.seat_view import SeatView as HoCView
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import UsageError
from hoc_desktop.registry import register

SetupDict = dict[str, Any]
ScenarioRun = tuple[dict[str, Any], list[str]]     # the result printed, the expectations it fails
CatalogWith = Callable[[list[Path]], Any]            # card pack files -> the catalog with them
DEFAULT_GAME = HEART_OF_CROWN.name


class SeatTableLike(Protocol):
    """The table one seat knows, rebuilt from that seat's event stream alone: fed every event of
    `Game.events_for(seat)`, its `view()` equals the ruleset's view of that seat."""

    def apply(self, ev: Any) -> None: ...

    def view(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class GameKit:
    """One game as the program around the engine uses it (see the module docstring). The last
    two are capabilities a game may lack (None): `seat_table` (game, seat) -> the table that seat's
    stream rebuilds, and `scenario` (a scenario file -> its result and unmet expectations; a
    ScenarioError in one line for a bad file)."""

    ruleset: Ruleset[Any, Any, Any]
    title: str                                           # the game's name for people
    setup_from_dict: Callable[[SetupDict], Any]
    make_policy: Callable[[str, int], Any]               # (level, seed) -> policy; UsageError if unknown
    seat_view: Callable[[Any, int], Any]                 # (state, seat) -> what a policy of that seat reads
    split: Callable[[Any], tuple[Any, str]]              # a policy's answer -> (command, reason)
    tell: Callable[[Any, list[Any], int | None], list[Told]]   # (state, events as seat saw them, seat)
    # (stream, start, end) -> the events start..end to tell, in the order a reader wants them
    log_batch: Callable[[list[Any], int, int], list[Any]] = lambda stream, start, end: stream[start:end]
    seat_table: Callable[[Game, int], SeatTableLike] | None = None
    # (file, catalog_with) -> its run; catalog_with(packs the file names) is the catalog with the
    # player's card packs (a game without packs never calls it)
    scenario: Callable[[Path, CatalogWith], ScenarioRun] | None = None
    # what matches, simulations and tournaments need of the game (ai/match.py); None: it has none
    contest: Contest | None = None

    @property
    def name(self) -> str:
        return self.ruleset.name

    def decide(self, policy: Any, game: Game, seat: int) -> tuple[Any, str]:
        """`policy`'s (command, reason) for the prompt `seat` must answer, from that seat's view only."""
        prompt = game.prompt()
        return self.split(policy.decide(prompt, self.seat_view(game.state, seat)))

    def new_game(self, setup: SetupDict, record: bool = True) -> Game:
        """A game dealt from a setup dict, waiting for its first decision."""
        return start_game(self.ruleset, self.setup_from_dict(setup), record)


def _cr_setup(raw: SetupDict) -> CRSetup:
    return CRSetup(tuple(str(name) for name in raw["players"]), int(raw["seed"]))


def _cr_tell(state: Any, events: list[Any], seat: int | None) -> list[Told]:
    """Crown Rivals' log lines (engine/crown_rivals/describe.py), one per event that says something."""
    names = [p.name for p in state.players]
    lines = (cr_describe.describe(ev, names) for ev in events)
    return [Told(line, ()) for line in lines if line]


def _hoc_scenario(path: Path, catalog_with: CatalogWith) -> ScenarioRun:
    doc = hoc_scenario.load_scenario(path)
    result = hoc_scenario.run_scenario(doc, str(path), catalog_with(hoc_scenario.scenario_packs(doc, path)))
    return result, hoc_scenario.check_expectations(doc, result)


def _cr_scenario(path: Path, _catalog_with: CatalogWith) -> ScenarioRun:
    doc, lines = cr_scenario.load_scenario(path)
    result = cr_scenario.run_scenario(doc, lines)
    return result, cr_scenario.unmet(doc, result)


KITS: dict[str, GameKit] = {kit.name: kit for kit in (
    GameKit(HEART_OF_CROWN, "Heart of Crown", GameSetup.from_dict, hoc_policy, HoCView, split_decision, tell,
            deal_order, seat_table=lambda game, seat: SeatTable(seat, game.state.catalog), scenario=_hoc_scenario,
            contest=HOC_CONTEST),
    GameKit(CROWN_RIVALS, "Crown Rivals", _cr_setup, cr_ai.make_policy, CRView.of, cr_split, _cr_tell,
            scenario=_cr_scenario, contest=CR_CONTEST),
)}


def register_kit(kit: GameKit) -> Callable[[], None]:
    """Add the kit of a game registered from outside the package (ValueError if its name is
    taken); returns the function that takes it out again."""
    return register(KITS, kit.name, kit)


def game_names() -> list[str]:
    return list(KITS)


def kit_named(name: str) -> GameKit:
    """The kit of the game called `name`; UsageError in one line naming the known games."""
    kit = KITS.get(name)
    if kit is None:
        raise UsageError(f"unknown game '{name[:40]}' (known games: {', '.join(KITS)})")
    return kit


def game_of(setup: SetupDict) -> str:
    """The name of the game a setup dict is for."""
    return str(setup.get("game", DEFAULT_GAME))


def kit_for(setup: SetupDict) -> GameKit:
    return kit_named(game_of(setup))

