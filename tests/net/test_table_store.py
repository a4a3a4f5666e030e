"""The tables folder: only checked names become files, tokens are kept as hashes, and a folder
holding other files or a damaged table still resumes the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from hoc_desktop.games import DEFAULT_GAME, kit_named
from hoc_desktop.net.protocol import Join
from hoc_desktop.net.table import Table
from hoc_desktop.net.table_names import is_table_name, table_file
from hoc_desktop.net.table_store import TableStore


@pytest.mark.parametrize("name", ["..", "a/b", "", "x" * 33, "a.json", "ü", "a\x00"])
def test_a_name_that_is_not_a_table_name_never_becomes_a_path(tmp_path: Path, name: str) -> None:
    """Given a string that is not a table name, when a file is asked for it, then ValueError."""
    assert not is_table_name(name)
    with pytest.raises(ValueError):
        table_file(tmp_path, name, ".json")


def test_a_table_resumes_with_hashed_tokens_and_other_files_are_left_alone(tmp_path: Path) -> None:
    """Given a stored table whose seat was taken, a stray file and a damaged table, when the folder
    is read, then the table comes back with its seat, the token itself is nowhere on disk, and the
    damaged table is one line."""
    store = TableStore(tmp_path)
    table = Table.create("t1", kit_named(DEFAULT_GAME), 2, store, 60, "normal")
    _, token = table.claim(Join(None, None, None, None))
    (tmp_path / "notes.txt").write_text("hello")
    (tmp_path / "bad.json").write_text("{")
    tables, problems = store.load_all()
    assert [t.name for t in tables] == ["t1"] and len(problems) == 1 and "bad.json" in problems[0]
    assert tables[0].seats[0].token_hash is not None and tables[0].seats[1].token_hash is None
    assert all(token not in path.read_text() for path in tmp_path.iterdir())
