"""`normal` weighs a card pack's Commons by their data (ai/hoc/normal/pack_buys.py): no per-card code."""

from __future__ import annotations

from pathlib import Path

from hoc_desktop.ai.hoc.normal import pack_buys
from hoc_desktop.cards.loader import load_sets

SAMPLE = load_sets(("base",), (str(Path(__file__).parents[3] / "docs" / "sample-pack.yaml"),))


def _ctx(**counts: int) -> dict[str, int]:
    """The cards owned, by id (Context.counts)."""
    return counts


def test_pack_cards_are_told_from_bundled_ones() -> None:
    assert pack_buys.is_pack_card(SAMPLE["quiet_cottage"]) and not pack_buys.is_pack_card(SAMPLE["city"])


def test_a_pack_card_worth_more_than_the_money_card_is_bought() -> None:
    # given: 5 coins, which buy a City (2 coins), and Quiet Cottage (2 coins and a Coin counter)
    offered = {k: SAMPLE[k] for k in ("quiet_cottage", "hedge_orchard", "thornwall_raider")}
    # then: the Cottage is worth 3 and is chosen; the others are worth no more than the City
    assert pack_buys.economy_worth(SAMPLE["quiet_cottage"]) == 3.0
    assert pack_buys.economy_buy(_ctx(), offered, 5) is SAMPLE["quiet_cottage"]
    # and with 6 coins a Large City (3 coins) is as good, so no pack card is bought
    assert pack_buys.economy_buy(_ctx(), offered, 6) is None


def test_with_two_coins_a_cheap_pack_card_beats_buying_nothing() -> None:
    offered = {k: SAMPLE[k] for k in ("meadow_lantern", "wayside_shrine")}
    assert pack_buys.economy_buy(_ctx(), offered, 2) is SAMPLE["meadow_lantern"]


def test_terminal_pack_cards_are_capped() -> None:
    # given: Lucky Toad (3 coins, no link) and two already owned
    offered = {"lucky_toad": SAMPLE["lucky_toad"]}
    assert pack_buys.economy_buy(_ctx(), offered, 4) is SAMPLE["lucky_toad"]
    assert pack_buys.economy_buy(_ctx(lucky_toad=2), offered, 4) is None


def test_a_pack_succession_card_is_weighed_by_its_points() -> None:
    offered = {"mossy_well": SAMPLE["mossy_well"], "lucky_toad": SAMPLE["lucky_toad"]}
    assert pack_buys.points_buy(offered, 5, at_least=3) is SAMPLE["mossy_well"]
    assert pack_buys.points_buy(offered, 4, at_least=3) is None
    assert pack_buys.points_buy(offered, 5, at_least=4) is None
