"""One table: the authority over one game. It holds the Game (the only copy of the state, the
seed and every hidden card), its seats and their tokens, and what it has sent to each seat. A
seat is sent nothing but its own stream (`Game.events_for`, written by the kit's `event_json`),
the prompt when it must answer, and the seats' connection status; its commands go through
`Game.submit`, which refuses a command out of turn or not offered (IllegalCommand, state untouched),
so a client can do nothing a seat at the local table could not.

Undo is the local table's rule (`engine.undo_target`, the seats the table or a bot plays as the
AI seats whose moves go back with it), asked by the seat itself: when other people sit at the
table, each of them is asked (`undo_asked`) and all must allow it; then the game is replayed to
where the undo goes back (`engine.game_after`), saved, and every seat's stream is cut back to that
game's stream (`rewind`), which is a prefix of the one it was sent.

Everything here is synchronous: a connection hands the table a function that queues a message
for its socket (`Outbox`), so a slow client never holds up the others and the table needs no lock.
The only timing is the drop timer: a seat whose connection dropped is waited for `seat_wait`
seconds (its `wait_left` goes out in `seats` messages every TICK seconds, or sooner for a shorter
wait), then handed to the AI
level `takeover` until its token comes back.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from hoc_desktop.engine.core.game import Game, game_after
from hoc_desktop.engine.core.prompt_json import prompt_to_json
from hoc_desktop.engine.core.undo import undo_target
from hoc_desktop.errors import IllegalCommand
from hoc_desktop.game_kit import GameKit, SetupDict
from hoc_desktop.net import protocol
from hoc_desktop.net.join_codes import code_hash
from hoc_desktop.net.protocol import CLOSE_BAD_MESSAGE, ProtocolError
from hoc_desktop.net.refusal_words import refusal, wrong_secret
from hoc_desktop.net.table_store import SeatRecord, TableStore
from hoc_desktop.validate import MAX_SEED



class Outbox(Protocol):
    """Where a seat's messages go: a connection's queue to its socket, emptied in order."""

    def put(self, text: str) -> None: ...

    def close(self, code: int, reason: str) -> None:
        """Send what is queued, then close the connection with this code and reason."""



def close_refused(outbox: Outbox, refused: ProtocolError) -> None:
    """Close a connection for `refused`: its reason as data first (protocol.py "refused"), then the
    close with the English line."""
    told = refused.told()
    if told is not None:
        outbox.put(told)
    outbox.close(refused.code, refused.reason)


TICK = 5.0                            # seconds between two `seats` messages while a seat is away
TABLE_AI = "table-ai"                 # the token hash of a seat the table plays from the start: no token has it
PRIVATE_SETUP = ("seed", "packs", "pack_digests")   # never sent: the deal's secret, the host's own files


def public_setup(setup: SetupDict) -> SetupDict:
    """What a seat is told of the setup in its welcome: the game, the names, the cards and rules in
    play (a remote window builds its empty table and its log's words from them), never the seed
    nor where the host keeps its files."""
    return {key: value for key, value in setup.items() if key not in PRIVATE_SETUP}


@dataclass
class Seat:
    """A seat of a table: who holds it (`token_hash`), how it is played and where its messages go.

    bot    the AI level a bot client plays it with: its prompts carry that level's advice
    ai     the AI level the table itself plays it with (a dropped seat handed over)
    """

    token_hash: str | None = None
    bot: str | None = None
    ai: str | None = None
    outbox: Outbox | None = None
    sent: int = 0                     # how much of this seat's stream its connection has been sent
    dropped_at: float | None = None

    def record(self) -> SeatRecord:
        return SeatRecord(self.token_hash, self.bot, self.ai)

    @property
    def person(self) -> bool:
        """Played by a person at a window: no AI level plays it, here or in a bot client."""
        return self.bot is None and self.ai is None


@dataclass
class UndoAsked:
    """An undo waiting for the other people's answers: `seat` asked it, to keep `keep` commands,
    when `at` had been played (a command since makes it void); `waiting` who has not yet allowed."""

    seat: int
    keep: int
    at: int
    waiting: set[int] = field(default_factory=set)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Table:
    """A named table of one game (see the module docstring)."""

    def __init__(self, name: str, kit: GameKit, setup: SetupDict, game: Game, seats: list[Seat],
                 store: TableStore | None, seat_wait: float, takeover: str, code_hash: str | None = None) -> None:
        """`code_hash`: a private table's join code, as join_codes.code_hash keeps it (None: open)."""
        self.name = name
        self.code_hash = code_hash
        self.kit = kit
        self.setup = setup
        self.game = game
        self.seats = seats
        self.store = store
        self.seat_wait = seat_wait
        self.takeover = takeover
        self._policies: dict[tuple[int, str], Any] = {}
        self._saved_turn = kit.contest.turn(game)
        self._ticking: asyncio.TimerHandle | None = None
        self.result_line: str | None = None
        self.undo_asked: UndoAsked | None = None
        self.started = not self.open_seats()
        self._settle()

    @classmethod
    def create(cls, name: str, kit: GameKit, players: int, store: TableStore | None, seat_wait: float,
               takeover: str, code: str | None = None, ai: tuple[str | None, ...] | None = None,
               setup: SetupDict | None = None) -> "Table":
        """A new table dealt from a fresh secret seed (ShapeError in one line for a number of
        players the game is not for); with a join `code`, a private one; `ai`: for each seat, the
        AI level the table plays it with, or None for a person (ProtocolError for a level the game
        lacks or a table of AIs alone). `setup`: the names, cards and rules a host chose (its seed
        is replaced by a fresh secret one; card packs are refused, a remote seat has none of the
        host's files); None: the game's plain deal, named by seat."""
        levels = ai or (None,) * players
        if setup is not None and setup.get("packs"):
            raise refusal("packs_stay_home")
        unknown = [level for level in levels if level is not None and level not in kit.levels]
        if unknown:
            raise refusal("no_ai_level", game=kit.title, level=unknown[0], levels=", ".join(kit.levels))
        if all(level is not None for level in levels):
            raise refusal("no_person_seat")
        seed = secrets.randbelow(MAX_SEED)
        if setup is None:
            names = [f"Player {i + 1}" if level is None else f"{level.capitalize()} AI"
                     for i, level in enumerate(levels)]
            setup = kit.contest.deal(seed, names, None, False)
        else:
            setup = {**setup, "seed": seed}
        seats = [Seat() if level is None else Seat(token_hash=TABLE_AI, ai=level) for level in levels]
        table = cls(name, kit, setup, kit.new_game(setup), seats, store, seat_wait, takeover,
                    None if code is None else code_hash(code))
        table.save()
        table._save_seats()
        return table

    # ---- what the lobby shows
    @property
    def players(self) -> list[str]:
        return [str(name) for name in self.setup["players"]]

    def open_seats(self) -> int:
        return sum(1 for seat in self.seats if seat.token_hash is None)

    def listing(self) -> dict[str, Any]:
        return {"name": self.name, "game": self.kit.name, "players": len(self.seats),
                "open_seats": self.open_seats(), "over": self.game.over}

    # ---- joining and leaving
    def claim(self, join: protocol.Join) -> tuple[int, str]:
        """The seat a join takes: the token's own seat, or the first free one with a new token.
        ProtocolError (a refusal) for a wrong token, a full table or another game asked."""
        if join.game is not None and join.game != self.kit.name:
            raise refusal("other_game", table=self.name, game=self.kit.name, asked=join.game)
        if join.token is not None:
            wanted = token_hash(join.token)
            for number, seat in enumerate(self.seats):
                if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, wanted):
                    return number, join.token
            raise wrong_secret("no_token_seat", table=self.name)
        if self.code_hash is not None and (join.code is None
                                           or not hmac.compare_digest(self.code_hash, code_hash(join.code))):
            raise wrong_secret("private_table", table=self.name)
        if join.bot is not None and join.bot not in self.kit.levels:
            raise refusal("no_ai_level", game=self.kit.title, level=join.bot, levels=", ".join(self.kit.levels))
        if join.players is not None and join.players != len(self.seats):
            raise refusal("seat_count", table=self.name, seats=len(self.seats), asked=join.players)
        for number, seat in enumerate(self.seats):
            if seat.token_hash is None:
                token = secrets.token_urlsafe(24)
                seat.token_hash = token_hash(token)
                seat.bot = join.bot
                self._save_seats()
                return number, token
        raise refusal("table_full", table=self.name, seats=len(self.seats))

    def attach(self, number: int, token: str, outbox: Outbox) -> None:
        """A connection takes seat `number` (claimed): the seat is back from any AI, and the
        connection is sent the welcome and this seat's whole stream so far."""
        seat = self.seats[number]
        starts = not self.started and not self.open_seats()        # this join fills the table
        self.started = self.started or starts
        if seat.outbox is not None:
            close_refused(seat.outbox, refusal("joined_elsewhere"))
        seat.outbox, seat.sent, seat.dropped_at = outbox, 0, None
        if seat.ai is not None:
            seat.ai = None
            self._save_seats()
        outbox.put(protocol.message("welcome", table=self.name, game=self.kit.name, seat=number, token=token,
                                players=self.players, seats=self._seat_status(), setup=public_setup(self.setup)))
        if starts:
            self._settle()                    # the last seat taken: the game begins, AI seats first
            self._publish()
        else:
            self._publish(number)
            self._broadcast_seats()

    def detach(self, number: int, outbox: Outbox) -> None:
        """The connection of seat `number` closed: the table waits for the seat (drop timer)."""
        seat = self.seats[number]
        if seat.outbox is not outbox:
            return                            # an older connection of a seat already rejoined
        seat.outbox = None
        if not self.game.over:
            seat.dropped_at = time.monotonic()
            self._broadcast_seats()
            self._start_ticking()

    def detach_resumed(self, number: int) -> None:
        """A seat of a table resumed from its files: its player is away until they rejoin."""
        if not self.game.over:
            self.seats[number].dropped_at = time.monotonic()
            self._start_ticking()

    # ---- playing
    def receive(self, number: int, message: protocol.Seated) -> None:
        """A seated connection's message (ProtocolError: the connection is closed with the reason)."""
        if isinstance(message, protocol.Command):
            self.submit(number, message)
        elif isinstance(message, protocol.Undo):
            self.ask_undo(number)
        else:
            self.answer_undo(number, message.allow)

    def submit(self, number: int, command: protocol.Command) -> None:
        """A seated connection's command (ProtocolError: the connection is closed with the reason)."""
        if command.seat != number:
            raise refusal("not_your_seat", CLOSE_BAD_MESSAGE, seat=number, asked=command.seat)
        if self.open_seats():
            raise refusal("still_waiting", CLOSE_BAD_MESSAGE)
        try:
            self.game.submit(number, command.command)
        except IllegalCommand as exc:
            raise ProtocolError(f"refused: {exc}") from None
        if self.undo_asked is not None:
            asker, self.undo_asked = self.undo_asked.seat, None
            self._refuse_undo(asker, "the game moved on before everyone had answered")
        self._settle()
        self._publish()

    # ---- undo
    def undo_keep(self, number: int) -> int | None:
        """How many commands an undo for seat `number` keeps (None: the rule allows none now)."""
        if self.open_seats() or self.result_line is not None:
            return None
        ais = [other for other, seat in enumerate(self.seats) if not seat.person]
        return undo_target(self.game, number, ais)

    def ask_undo(self, number: int) -> None:
        """Seat `number` asks to take back its latest decision: done at once when no other person
        sits at the table, else asked of each of them; refused (nothing changes) when the rule
        does not allow it, another undo is being asked, or another person is away."""
        keep = self.undo_keep(number)
        names = self.players
        others = [other for other, seat in enumerate(self.seats) if other != number and seat.person]
        away = [other for other in others if self.seats[other].outbox is None]
        if keep is None:
            self._refuse_undo(number, "nothing to undo: an undo never goes back past what you have seen, "
                                      "nor past another player's decision")
        elif self.undo_asked is not None:
            self._refuse_undo(number, f"{names[self.undo_asked.seat]} is asking for an undo: wait for it")
        elif away:
            self._refuse_undo(number, f"{names[away[0]]} is away and cannot agree to an undo")
        elif not others:
            self._rewind(number, keep)
        else:
            self.undo_asked = UndoAsked(number, keep, len(self.game.commands), set(others))
            text = protocol.message("undo_asked", seat=number)
            for other in others:
                outbox = self.seats[other].outbox
                assert outbox is not None
                outbox.put(text)

    def answer_undo(self, number: int, allow: bool) -> None:
        """Seat `number` answers the undo asked of it (an answer nobody waits for is ignored: the
        undo was already decided)."""
        asked = self.undo_asked
        if asked is None or number not in asked.waiting:
            return
        if not allow:
            self.undo_asked = None
            self._refuse_undo(asked.seat, f"{self.players[number]} did not allow the undo")
            return
        asked.waiting.discard(number)
        if not asked.waiting:
            self.undo_asked = None
            self._rewind(asked.seat, asked.keep)

    def _rewind(self, asker: int, keep: int) -> None:
        """Replay the game to its first `keep` commands, save it, and cut every seat's stream back."""
        self.game = game_after(self.game, keep)
        self._saved_turn = self.kit.contest.turn(self.game)
        self.save()
        for number, seat in enumerate(self.seats):
            seat.sent = len(self.game.events_for(number))
            if seat.outbox is not None:
                seat.outbox.put(protocol.message("rewind", seat=asker, to=seat.sent))
        self._settle()
        self._publish()

    def _refuse_undo(self, number: int, reason: str) -> None:
        outbox = self.seats[number].outbox
        if outbox is not None:
            outbox.put(protocol.message("undo_refused", reason=reason))

    def _settle(self) -> None:
        """Let the table's AI seats answer, stop a game past its turn limit, save at a new turn."""
        game, contest = self.game, self.kit.contest
        while not self.open_seats() and (prompt := game.prompt()) is not None:
            if contest.turn(game) > contest.max_turns:
                break
            level = self.seats[prompt.seat].ai
            if level is None:
                break
            command, _reason = self.kit.decide(self._policy(prompt.seat, level), game, prompt.seat)
            game.submit(prompt.seat, command)
        if self.result_line is None and (game.over or contest.turn(game) > contest.max_turns):
            self.result_line = self._result()
        if contest.turn(game) != self._saved_turn or self.result_line is not None:
            self._saved_turn = contest.turn(game)
            self.save()

    def _policy(self, seat: int, level: str) -> Any:
        key = (seat, level)
        if key not in self._policies:
            self._policies[key] = self.kit.make_policy(level, secrets.randbelow(MAX_SEED))
        return self._policies[key]

    def _result(self) -> str:
        result = self.game.state.result
        if result is None:
            return "result: no winner (the turn limit stopped the game)"
        names = self.players
        winners = [names[seat] for seat in self.kit.contest.winners(result)]
        reason = str(result.get("reason", "game over"))
        if len(winners) == 1:
            return f"result: {winners[0]} wins ({reason})"
        return f"result: {' and '.join(winners) or 'nobody'} tie ({reason})"

    # ---- sending
    def _publish(self, only: int | None = None) -> None:
        """Send every connected seat (or seat `only`) what of its stream it has not had, and what
        the game waits for. `at`, the number of commands so far, names the prompt: a client
        answers each prompt once, however often it is sent."""
        game = self.game
        prompt = None if self.open_seats() or self.result_line is not None else game.prompt()
        for number, seat in enumerate(self.seats):
            if seat.outbox is None or only not in (None, number):
                continue
            events = game.events_for(number, seat.sent)
            start, seat.sent = seat.sent, seat.sent + len(events)
            asked = prompt if prompt is not None and prompt.seat == number else None
            advice = None
            if asked is not None and seat.bot is not None:
                advice = self.kit.decide(self._policy(number, seat.bot), game, number)[0]
            seat.outbox.put(protocol.message(
                "update", **{"from": start}, at=len(game.commands),
                events=[self.kit.event_json(game.state, ev, number) for ev in events],
                prompt=None if asked is None else prompt_to_json(asked),
                turn_of=None if prompt is None else prompt.seat, advice=advice,
                result=None if self.result_line is None else {"line": self.result_line},
                undo=seat.person and self.undo_keep(number) is not None))

    def _seat_status(self) -> list[dict[str, Any]]:
        now = time.monotonic()
        return [{"seat": number, "taken": seat.token_hash is not None, "connected": seat.outbox is not None,
                 "bot": seat.bot, "ai": seat.ai,
                 "wait_left": None if seat.dropped_at is None or seat.ai is not None
                 else max(0, round(self.seat_wait - (now - seat.dropped_at)))}
                for number, seat in enumerate(self.seats)]

    def _broadcast_seats(self) -> None:
        text = protocol.message("seats", seats=self._seat_status())
        for seat in self.seats:
            if seat.outbox is not None:
                seat.outbox.put(text)

    # ---- the drop timer
    def _start_ticking(self) -> None:
        if self._ticking is None:
            self._ticking = asyncio.get_running_loop().call_later(min(TICK, self.seat_wait), self._tick)

    def _tick(self) -> None:
        """Hand the seats away too long to the AI, tell everyone the timers, tick again while one runs."""
        self._ticking = None
        now = time.monotonic()
        handed = False
        for seat in self.seats:
            if seat.dropped_at is not None and seat.ai is None and now - seat.dropped_at >= self.seat_wait:
                seat.ai, handed = self.takeover, True
        if handed:
            self._save_seats()
            self._settle()
            self._publish()
        self._broadcast_seats()
        if not self.game.over and any(s.dropped_at is not None and s.ai is None for s in self.seats):
            self._start_ticking()

    def close(self) -> None:
        if self._ticking is not None:
            self._ticking.cancel()
            self._ticking = None

    # ---- saving
    def save(self) -> None:
        if self.store is not None:
            self.store.save_game(self.name, self.game, self.game.setup)

    def _save_seats(self) -> None:
        if self.store is not None:
            self.store.save_seats(self.name, [seat.record() for seat in self.seats], self.code_hash)
