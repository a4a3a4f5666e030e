"""Preparing to play (rulebook "Preparing to Play"): princesses, curses, starting decks, the Basic
Market, the Supply pile and the Random Market, the first player, the opening hands."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

import random
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from hoc_desktop.cards.fairy_garden import fairy_garden
from hoc_desktop.cards.loader import Catalog, load_catalog, load_sets, pack_digests, pack_problem
from hoc_desktop.cards.sets import BASE_SETS
from hoc_desktop.engine.core.effects import Effect
from hoc_desktop.engine.core.shuffle import shuffle
from hoc_desktop.engine.hoc import flow, verbs
from hoc_desktop.engine.hoc.effects import choose
from hoc_desktop.engine.hoc.events import (GameStarted, HandsRevealed, Looked, SeatOrder, Shuffled, Zone,
                                           emit_created, zone_list)
from hoc_desktop.engine.hoc.rulebook import Options, RuleBook, load_rules
from hoc_desktop.engine.hoc.state import PHASE_SETUP, GameState, Player, Turn

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game



@dataclass(frozen=True)
class GameSetup:
    """Everything that, with the command log, reproduces a game bit for bit: the seats, the
    market, the seed, the variants, and the cards in play (bundled card sets by name, then card
    packs by file path), which make the game's own catalog (`catalog`)."""

    players: tuple[str, ...]
    market: tuple[str, ...]             # the 10 Common card ids in the Supply pile
    seed: int = 0
    options: Options = field(default_factory=Options)
    card_sets: tuple[str, ...] = BASE_SETS
    packs: tuple[str, ...] = ()

    @property
    def catalog(self) -> Catalog:
        """The cards of this game (loaded once per combination of sets and packs)."""
        return load_sets(self.card_sets, self.packs)

    def to_dict(self) -> dict[str, Any]:
        """The setup as JSON data; the cards in play are written only when they are not the base
        set alone, so a base game's dict (and every seal and setup code made from it) is as before."""
        out: dict[str, Any] = {"players": list(self.players), "market": list(self.market), "seed": self.seed,
                               "options": self.options.to_dict()}
        if self.card_sets != BASE_SETS:
            out["card_sets"] = list(self.card_sets)
        if self.packs:
            out["packs"] = list(self.packs)
            out["pack_digests"] = list(pack_digests(self.card_sets, self.packs))
        return out

    @staticmethod
    def from_dict(raw: dict[str, Any]) -> "GameSetup":
        """The setup of a dict `to_dict` wrote; raises ValueError when a pack it records is missing
        or changed since."""
        setup = GameSetup(tuple(raw["players"]), tuple(raw["market"]), int(raw["seed"]),
                          Options.from_dict(raw.get("options")), tuple(raw.get("card_sets", BASE_SETS)),
                          tuple(raw.get("packs", ())))
        setup.check_packs(tuple(raw.get("pack_digests", ())))
        return setup

    def check_packs(self, recorded: tuple[str, ...]) -> None:
        """Refuse, in words, packs that are missing or whose cards differ from the `recorded` digests."""
        problem = pack_problem(self.card_sets, self.packs, recorded) if self.packs else None
        if problem:
            raise ValueError(problem)


def default_catalog() -> Catalog:
    """The bundled cards (loaded once per process by the card loader): what the card gallery, the
    rules summary and the AI's card knowledge read. A game reads its own `GameSetup.catalog`."""
    return load_catalog()


def validate_setup(setup: GameSetup, catalog: Catalog, rules: Any) -> None:
    n = len(setup.players)
    if not rules.players["min"] <= n <= rules.players["max"]:
        raise ValueError(f"Heart of Crown is for {rules.players['min']}-{rules.players['max']} players, not {n}")
    if len(setup.market) != rules.commons_per_game or len(set(setup.market)) != len(setup.market):
        raise ValueError(f"the market needs {rules.commons_per_game} different Common cards")
    cards = catalog.cards
    for key in setup.market:
        if key not in cards or cards[key].category != "common":
            raise ValueError(f"'{key}' is not a Common card")
    _validate_profile(setup, catalog)
    _validate_guardians(setup, catalog)


def princess_row(setup: GameSetup, catalog: Catalog) -> list[str]:
    """The princesses of the game: those of its card sets and those its packs add (category
    princess); one card per name, as the catalog holds each once (OQ-FG-02)."""
    bundled = load_sets(setup.card_sets)
    return [c.key for c in catalog.by_category("princess") if c.set in setup.card_sets or c.key not in bundled]


def _validate_guardians(setup: GameSetup, catalog: Catalog) -> None:
    """Guardians is for games of 8 or more princesses (FG:L818-819, OQ-FG-03): base, Far East and
    Fairy Garden give 7, so a pack must add some."""
    if not setup.options.guardians:
        return
    need = fairy_garden().guardians_min_princesses
    have = len(princess_row(setup, catalog))
    if have < need:
        raise ValueError(f"the Guardians variant needs {need} or more princesses in the game; this one has {have}")


def profile_for(market: tuple[str, ...], catalog: Catalog) -> str:
    """The ruleset profile a market makes (R-FG-01): what `Options.profile` must say."""
    cards = catalog.cards
    return fairy_garden().profile([cards[key] for key in market if key in cards])


def with_profile(options: Options, market: tuple[str, ...], catalog: Catalog) -> Options:
    """`options` naming the profile the market's Commons make: what a program that picks the
    market (a random one may draw Fairy Garden cards) gives its `GameSetup`. The same object when
    it names it already (a simulation's setup: `dataclasses.replace` is its dearest step)."""
    profile = profile_for(market, catalog)
    return options if options.profile == profile else replace(options, profile=profile)


def _validate_profile(setup: GameSetup, catalog: Catalog) -> None:
    """The options name the profile the Commons make; a Fairy Garden game has its Elrune (OQ-FG-07)
    unless it plays without Rares; a mixed game leaves out what the rulebook excludes (FG-MIX-3)."""
    fg, options = fairy_garden(), setup.options
    profile = profile_for(setup.market, catalog)
    if options.profile != profile:
        raise ValueError(f"these Commons make a '{profile}' game, but the options say '{options.profile}'")
    if profile != "base" and not (options.no_rares or options.omit_incomplete_rares) and fg.elrune(catalog) is None:
        raise ValueError(f"a Fairy Garden game needs {fg.rare_name} from a card pack (the rulebook prints no "
                         "text for her), the variant without Rares, or the option omit_incomplete_rares")
    if profile == "mixed" and not options.allow_excluded_in_mix:
        excluded = [catalog[key].name for key in setup.market if fg.excluded(catalog[key])]
        if excluded:
            raise ValueError(f"mixed with Fairy Garden, the rulebook leaves out {', '.join(excluded)} "
                             "(set allow_excluded_in_mix to use them)")


def _rares(setup: GameSetup, catalog: Catalog, rules: Any) -> list[str]:
    """The Rares shuffled into the Supply pile: none in the variant without them; Elrune instead of
    Imperial Capital in a Fairy Garden or mixed game (R-FG-04), left out when no pack gives her and
    the table chose omit_incomplete_rares (OQ-FG-07)."""
    if setup.options.no_rares:
        return []
    if setup.options.profile == "base":
        return list(rules.rares)
    fg = fairy_garden()
    elrune = fg.elrune(catalog)
    return [key for key in (elrune if key == fg.replaces_rare else key for key in rules.rares) if key is not None]


def empty_table(players: tuple[str, ...], options: Options, catalog: Catalog, seed: int | None = None) -> GameState:
    """The table before any card exists: what a `GameStarted` event describes."""
    return GameState(cards=[], rulebook=_rulebook(options), catalog=catalog,
                     players=[Player(seat=seat, name=name) for seat, name in enumerate(players)],
                     order=list(range(len(players))), turn=Turn(seat=0), phase=PHASE_SETUP,
                     rng=random.Random(seed))


@lru_cache(maxsize=64)
def _rulebook(options: Options) -> RuleBook:
    """The rule book of games with these options, made once: it never changes, so the games share
    it, as their copies already do (a simulation deals thousands of games with the same options)."""
    return RuleBook(load_rules(), options)


def new_state(setup: GameSetup) -> GameState:
    """The table a setup describes before its first card is dealt (the ruleset's `new_state`; a
    per-seat stream and `rebuild` start from it too)."""
    catalog = setup.catalog
    validate_setup(setup, catalog, load_rules())
    return empty_table(setup.players, setup.options, catalog, setup.seed)


def deal(game: "Game", setup: GameSetup) -> Effect | None:
    """Prepare to play (the ruleset's `deal`). Every step is an event, so the stream rebuilds the
    opening table: the cards created pile by pile (ids in a fixed order, so the same setup always
    numbers its cards the same), the shuffles, the first Random Market, the deal and the seating.
    With Hand Elimination, the effect in which players choose their starting hands."""
    rules = load_rules()
    state = game.state
    catalog = state.catalog
    game.emit(GameStarted(tuple(setup.players), setup.options.to_dict()))
    emit_created(game, ("princesses", None), princess_row(setup, catalog))
    emit_created(game, ("curses", None), ["curse"] * (rules.curses_per_player * len(setup.players)))
    for key, count in state.rulebook.basic_market.items():
        emit_created(game, ("basic", key), [key] * count)
    supply = [key for key in setup.market for _ in range(rules.common_copies)]
    supply += _rares(setup, catalog, rules)
    emit_created(game, ("supply", None), supply)
    deck = [key for key, count in rules.starting_deck.items() for _ in range(count)]
    for p in state.players:
        emit_created(game, ("draw", p.seat), deck)
    _shuffle(game, ("supply", None))
    for p in state.players:
        _shuffle(game, ("draw", p.seat))
    flow.refill_market(game)
    if setup.options.hand_elimination:
        return _hand_elimination(game)
    for p in state.players:
        verbs.draw(game, p.seat, rules.hand_size)
    first = state.rng.randrange(len(state.players))
    game.emit(SeatOrder(tuple(state.order[first:] + state.order[:first])))
    flow.start_turn(game, first, extra=False)
    return None


def _shuffle(game: "Game", zone: Zone) -> None:
    order = zone_list(game.state, zone)[:]
    shuffle(game.state.rng, order)
    game.emit_fields(Shuffled, (zone, tuple(order)))


def _hand_elimination(g: "Game") -> Effect:
    """Variant "Hand Elimination": each player picks 5 of their 10 cards; most Apprentice Maids goes
    first and the rest follow in descending order, ties broken at random (G-VAR-2)."""
    s = g.state
    hand_size = s.rulebook.rules.hand_size
    for p in s.players:
        deck = tuple(sorted(p.draw))
        g.emit(Looked(p.seat, deck))
        picks = yield from choose(g, p.seat, "starting_hand", "starting_hand", deck, hand_size, hand_size,
                                  name=p.name, n=hand_size)
        for cid in picks:
            verbs.move(g, cid, ("draw", p.seat), ("hand", p.seat))
        rest = p.draw[:]
        shuffle(s.rng, rest)
        g.emit(Shuffled(("draw", p.seat), tuple(rest)))
    maids = {p.seat: sum(1 for c in p.hand if s.cards[c].key == "apprentice_maid") for p in s.players}
    tiebreak = {seat: s.rng.random() for seat in maids}
    g.emit(SeatOrder(tuple(sorted(maids, key=lambda seat: (-maids[seat], tiebreak[seat])))))
    g.emit(HandsRevealed(tuple((p.seat, tuple(p.hand)) for p in s.players)))
    flow.start_turn(g, s.order[0], extra=False)
