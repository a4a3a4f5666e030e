"""One scenario per card of the sample pack (docs/sample-pack.yaml): given a position, when the
card is played, bought, acquired or used, then its effect shows on the table."""

from __future__ import annotations

from typing import Any

import pytest

from hoc_desktop.cards.loader import load_sets
from hoc_desktop.errors import IllegalCommand
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.position import build_position
from tests.helpers import act, coins, discard, draw_pile, hand, legal, option_names, points
from tests.packs.test_sample_pack_games import PACKS


def sample_pos(**spec: Any) -> Game:
    """A position whose cards may come from the sample pack."""
    return build_position(spec, load_sets(("base",), PACKS))


def pick_key(g: Game, key: str) -> list[Any]:
    """Answer a declaration prompt with the option whose key is `key`."""
    return ["pick", [g.prompt().mode_keys.index(key)]]


def test_meadow_lantern_gains_a_coin_and_draws() -> None:
    g = sample_pos(players=[{"hand": ["meadow_lantern"], "draw": ["city"]}, {}])
    act(g, ["play", "meadow_lantern"])
    assert coins(g) == 1 and hand(g, 0) == ["city"]


def test_hedge_orchard_brings_two_farming_villages_when_acquired() -> None:
    """Given 1 Farming Village left in the Market, when Hedge Orchard is bought, then it comes
    with that one Farming Village (as far as the Market allows)."""
    g = sample_pos(options={"profile": "fg"}, turn={"phase": "second", "coins": 4},
                   market={"stacks": {"hedge_orchard": 5}, "basic": {"farming_village": 1}},
                   players=[{}, {}])
    act(g, ["buy", "hedge_orchard"])
    assert sorted(discard(g, 0)) == ["farming_village", "hedge_orchard"]
    assert not g.state.basic["farming_village"]


def test_dew_collector_hand_activation_pays_first() -> None:
    """Given Dew Collector in hand and 1 coin, when its hand activation is used, then the coin is
    paid and a card drawn; the Dew Collector stays in hand, not played."""
    g = sample_pos(turn={"coins": 1, "plays": 0}, players=[{"hand": ["dew_collector"], "draw": ["duke"]}, {}])
    act(g, ["hand_activate", "dew_collector"])
    assert coins(g) == 0 and sorted(hand(g, 0)) == ["dew_collector", "duke"]


def test_bell_tower_herald_takes_the_declared_card() -> None:
    g = sample_pos(players=[{"hand": ["bell_tower_herald"], "draw": ["duke", "city"]}, {}])
    act(g, ["play", "bell_tower_herald"])
    act(g, pick_key(g, "duke"))
    assert hand(g, 0) == ["duke"] and draw_pile(g, 0) == ["city"]


def test_bell_tower_herald_leaves_another_card_face_up() -> None:
    g = sample_pos(players=[{"hand": ["bell_tower_herald"], "draw": ["city"]}, {}])
    act(g, ["play", "bell_tower_herald"])
    act(g, pick_key(g, "duke"))
    assert hand(g, 0) == [] and draw_pile(g, 0) == ["city"]
    assert g.state.players[0].draw[-1] in g.state.revealed


def test_guild_banner_takes_a_card_of_the_declared_subtype() -> None:
    g = sample_pos(players=[{"hand": ["guild_banner"], "draw": ["royal_maid"]}, {}])
    act(g, ["play", "guild_banner"])
    assert g.prompt().mode_keys == ("military", "magic", "merchant", "maid", "strategy")
    act(g, pick_key(g, "maid"))
    assert coins(g) == 1 and hand(g, 0) == ["royal_maid"]


def test_lucky_toad_needs_a_territory_of_cost_3_to_be_bought() -> None:
    """Given 5 coins and only Farming Villages played, Lucky Toad cannot be bought; after a City,
    it can, and buying it puts a Coin counter into the Coin area."""
    g = sample_pos(turn={"phase": "second", "coins": 5}, market={"stacks": {"lucky_toad": 5}},
                   players=[{"field": ["farming_village"]}, {}])
    with pytest.raises(IllegalCommand, match="buy condition"):
        g.submit(0, ("buy", g.state.stacks["lucky_toad"][-1]))
    g = sample_pos(turn={"phase": "second", "coins": 5}, market={"stacks": {"lucky_toad": 5}},
                   players=[{"field": ["city"]}, {}])
    act(g, ["buy", "lucky_toad"])
    assert discard(g, 0) == ["lucky_toad"] and g.state.players[0].areas == {"coin": 1}


def test_thornwall_raider_makes_a_full_hand_discard_a_farming_village() -> None:
    g = sample_pos(players=[{"hand": ["thornwall_raider"]},
                            {"hand": ["farming_village", "city", "city", "duke", "senator"]}])
    act(g, ["play", "thornwall_raider"])
    assert coins(g) == 2 and discard(g, 1) == ["farming_village"]


def test_wayside_shrine_gives_two_plays_and_a_choice() -> None:
    g = sample_pos(players=[{"hand": ["wayside_shrine", "meadow_lantern"], "draw": ["city"]}, {}])
    act(g, ["play", "wayside_shrine"], ["pick", [1]])
    assert hand(g, 0) == ["meadow_lantern", "city"] and g.state.turn.plays == 2


def test_mossy_well_is_set_for_three_points() -> None:
    g = sample_pos(turn={"phase": "second"}, players=[{"princess": "lulunasaika", "hand": ["mossy_well"]}, {}])
    act(g, ["set", "mossy_well"])
    assert points(g, 0) == 6 + 3          # Lulunasaika 6, Mossy Well 3


def test_quiet_cottage_puts_a_coin_counter_when_acquired() -> None:
    g = sample_pos(turn={"phase": "second", "coins": 5}, market={"stacks": {"quiet_cottage": 5}}, players=[{}, {}])
    act(g, ["buy", "quiet_cottage"])
    assert g.state.players[0].areas == {"coin": 1}
    assert legal(g, ["end_turn"]) and option_names(g)
