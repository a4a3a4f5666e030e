"""How `hard` plays its own seat where it does not search: in its rollouts, and at the prompts it
leaves to its rollout policy (the opening, orders of plays, effect prompts).

With `normal` playing every seat of its rollouts, `hard` is one step of search on top of the very
player it faces, and each rule `normal` learns narrows the gap. So its own seat plays `normal` with
a habit that wins against `normal` but gains nothing against `baseline` (so it is not `normal`'s
own rule: it counters `normal` rather than playing better in general): it waits before backing a
princess that would move 2 or more negative points into the Domain (a Farming Village; `normal`
waits from 4, card_values.HARD_BACK_SKIP_POINTS), until the same turn as `normal`.

scripts/tune_normal.py --player hard-rollout, 4,000 games: against `normal` 54.4% (seed 3), 54.2%
(seed 11); against `baseline` 86.1%, the same as `normal` (seed 3). Tried as `normal`'s
BACK_SKIP_POINTS against the `normal` before card_values.WITCH_BANISH_FROM: from 2 points 54.2%,
from 1 or 0 54.2%, from 3 50.0%, from 2 until turn 20 instead of 16 50.7%.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import NormalPolicy
from hoc_desktop.ai.policy import built_in
from hoc_desktop.build_info import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)
class HardRolloutPolicy(NormalPolicy):
    name = "hard-rollout"

    def back_skip_points(self) -> int:
        return cv.HARD_BACK_SKIP_POINTS


built_in(HardRolloutPolicy)
