"""A review in words: what `hoc-desktop review` prints. Percentages are win probabilities for the
reviewed seat; `±` is one standard error of the loss (docs/review.md says how to read them). Each
line is one whole message in the current language (the review strip and the results show them)."""

from __future__ import annotations

from hoc_desktop.i18n import _
from hoc_desktop.review.run import Review
from hoc_desktop.review.verdict import MARK_ERRORS, DecisionReview


def _percent(p: float) -> str:
    return f"{100 * p:.1f}%"


def decision_line(d: DecisionReview) -> str:
    """One marked decision: the turn, what was done, what was better, the win probability before
    and after."""
    return _("turn {turn}: {made}; better: {best}; win {before} -> {after} (loss {loss} ± {error})").format(
        turn=d.turn, made=d.made_words, best=d.best_words, before=_percent(d.before), after=_percent(d.after),
        loss=_percent(d.loss), error=_percent(d.error))


def report_lines(review: Review, top: int) -> list[str]:
    """The header, the `top` marked decisions that lost the most, and `average loss: X.X%`."""
    marked = review.marked
    head = _("{game}, seat {seat} ({player}): {decisions} decisions reviewed, {open} still open, {marked} marked "
             "(a loss over {errors:g} standard errors)").format(
        game=review.game, seat=review.seat, player=review.player, decisions=len(review.decisions),
        open=len(review.open), marked=len(marked), errors=MARK_ERRORS)
    lines = [head]
    lines += [decision_line(d) for d in marked[:top]]
    lines.append(_("average loss: {loss:.1f}%").format(loss=100 * review.average_loss))
    return lines
