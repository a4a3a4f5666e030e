"""A bound on a test's time in this process: past it, the test fails with TimeoutError instead of
waiting for ever (a hung pool or an unanswered cluster). POSIX timers; elsewhere no bound."""

from __future__ import annotations

import signal
from contextlib import contextmanager
from typing import Any, Iterator


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Raise TimeoutError in the main thread if the block runs longer than `seconds`."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expired(signum: int, frame: Any) -> None:
        raise TimeoutError(f"still running after {seconds:g} s")
    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
