"""Rulings of section 3 (Princess cards): Lulunasaika, Laolily, Klam-Klam, Bergamotte, Flammaria,
Lain & Shion. Ouka (Far East) and the rulings about Far East cards are in test_far_east_part2.py."""

from tests.helpers import (act, coins, discard, domain, draw_pile, field, hand, legal, option_names, points, pos,
                           prompt_kind, refused)

FIVE = ["city"] * 5   # a draw pile big enough that the Draw Phase does not reshuffle the discard pile


def _twin_counters(g, seat: int = 0) -> int:
    princess = g.state.players[seat].princess
    return g.state.counters.get(princess, {}).get("twin", 0)


# ---------------------------------------------------------------- Lulunasaika

def test_LUL_1() -> None:
    """Lulunasaika's 6 SP count in the Domain total from the moment she is backed."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{"hand": ["duke"]}, {}])
    assert points(g, 0) == 0
    act(g, ["back", "lulunasaika"])
    assert domain(g, 0) == ["lulunasaika"]
    assert points(g, 0) == 6
    g = pos(players=[{"princess": "lulunasaika", "domain": ["farming_village", "duke", "senator"]}, {}])
    assert points(g, 0) == 6 - 2 + 6 + 3


# ---------------------------------------------------------------- Laolily

def test_LAO_1() -> None:
    """With 3 Royal Maids left, backing Laolily may take all 3 (or fewer)."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}], market={"basic": {"royal_maid": 3}})
    act(g, ["back", "laolily"])
    assert prompt_kind(g) == "number"
    assert option_names(g) == [0, 1, 2, 3]
    act(g, ["pick", [3]])
    assert discard(g, 0) == ["royal_maid"] * 3
    assert g.state.basic["royal_maid"] == []
    assert not g.over                      # Senator and Duke piles still hold cards


def test_LAO_2() -> None:
    """With 12 Royal Maids left, Laolily may take any number from 0 to 5."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "laolily"])
    assert option_names(g) == [0, 1, 2, 3, 4, 5]
    act(g, ["pick", [4]])
    assert discard(g, 0) == ["royal_maid"] * 4
    assert len(g.state.basic["royal_maid"]) == 8

    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "laolily"], ["pick", [0]])
    assert discard(g, 0) == []
    assert len(g.state.basic["royal_maid"]) == 12


def test_LAO_3() -> None:
    """With no Royal Maid in the Market, Laolily acquires none (not even from elsewhere)."""
    g = pos(turn={"phase": "second", "coins": 6},
            players=[{}, {"discard": ["royal_maid"]}], market={"basic": {"royal_maid": 0}})
    act(g, ["back", "laolily"])
    assert prompt_kind(g) == "second"       # nothing to choose
    assert discard(g, 0) == []
    assert discard(g, 1) == ["royal_maid"]
    assert domain(g, 0) == ["laolily"]


# ---------------------------------------------------------------- Klam-Klam

def test_KLA_1() -> None:
    """With Klam-Klam and 6 coins, three Cities can be bought at 2 each."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{"princess": "klam_klam"}, {}])
    act(g, ["buy", "city"], ["buy", "city"], ["buy", "city"])
    assert discard(g, 0) == ["city"] * 3
    assert coins(g) == 0


def test_KLA_2() -> None:
    """With Klam-Klam and 4 coins, two cost-3 cards are affordable (2 each)."""
    g = pos(turn={"phase": "second", "coins": 4}, players=[{"princess": "klam_klam"}, {}])
    act(g, ["buy", "royal_maid"])
    assert coins(g) == 2
    act(g, ["buy", "city"])
    assert coins(g) == 0
    assert discard(g, 0) == ["royal_maid", "city"]


def test_KLA_3() -> None:
    """With Klam-Klam and Bribery, a cost-4 card from an opponent's discard pile costs 4 (+1 and -1 cancel)."""
    g = pos(turn={"coins": 4},
            players=[{"princess": "klam_klam", "hand": ["bribery"]}, {"discard": ["infantry_battalion"]}])
    act(g, ["play", "bribery"])
    assert prompt_kind(g) == "second"
    act(g, ["buy", "infantry_battalion"])
    assert coins(g) == 0
    assert discard(g, 0) == ["infantry_battalion"]
    assert discard(g, 1) == []


def test_KLA_4() -> None:
    """Klam-Klam never brings a buy cost below 1 (the Farming Village pile a Fairy Garden game adds to the Basic
    Market still costs 1)."""
    g = pos(turn={"phase": "second", "coins": 0}, players=[{"princess": "klam_klam"}, {}],
            options={"profile": "fg"}, market={"basic": {"farming_village": 2}})
    refused(g, ["buy", "farming_village"])
    g = pos(turn={"phase": "second", "coins": 1}, players=[{"princess": "klam_klam"}, {}],
            options={"profile": "fg"}, market={"basic": {"farming_village": 2}})
    act(g, ["buy", "farming_village"])
    assert coins(g) == 0
    refused(g, ["buy", "farming_village"])
    assert discard(g, 0) == ["farming_village"]


def test_KLA_5() -> None:
    """With Klam-Klam a Senator costs 4; with a Taxation token on the Senator pile, 5."""
    g = pos(turn={"phase": "second", "coins": 4}, players=[{"princess": "klam_klam"}, {}])
    act(g, ["buy", "senator"])
    assert coins(g) == 0
    assert discard(g, 0) == ["senator"]
    g = pos(turn={"phase": "second", "coins": 4}, players=[{}, {}])
    refused(g, ["buy", "senator"])
    g = pos(turn={"phase": "second", "coins": 4}, players=[{"princess": "klam_klam"}, {}],
            market={"taxed": ["senator"]})
    refused(g, ["buy", "senator"])
    g = pos(turn={"phase": "second", "coins": 5}, players=[{"princess": "klam_klam"}, {}],
            market={"taxed": ["senator"]})
    act(g, ["buy", "senator"])
    assert coins(g) == 0


def test_KLA_6() -> None:
    """Backing Klam-Klam after Large City, City, 2 Farming Villages: LC, City and one FV move (see FV-3)."""
    g = pos(turn={"phase": "second", "coins": 7}, players=[
        {"field": ["farming_village", "large_city", "farming_village", "city"], "draw": FIVE}, {}])
    act(g, ["back", "klam_klam"])
    assert domain(g, 0) == ["klam_klam", "large_city", "city", "farming_village"]
    assert field(g, 0) == ["farming_village"]
    assert coins(g) == 1
    act(g, ["end_turn"])
    assert discard(g, 0) == ["farming_village"]


# ---------------------------------------------------------------- Bergamotte

def test_BER_1() -> None:
    """Discard an Apprentice Maid to Bergamotte: the Alchemist in the discard pile goes to hand."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["apprentice_maid"], "discard": ["alchemist"]}, {}])
    act(g, ["activate", "bergamotte"])
    assert hand(g, 0) == ["alchemist"]
    assert discard(g, 0) == ["apprentice_maid"]
    assert g.state.turn.plays == 1                  # no play used: the Alchemist can still be played
    assert legal(g, ["play", "alchemist"])


def test_BER_2() -> None:
    """With no Action card in the discard pile, the ability may still be used: discard, gain nothing."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["city"], "discard": ["duke", "farming_village"]}, {}])
    assert legal(g, ["activate", "bergamotte"])
    act(g, ["activate", "bergamotte"])
    assert hand(g, 0) == []
    assert discard(g, 0) == ["duke", "farming_village", "city"]


def test_BER_3() -> None:
    """Only cards in the discard pile can be fetched: neither an Action in the draw pile nor one set aside by
    Samurai."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["apprentice_maid"], "draw": ["shinobi"],
                      "discard": ["alchemist", "library"], "set_aside": ["bank"]}, {}])
    act(g, ["activate", "bergamotte"])
    assert prompt_kind(g) == "to_hand"
    assert option_names(g) == ["alchemist", "library"]
    act(g, ["pick", ["library"]])
    assert hand(g, 0) == ["library"]
    assert draw_pile(g, 0) == ["shinobi"]


def test_BER_4() -> None:
    """With only Curses and Magic Talismans in hand, Bergamotte's ability is refused."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["curse", "magic_talisman"], "discard": ["alchemist"]}, {}])
    refused(g, ["activate", "bergamotte"])
    assert legal(g, ["play", "magic_talisman"])       # the position is still in the Main Phase


def test_BER_5() -> None:
    """Bergamotte's ability can be used only once per Main Phase."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["apprentice_maid", "city"],
                      "discard": ["alchemist", "library"]}, {}])
    act(g, ["activate", "bergamotte"], ["pick", ["apprentice_maid"]], ["pick", ["alchemist"]])
    assert hand(g, 0) == ["city", "alchemist"]
    refused(g, ["activate", "bergamotte"])


def test_BER_6() -> None:
    """An Action card discarded as the cost is then a legal card to take back."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["alchemist", "city"]}, {}])
    act(g, ["activate", "bergamotte"], ["pick", ["alchemist"]])
    assert hand(g, 0) == ["city", "alchemist"]
    assert discard(g, 0) == []


# ---------------------------------------------------------------- Flammaria

def test_FLA_1() -> None:
    """City and three Farming Villages, then Flammaria: only the City moves; the villages are discarded."""
    g = pos(players=[{"hand": ["city", "farming_village", "farming_village", "farming_village", "trading_ship"],
                      "draw": FIVE}, {}])
    act(g, ["play", "city"], ["play", "farming_village"], ["play", "farming_village"], ["play", "farming_village"],
        ["play", "trading_ship"], ["pick", [1]])
    assert coins(g) == 7
    act(g, ["back", "flammaria"])
    assert domain(g, 0) == ["flammaria", "city"]
    assert prompt_kind(g) == "acquire"
    act(g, ["pick", []])
    assert field(g, 0) == ["farming_village"] * 3 + ["trading_ship"]
    act(g, ["end_turn"])
    assert sorted(discard(g, 0)) == ["farming_village"] * 3 + ["trading_ship"]
    assert domain(g, 0) == ["flammaria", "city"]


def test_FLA_2() -> None:
    """Flammaria may acquire Senator, Royal Maid, City or Random Market cards of cost <=5, not Large City or Duke."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}],
            market={"stacks": {"bank": 5, "gossipy_duchess": 5, "post_horse": 5, "royal_guard": 5}})
    act(g, ["back", "flammaria"])
    assert sorted(option_names(g)) == ["bank", "city", "post_horse", "royal_guard", "royal_maid", "senator"]
    act(g, ["pick", ["senator"]])
    assert sorted(option_names(g)) == ["bank", "city", "post_horse", "royal_guard", "royal_maid", "senator"]
    act(g, ["pick", ["royal_guard"]])
    assert discard(g, 0) == ["senator", "royal_guard"]
    assert prompt_kind(g) == "second"           # two acquisitions at most
    assert coins(g) == 0


def test_FLA_3() -> None:
    """A taxed cost-5 Random Market card is eligible by printed cost, twice over, for no coins."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}], market={"stacks": {"alchemist": 2},
                                                                             "taxed": ["alchemist"]})
    act(g, ["back", "flammaria"], ["pick", ["alchemist"]], ["pick", ["alchemist"]])
    assert discard(g, 0) == ["alchemist", "alchemist"]
    assert "alchemist" not in g.state.stacks
    assert coins(g) == 0


# ---------------------------------------------------------------- Lain & Shion

def _twins(counters: int) -> object:
    """Seat 0 has backed Lain & Shion with `counters` Twin counters and 20 SP in the Domain."""
    return pos(players=[
        {"princess": "lain_and_shion", "princess_counters": {"twin": counters},
         "domain": ["duke", "duke", "senator", "senator", "royal_maid"]}, {}])


def test_TWN_1() -> None:
    """Declare, then take an extra turn: no win at its start; the win comes after the opponent's turn."""
    g = _twins(1)
    assert points(g, 0) == 20
    act(g, ["declare"], ["activate", "lain_and_shion"])
    assert prompt_kind(g) == "second"
    act(g, ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (0, True)
    assert not g.over
    assert prompt_kind(g) == "second"
    act(g, ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (1, False)
    assert not g.over
    act(g, ["end_turn"])
    assert g.over
    assert g.state.result["winners"] == [0]
    assert g.state.result["reason"] == "coronation"


def test_TWN_2() -> None:
    """Only one Twin counter may be removed per turn: two counters never give two extra turns in a row."""
    g = pos(players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 2}, "hand": ["post_horse"],
                      "draw": FIVE * 2}, {}])
    act(g, ["activate", "lain_and_shion"])
    assert _twin_counters(g) == 1
    refused(g, ["activate", "lain_and_shion"])
    act(g, ["play", "post_horse"], ["end_main"], ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (0, True)
    refused(g, ["activate", "lain_and_shion"])
    act(g, ["end_main"], ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (1, False)
    assert _twin_counters(g) == 1


def test_TWN_3() -> None:
    """During an extra turn the Twin ability is refused (no extra turn right after an extra turn)."""
    g = pos(turn={"extra": True},
            players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 1}, "hand": ["post_horse"]}, {}])
    refused(g, ["activate", "lain_and_shion"])
    assert _twin_counters(g) == 1
    g = pos(players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 1}, "hand": ["post_horse"]}, {}])
    assert legal(g, ["activate", "lain_and_shion"])


def test_TWN_4() -> None:
    """After the extra turn, the next player clockwise takes their turn as usual."""
    g = pos(players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 1}}, {}, {}])
    act(g, ["activate", "lain_and_shion"], ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (0, True)
    act(g, ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (1, False)
    act(g, ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (2, False)
    act(g, ["end_turn"])
    assert (g.state.turn.seat, g.state.turn.extra) == (0, False)
    assert _twin_counters(g) == 0


def test_TWN_6() -> None:
    """Owning 23 cards (princess not counted) when backing Lain & Shion gives 2 Twin counters (<22: 1, 25+: 3)."""
    for owned, expected in ((21, 1), (22, 2), (23, 2), (24, 2), (25, 3)):
        # 2 played Territory cards + 1 card in hand + the rest split over draw and discard piles
        rest = owned - 3
        g = pos(turn={"phase": "second", "coins": 6}, players=[
            {"field": ["large_city", "city"], "hand": ["duke"],
             "draw": ["farming_village"] * (rest // 2), "discard": ["apprentice_maid"] * (rest - rest // 2)}, {}])
        act(g, ["back", "lain_and_shion"])
        assert domain(g, 0) == ["lain_and_shion", "large_city", "city"]
        assert _twin_counters(g) == expected, owned
