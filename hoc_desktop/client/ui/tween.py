"""Easing functions and time-based tweens.

Animations are driven by elapsed seconds, never by frame counts, so they take the same time at
any frame rate (and a slow frame does not slow the game down). Every tween can be finished at
once: a click or Space must complete all running animations immediately, leaving each animated
value exactly at its end.

    tweens = Tweens()
    tweens.add(Tween((0, 0), (300, 120), 0.35, ease_out_cubic, on_update=sprite.move_to))
    ...
    tweens.update(dt)        # every frame; values are applied through on_update
    tweens.finish_all()      # the player clicked: jump to the end
"""

from __future__ import annotations

from typing import Callable, TypeAlias

Easing: TypeAlias = Callable[[float], float]
Value: TypeAlias = float | tuple[float, ...]


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """Overshoots slightly and settles: a card landing in place."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def lerp(a: Value, b: Value, k: float) -> Value:
    """The value a fraction `k` of the way from `a` to `b` (numbers or equal-length tuples)."""
    if isinstance(a, tuple):
        assert isinstance(b, tuple) and len(a) == len(b), "tween ends must have the same shape"
        return tuple(x + (y - x) * k for x, y in zip(a, b))
    assert not isinstance(b, tuple)
    return a + (b - a) * k


class Tween:
    """A value going from `start` to `end` over `duration` seconds (after `delay`) with `easing`.

    `on_update(value)` is called on every change, `on_done()` once at the end (also when finished
    early with `finish()`).
    """

    def __init__(self, start: Value, end: Value, duration: float, easing: Easing = ease_out_cubic,
                 delay: float = 0.0, on_update: Callable[[Value], None] | None = None,
                 on_done: Callable[[], None] | None = None) -> None:
        self.start = start
        self.end = end
        self.duration = max(0.0, duration)
        self.easing = easing
        self.delay = max(0.0, delay)
        self.on_update = on_update
        self.on_done = on_done
        self.elapsed = 0.0
        self.value: Value = start
        self.done = False

    @property
    def progress(self) -> float:
        """Time progress in 0..1 (before easing)."""
        if self.done:
            return 1.0
        if self.duration == 0:
            return 1.0 if self.elapsed >= self.delay else 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> bool:
        """Advance by `dt` seconds; True once the tween has finished."""
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if self.progress >= 1.0:
            self.finish()
            return True
        self._set(lerp(self.start, self.end, self.easing(self.progress)))
        return False

    def finish(self) -> None:
        """Jump to the end value now (a click or Space skips animations)."""
        if self.done:
            return
        self.elapsed = self.delay + self.duration
        self._set(self.end)
        self.done = True
        if self.on_done is not None:
            self.on_done()

    def _set(self, value: Value) -> None:
        self.value = value
        if self.on_update is not None:
            self.on_update(value)


class Tweens:
    """The running tweens of a scene. Truthy while any is running (the scene is animating)."""

    def __init__(self) -> None:
        self._running: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        self._running.append(tween)
        return tween

    def update(self, dt: float) -> None:
        """Advance every tween; finished ones are dropped (tweens added by on_done keep running)."""
        running = self._running
        self._running = []
        still = [t for t in running if not t.update(dt)]
        self._running = still + self._running

    def finish_all(self) -> None:
        """Finish every tween at once, including any that finishing others starts."""
        while self._running:
            running = self._running
            self._running = []
            for tween in running:
                tween.finish()

    def __len__(self) -> int:
        return len(self._running)

    def __bool__(self) -> bool:
        return bool(self._running)
