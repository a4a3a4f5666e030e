"""The network protocol's messages: JSON objects, each with the protocol version `"v": 2` and a
`"type"`. Everything a client sends is read here, like a file a user gives us: size-limited (the
WebSocket layer's `max_size`), parsed, and checked field by field, so the table only ever sees a
well-formed join or command. A message that fails is a ProtocolError carrying the close code and
the one-line reason the connection is closed with; the table and the server go on.

Client to server:
    join     {"v": 2, "type": "join", "token": str | null, "game": str | null, "players": int | null,
              "bot": str | null, "code": str | null, "ai": [str | null, ...] | null}
                                      the first message of a connection: a token rejoins its seat,
                                      none takes a free seat (creating the table: game and players;
                                      a code creates it private, and a private table's free seats
                                      are taken only with its code: net/join_codes.py; `ai` gives
                                      each seat of a new table an AI level the table plays it
                                      with, or null for a person)
    command  {"v": 2, "type": "command", "seat": int, "command": [...]}
                                      an answer to the prompt this seat was sent
    undo     {"v": 2, "type": "undo"}  take back this connection's seat's latest decision (the
                                      seat is the connection's own: no seat undoes for another)
    undo_answer {"v": 2, "type": "undo_answer", "allow": bool}   this seat's answer to `undo_asked`
Server to client:
    lobby    {"tables": [...]}        on the path "/": the open tables, then the connection closes
    welcome  {"table", "game", "seat", "token", "players", "seats", "setup"}   the seat taken or taken
                                      back; `setup` the table's setup without its seed (the names,
                                      cards and rules a remote window builds its table from)
    update   {"from": i, "events": [...], "prompt": {...} | null, "turn_of": seat | null,
              "advice": [...] | null, "result": {...} | null, "undo": bool}
                                      this seat's stream from index i on (the whole of it after a
                                      welcome; each event as the kit's `event_json` writes it and
                                      its `event_from_json` reads it back), and what the game waits
                                      for (the prompt as engine/core/prompt_json.py writes it);
                                      `undo` whether the rule lets this seat ask an undo now
    undo_asked {"seat": S}            seat S asks to take back its latest decision: answer it
    rewind   {"seat": S, "to": n}     seat S's undo was done: this seat's stream is cut back to its
                                      first n events (the stream of the game replayed to where
                                      the undo went back); an `update` from n follows
    undo_refused {"reason": str}      this seat's undo was not done (the rule, a player's no, the
                                      game moved on); nothing changed
    refused  {"why": str, "fields": {...}}   why the connection is about to be closed, as data (a
                                      code of net/refusal_words.py and its named values), so a
                                      window words it in its own language; the close reason that
                                      follows says it in English for every client
    seats    {"seats": [{"seat", "connected", "bot", "ai", "wait_left"}]}   a seat dropped, came back
                                      or was handed to an AI; `wait_left` the seconds before that
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from hoc_desktop.ai.match import plain_command
from hoc_desktop.engine.core.prompts import normalize_command

VERSION = 2
"""The protocol's version. 2: prompts carry their `fields` and the server tells a refusal as data
(`refused`), which a window of version 1 cannot read. A peer of another version is closed at its
first message with one line naming both versions (`read`)."""
MAX_CLIENT_MESSAGE = 16 * 1024            # a command or a join is a few hundred bytes
MAX_SERVER_MESSAGE = 16 * 1024 * 1024     # a rejoin's whole stream of a long four-player game
MAX_NAME = 40                             # a game's or a level's name
MAX_CODE = 40                             # a join code as typed (net/join_codes.py)

# Close codes: 1000 a lobby answered, 1008 a message broken or not allowed, 1009 a message too
# big (the WebSocket layer's own), 4001 a join refused (full table, unknown game, wrong token):
# a client reconnects after any other close, never after these.
CLOSE_DONE = 1000
CLOSE_BAD_MESSAGE = 1008
CLOSE_TOO_BIG = 1009
CLOSE_REFUSED = 4001
FINAL_CLOSES = frozenset({CLOSE_DONE, CLOSE_BAD_MESSAGE, CLOSE_TOO_BIG, CLOSE_REFUSED})


class ProtocolError(Exception):
    """A message that closes its connection: `code` and the one-line `reason` the peer is told,
    in English (the close reason every client reads). `why` and `fields`, when given, are the
    same reason as data (net/refusal_words.py): the server sends them in a "refused" message
    before it closes, so a window words the reason in its own language."""

    def __init__(self, reason: str, code: int = CLOSE_BAD_MESSAGE, why: str = "",
                 fields: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason[:120]         # a WebSocket close reason holds at most 123 bytes
        self.why = why
        self.fields = fields or {}

    def told(self) -> str | None:
        """The "refused" message that tells the reason as data, or None when it has no code."""
        return message("refused", why=self.why, fields=self.fields) if self.why else None


class WrongSecret(ProtocolError):
    """A join refused for a wrong token or join code: the server counts it against the address
    it came from (join_codes.FailedJoins)."""

    def __init__(self, reason: str, why: str = "", fields: dict[str, Any] | None = None) -> None:
        super().__init__(reason, CLOSE_REFUSED, why, fields)


@dataclass(frozen=True)
class Join:
    token: str | None
    game: str | None
    players: int | None
    bot: str | None
    code: str | None = None
    ai: tuple[str | None, ...] | None = None


@dataclass(frozen=True)
class Command:
    seat: int
    command: Any           # the engine's tuple form, plain (text, whole numbers, tuples of them)


@dataclass(frozen=True)
class Undo:
    """A seat asks to take back its latest decision."""


@dataclass(frozen=True)
class UndoAnswer:
    allow: bool


Seated = Command | Undo | UndoAnswer       # what a seated connection may send


def message(kind: str, **fields: Any) -> str:
    """A message of the protocol as the text sent."""
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":"), ensure_ascii=False)


def read(raw: str | bytes) -> dict[str, Any]:
    """A message's JSON object, of this protocol's version, with a type; ProtocolError if not."""
    if isinstance(raw, bytes):
        raise ProtocolError("binary frames are not part of the protocol")
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        raise ProtocolError("the message is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message is a JSON object")
    if data.get("v") != VERSION:
        raise ProtocolError(f"protocol version {str(data.get('v'))[:10]} is not {VERSION}: the host and each "
                            "player need the same version of the program")
    if not isinstance(data.get("type"), str):
        raise ProtocolError("a message needs a 'type'")
    return data


def read_join(raw: str | bytes) -> Join:
    """The first message of a table connection."""
    data = read(raw)
    _only(data, "join", {"token", "game", "players", "bot", "code", "ai"})
    token = _optional_text(data, "token", 100)
    code = _optional_text(data, "code", MAX_CODE)
    game = _optional_text(data, "game", MAX_NAME)
    bot = _optional_text(data, "bot", MAX_NAME)
    players = data.get("players")
    if players is not None and (type(players) is not int or not 1 <= players <= 8):
        raise ProtocolError("'players' must be a whole number from 1 to 8")
    ai = data.get("ai")
    if ai is not None:
        if not isinstance(ai, list) or not 1 <= len(ai) <= 8 or \
                not all(level is None or (isinstance(level, str) and 0 < len(level) <= MAX_NAME) for level in ai):
            raise ProtocolError("'ai' must list, for each seat, an AI level or null (a person)")
        if players is not None and len(ai) != players:
            raise ProtocolError("'ai' must name as many seats as 'players'")
        ai = tuple(ai)
    return Join(token, game, players, bot, code, ai)


def read_seated(raw: str | bytes) -> Seated:
    """A message of a seated connection: a command for its seat, an undo or an answer to one."""
    data = read(raw)
    if data["type"] == "undo":
        _only(data, "undo", set())
        return Undo()
    if data["type"] == "undo_answer":
        _only(data, "undo_answer", {"allow"})
        if type(data.get("allow")) is not bool:
            raise ProtocolError("'allow' must be true or false")
        return UndoAnswer(data["allow"])
    _only(data, "command", {"seat", "command"})
    seat = data.get("seat")
    if type(seat) is not int:
        raise ProtocolError("'seat' must be a whole number")
    command = normalize_command(data.get("command"))
    if not plain_command(command):
        raise ProtocolError("'command' must be a list of text and whole numbers (one of the prompt's options)")
    return Command(seat, command)


def _only(data: dict[str, Any], kind: str, fields: set[str]) -> None:
    if data["type"] != kind:
        raise ProtocolError(f"expected a '{kind}' message, got '{data['type'][:20]}'")
    unknown = set(data) - fields - {"v", "type"}
    if unknown:
        raise ProtocolError(f"unknown field '{sorted(unknown)[0][:20]}' in a '{kind}' message")


def _optional_text(data: dict[str, Any], key: str, max_len: int) -> str | None:
    value = data.get(key)
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= max_len:
        raise ProtocolError(f"'{key}' must be text of 1 to {max_len} characters")
    return value
