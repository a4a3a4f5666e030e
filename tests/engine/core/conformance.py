"""The conformance suite's cases and checks: what tests/engine/core/test_conformance_*.py run over
every registered game, the way OpenSpiel runs its generic tests over every registered game.

A `GameCase` is one table of one game: its kit and a setup, plus the few things about its events that only the
game can say (which values of an event are cards, which cards lie face up inside hidden zones, and
which events show cards by a rule). Everything else the checks read from the game's contract alone:
its Ruleset (engine/core/ruleset.py) and its GameKit (game_kit.py, its save terms included). The
capabilities a game may lack (a seat table, a scenario reader) are declared by its kit; a check of
one runs over the games that declare it.

Heart of Crown runs with a few card-set combinations, Crown Rivals as it is, and Tiny
(tiny_game/), a game of the tests' own that plugs in through the public registration function.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

from hoc_desktop.ai.hoc.contest import setup_for
from hoc_desktop.ai.random_answer import random_answer
from hoc_desktop.engine.core.game import Game, start_game
from hoc_desktop.engine.core.ruleset import Event
from hoc_desktop.engine.core.take_over import TakenOver
from hoc_desktop.engine.core.zones import Zone, ZoneRegistry
from hoc_desktop.engine.crown_rivals.cards import full_deck
from hoc_desktop.engine.crown_rivals.setup import Setup as CRSetup
from hoc_desktop.engine.hoc import events as hoc_events
from hoc_desktop.engine.hoc.events import CardRef
from hoc_desktop.engine.hoc.json_events import event_to_json
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.game_kit import GameKit
from hoc_desktop.games import KITS
from tests.engine.core.tiny_game import rules as tiny
from tests.engine.core.tiny_game.kit import TINY_KIT
from tests.engine.hoc.rulings.fairy_garden import FG_MARKET, FG_PACK
from tests.engine.hoc.rulings.test_fairy_garden_setup import GUARDIAN_PACK

SCENARIOS = Path(__file__).resolve().parent.parent.parent / "scenarios"
MAX_COMMANDS = 20_000          # far above any game played here (the longest take about 4,000)


def _nothing(state: Any) -> set[Any]:
    return set()


def _never(ev: Event, seat: int) -> bool:
    return False


@dataclass(frozen=True)
class GameCase:
    """One table of one game for the suite.

    cards_named   (an event as a seat saw it) -> the cards it names (identities comparable with the
                  contents of the state's piles)
    face_up       state -> cards lying face up inside a hidden zone (seen by everyone)
    shown         (omniscient event, seat) -> whether a rule shows the event's cards to that seat
                  although they stay in a zone hidden from it (a revealed hand, a private look)
    scenario      a scenario file of the game that passes, for games whose kit reads scenarios
    """

    id: str
    kit: GameKit                # the game's kit: its ruleset, capabilities, setup dicts
    setup: Any
    cards_named: Callable[[Event], set[Any]]
    face_up: Callable[[Any], set[Any]] = _nothing
    shown: Callable[[Event, int], bool] = _never
    scenario: Path | None = None
    seed: int = 0

    @property
    def game(self) -> str:
        return self.kit.name

    def new_game(self) -> Game:
        return start_game(self.kit.ruleset, self.setup)


# ------------------------------------------------------------------ what each game says of its events

def _leaves(value: Any) -> Iterator[Any]:
    if isinstance(value, (tuple, list)):
        for v in value:
            yield from _leaves(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _leaves(k)
            yield from _leaves(v)
    else:
        yield value


def _hoc_cards(ev: Event) -> set[Any]:
    """The instance ids of the CardRefs an event names. A bare instance id in a card field of a
    seat's event would be a leak: event_to_json refuses one without the card table."""
    event_to_json(ev)
    found: set[Any] = set()
    stack = [ev]
    while stack:
        value = stack.pop()
        if isinstance(value, CardRef):
            found.add(value.id)
        elif isinstance(value, (tuple, list)):
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
    return found


_HOC_SHOWN_TO_ALL = (hoc_events.HandRevealed, hoc_events.HandsRevealed, hoc_events.Defended, hoc_events.Shown,
                     hoc_events.SupplyBottomRevealed, hoc_events.Activated)
_HOC_SHOWN_TO_ITS_SEAT = (hoc_events.Looked, hoc_events.Restack)


def _hoc_shown(ev: Event, seat: int) -> bool:
    """Heart of Crown's reveals by rule: hands shown or defended with, a card activated from the hand
    (Curse Witch), the Supply's bottom card; a
    look at (and the restacking of) hidden cards, to the seat that looks."""
    return isinstance(ev, _HOC_SHOWN_TO_ALL) or (isinstance(ev, _HOC_SHOWN_TO_ITS_SEAT) and ev.seat == seat)


_CR_DECK = frozenset(full_deck())


def _cr_cards(ev: Event) -> set[Any]:
    return {v for v in _leaves(ev) if isinstance(v, str) and v in _CR_DECK}


def _tiny_cards(ev: Event) -> set[Any]:
    if type(ev) is tiny.Shuffled:
        cards = set(ev.order)
    elif type(ev) in (tiny.Drew, tiny.Played):
        cards = {ev.card}
    else:
        cards = set()
    return cards - {None}


def _hoc(id: str, setup: GameSetup, scenario: str | None = None) -> GameCase:
    return GameCase(id, KITS["heart-of-crown"], setup, _hoc_cards, face_up=lambda state: set(state.revealed),
                    shown=_hoc_shown, scenario=SCENARIOS / scenario if scenario else None, seed=setup.seed)


CASES: tuple[GameCase, ...] = (
    _hoc("hoc-base-2p", setup_for(1, 2), "city_development.yaml"),
    _hoc("hoc-far-east-3p", setup_for(2, 3, card_sets=("base", "far_east"))),
    _hoc("hoc-base-4p-hand-elimination", setup_for(3, 4, options=Options(hand_elimination=True))),
    _hoc("hoc-fairy-garden-guardians-2p",
         GameSetup(("P0", "P1"), FG_MARKET[:8] + ("surveyor", "demon_tribe_warrior"), 4,
                   Options(profile="fg", guardians=True), ("base",), (FG_PACK, GUARDIAN_PACK))),
    GameCase("crown-rivals", KITS["crown-rivals"], CRSetup(("A", "B"), 5), _cr_cards,
             scenario=SCENARIOS / "crown_rivals" / "clubs_through_a_spade.yaml", seed=5),
    GameCase("tiny", TINY_KIT, tiny.Setup(("A", "B"), 3), _tiny_cards, seed=3),
)


def ids(cases: Iterable[GameCase]) -> list[str]:
    return [case.id for case in cases]


# ------------------------------------------------------------------ playing

def play(case: GameCase, on_command: Callable[[Game], None] | None = None, limit: int = MAX_COMMANDS) -> Game:
    """A game of `case` played by uniformly random legal answers (seeded) until it ends or `limit`
    commands; `on_command(game)` after each command."""
    game = case.new_game()
    rng = random.Random(case.seed)
    while not game.over and len(game.commands) < limit:
        prompt = game.prompt()
        assert prompt is not None
        game.submit(prompt.seat, random_answer(prompt, rng))
        if on_command is not None:
            on_command(game)
    return game


# ------------------------------------------------------------------ piles, by the zone declarations

def piles(zones: ZoneRegistry, state: Any) -> Iterator[tuple[Zone, list[Any]]]:
    """Every declared pile zone with its cards: a per-seat pile on its seat's record in
    `state.players`, a shared one on the state, under the zone's kind (ZoneSpec.pile)."""
    for spec in zones:
        if not spec.pile:
            continue
        if spec.per_seat:
            for seat, player in enumerate(state.players):
                yield (spec.kind, seat), getattr(player, spec.kind)
        else:
            yield (spec.kind, None), getattr(state, spec.kind)


def hidden_cards(case: GameCase, state: Any, seat: int) -> set[Any]:
    """The cards in piles hidden from `seat` as the zones declare, less those lying face up."""
    zones = case.kit.ruleset.zones
    hidden: set[Any] = set()
    for zone, cards in piles(zones, state):
        if zones.hidden_from(zone, seat):
            hidden.update(_cards_of(cards))
    return hidden - case.face_up(state)


def _cards_of(pile: list[Any]) -> Iterator[Any]:
    """The cards of a pile: its entries, or the fields of an entry that is a record (Crown Rivals'
    supporters: a spade and the diamond boosting it)."""
    for entry in pile:
        if dataclasses.is_dataclass(entry):
            yield from (getattr(entry, f.name) for f in dataclasses.fields(entry))
        elif entry is not None:
            yield entry


def leaks(case: GameCase, game: Game, seat: int) -> list[str]:
    """Every event of `seat`'s stream that names a card lying hidden from that seat both before and
    after the event (a draw into another hand, a shuffle of a hidden pile), unless a rule shows it
    (`case.shown`). A card coming from or going to where the seat sees it may be named."""
    ruleset = case.kit.ruleset
    shadow = ruleset.new_state(game.setup)
    out = []
    for index, (omni, mine) in enumerate(zip(game.events, game.events_for(seat))):
        if type(omni) is TakenOver:             # names no card: the game goes on from the state it dealt
            assert mine == omni.seen()
            shadow = omni.world.copy()
            continue
        named = case.cards_named(mine)
        hidden_before = hidden_cards(case, shadow, seat) if named else set()
        ruleset.apply[type(omni)](shadow, omni)
        if named and not case.shown(omni, seat):
            leaked = named & hidden_before & hidden_cards(case, shadow, seat)
            if leaked:
                out.append(f"event {index} {mine!r} names hidden {sorted(map(str, leaked))}")
    return out
