"""Shared givens of the Fairy Garden rulings tests: games and positions with the test-only Fairy
Garden cards (tests/packs/fg_test_cards.yaml: the rulebook's facts around placeholder values)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hoc_desktop.cards.loader import Catalog, load_sets
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.position import build_position
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup

FG_PACK = str(Path(__file__).parents[3] / "packs" / "fg_test_cards.yaml")
FG_MARKET = ("templar", "star_reader_oracle", "messenger", "librarian", "merchant_fleet", "plantation",
             "fairy_of_the_spring_breeze", "street_fortuneteller", "butler", "pilgrim")


def fg_catalog() -> Catalog:
    return load_sets(("base", "far_east"), (FG_PACK,))


def fg_setup(players: int = 2, seed: int = 0, market: tuple[str, ...] = FG_MARKET,
             card_sets: tuple[str, ...] = ("base",), **options: Any) -> GameSetup:
    """A Fairy Garden game (every Common from the set fairy_garden) unless options say otherwise."""
    options.setdefault("profile", "fg")
    return GameSetup(tuple(f"P{i}" for i in range(players)), market, seed, Options(**options),
                     card_sets=card_sets, packs=(FG_PACK,))


def fg_game(players: int = 2, seed: int = 0, **options: Any) -> Game:
    return new_game(fg_setup(players, seed, **options), record=False)


def fg_pos(**spec: Any) -> Game:
    """A position of a Fairy Garden game: a Farming Village pile in the Basic Market, Judgment on Dukes."""
    spec.setdefault("options", {})
    spec["options"] = {"profile": "fg", **spec["options"]}
    return build_position(spec, fg_catalog())
