"""The numbers a review stands on: paired differences and their standard errors, the marking rule,
the average (hoc_desktop/ai/appraisal.py, hoc_desktop/review/verdict.py)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hoc_desktop.ai.appraisal import Appraisal
from hoc_desktop.review.run import Review
from hoc_desktop.review.verdict import DecisionReview, decision_seed


def _review(loss: float, error: float) -> DecisionReview:
    return DecisionReview(0, 1, ("end_turn",), "ends the turn", ("buy", 1), "buys Duke", 0.5 + loss, 0.5, loss,
                          error, loss, False, 16, ())


def test_a_decision_is_marked_only_when_its_loss_clears_two_standard_errors() -> None:
    """Given losses of 10% with standard errors of 4% and 6%, when marked is asked, then only the
    first is marked (10 > 2 x 4, but not > 2 x 6)."""
    assert _review(0.10, 0.04).marked
    assert not _review(0.10, 0.06).marked
    assert not _review(0.0, 0.0).marked


def test_paired_samples_measure_a_difference_more_precisely_than_either_rate() -> None:
    """Given two options whose results agree in most worlds, when their difference is taken, then
    its standard error is far below either win rate's."""
    a = (1.0, 0.0, 1.0, 1.0, 0.0, 1.0, 0.0, 1.0)
    b = (1.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.0, 1.0)
    found = Appraisal((("x",), ("y",)), (a, b))
    gap, error = found.difference(0, 1)
    assert gap == pytest.approx(1 / 8)
    assert error < found.error(0) / 1.3 and error < found.error(1) / 1.3


def test_the_average_counts_open_decisions_against_the_strongest_levels_choice() -> None:
    """Given three decisions losing 10%, gaining 4% against the strongest level's choice and one
    settled (every command gave the same result), when the average is taken, then it is 3% over the
    two open ones; a player who only gained averages 0, not below."""
    lost, gained, settled = _review(0.10, 0.04), replace(_review(0.0, 0.0), standard_loss=-0.04), \
        replace(_review(0.0, 0.0), standard_loss=0.5, settled=True)
    assert Review("Tiny", 0, "A", (lost, gained, settled)).average_loss == pytest.approx(0.03)
    assert Review("Tiny", 0, "A", (gained,)).average_loss == 0.0
    assert Review("Tiny", 0, "A", ()).average_loss == 0.0


def test_a_decision_is_settled_only_when_every_command_gave_the_same_result_everywhere() -> None:
    """Given appraisals, when settled is asked, then only one whose results are all equal is."""
    assert Appraisal((("a",), ("b",)), ((0.0, 0.0), (0.0, 0.0))).settled
    assert not Appraisal((("a",), ("b",)), ((0.0, 0.0), (0.0, 1.0))).settled


def test_a_decision_seed_depends_on_the_review_seed_and_the_decision_alone() -> None:
    """Given the same seed and command index, when seeded twice, then the same; another index or
    seed gives another."""
    assert decision_seed(3, 17) == decision_seed(3, 17)
    assert len({decision_seed(3, 17), decision_seed(3, 18), decision_seed(4, 17)}) == 3
