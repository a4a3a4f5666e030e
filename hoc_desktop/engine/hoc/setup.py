"""Preparing to play (rulebook "Preparing to Play"): princesses, curses, starting decks, the Basic
Market, the Supply pile and the Random Market, the first player, the opening hands."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from hoc_desktop.cards.loader import Catalog, load_catalog
from hoc_desktop.engine.hoc import flow
from hoc_desktop.engine.hoc.effects import choose
from hoc_desktop.engine.hoc.game import Game
from hoc_desktop.engine.hoc.ruleset import Options, Ruleset, load_rules
from hoc_desktop.engine.hoc.state import PHASE_SETUP, GameState, Player, Turn


@dataclass(frozen=True)
class GameSetup:
    """Everything that, with the command log, reproduces a game bit for bit."""

    players: tuple[str, ...]
    market: tuple[str, ...]             # the 10 Common card ids in the Supply pile
    seed: int = 0
    options: Options = field(default_factory=Options)

    def to_dict(self) -> dict[str, Any]:
        return {"players": list(self.players), "market": list(self.market), "seed": self.seed,
                "options": self.options.to_dict()}

    @staticmethod
    def from_dict(raw: dict[str, Any]) -> "GameSetup":
        return GameSetup(tuple(raw["players"]), tuple(raw["market"]), int(raw["seed"]),
                         Options.from_dict(raw.get("options")))


_catalog: Catalog | None = None


def default_catalog() -> Catalog:
    global _catalog
    if _catalog is None:
        _catalog = load_catalog()
    return _catalog


class _Cards:
    """Hands out instance ids in a fixed order so the same setup always numbers cards the same."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.table: list[Any] = []

    def make(self, key: str, n: int = 1) -> list[int]:
        start = len(self.table)
        self.table.extend([self.catalog[key]] * n)
        return list(range(start, start + n))


def validate_setup(setup: GameSetup, catalog: Catalog, rules: Any) -> None:
    n = len(setup.players)
    if not rules.players["min"] <= n <= rules.players["max"]:
        raise ValueError(f"Heart of Crown is for {rules.players['min']}-{rules.players['max']} players, not {n}")
    if len(setup.market) != rules.commons_per_game or len(set(setup.market)) != len(setup.market):
        raise ValueError(f"the market needs {rules.commons_per_game} different Common cards")
    for key in setup.market:
        if key not in catalog or catalog[key].category != "common":
            raise ValueError(f"'{key}' is not a Common card")


def build_state(setup: GameSetup, catalog: Catalog | None = None) -> GameState:
    """The state after steps 1-7 of setup (hands not yet drawn, first player not chosen)."""
    catalog = catalog or default_catalog()
    rules = load_rules()
    validate_setup(setup, catalog, rules)
    rng = random.Random(setup.seed)
    mk = _Cards(catalog)
    n = len(setup.players)
    princesses = [cid for card in catalog.by_category("princess") if card.set == "base" for cid in mk.make(card.key)]
    curses = mk.make("curse", rules.curses_per_player * n)
    basic = {key: mk.make(key, count) for key, count in rules.basic_market.items()}
    supply = [cid for key in setup.market for cid in mk.make(key, rules.common_copies)]
    if not setup.options.no_rares:
        supply += [cid for key in rules.rares for cid in mk.make(key)]
    players = []
    for seat, name in enumerate(setup.players):
        deck = [cid for key, count in rules.starting_deck.items() for cid in mk.make(key, count)]
        players.append(Player(seat=seat, name=name, draw=deck))
    state = GameState(cards=mk.table, ruleset=Ruleset(rules, setup.options), players=players,
                      order=list(range(n)), turn=Turn(seat=0), basic=basic, supply=supply, curses=curses,
                      princesses=princesses, rng=rng)
    rng.shuffle(state.supply)
    for p in players:
        rng.shuffle(p.draw)
    _fill_random_market(state)
    return state


def _fill_random_market(state: GameState) -> None:
    want = state.ruleset.rules.random_market_stacks
    while len(state.stacks) < want and state.supply:
        top = state.supply.pop()
        state.stacks.setdefault(state.cards[top].key, []).append(top)


def new_game(setup: GameSetup, catalog: Catalog | None = None, record: bool = True) -> Game:
    """A game ready for its first decision."""
    state = build_state(setup, catalog)
    game = Game(state, record=record)
    if setup.options.hand_elimination:
        state.phase = PHASE_SETUP
        game.start(_hand_elimination(game))
        return game
    hand_size = state.ruleset.rules.hand_size
    for p in state.players:
        p.hand = [p.draw.pop() for _ in range(hand_size)]
    first = state.rng.randrange(len(state.players))
    state.order = state.order[first:] + state.order[:first]
    state.turn = Turn(seat=first)
    flow.start_turn(game, first, extra=False)
    game.events.clear()
    game.start()
    return game


def _hand_elimination(g: Game) -> Any:
    """Variant "Hand Elimination": each player picks 5 of their 10 cards; most Apprentice Maids goes
    first and the rest follow in descending order, ties broken at random (G-VAR-2)."""
    s = g.state
    hand_size = s.ruleset.rules.hand_size
    for p in s.players:
        picks = yield from choose(g, p.seat, "starting_hand", "starting_hand", f"{p.name}: choose your starting hand of {hand_size}",
                                  sorted(p.draw), hand_size, hand_size)
        for cid in picks:
            g.emit(("move", cid, ("draw", p.seat), ("hand", p.seat), "top", False))
        rest = p.draw[:]
        s.rng.shuffle(rest)
        g.emit(("redeck", p.seat, tuple(rest)))
    maids = {p.seat: sum(1 for c in p.hand if s.cards[c].key == "apprentice_maid") for p in s.players}
    tiebreak = {seat: s.rng.random() for seat in maids}
    g.emit(("order", tuple(sorted(maids, key=lambda seat: (-maids[seat], tiebreak[seat])))))
    g.emit(("reveal_hands", tuple((p.seat, tuple(p.hand)) for p in s.players)))
    flow.start_turn(g, s.order[0], extra=False)
