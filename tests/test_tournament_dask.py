"""Tournaments on a Dask cluster (hoc_desktop/tournament_dask.py, `tournament --cluster`): a local
cluster of two worker processes on 127.0.0.1 gives the same table as the local pool for the same
seed, for both games, even when a worker dies mid-run; an address nobody answers at, or Dask
missing, is one line and exit status 2."""

from __future__ import annotations

import os
import re
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

import pytest
from distributed import Client, LocalCluster

from hoc_desktop import tournament_dask
from hoc_desktop.cli.main import main
from hoc_desktop.games import kit_named
from hoc_desktop.tournament import TournamentResult, format_report, run_tournament
from hoc_desktop.tournament_dask import DaskCluster, connect
from tests.cli.test_cli_hostile import finish, spawn
from tests.time_limit import time_limit

# each game: a small tournament between cheap levels
TOURNAMENTS = {"heart-of-crown": (10, ["easy", "money"]), "crown-rivals": (12, ["easy", "random"])}
SEED = 7
# every cluster's scheduler serves HTTP on 127.0.0.1:8787, the next on another port, with a warning
pytestmark = pytest.mark.filterwarnings("ignore:Port 8787 is already in use")


def _cluster() -> LocalCluster:
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                        dashboard_address=None)


@pytest.fixture(scope="module")
def cluster() -> Iterator[LocalCluster]:
    with time_limit(60), _cluster() as running:
        yield running


def _table(result: TournamentResult) -> list[str]:
    """The report without its first line (which says where the games ran and how long they took)."""
    return format_report(result).splitlines()[1:]


def _local(game: str) -> TournamentResult:
    games, seats = TOURNAMENTS[game]
    return run_tournament(kit_named(game), games, seats, SEED, jobs=2)


@pytest.mark.parametrize("game", sorted(TOURNAMENTS))
def test_a_cluster_gives_the_table_of_the_local_pool(cluster: LocalCluster, game: str) -> None:
    # given a two-worker Dask cluster and the table of the local pool for a seed
    games, seats = TOURNAMENTS[game]
    local = _local(game)
    done: list[int] = []
    with time_limit(120), connect(cluster.scheduler_address) as runner:
        # when the same tournament is played on the cluster
        result = run_tournament(kit_named(game), games, seats, SEED, progress=done.append, runner=runner)
    # then its games are the same, in game order, its table too, and the progress counted every one
    assert [(o.index, o.order, o.winners, o.turns) for o in result.outcomes] == \
        [(o.index, o.order, o.winners, o.turns) for o in local.outcomes]
    assert _table(result) == _table(local) and result.errors == 0
    assert done[-1] == games and done == sorted(done)
    assert format_report(result).splitlines()[0].endswith(f"Dask cluster {cluster.scheduler_address} "
                                                          f"(2 worker threads), {result.elapsed:.1f} s")


def _die_first_time(marker: str, task: Callable[[Any, list[int]], Any], job: Any, chunk: list[int]) -> Any:
    """Play `chunk`, except that the worker that first reaches game 4 dies there (os._exit, as a
    machine that fails): `marker` is made once, so the run after it plays on."""
    if 4 in chunk:
        try:
            os.close(os.open(marker, os.O_CREAT | os.O_EXCL))
        except FileExistsError:
            pass
        else:
            os._exit(1)
    return task(job, chunk)


@dataclass
class DyingWorker:
    """The cluster's runner, with one of its workers dying at game 4 of the tournament."""

    cluster: DaskCluster
    marker: str

    @property
    def slots(self) -> int:
        return self.cluster.slots

    @property
    def where(self) -> str:
        return self.cluster.where

    def run(self, task: Callable[[Any, list[int]], Any], job: Any, chunks: Sequence[list[int]]) -> Iterator[Any]:
        return self.cluster.run(partial(_die_first_time, self.marker, task), job, chunks)


@pytest.mark.parametrize("game", sorted(TOURNAMENTS))
def test_a_worker_that_dies_mid_run_has_its_games_played_elsewhere(tmp_path: Path, game: str) -> None:
    # given a cluster of its own (a worker of it will die), and the local pool's table
    games, seats = TOURNAMENTS[game]
    local = _local(game)
    marker = tmp_path / "died"
    with time_limit(180), _cluster() as own, connect(own.scheduler_address) as runner:
        # when a worker dies at game 4 of the tournament on the cluster
        result = run_tournament(kit_named(game), games, seats, SEED, runner=DyingWorker(runner, str(marker)))
    # then it died, and the games it held were played again elsewhere: the table is complete and the same
    assert marker.exists()
    assert [o.index for o in result.outcomes] == list(range(games))
    assert _table(result) == _table(local) and result.errors == 0


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
    assert main([*argv, "--jobs", "2", "--no-progress"]) == 0
    local = capsys.readouterr().out
    # when the same command is pointed at the cluster
    with time_limit(120):
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
    deadline = time.monotonic() + 60
    seen = b""
    while not re.search(rb"\] [1-9]\d*/100000 games", seen) and time.monotonic() < deadline:
        seen += process.stderr.read1(4096)
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
