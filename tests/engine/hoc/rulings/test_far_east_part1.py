"""Rulings of the Far East Commons, sections 6.1 to 6.6 of heart-of-crown-cards.md: Money-Loving
Fairy, Taxation, Trader, Carrier Pigeon, Archer, Samurai; and the rulings of other sections about
them (TWN-5, ADV-4, BRI-3, RAM-3, MTA-9, G-CST-3, G-CNT-2; the Far East halves of other
base rulings, such as ADV-3 or KLA-5, are in those rulings' own tests).

Tests named test_<ID> follow one ruling each; tests named test_steps_* check a card's effect steps
against the card reference.
"""

import pytest

from hoc_desktop.engine.hoc.flow import buyable
from hoc_desktop.errors import IllegalCommand
from tests.helpers import (act, coins, discard, draw_pile, field, hand, legal, option_names, outskirts, pos,
                           prompt_kind, refused, revealed_draw)

MODE_A, MODE_B = 0, 1        # a card's modes, 0-based in the card reference's order


def areas(g, seat: int = 0) -> dict:
    return dict(g.state.players[seat].areas)


def on_princess(g, seat: int = 0) -> dict:
    return dict(g.state.counters.get(g.state.players[seat].princess, {}))


def set_aside(g, seat: int) -> list[str]:
    return [g.state.cards[c].key for c in g.state.players[seat].set_aside]


# ------------------------------------------------------------------ 6.1 Money-Loving Fairy

def test_MLF_1() -> None:
    """With Lain & Shion backed but no Twin counter left, mode (b) cannot create a Twin counter."""
    # given: Lain & Shion without counters, three Coin counters
    g = pos(players=[{"princess": "lain_and_shion", "hand": ["money_loving_fairy"], "areas": {"coin": 3}}, {}])
    # when: mode (b) removes two Coin counters (the only kind there is: nothing to ask)
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_B]])
    # then: the only counter left to copy was a Coin counter; no Twin counter appears
    assert areas(g) == {"coin": 2}
    assert on_princess(g) == {}


def test_TWN_5() -> None:
    """See MLF-1: with no Twin counter left, the copy mode offers no Twin counter to copy."""
    g = pos(players=[{"princess": "lain_and_shion", "hand": ["money_loving_fairy"], "areas": {"coin": 2, "ore": 2}},
                     {}])
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_B]], ["pick", [0]], ["pick", [0]])
    assert prompt_kind(g) != "counter"            # only the Ore counter could be copied: no question asked
    assert areas(g) == {"ore": 3}
    assert on_princess(g) == {}


def test_MLF_2() -> None:
    """With 3 Coin counters and 2 other counters, copying a Coin counter makes 4: the cap is mode (a)'s."""
    g = pos(players=[{"hand": ["money_loving_fairy"], "areas": {"coin": 3, "ore": 2}}, {}])
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_B]])
    assert prompt_kind(g) == "counter"
    assert g.prompt().labels == ("Coin counter, Coin area (3)", "Ore counter, Mine area (2)")
    act(g, ["pick", [1]], ["pick", [1]])           # both Ore counters; the Coin counter is then the only copy
    assert areas(g) == {"coin": 4}


def test_MLF_3() -> None:
    """3 Coin counters and 1 Twin counter: removing 2 Coin counters and copying the Twin counter leaves 1 and 2."""
    g = pos(players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 1}, "hand": ["money_loving_fairy"],
                      "areas": {"coin": 3}}, {}])
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_B]], ["pick", [0]], ["pick", [0]])
    assert prompt_kind(g) == "counter"
    act(g, ["pick", [1]])                           # [Coin area, the princess's Twin counters]
    assert areas(g) == {"coin": 1}
    assert on_princess(g) == {"twin": 2}


def test_MLF_4() -> None:
    """With only 2 Coin counters, mode (b) removes both and has nothing to copy."""
    g = pos(players=[{"hand": ["money_loving_fairy"], "areas": {"coin": 2}}, {}])
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_B]])
    assert prompt_kind(g) != "counter"
    assert areas(g) == {}


def test_steps_MLF_mode_a_stops_at_the_cap() -> None:
    """Mode (a) adds a Coin counter up to the cap of 3 (OQ-7), then nothing happens."""
    g = pos(turn={"plays": 2}, players=[{"hand": ["money_loving_fairy", "money_loving_fairy"], "areas": {"coin": 2}},
                                        {}])
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_A]])
    assert areas(g) == {"coin": 3}
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_A]])
    assert areas(g) == {"coin": 3}


def test_steps_MLF_copies_debt_and_succession_counters() -> None:
    """Debt counters count as counters you own (OQ-8): removing two pays off two; a Succession +1
    counter on an Imperial Estate can be the copy."""
    g = pos(players=[{"princess": "lulunasaika", "hand": ["money_loving_fairy"], "areas": {"debt": 4},
                      "domain": [{"card": "imperial_estate", "counters": {"succession": 1}}]}, {}])
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_B]], ["pick", [0]], ["pick", [0]], ["pick", [1]])
    assert areas(g) == {"debt": 2}
    estate = g.state.players[0].domain[1]
    assert g.state.counters[estate] == {"succession": 2}


def test_G_CNT_2() -> None:
    """Without a Coin area, Money-Loving Fairy's first Coin counter creates it."""
    g = pos(players=[{"hand": ["money_loving_fairy"]}, {}])
    assert areas(g) == {}
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_A]])
    assert areas(g) == {"coin": 1}


def test_G_CST_3() -> None:
    """Coin counters are cashed in during your Main Phase, with or without a princess; not in the Second Phase."""
    g = pos(players=[{"areas": {"coin": 2}}, {}])
    act(g, ["cash_coin"])
    assert coins(g) == 1 and areas(g) == {"coin": 1}
    act(g, ["end_main"])
    refused(g, ["cash_coin"])
    g = pos(players=[{"princess": "klam_klam", "areas": {"coin": 1}}, {}])
    act(g, ["cash_coin"])
    assert coins(g) == 1 and areas(g) == {}
    assert not legal(g, ["cash_coin"])


# ------------------------------------------------------------------ 6.2 Taxation

def test_TAX_1() -> None:
    """See ADV-3: a Taxation token on a cost-4 stack does not change Adventurer's limit (printed cost 2 + 2)."""
    g = pos(turn={"coins": 1}, players=[{"hand": ["adventurer", "post_horse"]}, {}],
            market={"stacks": {"library": 2}, "taxed": ["library"]})
    act(g, ["play", "adventurer"])
    assert prompt_kind(g) == "acquire"
    assert "library" in option_names(g)
    act(g, ["pick", ["library"]])
    assert discard(g, 0) == ["library"]


def test_TAX_2() -> None:
    """See BRI-3."""
    test_BRI_3()


def test_BRI_3() -> None:
    """A Taxation token on a card's stack adds nothing when that card is bought from an opponent through Bribery."""
    g = pos(turn={"coins": 5}, players=[{"hand": ["bribery"]}, {"discard": ["infantry_battalion"]}],
            market={"stacks": {"infantry_battalion": 2}, "taxed": ["infantry_battalion"]})
    act(g, ["play", "bribery"])
    theirs = g.state.players[1].discard[0]
    market_top = g.state.stacks["infantry_battalion"][-1]
    prices = buyable(g.state, 0)
    assert prices[theirs][1] == 5            # 4 + Bribery's 1, no token
    assert prices[market_top][1] == 5        # 4 + the token's 1


def test_TAX_3() -> None:
    """A taxed Alchemist costs 6 for another player; 5 for the player who played Taxation this turn."""
    g = pos(turn={"coins": 4}, players=[{"hand": ["taxation"]}, {}], market={"stacks": {"alchemist": 3}})
    act(g, ["play", "taxation"])
    assert prompt_kind(g) == "tax"
    act(g, ["pick", ["alchemist"]])
    assert g.state.taxed == {"alchemist"}
    assert prompt_kind(g) == "second"             # no play left: the Main Phase is over
    act(g, ["buy", "alchemist"])
    assert coins(g) == 0
    # another player, another turn: 6
    g = pos(turn={"phase": "second", "coins": 5}, players=[{}, {}],
            market={"stacks": {"alchemist": 3}, "taxed": ["alchemist"]})
    refused(g, ["buy", "alchemist"])
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}],
            market={"stacks": {"alchemist": 3}, "taxed": ["alchemist"]})
    act(g, ["buy", "alchemist"])
    assert coins(g) == 0


def test_TAX_4() -> None:
    """When a taxed stack's last card is bought the token leaves the game; the refilled stack has none."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{"draw": ["city"] * 5}, {"draw": ["city"] * 5}],
            market={"stacks": {"alchemist": 1}, "supply": ["alchemist", "library"], "taxed": ["alchemist"]})
    act(g, ["buy", "alchemist"])
    assert g.state.taxed == set()
    act(g, ["end_turn"])
    assert g.state.stacks["alchemist"]
    assert g.state.taxed == set()


def test_TAX_5() -> None:
    """See KLA-5: with Klam-Klam, a taxed Senator costs 5."""
    g = pos(turn={"phase": "second", "coins": 5}, players=[{"princess": "klam_klam"}, {}],
            market={"taxed": ["senator"]})
    act(g, ["buy", "senator"])
    assert coins(g) == 0


def test_steps_TAX_token_on_any_pile_once() -> None:
    """A token may go on a Basic Market pile (OQ-11), never on a pile that has one; the token is optional."""
    g = pos(turn={"plays": 2}, players=[{"hand": ["taxation", "taxation"]}, {}],
            market={"stacks": {"scout": 2}, "taxed": ["duke"]})
    act(g, ["play", "taxation"])
    assert "duke" not in option_names(g)
    assert {"city", "senator", "scout"} <= set(option_names(g))
    act(g, ["pick", ["senator"]])
    act(g, ["play", "taxation"], ["pick", []])
    assert g.state.taxed == {"duke", "senator"}
    assert coins(g) == 2


# ------------------------------------------------------------------ 6.3 Trader

def test_TRA_1() -> None:
    """With one card in the draw pile, Trader reshuffles first, discards 2, then puts a card back on top."""
    g = pos(players=[{"hand": ["trader"], "draw": ["duke"], "discard": ["city"]}, {}])
    act(g, ["play", "trader"])
    assert coins(g) == 1
    assert sorted(discard(g, 0)) == ["city", "duke"]      # both discarded after the reshuffle
    assert draw_pile(g, 0) == []
    assert prompt_kind(g) == "to_draw"
    act(g, ["pick", ["duke"]])
    assert draw_pile(g, 0) == ["duke"] and revealed_draw(g, 0) == [True]


def test_TRA_2() -> None:
    """An Alchemist Trader discarded may be the card put back revealed on top."""
    g = pos(players=[{"hand": ["trader"], "draw": ["alchemist", "city", "senator"], "discard": ["duke"]}, {}])
    act(g, ["play", "trader"])
    assert sorted(option_names(g)) == ["alchemist", "city", "duke"]
    act(g, ["pick", ["alchemist"]])
    assert draw_pile(g, 0) == ["alchemist", "senator"]
    assert revealed_draw(g, 0) == [True, False]
    assert sorted(discard(g, 0)) == ["city", "duke"]


# ------------------------------------------------------------------ 6.4 Carrier Pigeon

def test_CPI_1() -> None:
    """See ADV-4."""
    test_ADV_4()


def test_ADV_4() -> None:
    """A card Adventurer acquired this turn may be taken from the discard pile by Carrier Pigeon's mode (b)."""
    g = pos(turn={"coins": 1, "plays": 2}, players=[{"hand": ["adventurer", "carrier_pigeon", "post_horse"]}, {}])
    act(g, ["play", "adventurer"], ["pick", ["post_horse"]], ["pick", ["royal_maid"]])
    assert discard(g, 0) == ["royal_maid"]
    act(g, ["play", "carrier_pigeon"], ["pick", [MODE_B]])
    assert hand(g, 0) == ["royal_maid"]


def test_CPI_2() -> None:
    """A card set aside by Samurai cannot be taken by mode (b): only the discard pile is looked at."""
    g = pos(turn={"plays": 2}, players=[{"hand": ["post_horse", "carrier_pigeon"], "draw": ["city"],
                                         "discard": ["alchemist"], "set_aside": ["senator"]}, {}])
    act(g, ["play", "post_horse"], ["play", "carrier_pigeon"], ["pick", [MODE_B]])
    assert sorted(hand(g, 0)) == ["alchemist", "city"]
    assert set_aside(g, 0) == ["senator"]


def test_CPI_3() -> None:
    """Carrier Pigeon as the first card of the turn: mode (b) does nothing (the Pigeon itself does not count, OQ-19)."""
    g = pos(players=[{"hand": ["carrier_pigeon"], "discard": ["alchemist"]}, {}])
    act(g, ["play", "carrier_pigeon"], ["pick", [MODE_B]])
    assert hand(g, 0) == []
    assert discard(g, 0) == ["alchemist"]
    assert g.state.turn.plays == 1


def test_steps_CPI_mode_a_draws() -> None:
    """Mode (a) draws a card; another Pigeon played earlier makes mode (b) work."""
    g = pos(turn={"plays": 1}, players=[{"hand": ["carrier_pigeon", "carrier_pigeon"], "draw": ["duke"],
                                         "discard": ["alchemist", "city"]}, {}])
    act(g, ["play", "carrier_pigeon"], ["pick", [MODE_A]])
    assert hand(g, 0) == ["carrier_pigeon", "duke"]
    act(g, ["play", "carrier_pigeon"], ["pick", [MODE_B]])
    assert hand(g, 0) == ["duke", "alchemist"]           # the City is a Territory


# ------------------------------------------------------------------ 6.5 Archer

def test_ARC_1() -> None:
    """With an Archer in the field, Curse Witch (Magic) gives 1 extra coin: any Attack card counts."""
    g = pos(players=[{"hand": ["archer", "curse_witch", "city"]}, {"draw": ["duke"], "hand": ["duke"]}])
    act(g, ["play", "archer"])
    assert coins(g) == 1
    act(g, ["play", "curse_witch"])
    assert coins(g) == 2


def test_ARC_2() -> None:
    """See SHI-6: with an Archer in the field, Shinobi copying an Attack card gains Archer's +1 coin."""
    g = pos(players=[{"hand": ["archer", "shinobi"], "discard": ["infantry_battalion"]},
                     {"draw": ["duke"], "hand": ["duke"]}])
    act(g, ["play", "archer"], ["play", "shinobi"])
    assert coins(g) == 1 + 1 + 2


def test_ARC_3() -> None:
    """Two Archers in the field: Infantry Battalion gives 2 + 2 = 4 coins."""
    g = pos(players=[{"hand": ["archer", "archer", "infantry_battalion"]},
                     {"draw": ["duke", "duke", "duke"], "hand": ["duke"]}])
    act(g, ["play", "archer"], ["play", "archer"])
    before = coins(g)
    assert before == 1 + (1 + 1)                     # the second Archer is an Attack: the first one's bonus
    act(g, ["play", "infantry_battalion"])
    assert coins(g) - before == 4


def test_ARC_4() -> None:
    """An opponent's revealed Duke on top is revealed again and returned face down."""
    g = pos(players=[{"hand": ["archer"]}, {"draw": [{"card": "duke", "revealed": True}, "city"]}])
    events = act(g, ["play", "archer"])
    assert [ev for ev in events if ev.type == "reveal" and ev.revealed]
    assert draw_pile(g, 1) == ["duke", "city"]
    assert revealed_draw(g, 1) == [False, False]


def test_ARC_5() -> None:
    """An opponent who reveals Rampart against Archer reveals nothing."""
    g = pos(players=[{"hand": ["archer"]}, {"hand": ["rampart"], "draw": ["alchemist"]}])
    act(g, ["play", "archer"], ["pick", ["rampart"]])
    assert draw_pile(g, 1) == ["alchemist"] and revealed_draw(g, 1) == [False]
    assert discard(g, 1) == []


def test_ARC_6() -> None:
    """Curse Witch's hand activation with an Archer in the field gives no bonus: nothing was played."""
    g = pos(players=[{"hand": ["archer", "curse_witch"]}, {"draw": ["duke"]}])
    act(g, ["play", "archer"])
    act(g, ["hand_activate", "curse_witch"])
    assert coins(g) == 1
    assert outskirts(g) == ["curse_witch"]


def test_MTA_9() -> None:
    """A Talisman revealed on top of a draw pile is discarded by Archer: it is a Common card."""
    g = pos(players=[{"hand": ["archer"]}, {"draw": [{"card": "magic_talisman", "revealed": True}, "duke"]}])
    act(g, ["play", "archer"])
    assert discard(g, 1) == ["magic_talisman"]
    assert draw_pile(g, 1) == ["duke"]


def test_steps_ARC_no_bonus_for_itself() -> None:
    """An Archer's own play gets no bonus from itself (OQ-20); a non-Attack card gets none at all."""
    g = pos(players=[{"hand": ["archer", "post_horse"], "draw": ["city"]}, {"draw": ["city"]}])
    act(g, ["play", "archer"])
    assert coins(g) == 1
    assert discard(g, 1) == []                        # a City is a Basic card, not a Common: back face down
    act(g, ["play", "post_horse"])
    assert coins(g) == 1


# ------------------------------------------------------------------ 6.6 Samurai

def test_SAM_1() -> None:
    """See RAM-3."""
    test_RAM_3()


def test_RAM_3() -> None:
    """Rampart against Samurai has no effect: the opponent still sets aside a card."""
    g = pos(players=[{"hand": ["samurai"]}, {"hand": ["rampart", "senator", "city", "duke", "royal_maid"]}])
    events = act(g, ["play", "samurai"], ["pick", ["rampart"]])
    assert coins(g) == 2
    assert [ev.type for ev in events if ev.type in ("defend", "move")] == ["defend", "move"]
    assert set_aside(g, 1) == ["senator"]             # the only card of printed cost 4 or 5
    assert hand(g, 1) == ["rampart", "city", "duke", "royal_maid"]


def test_SAM_2() -> None:
    """Set-aside cards cannot be fetched (see BER-3 and CPI-2)."""
    g = pos(players=[{"princess": "bergamotte", "hand": ["apprentice_maid"], "discard": ["library"],
                      "set_aside": ["alchemist"]}, {}])
    act(g, ["activate", "bergamotte"])
    assert hand(g, 0) == ["library"]
    assert set_aside(g, 0) == ["alchemist"]
    test_CPI_2()


def test_SAM_3() -> None:
    """A Senator set aside goes into the new draw pile at its owner's next reshuffle."""
    g = pos(players=[{"hand": ["post_horse"], "discard": ["city"], "set_aside": ["senator"]}, {}])
    act(g, ["play", "post_horse"])
    assert set_aside(g, 0) == []
    assert sorted(hand(g, 0) + draw_pile(g, 0)) == ["city", "senator"]
    assert discard(g, 0) == []


def test_steps_SAM_small_hands_and_no_card_to_set_aside() -> None:
    """An opponent with fewer than 5 cards is not affected; one without a cost-4 or 5 card reveals their hand."""
    g = pos(players=[{"hand": ["samurai"]}, {"hand": ["senator", "city", "duke", "royal_maid"]},
                     {"hand": ["city", "city", "duke", "royal_maid", "farming_village"]}])
    events = act(g, ["play", "samurai"])
    assert set_aside(g, 1) == [] and set_aside(g, 2) == []
    assert [ev.seat for ev in events if ev.type == "reveal_hand"] == [2]
    assert field(g, 0) == ["samurai"] and coins(g) == 2


def test_steps_cash_coin_refusals_say_why() -> None:
    """A refused Coin counter says why: none there, or the Main Phase is over."""
    g = pos(players=[{"hand": ["city"]}, {}])
    with pytest.raises(IllegalCommand, match="You have no Coin counter"):
        g.submit(0, ("cash_coin",))
    g = pos(turn={"phase": "second"}, players=[{"areas": {"coin": 1}}, {}])
    with pytest.raises(IllegalCommand, match="only in the Main Phase"):
        g.submit(0, ("cash_coin",))
