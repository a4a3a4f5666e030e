"""Heart of Crown's part in matches, simulations and tournaments (ai/match.py, tournament.py):
how a game is dealt (a market of the card sets in play, recommended or random), its turn limit, its
default seats and the command-line options only it has (card sets, card packs, Rare variants, a
market to choose), checked before the first game is dealt."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final, Mapping, Sequence

from hoc_desktop.game_kit import Contest, SetupDict
from hoc_desktop.ai.policy import is_built_in
from hoc_desktop.cards.loader import load_sets
from hoc_desktop.cards.names import card_name
from hoc_desktop.cards.pack_library import loaded_sets
from hoc_desktop.cards.sets import BASE_SETS, MARKET_SIZE, find_set, random_market
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.flow import turn_number
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.scoring import scores
from hoc_desktop.engine.hoc.setup import GameSetup, with_profile
from hoc_desktop.errors import UsageError
from hoc_desktop.i18n import _
from hoc_desktop.safe_text import clip

__all__ = ["DEFAULT_MAX_TURNS", "HOC_CONTEST", "HocTable", "random_market", "resolve_market",
           "setup_for"]

DEFAULT_MAX_TURNS: Final = 400
RECOMMENDED_SHARE: Final = 0.5          # a tournament's deals: a recommended set half the time
PLAY_MARKET: Final = "First Time Playing"

# The bundled card files do not change while the program runs, and a simulation asks which of
# them a game loads for every game (a look at the data folder each time).
_loaded_sets = lru_cache(maxsize=16)(loaded_sets)


@dataclass(frozen=True)
class HocTable:
    """What a command's options ask of every game it deals: the card sets the market draws from,
    the card packs holding pack sets' cards, the rulebook's variants, and for `play` a market."""

    card_sets: tuple[str, ...] = BASE_SETS
    packs: tuple[str, ...] = ()
    options: Options | None = None
    market: tuple[str, ...] | None = None

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickled with its options as their dict: a worker process (forkserver, spawn, Dask) is sent
        the table, and the compiled build's Options, a frozen dataclass mypyc compiles, does not
        unpickle by setting its fields one by one."""
        options = None if self.options is None else self.options.to_dict()
        return (_table_of, (self.card_sets, self.packs, options, self.market))


def _table_of(card_sets: tuple[str, ...], packs: tuple[str, ...], options: dict[str, Any] | None,
              market: tuple[str, ...] | None) -> HocTable:
    """A HocTable unpickled (HocTable.__reduce__)."""
    return HocTable(card_sets, packs, None if options is None else Options.from_dict(options), market)


def setup_for(seed: int, seats: int, names: Sequence[str] | None = None, market: Sequence[str] | None = None,
              options: Options | None = None, card_sets: tuple[str, ...] = BASE_SETS,
              packs: tuple[str, ...] = ()) -> GameSetup:
    """Game `seed`'s setup; without a market, the randomizer's market of the `card_sets` in play
    (bundled sets and sets of the `packs`, docs/card-packs.md)."""
    names = tuple(names) if names else _seat_names(seats)
    market = tuple(market or random_market(seed, card_sets=card_sets, packs=packs))
    bundled = _loaded_sets(tuple(card_sets))
    return GameSetup(names, market, seed, with_profile(options or _PLAIN, market, load_sets(bundled, packs)),
                     bundled, packs)


_PLAIN: Final = Options()     # the plain rulebook game: one shared record (Options is frozen)


@lru_cache(maxsize=8)
def _seat_names(seats: int) -> tuple[str, ...]:
    """The names of a dealt table's seats when none are given ("Seat 1", ...), made once per count."""
    return tuple(f"Seat {i + 1}" for i in range(seats))


def resolve_market(text: str, seed: int, card_sets: tuple[str, ...] = BASE_SETS,
                   packs: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The market `--market` names, among the Commons of the `card_sets` in play (pack sets' cards
    come from the `packs`)."""
    from hoc_desktop.cards.loader import bundled_set_names
    catalog = load_sets(tuple(bundled_set_names()), packs)
    if text.lower() == "random":
        return random_market(seed, card_sets=card_sets, packs=packs)
    found = find_set(catalog, text, card_sets)
    if found:
        return found.cards
    keys = tuple(k.strip() for k in text.split(",") if k.strip())
    if len(keys) <= 1:
        raise UsageError(f"unknown market '{clip(text)}': give a recommended set's name, 'random' or "
                         f"{MARKET_SIZE} card ids")
    if len(keys) != MARKET_SIZE or len(set(keys)) != len(keys):
        raise UsageError(f"--market: give {MARKET_SIZE} different Common card ids, not {len(keys)}")
    for key in keys:
        if key not in catalog or catalog[key].category != "common" or catalog[key].set not in card_sets:
            raise UsageError(f"--market: '{clip(key)}' is not a Common card of the sets in play "
                             f"({', '.join(card_sets)})")
    return keys


def _deal(seed: int, names: Sequence[str], table: HocTable | None, tournament: bool) -> SetupDict:
    table = table or HocTable()
    market = table.market or random_market(seed, RECOMMENDED_SHARE if tournament else 0.0, table.card_sets,
                                           table.packs)
    return setup_for(seed, len(names), names, market, table.options, table.card_sets, table.packs).to_dict()


def _prepare(command: str, args: argparse.Namespace) -> HocTable:
    """The table of the command's card options, checked so that a game that cannot be set up stops
    in one line before the first is dealt (ai/hoc/card_checks.py)."""
    from hoc_desktop.ai.hoc import card_checks
    card_sets, packs = card_checks.cards_in_play(args.sets or BASE_SETS, [*args.window_packs, *args.pack])
    catalog = card_checks.game_catalog(packs)
    options = Options(no_rares=args.no_rares, omit_incomplete_rares=args.omit_incomplete_rares)
    if command != "play":
        card_checks.require_random_market(catalog, card_sets)
        card_checks.require_elrune(catalog, options, card_checks.may_draw_fairy_garden(card_sets), "--sets")
        return HocTable(card_sets, packs, options)
    text = _market_text(args.market, packs)
    if text.lower() == "random":
        card_checks.require_random_market(catalog, card_sets)
    market = resolve_market(text, args.seed, card_sets, packs)
    in_play = load_sets(loaded_sets(card_sets), packs)
    profiled = with_profile(options, market, in_play)
    card_checks.require_elrune(in_play, profiled, profiled.profile != "base",
                               "--sets" if text.lower() == "random" else "--market")
    return HocTable(card_sets, packs, options, market)


def _market_text(asked: str | None, packs: tuple[str, ...]) -> str:
    """The market `play` deals: `--market`, else First Time Playing, or a random one when a card
    pack's set is in play (its cards are in no bundled recommended set)."""
    if asked is None:
        return PLAY_MARKET if not packs else "random"
    if not asked.strip():
        raise UsageError("--market: empty; give a recommended set's name, 'random' or 10 comma-separated card ids")
    return asked


def _scores(game: Game) -> Mapping[int, int]:
    result = game.state.result
    return result["scores"] if result is not None else scores(game.state)


def _market_line(setup: GameSetup) -> list[str]:
    return [_("Market: {cards}").format(cards=_(", ").join(card_name(setup.catalog[k]) for k in setup.market))]


def _sets_in_play(table: HocTable | None) -> str:
    """The card sets in play, as the command line spells them (base,far_east), when they are not
    the base set alone ("" then)."""
    card_sets = table.card_sets if table is not None else BASE_SETS
    return "" if card_sets == BASE_SETS else ",".join(card_sets)


HOC_CONTEST = Contest(
    deal=_deal,
    turn=turn_number,
    winners=lambda result: result["winners"],
    scores=_scores,
    max_turns=DEFAULT_MAX_TURNS,
    built_in=is_built_in,
    seats={"play": ("normal", "baseline"), "simulate": ("money", "money"), "tournament": ("normal", "baseline")},
    prepare=_prepare,
    reasoned=frozenset({"buy", "back", "set", "declare", "activate", "hand_activate"}),
    note=_sets_in_play,
    introduce=_market_line,
)
