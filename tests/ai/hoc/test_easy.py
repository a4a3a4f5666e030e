"""`easy`: legal, plausible, and weak on purpose (its weaknesses are part of its definition)."""

from __future__ import annotations

from hoc_desktop.ai.hoc.easy import EasyPolicy
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.contest import random_market, setup_for
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.reason_words import worded
from tests.ai.hoc.helpers_ai import decide, named, step
from tests.helpers import act, pos, prompt_kind


def test_plays_territories_before_actions() -> None:
    g = pos(players=[{"hand": ["trading_ship", "city", "farming_village", "post_horse"], "draw": ["city"] * 3}, {}])
    first, second = step(g, EasyPolicy(1)), step(g, EasyPolicy(1))
    assert {first[1], second[1]} == {"city", "farming_village"}


def test_backs_lulunasaika_when_she_is_there() -> None:
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {}])
    assert named(g, decide(g, EasyPolicy(3)).command) == ("back", "lulunasaika")


def test_backs_some_princess_at_six_coins_when_lulunasaika_is_gone() -> None:
    g = pos(turn={"phase": "second", "coins": 6}, players=[{}, {"princess": "lulunasaika"}])
    d = named(g, decide(g, EasyPolicy(3)).command)
    assert d[0] == "back" and d[1] != "lulunasaika"


def test_sets_even_a_lone_royal_maid_with_eight_coins() -> None:
    """A beginner's habit: set what it holds instead of buying the Duke."""
    g = pos(turn={"phase": "second", "coins": 8}, players=[{"princess": "laolily", "hand": ["royal_maid"]}, {}])
    assert named(g, decide(g, EasyPolicy(0)).command) == ("set", "royal_maid")


def test_buys_one_card_a_turn() -> None:
    g = pos(turn={"phase": "second", "coins": 11}, players=[{"princess": "laolily"}, {}])
    policy = EasyPolicy(0, whim=0.0)
    assert step(g, policy) == ("buy", "duke")
    assert named(g, decide(g, policy).command) == ("end_turn",)


def test_never_defends_and_never_keeps() -> None:
    g = pos(players=[{"hand": ["infantry_battalion"]},
                     {"hand": ["rampart", "city", "city", "farming_village", "apprentice_maid"]}])
    act(g, ["play", "infantry_battalion"])
    assert prompt_kind(g) == "defend"
    assert named(g, decide(g, EasyPolicy(0)).command) == ("pick", ())
    g = pos(turn={"plays": 0}, players=[{"princess": "lulunasaika", "domain": ["city"], "hand": ["post_horse"]}, {}])
    assert named(g, decide(g, EasyPolicy(0)).command) == ("end_main",)


def test_declares_at_twenty() -> None:
    g = pos(players=[{"princess": "lulunasaika", "domain": ["duke", "duke", "royal_maid"], "hand": ["city"]}, {}])
    assert named(g, decide(g, EasyPolicy(0)).command) == ("declare",)


def test_whole_games_are_legal_and_explained() -> None:
    reasons = []

    class Checked:
        def __init__(self, seed: int) -> None:
            self.p = make_policy("easy", seed)

        def decide(self, prompt, view):
            d = self.p.decide(prompt, view)
            reasons.append(worded(d.reason))
            assert worded(d.reason)
            return d

    for i in range(4):
        n = 2 + i % 3
        result = play_match(setup_for(i, n, market=random_market(i, 0.5)), [Checked(i * 10 + k) for k in range(n)])
        assert result.reason != "turn_limit"
    assert len(reasons) > 100


def test_never_chooses_a_mode_that_stops_at_once_when_another_works() -> None:
    # given City Development played with 1 coin and a Farming Village in hand (the Large City mode cannot be paid)
    for seed in range(20):
        g = pos(players=[{"hand": ["farming_village", "farming_village", "city_development"]}, {}])
        act(g, ["play", "farming_village"], ["play", "city_development"])
        assert prompt_kind(g) == "mode"
        # when easy answers, then it takes the mode that works (the Farming Village to a City)
        assert decide(g, EasyPolicy(seed)).command == ("pick", (0,))
