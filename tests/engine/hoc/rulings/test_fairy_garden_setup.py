"""Fairy Garden rulings of setup, the Market, Judgment, combining sets and variants
(fairy-garden.md sections 6.1, 6.5, 6.11): one test per ruling ID."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from hoc_desktop.cards.sets import randomize
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup, profile_for
from hoc_desktop.engine.hoc.table_view import view
from tests.engine.hoc.rulings.fairy_garden import FG_MARKET, FG_PACK, fg_catalog, fg_game, fg_pos, fg_setup
from tests.helpers import act, discard, domain, hand, legal, option_names, points, prompt_kind

MIXED = ("base", "far_east")
GUARDIAN_PACK = str(__import__("pathlib").Path(__file__).parent / "guardian_princesses.yaml")
BASIC = {"farming_village": 20, "city": 30, "large_city": 20, "royal_maid": 12, "senator": 12, "duke": 12}
EXCLUDED = {"rampart", "refuge", "magic_talisman", "kunoichi", "battering_ram", "buried_treasure", "glamour_witch",
            "infantry_battalion", "royal_guard", "shinobi", "stargazing_witch", "archer", "samurai"}


def keys(g, cids) -> list[str]:
    return [g.state.cards[c].key for c in cids]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_FG_SET_1(players: int) -> None:
    """Given an FG game of 2-4 players, when setup builds the Curse pile, then it holds 4 per player."""
    assert len(fg_game(players).state.curses) == 4 * players


def test_FG_SET_2() -> None:
    """Given FG setup, each starting deck is 7 Farming Villages and 3 Apprentice Maids."""
    g = fg_game(3)
    for p in g.state.players:
        assert Counter(keys(g, p.hand + p.draw)) == {"farming_village": 7, "apprentice_maid": 3}


def test_FG_SET_3() -> None:
    """The Basic Market: Farming Village 20 (new), City 30, Large City 20, Royal Maid, Senator, Duke 12."""
    g = fg_game()
    assert {key: len(pile) for key, pile in g.state.basic.items()} == BASIC


def test_FG_SET_4() -> None:
    """The Supply pile holds 5 of each of the 10 Commons plus Elrune and Imperial Crown: 52 cards."""
    g = fg_game()
    dealt = Counter(keys(g, g.state.supply + [c for pile in g.state.stacks.values() for c in pile]))
    assert sum(dealt.values()) == 52
    assert dealt == {**dict.fromkeys(FG_MARKET, 5), "fairy_queen_elrune": 1, "imperial_crown": 1}


def test_FG_SET_5() -> None:
    """The Random Market is filled until 8 different names show; repeats join their stack."""
    g = fg_game(seed=4)
    assert len(g.state.stacks) == 8
    for key, pile in g.state.stacks.items():
        assert set(keys(g, pile)) == {key}


def test_FG_SET_6() -> None:
    """The Princess row holds the six princesses."""
    assert len(fg_game().state.princesses) == 6


def test_FG_SET_7() -> None:
    """Given random selection over the FG Commons, 10 different ones are used, all Fairy Garden."""
    catalog = fg_catalog()
    market = randomize(catalog, random.Random(7), card_sets=("fairy_garden",))
    assert len(set(market)) == 10 and profile_for(market, catalog) == "fg"
    assert new_game(fg_setup(market=market), record=False).state.turn.number == 1


def test_FG_MKT_1() -> None:
    """An effect looking for a Market card finds the Farming Village pile (Butler acquires one)."""
    g = fg_pos(players=[{"hand": ["butler"]}, {}], market={"stacks": {"city": 0}})
    act(g, ["play", "butler"])
    assert "farming_village" in option_names(g)


def test_FG_MKT_2() -> None:
    """With 1 coin in the Second Phase, a Farming Village can be bought: Market to discard pile."""
    g = fg_pos(turn={"phase": "second", "coins": 1}, players=[{}, {}])
    act(g, ["buy", "farming_village"])
    assert discard(g, 0) == ["farming_village"] and len(g.state.basic["farming_village"]) == 19


def test_FG_MKT_3() -> None:
    """With 7 names in the Random Market and an empty Supply pile, Refresh adds nothing; play goes on."""
    stacks = dict.fromkeys(FG_MARKET[:7], 2)
    g = fg_pos(turn={"phase": "second"}, market={"stacks": stacks, "supply": []}, players=[{}, {}])
    act(g, ["end_turn"])
    assert len(g.state.stacks) == 7 and g.state.turn.seat == 1 and g.state.result is None


def test_FG_JDG_1() -> None:
    """Given an FG game, when the last Duke leaves the Basic Market, the game ends at once."""
    g = fg_pos(turn={"phase": "second", "coins": 8}, market={"basic": {"duke": 1}},
               players=[{"princess": "lulunasaika"}, {}])
    act(g, ["buy", "duke"])
    assert g.state.result["reason"] == "judgment" and g.state.result["winners"] == [0]


def test_FG_JDG_2() -> None:
    """Judgment with two equal highest totals is a tie."""
    g = fg_pos(turn={"phase": "second", "coins": 8}, market={"basic": {"duke": 1}},
               players=[{"princess": "lulunasaika"}, {"princess": "klam_klam", "domain": ["senator", "senator"]}])
    act(g, ["buy", "duke"])
    assert g.state.result["winners"] == [0, 1]


def test_FG_JDG_3() -> None:
    """An effect acquiring Dukes one at a time empties the pile: the game ends there, and the effect's
    later steps are not resolved (Duke Collector's coins)."""
    g = fg_pos(market={"basic": {"duke": 1}}, players=[{"hand": ["duke_collector"]}, {}])
    act(g, ["play", "duke_collector"])
    assert g.state.result is not None and g.state.turn.coins == 0


def test_judgment_stays_a_table_option() -> None:
    """The table may choose the base rulebook's three piles for an FG game (OQ-FG-01)."""
    g = fg_pos(options={"judgment": "all_three_piles"}, turn={"phase": "second", "coins": 8},
               market={"basic": {"duke": 1}}, players=[{}, {}])
    act(g, ["buy", "duke"])
    assert g.state.result is None


def test_FG_MIX_1() -> None:
    """A game with Elrune has no Imperial Capital; with FG and base Commons mixed too."""
    market = FG_MARKET[:5] + ("scout", "library", "bank", "alchemist", "adventurer")
    for setup in (fg_setup(), fg_setup(market=market, card_sets=MIXED, profile="mixed")):
        g = new_game(setup, record=False)
        dealt = keys(g, g.state.supply + [c for pile in g.state.stacks.values() for c in pile])
        assert "fairy_queen_elrune" in dealt and "imperial_capital" not in dealt


def test_FG_MIX_2() -> None:
    """Random draws over FG, base and Far East Commons never draw a Defense card or a named card."""
    catalog = fg_catalog()
    drawn = set()
    for seed in range(60):
        drawn |= set(randomize(catalog, random.Random(seed), card_sets=("base", "far_east", "fairy_garden")))
    assert not drawn & EXCLUDED and len(drawn) > 30


def test_FG_MIX_3() -> None:
    """A hand-picked mixed list with Kunoichi is refused, unless allow_excluded_in_mix is on."""
    market = FG_MARKET[:9] + ("kunoichi",)
    with pytest.raises(ValueError, match="leaves out Kunoichi"):
        new_game(fg_setup(market=market, card_sets=MIXED, profile="mixed"), record=False)
    assert new_game(fg_setup(market=market, card_sets=MIXED, profile="mixed", allow_excluded_in_mix=True), record=False)


def test_the_profile_must_match_the_commons() -> None:
    """The options name the profile the Commons make (R-FG-01)."""
    with pytest.raises(ValueError, match="make a 'fg' game"):
        new_game(fg_setup(profile="base"), record=False)


def test_a_fairy_garden_game_without_elrune_data_is_refused() -> None:
    """OQ-FG-07: no pack gives Elrune: refused in words, unless played without Rares or without her."""
    setup = fg_setup()
    bare = type(setup)(setup.players, setup.market, 0, setup.options, ("base",), (str(_without_elrune()),))
    with pytest.raises(ValueError, match="needs Fairy Queen Elrune"):
        new_game(bare, record=False)
    # with omit_incomplete_rares: 50 Commons and Imperial Crown
    omitted = type(setup)(setup.players, setup.market, 0, Options(profile="fg", omit_incomplete_rares=True), ("base",),
                          bare.packs)
    g = new_game(omitted, record=False)
    dealt = keys(g, g.state.supply + [c for pile in g.state.stacks.values() for c in pile])
    assert len(dealt) == 51 and "imperial_crown" in dealt and "imperial_capital" not in dealt


def _without_elrune():
    import tempfile
    from pathlib import Path
    from tests.engine.hoc.rulings.fairy_garden import FG_PACK
    text = Path(FG_PACK).read_text(encoding="utf-8")
    text = "\n".join(line for line in text.splitlines() if "fairy_queen_elrune" not in line) + "\n"
    path = Path(tempfile.mkdtemp()) / "no_elrune.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_FG_VAR_1() -> None:
    """Two-player variant: the Supply pile holds only the 50 Commons."""
    g = fg_game(no_rares=True)
    dealt = keys(g, g.state.supply + [c for pile in g.state.stacks.values() for c in pile])
    assert len(dealt) == 50 and "fairy_queen_elrune" not in dealt and "imperial_crown" not in dealt


def test_FG_VAR_2() -> None:
    """Hand Elimination: A reveals 2 Apprentice Maids, B 1: A goes first, B next."""
    g = fg_game(2, hand_elimination=True)
    picks = {0: ["apprentice_maid"] * 2 + ["farming_village"] * 3, 1: ["apprentice_maid"] + ["farming_village"] * 4}
    for seat in range(2):
        assert prompt_kind(g) == "starting_hand"
        act(g, ["pick", picks[seat]])
    assert g.state.order == [0, 1] and g.state.turn.seat == 0
    assert sorted(hand(g, 0)) == sorted(picks[0])


def _guardians_game(card_sets: tuple[str, ...]) -> GameSetup:
    return GameSetup(("P0", "P1"), FG_MARKET, 0, Options(profile="fg", guardians=True), card_sets,
                     (FG_PACK, GUARDIAN_PACK))


def test_FG_VAR_3() -> None:
    """Given Guardians with 8+ princesses (a pack adds two to the base six), when you back a princess,
    then you may also take another face down: she leaves the row (nobody else can back her), her
    ability (Klam-Klam's discount) and her points do not count, and no counter goes on her."""
    g = new_game(_guardians_game(("base",)), record=False)
    assert len(g.state.princesses) == 8 and {"moss_regent", "dew_warden"} <= set(keys(g, g.state.princesses))
    g = fg_pos(options={"guardians": True}, turn={"phase": "second", "coins": 6},
               market={"princesses": ["lulunasaika", "klam_klam", "laolily"]},
               players=[{}, {"hand": ["imperial_estate"]}])
    act(g, ["back", "lulunasaika"])
    assert prompt_kind(g) == "guardian" and option_names(g) == ["klam_klam", "laolily"] and g.prompt().min == 0
    act(g, ["pick", ["klam_klam"]])
    assert keys(g, g.state.players[0].guardian) == ["klam_klam"] and domain(g, 0) == ["lulunasaika"]
    assert keys(g, g.state.princesses) == ["laolily"] and points(g, 0) == 6
    assert view(g.state, 1)["players"][0]["guardian"][0]["key"] == "klam_klam"     # public: taken from the row
    g = fg_pos(options={"guardians": True}, turn={"seat": 1, "phase": "second", "coins": 9},
               market={"princesses": ["laolily"]}, players=[{"princess": "lulunasaika", "guardian": ["klam_klam"]}, {}])
    assert [o for o in option_names(g) if o[0] == "back"] == [("back", "laolily")]
    g = fg_pos(options={"guardians": True}, turn={"phase": "second", "coins": 2},
               players=[{"princess": "lulunasaika", "guardian": ["klam_klam"]}, {}])
    assert not legal(g, ["buy", "city"])                   # no discount from a guardian Klam-Klam
    g = fg_pos(options={"guardians": True}, players=[{"princess": "lulunasaika", "guardian": ["lain_and_shion"]}, {}])
    assert not legal(g, ["activate", "lain_and_shion"]) and g.state.counters == {}


def test_FG_VAR_3_declined_and_only_when_chosen() -> None:
    """Taking a guardian is optional; without the variant nobody is asked."""
    g = fg_pos(options={"guardians": True}, turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "lulunasaika"], ["pick", []])
    assert g.state.players[0].guardian == [] and "klam_klam" in keys(g, g.state.princesses)
    g = fg_pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    act(g, ["back", "lulunasaika"])
    assert prompt_kind(g) == "second"


def test_guardians_with_fewer_than_8_princesses_is_refused_in_one_line() -> None:
    """OQ-FG-03: base, Far East and Fairy Garden give 7 princesses: Guardians is refused, naming why."""
    with pytest.raises(ValueError, match=r"^the Guardians variant needs 8 or more princesses in the game; "
                                         "this one has 7$"):
        new_game(fg_setup(card_sets=MIXED, guardians=True), record=False)
    assert len(new_game(_guardians_game(MIXED), record=False).state.princesses) == 9
