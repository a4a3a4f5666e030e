"""The game review: a finished or saved game replayed, each decision of one seat weighed by rollouts
from that seat's own information, the decisions that lost the most picked out (docs/review.md).
No pygame: the window runs it in a background process and reads its progress and result.

    review_save(path, seat=None, budget=1.0, seed=0, jobs=None, on_progress=None) -> Review
    report_lines(review, top) -> the lines `hoc-desktop review` prints
"""

from hoc_desktop.review.report import report_lines
from hoc_desktop.review.run import Review, review_game, review_save
from hoc_desktop.review.verdict import DecisionReview

__all__ = ["DecisionReview", "Review", "report_lines", "review_game", "review_save"]
