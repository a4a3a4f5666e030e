"""Rulings of the base-set Commons 5.1 to 5.15 (Rampart ... Infantry Battalion), plus checks of each
card's effect steps and their "Stops when" misfires."""

from __future__ import annotations

from hoc_desktop.engine.hoc.events import Misfired
from tests.helpers import (act, coins, discard, domain, draw_pile, field, hand, kept, legal, option_names, outskirts,
                           pos, prompt_kind, refused, revealed_draw)



def _cid(g, seat: int, zone: str, key: str) -> int:
    """The first card named `key` in a player's zone (for commands where names are ambiguous)."""
    p = g.state.players[seat]
    return next(c for c in getattr(p, zone) if g.state.cards[c].key == key)


def _evs(events, name: str) -> list:
    return [e for e in events if e.type == name]


# ---------------------------------------------------------------- 5.1 Rampart

def test_RAM_1() -> None:
    """Rampart against Infantry Battalion: the holder of 5+ cards discards nothing and is unaffected."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["rampart", "city", "city", "farming_village", "farming_village"]}])
    act(g, ["play", "infantry_battalion"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    assert option_names(g) == ["rampart"]
    events = act(g, ["pick", ["rampart"]])
    assert hand(g, 1) == ["rampart", "city", "city", "farming_village", "farming_village"]
    assert discard(g, 1) == []
    assert not _evs(events, "reveal_hand")
    assert coins(g) == 2


def test_RAM_2() -> None:
    """Two Ramparts against Royal Guard add up: only 1 card is revealed from the draw pile."""
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"hand": ["rampart", "rampart"], "draw": ["duke", "senator", "city", "royal_maid"]}])
    act(g, ["play", "royal_guard"], ["pick", ["rampart"]])
    assert prompt_kind(g) == "defend" and option_names(g) == ["rampart"]
    events = act(g, ["pick", ["rampart"]])
    assert len(_evs(events, "reveal")) == 1
    assert draw_pile(g, 1) == ["duke", "senator", "city", "royal_maid"]
    assert revealed_draw(g, 1) == [True, False, False, False]
    assert discard(g, 1) == []
    assert hand(g, 1) == ["rampart", "rampart"]


def test_RAM_4() -> None:
    """Any Defense card may answer any Attack: a Rampart may be revealed against Bribery (Strategy)."""
    g = pos(players=[{"hand": ["bribery"]}, {"hand": ["rampart"]}])
    act(g, ["play", "bribery"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1 and option_names(g) == ["rampart"]
    events = act(g, ["pick", ["rampart"]])
    assert _evs(events, "defend")
    assert hand(g, 1) == ["rampart"]
    assert "bribery" in g.state.turn.flags


def test_RAM_5() -> None:
    """A kept Rampart may be revealed from the Domain against Royal Guard and stays kept."""
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"princess": "lulunasaika", "domain": [{"card": "city", "kept": "rampart"}],
                      "draw": ["duke", "senator", "city"]}])
    act(g, ["play", "royal_guard"])
    assert prompt_kind(g) == "defend" and option_names(g) == ["rampart"]
    act(g, ["pick", ["rampart"]])
    # 3 - 1 = 2 cards revealed; the attacker chooses which stays on top.
    assert prompt_kind(g) == "keep_on_top" and sorted(option_names(g)) == ["duke", "senator"]
    act(g, ["pick", ["senator"]])
    assert kept(g, 1) == {"city": "rampart"}
    assert discard(g, 1) == ["duke"]
    assert draw_pile(g, 1) == ["senator", "city"]
    assert revealed_draw(g, 1) == [True, False]


def test_RAM_6() -> None:
    """Rampart against Scout: the defender reveals no card and Scout's discard choice has nothing of theirs."""
    g = pos(players=[{"hand": ["scout"], "draw": ["city"]}, {"hand": ["rampart"], "draw": ["duke"]}])
    act(g, ["play", "scout"], ["pick", ["rampart"]])
    assert prompt_kind(g) == "scout_discard"
    assert option_names(g) == ["city"]
    act(g, ["pick", []])
    assert revealed_draw(g, 1) == [False]
    assert revealed_draw(g, 0) == [True]
    assert draw_pile(g, 1) == ["duke"]


def test_effect_rampart_played() -> None:
    """Rampart played as an Action: gain 1 coin and its link gives another play."""
    g = pos(players=[{"hand": ["rampart", "city"]}, {}])
    act(g, ["play", "rampart"])
    assert coins(g) == 1 and g.state.turn.plays == 1
    act(g, ["play", "city"])
    assert coins(g) == 3


def test_effect_rampart_does_nothing_against_non_military() -> None:
    """D7/OQ-9: Rampart lowers nothing against a non-Military Attack (Evicted Monster, Strategy)."""
    g = pos(players=[{"hand": ["evicted_monster"], "draw": ["city"]},
                     {"hand": ["rampart", "duke", "city", "city", "farming_village"]}])
    act(g, ["play", "evicted_monster"], ["pick", ["rampart"]])
    # Duke is the only card costing 5 or more: discarded, forced.
    assert discard(g, 1) == ["duke"]
    assert sorted(hand(g, 1)) == ["city", "city", "farming_village", "rampart"]


# ---------------------------------------------------------------- 5.2 Contribution

def test_CON_1() -> None:
    """Contribution with 0 coins is legal: nothing paid, nothing banished, and its link still works."""
    g = pos(players=[{"hand": ["contribution", "city"]}, {}])
    events = act(g, ["play", "contribution"])
    assert coins(g) == 0
    assert hand(g, 0) == ["city"]
    assert outskirts(g) == []
    assert field(g, 0) == ["contribution"]
    assert Misfired(0, _cid(g, 0, "field", "contribution"), "pay_coins") in events
    assert g.state.turn.plays == 1
    act(g, ["play", "city"])
    assert coins(g) == 2


def test_CON_2() -> None:
    """After paying for Contribution, a Magic Talisman in hand may be the banished card."""
    g = pos(turn={"coins": 1}, players=[{"hand": ["contribution", "magic_talisman", "city"]}, {}])
    act(g, ["play", "contribution"])
    assert coins(g) == 0
    assert prompt_kind(g) == "banish" and sorted(option_names(g)) == ["city", "magic_talisman"]
    act(g, ["pick", ["magic_talisman"]])
    assert outskirts(g) == ["magic_talisman"]
    assert hand(g, 0) == ["city"]


def test_CON_3() -> None:
    """With 1 coin and a Curse in hand, Contribution pays the coin and may banish the Curse."""
    g = pos(players=[{"hand": ["farming_village", "contribution", "curse", "duke"]}, {}])
    act(g, ["play", "farming_village"], ["play", "contribution"])
    assert coins(g) == 0
    assert prompt_kind(g) == "banish" and sorted(option_names(g)) == ["curse", "duke"]
    act(g, ["pick", ["curse"]])
    assert outskirts(g) == ["curse"]
    assert hand(g, 0) == ["duke"]


def test_effect_contribution_empty_hand() -> None:
    """Contribution with a coin and an empty hand: the coin is paid (mandatory, OQ-10), nothing is banished."""
    g = pos(players=[{"hand": ["farming_village", "contribution"]}, {}])
    act(g, ["play", "farming_village"], ["play", "contribution"])
    assert coins(g) == 0
    assert outskirts(g) == []
    assert field(g, 0) == ["farming_village", "contribution"]


# ---------------------------------------------------------------- 5.3 Wishing Well

def test_WWL_1() -> None:
    """Wishing Well discarding 0 cards draws 0."""
    g = pos(players=[{"hand": ["wishing_well", "city", "duke"], "draw": ["senator"]}, {}])
    act(g, ["play", "wishing_well"])
    assert prompt_kind(g) == "discard" and g.prompt().min == 0
    act(g, ["pick", []])
    assert hand(g, 0) == ["city", "duke"]
    assert draw_pile(g, 0) == ["senator"]
    assert discard(g, 0) == []


def test_WWL_2() -> None:
    """Wishing Well with empty draw and discard piles: the 2 discarded cards are reshuffled and drawn back."""
    g = pos(players=[{"hand": ["wishing_well", "duke", "senator"]}, {}])
    events = act(g, ["play", "wishing_well"], ["pick", ["duke", "senator"]])
    assert _evs(events, "reshuffle")
    assert sorted(hand(g, 0)) == ["duke", "senator"]
    assert draw_pile(g, 0) == [] and discard(g, 0) == []


def test_effect_wishing_well_draws_as_many() -> None:
    """Wishing Well: discard N chosen cards, then draw N from the top of the draw pile."""
    g = pos(players=[{"hand": ["wishing_well", "curse", "curse", "city"], "draw": ["duke", "senator", "alchemist"]},
                     {}])
    act(g, ["play", "wishing_well"], ["pick", ["curse", "curse"]])
    assert sorted(hand(g, 0)) == ["city", "duke", "senator"]
    assert discard(g, 0) == ["curse", "curse"]
    assert draw_pile(g, 0) == ["alchemist"]


# ---------------------------------------------------------------- 5.4 Scout

def test_SCO_1() -> None:
    """Scout reveals an already revealed top card again, and it may still be discarded."""
    g = pos(players=[{"hand": ["scout"], "draw": ["city"]},
                     {"draw": [{"card": "duke", "revealed": True}, "senator"]}])
    events = act(g, ["play", "scout"])
    duke = _cid(g, 1, "draw", "duke")
    assert any(e.type == "reveal" and e.card == duke and e.revealed for e in events)
    assert prompt_kind(g) == "scout_discard" and sorted(option_names(g)) == ["city", "duke"]
    act(g, ["pick", ["duke"]])
    assert discard(g, 1) == ["duke"]
    assert draw_pile(g, 1) == ["senator"]
    assert draw_pile(g, 0) == ["city"] and revealed_draw(g, 0) == [True]


def test_SCO_2() -> None:
    """A card Scout left revealed on top of your draw pile goes to your hand when you play Refuge."""
    g = pos(players=[{"hand": ["scout", "refuge"], "draw": ["duke", "city"]}, {}])
    act(g, ["play", "scout"])
    assert option_names(g) == ["duke"]          # the opponent has no cards: reveals nothing
    act(g, ["pick", []])
    assert revealed_draw(g, 0) == [True, False]
    act(g, ["play", "refuge"])
    assert hand(g, 0) == ["duke"]
    assert draw_pile(g, 0) == ["city"] and revealed_draw(g, 0) == [False]
    assert coins(g) == 1


def test_SCO_3() -> None:
    """An opponent whose top card Scout left revealed is not affected by Royal Guard played later."""
    g = pos(players=[{"hand": ["scout", "royal_guard"]},
                     {"draw": ["duke", "senator", "city", "royal_maid"]}])
    act(g, ["play", "scout"], ["pick", []])
    events = act(g, ["play", "royal_guard"])
    assert not _evs(events, "reveal")
    assert draw_pile(g, 1) == ["duke", "senator", "city", "royal_maid"]
    assert revealed_draw(g, 1) == [True, False, False, False]
    assert discard(g, 1) == []
    assert coins(g) == 2


def test_SCO_4() -> None:
    """An opponent who reveals a Rampart against Scout reveals nothing; the others still reveal."""
    g = pos(players=[{"hand": ["scout"], "draw": ["city"]},
                     {"hand": ["rampart"], "draw": ["duke"]},
                     {"draw": ["senator"]}])
    act(g, ["play", "scout"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    act(g, ["pick", ["rampart"]])
    assert sorted(option_names(g)) == ["city", "senator"]
    act(g, ["pick", ["senator"]])
    assert revealed_draw(g, 1) == [False]
    assert draw_pile(g, 2) == [] and discard(g, 2) == ["senator"]
    assert revealed_draw(g, 0) == [True]


def test_effect_scout_reshuffles_to_reveal_and_no_self_defense() -> None:
    """Scout: an empty draw pile is reshuffled to reveal; the player of Scout gets no Defense window (G-DEF-8)."""
    g = pos(players=[{"hand": ["scout", "rampart"], "discard": ["duke"]}, {"draw": ["city"]}])
    act(g, ["play", "scout"])
    assert prompt_kind(g) == "scout_discard"
    assert sorted(option_names(g)) == ["city", "duke"]
    act(g, ["pick", ["duke", "city"]])
    assert discard(g, 0) == ["duke"] and discard(g, 1) == ["city"]
    assert g.state.turn.plays == 2


# ---------------------------------------------------------------- 5.5 Post Horse

def test_PHO_1() -> None:
    """Recalling a kept Post Horse and playing it gives two more plays: both Infantry Battalions can be played."""
    g = pos(players=[{"hand": ["apprentice_maid", "infantry_battalion", "infantry_battalion", "farming_village",
                               "farming_village"],
                      "princess": "lulunasaika", "domain": [{"card": "city", "kept": "post_horse"}],
                      "draw": ["senator"]}, {}])
    act(g, ["recall", "post_horse"], ["play", "post_horse"])
    assert "senator" in hand(g, 0)
    assert g.state.turn.plays == 2
    act(g, ["play", "infantry_battalion"], ["play", "infantry_battalion"])
    assert coins(g) == 4
    assert field(g, 0) == ["post_horse", "infantry_battalion", "infantry_battalion"]
    assert g.state.turn.plays == 0
    assert g.state.phase == "second"
    refused(g, ["play", "farming_village"])


def test_PHO_2() -> None:
    """Keeping a Post Horse (cost 2) on an empty City (cost 3) in the Domain is legal."""
    g = pos(players=[{"hand": ["post_horse"], "princess": "lulunasaika", "domain": ["city"]}, {}])
    assert legal(g, ["keep", "post_horse", "city"])
    act(g, ["keep", "post_horse", "city"])
    assert kept(g, 0) == {"city": "post_horse"}
    assert hand(g, 0) == []


# ---------------------------------------------------------------- 5.6 Trading Ship

def test_TSH_1() -> None:
    """Two Cities and Trading Ship (2 coins) pay for a princess; only the two Cities move to the Domain."""
    g = pos(players=[{"hand": ["city", "city", "trading_ship"]}, {}])
    act(g, ["play", "city"], ["play", "city"], ["play", "trading_ship"])
    assert prompt_kind(g) == "mode"
    act(g, ["pick", [1]])
    assert coins(g) == 6
    assert g.state.phase == "second"
    act(g, ["back", "laolily"], ["pick", [0]])
    assert domain(g, 0) == ["laolily", "city", "city"]
    assert field(g, 0) == ["trading_ship"]
    assert coins(g) == 0


def test_TSH_2() -> None:
    """Trading Ship draw mode with a single card left anywhere: draw it and the effect ends."""
    g = pos(players=[{"hand": ["trading_ship"], "discard": ["duke"]}, {}])
    events = act(g, ["play", "trading_ship"], ["pick", [0]])
    assert hand(g, 0) == ["duke"]
    assert draw_pile(g, 0) == [] and discard(g, 0) == []
    assert _evs(events, "misfire")


def test_effect_trading_ship_draw_two() -> None:
    """Trading Ship mode (a): draw 2, no coins; it has no link."""
    g = pos(players=[{"hand": ["trading_ship", "city"], "draw": ["duke", "senator", "alchemist"]}, {}])
    act(g, ["play", "trading_ship"], ["pick", [0]])
    assert sorted(hand(g, 0)) == ["city", "duke", "senator"]
    assert coins(g) == 0
    assert g.state.phase == "second"


# ---------------------------------------------------------------- 5.7 Buried Treasure

def test_BTR_1() -> None:
    """Buried Treasure with an empty Supply pile is a legal play with no effect."""
    g = pos(players=[{"hand": ["buried_treasure"]}, {}])
    events = act(g, ["play", "buried_treasure"])
    assert field(g, 0) == ["buried_treasure"]
    assert discard(g, 0) == [] and outskirts(g) == []
    assert _evs(events, "misfire")
    assert g.state.phase == "second"


def test_BTR_2() -> None:
    """Acquiring with Buried Treasure is not the buy action: the Second Phase still allows buy or back."""
    g = pos(turn={"coins": 6}, players=[{"hand": ["buried_treasure"]}, {}],
            market={"supply": ["alchemist", "library"]})
    act(g, ["play", "buried_treasure"])
    assert prompt_kind(g) == "acquire" and option_names(g) == ["library"]
    act(g, ["pick", ["library"]])
    assert discard(g, 0) == ["library"]
    assert g.state.turn.second_action is None
    assert legal(g, ["buy", "city"]) and legal(g, ["back", "laolily"])
    act(g, ["buy", "city"])
    assert discard(g, 0) == ["library", "city"]


def test_BTR_3() -> None:
    """A Rare declined from the bottom of the Supply pile is banished and never enters the Market."""
    g = pos(players=[{"hand": ["buried_treasure"]}, {}], market={"supply": ["alchemist", "imperial_crown"]})
    act(g, ["play", "buried_treasure"])
    assert option_names(g) == ["imperial_crown"]
    act(g, ["pick", []])
    assert outskirts(g) == ["imperial_crown"]
    assert [g.state.cards[c].key for c in g.state.supply] == ["alchemist"]
    act(g, ["end_turn"])
    assert "imperial_crown" not in g.state.stacks
    assert outskirts(g) == ["imperial_crown"]


# ---------------------------------------------------------------- 5.8 Government Contractor

def test_GCO_1() -> None:
    """After Government Contractor, any number of the cards bought (here 2 of 3) may go to the draw pile's bottom."""
    g = pos(turn={"coins": 8}, players=[{"hand": ["government_contractor"], "draw": ["duke"]}, {}])
    act(g, ["play", "government_contractor"])
    assert coins(g) == 9
    act(g, ["buy", "city"], ["pick", ["city"]],
        ["buy", "city"], ["pick", []],
        ["buy", "city"], ["pick", ["city"]])
    assert coins(g) == 0
    assert draw_pile(g, 0) == ["duke", "city", "city"]
    assert revealed_draw(g, 0) == [False, True, True]
    assert discard(g, 0) == ["city"]


def test_GCO_2() -> None:
    """With Government Contractor, the bottom-or-discard choice is made as each card is bought, in buy order."""
    g = pos(turn={"coins": 7}, players=[{"hand": ["government_contractor"]}, {}])
    act(g, ["play", "government_contractor"], ["buy", "senator"])
    assert prompt_kind(g) == "bottom" and option_names(g) == ["senator"] and g.prompt().min == 0
    assert coins(g) == 3
    act(g, ["pick", ["senator"]], ["buy", "royal_maid"], ["pick", ["royal_maid"]])
    assert draw_pile(g, 0) == ["senator", "royal_maid"]
    assert revealed_draw(g, 0) == [True, True]
    assert discard(g, 0) == []


def test_GCO_3() -> None:
    """Government Contractor covers buys only: an Adventurer acquisition goes to discard; a Bribery buy is covered."""
    g = pos(turn={"coins": 5, "plays": 3},
            players=[{"hand": ["bribery", "government_contractor", "adventurer", "farming_village"]},
                     {"discard": ["post_horse"]}])
    act(g, ["play", "bribery"], ["play", "government_contractor"], ["play", "adventurer"])
    assert outskirts(g) == ["farming_village"]
    assert prompt_kind(g) == "acquire"
    act(g, ["pick", ["city"]])
    assert prompt_kind(g) != "bottom"
    assert discard(g, 0) == ["city"]
    assert coins(g) == 5
    act(g, ["buy", "post_horse"])
    assert prompt_kind(g) == "bottom"
    act(g, ["pick", ["post_horse"]])
    assert draw_pile(g, 0) == ["post_horse"] and revealed_draw(g, 0) == [True]
    assert discard(g, 1) == []
    assert coins(g) == 2


# ---------------------------------------------------------------- 5.9 Draft Notice

def test_DNO_1() -> None:
    """Draft Notice paying 0 moves no card."""
    g = pos(turn={"coins": 2}, players=[{"hand": ["draft_notice"], "discard": ["alchemist", "duke"],
                                         "draw": ["city"]}, {}])
    act(g, ["play", "draft_notice"])
    assert prompt_kind(g) == "number" and option_names(g) == [0, 1, 2]
    act(g, ["pick", [0]])
    assert coins(g) == 2
    assert discard(g, 0) == ["alchemist", "duke"]
    assert draw_pile(g, 0) == ["city"] and revealed_draw(g, 0) == [False]


def test_DNO_2() -> None:
    """Cards Draft Notice put revealed on top of the draw pile go to hand when Refuge is played."""
    g = pos(turn={"coins": 1}, players=[{"hand": ["draft_notice", "refuge"], "discard": ["alchemist"],
                                         "draw": ["city"]}, {}])
    act(g, ["play", "draft_notice"], ["pick", [1]])
    assert draw_pile(g, 0) == ["alchemist", "city"] and revealed_draw(g, 0) == [True, False]
    act(g, ["play", "refuge"])
    assert hand(g, 0) == ["alchemist"]
    assert draw_pile(g, 0) == ["city"]
    assert coins(g) == 1


def test_DNO_3() -> None:
    """Draft Notice paying 2 with Alchemist, City and Duke in discard must take Alchemist and Duke (City is a
    Territory)."""
    g = pos(turn={"coins": 5}, players=[{"hand": ["draft_notice"], "discard": ["alchemist", "city", "duke"]}, {}])
    act(g, ["play", "draft_notice"])
    assert option_names(g) == [0, 1, 2]          # OQ-12: X limited to the 2 eligible cards
    act(g, ["pick", [2]])
    assert coins(g) == 3
    assert prompt_kind(g) == "to_draw" and sorted(option_names(g)) == ["alchemist", "duke"]
    assert g.prompt().min == 2 and g.prompt().max == 2
    refused(g, ["pick", ["alchemist", "city"]])
    refused(g, ["pick", ["duke"]])
    act(g, ["pick", ["duke", "alchemist"]])
    assert draw_pile(g, 0) == ["duke", "alchemist"]
    assert revealed_draw(g, 0) == [True, True]
    assert discard(g, 0) == ["city"]


# ---------------------------------------------------------------- 5.10 Slash-and-Burn Farming

def test_SBF_1() -> None:
    """Two Slash-and-Burn Farmings: a Farming Village then gives 2 coins, not 3."""
    g = pos(players=[{"hand": ["slash_and_burn_farming", "slash_and_burn_farming", "farming_village"]}, {}])
    act(g, ["play", "slash_and_burn_farming"], ["play", "slash_and_burn_farming"], ["play", "farming_village"])
    assert coins(g) == 2
    assert discard(g, 0) == ["curse", "curse"]
    assert len(g.state.curses) == 6


def test_SBF_2() -> None:
    """Slash-and-Burn Farming with an empty Curse pile: no Curse and Farming Villages still give 1 coin."""
    g = pos(players=[{"hand": ["slash_and_burn_farming", "farming_village"]}, {}], market={"curses": 0})
    act(g, ["play", "slash_and_burn_farming"])
    assert discard(g, 0) == []
    assert "slash_and_burn" not in g.state.turn.flags
    act(g, ["play", "farming_village"])
    assert coins(g) == 1


def test_SBF_3() -> None:
    """A Farming Village played before Slash-and-Burn Farming is not recounted (OQ-16); later ones give 2."""
    g = pos(players=[{"hand": ["farming_village", "slash_and_burn_farming", "farming_village"]}, {}])
    act(g, ["play", "farming_village"])
    assert coins(g) == 1
    act(g, ["play", "slash_and_burn_farming"])
    assert coins(g) == 1
    act(g, ["play", "farming_village"])
    assert coins(g) == 3
    assert discard(g, 0) == ["curse"]


# ---------------------------------------------------------------- 5.11 Battering Ram

def test_BRA_1() -> None:
    """Battering Ram against an opponent keeping a Rampart and a Post Horse: you pick exactly one to discard."""
    g = pos(players=[{"hand": ["battering_ram"], "draw": ["duke"]},
                     {"princess": "lulunasaika",
                      "domain": [{"card": "city", "kept": "rampart"}, {"card": "large_city", "kept": "post_horse"}]}])
    act(g, ["play", "battering_ram"])
    assert hand(g, 0) == ["duke"]
    assert prompt_kind(g) == "discard_kept" and g.prompt().seat == 0
    assert sorted(option_names(g)) == ["post_horse", "rampart"]
    assert g.prompt().min == 1 and g.prompt().max == 1
    act(g, ["pick", ["post_horse"]])
    assert discard(g, 1) == ["post_horse"]
    assert kept(g, 1) == {"city": "rampart"}


def test_BRA_2() -> None:
    """Battering Ram is not an Attack: opponents get no Defense window, and an Archer gives no bonus."""
    g = pos(players=[{"hand": ["battering_ram"], "draw": ["duke"]},
                     {"hand": ["rampart", "refuge"], "princess": "lulunasaika",
                      "domain": [{"card": "city", "kept": "post_horse"}]}])
    events = act(g, ["play", "battering_ram"])
    assert not _evs(events, "defend")
    assert prompt_kind(g) != "defend"
    assert discard(g, 1) == ["post_horse"]
    assert kept(g, 1) == {}
    assert hand(g, 1) == ["rampart", "refuge"]
    g = pos(players=[{"hand": ["archer", "battering_ram"], "draw": ["duke"]}, {"draw": ["duke"]}])
    act(g, ["play", "archer"], ["play", "battering_ram"])
    assert coins(g) == 1                         # the Archer's own coin only


def test_effect_battering_ram_stops_without_draw() -> None:
    """Battering Ram with no card to draw misfires: no kept card is discarded (OQ-31)."""
    g = pos(players=[{"hand": ["battering_ram"]},
                     {"princess": "lulunasaika", "domain": [{"card": "city", "kept": "post_horse"}]}])
    events = act(g, ["play", "battering_ram"])
    assert _evs(events, "misfire")
    assert kept(g, 1) == {"city": "post_horse"}
    assert discard(g, 1) == []


def test_effect_battering_ram_each_opponent() -> None:
    """Battering Ram hits each opponent with kept cards in turn order and skips those without."""
    g = pos(players=[{"hand": ["battering_ram"], "draw": ["duke"]},
                     {},
                     {"princess": "laolily", "domain": [{"card": "city", "kept": "scout"}]},
                     {"princess": "lulunasaika", "domain": [{"card": "city", "kept": "post_horse"},
                                                             {"card": "city", "kept": "wishing_well"}]}])
    act(g, ["play", "battering_ram"])
    assert prompt_kind(g) == "discard_kept" and sorted(option_names(g)) == ["post_horse", "wishing_well"]
    act(g, ["pick", ["wishing_well"]])
    assert discard(g, 2) == ["scout"]
    assert discard(g, 3) == ["wishing_well"]
    assert list(kept(g, 3).values()) == ["post_horse"]


# ---------------------------------------------------------------- 5.12 Bribery

def test_BRI_1() -> None:
    """After buying an opponent's Royal Maid through Bribery, setting Succession cards is refused."""
    g = pos(turn={"coins": 4}, players=[{"hand": ["bribery", "senator"], "princess": "lulunasaika"},
                                        {"discard": ["royal_maid"]}])
    act(g, ["play", "bribery"])
    assert g.state.phase == "second"
    assert legal(g, ["set", "senator"])
    act(g, ["buy", _cid(g, 1, "discard", "royal_maid")])
    assert discard(g, 0) == ["royal_maid"] and discard(g, 1) == []
    assert coins(g) == 0
    refused(g, ["set", "senator"])


def test_BRI_2() -> None:
    """With Klam-Klam, a card bought through Bribery costs printed + 1 - 1."""
    spec = {"players": [{"hand": ["bribery"], "princess": "klam_klam"}, {"discard": ["infantry_battalion"]}]}
    g = pos(turn={"coins": 3}, **spec)
    act(g, ["play", "bribery"])
    refused(g, ["buy", "infantry_battalion"])
    g = pos(turn={"coins": 4}, **spec)
    act(g, ["play", "bribery"], ["buy", "infantry_battalion"])
    assert coins(g) == 0
    assert discard(g, 0) == ["infantry_battalion"] and discard(g, 1) == []


def test_BRI_4() -> None:
    """Bribery is an Attack card: opponents get a Defense window, and an Archer in the field gives +1 coin."""
    g = pos(players=[{"hand": ["bribery"]}, {"hand": ["magic_talisman", "city"], "draw": ["duke"]}])
    act(g, ["play", "bribery"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    act(g, ["pick", ["magic_talisman"]])
    assert draw_pile(g, 1) == ["magic_talisman", "duke"] and revealed_draw(g, 1) == [True, False]
    assert hand(g, 1) == ["city"]
    g = pos(players=[{"hand": ["archer", "bribery"]}, {"draw": ["duke"]}])
    act(g, ["play", "archer"], ["play", "bribery"])
    assert coins(g) == 1 + 1


def test_BRI_5() -> None:
    """A kept Infantry Battalion bought through Bribery costs 5, goes to your discard and frees the Territory."""
    spec = {"players": [{"hand": ["bribery"]},
                        {"princess": "lulunasaika", "domain": [{"card": "large_city", "kept": "infantry_battalion"}]}]}
    g = pos(turn={"coins": 4}, **spec)
    act(g, ["play", "bribery"])
    refused(g, ["buy", "infantry_battalion"])
    g = pos(turn={"coins": 5}, **spec)
    act(g, ["play", "bribery"], ["buy", "infantry_battalion"])
    assert coins(g) == 0
    assert discard(g, 0) == ["infantry_battalion"]
    assert kept(g, 1) == {}
    assert domain(g, 1) == ["lulunasaika", "large_city"]


def test_effect_bribery_what_can_be_bought() -> None:
    """Bribery: discard-pile Action/Succession cards and a revealed top card are buyable; Territories,
    face-down tops and set Succession cards are not; after buying a revealed top, the next revealed one is (OQ-14)."""
    g = pos(turn={"coins": 20},
            players=[{"hand": ["bribery"]},
                     {"discard": ["alchemist", "city", "senator"],
                      "draw": [{"card": "scout", "revealed": True}, {"card": "library", "revealed": True}, "bank"],
                      "princess": "lulunasaika", "domain": ["royal_maid"]},
                     {"draw": ["adventurer"]}])
    act(g, ["play", "bribery"])
    opp = set(g.state.players[1].all_cards() + g.state.players[2].all_cards())
    buyable = {g.state.cards[o[1]].key for o in g.prompt().options if o[0] == "buy" and o[1] in opp}
    assert buyable == {"alchemist", "senator", "scout"}
    act(g, ["buy", "scout"])
    assert coins(g) == 17
    buyable = {g.state.cards[o[1]].key for o in g.prompt().options if o[0] == "buy" and o[1] in opp}
    assert buyable == {"alchemist", "senator", "library"}
    act(g, ["buy", "library"])
    assert coins(g) == 12
    assert discard(g, 0) == ["scout", "library"]
    assert draw_pile(g, 1) == ["bank"]


# ---------------------------------------------------------------- 5.13 Refuge

def test_REF_1() -> None:
    """Refuge's defense may put Refuge itself on top of the draw pile."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["refuge", "post_horse", "city", "city", "farming_village"], "draw": ["duke"]}])
    act(g, ["play", "infantry_battalion"], ["pick", ["refuge"]])
    assert prompt_kind(g) == "to_draw" and sorted(option_names(g)) == ["post_horse", "refuge"]
    act(g, ["pick", ["refuge"]])
    assert draw_pile(g, 1) == ["refuge", "duke"] and revealed_draw(g, 1) == [True, False]
    # 4 cards left: Infantry Battalion does not affect them.
    assert hand(g, 1) == ["post_horse", "city", "city", "farming_village"]
    assert discard(g, 1) == []


def test_REF_2() -> None:
    """Refuge played as an Action takes the revealed cards Scout and Draft Notice left on top of the draw pile."""
    g = pos(turn={"coins": 1},
            players=[{"hand": ["scout", "draft_notice", "refuge"], "draw": ["duke", "city"], "discard": ["alchemist"]},
                     {}])
    act(g, ["play", "scout"], ["pick", []])
    act(g, ["play", "draft_notice"], ["pick", [1]])
    assert draw_pile(g, 0) == ["alchemist", "duke", "city"]
    assert revealed_draw(g, 0) == [True, True, False]
    act(g, ["play", "refuge"])
    assert sorted(hand(g, 0)) == ["alchemist", "duke"]
    assert draw_pile(g, 0) == ["city"]


def test_REF_3() -> None:
    """Refuge takes only the unbroken revealed run at the top: revealed cards under a face-down card stay."""
    g = pos(players=[{"hand": ["library", "refuge"], "discard": ["alchemist", "city"], "draw": ["duke"]}, {}])
    act(g, ["play", "library"], ["pick", [0]], ["pick", ["alchemist", "city"]])
    assert draw_pile(g, 0) == ["duke", "alchemist", "city"]
    assert revealed_draw(g, 0) == [False, True, True]
    act(g, ["play", "refuge"])
    assert hand(g, 0) == []
    assert draw_pile(g, 0) == ["duke", "alchemist", "city"]
    g = pos(players=[{"hand": ["refuge"],
                      "draw": [{"card": "senator", "revealed": True}, "duke", {"card": "alchemist", "revealed": True}]},
                     {}])
    act(g, ["play", "refuge"])
    assert hand(g, 0) == ["senator"]
    assert draw_pile(g, 0) == ["duke", "alchemist"]


def test_REF_4() -> None:
    """Holding 5 with Refuge and an Action card, moving both on top leaves 3: Infantry Battalion does not affect you."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["refuge", "post_horse", "city", "city", "farming_village"]}])
    events = act(g, ["play", "infantry_battalion"], ["pick", ["refuge"]], ["pick", ["post_horse", "refuge"]])
    assert hand(g, 1) == ["city", "city", "farming_village"]
    assert draw_pile(g, 1) == ["post_horse", "refuge"] and revealed_draw(g, 1) == [True, True]
    assert discard(g, 1) == []
    assert not _evs(events, "reveal_hand")


def test_REF_5() -> None:
    """After Refuge's defense leaves a revealed top card, Royal Guard skips you."""
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"hand": ["refuge", "duke"], "draw": ["city", "senator", "royal_maid"]}])
    act(g, ["play", "royal_guard"], ["pick", ["refuge"]])
    assert sorted(option_names(g)) == ["duke", "refuge"]
    act(g, ["pick", ["duke"]])
    assert draw_pile(g, 1) == ["duke", "city", "senator", "royal_maid"]
    assert revealed_draw(g, 1) == [True, False, False, False]
    assert discard(g, 1) == []
    assert hand(g, 1) == ["refuge"]


def test_effect_refuge_defense_only_action_and_succession() -> None:
    """Refuge's defense offers only Action and Succession cards, in any order; played, it gives 1 coin."""
    g = pos(players=[{"hand": ["bribery"]},
                     {"hand": ["refuge", "city", "curse", "senator", "alchemist"]}])
    act(g, ["play", "bribery"], ["pick", ["refuge"]])
    assert sorted(option_names(g)) == ["alchemist", "refuge", "senator"]
    act(g, ["pick", ["senator", "alchemist"]])
    assert draw_pile(g, 1) == ["senator", "alchemist"]
    assert sorted(hand(g, 1)) == ["city", "curse", "refuge"]


# ---------------------------------------------------------------- 5.14 Magic Talisman

def test_MTA_1() -> None:
    """A Magic Talisman may be revealed against a Military Attack (Royal Guard): it goes revealed on top."""
    g = pos(players=[{"hand": ["royal_guard"]},
                     {"hand": ["magic_talisman"], "draw": ["city", "senator", "duke"]}])
    act(g, ["play", "royal_guard"])
    assert prompt_kind(g) == "defend" and option_names(g) == ["magic_talisman"]
    act(g, ["pick", ["magic_talisman"]])
    assert draw_pile(g, 1) == ["magic_talisman", "city", "senator", "duke"]
    assert revealed_draw(g, 1) == [True, False, False, False]
    assert hand(g, 1) == [] and discard(g, 1) == []


def test_MTA_2() -> None:
    """Two Talismans give at most two Talisman defenses before drawing again: each one leaves the hand."""
    g = pos(players=[{"hand": ["bribery", "bribery"]}, {"hand": ["magic_talisman", "magic_talisman", "city"]}])
    act(g, ["play", "bribery"], ["pick", ["magic_talisman"]])
    assert prompt_kind(g) == "defend" and option_names(g) == ["magic_talisman"]
    act(g, ["pick", ["magic_talisman"]])
    assert hand(g, 1) == ["city"]
    assert draw_pile(g, 1) == ["magic_talisman", "magic_talisman"]
    events = act(g, ["play", "bribery"])
    assert not _evs(events, "defend")
    assert prompt_kind(g) == "second"


def test_MTA_3() -> None:
    """A Magic Talisman in hand cannot be the card banished to pay for Adventurer."""
    g = pos(turn={"coins": 1}, players=[{"hand": ["adventurer", "magic_talisman", "farming_village", "city"]}, {}])
    act(g, ["play", "adventurer"])
    assert prompt_kind(g) == "banish"
    assert sorted(option_names(g)) == ["city", "farming_village"]
    refused(g, ["pick", ["magic_talisman"]])
    g = pos(turn={"coins": 1}, players=[{"hand": ["adventurer", "magic_talisman", "curse"]}, {}])
    events = act(g, ["play", "adventurer"])
    assert _evs(events, "misfire")
    assert sorted(hand(g, 0)) == ["curse", "magic_talisman"]
    assert outskirts(g) == []


def test_MTA_4() -> None:
    """A Magic Talisman in hand may be banished to pay for Contribution."""
    g = pos(turn={"coins": 2}, players=[{"hand": ["contribution", "magic_talisman", "curse"]}, {}])
    act(g, ["play", "contribution"])
    assert sorted(option_names(g)) == ["curse", "magic_talisman"]
    act(g, ["pick", ["magic_talisman"]])
    assert outskirts(g) == ["magic_talisman"]
    assert hand(g, 0) == ["curse"]
    assert coins(g) == 1


def test_MTA_5() -> None:
    """Curse Witch makes opponents take real Curses from the Curse pile even with Magic Talismans in the Market."""
    market = {"stacks": {"magic_talisman": 5}}
    g = pos(players=[{"hand": ["curse_witch"]}, {}], market=market)
    act(g, ["hand_activate", "curse_witch"])
    assert discard(g, 1) == ["curse"]
    assert len(g.state.curses) == 7
    assert len(g.state.stacks["magic_talisman"]) == 5
    g = pos(players=[{"hand": ["curse_witch", "city"]}, {"draw": ["duke"]}], market=market)
    act(g, ["play", "curse_witch"])
    assert outskirts(g) == ["city"]
    assert draw_pile(g, 1) == ["duke", "curse"] and revealed_draw(g, 1) == [False, True]
    assert len(g.state.curses) == 7
    assert len(g.state.stacks["magic_talisman"]) == 5


def test_MTA_7() -> None:
    """A Talisman revealed on top of the draw pile: Curse Witch and Royal Guard skip you; Glamour Witch
    reveals it again, stops at once and does not discard it."""
    def defender() -> dict:
        return {"draw": [{"card": "magic_talisman", "revealed": True}, "alchemist", "senator"]}
    # Curse Witch
    g = pos(players=[{"hand": ["curse_witch", "city"]}, defender()])
    act(g, ["play", "curse_witch"])
    assert outskirts(g) == ["city"]
    assert draw_pile(g, 1) == ["magic_talisman", "alchemist", "senator"]
    assert len(g.state.curses) == 8
    # Royal Guard
    g = pos(players=[{"hand": ["royal_guard"]}, defender()])
    events = act(g, ["play", "royal_guard"])
    assert not _evs(events, "reveal")
    assert draw_pile(g, 1) == ["magic_talisman", "alchemist", "senator"] and discard(g, 1) == []
    # Glamour Witch
    g = pos(players=[{"hand": ["glamour_witch"], "draw": ["duke"]}, defender()])
    events = act(g, ["play", "glamour_witch"])
    talisman = _cid(g, 1, "draw", "magic_talisman")
    assert [e.card for e in events if e.type == "reveal"] == [talisman]
    assert draw_pile(g, 1) == ["magic_talisman", "alchemist", "senator"]
    assert revealed_draw(g, 1) == [True, False, False]
    assert discard(g, 1) == []


def test_MTA_8() -> None:
    """Holding 5 with a Talisman, its defense against Infantry Battalion leaves 4 cards: unaffected."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["magic_talisman", "city", "city", "farming_village", "farming_village"]}])
    events = act(g, ["play", "infantry_battalion"], ["pick", ["magic_talisman"]])
    assert hand(g, 1) == ["city", "city", "farming_village", "farming_village"]
    assert draw_pile(g, 1) == ["magic_talisman"] and revealed_draw(g, 1) == [True]
    assert discard(g, 1) == []
    assert not _evs(events, "reveal_hand")


def test_effect_magic_talisman_played() -> None:
    """Magic Talisman played: discard X cards for X coins; it can never be kept."""
    g = pos(players=[{"hand": ["magic_talisman", "curse", "duke", "city"], "princess": "lulunasaika",
                      "domain": ["large_city"]}, {}])
    refused(g, ["keep", "magic_talisman", "large_city"])
    act(g, ["play", "magic_talisman"])
    assert prompt_kind(g) == "discard" and g.prompt().min == 0
    act(g, ["pick", ["curse", "duke"]])
    assert coins(g) == 2
    assert discard(g, 0) == ["curse", "duke"]
    assert hand(g, 0) == ["city"]


# ---------------------------------------------------------------- 5.15 Infantry Battalion

def test_IBA_1() -> None:
    """An opponent revealing a Rampart against Infantry Battalion discards nothing."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["rampart", "city", "large_city", "farming_village", "duke", "senator"]}])
    act(g, ["play", "infantry_battalion"], ["pick", ["rampart"]])
    assert discard(g, 1) == []
    assert len(hand(g, 1)) == 6


def test_IBA_2() -> None:
    """Shinobi copying an Infantry Battalion in the discard pile gains 2 coins and makes the attack."""
    g = pos(players=[{"hand": ["shinobi"], "discard": ["infantry_battalion"]},
                     {"hand": ["city", "farming_village", "duke", "senator", "royal_maid"]}])
    act(g, ["play", "shinobi"])
    assert coins(g) == 2
    assert prompt_kind(g) == "discard" and g.prompt().seat == 1
    assert sorted(option_names(g)) == ["city", "farming_village"]
    act(g, ["pick", ["farming_village"]])
    assert discard(g, 1) == ["farming_village"]
    assert discard(g, 0) == ["infantry_battalion"]


def test_IBA_3() -> None:
    """Infantry Battalion has no link (nothing after it without plays left); after a Post Horse two can be played."""
    g = pos(players=[{"hand": ["infantry_battalion", "city"]}, {}])
    act(g, ["play", "infantry_battalion"])
    assert g.state.turn.plays == 0 and g.state.phase == "second"
    refused(g, ["play", "city"])
    g = pos(players=[{"hand": ["post_horse", "infantry_battalion", "infantry_battalion", "city"], "draw": ["duke"]},
                     {}])
    act(g, ["play", "post_horse"], ["play", "infantry_battalion"], ["play", "infantry_battalion"])
    assert coins(g) == 4 and g.state.phase == "second"
    refused(g, ["play", "city"])


def test_IBA_4() -> None:
    """Infantry Battalion (cost 4) can be kept on a Large City but not on a City or a Farming Village."""
    g = pos(players=[{"hand": ["infantry_battalion"], "princess": "lulunasaika",
                      "domain": ["farming_village", "city", "large_city"]}, {}])
    refused(g, ["keep", "infantry_battalion", "city"])
    refused(g, ["keep", "infantry_battalion", "farming_village"])
    act(g, ["keep", "infantry_battalion", "large_city"])
    assert kept(g, 0) == {"large_city": "infantry_battalion"}


def test_IBA_5() -> None:
    """An opponent holding 5 with Imperial Estate as the only Territory must discard the Imperial Estate."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["imperial_estate", "duke", "senator", "royal_maid", "alchemist"]}])
    act(g, ["play", "infantry_battalion"])
    assert discard(g, 1) == ["imperial_estate"]
    assert sorted(hand(g, 1)) == ["alchemist", "duke", "royal_maid", "senator"]


def test_effect_infantry_battalion_small_hand_and_no_territory() -> None:
    """Infantry Battalion: 4 cards or fewer are unaffected; 5+ without a Territory reveal their hand."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["city", "city", "city", "city"]},
                     {"hand": ["duke", "senator", "alchemist", "curse", "royal_maid"]}])
    events = act(g, ["play", "infantry_battalion"])
    assert discard(g, 1) == [] and discard(g, 2) == []
    assert len(hand(g, 2)) == 5
    reveals = _evs(events, "reveal_hand")
    assert len(reveals) == 1 and reveals[0].seat == 2
    assert coins(g) == 2
