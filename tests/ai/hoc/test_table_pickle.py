"""A tournament's table of options goes to worker processes by pickle (forkserver, spawn, Dask): it
must come back equal in the pure build and in the compiled one, whose frozen Options mypyc compiles
(unpickled field by field it raised FrozenInstanceError and the pool respawned workers forever)."""

from __future__ import annotations

import pickle

from hoc_desktop.ai.hoc.contest import HocTable
from hoc_desktop.engine.hoc.rulebook import Options


def test_a_table_with_options_comes_back_equal_from_a_pickle() -> None:
    """Given tables with and without options and a market, when pickled and read back as a worker
    reads them, then each is equal to what was sent."""
    tables = [HocTable(), HocTable(("base", "far_east"), (), Options(no_rares=True, guardians=True)),
              HocTable(options=Options(judgment="dukes_only", profile="mixed"), market=("city", "duke"))]
    for table in tables:
        assert pickle.loads(pickle.dumps(table)) == table
