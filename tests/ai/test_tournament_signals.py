"""Ctrl-C while a tournament forks its workers: the keypress is held until the workers exist and
then stops the tournament, never lost (the window used to ignore it, and a tournament of 100,000
games ran on)."""

from __future__ import annotations

import os
import signal
import sys

import pytest

from hoc_desktop.ai.tournament import _ctrl_c_held_while_forking


@pytest.mark.skipif(not hasattr(signal, "pthread_sigmask") or sys.platform == "win32", reason="POSIX signal masks")
def test_a_ctrl_c_during_the_fork_arrives_once_the_workers_exist() -> None:
    # given the main process forking its workers
    with pytest.raises(KeyboardInterrupt):
        with _ctrl_c_held_while_forking():
            # when Ctrl-C comes in the middle of it
            os.kill(os.getpid(), signal.SIGINT)
            reached_the_end_of_the_fork = True
        # then it is held to the end of the fork and raised right after it
        assert not reached_the_end_of_the_fork, "Ctrl-C should have stopped the tournament here"
    assert reached_the_end_of_the_fork
    assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, set())     # unblocked again
