"""`normal` and `easy` on the Far East cards: each new prompt gets a sensible answer in a hand-built
position (hoc_desktop/engine/hoc/position.py). Strength is measured by `hoc-desktop tournament
--sets base,far_east`, not here.
"""

from __future__ import annotations

from hoc_desktop.ai.hoc.easy import EasyPolicy
from hoc_desktop.ai.hoc.normal import NormalPolicy
from hoc_desktop.cards.model import SUBTYPES
from hoc_desktop.ai.reason_words import worded
from tests.ai.hoc.helpers_ai import decide, named, step
from tests.helpers import act, discard, draw_pile, hand, outskirts, pos


def normal() -> NormalPolicy:
    return NormalPolicy(0)


def easy() -> EasyPolicy:
    return EasyPolicy(0)


def areas(g, seat: int = 0) -> dict:
    return dict(g.state.players[seat].areas)


def picked_mode(g, policy) -> str:
    """The mode key a policy picks at the current mode prompt."""
    prompt = g.prompt()
    answer = decide(g, policy)
    return prompt.mode_keys[prompt.options.index(answer.command[1][0])]


# ---------------------------------------------------------------- Coin counters

def test_normal_cashes_coin_counters_exactly_up_to_a_duke() -> None:
    # given: a backed princess, 6 coins, nothing left to play and 3 Coin counters
    g = pos(turn={"coins": 6, "plays": 0}, players=[{"princess": "lulunasaika", "areas": {"coin": 3}}, {}])
    # when: it finishes its Main Phase
    first = decide(g, normal())
    answers = [step(g, normal()) for _ in range(3)]
    # then: it cashes two counters (8 coins: a Duke), keeps the third and ends the phase
    assert "8 in reach" in worded(first.reason)
    assert answers == [("cash_coin",), ("cash_coin",), ("end_main",)]
    assert areas(g) == {"coin": 1}


def test_normal_keeps_coin_counters_that_reach_nothing_dearer() -> None:
    # given: 3 coins (a City, a Royal Maid) and one counter: 4 coins buy nothing more
    g = pos(turn={"coins": 3, "plays": 0}, players=[{"princess": "lulunasaika", "areas": {"coin": 1}}, {}])
    # then: it keeps the counter for a later turn
    assert named(g, decide(g, normal()).command) == ("end_main",)


def test_easy_cashes_its_coin_counters_at_the_end_of_its_main_phase() -> None:
    g = pos(turn={"coins": 1, "plays": 0}, players=[{"areas": {"coin": 2}}, {}])
    assert [step(g, easy()) for _ in range(2)] == [("cash_coin",), ("cash_coin",)]
    assert areas(g) == {} and g.state.turn.coins == 3


# ---------------------------------------------------------------- Alliance

def test_normal_plays_alliance_first_and_declares_the_subtype_of_its_hand() -> None:
    # given: a backed princess, Alliance and two Military cards in hand
    g = pos(players=[{"princess": "lulunasaika", "hand": ["alliance", "supply_unit", "scout", "library"]}, {}])
    # when: it plays
    assert step(g, normal()) == ("play", "alliance")
    reason = worded(decide(g, normal()).reason)
    # then: it declares Military, the subtype that earns the most counters
    assert picked_mode(g, normal()) == "military"
    assert "2 card(s)" in reason


def test_normal_declares_maid_when_it_will_set_royal_maids() -> None:
    g = pos(players=[{"princess": "lulunasaika", "hand": ["alliance", "royal_maid", "royal_maid"]}, {}])
    act(g, ["play", "alliance"])
    assert picked_mode(g, normal()) == "maid"


def test_easy_declares_the_subtype_most_of_its_hand_has() -> None:
    g = pos(players=[{"princess": "lulunasaika", "hand": ["alliance", "trading_ship", "bank", "scout"]}, {}])
    act(g, ["play", "alliance"])
    assert picked_mode(g, easy()) == "merchant"
    assert SUBTYPES.index("merchant") == decide(g, easy()).command[1][0]


# ---------------------------------------------------------------- Taxation

def test_normal_taxes_the_pile_the_opponent_buys_from() -> None:
    # given: the opponent owns three Alchemists, it owns none
    g = pos(players=[{"hand": ["taxation"]}, {"discard": ["alchemist", "alchemist", "alchemist"]}],
            market={"stacks": {"alchemist": 2, "library": 5}})
    act(g, ["play", "taxation"])
    # then: the token goes on the Alchemist pile
    d = decide(g, normal())
    assert named(g, d.command) == ("pick", ("alchemist",))
    assert "opponents own 3" in worded(d.reason)


def test_normal_puts_no_token_when_no_pile_serves_the_opponents_more() -> None:
    g = pos(players=[{"hand": ["taxation"]}, {}], market={"stacks": {"alchemist": 2}})
    act(g, ["play", "taxation"])
    assert decide(g, normal()).command == ("pick", ())


# ---------------------------------------------------------------- Money-Loving Fairy

def test_normal_puts_a_coin_counter_aside_below_the_cap() -> None:
    g = pos(players=[{"hand": ["money_loving_fairy"], "areas": {"coin": 1}}, {}])
    act(g, ["play", "money_loving_fairy"])
    assert picked_mode(g, normal()) == "coin_counter"


def test_normal_trades_debt_counters_for_a_coin_at_the_cap() -> None:
    # given: the Coin area at its cap and two Debt counters (Moneylender)
    g = pos(players=[{"hand": ["money_loving_fairy"], "areas": {"coin": 3, "debt": 2}}, {}])
    act(g, ["play", "money_loving_fairy"])
    # when: it plays the Fairy
    assert picked_mode(g, normal()) == "copy_counter"
    step(g, normal())
    removed = []
    for _ in range(2):
        removed.append(worded(decide(g, normal()).reason))
        step(g, normal())
    # then: both Debt counters go, and the Coin counters (the only kind left) get the copy
    assert removed == ["removes one of its Debt counters"] * 2
    assert areas(g) == {"coin": 4}


def test_normal_copies_its_most_valuable_counter() -> None:
    # given: Coin and Ore counters to copy after removing two Coin counters
    g = pos(players=[{"hand": ["money_loving_fairy"], "areas": {"coin": 3, "ore": 1}}, {}])
    act(g, ["play", "money_loving_fairy"], ["pick", [1]], ["pick", [0]], ["pick", [0]])
    # then: it copies the Ore counter (a free card) rather than a Coin counter
    d = decide(g, normal())
    assert worded(d.reason) == "copies one of its Ore counters"
    step(g, normal())
    assert areas(g) == {"coin": 1, "ore": 2}


# ---------------------------------------------------------------- Mining Town's Ore

def test_normal_spends_ore_on_the_best_card_it_allows() -> None:
    g = pos(players=[{"hand": ["mining_town"], "areas": {"ore": 1}}, {}],
            market={"stacks": {"alchemist": 5, "slash_and_burn_farming": 5}})
    act(g, ["play", "mining_town"])
    assert worded(decide(g, normal()).reason) == "spends an Ore counter"
    step(g, normal())
    assert step(g, normal()) == ("pick", ("alchemist",))
    assert areas(g) == {}
    assert "alchemist" in discard(g, 0)


def test_easy_always_spends_ore() -> None:
    g = pos(players=[{"hand": ["mining_town"], "areas": {"ore": 2}}, {}])
    act(g, ["play", "mining_town"])
    assert decide(g, easy()).command == ("pick", (1,))


# ---------------------------------------------------------------- Ouka

def _ouka_turn_end(hand_cards: list[str]):
    g = pos(turn={"phase": "second"}, players=[{"princess": "ouka", "hand": hand_cards, "draw": ["city"] * 5},
                                               {"draw": ["city"] * 5}])
    act(g, ["end_turn"])
    assert g.prompt().step == "ouka_first"
    return g


def test_normal_trades_an_apprentice_maid_and_a_curse_witch_for_a_large_city_through_ouka() -> None:
    # given: Ouka backed, an Apprentice Maid (2) and a Curse Witch (5) in hand: T = 6
    g = _ouka_turn_end(["apprentice_maid", "curse_witch"])
    # when: the ability is offered
    reason = worded(decide(g, normal()).reason)
    step(g, normal())
    assert g.prompt().step == "ouka_second"      # the one partner is asked for too (it may go back)
    step(g, normal())             # the only cost-6 card follows without a question
    # then: both go, and a Large City lies on top of its draw pile (drawn in the Draw Phase)
    assert reason == "banishes Apprentice Maid and Curse Witch through Ouka for a Large City"
    assert sorted(outskirts(g)) == ["apprentice_maid", "curse_witch"]
    assert "large_city" in hand(g, 0)


def test_normal_leaves_ouka_alone_when_no_trade_gains() -> None:
    # two good cost-5 cards give T = 9: no Market card costs 9
    g = _ouka_turn_end(["alchemist", "royal_guard"])
    assert decide(g, normal()).command == ("pick", ())


def test_easy_leaves_ouka_alone() -> None:
    g = _ouka_turn_end(["apprentice_maid", "curse_witch"])
    assert decide(g, easy()).command == ("pick", ())


# ---------------------------------------------------------------- attacks: Apprentice Witch, Samurai

def test_normal_and_easy_show_a_curse_rather_than_take_one() -> None:
    for policy in (normal(), easy()):
        g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["city", "duke"]},
                         {"hand": ["city"], "discard": ["curse"]}])
        act(g, ["play", "apprentice_witch"])
        assert g.prompt().step == "curse_unless_revealed"
        assert step(g, policy) == ("pick", ("curse",))


def test_normal_keeps_the_better_of_the_two_cards_apprentice_witch_shows() -> None:
    g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["farming_village", "large_city"]}, {}])
    act(g, ["play", "apprentice_witch"])
    assert step(g, normal()) == ("pick", ("large_city",))
    assert hand(g, 0) == ["large_city"]


def test_normal_sets_aside_its_least_useful_card_for_samurai() -> None:
    # given: before backing, a Senator is worth less than an Alchemist
    g = pos(players=[{"hand": ["samurai"]}, {"hand": ["senator", "alchemist", "city", "city", "city"]}])
    act(g, ["play", "samurai"])
    assert g.prompt().step == "attack_set_aside"
    d = decide(g, normal())
    assert named(g, d.command) == ("pick", ("senator",))
    assert worded(d.reason) == "sets Senator aside"


# ---------------------------------------------------------------- Kunoichi, Carrier Pigeon, Charm of Two

def test_normal_copies_the_strongest_kept_card_with_kunoichi() -> None:
    g = pos(players=[{"princess": "lulunasaika", "hand": ["kunoichi"]},
                     {"princess": "laolily", "domain": [{"card": "large_city", "kept": "infantry_battalion"},
                                                        {"card": "city", "kept": "scout"}]}])
    assert step(g, normal()) == ("play", "kunoichi")
    assert step(g, normal()) == ("pick", ("infantry_battalion",))


def test_normal_puts_kunoichi_on_its_draw_pile_to_escape_samurai() -> None:
    # given: a 5-card hand with Kunoichi: revealing it leaves 4 cards, below Samurai's reach
    g = pos(players=[{"hand": ["samurai"]}, {"hand": ["kunoichi", "senator", "city", "city", "city"]}])
    act(g, ["play", "samurai"])
    assert step(g, normal()) == ("pick", ("kunoichi",))
    assert draw_pile(g, 1)[0] == "kunoichi"


def test_normal_fetches_an_alchemist_with_carrier_pigeon_after_another_action() -> None:
    g = pos(turn={"plays": 1}, players=[{"hand": ["carrier_pigeon"], "field": ["post_horse"],
                                         "discard": ["alchemist", "farming_village"], "draw": ["city"]}, {}])
    act(g, ["play", "carrier_pigeon"])
    assert picked_mode(g, normal()) == "fetch"


def test_normal_draws_with_carrier_pigeon_as_its_first_action() -> None:
    g = pos(players=[{"hand": ["carrier_pigeon"], "discard": ["alchemist"], "draw": ["city"]}, {}])
    act(g, ["play", "carrier_pigeon"])
    assert picked_mode(g, normal()) == "draw"


def test_normal_banishes_two_junk_cards_with_charm_of_two() -> None:
    g = pos(players=[{"hand": ["charm_of_two", "curse", "apprentice_maid", "city"], "draw": ["city", "city"]}, {}])
    act(g, ["play", "charm_of_two"])
    assert picked_mode(g, normal()) == "banish"
    for _ in range(3):
        step(g, normal())
    assert sorted(outskirts(g)) == ["apprentice_maid", "curse"]
    assert hand(g, 0) == ["city"]


def test_normal_draws_with_charm_of_two_without_junk() -> None:
    g = pos(players=[{"hand": ["charm_of_two", "city", "large_city"], "draw": ["city", "city"]}, {}])
    act(g, ["play", "charm_of_two"])
    assert picked_mode(g, normal()) == "draw"


# ---------------------------------------------------------------- buying

def test_normal_buys_port_city_rather_than_city() -> None:
    g = pos(turn={"phase": "second", "coins": 4, "number": 3}, players=[{}, {}],
            market={"stacks": {"port_city": 5, "library": 5}})
    assert named(g, decide(g, normal()).command) == ("buy", "port_city")


def test_normal_buys_mining_town_for_its_ore() -> None:
    g = pos(turn={"phase": "second", "coins": 5, "number": 3}, players=[{}, {}],
            market={"stacks": {"mining_town": 5, "library": 5}})
    d = decide(g, normal())
    assert named(g, d.command) == ("buy", "mining_town")
    assert "Ore" in worded(d.reason)


def test_normal_puts_junk_back_with_refuge_against_samurai() -> None:
    # given: a 5-card hand with Refuge and an Apprentice Maid, attacked by Samurai (5 cards or more)
    g = pos(players=[{"hand": ["samurai"]}, {"hand": ["refuge", "apprentice_maid", "senator", "city", "city"]}])
    act(g, ["play", "samurai"])
    # when: it reveals Refuge, then answers Refuge's question
    assert step(g, normal()) == ("pick", ("refuge",))
    assert g.prompt().step == "refuge_to_draw"
    step(g, normal())
    # then: one junk card (Refuge itself) goes back on its draw pile: 4 cards are below Samurai's
    # reach, so the Senator stays in hand
    assert draw_pile(g, 1)[0] == "refuge"
    assert sorted(hand(g, 1)) == ["apprentice_maid", "city", "city", "senator"]
