"""The vocabulary's checks of the steps Surveyor and Demon Tribe Warrior need (with_fallback,
stop, hand_to_draw_top, reveal_hand, look_at_top, discard_looked): a pack gets one line saying
what is wrong, never a branch that could be left half done."""

from __future__ import annotations

import pytest

from hoc_desktop.cards.vocabulary import VocabularyError, parse_steps

IDS = {"farming_village", "city"}


def test_with_fallback_parses_branches_in_order() -> None:
    (step,) = parse_steps([{"with_fallback": [[{"hand_to_draw_top": {"filter": {"name": "farming_village"}}}],
                                              [{"take_from_market": {"card": "farming_village", "to": "draw_top"}}],
                                              [{"reveal_hand": {}}, {"stop": {}}]]}], IDS)
    assert [[s.op for s in branch] for branch in step.args] == [["hand_to_draw_top"], ["take_from_market"],
                                                                ["reveal_hand", "stop"]]


@pytest.mark.parametrize("args, words", [
    ([[{"draw": 1}]], "at least two branches"),
    ({"a": 1}, "at least two branches"),
    ([[], [{"draw": 1}]], "branch 1 has no steps"),
    ([[{"draw": 1}], [{"stop": {}}]], "branch 1 must open with one of"),
    ([[{"pay_coins": 1}], [{"draw": 1}], [{"draw": 2}]], "branch 2 must open with one of"),
])
def test_with_fallback_refuses_a_branch_that_could_be_left_half_done(args: object, words: str) -> None:
    with pytest.raises(VocabularyError, match=words):
        parse_steps([{"with_fallback": args}], IDS)


def test_the_last_branch_may_open_with_any_step() -> None:
    (step,) = parse_steps([{"with_fallback": [[{"pay_coins": 1}, {"draw": 2}], [{"draw": 1}]]}], IDS)
    assert step.args[1][0].op == "draw"


@pytest.mark.parametrize("step, words", [
    ({"take_from_market": {"card": "city", "to": "draw_bottom"}}, "hand, discard or draw_top"),
    ({"discard_looked": {"count": 1}}, "missing argument 'exactly'"),
    ({"discard_looked": {"count": 1, "exactly": "no"}}, "exactly must be true or false"),
    ({"look_at_top": "y"}, "unknown variable"),
    ({"stop": {"now": True}}, "unknown argument"),
])
def test_new_steps_refuse_bad_arguments(step: dict[str, object], words: str) -> None:
    with pytest.raises(VocabularyError, match=words):
        parse_steps([step], IDS)
