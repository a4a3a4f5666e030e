"""`hard`'s own seat where it does not search: `normal` with a habit that beats `normal`."""

from __future__ import annotations

from hoc_desktop.ai.hoc.hard_rollout import HardRolloutPolicy
from hoc_desktop.ai.hoc.normal import NormalPolicy
from hoc_desktop.ai.reason_words import worded
from tests.ai.hoc.helpers_ai import decide, named
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
    assert worded(d.reason).startswith("buys Large City")


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
