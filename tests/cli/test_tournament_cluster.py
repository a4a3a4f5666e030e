"""`hoc-desktop tournament --cluster tcp://HOST:PORT` (cli/tournament.py with tournament_dask.py):
the table a local run prints, the progress bar alone on stderr, Ctrl-C as locally; an address
nobody answers at, Dask missing, a wrong address or `--jobs` beside it: one line, exit status 2."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from distributed import Client, LocalCluster

from hoc_desktop import tournament_dask
from hoc_desktop.cli.main import main
from tests.cli.test_cli_hostile import finish, spawn
from tests.local_cluster import PORT_WARNING
from tests.time_limit import time_limit

pytestmark = pytest.mark.filterwarnings(PORT_WARNING)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_an_address_where_no_scheduler_answers_is_one_line(capsys: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # given a port of 127.0.0.1 nobody listens at, and a short connect timeout
    monkeypatch.setattr(tournament_dask, "CONNECT_TIMEOUT", 1.0)
    address = f"tcp://127.0.0.1:{_free_port()}"
    # when a tournament is pointed at it
    with time_limit(60):
        code = main(["tournament", "--games", "4", "--seats", "easy,money", "--cluster", address])
    # then one line names the option, the address and the wait, and nothing is played
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1
    assert err.startswith(f"hoc-desktop: --cluster {address}: no Dask scheduler answered within 1 s")


def test_without_dask_the_line_says_what_to_install(capsys: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    # given Dask not installed (its import fails)
    monkeypatch.setitem(sys.modules, "distributed", None)
    # when a tournament asks for a cluster
    code = main(["tournament", "--games", "4", "--cluster", "tcp://127.0.0.1:8786"])
    # then one line says how to install it
    _out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1
    assert "pip install 'hoc-desktop[cluster]'" in err


def test_a_cluster_and_jobs_together_are_refused(capsys: Any) -> None:
    code = main(["tournament", "--jobs", "2", "--cluster", "tcp://127.0.0.1:8786"])
    _out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "not allowed with" in err


def test_an_address_of_the_wrong_shape_is_refused_before_connecting(capsys: Any) -> None:
    code = main(["tournament", "--cluster", "http://example.org/scheduler"])
    _out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "tcp://10.0.0.5:8786" in err


def test_the_command_prints_the_table_of_the_local_pool(cluster: LocalCluster, capsys: Any) -> None:
    # given the table `tournament --jobs 2` prints for a seed
    argv = ["--game", "crown-rivals", "tournament", "--games", "8", "--seats", "easy,random", "--seed", "3"]
    with time_limit(120):
        assert main([*argv, "--jobs", "2", "--no-progress"]) == 0
        local = capsys.readouterr().out
        # when the same command is pointed at the cluster
        code = main([*argv, "--cluster", cluster.scheduler_address])
    out, err = capsys.readouterr()
    # then it prints the same table, with the progress bar alone on stderr
    assert code == 0
    assert out.splitlines()[1:] == local.splitlines()[1:]
    assert err.startswith("\r[") and err.rstrip().endswith("eta   0.0 s") and "8/8 games" in err
    assert [line for line in err.split("\r") if line and not line.startswith("[")] == []


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_stops_a_tournament_on_the_cluster_and_leaves_nothing_running(cluster: LocalCluster,
                                                                             tmp_path: Path) -> None:
    # given a long tournament running on the cluster, its progress bar moving
    process = spawn("tournament", "--games", "100000", "--seats", "money,random", "--cluster",
                    cluster.scheduler_address, tmp_path=tmp_path, stdout=subprocess.PIPE)
    assert process.stderr is not None
    seen = b""
    try:
        with time_limit(60):
            while not re.search(rb"\] [1-9]\d*/100000 games", seen):
                more = process.stderr.read1(4096)
                if not more:
                    pytest.fail(f"the command ended before a game was played: {seen!r}")
                seen += more
    except BaseException:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        raise
    # when Ctrl-C reaches the command (as a terminal sends it)
    os.killpg(process.pid, signal.SIGINT)
    out, err = finish(process, 60)
    # then it ends as locally: status 130, one line, no traceback and no report
    assert process.returncode == 130
    assert b"Traceback" not in err and out == b""
    assert err.decode().rstrip().splitlines()[-1].endswith("hoc-desktop: interrupted")
    # and its games were cancelled on the cluster: nothing is left there to run
    with time_limit(60), Client(cluster.scheduler_address, set_as_default=False) as client:
        while client.run_on_scheduler(_tasks_held):
            time.sleep(0.1)


def _tasks_held(dask_scheduler: Any) -> int:
    return len(dask_scheduler.tasks)
