"""Tables on disk, so a restarted server resumes them where they stood. Each table is two files in
the tables folder (by default `tables/` in the user data folder, beside the window's `saves/`):

    NAME.json        the game: a save file like any other (hoc_desktop/saves: setup + command
                     log, sealed, written atomically), readable by `hoc-desktop events` and `play --load`
    NAME.seats.json  who holds each seat: the SHA-256 of its token (never the token itself, so the
                     folder gives no one a seat), the AI level a bot client plays it with, and the
                     level the table plays it with after it was handed to an AI; and a private
                     table's join code, as its SHA-256 too (`code_hash`; absent: an open table)

A table's game is saved whenever its turn changes and when its game ends (issue 39: "at every
turn"), its seats whenever one changes hands.
A folder entry that is not a checked table name is never read; a table whose files cannot be read
is reported in one line and left on disk.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import platformdirs

from hoc_desktop.app_info import APP
from hoc_desktop.engine.core.game import Game
from hoc_desktop.errors import SaveError
from hoc_desktop.i18n import N_
from hoc_desktop.net.table_names import is_table_name, table_file
from hoc_desktop.safe_io import display, load_json, replace_atomically
from hoc_desktop.saves import Saved, read_save, save_game

GAME_SUFFIX = ".json"
SEATS_SUFFIX = ".seats.json"
MAX_SEATS_BYTES = 10_000


def default_tables_dir() -> Path:
    """Where `serve` keeps its tables unless told: the user data folder, as saves and packs are."""
    return Path(platformdirs.user_data_dir(APP)) / "tables"


@dataclass(frozen=True)
class SeatRecord:
    """What the tables folder keeps of a seat (the module docstring)."""

    token_hash: str | None
    bot: str | None
    ai: str | None


@dataclass(frozen=True)
class StoredTable:
    name: str
    saved: Saved
    seats: tuple[SeatRecord, ...]
    code_hash: str | None = None


class TableStore:
    """The tables folder: writes a table's two files, reads every table back."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    def save_game(self, name: str, game: Game, setup: Any) -> None:
        """Write the table's game (SaveError in one line; the old file is kept)."""
        save_game(game, setup, table_file(self.folder, name, GAME_SUFFIX))

    def save_seats(self, name: str, seats: Sequence[SeatRecord], code_hash: str | None = None) -> None:
        path = table_file(self.folder, name, SEATS_SUFFIX)
        data: dict[str, Any] = {"seats": [{"token_hash": s.token_hash, "bot": s.bot, "ai": s.ai} for s in seats]}
        if code_hash is not None:
            data["code_hash"] = code_hash
        text = json.dumps(data)
        try:
            replace_atomically(path, text)
        except OSError as exc:
            raise SaveError(f"{display(path)}: cannot write the table's seats: {exc.strerror or exc}") from None

    def load_all(self) -> tuple[list[StoredTable], list[str]]:
        """Every table in the folder, and one line for each that could not be read."""
        tables: list[StoredTable] = []
        problems: list[str] = []
        if not self.folder.is_dir():
            return tables, problems
        for entry in sorted(os.listdir(self.folder)):
            name = entry[:-len(GAME_SUFFIX)] if entry.endswith(GAME_SUFFIX) else ""
            if not is_table_name(name):
                continue                      # NAME.seats.json, temporary files, anything else
            try:
                saved = read_save(table_file(self.folder, name, GAME_SUFFIX))
                seats, code = self._read_seats(name, len(saved.setup.players))
            except SaveError as exc:
                problems.append(str(exc))
                continue
            tables.append(StoredTable(name, saved, seats, code))
        return tables, problems

    def _read_seats(self, name: str, players: int) -> tuple[tuple[SeatRecord, ...], str | None]:
        """The seats and the join code's hash (None: an open table) of the table `name`."""
        path = table_file(self.folder, name, SEATS_SUFFIX)
        data = load_json(path, MAX_SEATS_BYTES, SaveError, N_("table seats"))
        rows = data.get("seats") if isinstance(data, dict) else None
        if not isinstance(rows, list) or len(rows) != players:
            raise SaveError(f"{display(path)}: expected {players} seats")
        records = []
        for row in rows:
            if not isinstance(row, dict) or not all(_text_or_none(row.get(k)) for k in ("token_hash", "bot", "ai")):
                raise SaveError(f"{display(path)}: a seat is not {{token_hash, bot, ai}} text or null")
            records.append(SeatRecord(row.get("token_hash"), row.get("bot"), row.get("ai")))
        code = data.get("code_hash")
        if not _text_or_none(code):
            raise SaveError(f"{display(path)}: 'code_hash' is not text or null")
        return tuple(records), code


def _text_or_none(value: Any) -> bool:
    return value is None or (isinstance(value, str) and len(value) <= 100)
