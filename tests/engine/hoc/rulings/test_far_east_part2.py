"""Rulings of the Far East cards, sections 6.7 to 6.12 and 3.7 of heart-of-crown-cards.md: Kunoichi,
Apprentice Witch, Mining Town, Port City, Charm of Two, Alliance and the princess Ouka; and the
rulings of other sections about them (MTA-6, FLA-4; the Far East halves of other base rulings, such
as SHI-5, BNK-2 or AMD-4, are in those rulings' own tests).

Tests named test_<ID> follow one ruling each; tests named test_steps_* check a card's effect steps
against the card reference.
"""

from tests.helpers import (act, coins, discard, domain, draw_pile, hand, kept, option_names, outskirts, points,
                           pos, prompt_kind, refused, revealed_draw)

MILITARY, MAGIC, MERCHANT, MAID, STRATEGY = range(5)     # Alliance's subtypes, in the card reference's order
MODE_A, MODE_B = 0, 1


def cid(g, seat, zone, key):
    """The id of the first card named `key` in a player's zone."""
    return next(c for c in getattr(g.state.players[seat], zone) if g.state.cards[c].key == key)


def succession_on_princess(g, seat: int = 0) -> int:
    return g.state.counters.get(g.state.players[seat].princess, {}).get("succession", 0)


def ore(g, seat: int = 0) -> int:
    return g.state.players[seat].areas.get("ore", 0)


# ------------------------------------------------------------------ 6.7 Kunoichi

def test_KUN_1() -> None:
    """Keep an Alchemist, play Kunoichi copying it, then recall the Alchemist: all legal in one turn."""
    g = pos(players=[{"princess": "lulunasaika", "domain": ["large_city"], "hand": ["alchemist", "kunoichi"],
                      "draw": ["city", "duke", "senator"]}, {}])
    act(g, ["keep", "alchemist", "large_city"], ["play", "kunoichi"])
    assert sorted(hand(g, 0)) == ["city", "duke"]           # Alchemist's draw 2, as Kunoichi's own
    assert kept(g, 0) == {"large_city": "alchemist"}          # the copied card stays where it is
    assert g.state.turn.plays == 1                            # Kunoichi's own link
    act(g, ["recall", "alchemist"])
    assert "alchemist" in hand(g, 0)


def test_KUN_2() -> None:
    """See SHI-5: Kunoichi gains the copied card's subtype too."""
    g = pos(players=[{"princess": "lulunasaika", "domain": [{"card": "large_city", "kept": "infantry_battalion"}],
                      "hand": ["kunoichi"]}, {"hand": ["city"]}])
    act(g, ["play", "kunoichi"])
    kunoichi = cid(g, 0, "field", "kunoichi")
    assert g.state.subtypes_of(kunoichi) == {"strategy", "military"}
    assert "attack" in g.state.types_of(kunoichi)
    assert coins(g) == 2


def test_KUN_3() -> None:
    """Kunoichi copying an opponent's kept Royal Guard gains 2 coins, and opponents may defend against it."""
    g = pos(players=[{"hand": ["kunoichi"]},
                     {"princess": "lulunasaika", "domain": [{"card": "large_city", "kept": "royal_guard"}],
                      "hand": ["rampart"], "draw": ["city", "duke", "senator"]}])
    act(g, ["play", "kunoichi"])
    assert coins(g) == 2
    assert prompt_kind(g) == "defend" and g.prompt().seat == 1
    assert option_names(g) == ["rampart"]
    assert kept(g, 1) == {"large_city": "royal_guard"}


def test_KUN_4() -> None:
    """A Kunoichi kept in your Domain used as a defense leaves the Domain, revealed on top of your draw pile."""
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"princess": "lulunasaika", "domain": [{"card": "large_city", "kept": "kunoichi"}],
                      "hand": ["city", "duke"], "draw": ["senator"]}])
    act(g, ["play", "infantry_battalion"])
    assert prompt_kind(g) == "defend" and option_names(g) == ["kunoichi"]
    act(g, ["pick", ["kunoichi"]])
    assert kept(g, 1) == {}
    assert draw_pile(g, 1) == ["kunoichi", "senator"]
    assert revealed_draw(g, 1) == [True, False]


def test_steps_KUN_stops_without_a_kept_action() -> None:
    """With no Action card kept anywhere (a kept Kunoichi does not count), Kunoichi only gives its link."""
    g = pos(players=[{"hand": ["kunoichi"], "princess": "lulunasaika",
                      "domain": [{"card": "large_city", "kept": "kunoichi"}]}, {}])
    events = act(g, ["play", "kunoichi"])
    assert [ev.step for ev in events if ev.type == "misfire"] == ["kunoichi"]
    assert g.state.turn.plays == 1 and coins(g) == 0


def test_steps_KUN_a_chain_of_copies_never_copies_a_name_twice() -> None:
    """A Shinobi copying a discarded Kunoichi plays Kunoichi's "not Kunoichi": the kept Kunoichi is
    no choice, and the kept Shinobi neither (its own name), so the chain cannot copy round for ever."""
    # given: a Shinobi in hand, a Kunoichi in the discard pile, a Kunoichi and a Shinobi kept
    g = pos(players=[{"hand": ["shinobi"], "discard": ["kunoichi"], "princess": "lulunasaika",
                      "domain": [{"card": "large_city", "kept": "kunoichi"}, {"card": "port_city", "kept": "shinobi"}]},
                     {}])
    # when: the Shinobi copies the Kunoichi (the only other Action in the discard pile: no question)
    events = act(g, ["play", "shinobi"])
    # then: Kunoichi's effect finds nothing it may copy and stops, and the Shinobi's with it
    assert [ev.step for ev in events if ev.type == "misfire"] == ["kunoichi", "shinobi"]
    assert prompt_kind(g) == "main"


# ------------------------------------------------------------------ 6.8 Apprentice Witch

def test_AWI_1() -> None:
    """See MTA-6."""
    test_MTA_6()


def test_MTA_6() -> None:
    """A Magic Talisman in hand (or discard pile) is the Curse an opponent reveals to Apprentice Witch."""
    g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["city", "duke"]}, {"hand": ["magic_talisman"]}])
    act(g, ["play", "apprentice_witch"])
    assert prompt_kind(g) == "defend"                 # first the Defense window (the Talisman is a Defense card)
    act(g, ["pick", []])
    assert g.prompt().step == "curse_unless_revealed" and option_names(g) == ["magic_talisman"]
    curses = len(g.state.curses)
    act(g, ["pick", ["magic_talisman"]])
    assert len(g.state.curses) == curses
    assert hand(g, 1) == ["magic_talisman"] and discard(g, 1) == []
    g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["city", "duke"]}, {"discard": ["magic_talisman"]}])
    act(g, ["play", "apprentice_witch"], ["pick", ["magic_talisman"]])
    assert discard(g, 1) == ["magic_talisman"]


def test_AWI_2() -> None:
    """See MTA-5: the Curse taken comes from the Curse pile, even with Talismans in the Market."""
    g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["city", "duke"]}, {}],
            market={"stacks": {"magic_talisman": 5}, "curses": 8})
    act(g, ["play", "apprentice_witch"])
    assert discard(g, 1) == ["curse"]
    assert len(g.state.curses) == 7
    assert len(g.state.stacks["magic_talisman"]) == 5


def test_AWI_3() -> None:
    """An opponent with a Curse in their discard pile may reveal it and take nothing."""
    g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["city", "duke"]}, {"discard": ["curse"]}])
    act(g, ["play", "apprentice_witch"])
    assert g.prompt().seat == 1
    act(g, ["pick", ["curse"]])
    assert discard(g, 1) == ["curse"]
    assert len(g.state.curses) == 8


def test_AWI_4() -> None:
    """With the Curse pile empty nobody takes a Curse, and the look-at-2 still happens (OQ-13)."""
    g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["city", "duke"]}, {}], market={"curses": 0})
    act(g, ["play", "apprentice_witch"])
    assert discard(g, 1) == []
    assert prompt_kind(g) == "to_hand" and sorted(option_names(g)) == ["city", "duke"]
    act(g, ["pick", ["duke"]])
    assert hand(g, 0) == ["duke"] and discard(g, 0) == ["city"]
    assert g.state.turn.plays == 1


# ------------------------------------------------------------------ 6.9 Mining Town

def test_MTO_1() -> None:
    """Ore counters can only be spent while a Mining Town resolves: nothing else offers them."""
    g = pos(players=[{"hand": ["city", "alchemist"], "areas": {"ore": 2}, "draw": ["duke", "duke"]}, {}])
    assert not any("ore" in str(o) or o == ("cash_coin",) for o in g.prompt().options)
    act(g, ["play", "alchemist"])
    assert ore(g) == 2


def test_MTO_2() -> None:
    """Spending an Ore counter to acquire another Mining Town gives 2 new Ore counters."""
    g = pos(players=[{"hand": ["mining_town"], "areas": {"ore": 1}}, {}], market={"stacks": {"mining_town": 3}})
    act(g, ["play", "mining_town"])
    assert coins(g) == 2
    assert prompt_kind(g) == "pay"
    act(g, ["pick", [True]], ["pick", ["mining_town"]])
    assert discard(g, 0) == ["mining_town"]
    assert ore(g) == 1 - 1 + 2


def test_MTO_3() -> None:
    """Large City, Mining Town and City move to the Domain when backing: Mining Town's -4 counts."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{"field": ["large_city", "mining_town", "city"]}, {}])
    act(g, ["back", "lulunasaika"])
    assert sorted(domain(g, 0)) == ["city", "large_city", "lulunasaika", "mining_town"]
    assert points(g, 0) == 6 - 4


def test_MTO_4() -> None:
    """Mining Town's Ore pick: no Senator or Royal Maid (Succession cards), but a City."""
    g = pos(players=[{"hand": ["mining_town"], "areas": {"ore": 1}}, {}], market={"stacks": {"alchemist": 2}})
    act(g, ["play", "mining_town"], ["pick", [True]])
    options = option_names(g)
    assert "city" in options and "alchemist" in options
    assert "senator" not in options and "royal_maid" not in options and "large_city" not in options


def test_FLA_4() -> None:
    """A Mining Town acquired with Flammaria's backing ability brings 2 Ore counters."""
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}], market={"stacks": {"mining_town": 2}})
    act(g, ["back", "flammaria"], ["pick", ["mining_town"]], ["pick", []])
    assert discard(g, 0) == ["mining_town"]
    assert ore(g) == 2


def test_steps_MTO_buying_brings_ore_and_declining_stops() -> None:
    """Buying a Mining Town brings 2 Ore counters (G-ACQ-2); declining to spend Ore acquires nothing."""
    g = pos(turn={"phase": "second", "coins": 4}, players=[{}, {}], market={"stacks": {"mining_town": 2}})
    act(g, ["buy", "mining_town"])
    assert ore(g) == 2
    g = pos(players=[{"hand": ["mining_town"], "areas": {"ore": 2}}, {}])
    act(g, ["play", "mining_town"], ["pick", []])
    assert ore(g) == 2 and discard(g, 0) == []


# ------------------------------------------------------------------ 6.10 Port City

def test_PCI_1() -> None:
    """See BNK-2: Port City is not a City for Bank; City, Large City and Port City before Bank give 1 + 2 = 3."""
    g = pos(players=[{"hand": ["city", "large_city", "port_city", "bank"]}, {}])
    act(g, ["play", "city"], ["play", "large_city"], ["play", "port_city"])
    assert coins(g) == 2 + 3 + 2
    assert g.state.turn.plays == 2                   # Port City's two links
    act(g, ["play", "bank"])
    assert coins(g) == 7 + 3


def test_PCI_2() -> None:
    """With a Port City (cost 4) in the Domain, keeping an Action card of cost 4 on it is legal; cost 5 is not."""
    g = pos(players=[{"princess": "lulunasaika", "domain": ["port_city"], "hand": ["infantry_battalion", "alchemist"]},
                     {}])
    refused(g, ["keep", "alchemist", "port_city"])
    act(g, ["keep", "infantry_battalion", "port_city"])
    assert kept(g, 0) == {"port_city": "infantry_battalion"}


# ------------------------------------------------------------------ 6.11 Charm of Two

def test_COT_1() -> None:
    """Hand of two Curses and a Farming Village: mode (b) banishes one Curse and the Farming Village, not both
    Curses."""
    g = pos(players=[{"hand": ["charm_of_two", "curse", "curse", "farming_village"]}, {}])
    act(g, ["play", "charm_of_two"], ["pick", [MODE_B]])
    assert sorted(option_names(g)) == ["curse", "curse", "farming_village"]
    act(g, ["pick", ["curse"]])                      # the second choice is forced: the Farming Village
    assert sorted(outskirts(g)) == ["curse", "farming_village"]
    assert hand(g, 0) == ["curse"]


def test_steps_COT_one_name_banishes_one_and_mode_a_draws() -> None:
    """With one name in hand mode (b) banishes one card (OQ-18); mode (a) draws 2."""
    g = pos(players=[{"hand": ["charm_of_two", "curse", "curse"]}, {}])
    act(g, ["play", "charm_of_two"], ["pick", [MODE_B]], ["pick", ["curse"]])
    assert outskirts(g) == ["curse"] and hand(g, 0) == ["curse"]
    g = pos(players=[{"hand": ["charm_of_two"], "draw": ["city", "duke"]}, {}])
    act(g, ["play", "charm_of_two"], ["pick", [MODE_A]])
    assert sorted(hand(g, 0)) == ["city", "duke"]


# ------------------------------------------------------------------ 6.12 Alliance

def test_ALL_1() -> None:
    """Alliance offers exactly the five subtypes: no main type, no "none"."""
    g = pos(players=[{"princess": "lulunasaika", "hand": ["alliance"]}, {}])
    act(g, ["play", "alliance"])
    assert g.prompt().labels == ("Military", "Magic", "Merchant", "Maid", "Strategy")
    refused(g, ["pick", [5]])
    act(g, ["pick", [MAGIC]])
    assert "alliance_magic" in g.state.turn.flags


def test_ALL_2() -> None:
    """Without a backed princess Alliance places nothing."""
    g = pos(players=[{"hand": ["alliance", "scout"], "draw": ["city"]}, {"draw": ["city"]}])
    act(g, ["play", "alliance"], ["pick", [MILITARY]], ["play", "scout"], ["pick", []])
    assert g.state.counters == {}


def test_ALL_3() -> None:
    """Copied subtypes count (SHI-5, KUN-2); a card with two declared subtypes earns two counters (OQ-28)."""
    g = pos(turn={"plays": 2},
            players=[{"princess": "klam_klam", "hand": ["alliance", "alliance", "kunoichi"],
                      "domain": [{"card": "large_city", "kept": "infantry_battalion"}]}, {"hand": ["city"]}])
    act(g, ["play", "alliance"], ["pick", [MILITARY]], ["play", "alliance"], ["pick", [STRATEGY]])
    act(g, ["play", "kunoichi"])
    assert succession_on_princess(g) == 1 + 1        # Strategy on playing, Military on copying
    assert points(g, 0) == 2


def test_ALL_4() -> None:
    """Alliance declaring Military, then Scout and Infantry Battalion: 2 counters."""
    g = pos(players=[{"princess": "klam_klam", "hand": ["alliance", "scout", "infantry_battalion"], "draw": ["city"]},
                     {"draw": ["city"], "hand": ["city"]}])
    act(g, ["play", "alliance"], ["pick", [MILITARY]], ["play", "scout"], ["pick", []], ["play", "infantry_battalion"])
    assert succession_on_princess(g) == 2


def test_ALL_5() -> None:
    """Alliance declaring Maid, then setting 3 Royal Maids: 3 counters plus 6 SP from the Maids."""
    g = pos(players=[{"princess": "klam_klam", "hand": ["alliance", "royal_maid", "royal_maid", "royal_maid"]}, {}])
    act(g, ["play", "alliance"], ["pick", [MAID]])
    assert prompt_kind(g) == "second"                  # nothing left to play
    act(g, ["set", "royal_maid"], ["set", "royal_maid"], ["set", "royal_maid"])
    assert succession_on_princess(g) == 3
    assert points(g, 0) == 3 + 6


def test_ALL_6() -> None:
    """Two Alliances both declaring Merchant, then Bank: 1 counter, not 2."""
    g = pos(players=[{"princess": "klam_klam", "hand": ["alliance", "alliance", "bank"]}, {}])
    act(g, ["play", "alliance"], ["pick", [MERCHANT]], ["play", "alliance"], ["pick", [MERCHANT]], ["play", "bank"])
    assert succession_on_princess(g) == 1


def test_steps_ALL_counts_only_later_cards() -> None:
    """Cards played before Alliance resolves do not count."""
    g = pos(turn={"plays": 2}, players=[{"princess": "klam_klam", "hand": ["trading_ship", "alliance", "bank"]}, {}])
    act(g, ["play", "trading_ship"], ["pick", [1]], ["play", "alliance"], ["pick", [MERCHANT]])
    assert succession_on_princess(g) == 0
    act(g, ["play", "bank"])
    assert succession_on_princess(g) == 1


# ------------------------------------------------------------------ 3.7 Ouka

def _ouka(**player) -> dict:
    return {"princess": "ouka", "draw": ["city"] * 5, **player}


def test_OUK_1() -> None:
    """Two cards totalling 11 with no cost-10 card in the Market: nothing gained, the banish stands."""
    g = pos(turn={"phase": "second"}, players=[_ouka(hand=["alchemist", "gossipy_duchess"]), {"draw": ["city"] * 5}])
    act(g, ["end_turn"])
    assert g.prompt().step == "ouka_first"
    act(g, ["pick", ["alchemist"]], ["pick", ["gossipy_duchess"]])
    assert sorted(outskirts(g)) == ["alchemist", "gossipy_duchess"]
    assert g.state.turn.seat == 1                     # no card to take: the turn went on


def test_OUK_2() -> None:
    """Trading Ship (3) and Library (4) from the field: T = 6, a Large City goes revealed on top of the draw pile."""
    g = pos(turn={"phase": "second"}, players=[_ouka(field=["trading_ship", "library"]), {"draw": ["city"] * 5}])
    events = act(g, ["end_turn"], ["pick", ["trading_ship"]], ["pick", ["library"]])     # the only partner, asked
    taken = [ev for ev in events if ev.type == "acquire"]       # the only cost-6 card: no question asked
    assert g.state.cards[taken[0].card].key == "large_city"
    assert taken[0].dst == ("draw", 0) and taken[0].revealed
    assert sorted(outskirts(g)) == ["library", "trading_ship"]
    assert "large_city" in hand(g, 0)                # drawn first in the Draw Phase that follows


def test_OUK_3() -> None:
    """Two Post Horses (same name) cannot be chosen: the ability is not offered."""
    g = pos(turn={"phase": "second"}, players=[_ouka(hand=["post_horse", "post_horse", "city"]),
                                               {"draw": ["city"] * 5}])
    act(g, ["end_turn"])
    assert outskirts(g) == []
    assert g.state.turn.seat == 1


def test_OUK_4() -> None:
    """Senator (5) and Gossipy Duchess (6): T = 10, a cost-11 Imperial Capital is not eligible."""
    g = pos(turn={"phase": "second"}, players=[_ouka(hand=["senator", "gossipy_duchess"]), {"draw": ["city"] * 5}],
            market={"stacks": {"imperial_capital": 1}})
    act(g, ["end_turn"], ["pick", ["senator"]], ["pick", ["gossipy_duchess"]])
    assert g.state.stacks["imperial_capital"]
    assert sorted(outskirts(g)) == ["gossipy_duchess", "senator"]
    assert g.state.turn.seat == 1


def test_OUK_5() -> None:
    """Once per turn: after the ability, the turn ends without offering it again."""
    g = pos(turn={"phase": "second"}, players=[_ouka(hand=["alchemist", "library", "scout", "bank"]),
                                               {"draw": ["city"] * 5}])
    act(g, ["end_turn"], ["pick", ["alchemist"]], ["pick", ["library"]])    # T = 8: the Duke, taken at once
    assert g.state.turn.seat == 1
    assert sorted(outskirts(g)) == ["alchemist", "library"]


def test_steps_OUK_the_second_card_is_asked_naming_the_first_even_when_one_is_left() -> None:
    # given Ouka with only two eligible cards (Alchemist and Gossipy Duchess)
    g = pos(turn={"phase": "second"}, players=[_ouka(hand=["alchemist", "gossipy_duchess"]), {"draw": ["city"] * 5}])
    # when the first is chosen
    act(g, ["end_turn"], ["pick", ["alchemist"]])
    # then nothing is banished yet: the second question names the first and offers its one partner, or Back
    prompt = g.prompt()
    assert prompt.step == "ouka_second" and "Alchemist" in prompt.text
    assert option_names(g) == ["gossipy_duchess"] and prompt.min == 0
    assert outskirts(g) == []


def test_steps_OUK_back_returns_to_the_first_question_with_nothing_banished() -> None:
    # given Ouka with three eligible cards, the first chosen
    g = pos(turn={"phase": "second"}, players=[_ouka(hand=["alchemist", "library", "scout"]), {"draw": ["city"] * 5}])
    act(g, ["end_turn"], ["pick", ["alchemist"]])
    # when the second question is answered with Back (no card)
    act(g, ["pick", []])
    # then the first question is asked again, every card still in hand, and another pair may be chosen
    assert g.prompt().step == "ouka_first" and outskirts(g) == []
    assert sorted(option_names(g)) == ["alchemist", "library", "scout"]
    act(g, ["pick", ["library"]], ["pick", ["scout"]])
    assert sorted(outskirts(g)) == ["library", "scout"]


def test_steps_OUK_may_decline_and_skips_territories() -> None:
    """The ability is optional; Territory and Calamity cards and cards above cost 6 are never offered."""
    g = pos(turn={"phase": "second"}, players=[_ouka(hand=["city", "curse", "duke", "scout", "alchemist"]),
                                               {"draw": ["city"] * 5}])
    act(g, ["end_turn"])
    assert sorted(option_names(g)) == ["alchemist", "scout"]
    act(g, ["pick", []])
    assert outskirts(g) == [] and g.state.turn.seat == 1
