"""Tournaments on a Dask cluster (hoc_desktop/tournament_dask.py): a local cluster of two worker
processes on 127.0.0.1 gives the same table as the local pool for the same seed, for both games,
even when a worker dies mid-run. The command's side (`tournament --cluster`) is in
tests/cli/test_tournament_cluster.py."""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, Callable, Generator, Sequence

import pytest
from distributed import LocalCluster

from hoc_desktop.games import kit_named
from hoc_desktop.tournament import TournamentResult, format_report, run_tournament
from hoc_desktop.tournament_dask import DaskCluster, connect
from tests.local_cluster import PORT_WARNING, two_workers
from tests.time_limit import time_limit

# each game: a small tournament between cheap levels
TOURNAMENTS = {"heart-of-crown": (10, ["easy", "money"]), "crown-rivals": (12, ["easy", "random"])}
SEED = 7
pytestmark = pytest.mark.filterwarnings(PORT_WARNING)


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
    done: list[int] = []
    with time_limit(120):
        local = _local(game)
        # when the same tournament is played on the cluster
        with connect(cluster.scheduler_address) as runner:
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

    def run(self, task: Callable[[Any, list[int]], Any], job: Any,
            chunks: Sequence[list[int]]) -> Generator[Any, None, None]:
        return self.cluster.run(partial(_die_first_time, self.marker, task), job, chunks)


@pytest.mark.parametrize("game", sorted(TOURNAMENTS))
def test_a_worker_that_dies_mid_run_has_its_games_played_elsewhere(tmp_path: Path, game: str) -> None:
    # given a cluster of its own (a worker of it will die), and the local pool's table
    games, seats = TOURNAMENTS[game]
    marker = tmp_path / "died"
    with time_limit(180):
        local = _local(game)
        # when a worker dies at game 4 of the tournament on the cluster
        with two_workers() as own, connect(own.scheduler_address) as runner:
            result = run_tournament(kit_named(game), games, seats, SEED, runner=DyingWorker(runner, str(marker)))
    # then it died, and the games it held were played again elsewhere: the table is complete and the same
    assert marker.exists()
    assert [o.index for o in result.outcomes] == list(range(games))
    assert _table(result) == _table(local) and result.errors == 0
