"""The shape of a save file, checked before anything is built from it: every key known, every value
of the right type and within range, so a damaged or crafted save is refused in words rather than
surfacing as a TypeError in the engine, and nothing absurd (a 10^30 seed, a million commands) is
ever attempted."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from hoc_desktop.ai.reason import AnyReason, from_json
from hoc_desktop.errors import ShapeError
from hoc_desktop.games import DEFAULT_GAME, KITS
from hoc_desktop.i18n import _
from hoc_desktop.validate import MAX_CARD_SETS, Where, identifier, mapping, sequence, table, text, whole

MAX_COMMANDS = 20_000            # a 400-turn four-player game takes about 1,500
MAX_VALUE = 1_000_000            # card instance ids, mode numbers and amounts are far below
MAX_REASON_CHARS = 300           # an AI's reason is one short line
MAX_REASON_FIELDS = 12           # a reason's named fields (a card, coins, points...)
_DIGEST = re.compile(r"[0-9a-f]{64}")

Command = list[Any]


@dataclass(frozen=True)
class SaveShape:
    """What a save holds, every value checked. `card_digest` and `log_digest` are None in a
    format 2 save (before saves named their game and cards: the default game, base set)."""

    game: str
    setup: Any                       # the game's own setup, read by its kit (games.py)
    commands: list[tuple[int, Command]]
    digest: str
    seats: tuple[str, ...] | None
    card_digest: str | None
    log_digest: str | None
    reasons: dict[int, AnyReason] = field(default_factory=dict)


_NAMED_CARDS = ("game", "card_sets", "card_digest", "log_digest")   # from format 3 on


def check_save(data: Any, version: int) -> SaveShape:
    """The contents of a parsed save of format `version`; raises ShapeError naming the place.
    `seats` (optional: the window writes it) says who played each seat, "human" or an AI level,
    as identifiers only: a save can never name a policy file to load. `reasons` (optional, the
    window writes it) are the AI's reasons for its decisions, [command index, reason] pairs, a
    reason being one line of words (as saves before reasons were values hold them) or a code and
    its fields (ai/reason.py `as_json`): only shown in the log, so like `seats` they are not sealed."""
    named = version >= 3
    required = (("format", "format_version", "app_version", "setup", "commands", "digest")
                + (_NAMED_CARDS if named else ()))
    data = mapping(data, (), required, ("seats", "reasons"))
    text(data["app_version"], ("app_version",), 40)
    game = text(data["game"], ("game",), 40) if named else DEFAULT_GAME
    kit = KITS.get(game)
    if kit is None:                     # read_save names the unknown game in words
        return SaveShape(game, None, [], "", None, None, None)
    setup = kit.check_setup(data["setup"], ("setup",))
    commands = []
    for i, entry in enumerate(sequence(data["commands"], ("commands",), MAX_COMMANDS)):
        seat, command = sequence(entry, ("commands", i), 2, min_len=2)
        commands.append((whole(seat, ("commands", i, 0), 0, len(setup.players) - 1),
                         _command(command, ("commands", i, 1))))
    digest = _digest(data, "digest")
    card_digest, log_digest = None, None
    if named:
        card_sets = sequence(data["card_sets"], ("card_sets",), MAX_CARD_SETS, min_len=1)
        if tuple(card_sets) != kit.card_sets(setup):
            raise ShapeError(("card_sets",), "the card sets differ from the setup's")
        card_digest, log_digest = _digest(data, "card_digest"), _digest(data, "log_digest")
    seats = None
    if "seats" in data:
        n = len(setup.players)
        seats = tuple(identifier(kind, ("seats", i)) for i, kind in
                      enumerate(sequence(data["seats"], ("seats",), n, min_len=n)))
    return SaveShape(game, setup, commands, digest, seats, card_digest, log_digest,
                     _reasons(data.get("reasons", []), len(commands)))


def _reasons(value: Any, commands: int) -> dict[int, AnyReason]:
    """The AI reasons of a save: command index -> a reason, each index a command of the save."""
    reasons: dict[int, AnyReason] = {}
    for i, entry in enumerate(sequence(value, ("reasons",), commands)):
        index, reason = sequence(entry, ("reasons", i), 2, min_len=2)
        where = ("reasons", i, 1)
        checked = text(reason, where, MAX_REASON_CHARS) if isinstance(reason, str) else _reason(reason, where, 1)
        reasons[whole(index, ("reasons", i, 0), 0, commands - 1)] = from_json(checked)
    return reasons


def _reason(value: Any, where: Where, inside: int) -> dict[str, Any]:
    """A reason as a code and fields: each field a number, a short text, nothing, a card's two
    names, or (`inside` more levels) a reason itself (`hard`'s: the command it chose)."""
    data = mapping(value, where, ("code", "fields"))
    identifier(data["code"], (*where, "code"))
    for key, field_value in table(data["fields"], (*where, "fields"), MAX_REASON_FIELDS).items():
        at = (*where, "fields", key)
        identifier(key, at)
        if isinstance(field_value, bool) or field_value is None:
            continue
        if isinstance(field_value, int):
            whole(field_value, at, -MAX_VALUE, MAX_VALUE)
        elif isinstance(field_value, float):
            if not math.isfinite(field_value):
                raise ShapeError(at, _("expected a finite number"))
        elif isinstance(field_value, str):
            text(field_value, at, 60, allow_empty=True)
        elif isinstance(field_value, list):
            for n, name in enumerate(sequence(field_value, at, 2, min_len=2)):
                text(name, (*at, n), 200, allow_empty=True)
        elif isinstance(field_value, dict) and inside > 0:
            _reason(field_value, at, inside - 1)
        else:
            raise ShapeError(at, _("expected a number, a text or a card's names"))
    return data


def _digest(data: dict[str, Any], key: str) -> str:
    value = data[key]
    if not isinstance(value, str) or not _DIGEST.fullmatch(value):
        raise ShapeError((key,), "expected 64 hexadecimal digits")
    return value


def _command(value: Any, where: Where) -> Command:
    """[name, argument...] where an argument is a value or a list of values (a pick)."""
    items = sequence(value, where, 4, min_len=1)
    text(items[0], (*where, 0), 30)
    for i, item in enumerate(items[1:], start=1):
        values = sequence(item, (*where, i), 60) if isinstance(item, (list, tuple)) else [item]
        for j, v in enumerate(values):
            place = (*where, i, j) if isinstance(item, (list, tuple)) else (*where, i)
            if isinstance(v, str):
                text(v, place, 40)
            else:
                whole(v, place, 0, MAX_VALUE)
    return items
