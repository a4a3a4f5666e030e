"""Rulings of the base-set Commons, sections 5.16 to 5.30 of heart-of-crown-cards.md:
Library, Evicted Monster, City Development, Moneylender, Glamour Witch, Shinobi, Stargazing Witch,
Supply Unit, Adventurer, Curse Witch, Royal Guard, Bank, Imperial Estate, Alchemist, Gossipy Duchess.

Tests named test_<ID> follow one ruling each; tests named test_steps_* check a card's effect steps
and its "Stops when" misfires against the card reference.
"""

from tests.helpers import (act, coins, discard, domain, draw_pile, field, hand, kept, legal, option_names, outskirts,
                           points, pos, prompt_kind, refused, revealed_draw)



def cid(g, seat, zone, key):
    """The id of the first card named `key` in a player's zone."""
    return next(c for c in getattr(g.state.players[seat], zone) if g.state.cards[c].key == key)


def to_cleanup(g):
    """End the Main Phase if it is still running, then end the turn."""
    if prompt_kind(g) == "main":
        act(g, ["end_main"])
    return act(g, ["end_turn"])


def misfired(events, key_of, g):
    return [ev for ev in events if ev.type == "misfire" and g.state.cards[ev.card].key == key_of]


# ------------------------------------------------------------------ 5.16 Library

def test_LIB_1() -> None:
    """Library mode (a) cannot choose an Imperial Estate: it has the Succession type."""
    g = pos(players=[{"hand": ["library"], "discard": ["imperial_estate", "alchemist", "duke"]}, {}])
    act(g, ["play", "library"], ["pick", [0]])
    assert prompt_kind(g) == "to_draw"
    assert option_names(g) == ["alchemist"]
    act(g, ["pick", ["alchemist"]])
    assert draw_pile(g, 0) == ["alchemist"]
    assert revealed_draw(g, 0) == [True]
    assert sorted(discard(g, 0)) == ["duke", "imperial_estate"]


def test_LIB_2() -> None:
    """REF-3 with Library: Refuge does not take the revealed cards Library put under a face-down card."""
    g = pos(players=[{"hand": ["library", "refuge"], "draw": ["duke"], "discard": ["alchemist", "scout"]}, {}])
    act(g, ["play", "library"], ["pick", [0]], ["pick", ["alchemist", "scout"]])
    assert draw_pile(g, 0) == ["duke", "alchemist", "scout"]
    assert revealed_draw(g, 0) == [False, True, True]
    act(g, ["play", "refuge"])
    assert hand(g, 0) == []
    assert draw_pile(g, 0) == ["duke", "alchemist", "scout"]
    assert revealed_draw(g, 0) == [False, True, True]
    assert coins(g) == 1


def test_LIB_3() -> None:
    """A Curse Library put revealed at the bottom makes a later Curse Witch skip that player."""
    g = pos(players=[
        {"hand": ["library"], "draw": ["city", "city", "city", "city", "city", "city"], "discard": ["curse"]},
        {"hand": ["curse_witch", "city"]},
    ])
    act(g, ["play", "library"], ["pick", [0]], ["pick", ["curse"]])
    assert draw_pile(g, 0)[-1] == "curse" and revealed_draw(g, 0)[-1] is True
    to_cleanup(g)
    assert g.state.turn.seat == 1
    assert draw_pile(g, 0) == ["city", "curse"]
    curses_before = len(g.state.curses)
    act(g, ["play", "curse_witch"])          # banishes the City (the only cost-2+ card)
    assert outskirts(g) == ["city"]
    assert len(g.state.curses) == curses_before
    assert draw_pile(g, 0) == ["city", "curse"]
    assert discard(g, 0).count("curse") == 0


# ------------------------------------------------------------------ 5.17 Evicted Monster

def test_EMO_1() -> None:
    """An opponent with 5 cards including a Duke and a Large City chooses which of the two to discard."""
    g = pos(players=[
        {"hand": ["evicted_monster"], "draw": ["senator"]},
        {"hand": ["duke", "large_city", "farming_village", "city", "apprentice_maid"]},
    ])
    act(g, ["play", "evicted_monster"])
    assert hand(g, 0) == ["senator"]
    p = g.prompt()
    assert p.seat == 1 and p.kind == "discard"
    assert sorted(option_names(g)) == ["duke", "large_city"]
    act(g, ["pick", ["large_city"]])
    assert discard(g, 1) == ["large_city"]
    assert sorted(hand(g, 1)) == ["apprentice_maid", "city", "duke", "farming_village"]


def test_EMO_2() -> None:
    """Rampart revealed against Evicted Monster does not reduce the discard (Strategy, not Military)."""
    g = pos(players=[
        {"hand": ["evicted_monster"], "draw": ["senator"]},
        {"hand": ["rampart", "duke", "farming_village", "farming_village", "city"]},
    ])
    act(g, ["play", "evicted_monster"])
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    act(g, ["pick", ["rampart"]])
    # the Duke is the only card of cost 5+, so the discard is forced
    assert discard(g, 1) == ["duke"]
    assert sorted(hand(g, 1)) == ["city", "farming_village", "farming_village", "rampart"]


def test_steps_EMO_no_draw_stops() -> None:
    """Evicted Monster stops when you cannot draw: the attack never happens (OQ-31)."""
    g = pos(players=[
        {"hand": ["evicted_monster", "city"]},
        {"hand": ["duke", "large_city", "farming_village", "city", "rampart"]},
    ])
    events = act(g, ["play", "evicted_monster"])
    assert misfired(events, "evicted_monster", g)
    assert prompt_kind(g) == "main" and g.prompt().seat == 0    # no defense window, no discard
    assert len(hand(g, 1)) == 5 and discard(g, 1) == []


def test_steps_EMO_reveals_hand_without_cost5() -> None:
    """An opponent of 5+ cards without a card of cost 5+ reveals the hand; one with 4 cards is untouched."""
    g = pos(players=[
        {"hand": ["evicted_monster"], "draw": ["senator"]},
        {"hand": ["farming_village", "farming_village", "city", "apprentice_maid", "rampart"]},
        {"hand": ["duke", "duke", "large_city", "senator"]},
    ])
    events = act(g, ["play", "evicted_monster"])
    assert prompt_kind(g) == "defend"
    events += act(g, ["pick", []])
    assert [ev.seat for ev in events if ev.type == "reveal_hand"] == [1]
    assert discard(g, 1) == [] and discard(g, 2) == []
    assert len(hand(g, 1)) == 5 and len(hand(g, 2)) == 4


# ------------------------------------------------------------------ 5.18 City Development

def test_CDV_1() -> None:
    """With the City pile empty, mode (a) still pays and banishes but gives no City; same for (b)."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "city_development"]}, {}],
            market={"basic": {"city": 0}})
    act(g, ["play", "farming_village"], ["play", "city_development"], ["pick", [0]])
    assert coins(g) == 0
    assert outskirts(g) == ["farming_village"]
    assert hand(g, 0) == []

    g = pos(players=[{"hand": ["city", "city", "city_development"]}, {}], market={"basic": {"large_city": 0}})
    act(g, ["play", "city"], ["play", "city_development"], ["pick", [1]])
    assert coins(g) == 0
    assert outskirts(g) == ["city"]
    assert hand(g, 0) == []
    assert g.state.basic["large_city"] == []


def test_CDV_2() -> None:
    """FV-5: play a Farming Village first to have the coin City Development needs."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "city_development"]}, {}])
    act(g, ["play", "farming_village"])
    assert coins(g) == 1
    act(g, ["play", "city_development"], ["pick", [0]])
    assert coins(g) == 0
    assert outskirts(g) == ["farming_village"]
    assert hand(g, 0) == ["city"]
    assert len(g.state.basic["city"]) == 29


def test_CDV_3() -> None:
    """The City that City Development put into your hand can be played with its link."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "city_development"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"], ["pick", [0]])
    assert g.state.turn.plays == 1
    assert legal(g, ["play", "city"])
    act(g, ["play", "city"])
    assert coins(g) == 2
    assert field(g, 0) == ["farming_village", "city_development", "city"]


def test_CDV_4() -> None:
    """With 0 coins City Development banishes nothing (either mode)."""
    for mode, card in ((0, "farming_village"), (1, "city")):
        g = pos(players=[{"hand": ["city_development", card, "duke"]}, {}])
        events = act(g, ["play", "city_development"], ["pick", [mode]])
        assert misfired(events, "city_development", g)
        assert outskirts(g) == []
        assert sorted(hand(g, 0)) == sorted([card, "duke"])
        assert len(g.state.basic["city"]) == 30 and len(g.state.basic["large_city"]) == 20


def test_steps_CDV_no_required_card_stops() -> None:
    """City Development without the required card in hand: the coin is paid, then it stops."""
    g = pos(players=[{"hand": ["farming_village", "city_development", "city"]}, {}])
    act(g, ["play", "farming_village"], ["play", "city_development"], ["pick", [0]])
    assert coins(g) == 0
    assert outskirts(g) == []
    assert hand(g, 0) == ["city"]
    assert len(g.state.basic["city"]) == 30


# ------------------------------------------------------------------ 5.19 Moneylender

def test_MLE_1() -> None:
    """With 4 Debt, City's 2 coins pay 2 Debt, you have 0 coins and Adventurer cannot be paid."""
    g = pos(players=[{"hand": ["city", "adventurer", "senator"], "areas": {"debt": 4}}, {}])
    act(g, ["play", "city"])
    assert coins(g) == 0
    assert g.state.players[0].areas == {"debt": 2}
    events = act(g, ["play", "adventurer"])
    assert misfired(events, "adventurer", g)
    assert hand(g, 0) == ["senator"]
    assert outskirts(g) == []
    assert discard(g, 0) == []


def test_MLE_2() -> None:
    """Coins gained while in Debt go to the Debt at once: none are left for an ability or a buy."""
    g = pos(players=[{"hand": ["large_city", "city"], "areas": {"debt": 5}, "princess": "lulunasaika",
                      "domain": ["imperial_estate"]}, {}])
    act(g, ["play", "large_city"])
    assert coins(g) == 0 and g.state.players[0].areas == {"debt": 2}
    refused(g, ["activate", "imperial_estate"])
    act(g, ["play", "city"])
    assert coins(g) == 0 and g.state.players[0].areas == {}
    assert g.state.phase == "second"
    refused(g, ["buy", "city"])


def test_MLE_3() -> None:
    """Moneylender with no Debt: later coins this turn are gained normally; 4 Debt arrive at the end of turn."""
    g = pos(players=[{"hand": ["moneylender", "city"]}, {}])
    act(g, ["play", "moneylender"])
    assert coins(g) == 3 and g.state.players[0].areas == {}
    act(g, ["play", "city"])
    assert coins(g) == 5 and g.state.players[0].areas == {}
    assert g.state.phase == "second"
    act(g, ["buy", "senator"])
    assert coins(g) == 0 and discard(g, 0) == ["senator"]
    assert g.state.players[0].areas == {}
    act(g, ["end_turn"])
    assert g.state.turn.seat == 1
    assert g.state.players[0].areas == {"debt": 4}


def test_MLE_4() -> None:
    """Shinobi copying Moneylender gains 3 coins and 4 Debt counters arrive at the end of the turn."""
    g = pos(players=[{"hand": ["shinobi"], "discard": ["moneylender"]}, {}])
    act(g, ["play", "shinobi"])
    assert coins(g) == 3
    assert g.state.players[0].areas == {}
    to_cleanup(g)
    assert g.state.players[0].areas == {"debt": 4}


def test_MLE_5() -> None:
    """Two Moneylenders in one turn: 8 Debt counters arrive."""
    g = pos(players=[{"hand": ["moneylender", "moneylender"]}, {}])
    act(g, ["play", "moneylender"], ["play", "moneylender"])
    assert coins(g) == 6
    to_cleanup(g)
    assert g.state.players[0].areas == {"debt": 8}


def test_steps_MLE_debt_surplus_and_next_turn() -> None:
    """OQ-15: a gain larger than the Debt pays it off and the rest is gained; Debt from last turn swallows coins."""
    g = pos(players=[{"hand": ["large_city"], "areas": {"debt": 2}}, {}])
    act(g, ["play", "large_city"])
    assert coins(g) == 1 and g.state.players[0].areas == {}

    g = pos(players=[{"hand": ["moneylender"], "draw": ["city", "city", "city", "city", "city"]},
                     {"draw": ["duke"] * 5}])
    act(g, ["play", "moneylender"])
    to_cleanup(g)              # seat 0's turn ends: 4 Debt
    to_cleanup(g)              # seat 1's turn
    assert g.state.turn.seat == 0 and g.state.players[0].areas == {"debt": 4}
    act(g, ["play", "city"], ["play", "city"], ["play", "city"])
    assert coins(g) == 2 and g.state.players[0].areas == {}


# ------------------------------------------------------------------ 5.20 Glamour Witch

def test_GWI_1() -> None:
    """Glamour Witch making opponents discard 3 cards still lets you acquire only one card."""
    g = pos(players=[
        {"hand": ["glamour_witch"], "draw": ["alchemist"]},
        {"draw": ["senator", "duke", "royal_maid"]},
        {"draw": ["royal_maid", "city", "senator"]},
    ])
    act(g, ["play", "glamour_witch"])
    assert sorted(discard(g, 1)) == ["duke", "senator"]
    assert discard(g, 2) == ["royal_maid"]
    assert draw_pile(g, 2) == ["city", "senator"] and revealed_draw(g, 2) == [True, False]
    p = g.prompt()
    assert p.kind == "acquire" and p.seat == 0 and p.min == 0 and p.max == 1
    assert sorted(option_names(g)) == ["duke", "royal_maid", "senator"]
    act(g, ["pick", ["duke"]])
    assert discard(g, 0) == ["duke"]
    assert len(g.state.basic["duke"]) == 11
    assert len(g.state.basic["senator"]) == 12 and len(g.state.basic["royal_maid"]) == 12


def test_GWI_2() -> None:
    """When no discarded card's name is in the Market, Glamour Witch acquires nothing."""
    g = pos(players=[
        {"hand": ["glamour_witch", "city"], "draw": ["alchemist"]},
        {"draw": ["apprentice_maid", "shinobi"]},
    ], market={"stacks": {"library": 5}})
    act(g, ["play", "glamour_witch"])
    assert sorted(discard(g, 1)) == ["apprentice_maid", "shinobi"]
    assert prompt_kind(g) == "main"
    assert discard(g, 0) == []


def test_GWI_3() -> None:
    """A discarded Duke lets you acquire a Duke from the Basic Market."""
    g = pos(players=[
        {"hand": ["glamour_witch"], "draw": ["alchemist"]},
        {"draw": ["duke", "farming_village"]},
    ])
    act(g, ["play", "glamour_witch"])
    assert discard(g, 1) == ["duke"]
    assert draw_pile(g, 1) == ["farming_village"] and revealed_draw(g, 1) == [True]
    assert option_names(g) == ["duke"]
    act(g, ["pick", ["duke"]])
    assert discard(g, 0) == ["duke"]
    assert len(g.state.basic["duke"]) == 11


def test_GWI_4() -> None:
    """An opponent's top Curse: only it is revealed, it is not discarded and stays revealed on top."""
    g = pos(players=[
        {"hand": ["glamour_witch", "city"], "draw": ["alchemist"]},
        {"draw": ["curse", "senator"]},
    ])
    act(g, ["play", "glamour_witch"])
    assert draw_pile(g, 1) == ["curse", "senator"]
    assert revealed_draw(g, 1) == [True, False]
    assert discard(g, 1) == []
    assert prompt_kind(g) == "main"


def test_steps_GWI_no_draw_stops() -> None:
    """Glamour Witch stops when you cannot draw: no reveals, no acquisition (OQ-31)."""
    g = pos(players=[{"hand": ["glamour_witch", "city"]}, {"draw": ["duke", "senator"]}])
    events = act(g, ["play", "glamour_witch"])
    assert misfired(events, "glamour_witch", g)
    assert draw_pile(g, 1) == ["duke", "senator"] and revealed_draw(g, 1) == [False, False]
    assert discard(g, 1) == []


def test_steps_GWI_reshuffle_and_territory_stays() -> None:
    """Revealing reshuffles when needed; Territory cards stay revealed on top, others are discarded."""
    g = pos(players=[{"hand": ["glamour_witch"], "draw": ["alchemist"]},
                     {"draw": ["city"], "discard": ["senator"]}])
    act(g, ["play", "glamour_witch"])
    assert draw_pile(g, 1) == ["city"] and revealed_draw(g, 1) == [True]
    assert discard(g, 1) == ["senator"]


# ------------------------------------------------------------------ 5.21 Shinobi

def test_SHI_1() -> None:
    """Shinobi copying an Attack card can be answered with Defense cards."""
    g = pos(players=[
        {"hand": ["shinobi"], "discard": ["infantry_battalion"]},
        {"hand": ["rampart", "city", "farming_village", "farming_village", "farming_village"]},
    ])
    act(g, ["play", "shinobi"])
    p = g.prompt()
    assert p.kind == "defend" and p.seat == 1 and option_names(g) == ["rampart"]
    act(g, ["pick", ["rampart"]])
    assert discard(g, 1) == []
    assert len(hand(g, 1)) == 5
    assert coins(g) == 2


def test_SHI_2() -> None:
    """Shinobi copying Infantry Battalion or Royal Guard also gains that card's 2 coins."""
    g = pos(players=[
        {"hand": ["shinobi"], "discard": ["infantry_battalion"]},
        {"hand": ["city", "farming_village", "farming_village", "farming_village", "duke"]},
    ])
    act(g, ["play", "shinobi"])
    assert coins(g) == 2
    assert prompt_kind(g) == "discard" and g.prompt().seat == 1
    act(g, ["pick", ["city"]])
    assert discard(g, 1) == ["city"]

    g = pos(players=[{"hand": ["shinobi"], "discard": ["royal_guard"]}, {"draw": ["duke", "senator", "royal_maid"]}])
    act(g, ["play", "shinobi"])
    assert coins(g) == 2
    act(g, ["pick", ["senator"]])
    assert draw_pile(g, 1) == ["senator"] and revealed_draw(g, 1) == [True]
    assert sorted(discard(g, 1)) == ["duke", "royal_maid"]


def test_SHI_3() -> None:
    """Shinobi copying Supply Unit may put itself on top of your draw pile at Cleanup."""
    g = pos(players=[{"hand": ["shinobi"], "discard": ["supply_unit"],
                      "draw": ["alchemist", "city", "city", "city", "city", "city"]}, {}])
    act(g, ["play", "shinobi"])
    assert hand(g, 0) == ["alchemist"]
    act(g, ["end_main"], ["end_turn"])
    assert prompt_kind(g) == "to_draw"
    assert option_names(g) == ["shinobi"]
    act(g, ["pick", ["shinobi"]])
    assert g.state.turn.seat == 1
    assert sorted(hand(g, 0)) == ["city", "city", "city", "city", "shinobi"]
    assert draw_pile(g, 0) == ["city"]
    assert sorted(discard(g, 0)) == ["alchemist", "supply_unit"]


def test_SHI_4() -> None:
    """A Shinobi that copied a Bank is not a Bank for a later Bank's X."""
    g = pos(players=[{"hand": ["shinobi", "bank"], "discard": ["bank"]}, {}])
    act(g, ["play", "shinobi"])
    assert coins(g) == 1
    act(g, ["play", "bank"])
    assert coins(g) == 2


def test_SHI_5() -> None:
    """Shinobi copying a Military card is Military too, so Rampart reduces it and Alliance counts it."""
    g = pos(players=[
        {"hand": ["shinobi"], "discard": ["royal_guard"]},
        {"hand": ["rampart"], "draw": ["duke", "senator", "royal_maid"]},
    ])
    act(g, ["play", "shinobi"])
    shinobi = cid(g, 0, "field", "shinobi")
    assert g.state.subtypes_of(shinobi) == {"strategy", "military"}
    act(g, ["pick", ["rampart"]])
    assert option_names(g) == ["duke", "senator"]        # 3 - 1 cards revealed
    act(g, ["pick", ["senator"]])
    assert draw_pile(g, 1) == ["senator", "royal_maid"]
    assert revealed_draw(g, 1) == [True, False]
    assert discard(g, 1) == ["duke"]
    g = pos(players=[{"princess": "klam_klam", "hand": ["alliance", "shinobi"], "discard": ["supply_unit"],
                      "draw": ["city"]}, {}])
    act(g, ["play", "alliance"], ["pick", [0]], ["play", "shinobi"])          # 0: Military
    assert g.state.counters[g.state.players[0].princess] == {"succession": 1}


def test_SHI_6() -> None:
    """A Shinobi copying an Attack card has the Attack type, so an Archer in the field gives +1 coin."""
    g = pos(players=[{"hand": ["shinobi"], "discard": ["evicted_monster"], "draw": ["duke"]}, {}])
    act(g, ["play", "shinobi"])
    shinobi = cid(g, 0, "field", "shinobi")
    assert "attack" in g.state.types_of(shinobi) and "action" in g.state.types_of(shinobi)
    assert hand(g, 0) == ["duke"]
    g = pos(players=[{"hand": ["archer", "shinobi"], "discard": ["infantry_battalion"]},
                     {"draw": ["duke"], "hand": ["duke"]}])
    act(g, ["play", "archer"], ["play", "shinobi"])
    assert coins(g) == 1 + 1 + 2                 # Archer, its bonus, Infantry Battalion's 2


def test_SHI_7() -> None:
    """With only Shinobis and non-Action cards in the discard pile, Shinobi only gives its 2 links."""
    g = pos(players=[{"hand": ["shinobi", "alchemist", "city"], "discard": ["shinobi", "city", "duke"],
                      "draw": ["senator"]}, {}])
    events = act(g, ["play", "shinobi"])
    assert misfired(events, "shinobi", g)
    assert g.state.turn.plays == 2
    assert coins(g) == 0
    assert sorted(hand(g, 0)) == ["alchemist", "city"]
    assert sorted(discard(g, 0)) == ["city", "duke", "shinobi"]
    assert prompt_kind(g) == "main"


def test_steps_SHI_copy_stays_and_links() -> None:
    """The copied card stays in the discard pile; Shinobi keeps 2 links (not the copy's 0)."""
    g = pos(players=[{"hand": ["shinobi", "city", "city"], "discard": ["bank", "alchemist"],
                      "draw": ["senator", "duke"]}, {}])
    act(g, ["play", "shinobi"])
    assert prompt_kind(g) == "copy" and sorted(option_names(g)) == ["alchemist", "bank"]
    act(g, ["pick", ["bank"]])
    assert coins(g) == 1
    assert sorted(discard(g, 0)) == ["alchemist", "bank"]
    assert g.state.turn.plays == 2
    act(g, ["play", "city"], ["play", "city"])
    assert coins(g) == 5


# ------------------------------------------------------------------ 5.22 Stargazing Witch

def test_SWI_1() -> None:
    """X = 3 with 2 cards in the draw pile: the discard pile is shuffled under them and 3 cards are looked at."""
    g = pos(players=[{"hand": ["stargazing_witch"], "field": ["post_horse", "scout"],
                      "draw": ["city", "senator"], "discard": ["duke"]}, {}])
    act(g, ["play", "stargazing_witch"])
    assert prompt_kind(g) == "discard"
    assert option_names(g) == ["city", "senator", "duke"]
    assert discard(g, 0) == []
    act(g, ["pick", ["senator"]])
    assert discard(g, 0) == ["senator"]
    assert prompt_kind(g) == "order"
    act(g, ["pick", ["duke", "city"]])
    assert hand(g, 0) == ["duke"]
    assert draw_pile(g, 0) == ["city"]


def test_SWI_2() -> None:
    """After Post Horse and Scout this turn, Stargazing Witch looks at 3 cards."""
    g = pos(players=[{"hand": ["post_horse", "scout", "stargazing_witch"],
                      "draw": ["alchemist", "city", "senator", "duke", "royal_maid"]}, {}])
    act(g, ["play", "post_horse"], ["play", "scout"], ["pick", []])
    assert draw_pile(g, 0)[0] == "city" and revealed_draw(g, 0)[0] is True
    act(g, ["play", "stargazing_witch"])
    assert option_names(g) == ["city", "senator", "duke"]
    act(g, ["pick", []], ["pick", ["duke", "senator", "city"]])
    assert sorted(hand(g, 0)) == ["alchemist", "duke"]
    assert draw_pile(g, 0) == ["senator", "city", "royal_maid"]


def test_steps_SWI_territories_not_counted() -> None:
    """Territory cards played earlier do not raise X; with no earlier Action card X = 1."""
    g = pos(players=[{"hand": ["city", "farming_village", "stargazing_witch"],
                      "draw": ["duke", "senator"]}, {}])
    act(g, ["play", "city"], ["play", "farming_village"], ["play", "stargazing_witch"])
    assert option_names(g) == ["duke"]
    act(g, ["pick", ["duke"]])
    assert discard(g, 0) == ["duke"]
    assert hand(g, 0) == ["senator"]


# ------------------------------------------------------------------ 5.23 Supply Unit

def test_SUN_1() -> None:
    """With 2 Supply Units played, neither can return the other: only other Action cards are offered."""
    g = pos(players=[{"hand": ["supply_unit", "supply_unit", "alchemist"], "draw": ["duke"] * 10}, {}])
    act(g, ["play", "supply_unit"], ["play", "supply_unit"], ["play", "alchemist"])
    to_cleanup(g)
    assert prompt_kind(g) == "to_draw" and option_names(g) == ["alchemist"]
    act(g, ["pick", []])
    assert prompt_kind(g) == "to_draw" and option_names(g) == ["alchemist"]
    act(g, ["pick", []])
    assert g.state.turn.seat == 1
    assert sorted(discard(g, 0)) == ["alchemist", "duke", "duke", "duke", "duke", "supply_unit", "supply_unit"]


def test_SUN_2() -> None:
    """Supply Unit's delayed effect cannot take an Action card from the discard pile."""
    g = pos(players=[{"hand": ["supply_unit", "library"], "discard": ["alchemist"], "draw": ["duke"] * 7}, {}])
    act(g, ["play", "supply_unit"], ["play", "library"], ["pick", [1]])
    to_cleanup(g)
    assert option_names(g) == ["library"]
    act(g, ["pick", []])
    assert g.state.turn.seat == 1
    assert sorted(discard(g, 0)) == ["alchemist", "duke", "duke", "library", "supply_unit"]
    assert hand(g, 0) == ["duke"] * 5 and draw_pile(g, 0) == []

    g = pos(players=[{"hand": ["supply_unit"], "discard": ["alchemist"], "draw": ["duke"] * 7}, {}])
    act(g, ["play", "supply_unit"])
    to_cleanup(g)                # nothing eligible: no prompt at all
    assert g.state.turn.seat == 1
    assert sorted(discard(g, 0)) == ["alchemist", "duke", "supply_unit"]
    assert draw_pile(g, 0) == ["duke"]


def test_SUN_3() -> None:
    """SHI-3 with a real Supply Unit: a Shinobi copying Supply Unit may return itself, a Supply Unit never."""
    g = pos(players=[{"hand": ["supply_unit", "shinobi"], "discard": ["supply_unit"], "draw": ["duke"] * 8}, {}])
    act(g, ["play", "supply_unit"], ["play", "shinobi"])
    assert g.state.turn.delayed == {"supply_unit": 2}
    to_cleanup(g)
    assert option_names(g) == ["shinobi"]
    act(g, ["pick", ["shinobi"]])
    # the second delayed effect has no eligible card left
    assert g.state.turn.seat == 1
    assert sorted(hand(g, 0)) == ["duke", "duke", "duke", "duke", "shinobi"]
    assert draw_pile(g, 0) == ["duke", "duke"]
    assert sorted(discard(g, 0)) == ["duke", "duke", "supply_unit", "supply_unit"]


def test_SUN_4() -> None:
    """Two Supply Units can return both an Alchemist and a Library, one each."""
    g = pos(players=[{"hand": ["supply_unit", "supply_unit", "alchemist", "library"], "draw": ["duke"] * 10}, {}])
    act(g, ["play", "supply_unit"], ["play", "supply_unit"], ["play", "alchemist"], ["play", "library"],
        ["pick", [1]])
    to_cleanup(g)
    assert sorted(option_names(g)) == ["alchemist", "library"]
    act(g, ["pick", ["alchemist"]])
    assert draw_pile(g, 0)[0] == "alchemist" and revealed_draw(g, 0)[0] is True
    assert option_names(g) == ["library"]
    act(g, ["pick", ["library"]])
    assert g.state.turn.seat == 1
    assert sorted(hand(g, 0)) == ["alchemist", "duke", "duke", "duke", "library"]
    assert draw_pile(g, 0) == ["duke"] * 2


def test_steps_SUN_no_draw_no_delayed() -> None:
    """Supply Unit stops when you cannot draw: no delayed effect is created (OQ-31)."""
    g = pos(players=[{"hand": ["supply_unit", "alchemist"]}, {}])
    events = act(g, ["play", "supply_unit"])
    assert misfired(events, "supply_unit", g)
    assert g.state.turn.delayed == {}
    act(g, ["play", "alchemist"])
    to_cleanup(g)
    assert g.state.turn.seat == 1
    assert sorted(hand(g, 0)) == ["alchemist", "supply_unit"]   # reshuffled and redrawn, none placed first


# ------------------------------------------------------------------ 5.24 Adventurer

def test_ADV_1() -> None:
    """After acquiring with Adventurer you may still set Succession cards (it is not the buy action)."""
    g = pos(players=[{"hand": ["farming_village", "adventurer", "city", "royal_maid"], "princess": "lulunasaika"},
                     {}])
    act(g, ["play", "farming_village"], ["play", "adventurer"])
    assert prompt_kind(g) == "banish" and sorted(option_names(g)) == ["city", "royal_maid"]
    act(g, ["pick", ["city"]])
    assert prompt_kind(g) == "acquire"
    act(g, ["pick", ["senator"]])
    assert discard(g, 0) == ["senator"]
    assert g.state.phase == "second" and g.state.turn.second_action is None
    assert legal(g, ["set", "royal_maid"])
    act(g, ["set", "royal_maid"])
    assert domain(g, 0) == ["lulunasaika", "royal_maid"]
    assert points(g, 0) == 8


def test_ADV_2() -> None:
    """MTA-3: Adventurer can never banish a Magic Talisman (nor a Curse)."""
    g = pos(players=[{"hand": ["farming_village", "adventurer", "magic_talisman", "curse", "city", "senator"]}, {}])
    act(g, ["play", "farming_village"], ["play", "adventurer"])
    assert sorted(option_names(g)) == ["city", "senator"]

    g = pos(players=[{"hand": ["farming_village", "adventurer", "magic_talisman", "curse"]}, {}])
    events = act(g, ["play", "farming_village"], ["play", "adventurer"])
    assert misfired(events, "adventurer", g)
    assert coins(g) == 0
    assert sorted(hand(g, 0)) == ["curse", "magic_talisman"]
    assert outskirts(g) == []


def test_ADV_3() -> None:
    """With a Taxation token on a cost-4 stack, banishing a cost-2 card still makes that stack's card
    eligible (the token changes only buying)."""
    g = pos(players=[{"hand": ["farming_village", "adventurer", "post_horse"]}, {}],
            market={"stacks": {"library": 5, "bank": 5}, "taxed": ["library"]})
    act(g, ["play", "farming_village"], ["play", "adventurer"])
    assert outskirts(g) == ["post_horse"]        # the only eligible card is banished at once
    opts = option_names(g)
    assert "library" in opts and "bank" not in opts and "senator" not in opts
    act(g, ["pick", ["library"]])
    assert discard(g, 0) == ["library"]
    assert len(g.state.stacks["library"]) == 4


def test_ADV_5() -> None:
    """MLE-1 with Adventurer: with Debt the coin you gain pays the Debt, so Adventurer cannot be paid."""
    g = pos(players=[{"hand": ["farming_village", "adventurer", "senator"], "areas": {"debt": 1}}, {}])
    act(g, ["play", "farming_village"])
    assert coins(g) == 0 and g.state.players[0].areas == {}
    events = act(g, ["play", "adventurer"])
    assert misfired(events, "adventurer", g)
    assert hand(g, 0) == ["senator"] and outskirts(g) == [] and discard(g, 0) == []


def test_ADV_6() -> None:
    """Banishing a Farming Village (1) makes every Market card of cost 3 or less eligible."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "adventurer"]}, {}],
            market={"stacks": {"post_horse": 5, "library": 5}})
    act(g, ["play", "farming_village"], ["play", "adventurer"])
    assert outskirts(g) == ["farming_village"]
    assert sorted(option_names(g)) == ["city", "post_horse", "royal_maid"]
    act(g, ["pick", ["royal_maid"]])
    assert discard(g, 0) == ["royal_maid"]
    assert len(g.state.basic["royal_maid"]) == 11


def test_steps_ADV_no_qualifying_market_card() -> None:
    """Adventurer stops when no Market card qualifies: the banish stands, nothing is acquired."""
    g = pos(players=[{"hand": ["farming_village", "farming_village", "adventurer"]}, {}],
            market={"basic": {"city": 0, "royal_maid": 0}, "stacks": {"library": 5}})
    events = act(g, ["play", "farming_village"], ["play", "adventurer"])
    assert misfired(events, "adventurer", g)
    assert outskirts(g) == ["farming_village"]
    assert discard(g, 0) == [] and hand(g, 0) == []


# ------------------------------------------------------------------ 5.25 Curse Witch

def test_CWI_1() -> None:
    """4 players, 2 Curses left: B and C each take one, D takes none."""
    g = pos(players=[
        {"hand": ["curse_witch", "city"]},
        {"draw": ["duke"]}, {"draw": ["duke"]}, {"draw": ["duke"]},
    ], market={"curses": 2})
    act(g, ["play", "curse_witch"])
    assert outskirts(g) == ["city"]
    for seat in (1, 2):
        assert draw_pile(g, seat) == ["duke", "curse"]
        assert revealed_draw(g, seat) == [False, True]
    assert draw_pile(g, 3) == ["duke"] and discard(g, 3) == []
    assert g.state.curses == []


def test_CWI_2() -> None:
    """Curse Witch's banish-for-Curses ability is used from hand in the Main Phase without playing it."""
    g = pos(players=[{"hand": ["curse_witch", "city"]}, {}, {}], turn={"plays": 0})
    assert not legal(g, ["play", "curse_witch"])
    assert legal(g, ["hand_activate", "curse_witch"])
    act(g, ["hand_activate", "curse_witch"])
    assert outskirts(g) == ["curse_witch"]
    assert field(g, 0) == [] and hand(g, 0) == ["city"]
    assert discard(g, 1) == ["curse"] and discard(g, 2) == ["curse"]
    assert len(g.state.curses) == 10
    assert g.state.turn.plays == 0
    assert g.state.turn.second_action is None


def test_CWI_3() -> None:
    """Curse Witch with no other card of cost 2+ in hand may be played and misfires."""
    g = pos(players=[{"hand": ["curse_witch", "farming_village", "curse"]}, {"hand": ["rampart"]}])
    assert legal(g, ["play", "curse_witch"])
    events = act(g, ["play", "curse_witch"])
    assert misfired(events, "curse_witch", g)
    assert outskirts(g) == []
    assert sorted(hand(g, 0)) == ["curse", "farming_village"]
    assert len(g.state.curses) == 8
    assert draw_pile(g, 1) == [] and discard(g, 1) == []


def test_CWI_4() -> None:
    """The opponent's Defense window opens after the banish, so they know whether Curse Witch misfired."""
    g = pos(players=[{"hand": ["curse_witch", "city", "senator"]}, {"hand": ["rampart"]}])
    act(g, ["play", "curse_witch"], ["pick", ["senator"]])
    p = g.prompt()
    assert p.kind == "defend" and p.seat == 1
    assert outskirts(g) == ["senator"]           # the banish has already happened
    act(g, ["pick", ["rampart"]])               # Rampart does nothing against a Magic attack
    assert draw_pile(g, 1) == ["curse"]

    g = pos(players=[{"hand": ["curse_witch", "farming_village"]}, {"hand": ["rampart"]}])
    act(g, ["play", "curse_witch"])             # misfire: no window is opened at all
    assert prompt_kind(g) == "second" and g.prompt().seat == 0
    assert len(g.state.curses) == 8


def test_CWI_5() -> None:
    """MTA-5: the Curse must come from the Curse pile even with Magic Talismans in the Market."""
    g = pos(players=[{"hand": ["curse_witch", "city"]}, {}], market={"stacks": {"magic_talisman": 5}})
    act(g, ["play", "curse_witch"])
    assert draw_pile(g, 1) == ["curse"]
    assert len(g.state.stacks["magic_talisman"]) == 5
    assert len(g.state.curses) == 7


def test_CWI_6() -> None:
    """Opponents with a revealed Magic Talisman or Curse anywhere in their draw pile are skipped."""
    g = pos(players=[
        {"hand": ["curse_witch", "city"]},
        {"draw": ["city", {"card": "magic_talisman", "revealed": True}, "farming_village"]},
        {"draw": ["farming_village", {"card": "curse", "revealed": True}]},
        {"draw": ["curse", "farming_village"]},          # a face-down Curse does not protect
    ])
    act(g, ["play", "curse_witch"])
    assert draw_pile(g, 1) == ["city", "magic_talisman", "farming_village"]
    assert draw_pile(g, 2) == ["farming_village", "curse"]
    assert draw_pile(g, 3) == ["curse", "farming_village", "curse"]
    assert revealed_draw(g, 3) == [False, False, True]
    assert len(g.state.curses) == 15


def test_CWI_7() -> None:
    """An Apprentice Maid as the only cost-2+ card is banished and the attack proceeds."""
    g = pos(players=[{"hand": ["curse_witch", "apprentice_maid", "farming_village"]}, {}])
    act(g, ["play", "curse_witch"])
    assert outskirts(g) == ["apprentice_maid"]
    assert draw_pile(g, 1) == ["curse"] and revealed_draw(g, 1) == [True]


def test_steps_CWI_talisman_defense_skips() -> None:
    """A Magic Talisman revealed in defense sits revealed in the draw pile, so Curse Witch skips that player."""
    g = pos(players=[{"hand": ["curse_witch", "city"]}, {"hand": ["magic_talisman"], "draw": ["duke"]}])
    act(g, ["play", "curse_witch"], ["pick", ["magic_talisman"]])
    assert draw_pile(g, 1) == ["magic_talisman", "duke"]
    assert len(g.state.curses) == 8


def test_steps_CWI_hand_activation_only_from_hand_in_main() -> None:
    """The hand activation is unavailable for a kept Curse Witch and in the Second Phase."""
    g = pos(players=[{"hand": ["city"], "princess": "lulunasaika",
                      "domain": [{"card": "large_city", "kept": "curse_witch"}]}, {}])
    assert not legal(g, ["hand_activate", "curse_witch"])
    g = pos(players=[{"hand": ["curse_witch"]}, {}], turn={"phase": "second"})
    refused(g, ["hand_activate", "curse_witch"])
    assert hand(g, 0) == ["curse_witch"]


def test_steps_CWI_hand_activation_empty_pile() -> None:
    """The hand activation curses opponents in turn order while Curses remain."""
    g = pos(players=[{"hand": ["curse_witch"]}, {}, {}], market={"curses": 1})
    act(g, ["hand_activate", "curse_witch"])
    assert discard(g, 1) == ["curse"] and discard(g, 2) == []
    assert outskirts(g) == ["curse_witch"]


# ------------------------------------------------------------------ 5.26 Royal Guard

def test_RGU_1() -> None:
    """RAM-2: two Ramparts against Royal Guard: only 1 card revealed, it is chosen and nothing is discarded."""
    g = pos(players=[
        {"hand": ["royal_guard"]},
        {"hand": ["rampart", "rampart"], "draw": ["duke", "senator", "royal_maid"]},
    ])
    act(g, ["play", "royal_guard"])
    assert coins(g) == 2
    act(g, ["pick", ["rampart"]], ["pick", ["rampart"]])
    assert draw_pile(g, 1) == ["duke", "senator", "royal_maid"]
    assert revealed_draw(g, 1) == [True, False, False]
    assert discard(g, 1) == []
    assert hand(g, 1) == ["rampart", "rampart"]


def test_RGU_2() -> None:
    """A face-down top with a revealed second card: the second card is revealed again and counts among the 3."""
    g = pos(players=[
        {"hand": ["royal_guard"]},
        {"draw": ["duke", {"card": "senator", "revealed": True}, "royal_maid", "city"]},
    ])
    act(g, ["play", "royal_guard"])
    assert prompt_kind(g) == "keep_on_top"
    assert option_names(g) == ["duke", "senator", "royal_maid"]
    act(g, ["pick", ["royal_maid"]])
    assert draw_pile(g, 1) == ["royal_maid", "city"]
    assert revealed_draw(g, 1) == [True, False]
    assert sorted(discard(g, 1)) == ["duke", "senator"]


def test_RGU_3() -> None:
    """SHI-2 with Royal Guard: a Shinobi copying Royal Guard gains 2 coins and attacks."""
    g = pos(players=[{"hand": ["shinobi", "city"], "discard": ["royal_guard"]},
                     {"draw": ["duke", "senator", "royal_maid"]}])
    act(g, ["play", "shinobi"])
    assert coins(g) == 2
    assert prompt_kind(g) == "keep_on_top"
    act(g, ["pick", ["duke"]])
    assert draw_pile(g, 1) == ["duke"]
    act(g, ["play", "city"])
    assert coins(g) == 4


def test_RGU_4() -> None:
    """An opponent whose top card is revealed (here by Scout this turn) is unaffected by Royal Guard."""
    g = pos(players=[
        {"hand": ["scout", "royal_guard"], "draw": ["city"]},
        {"draw": ["duke", "senator", "royal_maid"]},
        {"draw": [{"card": "senator", "revealed": True}, "duke"]},
    ])
    act(g, ["play", "scout"], ["pick", []])
    assert revealed_draw(g, 1) == [True, False, False]
    act(g, ["play", "royal_guard"])
    assert coins(g) == 2
    assert prompt_kind(g) == "second"           # nobody was attacked: no choice to make
    assert draw_pile(g, 1) == ["duke", "senator", "royal_maid"] and discard(g, 1) == []
    assert draw_pile(g, 2) == ["senator", "duke"] and discard(g, 2) == []
    # a Kunoichi's defense against the Royal Guard itself puts it revealed on top: unaffected too
    g = pos(players=[{"hand": ["royal_guard"]}, {"hand": ["kunoichi"], "draw": ["duke", "senator", "royal_maid"]}])
    act(g, ["play", "royal_guard"], ["pick", ["kunoichi"]])
    assert draw_pile(g, 1) == ["kunoichi", "duke", "senator", "royal_maid"] and discard(g, 1) == []


def test_steps_RGU_reshuffle_and_fewer() -> None:
    """Royal Guard reshuffles to reveal 3; with fewer cards in all it reveals what there is."""
    g = pos(players=[{"hand": ["royal_guard"]}, {"draw": ["duke"], "discard": ["senator"]}])
    act(g, ["play", "royal_guard"])
    assert option_names(g) == ["duke", "senator"]
    act(g, ["pick", ["senator"]])
    assert draw_pile(g, 1) == ["senator"] and discard(g, 1) == ["duke"]


# ------------------------------------------------------------------ 5.27 Bank

def test_BNK_1() -> None:
    """SHI-4 from Bank's side: a Shinobi copying Bank after a City gets 2, a later Bank still gets 2."""
    g = pos(players=[{"hand": ["city", "shinobi", "bank"], "discard": ["bank"]}, {}])
    act(g, ["play", "city"], ["play", "shinobi"])
    assert coins(g) == 4              # City 2 + Shinobi-as-Bank (1 + City)
    act(g, ["play", "bank"])
    assert coins(g) == 6              # Bank: 1 + City (the Shinobi is not a Bank)


def test_BNK_2() -> None:
    """City and Large City before Bank give X = 3; Imperial Capital, Port City and Mining Town are not Cities by
    name."""
    g = pos(players=[{"hand": ["city", "large_city", "imperial_capital", "bank"]}, {}])
    act(g, ["play", "city"], ["play", "large_city"], ["play", "imperial_capital"])
    assert coins(g) == 8
    act(g, ["play", "bank"])
    assert coins(g) == 11
    g = pos(turn={"plays": 2}, players=[{"hand": ["city", "large_city", "port_city", "mining_town", "bank"]}, {}])
    act(g, ["play", "city"], ["play", "large_city"], ["play", "port_city"], ["play", "mining_town"])
    before = coins(g)
    act(g, ["play", "bank"])
    assert coins(g) - before == 3


def test_steps_BNK_counts_earlier_banks() -> None:
    """Each Bank played earlier adds 1; Bank has no link."""
    g = pos(players=[{"hand": ["post_horse", "bank", "bank", "city"], "draw": ["duke"]}, {}])
    act(g, ["play", "post_horse"], ["play", "bank"], ["play", "bank"])
    assert coins(g) == 1 + 2
    assert g.state.turn.plays == 0
    assert not legal(g, ["play", "city"])


# ------------------------------------------------------------------ 5.28 Imperial Estate

def test_IES_1() -> None:
    """After using Imperial Estate's ability you may still buy in the Second Phase."""
    g = pos(players=[{"hand": ["large_city", "city"], "princess": "lulunasaika", "domain": ["imperial_estate"]}, {}],
            market={"stacks": {"post_horse": 5}})
    act(g, ["play", "large_city"], ["play", "city"], ["activate", "imperial_estate"])
    assert coins(g) == 2
    assert points(g, 0) == 7
    assert g.state.phase == "second" and g.state.turn.second_action is None
    assert legal(g, ["buy", "post_horse"])
    act(g, ["buy", "post_horse"])
    assert discard(g, 0) == ["post_horse"]
    assert coins(g) == 0


def test_IES_2() -> None:
    """LIB-1 from the Estate's side: Library's mode (a) never offers an Imperial Estate."""
    g = pos(players=[{"hand": ["library"], "discard": ["imperial_estate", "city", "imperial_estate"]}, {}])
    act(g, ["play", "library"], ["pick", [0]])
    assert option_names(g) == ["city"]
    act(g, ["pick", ["city"]])
    assert discard(g, 0) == ["imperial_estate", "imperial_estate"]
    assert draw_pile(g, 0) == ["city"]


def test_IES_3() -> None:
    """An Imperial Estate set in the Second Phase can hold a kept Action card of cost 5 or less later."""
    g = pos(players=[
        {"hand": ["imperial_estate", "duke"], "princess": "lulunasaika",
         "draw": ["adventurer", "alchemist", "city", "farming_village", "farming_village"]},
        {},
    ])
    act(g, ["end_main"], ["set", "imperial_estate"])
    assert domain(g, 0) == ["lulunasaika", "imperial_estate"]
    act(g, ["end_turn"])
    assert g.state.turn.seat == 1
    act(g, ["end_turn"])
    assert g.state.turn.seat == 0
    assert legal(g, ["keep", "adventurer", "imperial_estate"])
    act(g, ["keep", "adventurer", "imperial_estate"])
    assert kept(g, 0) == {"imperial_estate": "adventurer"}
    refused(g, ["keep", "alchemist", "imperial_estate"])     # one kept card per Territory


def test_IES_4() -> None:
    """Two Imperial Estates and 6 coins: both abilities give a counter each (+2 SP); once per Estate."""
    g = pos(players=[{"hand": ["large_city", "large_city", "city"], "princess": "lulunasaika",
                      "domain": ["imperial_estate", "imperial_estate"]}, {}])
    act(g, ["play", "large_city"], ["play", "large_city"])
    act(g, ["activate", "imperial_estate"])
    first = next(c for c in g.state.turn.used)
    assert ("activate", first) not in g.prompt().options       # once per Main Phase for each Estate
    assert coins(g) == 3
    act(g, ["activate", "imperial_estate"])
    assert coins(g) == 0
    estates = [c for c in g.state.players[0].domain if g.state.cards[c].key == "imperial_estate"]
    assert first in estates
    assert [g.state.counters[c]["succession"] for c in estates] == [1, 1]
    assert points(g, 0) == 8
    act(g, ["play", "city"])
    assert coins(g) == 2
    refused(g, ["activate", "imperial_estate"])


def test_steps_IES_played_gives_coin() -> None:
    """Imperial Estate played from hand gives 1 coin and 1 link; its ability needs it in the Domain."""
    g = pos(players=[{"hand": ["imperial_estate", "large_city"], "princess": "lulunasaika"}, {}])
    act(g, ["play", "imperial_estate"], ["play", "large_city"])
    assert coins(g) == 4
    refused(g, ["activate", "imperial_estate"])


# ------------------------------------------------------------------ 5.29 Alchemist

def test_ALC_1() -> None:
    """Alchemist with 1 card in the draw pile and an empty discard pile draws that card and stops."""
    g = pos(players=[{"hand": ["alchemist", "city"], "draw": ["duke"]}, {}])
    events = act(g, ["play", "alchemist"])
    assert misfired(events, "alchemist", g)
    assert sorted(hand(g, 0)) == ["city", "duke"]
    assert draw_pile(g, 0) == []
    assert g.state.turn.plays == 1


def test_ALC_2() -> None:
    """BER-1: Bergamotte's ability discarding an Apprentice Maid fetches the Alchemist from the discard pile."""
    g = pos(players=[{"hand": ["apprentice_maid"], "discard": ["alchemist"], "princess": "bergamotte",
                      "draw": ["duke", "senator"]}, {}])
    assert prompt_kind(g) == "main"
    act(g, ["activate", "bergamotte"])
    assert hand(g, 0) == ["alchemist"]
    assert discard(g, 0) == ["apprentice_maid"]
    act(g, ["play", "alchemist"])
    assert sorted(hand(g, 0)) == ["duke", "senator"]


# ------------------------------------------------------------------ 5.30 Gossipy Duchess

def test_GDU_1() -> None:
    """Taking the Senator of an opponent who declared at 21 drops them to 18 and cancels the coronation."""
    g = pos(players=[
        {"hand": ["gossipy_duchess"], "princess": "lain_and_shion"},
        {"princess": "lulunasaika", "domain": ["duke", "duke", "senator"], "declared": True},
    ])
    assert points(g, 1) == 21
    act(g, ["set", "gossipy_duchess"])
    assert prompt_kind(g) == "discard_domain" and g.prompt().seat == 0
    assert sorted(option_names(g)) == ["duke", "duke", "senator"]
    act(g, ["pick", ["senator"]])
    assert points(g, 1) == 18
    assert discard(g, 1) == ["senator"]
    assert g.state.players[1].declared is False
    assert 1 not in g.state.coronation
    assert points(g, 0) == 3


def test_GDU_2() -> None:
    """Setting Gossipy Duchess opens no Defense window (it is not an Attack)."""
    g = pos(players=[
        {"hand": ["gossipy_duchess"], "princess": "lain_and_shion"},
        {"hand": ["rampart", "magic_talisman", "refuge"], "princess": "lulunasaika", "domain": ["royal_maid"]},
    ])
    act(g, ["set", "gossipy_duchess"])
    assert prompt_kind(g) == "second" and g.prompt().seat == 0
    assert discard(g, 1) == ["royal_maid"]
    assert sorted(hand(g, 1)) == ["magic_talisman", "rampart", "refuge"]
    assert domain(g, 1) == ["lulunasaika"]


def test_GDU_3() -> None:
    """Two Gossipy Duchesses set in one Second Phase trigger twice."""
    g = pos(players=[
        {"hand": ["gossipy_duchess", "gossipy_duchess"], "princess": "lain_and_shion"},
        {"princess": "lulunasaika", "domain": ["royal_maid", "senator", "duke"]},
        {"princess": "klam_klam", "domain": ["senator"]},
    ])
    act(g, ["set", "gossipy_duchess"], ["pick", ["duke"]])
    assert discard(g, 2) == ["senator"]
    act(g, ["set", "gossipy_duchess"], ["pick", ["senator"]])
    assert sorted(discard(g, 1)) == ["duke", "senator"]
    assert domain(g, 1) == ["lulunasaika", "royal_maid"]
    assert points(g, 0) == 6


def test_steps_GDU_not_playable_and_skips_empty() -> None:
    """Gossipy Duchess cannot be played; opponents without Royal Maid, Senator or Duke are skipped."""
    g = pos(players=[
        {"hand": ["gossipy_duchess", "city"], "princess": "lain_and_shion"},
        {"princess": "lulunasaika", "domain": ["apprentice_maid", "city"]},
    ])
    refused(g, ["play", "gossipy_duchess"])
    act(g, ["end_main"], ["set", "gossipy_duchess"])
    assert prompt_kind(g) == "second"
    assert domain(g, 1) == ["lulunasaika", "apprentice_maid", "city"]
    assert discard(g, 1) == []
