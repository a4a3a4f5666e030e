"""Positions that cannot arise in a game, and values of the wrong shape, are refused before a game is
built, naming the place in the spec; a legal position with the same parts builds."""

from __future__ import annotations

from typing import Any

import pytest

from hoc_desktop.engine.hoc.position import build_position
from hoc_desktop.errors import HocError, ShapeError


def two(first: dict[str, Any] | None = None, second: dict[str, Any] | None = None, **spec: Any) -> dict[str, Any]:
    """A two-player position spec."""
    return {"players": [first or {}, second or {}], **spec}


IMPOSSIBLE: dict[str, tuple[dict[str, Any], str, str]] = {
    # a card in two places
    "princess-backed-twice": (two({"princess": "laolily"}, {"princess": "laolily"}),
                              "players[1].princess", "already at players[0].princess"),
    "backed-princess-still-in-row": (two({"princess": "laolily"}, market={"princesses": ["laolily", "bergamotte"]}),
                                     "market.princesses[0]", "already at players[0].princess"),
    "princess-twice-in-row": (two(market={"princesses": ["laolily", "laolily"]}), "market.princesses[1]", "already"),
    "rare-in-two-places": (two({"hand": ["imperial_crown"]}, market={"supply": ["imperial_crown"]}),
                           "market.supply[0]", "one 'imperial_crown', already at players[0].hand[0]"),
    "princess-in-hand": (two({"hand": ["laolily"]}), "players[0].hand[0]",
                         "can only be backed, a guardian or in the Princess row"),
    "guardian-without-princess": (two({"guardian": ["laolily"]}), "players[0].guardian",
                                  "a guardian is taken when backing a princess"),
    "guardian-not-a-princess": (two({"princess": "laolily", "guardian": ["duke"]}), "players[0].guardian[0]",
                                "is not a Princess"),
    "two-guardians": (two({"princess": "laolily", "guardian": ["bergamotte", "klam_klam"]}), "players[0].guardian",
                      "0 to 1 items"),
    "not-a-princess-backed": (two({"princess": "duke"}), "players[0].princess", "is not a Princess"),
    "domain-without-princess": (two({"domain": ["city"]}), "players[0].domain", "needs a backed princess"),
    # kept cards
    "kept-on-cheaper-territory": (two({"princess": "laolily", "domain": [{"card": "farming_village",
                                                                           "kept": "alchemist"}]}),
                                  "players[0].domain[0].kept", "cheaper 'farming_village'"),
    "kept-on-non-territory": (two({"princess": "laolily", "domain": [{"card": "duke", "kept": "scout"}]}),
                              "players[0].domain[0].kept", "not a Territory"),
    "kept-non-action": (two({"princess": "laolily", "domain": [{"card": "large_city", "kept": "city"}]}),
                        "players[0].domain[0].kept", "cannot be kept"),
    "kept-talisman": (two({"princess": "laolily", "domain": [{"card": "large_city", "kept": "magic_talisman"}]}),
                      "players[0].domain[0].kept", "cannot be kept"),
    # negative or absurd numbers
    "negative-coins": (two(turn={"coins": -1}), "turn.coins", "must be from 0"),
    "negative-debt": (two({"areas": {"debt": -4}}), "players[0].areas.debt", "must be from 0"),
    "negative-counter": (two({"princess": "klam_klam", "princess_counters": {"twin": -1}}),
                         "players[0].princess_counters.twin", "must be from 0"),
    "billion-curses": (two(market={"curses": 10 ** 9}), "market.curses", "must be from 0 to 8"),
    "huge-seed": (two(seed=10 ** 5000), "seed", "must be from"),
    "float-seed": (two(seed=1.5), "seed", "expected a whole number"),
    "bool-plays": (two(turn={"plays": True}), "turn.plays", "expected a whole number"),
    "overfull-basic-pile": (two(market={"basic": {"duke": 13}}), "market.basic.duke", "must be from 0 to 12"),
    "not-a-basic-pile": (two(market={"basic": {"scout": 3}}), "market.basic", "not a Basic Market pile"),
    "nine-stacks": (two(market={"stacks": dict.fromkeys(("scout", "bank", "library", "rampart", "shinobi", "refuge",
                                                         "alchemist", "contribution", "post_horse"), 1)}),
                    "market.stacks", "more than 8 entries"),
    "overfull-stack": (two(market={"stacks": {"scout": 6}}), "market.stacks.scout", "must be from 0 to 5"),
    "huge-zone": (two({"hand": ["city"] * 101}), "players[0].hand", "0 to 100 items"),
    # Far East: Taxation tokens sit on non-empty Market piles, once each; Samurai sets aside cards, never a princess
    "token-on-an-empty-pile": (two(market={"basic": {"duke": 0}, "taxed": ["duke"]}), "market.taxed[0]",
                               "not a non-empty Market pile"),
    "token-on-no-pile": (two(market={"taxed": ["scout"]}), "market.taxed[0]", "not a non-empty Market pile"),
    "two-tokens-on-a-pile": (two(market={"taxed": ["duke", "duke"]}), "market.taxed", "appears twice"),
    "princess-set-aside": (two({"set_aside": ["ouka"]}), "players[0].set_aside[0]",
                           "can only be backed, a guardian or in the Princess row"),
    "unknown-area": (two({"areas": {"gold": 4}}), "players[0].areas", "expected one of coin, ore, debt"),
    # turn order and turns
    "duplicate-seat-in-order": (two(order=[0, 0]), "order", "the seat 0 appears twice"),
    "short-order": (two(order=[0]), "order", "exactly 2 items"),
    "seat-out-of-range": (two(turn={"seat": 2}), "turn.seat", "must be from 0 to 1"),
    "eliminated-players-turn": (two({"eliminated": True}), "turn.seat", "eliminated"),
    "coronation-without-declaring": (two(coronation={1: [0]}), "coronation[1]", "has not declared"),
    "unknown-flag": (two(turn={"flags": ["cheating"]}), "turn.flags[0]", "expected one of"),
    "unknown-phase": (two(turn={"phase": "over"}), "turn.phase", "expected one of main, second"),
    # cards in zones no game puts them in (issue 37 item 8)
    "city-stack-in-random-market": (two(market={"stacks": {"city": 2}}), "market.stacks.city",
                                    "'city' cannot be there: the Random Market holds Commons"),
    "curse-stack-in-random-market": (two(market={"stacks": {"curse": 1}}), "market.stacks.curse", "cannot be there"),
    "basic-card-in-supply": (two(market={"supply": ["senator"]}), "market.supply[0]",
                             "the Supply pile holds Commons and Rares"),
    "action-in-domain": (two({"princess": "laolily", "domain": ["scout"]}), "players[0].domain[0]",
                         "a Domain holds the backed princess, Territory and Succession cards"),
    "curse-in-domain": (two({"princess": "laolily", "domain": ["curse"]}), "players[0].domain[0]", "cannot be there"),
    "succession-card-played": (two({"field": ["duke"]}), "players[0].field[0]",
                               "only Action and Territory cards are played"),
    "curse-played": (two({"field": ["curse"]}), "players[0].field[0]", "only Action and Territory cards are played"),
    # counters on cards that never carry them
    "twin-counter-on-another-princess": (two({"princess": "laolily", "princess_counters": {"twin": 1}}),
                                         "players[0].princess_counters.twin", "'laolily' never carries a twin counter"),
    "succession-counter-on-a-city": (two({"princess": "laolily",
                                          "domain": [{"card": "city", "counters": {"succession": 1}}]}),
                                     "players[0].domain[0].counters.succession", "never carries a succession counter"),
    "twin-counter-on-the-estate": (two({"princess": "laolily",
                                        "domain": [{"card": "imperial_estate", "counters": {"twin": 1}}]}),
                                   "players[0].domain[0].counters.twin", "never carries a twin counter"),
    # a game that would already be over, or a state the engine would have changed
    "thirty-points-not-over": (two({"princess": "laolily", "domain": ["duke"] * 5}), "players[0].domain",
                               "30 succession points: the game would be over"),
    "judgment-piles-empty": (two(market={"basic": {"royal_maid": 0, "senator": 0, "duke": 0}}), "market.basic",
                             "the game would be over"),
    "declared-below-twenty": (two({"princess": "laolily", "declared": True}), "players[0].declared",
                              "a coronation needs 20 succession points, not 0"),
    "guardian-without-the-variant": (two({"princess": "laolily", "guardian": ["bergamotte"]}), "players[0].guardian",
                                     "a guardian needs the Guardians variant"),
    # shapes
    "unknown-card": (two({"hand": ["citty"]}), "players[0].hand[0]", "unknown card 'citty'"),
    "card-as-number": (two({"hand": [3]}), "players[0].hand[0]", "unknown card 3"),
    "unknown-entry-key": (two({"hand": [{"card": "city", "kept": "scout"}]}), "players[0].hand[0]",
                          "unknown key 'kept'"),
    "truthy-revealed": (two({"draw": [{"card": "city", "revealed": "yes"}]}), "players[0].draw[0].revealed",
                        "expected true or false"),
    "name-with-escape": (two({"name": "A\x1b[2J"}), "players[0].name", "control character"),
    "one-player": ({"players": [{}]}, "players", "2 to 4 players"),
    "unknown-top-key": ({"players": [{}, {}], "cheat": 1}, "", "unknown key 'cheat'"),
    "ignored-turn-key": (two(turn={"used": [1]}), "turn", "unknown key 'used'"),
    "truthy-option": (two(options={"no_rares": "no"}), "options.no_rares", "expected true or false"),
}


@pytest.mark.parametrize("kind", sorted(IMPOSSIBLE))
def test_an_impossible_position_is_refused_naming_the_place(kind: str) -> None:
    # given a position spec that no game can reach, or of the wrong shape
    spec, where, words = IMPOSSIBLE[kind]
    # when it is built, then it is refused naming where and what
    with pytest.raises(ShapeError) as info:
        build_position(spec)
    message = str(info.value)
    assert isinstance(info.value, HocError)
    assert message.startswith(f"{where}: " if where else ""), message
    assert words in message, message
    assert message.isprintable()


LEGAL: dict[str, dict[str, Any]] = {
    "kept-on-equal-cost": two({"princess": "laolily", "domain": [{"card": "city", "kept": "scout"}]}),
    "two-princesses": two({"princess": "laolily"}, {"princess": "bergamotte"},
                          market={"princesses": ["flammaria", "klam_klam"]}),
    "far-east-pieces": two({"areas": {"coin": 3, "ore": 2, "debt": 0}, "set_aside": ["senator", "alchemist"]},
                           market={"stacks": {"samurai": 2}, "taxed": ["duke", "samurai"]}),
    "eight-stacks-and-a-rare": two(market={"stacks": dict.fromkeys(("scout", "bank", "library", "rampart", "shinobi",
                                                                    "refuge", "alchemist", "imperial_crown"), 1)}),
    "declared-with-coronation": two({"princess": "laolily", "declared": True, "domain": ["duke", "duke", "duke",
                                                                                         "senator"]},
                                    coronation={0: [1]}, turn={"seat": 1}),
    "rotated-order": two(order=[1, 0], turn={"seat": 1}),
    "twin-counters-on-the-twins": two({"princess": "lain_and_shion", "princess_counters": {"twin": 2}}),
    "counters-on-the-estate-and-a-princess": two({"princess": "laolily", "princess_counters": {"succession": 2},
                                                  "domain": [{"card": "imperial_estate",
                                                              "counters": {"succession": 3}}]}),
    "twenty-nine-points": two({"princess": "laolily", "domain": ["duke"] * 4 + ["senator", "royal_maid"]}),
    "a-guardian-with-the-variant": two({"princess": "laolily", "guardian": ["bergamotte"]},
                                       options={"guardians": True}),
    "territories-played-and-in-domain": two({"princess": "laolily", "field": ["city", "scout"],
                                             "domain": ["large_city", "imperial_estate"]}),
}


@pytest.mark.parametrize("kind", sorted(LEGAL))
def test_the_legal_neighbours_build(kind: str) -> None:
    assert build_position(LEGAL[kind]).prompt() is not None
