"""The lobby: every table a server hosts, by name. It finds the table a join names, creating it
(the registry's game and the number of players the join asks; private with the join's code)
when there is none, lists the open tables, and at start resumes the tables of its folder."""

from __future__ import annotations

from typing import Any

from hoc_desktop.errors import HocError
from hoc_desktop.game_kit import SetupDict
from hoc_desktop.games import DEFAULT_GAME, kit_named
from hoc_desktop.net import protocol
from hoc_desktop.net.protocol import CLOSE_REFUSED, ProtocolError
from hoc_desktop.net.refusal_words import refusal
from hoc_desktop.net.table import Seat, Table
from hoc_desktop.net.table_store import TableStore

DEFAULT_PLAYERS = 2
MAX_TABLES = 10_000          # a server refuses to create more (each holds a game in memory)


class Lobby:
    def __init__(self, store: TableStore | None, seat_wait: float, takeover: str) -> None:
        self.store = store
        self.seat_wait = seat_wait
        self.takeover = takeover
        self.tables: dict[str, Table] = {}

    def resume(self) -> list[str]:
        """Load every table of the store (call inside the running loop); one line per table that
        could not be read."""
        if self.store is None:
            return []
        stored, problems = self.store.load_all()
        for entry in stored:
            game = entry.saved.game
            kit = kit_named(game.ruleset.name)
            seats = [Seat(r.token_hash, r.bot, r.ai) for r in entry.seats]
            table = Table(entry.name, kit, entry.saved.setup.to_dict(), game, seats, self.store, self.seat_wait,
                          self.takeover, entry.code_hash)
            for number, seat in enumerate(seats):
                if seat.token_hash is not None and seat.ai is None:
                    table.detach_resumed(number)
            self.tables[entry.name] = table
        return problems

    def table_for(self, name: str, join: protocol.Join) -> Table:
        """The table called `name`, created for a join without a token when there is none."""
        table = self.tables.get(name)
        if table is not None:
            return table
        if join.token is not None:
            raise refusal("no_table", table=name)
        players = join.players or (len(join.ai) if join.ai else DEFAULT_PLAYERS)
        return self.create(name, join.game or DEFAULT_GAME, players, join.code, join.ai)

    def create(self, name: str, game: str, players: int, code: str | None, ai: tuple[str | None, ...] | None,
               setup: SetupDict | None = None) -> Table:
        """A new table called `name` (a join's, or a host's with the `setup` it chose: see
        Table.create); ProtocolError (a refusal in one line) when it cannot be made."""
        if name in self.tables:
            raise refusal("table_exists", table=name)
        if len(self.tables) >= MAX_TABLES:
            raise refusal("server_full")
        try:
            table = Table.create(name, kit_named(game), players, self.store, self.seat_wait, self.takeover, code, ai,
                                 setup)
        except HocError as exc:
            raise ProtocolError(str(exc), CLOSE_REFUSED) from None
        self.tables[name] = table
        return table

    def listing(self) -> list[dict[str, Any]]:
        """The open tables: a seat free, the game not over, and no join code (a private table is
        found only by those given its address and code)."""
        return [table.listing() for table in self.tables.values()
                if table.open_seats() and not table.game.over and table.code_hash is None]

    def close(self) -> None:
        for table in self.tables.values():
            table.close()
