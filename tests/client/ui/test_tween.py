"""Tweens run on time, finish at once on demand (even those a finishing tween starts), and every
easing runs from 0 to 1."""

from __future__ import annotations

from hoc_desktop.client.ui import tween
from hoc_desktop.client.ui.tween import Tween, Tweens, ease_in_out_cubic, linear


def test_tweens_run_on_time_and_finish_at_once() -> None:
    # given a linear tween and a delayed one
    seen: list[object] = []
    done: list[bool] = []
    tweens = Tweens()
    tweens.add(Tween((0.0, 0.0), (100.0, 50.0), 1.0, linear, on_update=seen.append))
    tweens.add(Tween(0.0, 1.0, 1.0, ease_in_out_cubic, delay=0.5, on_done=lambda: done.append(True)))
    # when half the time passes, then the first is half way
    tweens.update(0.5)
    assert seen[-1] == (50.0, 25.0) and tweens
    # when all are finished, then each stands at its end and the delayed one reported done
    tweens.finish_all()
    assert seen[-1] == (100.0, 50.0) and done == [True] and not tweens


def test_easings_start_at_0_and_end_at_1() -> None:
    # given every easing, then each starts at 0, ends at 1 and is between them half way
    easings = [tween.linear, tween.ease_in_quad, tween.ease_out_quad, tween.ease_in_out_quad, tween.ease_out_cubic,
               tween.ease_in_out_cubic, tween.ease_out_back]
    for easing in easings:
        assert abs(easing(0.0)) < 1e-9 and abs(easing(1.0) - 1.0) < 1e-9, easing.__name__
        assert 0.0 < easing(0.5) < 1.1


def test_finishing_a_tween_may_start_another_which_finish_all_also_ends() -> None:
    # given a tween whose end starts another
    values: list[object] = []
    tweens = Tweens()

    def chain() -> None:
        tweens.add(Tween(10.0, 20.0, 1.0, on_update=values.append))

    tweens.add(Tween(0.0, 10.0, 1.0, on_update=values.append, on_done=chain))
    # when all are finished, then the chained one ended too
    tweens.finish_all()
    assert values[-1] == 20.0 and not tweens
