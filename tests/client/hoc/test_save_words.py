"""How the Load list names a Heart of Crown game's market (hoc_desktop.client.hoc.save_words)."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from hoc_desktop.client.hoc.save_words import market_name
from hoc_desktop.client.hoc.setup import FAR_EAST_SETS, GameChoice, make_setup


def test_market_names() -> None:
    """Given markets of a recommended set, a random one, and both with Far East, when named, then a
    recommended set by its name and a random market with the expansions in play."""
    setup = make_setup(["human", "normal"], "Primer", 4)
    assert market_name(setup["market"]) == "Primer"
    assert market_name(make_setup(["human", "normal"], "Random", 4)["market"]) == "Random market"
    far_east = GameChoice(kinds=("human", "normal"), market="Trade and Prosperity", card_sets=FAR_EAST_SETS)
    assert market_name(far_east.market_cards(), FAR_EAST_SETS) == "Trade and Prosperity"
    assert market_name(replace(far_east, market="Random").market_cards(), FAR_EAST_SETS) == \
        "Random market, Far East Territory"


def test_market_names_in_japanese(language: Callable[[str], None]) -> None:
    """Given the same markets while the window speaks Japanese, when named, then the recommended
    set's Japanese name, and a random market with the expansion's Japanese name."""
    language("ja")
    assert market_name(make_setup(["human", "normal"], "Primer", 4)["market"]) == "入門"
    far_east = GameChoice(kinds=("human", "normal"), market="Random", card_sets=FAR_EAST_SETS)
    assert market_name(far_east.market_cards(), FAR_EAST_SETS) == "ランダムマーケット、極東辺境領"
