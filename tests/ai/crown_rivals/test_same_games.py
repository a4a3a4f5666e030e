"""Behaviour unchanged: seeded Crown Rivals games between its AI levels give exactly the games they
gave before, so a change meant to speed up the engine or a policy (a plan worked out once, a module
compiled) cannot alter a game unnoticed.

Given 40 deals, each played by `normal` against `easy` (even seeds) or `normal` (odd seeds), when
each game is played to its end, then one SHA-256 over every game's command log and omniscient event
stream equals the constant below (computed before `normal` worked out its plan's market and plays
once per view, and checked unchanged by that change).

If this test fails after a change meant to keep behaviour, the change altered a game. If it was meant
to alter games (a rule fix, a stronger policy), recompute the constant and say why in the commit.
"""

from __future__ import annotations

import hashlib

from hoc_desktop.ai.match import play_match
from hoc_desktop.games import kit_named

GAMES = 40
EXPECTED = "9a3d90f69cea619c94f6a3c5a2f61610a71567a315ec53c242d845e2ba6d1715"


def test_seeded_crown_rivals_games_are_the_games_they_were() -> None:
    # given: the kit, and the seeded deals with their seats
    kit = kit_named("crown-rivals")
    digest = hashlib.sha256()
    for seed in range(GAMES):
        setup = kit.setup_from_dict({"game": "crown-rivals", "players": ["a", "b"], "seed": seed}).to_dict()
        policies = [kit.make_policy("normal", seed), kit.make_policy("normal" if seed % 2 else "easy", seed + 1)]
        # when: each is played to its end
        result = play_match(kit, setup, policies, record=True)
        assert result.game is not None
        digest.update(repr((result.game.commands, result.game.events)).encode())
    # then: bit for bit the games they gave before
    assert digest.hexdigest() == EXPECTED
