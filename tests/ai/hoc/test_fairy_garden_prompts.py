"""Every AI level answers the prompts of the Fairy Garden steps (Demon Tribe Warrior's look,
Surveyor's Farming Village to the draw pile) and of the Guardians variant legally, and `normal`
answers them with sense."""

from __future__ import annotations

from typing import Any

import pytest

from hoc_desktop.ai.hoc.levels import LEVELS, make_policy
from hoc_desktop.ai.hoc.normal import NormalPolicy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.hoc.seat_view import SeatView
from tests.ai.hoc.helpers_ai import decide, named
from tests.engine.hoc.rulings.fairy_garden import fg_pos
from tests.helpers import act


def _looking() -> Game:
    """Demon Tribe Warrior's holder looks at a Duke and a Curse on top of the opponent's pile."""
    g = fg_pos(players=[{"hand": ["demon_tribe_warrior"]}, {"draw": ["curse", "duke"]}])
    act(g, ["play", "demon_tribe_warrior"])
    return g


def _surveyed() -> Game:
    """Surveyor hits an opponent holding two Farming Villages: which goes on the draw pile."""
    g = fg_pos(players=[{"hand": ["surveyor"], "draw": ["city"]}, {"hand": ["farming_village", "farming_village"]}])
    act(g, ["play", "surveyor"])
    return g


def _backed() -> Game:
    """Guardians: Lulunasaika backed, Laolily and Bergamotte left in the row."""
    g = fg_pos(options={"guardians": True}, turn={"phase": "second", "coins": 6},
               market={"princesses": ["lulunasaika", "laolily", "bergamotte"]}, players=[{}, {}])
    act(g, ["back", "lulunasaika"])
    return g


@pytest.mark.parametrize("level", sorted(LEVELS))
@pytest.mark.parametrize("position, kind", [(_looking, "discard_looked"), (_surveyed, "to_draw"),
                                            (_backed, "guardian")])
def test_every_level_answers_the_fairy_garden_prompts_legally(level: str, position: Any, kind: str) -> None:
    g = position()
    prompt = g.prompt()
    assert prompt.kind == kind
    command, _ = split_decision(make_policy(level, 3).decide(prompt, SeatView(g.state, prompt.seat)))
    assert prompt.check(command) is None
    g.submit(prompt.seat, command)


def test_normal_discards_the_opponents_duke_it_looked_at() -> None:
    g = _looking()
    assert named(g, decide(g, NormalPolicy(0)).command) == ("pick", ("duke",))


def test_normal_takes_a_guardian_the_dearest_one() -> None:
    g = _backed()
    (pick,) = decide(g, NormalPolicy(0)).command[1]
    assert g.state.cards[pick].cost == max(g.state.cards[c].cost for c in g.prompt().options)
