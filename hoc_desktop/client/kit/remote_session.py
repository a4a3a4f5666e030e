"""A seat at a network table, as the window plays it: the `RemoteSession` a table is given in place
of a local `GameSession`, for either game, fed by a `NetLink` (net/link.py) once a frame.

The window holds no engine state of the game: the host's server does. What the session has is
what the table sent this seat (net/protocol.py): its own event stream (read back by the kit's
`event_from_json`), its prompt when it must answer, the seats' connection status and the result.
The table scenes already draw from the viewer's stream alone (their seat tables), so they draw a
remote game as they draw a local one. The one engine object the session holds is the game's
*empty table*: the state `Ruleset.new_state` builds from the public setup of the welcome (names,
cards, rules; no seed, no card dealt), which gives the game's catalog, its seat table's starting
point and the names and rule numbers the log's words need. Nothing hidden is in it, since nothing
hidden ever reached this machine.

A command is checked against the prompt here (the same `Prompt.check` the engine uses, for the
refusal's words at once) and sent; the server checks it again and its events come back in the
stream. A prompt is answered once: `at`, the commands played so far, names it. The table shows
what the link says of itself: "connection lost, reconnecting" with its seconds while the client
reconnects, a dropped player's seat-wait timer, an AI holding an away player's seat, and the one
line that ended the link.

The session keeps its stream's *cuts* (how far each update that made it grow took it, and how
many commands the table had played then): the moments this seat saw, which a replay of the game
from this seat steps through once it is over (kit/stream_replay.py).

Undo is the table's: it says with each update whether the rule lets this seat ask one now
(`undo_target` then answers "maybe"), `undo` asks it, and the answer comes later (`undo_waits`):
"asking the other players…" while they decide, then a `rewind` that cuts the stream back (the
table draws it afresh) or the one line of the refusal. Another seat's undo comes as a question
(`undo_question`, which the table shows with Allow and Refuse) and `answer_undo` answers it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, ClassVar, Sequence

from hoc_desktop import engine
from hoc_desktop.client.game_config import HUMAN, REMOTE
from hoc_desktop.i18n.player_names import level_word, shown_name
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompt_json import prompt_from_json
from hoc_desktop.engine.core.told import Told
from hoc_desktop.errors import HocError
from hoc_desktop.game_kit import GameKit
from hoc_desktop.games import kit_for
from hoc_desktop.net.link import NetLink
from hoc_desktop.net import refusal_words
from hoc_desktop.i18n import N_, _

NO_AMEND = N_("A move at a network table is changed by Undo, then played again.")
NOT_YOURS = N_("it is not your turn to decide")


def seat_kinds(seat: int, seats: Sequence[dict[str, Any]]) -> list[str]:
    """The seat kinds a remote table shows: this seat a person at this screen, a seat the table's
    AI plays (or a bot client) that AI level, every other seat a player at another machine."""
    return [HUMAN if number == seat else (status.get("ai") or status.get("bot") or REMOTE)
            for number, status in enumerate(seats)]


def public_game(setup: dict[str, Any]) -> Game:
    """The game's empty table from its public setup (see the module docstring): its seed is none
    of this machine's business, so it is 0 here and nothing is ever dealt from it."""
    kit = kit_for(setup)
    dealt = kit.setup_from_dict({**setup, "seed": 0})
    return Game(kit.ruleset, kit.ruleset.new_state(dealt), setup=dealt)


def told_from_stream(kit: GameKit, game: Game, stream: list[Any], start: int, end: int, viewer: int) -> list[Told]:
    """The log's words for events `start`..`end` of a kept seat stream, with the names and cards of
    the game's empty table (`public_game`)."""
    return kit.tell(game.state, kit.log_batch(stream, start, end), viewer)


@dataclass
class RemoteSession(GameSession):
    """This machine's seat at a network table (see the module docstring). `link` is the running
    link; `backlog` the messages already taken from it (a join screen reads the welcome first)."""

    link: NetLink | None = None
    backlog: list[dict[str, Any]] = field(default_factory=list)
    undo_waits: ClassVar[bool] = True
    keeps_game: ClassVar[bool] = False
    leave_note: ClassVar[str] = N_("The table goes on without you, and after a while an AI plays your seat: "
                                   "Join a game with the same address takes it back.")
    _events: list[Any] = field(default_factory=list)
    _prompt: engine.Prompt | None = None
    _at: int = 0
    _answered: int | None = None          # the `at` of the prompt this seat has answered
    _advice: Any = None
    _result: str | None = None
    _seats: list[dict[str, Any]] = field(default_factory=list)
    _seats_at: float = 0.0                # when the seats' status came (the wait timers count from it)
    _lost_at: float | None = None         # when the connection was lost (None: connected)
    _replaced: bool = False               # a rejoin's stream differed from the one kept
    _cuts: list[tuple[int, int]] = field(default_factory=list)   # (events, commands) as each update left them
    _may_undo: bool = False               # the table's word: the rule lets this seat ask an undo now
    _undoing: bool = False                # this seat's undo is asked and not yet answered
    _undo_news: str | None = None         # what became of an undo, said once
    _asker: int | None = None             # a seat whose undo waits for this seat's answer

    def __post_init__(self) -> None:
        if self.link is None:
            raise ValueError("a remote session needs its link to the table")
        self.kit = kit_for(self.setup)
        self.game = public_game(self.setup)
        self.game_id = f"remote-{id(self)}"
        self._take(self.backlog)
        self.backlog = []

    @classmethod
    def joined(cls, link: NetLink, messages: list[dict[str, Any]]) -> "RemoteSession":
        """The session of `link`, whose welcome is among `messages` (what was taken from it so far)."""
        welcome = next(m for m in messages if m.get("type") == "welcome")
        seat = int(welcome["seat"])
        return cls(dict(welcome["setup"]), seat_kinds(seat, welcome["seats"]), None, viewer=seat, link=link,
                   backlog=list(messages))

    # ---- reading
    @property
    def over(self) -> bool:
        return self._result is not None

    @property
    def result_line(self) -> str | None:
        """The table's `result:` line once the game is over (the same at every seat)."""
        return self._result

    def prompt(self) -> engine.Prompt | None:
        return self._prompt

    def human_prompt(self) -> engine.Prompt | None:
        prompt = self._prompt
        if prompt is None or self.over or prompt.seat != self.viewer or self._answered == self._at:
            return None
        return prompt

    @property
    def thinking(self) -> bool:
        """While another seat decides, the table keeps drawing (its moves come over the network)."""
        prompt = self._prompt
        return not self.over and (prompt is None or prompt.seat != self.viewer)

    @property
    def commands_played(self) -> Sequence[tuple[int, Any]]:
        """How many commands the table has played: a remote seat is told how many, never which
        (each is (-1, None)), so "has the game begun?" has its answer and "was this my last
        move?" is always no (a network table changes a move by Undo alone)."""
        return [(-1, None)] * self._at

    def events(self, since: int = 0) -> list[Any]:
        return self._events[since:]

    def describe(self, start: int, end: int) -> list[Told]:
        """The log's words from the viewer's stream, with the names and cards of the empty table."""
        return told_from_stream(self.kit, self.game, self._events, start, end, self.viewer)

    def kept_stream(self) -> tuple[list[Any], list[tuple[int, int]]]:
        """The viewer's stream and its cuts: (events, commands played) as each update that made it
        grow left it, the moments this seat saw (kit/stream_replay.py steps through them)."""
        return list(self._events), list(self._cuts)

    def command_of_event(self, index: int) -> int:
        """Which command an event followed is not told to a remote seat (no AI reasons come either)."""
        return -1

    def notice(self) -> str | None:
        """The link's news: the line that ended it, the connection lost, a seat's wait timer or
        the AI that holds an away player's seat (each change of seconds is news again)."""
        if self._error is not None:
            return _("The table is gone: {reason}").format(reason=self._error)
        if self._lost_at is not None:
            lost = time.monotonic() - self._lost_at
            return _("Connection lost, reconnecting… ({seconds:.0f} s)").format(seconds=lost)
        if self._undoing:
            return _("Asking the other players…") if REMOTE in self.kinds else _("Taking back…")
        if self._undo_news is not None:
            news, self._undo_news = self._undo_news, None
            return news
        names = self.setup["players"]
        for status in self._seats:
            seat = int(status["seat"])
            if seat == self.viewer or not status.get("taken"):
                continue
            if status.get("wait_left") is not None and not status.get("connected"):
                left = max(0, round(status["wait_left"] - (time.monotonic() - self._seats_at)))
                return _("{name} lost the connection: waiting {left} s before an AI plays their seat.").format(
                    name=shown_name(names[seat]), left=left)
            if status.get("ai") and self.kinds[seat] == REMOTE:
                return _("{name} is away: the {level} AI plays their seat until they are back.").format(
                    name=shown_name(names[seat]), level=level_word(status["ai"]))
        return None

    def stream_replaced(self) -> bool:
        """Whether the stream was sent anew and differs from the one shown (a server resumed from
        an earlier save): the table then draws it afresh. Asking clears it."""
        replaced, self._replaced = self._replaced, False
        return replaced

    # ---- acting
    def submit(self, seat: int, command: Any) -> str | None:
        """Check `command` against this seat's prompt and send it; the reason when it is refused."""
        prompt = self.human_prompt()
        if prompt is None or seat != self.viewer:
            return _(NOT_YOURS)
        command = engine.normalize_command(command)
        why = prompt.check(command)
        if why is not None:
            return why
        assert self.link is not None
        self._answered = self._at
        self.link.send(command)
        return None

    def update(self) -> bool:
        """Take what the link brought since the last frame; True when the game moved on."""
        assert self.link is not None
        moved = self._take(self.link.take())
        if (self.viewer in self.stand_ins and self.suggestion is None and self._advice is not None
                and self.human_prompt() is not None):
            self.suggestion = (self.viewer, engine.normalize_command(self._advice))
        return moved

    def _take(self, messages: list[dict[str, Any]]) -> bool:
        moved = False
        for message in messages:
            kind = message.get("type")
            try:
                if kind == "update":
                    moved = self._take_update(message) or moved
                elif kind in ("welcome", "seats"):
                    self._take_seats(message["seats"])
                    self._lost_at = None
                    if kind == "welcome":
                        self._answered = None     # an answer lost with a dropped connection is given again
                        self._undoing = False     # and an undo's answer lost with it is asked again
                elif kind == "connection":
                    self._lost_at = self._lost_at or time.monotonic()
                elif kind == "ended" and message.get("error"):
                    self._error = refusal_words.worded(message.get("why"), message.get("fields"), str(message["error"]))
                elif kind == "note":
                    self.save_problem = str(message.get("text"))
                elif kind in ("rewind", "undo_refused", "undo_asked"):
                    self._take_undo(message)
            except (HocError, KeyError, TypeError, ValueError) as exc:
                self._error = _("the table sent what this window cannot read ({problem})").format(problem=exc)
                self.close()
        return moved

    def _take_update(self, message: dict[str, Any]) -> bool:
        start = int(message["from"])
        events = [self.kit.event_from_json(data, self.viewer) for data in message["events"]]
        if start < len(self._events) and self._events[start:start + len(events)] != events:
            self._replaced = True
        elif start < len(self._events) and len(self._events) > start + len(events):
            self._replaced = True           # a shorter stream: the table stands earlier than shown
        self._events[start:] = events
        self._cuts = [cut for cut in self._cuts if cut[0] <= len(self._events)]
        if events and (not self._cuts or self._cuts[-1][0] < len(self._events)):
            self._cuts.append((len(self._events), int(message["at"])))
        self._prompt = None if message["prompt"] is None else prompt_from_json(message["prompt"])
        self._advice = message.get("advice")
        self._may_undo = bool(message["undo"])
        if message["at"] != self._at:
            self._at, self._answered = int(message["at"]), None
        if message["result"] is not None:
            self._result = str(message["result"]["line"])
        self._lost_at = None
        return bool(events) or self._result is not None

    def _take_seats(self, seats: list[dict[str, Any]]) -> None:
        self._seats, self._seats_at = list(seats), time.monotonic()
        self.kinds = seat_kinds(self.viewer, seats)

    def _take_undo(self, message: dict[str, Any]) -> None:
        """An undo's news: done (the stream cut back, drawn afresh), refused, or asked of this seat."""
        kind = message["type"]
        if kind == "undo_asked":
            self._asker = int(message["seat"])
            return
        self._undoing = False
        if kind == "undo_refused":
            self._undo_news = _("Not taken back: {reason}.").format(reason=message["reason"])
            return
        asker = int(message["seat"])
        del self._events[int(message["to"]):]
        self._replaced = True
        self._undo_news = (_("Taken back.") if asker == self.viewer else
                           _("{name} took back a move.").format(name=self.setup["players"][asker]))

    # ---- undo, as the table decides it
    def undo_target(self) -> int | None:
        """The commands played so far when the table says this seat may ask an undo now (how many
        the undo keeps is the table's to know), else None; once this seat has answered its prompt,
        the table's word is stale until its next update."""
        may = self._may_undo and not self._undoing and self._answered != self._at
        return self._at if may and not self.over else None

    def undo(self) -> bool:
        """Ask the table to take back this seat's latest decision; True when asked (its answer
        comes later: a rewind, or a refusal in `notice`)."""
        if self.undo_target() is None:
            return False
        assert self.link is not None
        self._undoing = True
        self.link.send_message("undo")
        return True

    def undo_question(self) -> int | None:
        """The seat whose undo waits for this seat's answer (asking clears it: the question is shown once)."""
        asker, self._asker = self._asker, None
        return asker

    def answer_undo(self, allow: bool) -> None:
        assert self.link is not None
        self.link.send_message("undo_answer", allow=allow)

    # ---- what a network game has not
    def amend(self, seat: int, command: Any) -> str | None:
        return _(NO_AMEND)

    def save_now(self) -> None:
        """The host's server saves the game at every turn; this window writes nothing."""

    def open_table(self) -> None:
        """No curtain: one person sits at this screen."""

    def check_curtain(self) -> int | None:
        return None

    def close(self) -> None:
        """Leave the table: the seat stays this machine's (its token rejoins it), the link stops."""
        if self.link is not None:
            self.link.close()
