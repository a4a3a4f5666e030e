"""`normal`: a heuristic player that knows every base-set card and princess.

It reads only its own SeatView. Each turn it
  * plays its hand in a sensible order (draws and villages first, coins before the cards that pay,
    the best terminal card last), recalls kept cards it can use and keeps the leftovers
    (main_phase.py);
  * in the Second Phase backs the princess that suits the position, then weighs setting Succession
    cards against buying (economy early, points late, attacks and Gossipy Duchess against a leader)
    (second_phase.py);
  * answers every effect prompt (modes, discards, banishes, defense, Scout, Royal Guard, ...) with a
    card-by-card rule (picks.py), and declares a coronation as soon as it can.

What a card is worth in a position is valuation.py, the position summary context.py; card facts
come from the card data (facts.py), judgement from hoc_desktop/ai/hoc/card_values.py.

Every answer is a Decision with a short reason. Decisions are deterministic for a given seed and
position, and cheap (well under a millisecond): `hard` uses this policy for its rollouts.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal.context import Context
from hoc_desktop.ai.hoc.normal.main_phase import decide_main
from hoc_desktop.ai.hoc.normal.picks import answer_pick
from hoc_desktop.ai.hoc.normal.second_phase import decide_second
from hoc_desktop.ai.policy import Decision, built_in
from hoc_desktop.build_info import mypyc_attr
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView

__all__ = ["NormalPolicy"]


# built_in(NormalPolicy) is called after the class, not as a decorator: mypyc compiles a class with a
# decorator of its own as a plain Python class (see ai/hoc/money.py).
@mypyc_attr(allow_interpreted_subclasses=True)      # README "Writing a policy" builds on it (DukeLover)
class NormalPolicy:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._phase_key: tuple[int, int] | None = None
        self._phase_steps = 0

    def decide(self, prompt: Prompt, view: SeatView) -> Decision:
        if prompt.kind == "main":
            key = (view.turn_number, view.active)
            if key != self._phase_key:
                self._phase_key, self._phase_steps = key, 0
            self._phase_steps += 1
            return decide_main(prompt, view, Context(view), self._phase_steps)
        if prompt.kind == "second":
            return decide_second(prompt, view, Context(view), self.back_skip_points())
        return answer_pick(prompt, view)

    def back_skip_points(self) -> int:
        """Early on, wait rather than back a princess that would sink this many negative points into
        the Domain (read at each decision, so scripts/tune_normal.py can change it)."""
        return cv.BACK_SKIP_POINTS


built_in(NormalPolicy)
