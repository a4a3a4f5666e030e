"""`hard`'s own seat where it does not search: `normal` with two habits that beat `normal`."""

from __future__ import annotations

from hoc_desktop.ai.hard_rollout import HardRolloutPolicy
from hoc_desktop.ai.normal import NormalPolicy
from tests.ai.helpers_ai import decide, named
from tests.helpers import pos

# backing moves the 3 dearest Territory cards played into the Domain: here a Farming Village's -2 points
PLAYED = ["city", "city", "farming_village"]


def test_waits_rather_than_back_a_princess_that_sinks_two_points_early() -> None:
    # given turn 5 of the game, 6 coins and a Farming Village among the Territory cards played
    g = pos(turn={"phase": "second", "coins": 6, "number": 5}, players=[{"field": PLAYED}, {}])
    # when normal and hard's own seat choose
    # then normal backs Lulunasaika (it waits only from 4 points), hard's own seat buys instead
    assert named(g, decide(g, NormalPolicy(0)).command) == ("back", "lulunasaika")
    d = decide(g, HardRolloutPolicy(0))
    assert named(g, d.command) == ("buy", "large_city")
    assert d.reason.startswith("buys Large City")


def test_backs_the_same_princess_from_the_turn_normal_stops_waiting() -> None:
    # given the same hand on turn 16
    g = pos(turn={"phase": "second", "coins": 6, "number": 16}, players=[{"field": PLAYED}, {}])
    # when hard's own seat chooses, then it backs as normal does
    assert named(g, decide(g, HardRolloutPolicy(0)).command) == ("back", "lulunasaika")


def test_backs_a_princess_that_sinks_nothing_early() -> None:
    # given turn 5, 6 coins and only Cities played
    g = pos(turn={"phase": "second", "coins": 6, "number": 5}, players=[{"field": ["city", "city"]}, {}])
    # when hard's own seat chooses, then it backs at once
    assert named(g, decide(g, HardRolloutPolicy(0)).command) == ("back", "lulunasaika")


def witch_hand(number: int, opponent_domain: list[str]) -> object:
    """A Curse Witch in a hand that normal would open with a City (no princess backed yet)."""
    return pos(turn={"plays": 1, "number": number},
               players=[{"hand": ["curse_witch", "city", "apprentice_maid", "farming_village"]},
                        {"princess": "laolily", "domain": opponent_domain}])


def test_banishes_a_curse_witch_from_hand_first_half_way_through_the_race() -> None:
    # given an opponent with 11 of the 20 coronation points (Duke 6, Senator 3, Royal Maid 2)
    g = witch_hand(30, ["duke", "senator", "royal_maid"])
    # when normal and hard's own seat open the Main Phase
    # then normal plays a City first, hard's own seat banishes the Witch for a Curse to each opponent
    assert named(g, decide(g, NormalPolicy(0)).command) == ("play", "city")
    d = decide(g, HardRolloutPolicy(0))
    assert named(g, d.command) == ("hand_activate", "curse_witch")
    g.submit(0, d.command)
    assert g.state.cards[g.state.players[1].discard[-1]].key == "curse"


def test_plays_as_normal_does_early_in_the_race() -> None:
    # given the same hand with both sides far from a coronation (the opponent's Senator: 3 points)
    g = witch_hand(8, ["senator"])
    # when hard's own seat opens the Main Phase, then it plays as normal would
    assert decide(g, HardRolloutPolicy(0)).command == decide(g, NormalPolicy(0)).command
