"""The numbers a review stands on: paired differences, their standard errors, the held-out loss and
the marking rule (hoc_desktop/ai/appraisal.py, hoc_desktop/review/verdict.py)."""

from __future__ import annotations

import pytest

from hoc_desktop.ai.appraisal import Appraisal
from hoc_desktop.review.verdict import DecisionReview, decision_seed


def _review(loss: float, error: float) -> DecisionReview:
    return DecisionReview(0, 1, ("end_turn",), "ends the turn", ("buy", 1), "buys Duke", 0.5 + loss, 0.5, loss,
                          error, loss, 16, ())


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


def test_the_held_out_loss_does_not_charge_noise_to_the_command_made() -> None:
    """Given options that win in exactly the same worlds as the command made, when the held-out
    gain is taken, then it is 0; given a better option, then it shows the gap."""
    same = (1.0, 1.0, 0.0, 0.0) * 4
    assert Appraisal((("a",), ("b",), ("c",)), (same, same, same)).held_out_gain(0) == 0.0
    better = (1.0,) * 16
    assert Appraisal((("a",), ("b",)), (same, better)).held_out_gain(0) == pytest.approx(0.5)


def test_a_decision_seed_depends_on_the_review_seed_and_the_decision_alone() -> None:
    """Given the same seed and command index, when seeded twice, then the same; another index or
    seed gives another."""
    assert decision_seed(3, 17) == decision_seed(3, 17)
    assert len({decision_seed(3, 17), decision_seed(3, 18), decision_seed(4, 17)}) == 3
