"""Catalogs per game: the cards in play come with the game's setup (card sets and packs), not from a
process-wide global, so two games with different cards run side by side in one process."""

from __future__ import annotations

from pathlib import Path

import pytest

from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.cards.loader import load_catalog, load_sets
from hoc_desktop.engine.hoc.ruleset import new_game, replay
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import DataError

PACK = """\
format_version: 1
set: test_pack
cards:
  - id: market_stall
    name: Market Stall
    category: common
    cost: 2
    types: [action]
    links: 1
    coins: 2
    text: "Gain 2 coins."
    effect:
      - gain_coins: 2
"""


def base_market() -> tuple[str, ...]:
    """Ten Commons of the base set (the first ten of the bundled catalog)."""
    return tuple(c.key for c in load_catalog().by_category("common"))[:10]


@pytest.fixture
def pack(tmp_path: Path) -> str:
    path = tmp_path / "market_stall.yaml"
    path.write_text(PACK, encoding="utf-8")
    return str(path)


def test_two_games_with_different_cards_run_in_one_process(pack: str) -> None:
    # given: a base game and a game whose market holds a card from a pack
    market = base_market()
    plain = GameSetup(("A", "B"), market, seed=3)
    packed = GameSetup(("A", "B"), ("market_stall",) + market[1:], seed=3, packs=(pack,))
    # when: both are played, interleaved, in this process
    first, second = new_game(plain), new_game(packed)
    plain_result = play_match(plain, [RandomPolicy(1), RandomPolicy(2)], max_turns=30)
    packed_result = play_match(packed, [RandomPolicy(1), RandomPolicy(2)], max_turns=30)
    # then: each game has its own catalog, and only the packed game knows the pack's card
    assert "market_stall" not in first.state.catalog and "market_stall" in second.state.catalog
    assert any(c.key == "market_stall" for c in second.state.cards)
    assert not any(c.key == "market_stall" for c in first.state.cards)
    assert "market_stall" not in load_catalog()                  # the bundled cards are untouched
    assert plain_result.game is not None and packed_result.game is not None
    assert replay(packed, packed_result.commands).state.turn == packed_result.game.state.turn


def test_a_setup_names_its_cards_and_a_base_game_writes_them_as_before(pack: str) -> None:
    market = base_market()
    assert "card_sets" not in GameSetup(("A", "B"), market).to_dict()        # seals of old saves hold
    packed = GameSetup(("A", "B"), market, packs=(pack,))
    assert GameSetup.from_dict(packed.to_dict()) == packed
    assert packed.catalog is load_sets(("base",), (pack,))                   # loaded once, shared


def test_an_unknown_card_set_is_refused_in_words() -> None:
    with pytest.raises(DataError, match="unknown card set 'fairy_garden'"):
        GameSetup(("A", "B"), base_market(), card_sets=("base", "fairy_garden")).catalog  # noqa: B018  (reading it raises)
