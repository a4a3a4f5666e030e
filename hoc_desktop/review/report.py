"""A review in words: what `hoc-desktop review` prints. Percentages are win probabilities for the
reviewed seat; `±` is one standard error of the loss (docs/review.md says how to read them)."""

from __future__ import annotations

from hoc_desktop.review.run import Review
from hoc_desktop.review.verdict import MARK_ERRORS, DecisionReview


def _percent(p: float) -> str:
    return f"{100 * p:.1f}%"


def decision_line(d: DecisionReview) -> str:
    """One marked decision: the turn, what was done, what was better, the win probability before
    and after."""
    return (f"turn {d.turn}: {d.made_words}; better: {d.best_words}; win {_percent(d.before)} -> "
            f"{_percent(d.after)} (loss {_percent(d.loss)} ± {_percent(d.error)})")


def report_lines(review: Review, top: int) -> list[str]:
    """The header, the `top` marked decisions that lost the most, and `average loss: X.X%`."""
    marked = review.marked
    head = (f"{review.game}, seat {review.seat} ({review.player}): {len(review.decisions)} decisions reviewed, "
            f"{len(review.open)} still open, {len(marked)} marked (a loss over {MARK_ERRORS:g} standard errors)")
    lines = [head]
    lines += [decision_line(d) for d in marked[:top]]
    lines.append(f"average loss: {100 * review.average_loss:.1f}%")
    return lines
