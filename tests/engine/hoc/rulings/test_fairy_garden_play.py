"""Fairy Garden rulings of the turn: plays and links, keeping, the Second Phase and backing,
Cleanup, coronation, abilities, acquiring and buying, costs, counters, declarations and the card
fragments the rulebook states (fairy-garden.md sections 6.2-6.10): one test per ruling ID. Cards
come from tests/packs/fg_test_cards.yaml (the rulebook's facts, placeholder values elsewhere)."""

from __future__ import annotations

import pytest

from hoc_desktop.engine.hoc.events import HandRevealed, Looked, Misfired
from hoc_desktop.engine.hoc.redaction import REDACT
from hoc_desktop.errors import IllegalCommand
from tests.engine.hoc.rulings.fairy_garden import fg_pos
from tests.helpers import (act, coins, discard, domain, draw_pile, field, hand, legal, option_names, points,
                           prompt_kind)

TEMPLAR_HAND = ["farming_village", "farming_village", "templar", "templar", "apprentice_maid"]


# ------------------------------------------------------------------ 6.2 Main Phase, links, keeping

def test_FG_PLY_1() -> None:
    """Farming Village, Farming Village, Templar: 2 coins, Templar resolved, no play left (no link)."""
    g = fg_pos(players=[{"hand": TEMPLAR_HAND}, {}])
    act(g, ["play", "farming_village"], ["play", "farming_village"], ["play", "templar"])
    assert coins(g) == 2 and g.state.turn.plays == 0 and not legal(g, ["play", "templar"])


def test_FG_PLY_2() -> None:
    """A card with two link symbols gives two more plays."""
    g = fg_pos(players=[{"hand": ["star_reader_oracle"]}, {}])
    act(g, ["play", "star_reader_oracle"])
    assert g.state.turn.plays == 2


def test_FG_PLY_3() -> None:
    """A played card whose effects can all be carried out carries them all out (Plantation's coins)."""
    g = fg_pos(players=[{"hand": ["plantation"]}, {}])
    act(g, ["play", "plantation"])
    assert coins(g) == 3


def test_FG_KEEP_1() -> None:
    """Star Reader Oracle recalled from a City and played first: both Templars may then be played."""
    g = fg_pos(players=[{"princess": "lulunasaika", "hand": TEMPLAR_HAND,
                         "domain": [{"card": "city", "kept": "star_reader_oracle"}]}, {}])
    act(g, ["recall", "star_reader_oracle"], ["play", "star_reader_oracle"], ["play", "templar"], ["play", "templar"])
    assert field(g, 0) == ["star_reader_oracle", "templar", "templar"]


def test_FG_KEEP_2() -> None:
    """Large City (6), City (3), Farming Village (1) in the Domain: a Templar (5) fits only the Large City."""
    g = fg_pos(players=[{"princess": "lulunasaika", "hand": ["templar"],
                         "domain": ["large_city", "city", "farming_village"]}, {}])
    keeps = [opt for opt in g.prompt().options if opt[0] == "keep"]
    assert [g.state.cards[opt[2]].key for opt in keeps] == ["large_city"]


def test_FG_KEEP_3() -> None:
    """A Territory already holding a kept card takes no other."""
    g = fg_pos(players=[{"princess": "lulunasaika", "hand": ["messenger"],
                         "domain": [{"card": "city", "kept": "librarian"}]}, {}])
    assert not [opt for opt in g.prompt().options if opt[0] == "keep"]


def test_FG_KEEP_4() -> None:
    """On an opponent's turn, keeping and recalling are refused."""
    g = fg_pos(players=[{}, {"princess": "lulunasaika", "hand": ["messenger"],
                             "domain": ["city", {"card": "large_city", "kept": "librarian"}]}])
    cards = g.state.players[1]
    with pytest.raises(IllegalCommand):
        g.submit(1, ("keep", cards.hand[0], cards.domain[1]))
    with pytest.raises(IllegalCommand):
        g.submit(1, ("recall", next(iter(cards.kept.values()))))


def test_FG_KEEP_5() -> None:
    """Only Action cards can be kept: a Succession card or a City cannot."""
    g = fg_pos(players=[{"princess": "lulunasaika", "hand": ["senator", "city"], "domain": ["large_city"]}, {}])
    assert not [opt for opt in g.prompt().options if opt[0] == "keep"]


# ------------------------------------------------------------------ 6.3 Second Phase and backing

def test_FG_SEC_1() -> None:
    """With 5 coins, a City (3) and a Messenger (2) are bought; no coin remains."""
    g = fg_pos(turn={"phase": "second", "coins": 5}, market={"stacks": {"messenger": 5}}, players=[{}, {}])
    act(g, ["buy", "city"], ["buy", "messenger"])
    assert sorted(discard(g, 0)) == ["city", "messenger"] and coins(g) == 0


def test_FG_SEC_2() -> None:
    """Having bought this Second Phase, backing and setting are refused."""
    g = fg_pos(turn={"phase": "second", "coins": 12}, players=[{"hand": ["senator"]}, {}])
    act(g, ["buy", "city"])
    assert not [opt for opt in g.prompt().options if opt[0] in ("back", "set")]


def _back_after(fielded: list[str], princess: str, coins_: int):
    g = fg_pos(turn={"phase": "second", "coins": coins_}, players=[{"field": fielded}, {}])
    act(g, ["back", princess])
    while prompt_kind(g) not in (None, "second"):
        act(g, ["pick", [g.prompt().options[0]]])
    return g


def test_FG_BAK_1() -> None:
    """Large City, City, two Farming Villages and Merchant Fleet (9 coins), backing Klam-Klam: Large
    City, City and one Farming Village move; the rest stays in the field until Cleanup."""
    g = _back_after(["large_city", "city", "farming_village", "farming_village", "merchant_fleet"], "klam_klam", 9)
    assert sorted(domain(g, 0)) == ["city", "farming_village", "klam_klam", "large_city"]
    assert sorted(field(g, 0)) == ["farming_village", "merchant_fleet"]


def test_FG_BAK_2() -> None:
    """Two Cities and a Merchant Fleet: only the two Cities move to the Domain."""
    g = _back_after(["city", "city", "merchant_fleet"], "lulunasaika", 8)
    assert sorted(domain(g, 0)) == ["city", "city", "lulunasaika"] and field(g, 0) == ["merchant_fleet"]


def test_FG_BAK_3() -> None:
    """No Territory played: backing is allowed; the Domain holds only the princess."""
    g = _back_after([], "lulunasaika", 6)
    assert domain(g, 0) == ["lulunasaika"]


def test_FG_BAK_4() -> None:
    """Backing moves the up-to-3 highest-cost Territories; there is no way to decline."""
    g = _back_after(["city", "large_city"], "bergamotte", 9)
    assert sorted(domain(g, 0)) == ["bergamotte", "city", "large_city"]


def test_FG_BAK_5() -> None:
    """Having backed a princess, backing or switching to another is refused."""
    g = fg_pos(turn={"phase": "second", "coins": 12}, players=[{"princess": "lulunasaika"}, {}])
    assert not [opt for opt in g.prompt().options if opt[0] == "back"]


def test_FG_BAK_6() -> None:
    """Without a backed princess, no card can be put in a Domain (no keep, no set)."""
    g = fg_pos(players=[{"hand": ["messenger", "duke"]}, {}])
    assert not [opt for opt in g.prompt().options if opt[0] == "keep"]
    act(g, ["end_main"])
    assert not [opt for opt in g.prompt().options if opt[0] == "set"]


def test_FG_SET_ACT_1() -> None:
    """Backed, holding a Duke and an Apprentice Maid: set the Duke alone (+6), and buy nothing."""
    g = fg_pos(turn={"phase": "second", "coins": 3}, players=[{"princess": "lulunasaika",
                                                               "hand": ["duke", "apprentice_maid"]}, {}])
    act(g, ["set", "duke"])
    assert points(g, 0) == 12 and not [opt for opt in g.prompt().options if opt[0] == "buy"]


def test_FG_SET_ACT_2() -> None:
    """A card that is both Succession and Territory, set, holds a kept Action card later (Imperial Estate)."""
    g = fg_pos(players=[{"princess": "lulunasaika", "hand": ["messenger"], "domain": ["imperial_estate"]}, {}])
    assert legal(g, ["keep", "messenger", "imperial_estate"])


# ------------------------------------------------------------------ 6.4-6.5 Cleanup, coronation

def test_FG_CLN_1() -> None:
    """At Cleanup unspent coins are lost; field and hand go to the discard pile; the Domain stays."""
    g = fg_pos(turn={"phase": "second", "coins": 2},
               players=[{"princess": "lulunasaika", "hand": ["senator"], "field": ["city"], "domain": ["duke"],
                         "draw": ["farming_village"] * 5}, {}])
    act(g, ["end_turn"])
    assert sorted(discard(g, 0)) == ["city", "senator"] and sorted(domain(g, 0)) == ["duke", "lulunasaika"]
    assert g.state.turn.seat == 1 and coins(g) == 0


def test_FG_COR_1() -> None:
    """Lulunasaika (6), a Farming Village (-2), a Duke (6) and a Senator (3): 13."""
    g = fg_pos(players=[{"princess": "lulunasaika", "domain": ["farming_village", "duke", "senator"]}, {}])
    assert points(g, 0) == 13


def test_FG_COR_4() -> None:
    """Cards worth 18 and two Succession +1 counters: 20, and the player may declare."""
    g = fg_pos(players=[{"princess": "lulunasaika",
                         "domain": ["duke", {"card": "imperial_estate", "counters": {"succession": 2}}, "senator",
                                    "senator"]}, {}])
    assert points(g, 0) == 6 + 6 + 2 + 3 + 3 and legal(g, ["declare"])


# ------------------------------------------------------------------ 6.6 Abilities

def test_FG_ACT_1() -> None:
    """Bergamotte's ability, discarding an Apprentice Maid: the Librarian in the discard pile goes to hand."""
    g = fg_pos(players=[{"princess": "bergamotte", "hand": ["apprentice_maid"], "discard": ["librarian"]}, {}])
    act(g, ["activate", "bergamotte"])
    assert hand(g, 0) == ["librarian"]


def test_FG_ACT_2() -> None:
    """No Action card in the discard pile: the ability may still discard a non-Curse card, for nothing."""
    g = fg_pos(players=[{"princess": "bergamotte", "hand": ["city"], "discard": ["duke"]}, {}])
    act(g, ["activate", "bergamotte"])
    assert hand(g, 0) == [] and sorted(discard(g, 0)) == ["city", "duke"]


def test_FG_ACT_3() -> None:
    """A hand of only Curses: the ability is refused (its condition cannot be met)."""
    g = fg_pos(players=[{"princess": "bergamotte", "hand": ["curse"], "discard": ["librarian"]}, {}])
    assert not legal(g, ["activate", "bergamotte"])


def test_FG_HAA_1() -> None:
    """Peddler's hand activation with no play left: allowed, and Peddler is not played."""
    g = fg_pos(turn={"plays": 0, "coins": 1}, players=[{"hand": ["peddler"]}, {}])
    act(g, ["hand_activate", "peddler"])
    assert hand(g, 0) == ["peddler"] and field(g, 0) == [] and coins(g) == 2


def test_FG_HAA_2() -> None:
    """Icy Snow Spirit kept in the Domain: its hand activation is refused."""
    g = fg_pos(players=[{"princess": "lulunasaika", "domain": [{"card": "large_city", "kept": "icy_snow_spirit"}]}, {}])
    assert not legal(g, ["hand_activate", "icy_snow_spirit"])


def test_FG_HAA_3() -> None:
    """Pilgrim played this turn (in the field): its hand activation is refused."""
    g = fg_pos(turn={"coins": 3}, players=[{"hand": ["pilgrim"]}, {}])
    act(g, ["play", "pilgrim"])
    assert not legal(g, ["hand_activate", "pilgrim"])


def test_FG_HAA_4() -> None:
    """Peddler kept, recalled in the Main Phase: its hand activation becomes usable."""
    g = fg_pos(turn={"coins": 1}, players=[{"princess": "lulunasaika",
                                            "domain": [{"card": "large_city", "kept": "peddler"}]}, {}])
    assert not legal(g, ["hand_activate", "peddler"])
    act(g, ["recall", "peddler"])
    assert legal(g, ["hand_activate", "peddler"])


def test_FG_HAA_5() -> None:
    """The "(do this first)" part cannot be done (no coin to pay): refused, nothing happens."""
    g = fg_pos(players=[{"hand": ["peddler"]}, {}])
    assert not legal(g, ["hand_activate", "peddler"])


# ------------------------------------------------------------------ 6.7 Reveal, order

def test_FG_SHF_1() -> None:
    """Given an opponent with one card in their draw pile, when Demon Tribe Warrior looks at the
    top two, then their discard pile is shuffled under that card and the attacker looks at two;
    no other seat, the owner included, learns which (the look is private)."""
    g = fg_pos(players=[{"hand": ["demon_tribe_warrior"]}, {"draw": ["duke"], "discard": ["senator"]},
                        {"draw": ["city", "royal_maid"]}])
    events = act(g, ["play", "demon_tribe_warrior"])
    assert draw_pile(g, 1) == ["duke", "senator"] and discard(g, 1) == []
    assert prompt_kind(g) == "discard_looked" and g.prompt().seat == 0
    assert option_names(g) == ["duke", "senator"] and (g.prompt().min, g.prompt().max) == (0, 1)
    look = next(e for e in events if isinstance(e, Looked))
    assert [g.state.cards[c].key for c in look.cards] == ["duke", "senator"] and look.seat == 0
    assert REDACT[Looked](look, g.state, 0).cards[0].key == "duke"
    assert REDACT[Looked](look, g.state, 1).cards == (None, None) == REDACT[Looked](look, g.state, 2).cards
    act(g, ["pick", ["senator"]])
    assert draw_pile(g, 1) == ["duke"] and discard(g, 1) == ["senator"]
    act(g, ["pick", []])                                   # the next opponent's top two stay put
    assert draw_pile(g, 2) == ["city", "royal_maid"] and coins(g) == 2


def test_FG_SHF_2() -> None:
    """Draw and discard piles both empty: drawing draws nothing and the game goes on."""
    g = fg_pos(players=[{"hand": ["star_reader_oracle", "toll_keeper"]}, {}], turn={"coins": 2})
    act(g, ["play", "star_reader_oracle"], ["play", "toll_keeper"])
    assert hand(g, 0) == [] and g.state.result is None


def test_FG_REV_2() -> None:
    """An empty draw pile must reveal its top card: the discard pile is shuffled into a new one first."""
    g = fg_pos(players=[{"hand": ["name_caller"], "discard": ["city"]}, {}])
    act(g, ["play", "name_caller"])
    act(g, ["pick", [g.prompt().mode_keys.index("duke")]])
    assert draw_pile(g, 0) == ["city"] and g.state.players[0].draw[-1] in g.state.revealed


def test_FG_REV_3() -> None:
    """A card revealed on top of the draw pile stays face up until it moves."""
    g = fg_pos(players=[{"hand": ["name_caller"], "draw": ["city", "duke"]}, {}])
    act(g, ["play", "name_caller"])
    act(g, ["pick", [g.prompt().mode_keys.index("duke")]])
    assert hand(g, 0) == []
    top = g.state.players[0].draw[-1]
    assert top in g.state.revealed
    if prompt_kind(g) == "main":
        act(g, ["end_main"])
    act(g, ["end_turn"])
    assert top not in g.state.revealed and top in g.state.players[0].hand


def test_FG_ORD_1() -> None:
    """4 players, 2 Curses left, Icy Snow Spirit: the left player and the next take one, the third none."""
    g = fg_pos(market={"curses": 2}, players=[{"hand": ["icy_snow_spirit"]}, {}, {}, {}])
    act(g, ["hand_activate", "icy_snow_spirit"])
    assert [discard(g, seat) for seat in (1, 2, 3)] == [["curse"], ["curse"], []]


def test_FG_ORD_2() -> None:
    """A card's effects resolve top to bottom (Traveling Entertainer discards, then draws that many)."""
    g = fg_pos(players=[{"hand": ["traveling_entertainer", "senator"], "draw": ["city"]}, {}])
    act(g, ["play", "traveling_entertainer"], ["pick", ["senator"]])
    assert hand(g, 0) == ["city"] and discard(g, 0) == ["senator"]


# ------------------------------------------------------------------ 6.8 Acquire, buy, costs, names

def test_FG_ACQ_1() -> None:
    """One Farming Village left: buying Plantation brings it and that one; the trigger ends there."""
    g = fg_pos(turn={"phase": "second", "coins": 4}, players=[{}, {}],
               market={"stacks": {"plantation": 5}, "basic": {"farming_village": 1}})
    act(g, ["buy", "plantation"])
    assert sorted(discard(g, 0)) == ["farming_village", "plantation"]


def test_FG_ACQ_2() -> None:
    """No Farming Village left: Plantation comes alone; played later it gives 3 coins."""
    g = fg_pos(market={"stacks": {"plantation": 5}, "basic": {"farming_village": 0}},
               players=[{"hand": ["butler", "plantation"]}, {}])
    act(g, ["play", "butler"], ["pick", ["plantation"]])
    assert discard(g, 0) == ["plantation"]
    g = fg_pos(players=[{"hand": ["plantation"]}, {}])
    act(g, ["play", "plantation"])
    assert coins(g) == 3


def test_FG_ACQ_3() -> None:
    """No Farming Village left: Fairy of the Spring Breeze is acquired normally, alone."""
    g = fg_pos(turn={"phase": "second", "coins": 2}, players=[{}, {}],
               market={"stacks": {"fairy_of_the_spring_breeze": 5}, "basic": {"farming_village": 0}})
    act(g, ["buy", "fairy_of_the_spring_breeze"])
    assert discard(g, 0) == ["fairy_of_the_spring_breeze"]


def test_FG_ACQ_4() -> None:
    """Butler acquires a Street Fortuneteller without a Territory played: allowed, no on-buy effect."""
    g = fg_pos(market={"stacks": {"street_fortuneteller": 5}}, players=[{"hand": ["butler"], "draw": ["city"]}, {}])
    act(g, ["play", "butler"], ["pick", ["street_fortuneteller"]])
    assert discard(g, 0) == ["street_fortuneteller"] and hand(g, 0) == []


def test_FG_ACQ_5() -> None:
    """Only Farming Villages played: buying Street Fortuneteller is refused."""
    g = fg_pos(turn={"phase": "second", "coins": 4}, market={"stacks": {"street_fortuneteller": 5}},
               players=[{"field": ["farming_village", "farming_village"]}, {}])
    with pytest.raises(IllegalCommand, match="buy condition"):
        g.submit(0, ("buy", g.state.stacks["street_fortuneteller"][-1]))


def test_FG_ACQ_6() -> None:
    """Buying fires the acquire trigger and the buy trigger; an acquisition by an effect only the first."""
    g = fg_pos(turn={"phase": "second", "coins": 8},
               market={"stacks": {"street_fortuneteller": 5, "plantation": 5}},
               players=[{"field": ["city"], "draw": ["duke"]}, {}])
    act(g, ["buy", "plantation"])
    assert discard(g, 0).count("farming_village") == 3
    act(g, ["buy", "street_fortuneteller"])
    assert hand(g, 0) == ["duke"]                  # the on-buy draw


def test_FG_ACQ_7() -> None:
    """An effect acquiring without naming a place puts the card in the discard pile."""
    g = fg_pos(players=[{"hand": ["butler"]}, {}])
    act(g, ["play", "butler"], ["pick", ["city"]])
    assert discard(g, 0) == ["city"]


def test_FG_CUR_1() -> None:
    """Curses are never bought: they are not in the Market."""
    g = fg_pos(turn={"phase": "second", "coins": 9}, players=[{}, {}])
    assert "curse" not in option_names(g)


def test_FG_MIS_1() -> None:
    """A step that cannot be resolved stops the card: Toll Keeper without 2 coins draws nothing."""
    g = fg_pos(turn={"coins": 1}, players=[{"hand": ["toll_keeper"], "draw": ["city", "city"]}, {}])
    events = act(g, ["play", "toll_keeper"])
    assert any(isinstance(e, Misfired) for e in events) and hand(g, 0) == [] and g.state.result is None


def test_FG_CST_1() -> None:
    """Paying 2 coins with 1 and no Coin counter: the later effects are ignored."""
    g = fg_pos(turn={"coins": 1}, players=[{"hand": ["toll_keeper"], "draw": ["city", "city"]}, {}])
    act(g, ["play", "toll_keeper"])
    assert coins(g) == 1 and hand(g, 0) == []


def test_FG_CST_2() -> None:
    """0 coins and 2 Coin counters in the Main Phase: cash both, then pay 2."""
    g = fg_pos(players=[{"hand": ["toll_keeper"], "draw": ["city", "city"], "areas": {"coin": 2}}, {}])
    act(g, ["cash_coin"], ["cash_coin"], ["play", "toll_keeper"])
    assert hand(g, 0) == ["city", "city"] and coins(g) == 0


def test_FG_CNT_1() -> None:
    """No Coin area yet: an effect putting a Coin counter there creates it."""
    g = fg_pos(players=[{"hand": ["coin_sprite"]}, {}])
    act(g, ["play", "coin_sprite"])
    assert g.state.players[0].areas == {"coin": 1}


def test_FG_CNT_2() -> None:
    """Coin counters in the Second Phase cannot be cashed (Main Phase only)."""
    g = fg_pos(turn={"phase": "second"}, players=[{"areas": {"coin": 2}}, {}])
    assert not legal(g, ["cash_coin"])


def test_FG_NAM_1() -> None:
    """A declared card name must be of a card in use in this game."""
    g = fg_pos(players=[{"hand": ["name_caller"], "draw": ["city"]}, {}])
    act(g, ["play", "name_caller"])
    offered = set(g.prompt().mode_keys)
    assert "city" in offered and "bank" not in offered and "name_caller" in offered
    with pytest.raises(IllegalCommand):
        g.submit(0, ("pick", (len(offered),)))


def test_FG_GLD_1() -> None:
    """Guild Master: "Action" or "Territory" cannot be declared; Military, Magic or Maid can."""
    g = fg_pos(players=[{"hand": ["guild_master"], "draw": ["royal_maid"]}, {}])
    act(g, ["play", "guild_master"])
    assert {"military", "magic", "maid"} <= set(g.prompt().mode_keys)
    assert not {"action", "territory"} & set(g.prompt().mode_keys)
    act(g, ["pick", [g.prompt().mode_keys.index("maid")]])
    assert hand(g, 0) == ["royal_maid"]


# ------------------------------------------------------------------ 6.9 Card fragments

def test_FG_PIL_1() -> None:
    """Playing Pilgrim does nothing but give two more plays."""
    g = fg_pos(players=[{"hand": ["pilgrim", "city"], "draw": ["duke"]}, {}])
    act(g, ["play", "pilgrim"])
    assert g.state.turn.plays == 2 and coins(g) == 0 and hand(g, 0) == ["city"]


def test_FG_SUR_1() -> None:
    """Given an opponent hit by Surveyor holds no Farming Village and the Market has some, then
    they move a Farming Village from the Market to the top of their draw pile; one holding a
    Farming Village puts that one there instead, and the Market keeps its pile."""
    g = fg_pos(market={"basic": {"farming_village": 3}},
               players=[{"hand": ["surveyor"], "draw": ["city"]}, {"hand": ["senator"], "draw": ["duke"]},
                        {"hand": ["farming_village", "senator"]}])
    act(g, ["play", "surveyor"])
    assert draw_pile(g, 1) == ["farming_village", "duke"] and hand(g, 1) == ["senator"]
    assert draw_pile(g, 2) == ["farming_village"] and hand(g, 2) == ["senator"]
    assert len(g.state.basic["farming_village"]) == 2 and hand(g, 0) == ["city"]


def test_FG_SUR_2() -> None:
    """Given an opponent hit by Surveyor holds no Farming Village and the Market has none, then
    they reveal their hand and ignore Surveyor's other effects (no Succession card discarded from
    their five cards), and the next opponent is still attacked."""
    five = ["senator", "city", "city", "large_city", "large_city"]
    g = fg_pos(market={"basic": {"farming_village": 0}},
               players=[{"hand": ["surveyor"], "draw": ["city"]}, {"hand": five},
                        {"hand": ["farming_village", *five]}])
    events = act(g, ["play", "surveyor"])
    shown = [e for e in events if isinstance(e, HandRevealed)]
    assert [(e.seat, sorted(g.state.cards[c].key for c in e.cards)) for e in shown] == [(1, sorted(five))]
    assert sorted(hand(g, 1)) == sorted(five) and discard(g, 1) == []
    assert draw_pile(g, 2) == ["farming_village"] and discard(g, 2) == ["senator"]


def test_FG_TRC_1() -> None:
    """Trading City banishes a card no Market card costs as little as: nothing more happens."""
    g = fg_pos(market={"stacks": {"templar": 5}, "basic": {"farming_village": 0}},
               players=[{"hand": ["trading_city", "messenger"]}, {}])
    act(g, ["play", "trading_city"])
    assert hand(g, 0) == [] and discard(g, 0) == [] and g.state.outskirts


def test_FG_TRC_2() -> None:
    """Banishing a cost-2 card when the Market's only card of cost 2 or less is a Farming Village:
    the Farming Village must be acquired (the only answer, so nobody is asked)."""
    g = fg_pos(market={"stacks": {"templar": 5}}, players=[{"hand": ["trading_city", "messenger"]}, {}])
    act(g, ["play", "trading_city"])
    assert discard(g, 0) == ["farming_village"]


def test_FG_TRC_3() -> None:
    """Curses remain, but a Curse (cost 0) is never a Market card Trading City could take."""
    g = fg_pos(market={"stacks": {"templar": 5}}, players=[{"hand": ["trading_city", "curse"]}, {}])
    before = len(g.state.curses)
    act(g, ["play", "trading_city"])
    assert discard(g, 0) == [] and len(g.state.curses) == before


def test_FG_TEN_1() -> None:
    """Traveling Entertainer: discarding zero cards is allowed."""
    g = fg_pos(players=[{"hand": ["traveling_entertainer", "city"]}, {}])
    act(g, ["play", "traveling_entertainer"])
    assert g.prompt().min == 0
    act(g, ["pick", []])
    assert hand(g, 0) == ["city"]


def test_FG_MFL_1() -> None:
    """Large City, City, 2 Farming Villages and Merchant Fleet: 9 coins."""
    g = fg_pos(players=[{"hand": ["farming_village", "farming_village", "city", "large_city", "merchant_fleet"]}, {}])
    act(g, ["play", "farming_village"], ["play", "farming_village"], ["play", "city"], ["play", "large_city"],
        ["play", "merchant_fleet"])
    assert coins(g) == 9


# ------------------------------------------------------------------ 6.10 Princesses

def test_FG_KLA_1() -> None:
    """Klam-Klam backed and 6 coins: 3 Cities can be bought."""
    g = fg_pos(turn={"phase": "second", "coins": 6}, players=[{"princess": "klam_klam"}, {}])
    act(g, ["buy", "city"], ["buy", "city"], ["buy", "city"])
    assert discard(g, 0) == ["city"] * 3 and coins(g) == 0


def test_FG_LAO_1() -> None:
    """4 Royal Maids remain: backing Laolily acquires 0 to 4 of them, never more."""
    g = fg_pos(turn={"phase": "second", "coins": 6}, market={"basic": {"royal_maid": 4}}, players=[{}, {}])
    act(g, ["back", "laolily"])
    assert g.prompt().options == (0, 1, 2, 3, 4)
    act(g, ["pick", [4]])
    assert discard(g, 0).count("royal_maid") == 4 and not g.state.basic["royal_maid"]


def test_FG_FLA_1() -> None:
    """Backing Flammaria after playing Farming Villages: those not moved are discarded at Cleanup."""
    g = fg_pos(turn={"phase": "second", "coins": 6},
               players=[{"field": ["farming_village", "farming_village", "city"], "draw": ["duke"] * 5}, {}])
    act(g, ["back", "flammaria"])
    while prompt_kind(g) not in (None, "second"):          # her backing ability: acquire nothing
        act(g, ["pick", [] if g.prompt().min == 0 else [g.prompt().options[0]]])
    assert "farming_village" not in domain(g, 0)
    act(g, ["end_turn"])
    assert discard(g, 0).count("farming_village") == 2


def test_FG_TWN_1() -> None:
    """Two Twin counters: removing one gives one extra turn; a second is refused while one is pending."""
    g = fg_pos(players=[{"princess": "lain_and_shion", "princess_counters": {"twin": 2}}, {}])
    act(g, ["activate", "lain_and_shion"])
    assert g.state.turn.extra_turn_next and not legal(g, ["activate", "lain_and_shion"])
