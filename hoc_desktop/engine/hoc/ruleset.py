"""The rule numbers of `data/rules.yaml` plus the per-game options (variants) a table chooses."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from hoc_desktop.errors import DataError
from hoc_desktop.paths import data_dir

JUDGMENT_MODES = ("rulebook", "dukes_only")


class Rules:
    """Numbers from the rulebook (loaded once from data/rules.yaml), read as attributes
    (`rules.hand_size`). They are plain instance attributes because the engine reads them on every
    turn; treat them as read-only."""

    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw
        self.__dict__.update(raw)

    def twin_counters_for(self, owned: int) -> int:
        for band in self.raw["twin_counters"]:
            if band["below"] is None or owned < band["below"]:
                return int(band["counters"])
        raise DataError("rules.yaml: twin_counters has no open-ended band")


@dataclass(frozen=True)
class Options:
    """Variants chosen for one game. All default to the plain rulebook game."""

    judgment: str = "rulebook"          # or "dukes_only" (later rulebooks)
    no_rares: bool = False              # the two-player variant: both Rares left out (D10)
    hand_elimination: bool = False      # seating by Apprentice Maids in a chosen starting hand

    def to_dict(self) -> dict[str, Any]:
        return {"judgment": self.judgment, "no_rares": self.no_rares, "hand_elimination": self.hand_elimination}

    @staticmethod
    def from_dict(raw: dict[str, Any] | None) -> "Options":
        raw = dict(raw or {})
        unknown = set(raw) - {"judgment", "no_rares", "hand_elimination"}
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(sorted(unknown))}")
        if raw.get("judgment", "rulebook") not in JUDGMENT_MODES:
            raise ValueError(f"judgment must be one of {', '.join(JUDGMENT_MODES)}")
        return Options(**raw)


_REQUIRED = ("hand_size", "starting_deck", "curses_per_player", "basic_market", "common_copies",
             "commons_per_game", "rares", "random_market_stacks", "backing_moves_territories",
             "coronation_points", "overtime_win_points", "instant_win_points", "judgment_piles",
             "twin_counters", "twin_allowed_in_extra_turn", "laolily_max_royal_maids", "flammaria_acquire",
             "klam_klam_discount", "min_buy_cost", "bribery_surcharge", "moneylender_debt",
             "imperial_estate_ability_cost", "rampart_subtype", "optional_payments",
             "draft_notice_limit_to_eligible", "players")


@lru_cache(maxsize=4)
def load_rules(path: Path | None = None) -> Rules:
    path = path or data_dir() / "rules.yaml"
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError) as exc:
        raise DataError(f"{path}:1: cannot read rules: {exc}") from None
    if not isinstance(raw, dict):
        raise DataError(f"{path}:1: rules must be a mapping")
    missing = [k for k in _REQUIRED if k not in raw]
    if missing:
        raise DataError(f"{path}:1: missing rule value(s): {', '.join(missing)}")
    return Rules(raw)


@dataclass(frozen=True)
class Ruleset:
    """Rules plus options: what the engine consults for every number and variant."""

    rules: Rules
    options: Options = field(default_factory=Options)
    judgment_piles: tuple[str, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "judgment_piles", tuple(self.rules.judgment_piles[self.options.judgment]))
