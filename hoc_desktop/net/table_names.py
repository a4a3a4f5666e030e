"""Table names: the last part of a table's address (`ws://H:P/NAME`) and the stem of its files in
the tables folder. A name comes from a client, so it is checked here before anything else sees it,
and only a checked name is ever joined to a folder: short, letters, digits, `_` and `-`, which
can hold no path separator, no `..` and no name the file system treats specially."""

from __future__ import annotations

import re
from pathlib import Path

MAX_TABLE_NAME = 32
_NAME = re.compile(rf"[A-Za-z0-9_-]{{1,{MAX_TABLE_NAME}}}")


def is_table_name(name: str) -> bool:
    return _NAME.fullmatch(name) is not None


def table_file(folder: Path, name: str, suffix: str) -> Path:
    """`folder/NAME<suffix>` for a checked name (ValueError for any other: a bug, never input)."""
    if not is_table_name(name):
        raise ValueError(f"not a table name: {name[:40]!r}")
    return folder / f"{name}{suffix}"
