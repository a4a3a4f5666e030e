"""The rule numbers of `data/rules.yaml` plus the per-game options (variants) a table chooses."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from dataclasses import dataclass, field, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from hoc_desktop.cards.fairy_garden import PROFILES, fairy_garden
from hoc_desktop.cards.loader import load_catalog
from hoc_desktop.cards.vocabulary import AREAS
from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.i18n import N_
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.validate import Where, choice, flag, identifier, mapping, sequence, table, whole

JUDGMENT_MODES = ("rulebook", "dukes_only", "all_three_piles")


@dataclass(frozen=True, slots=True, eq=False)
class Rules:
    """Numbers from the rulebook (loaded once from data/rules.yaml), one declared field per rule,
    read as attributes (`rules.hand_size`) on every turn. The file is the one place of each value:
    no field has a default, and `load_rules` checks every value's shape before `from_raw` builds
    this. Compared (and hashed) by identity, as the rulebook's rules are one object per file."""

    format_version: int
    players: dict[str, int]                    # {min, max}
    hand_size: int
    plays_per_turn: int
    starting_deck: dict[str, int]              # card id -> copies
    curses_per_player: int
    basic_market: dict[str, int]               # card id -> pile size
    common_copies: int
    commons_per_game: int
    rares: list[str]
    random_market_stacks: int
    backing_moves_territories: int
    coronation_points: int
    overtime_win_points: int
    instant_win_points: int
    judgment_piles: dict[str, list[str]]       # judgment mode -> the Basic piles it watches
    min_buy_cost: int
    optional_payments: bool
    counter_areas_owned: list[str]
    coin_counter_value: int
    raw: dict[str, Any] = field(repr=False)    # the file's mapping itself, for texts that name its values

    @staticmethod
    def from_raw(raw: dict[str, Any]) -> "Rules":
        """The rules of a checked mapping of every rule (what `load_rules` reads, or a test's variant)."""
        return Rules(**raw, raw=raw)


@dataclass(frozen=True)
class Options:
    """Variants chosen for one game. All default to the plain rulebook game."""

    judgment: str = "rulebook"          # the rulebook of the game's profile, "dukes_only" or "all_three_piles"
    no_rares: bool = False              # the two-player variant: both Rares left out (D10)
    hand_elimination: bool = False      # seating by Apprentice Maids in a chosen starting hand
    # Fairy Garden (R-FG-01): "base", "fg" or "mixed", which follows from the game's Commons
    # (cards/fairy_garden.py; setup checks it); and whether a mixed game may use the Commons
    # the rulebook leaves out (OQ-FG-05)
    profile: str = "base"
    allow_excluded_in_mix: bool = False
    omit_incomplete_rares: bool = False   # no pack gives Elrune: play with Imperial Crown alone (OQ-FG-07)
    # backing a princess may also take another from the row face down as a guardian (R-FG-14.3):
    # only with enough princesses in the game (setup checks it, OQ-FG-03)
    guardians: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The options as JSON; the Fairy Garden ones and Guardians only when set, so a base game's
        dict (its seal and setup code) is as before."""
        out: dict[str, Any] = {"judgment": self.judgment, "no_rares": self.no_rares,
                               "hand_elimination": self.hand_elimination}
        if self.profile != "base":
            out["profile"] = self.profile
        for name in ("allow_excluded_in_mix", "omit_incomplete_rares", "guardians"):
            if getattr(self, name):
                out[name] = True
        return out

    @staticmethod
    def from_dict(raw: dict[str, Any] | None, where: Where = ("options",)) -> "Options":
        """Options from a save or a position; raises ShapeError (a ValueError) naming `where`."""
        raw = mapping({} if raw is None else raw, where, optional=("judgment", "no_rares", "hand_elimination",
                                                                   "profile", "allow_excluded_in_mix",
                                                                   "omit_incomplete_rares", "guardians"))
        return Options(choice(raw.get("judgment", "rulebook"), (*where, "judgment"), JUDGMENT_MODES),
                       flag(raw.get("no_rares", False), (*where, "no_rares")),
                       flag(raw.get("hand_elimination", False), (*where, "hand_elimination")),
                       choice(raw.get("profile", "base"), (*where, "profile"), PROFILES),
                       flag(raw.get("allow_excluded_in_mix", False), (*where, "allow_excluded_in_mix")),
                       flag(raw.get("omit_incomplete_rares", False), (*where, "omit_incomplete_rares")),
                       flag(raw.get("guardians", False), (*where, "guardians")))


MAX_RULES_BYTES = 100_000


def _count(lo: int, hi: int) -> Callable[[Any, Where], Any]:
    return lambda value, where: whole(value, where, lo, hi)


def _card_counts(hi: int) -> Callable[[Any, Where], Any]:
    def check(value: Any, where: Where) -> Any:
        for key, count in table(value, where, 20).items():
            identifier(key, (*where, key))
            whole(count, (*where, key), 0, hi)
        return value
    return check


def _card_list(value: Any, where: Where, min_len: int = 0) -> Any:
    for i, key in enumerate(sequence(value, where, 10, min_len)):
        identifier(key, (*where, i))
    return value


def _players(value: Any, where: Where) -> Any:
    value = mapping(value, where, ("min", "max"))
    low = whole(value["min"], (*where, "min"), 2, 4)
    whole(value["max"], (*where, "max"), low, 4)
    return value


def _judgment_piles(value: Any, where: Where) -> Any:
    for mode in mapping(value, where, JUDGMENT_MODES):
        _card_list(value[mode], (*where, mode), min_len=1)
    return value


def _areas(value: Any, where: Where) -> Any:
    for i, area in enumerate(sequence(value, where, len(AREAS))):
        choice(area, (*where, i), AREAS)
    return value


# Every rule value and its shape: one for each field of Rules (checked below).
_SHAPES: dict[str, Callable[[Any, Where], Any]] = {
    "format_version": _count(1, 1), "players": _players, "hand_size": _count(1, 20),
    "plays_per_turn": _count(0, 10), "starting_deck": _card_counts(30), "curses_per_player": _count(0, 20),
    "basic_market": _card_counts(60), "common_copies": _count(1, 20), "commons_per_game": _count(1, 30),
    "rares": _card_list, "random_market_stacks": _count(1, 30), "backing_moves_territories": _count(0, 20),
    "coronation_points": _count(1, 200), "overtime_win_points": _count(1, 200),
    "instant_win_points": _count(1, 200), "judgment_piles": _judgment_piles,
    "min_buy_cost": _count(0, 10), "optional_payments": flag,
    "counter_areas_owned": _areas, "coin_counter_value": _count(0, 10),
}


_undeclared = set(_SHAPES) ^ {f.name for f in fields(Rules) if f.name != "raw"}
if _undeclared:     # a rule the file must give is a field of Rules and has a shape, or neither
    raise TypeError(f"rules without both a Rules field and a shape: {', '.join(sorted(_undeclared))}")


@lru_cache(maxsize=4)
def load_rules(path: Path | None = None) -> Rules:
    """The rules file, every value checked for type and range, every card it names known."""
    path = path or data_dir() / "rules.yaml"
    raw, lines = load_yaml(path, MAX_RULES_BYTES, DataError, N_("rules file"))
    try:
        mapping(raw, (), _SHAPES)
        for key, check in _SHAPES.items():
            check(raw[key], (key,))
        _known_cards(raw)
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return Rules.from_raw(raw)


def _known_cards(raw: dict[str, Any]) -> None:
    """Every card id the rules name is in the bundled catalog, Basic Market piles are Basic cards and
    rares are Rare cards."""
    catalog = load_catalog()
    named: list[tuple[Where, str, str | None]] = [(("starting_deck", key), key, None) for key in raw["starting_deck"]]
    named += [(("basic_market", key), key, "basic") for key in raw["basic_market"]]
    named += [(("rares", i), key, "rare") for i, key in enumerate(raw["rares"])]
    named += [(("judgment_piles", mode, i), key, None) for mode, keys in raw["judgment_piles"].items()
              for i, key in enumerate(keys)]
    for where, key, category in named:
        if key not in catalog:
            raise ShapeError(where, f"unknown card '{key}'")
        if category is not None and catalog[key].category != category:
            raise ShapeError(where, f"'{key}' is not a {category} card")


@dataclass(frozen=True)
class RuleBook:
    """Rules plus options: what the engine consults for every number and variant."""

    rules: Rules
    options: Options = field(default_factory=Options)
    judgment_piles: tuple[str, ...] = field(init=False)
    basic_market: dict[str, int] = field(init=False)     # Basic Market piles and their sizes

    def __post_init__(self) -> None:
        mode, basic = self.options.judgment, dict(self.rules.basic_market)
        if self.options.profile != "base":           # R-FG-03.5 and R-FG-09
            fg = fairy_garden()
            mode = fg.judgment if mode == "rulebook" else mode
            basic = {**fg.basic_market_added, **basic}
        object.__setattr__(self, "judgment_piles", tuple(self.rules.judgment_piles[mode]))
        object.__setattr__(self, "basic_market", basic)
