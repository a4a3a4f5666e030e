"""Ctrl-C while a tournament forks its workers: the keypress is held until the workers exist and
then stops the tournament, never lost (the main process used to ignore it for that moment, and a
tournament of 100,000 games ran on)."""

from __future__ import annotations

import os
import signal
import sys

import pytest

from hoc_desktop.tournament_runners import _ctrl_c_held_while_forking


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask") or sys.platform == "win32", reason="POSIX signal masks")
def test_a_ctrl_c_during_the_fork_arrives_once_the_workers_exist() -> None:
    # given Ctrl-C raising as at a terminal (a shell's background job would have it ignored)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    reached_the_end_of_the_fork = False
    try:
        with pytest.raises(KeyboardInterrupt):
            # when Ctrl-C comes while the main process forks its workers
            with _ctrl_c_held_while_forking():
                os.kill(os.getpid(), signal.SIGINT)
                reached_the_end_of_the_fork = True
            pytest.fail("Ctrl-C was lost: the tournament would run on")
    finally:
        signal.signal(signal.SIGINT, previous)
    # then it was held to the end of the fork and raised right after it, and nothing stays blocked
    assert reached_the_end_of_the_fork
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())
