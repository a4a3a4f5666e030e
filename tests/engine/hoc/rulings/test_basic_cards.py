"""Rulings of section 2 (Basic cards): Farming Village, City, Large City, Apprentice Maid, Royal Maid,
Senator, Duke, Curse. FV-5 lives in test_examples.py."""

from tests.helpers import (act, coins, discard, domain, draw_pile, field, hand, kept, legal, option_names,
                           outskirts, points, pos, prompt_kind, refused)


FIVE = ["city"] * 5   # a draw pile big enough that the Draw Phase does not reshuffle the discard pile


# ---------------------------------------------------------------- Farming Village

def test_FV_1() -> None:
    """FV, FV, Infantry Battalion: 4 coins and no play left; Apprentice Maid is never playable."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "infantry_battalion",
                               "infantry_battalion", "apprentice_maid"]}, {}])
    refused(g, ["play", "apprentice_maid"])
    act(g, ["play", "farming_village"])
    refused(g, ["play", "apprentice_maid"])
    act(g, ["play", "farming_village"], ["play", "infantry_battalion"])
    assert coins(g) == 4
    assert g.state.turn.plays == 0
    # nothing left to play: the Main Phase ended by itself
    assert prompt_kind(g) == "second"
    assert hand(g, 0) == ["infantry_battalion", "apprentice_maid"]


def test_FV_2() -> None:
    """Backing moves the up-to-3 highest-cost played Territory cards, Farming Villages included; no choice."""
    g = pos(turn={"phase": "second", "coins": 6},
            players=[{"field": ["city", "farming_village", "farming_village"]}, {}])
    act(g, ["back", "lulunasaika"])
    # no prompt to leave the -2 SP villages out
    assert prompt_kind(g) == "second"
    assert domain(g, 0) == ["lulunasaika", "city", "farming_village", "farming_village"]
    assert field(g, 0) == []
    assert points(g, 0) == 6 - 2 - 2


def test_FV_3() -> None:
    """Large City, City, 2 Farming Villages then Klam-Klam: LC, City and one FV move; the other FV is discarded."""
    g = pos(players=[{"hand": ["large_city", "city", "farming_village", "farming_village"], "draw": FIVE}, {}])
    act(g, ["play", "large_city"], ["play", "city"], ["play", "farming_village"], ["play", "farming_village"])
    assert coins(g) == 7
    act(g, ["back", "klam_klam"])
    assert coins(g) == 1
    assert domain(g, 0) == ["klam_klam", "large_city", "city", "farming_village"]
    assert field(g, 0) == ["farming_village"]
    act(g, ["end_turn"])
    assert discard(g, 0) == ["farming_village"]
    assert domain(g, 0) == ["klam_klam", "large_city", "city", "farming_village"]


def test_FV_4() -> None:
    """Lulunasaika 6 + Farming Village -2 + Duke 6 + Senator 3 = 13: no coronation yet (7 short of 20)."""
    g = pos(players=[{"princess": "lulunasaika", "domain": ["farming_village", "duke", "senator"],
                      "hand": ["post_horse"]}, {}])
    assert points(g, 0) == 13
    refused(g, ["declare"])


def test_FV_6() -> None:
    """A Farming Village (cost 1) in a Domain can never hold a kept card."""
    g = pos(players=[{"princess": "lulunasaika", "domain": ["farming_village"],
                      "hand": ["post_horse", "contribution"]}, {}])
    refused(g, ["keep", "post_horse", "farming_village"])
    refused(g, ["keep", "contribution", "farming_village"])
    assert not [o for o in g.prompt().options if o[0] == "keep"]


# ---------------------------------------------------------------- City

def test_CIT_1() -> None:
    """A City played this turn moves to the Domain on backing like any Territory card."""
    g = pos(turn={"phase": "second", "coins": 6},
            players=[{"field": ["farming_village", "city", "farming_village", "farming_village"]}, {}])
    act(g, ["back", "klam_klam"])
    assert domain(g, 0) == ["klam_klam", "city", "farming_village", "farming_village"]
    assert field(g, 0) == ["farming_village"]


def test_CIT_2() -> None:
    """With 5 coins, buy a City (3) and a Contribution (2): both go to the discard pile, no coin left."""
    g = pos(turn={"phase": "second", "coins": 5}, players=[{}, {}],
            market={"stacks": {"contribution": 5}})
    act(g, ["buy", "city"], ["buy", "contribution"])
    assert discard(g, 0) == ["city", "contribution"]
    assert coins(g) == 0
    assert len(g.state.basic["city"]) == 29
    assert len(g.state.stacks["contribution"]) == 4


def test_CIT_3() -> None:
    """Two Cities and a Trading Ship (coins) = 6; backing moves only the two Cities."""
    g = pos(players=[{"hand": ["city", "city", "trading_ship"]}, {}])
    act(g, ["play", "city"], ["play", "city"], ["play", "trading_ship"], ["pick", [1]])
    assert coins(g) == 6
    act(g, ["back", "lulunasaika"])
    assert domain(g, 0) == ["lulunasaika", "city", "city"]
    assert field(g, 0) == ["trading_ship"]
    assert coins(g) == 0


def test_CIT_4() -> None:
    """Each City played earlier this turn adds 1 to a later Bank's coins."""
    g = pos(players=[{"hand": ["city", "city", "bank"]}, {}])
    act(g, ["play", "city"], ["play", "city"], ["play", "bank"])
    assert coins(g) == 2 + 2 + 3


def test_CIT_5() -> None:
    """On a Domain City (cost 3) an Infantry Battalion (4) cannot be kept; a Post Horse (2) can."""
    g = pos(players=[{"princess": "lulunasaika", "domain": ["city"],
                      "hand": ["infantry_battalion", "post_horse"]}, {}])
    refused(g, ["keep", "infantry_battalion", "city"])
    act(g, ["keep", "post_horse", "city"])
    assert kept(g, 0) == {"city": "post_horse"}
    assert hand(g, 0) == ["infantry_battalion"]


# ---------------------------------------------------------------- Large City

def test_LCT_1() -> None:
    """A Large City played this turn moves to the Domain on backing (highest cost first)."""
    g = pos(turn={"phase": "second", "coins": 6},
            players=[{"field": ["farming_village", "city", "large_city", "farming_village", "city"]}, {}])
    act(g, ["back", "klam_klam"])
    assert domain(g, 0) == ["klam_klam", "large_city", "city", "city"]
    assert field(g, 0) == ["farming_village", "farming_village"]


def test_LCT_2() -> None:
    """An Infantry Battalion (4) may be kept on a Domain Large City (6)."""
    g = pos(players=[{"princess": "lulunasaika", "domain": ["large_city"], "hand": ["infantry_battalion"]}, {}])
    assert legal(g, ["keep", "infantry_battalion", "large_city"])
    act(g, ["keep", "infantry_battalion", "large_city"])
    assert kept(g, 0) == {"large_city": "infantry_battalion"}
    assert hand(g, 0) == []


def test_LCT_3() -> None:
    """Each Large City played earlier this turn adds 1 to a later Bank's coins."""
    g = pos(players=[{"hand": ["large_city", "large_city", "bank"]}, {}])
    act(g, ["play", "large_city"], ["play", "large_city"], ["play", "bank"])
    assert coins(g) == 3 + 3 + 3


# ---------------------------------------------------------------- Apprentice Maid

def test_AMD_1() -> None:
    """Set only the Duke (6 SP), keep the Apprentice Maid in hand; no buying after setting."""
    g = pos(turn={"phase": "second", "coins": 3},
            players=[{"princess": "laolily", "hand": ["duke", "apprentice_maid"], "draw": FIVE}, {}])
    act(g, ["set", "duke"])
    assert domain(g, 0) == ["laolily", "duke"]
    assert points(g, 0) == 6
    assert hand(g, 0) == ["apprentice_maid"]
    assert legal(g, ["set", "apprentice_maid"])        # still the player's own choice
    refused(g, ["buy", "city"])
    act(g, ["end_turn"])
    assert discard(g, 0) == ["apprentice_maid"]
    assert points(g, 0) == 6


def test_AMD_2() -> None:
    """An Apprentice Maid may be the card discarded for Bergamotte's ability."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["apprentice_maid", "city"], "discard": ["library"]}, {}])
    act(g, ["activate", "bergamotte"])
    assert prompt_kind(g) == "discard"
    assert option_names(g) == ["apprentice_maid", "city"]
    act(g, ["pick", ["apprentice_maid"]])
    assert hand(g, 0) == ["city", "library"]
    assert discard(g, 0) == ["apprentice_maid"]


def test_AMD_3() -> None:
    """Curse Witch may banish an Apprentice Maid from hand (cost 2 meets 'cost 2 or more')."""
    g = pos(players=[{"hand": ["curse_witch", "apprentice_maid", "city", "farming_village"]}, {}])
    act(g, ["play", "curse_witch"])
    assert prompt_kind(g) == "banish"
    assert option_names(g) == ["apprentice_maid", "city"]
    act(g, ["pick", ["apprentice_maid"]])
    assert outskirts(g) == ["apprentice_maid"]
    assert draw_pile(g, 1) == ["curse"]


def test_AMD_4() -> None:
    """Setting an Apprentice Maid lowers the Domain total by 2; with Alliance declaring Maid it also
    puts a Succession +1 counter on the princess (net -1)."""
    g = pos(turn={"phase": "second"},
            players=[{"princess": "laolily", "domain": ["duke"], "hand": ["apprentice_maid"]}, {}])
    assert points(g, 0) == 6
    act(g, ["set", "apprentice_maid"])
    assert domain(g, 0) == ["laolily", "duke", "apprentice_maid"]
    assert points(g, 0) == 4
    g = pos(players=[{"princess": "klam_klam", "hand": ["alliance", "apprentice_maid"]}, {}])
    act(g, ["play", "alliance"], ["pick", [3]], ["set", "apprentice_maid"])     # 3: Maid
    assert g.state.counters[g.state.players[0].princess] == {"succession": 1}
    assert points(g, 0) == -1


# ---------------------------------------------------------------- Royal Maid

def test_RMD_1() -> None:
    """Backing Laolily acquires the chosen number of Royal Maids from the Market into the discard pile."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "laolily"])
    assert prompt_kind(g) == "number"
    act(g, ["pick", [2]])
    assert discard(g, 0) == ["royal_maid", "royal_maid"]
    assert len(g.state.basic["royal_maid"]) == 10


def test_RMD_2() -> None:
    """An opponent's Gossipy Duchess can send a Royal Maid from a Domain to its owner's discard pile."""
    g = pos(turn={"phase": "second"},
            players=[{"princess": "lulunasaika", "hand": ["gossipy_duchess"]},
                     {"princess": "laolily", "domain": ["royal_maid", "senator"]}])
    act(g, ["set", "gossipy_duchess"])
    assert prompt_kind(g) == "discard_domain"
    assert option_names(g) == ["royal_maid", "senator"]
    act(g, ["pick", ["royal_maid"]])
    assert discard(g, 1) == ["royal_maid"]
    assert domain(g, 1) == ["laolily", "senator"]
    assert points(g, 1) == 3


def test_RMD_3() -> None:
    """Buying the last Royal Maid while the Senator and Duke piles are empty triggers Judgment."""
    g = pos(turn={"phase": "second", "coins": 3},
            players=[{"princess": "lulunasaika"}, {"princess": "laolily", "domain": ["duke"]}],
            market={"basic": {"royal_maid": 1, "senator": 0, "duke": 0}})
    assert not g.over
    act(g, ["buy", "royal_maid"])
    assert g.over
    assert g.state.result["reason"] == "judgment"
    assert g.state.result["winners"] == [0, 1]      # 6 SP each


# ---------------------------------------------------------------- Senator

def test_SEN_1() -> None:
    """A Senator set in a Domain counts 3 SP towards the total."""
    g = pos(turn={"phase": "second"},
            players=[{"princess": "lulunasaika", "domain": ["farming_village", "duke"], "hand": ["senator"]}, {}])
    assert points(g, 0) == 10
    act(g, ["set", "senator"])
    assert points(g, 0) == 13


def test_SEN_2() -> None:
    """Senator (cost 5) may be acquired by Flammaria, not by Mining Town (a Succession card), and is a
    legal pick for Evicted Monster and Samurai."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "flammaria"])
    assert "senator" in option_names(g)
    act(g, ["pick", ["senator"]], ["pick", []])
    assert discard(g, 0) == ["senator"]

    g = pos(players=[{"hand": ["evicted_monster"], "draw": ["city"]},
                     {"hand": ["senator", "farming_village", "farming_village", "city", "city"]}])
    act(g, ["play", "evicted_monster"])
    assert discard(g, 1) == ["senator"]
    assert hand(g, 1) == ["farming_village", "farming_village", "city", "city"]

    g = pos(players=[{"hand": ["samurai"]},
                     {"hand": ["senator", "farming_village", "farming_village", "city", "city"]}])
    act(g, ["play", "samurai"])
    assert [g.state.cards[c].key for c in g.state.players[1].set_aside] == ["senator"]
    g = pos(players=[{"hand": ["mining_town"], "areas": {"ore": 1}}, {}])
    act(g, ["play", "mining_town"], ["pick", [1]])
    assert discard(g, 0) == ["city"]             # the only eligible card: the Senator is not


# ---------------------------------------------------------------- Duke

def test_DUK_1() -> None:
    """Setting a Duke adds 6 SP to the Domain total."""
    g = pos(turn={"phase": "second"}, players=[{"princess": "laolily", "hand": ["duke"]}, {}])
    assert points(g, 0) == 0
    act(g, ["set", "duke"])
    assert domain(g, 0) == ["laolily", "duke"]
    assert points(g, 0) == 6


def _opponent_card(g, seat: int, zone: str, key: str) -> int:
    p = g.state.players[seat]
    return next(c for c in getattr(p, zone) if g.state.cards[c].key == key)


def test_DUK_2() -> None:
    """After Bribery an opponent's Duke (discard pile or revealed top) costs 9, or 8 with Klam-Klam."""
    g = pos(turn={"coins": 9}, players=[{"hand": ["bribery"]}, {"discard": ["duke"]}])
    act(g, ["play", "bribery"])
    duke = _opponent_card(g, 1, "discard", "duke")
    act(g, ["buy", duke])
    assert coins(g) == 0
    assert discard(g, 0) == ["duke"]
    assert discard(g, 1) == []

    g = pos(turn={"coins": 8}, players=[{"hand": ["bribery"]}, {"discard": ["duke"]}])
    act(g, ["play", "bribery"])
    duke = _opponent_card(g, 1, "discard", "duke")
    assert not legal(g, ["buy", duke])
    assert legal(g, ["buy", "duke"])                      # the Market Duke still costs 8

    g = pos(turn={"coins": 8},
            players=[{"princess": "klam_klam", "hand": ["bribery"]}, {"draw": [{"card": "duke", "revealed": True}]}])
    act(g, ["play", "bribery"])
    duke = _opponent_card(g, 1, "draw", "duke")
    act(g, ["buy", duke])
    assert coins(g) == 0
    assert discard(g, 0) == ["duke"]
    assert draw_pile(g, 1) == []


# ---------------------------------------------------------------- Curse

def test_CUR_1() -> None:
    """A Curse can never be bought: the Curse pile is not part of the Market."""
    g = pos(turn={"phase": "second", "coins": 5}, players=[{}, {}])
    assert legal(g, ["buy", "city"])
    refused(g, ["buy", "curse"])
    assert len(g.state.curses) == 8


def test_CUR_2() -> None:
    """Acquiring a Curse takes one from the Curse pile, never a Magic Talisman from the Market."""
    g = pos(players=[{"hand": ["slash_and_burn_farming"]}, {}], market={"stacks": {"magic_talisman": 5}})
    act(g, ["play", "slash_and_burn_farming"])
    assert discard(g, 0) == ["curse"]
    assert len(g.state.curses) == 7
    assert len(g.state.stacks["magic_talisman"]) == 5


def test_CUR_3() -> None:
    """A Curse cannot be discarded for Bergamotte nor banished by Adventurer; Contribution can banish it."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["curse", "magic_talisman", "city", "duke"]}, {}])
    act(g, ["activate", "bergamotte"])
    assert prompt_kind(g) == "discard"
    assert option_names(g) == ["city", "duke"]

    g = pos(turn={"coins": 1}, players=[{"hand": ["adventurer", "curse", "city", "duke"]}, {}])
    act(g, ["play", "adventurer"])
    assert prompt_kind(g) == "banish"
    assert option_names(g) == ["city", "duke"]

    g = pos(turn={"coins": 1}, players=[{"hand": ["contribution", "curse"]}, {}])
    act(g, ["play", "contribution"])
    assert outskirts(g) == ["curse"]
    assert hand(g, 0) == []
    assert coins(g) == 0
