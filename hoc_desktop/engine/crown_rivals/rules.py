"""The rule numbers of `data/crown_rivals.yaml`: every number and open-question default of Crown
Rivals in one place, checked for type and range when loaded."""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

from hoc_desktop.errors import DataError, ShapeError
from hoc_desktop.i18n import N_
from hoc_desktop.paths import data_dir
from hoc_desktop.safe_io import load_yaml
from hoc_desktop.validate import Where, choice, flag, mapping, sequence, whole

SUITS = ("C", "H", "S", "D")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
JOKERS = ("RJ", "BJ")
ABILITIES = ("damage", "heal", "supporters", "boost")
BONUSES = ("opponent_discards", "draw", "remove_supporter", "trash")
MAX_RULES_BYTES = 20_000


@dataclass(frozen=True, eq=False)
class Rules:
    """Crown Rivals' numbers, read as attributes (`rules.hand_size`). Compared and hashed by
    identity: derived tables (cards.values) are cached per Rules object."""

    format_version: int
    players: int
    starting_influence: int
    win_influence: int
    lose_influence: int
    hand_size: int
    market_size: int
    crowded_house_at: int
    ace_value: int
    jack_value: int
    face_value: int
    ace_value_with_jack: int
    boost_lower_bonus: int
    starting_ranks: tuple[str, ...]
    starting_copies_per_rank: int
    removed_cards: tuple[str, ...]
    trash_bonus_optional: bool
    max_turns: int
    abilities: dict[str, str]          # suit -> ability (OQ-1)
    bonuses: dict[str, str]            # suit -> odd/even bonus (OQ-2)

    def suit_with(self, ability: str) -> str:
        """The suit whose ability is `ability` ("damage" -> "C")."""
        return next(suit for suit, name in self.abilities.items() if name == ability)


def _count(lo: int, hi: int) -> Callable[[Any, Where], Any]:
    return lambda value, where: whole(value, where, lo, hi)


def _ranks(value: Any, where: Where) -> tuple[str, ...]:
    return tuple(choice(str(rank), (*where, i), RANKS) for i, rank in enumerate(sequence(value, where, 13, 1)))


def _cards(value: Any, where: Where) -> tuple[str, ...]:
    known = JOKERS + tuple(rank + suit for suit in SUITS for rank in RANKS)
    return tuple(choice(card, (*where, i), known) for i, card in enumerate(sequence(value, where, 54)))


def _per_suit(names: tuple[str, ...]) -> Callable[[Any, Where], Any]:
    def check(value: Any, where: Where) -> dict[str, str]:
        value = mapping(value, where, SUITS)
        out = {suit: choice(value[suit], (*where, suit), names) for suit in SUITS}
        if len(set(out.values())) != len(SUITS):
            raise ShapeError(where, "each suit needs a different one")
        return out
    return check


_SHAPES: dict[str, Callable[[Any, Where], Any]] = {
    "format_version": _count(1, 1), "players": _count(2, 2), "starting_influence": _count(1, 1000),
    "win_influence": _count(1, 10_000), "lose_influence": _count(-1000, 1000), "hand_size": _count(1, 20),
    "market_size": _count(1, 20), "crowded_house_at": _count(1, 20), "ace_value": _count(0, 100),
    "jack_value": _count(0, 100), "face_value": _count(0, 100), "ace_value_with_jack": _count(0, 100),
    "boost_lower_bonus": _count(0, 100), "starting_ranks": _ranks, "starting_copies_per_rank": _count(1, 2),
    "removed_cards": _cards, "trash_bonus_optional": flag, "max_turns": _count(1, 100_000),
    "abilities": _per_suit(ABILITIES), "bonuses": _per_suit(BONUSES),
}
assert set(_SHAPES) == {f.name for f in fields(Rules)}


@lru_cache(maxsize=4)
def load_rules(path: Path | None = None) -> Rules:
    """The rules file, every value checked; a bad value is refused in one line naming file and line."""
    path = path or data_dir() / "crown_rivals.yaml"
    raw, lines = load_yaml(path, MAX_RULES_BYTES, DataError, N_("Crown Rivals rules file"))
    try:
        mapping(raw, (), _SHAPES)
        rules = Rules(**{key: check(raw[key], (key,)) for key, check in _SHAPES.items()})
        if not rules.lose_influence < rules.starting_influence < rules.win_influence:
            raise ShapeError(("starting_influence",), "must lie between lose_influence and win_influence")
    except ShapeError as exc:
        raise DataError(f"{lines.at(exc.at)}: {exc}") from None
    return rules
