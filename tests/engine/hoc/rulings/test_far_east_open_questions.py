"""The open questions of the Far East cards (card reference section 8) are rule values in
data/rules.yaml, or params of the card they belong to (data/cards/far_east.yaml): the tests of
test_far_east_part*.py play their defaults, and each test here plays the other answer, set in that
one place, to show the engine reads it from there.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.rulebook import RuleBook, Rules
from tests.helpers import act, coins, discard, hand, option_names, outskirts, pos, prompt_kind

MODE_B = 1
MILITARY, STRATEGY = 0, 4


def with_rules(g: Game, **changes: Any) -> Game:
    """`g` playing by data/rules.yaml with `changes` (the shared rules object is left alone)."""
    book = g.state.rulebook
    g.state.rulebook = RuleBook(Rules.from_raw({**book.rules.raw, **changes}), book.options)
    return g


def with_params(g: Game, key: str, **changes: Any) -> Game:
    """`g` with card `key` giving `changes` to its params, in its card table and its catalog (the
    shared catalog is left alone)."""
    s = g.state
    changed = replace(s.catalog[key], params={**s.catalog[key].params, **changes})
    s.cards = [changed if card.key == key else card for card in s.cards]
    s.catalog = Catalog({**s.catalog.cards, key: changed})
    return g


def with_ouka(g: Game, **changes: Any) -> Game:
    return with_params(g, "ouka", **changes)


def test_OQ_7_a_coin_cap_of_2() -> None:
    g = with_params(pos(players=[{"hand": ["money_loving_fairy"], "areas": {"coin": 2}}, {}]), "money_loving_fairy",
                     coin_counter_cap=2)
    act(g, ["play", "money_loving_fairy"], ["pick", [0]])
    assert g.state.players[0].areas == {"coin": 2}


def test_OQ_8_debt_not_a_counter_you_own() -> None:
    g = pos(players=[{"hand": ["money_loving_fairy"], "areas": {"coin": 2, "debt": 4}}, {}])
    with_rules(g, counter_areas_owned=["coin", "ore"])
    act(g, ["play", "money_loving_fairy"], ["pick", [MODE_B]])     # only the two Coin counters: no question
    assert g.state.players[0].areas == {"debt": 4}


def test_OQ_11_tokens_only_on_random_market_stacks() -> None:
    g = pos(players=[{"hand": ["taxation"]}, {}], market={"stacks": {"scout": 2, "bank": 2}})
    with_params(g, "taxation", tax_basic_piles=False)
    act(g, ["play", "taxation"])
    assert sorted(option_names(g)) == ["bank", "scout"]


def test_OQ_13_no_look_without_curses() -> None:
    g = pos(players=[{"hand": ["apprentice_witch"], "draw": ["city", "duke"]}, {}], market={"curses": 0})
    with_params(g, "apprentice_witch", looks_without_curses=False)
    act(g, ["play", "apprentice_witch"])
    assert hand(g, 0) == [] and discard(g, 0) == []


def test_OQ_18_one_name_banishes_nothing() -> None:
    g = with_params(pos(players=[{"hand": ["charm_of_two", "curse", "curse"]}, {}]), "charm_of_two",
                    partial_banish=False)
    act(g, ["play", "charm_of_two"], ["pick", [MODE_B]])
    assert outskirts(g) == [] and hand(g, 0) == ["curse", "curse"]


def test_OQ_19_the_pigeon_counts_itself() -> None:
    g = pos(players=[{"hand": ["carrier_pigeon"], "discard": ["alchemist"]}, {}])
    with_params(g, "carrier_pigeon", counts_itself=True)
    act(g, ["play", "carrier_pigeon"], ["pick", [MODE_B]])
    assert hand(g, 0) == ["alchemist"]


def test_OQ_20_archer_bonus_for_itself_and_not_for_copies() -> None:
    g = with_params(pos(players=[{"hand": ["archer"]}, {"draw": ["city"]}]), "archer", attack_bonus_for_itself=True)
    act(g, ["play", "archer"])
    assert coins(g) == 2
    g = pos(players=[{"hand": ["archer", "shinobi"], "discard": ["infantry_battalion"]},
                     {"draw": ["duke"], "hand": ["duke"]}])
    with_params(g, "archer", attack_bonus_for_copies=False)
    act(g, ["play", "archer"], ["play", "shinobi"])
    assert coins(g) == 1 + 2


def test_OQ_26_no_kunoichi_defense_from_the_domain() -> None:
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"princess": "lulunasaika", "domain": [{"card": "large_city", "kept": "kunoichi"}],
                      "hand": ["city", "duke"]}])
    with_params(g, "kunoichi", defends_from_domain=False)
    act(g, ["play", "infantry_battalion"])
    assert prompt_kind(g) != "defend"
    assert g.state.players[1].kept


def test_OQ_28_one_counter_for_a_card_of_two_declared_subtypes() -> None:
    g = pos(turn={"plays": 2},
            players=[{"princess": "klam_klam", "hand": ["alliance", "alliance", "kunoichi"],
                      "domain": [{"card": "large_city", "kept": "infantry_battalion"}]}, {"hand": ["city"]}])
    with_params(g, "alliance", counts_each_subtype=False)
    act(g, ["play", "alliance"], ["pick", [MILITARY]], ["play", "alliance"], ["pick", [STRATEGY]])
    act(g, ["play", "kunoichi"])
    assert g.state.counters[g.state.players[0].princess] == {"succession": 1}


def test_OQ_4_ouka_readings() -> None:
    """Ouka's open points: one card from hand and one from field; taking the card; the backing turn."""
    spec = {"turn": {"phase": "second"},
            "players": [{"princess": "ouka", "hand": ["alchemist"], "field": ["library"], "draw": ["city"] * 5},
                        {"draw": ["city"] * 5}]}
    g = with_ouka(pos(**spec), mix_hand_and_field=False)
    act(g, ["end_turn"])
    assert outskirts(g) == []                        # no pair from one place alone
    g = with_ouka(pos(**spec), take_mandatory=False)
    act(g, ["end_turn"], ["pick", ["alchemist"]], ["pick", ["library"]])
    assert g.prompt().step == "ouka_take" and g.prompt().min == 0     # T = 8: the Duke may be left
    act(g, ["pick", []])
    assert sorted(outskirts(g)) == ["alchemist", "library"]
    g = pos(turn={"phase": "second", "coins": 6},
            players=[{"hand": ["alchemist", "library"], "draw": ["city"] * 5}, {"draw": ["city"] * 5}],
            market={"princesses": ["ouka"]})
    with_ouka(g, on_backing_turn=False)
    act(g, ["back", "ouka"], ["end_turn"])
    assert outskirts(g) == [] and g.state.turn.seat == 1
