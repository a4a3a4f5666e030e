"""Rulings of section 4 (Rare cards): Imperial Capital and Imperial Crown."""

from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from tests.helpers import act, coins, discard, domain, field, hand, kept, legal, points, pos, prompt_kind, refused


COMMONS = ("rampart", "contribution", "wishing_well", "scout", "post_horse", "trading_ship", "library",
           "alchemist", "bank", "shinobi")


def test_ICA_1() -> None:
    """With a princess, Imperial Capital may be set; on a later turn an Action card may be kept on it."""
    g = pos(turn={"phase": "second"}, players=[
        {"princess": "laolily", "hand": ["imperial_capital"], "draw": ["alchemist", "city", "city", "city", "city"]},
        {}])
    act(g, ["set", "imperial_capital"])
    assert domain(g, 0) == ["laolily", "imperial_capital"]
    assert points(g, 0) == 6
    act(g, ["end_turn"])
    assert g.state.turn.seat == 1
    act(g, ["end_turn"])
    assert g.state.turn.seat == 0
    assert sorted(hand(g, 0)) == ["alchemist", "city", "city", "city", "city"]
    act(g, ["keep", "alchemist", "imperial_capital"])
    assert kept(g, 0) == {"imperial_capital": "alchemist"}
    assert points(g, 0) == 6


def test_ICA_2() -> None:
    """Without a backed princess, Imperial Capital cannot be put into a Domain."""
    g = pos(turn={"phase": "second"}, players=[{"hand": ["imperial_capital", "duke"], "draw": ["city"] * 5}, {}])
    refused(g, ["set", "imperial_capital"])
    assert not [o for o in g.prompt().options if o[0] == "set"]
    act(g, ["end_turn"])
    assert domain(g, 0) == []
    assert sorted(discard(g, 0)) == ["duke", "imperial_capital"]


def test_ICA_3() -> None:
    """Imperial Capital, Large City and City played, then backing: all three move and the Capital's SP count."""
    g = pos(players=[{"hand": ["imperial_capital", "large_city", "city", "farming_village"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city"], ["play", "imperial_capital"], ["play", "large_city"])
    assert coins(g) == 1 + 2 + 3 + 3
    act(g, ["back", "klam_klam"])
    assert domain(g, 0) == ["klam_klam", "imperial_capital", "large_city", "city"]
    assert field(g, 0) == ["farming_village"]
    assert points(g, 0) == 6


def test_ICA_4() -> None:
    """With the two-player rule, both Rares are left out of the Supply pile (D10)."""
    g = new_game(GameSetup(players=("A", "B"), market=COMMONS, seed=3, options=Options(no_rares=True)))
    keys = {c.key for c in g.state.cards}
    assert "imperial_capital" not in keys
    assert "imperial_crown" not in keys
    g = new_game(GameSetup(players=("A", "B"), market=COMMONS, seed=3))
    s = g.state
    in_supply = [s.cards[c].key for c in s.supply] + [s.cards[c].key for pile in s.stacks.values() for c in pile]
    assert "imperial_capital" in in_supply
    assert "imperial_crown" in in_supply


def test_ICR_1() -> None:
    """Nothing can be kept on a set Imperial Crown: it is not a Territory."""
    g = pos(players=[{"princess": "laolily", "domain": ["imperial_crown", "city"], "hand": ["post_horse"]}, {}])
    assert points(g, 0) == 14
    refused(g, ["keep", "post_horse", "imperial_crown"])
    assert legal(g, ["keep", "post_horse", "city"])


def test_ICR_2() -> None:
    """Imperial Crown acquired from the bottom of the Supply by Buried Treasure goes to the discard pile, no coins
    paid."""
    g = pos(turn={"coins": 2}, players=[{"hand": ["buried_treasure"]}, {}],
            market={"supply": ["library", "imperial_crown"]})
    act(g, ["play", "buried_treasure"])
    assert prompt_kind(g) == "acquire"
    act(g, ["pick", ["imperial_crown"]])
    assert discard(g, 0) == ["imperial_crown"]
    assert [g.state.cards[c].key for c in g.state.supply] == ["library"]
    assert coins(g) == 2
