"""How `hard` plays its own seat where it does not search: in its rollouts, and at the prompts it
leaves to its rollout policy (the opening, orders of plays, effect prompts).

It is `normal` with two habits that win against `normal` but not against `baseline`, so they are not
`normal`'s (a level gains nothing from them against other players), while `hard`, whose search
models every opponent as `normal`, should play its own seat the way it will really play:

* it waits before backing a princess that would move 2 or more negative points into the Domain
  (`normal` waits from 4, card_values.HARD_BACK_SKIP_POINTS), until the same turn;
* from half-way through the race it banishes a Curse Witch from hand, a Curse for each opponent,
  before its other plays rather than playing the Witch (card_values.HARD_WITCH_BANISH_FROM): the
  search's most frequent overruling of `normal` in Main Phases (34 of 283 overrulings in 200 games
  against `normal`, scripts/hard_deviations.py).

scripts/tune_normal.py --against normal, 4,000 games of seed 3 (seed 11 in brackets): waiting from
2 points 54.2% (54.3%), from 1 or 0 54.2%, from 3 50.0%, waiting until turn 20 instead of 16 50.7%;
banishing the Witch first from 0.5 51.6% (51.1% from 0.4), from 0.0 49.4%; both 55.8%. Against
`baseline` the waiting gives 85.1% against 85.3% (seed 3).
"""

from __future__ import annotations

from dataclasses import replace

from mypy_extensions import mypyc_attr

from hoc_desktop.ai import card_values as cv
from hoc_desktop.ai.normal import NormalPolicy
from hoc_desktop.ai.normal.context import Context
from hoc_desktop.ai.normal.second_phase import points_sunk
from hoc_desktop.ai.policy import Decision, built_in
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView

# normal's Main Phase answers that come before its own Curse Witch activation and stay first
_BEFORE_WITCH = ("declare", "activate")


@mypyc_attr(allow_interpreted_subclasses=True)
class HardRolloutPolicy(NormalPolicy):
    name = "hard-rollout"

    def decide(self, prompt: Prompt, view: SeatView) -> Decision:
        decision = super().decide(prompt, view)
        if prompt.kind == "main" and decision.command[0] not in _BEFORE_WITCH:
            witch = self._witch_first(prompt, view)
            if witch is not None:
                return witch
        elif prompt.kind == "second" and decision.command[0] == "back" and self._waits(view, decision.command[1]):
            return super().decide(replace(prompt, options=tuple(o for o in prompt.options if o[0] != "back")), view)
        return decision

    def _witch_first(self, prompt: Prompt, view: SeatView) -> Decision | None:
        """Banish a Curse Witch from hand now, once the race is half run and Curses are left."""
        option = next((o for o in prompt.options if o[0] == "hand_activate" and view.card(o[1]).key == "curse_witch"),
                      None)
        if option is None:
            return None
        ctx = Context(view)
        if not ctx.curses_left or ctx.late < cv.HARD_WITCH_BANISH_FROM:
            return None
        return Decision(option, "banishes Curse Witch from hand first: each opponent acquires a Curse")

    def _waits(self, view: SeatView, princess: int) -> bool:
        """Wait rather than back a princess that would sink HARD_BACK_SKIP_POINTS into the Domain early on."""
        return view.turn_number < cv.BACK_SKIP_UNTIL_TURN and \
            points_sunk(view, view.card(princess)) >= cv.HARD_BACK_SKIP_POINTS


built_in(HardRolloutPolicy)
