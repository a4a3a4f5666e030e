"""The shape of a save file, checked before anything is built from it: every key known, every value
of the right type and within range, so a damaged or crafted save is refused in words rather than
surfacing as a TypeError in the engine, and nothing absurd (a 10^30 seed, a million commands) is
ever attempted."""

from __future__ import annotations

import re
from typing import Any

from hoc_desktop.cards.sets import MARKET_SIZE
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, identifier, mapping, seed, sequence, text, whole

MAX_COMMANDS = 20_000            # a 400-turn four-player game takes about 1,500
MAX_VALUE = 1_000_000            # card instance ids, mode numbers and amounts are far below
_DIGEST = re.compile(r"[0-9a-f]{64}")

Command = list[Any]


def check_save(data: Any) -> tuple[GameSetup, list[tuple[int, Command]], str, tuple[str, ...] | None]:
    """(setup, [(seat, command)], digest, seats) from a parsed save; raises ShapeError naming the
    place. `seats` (optional: the window writes it) says who played each seat, "human" or an AI
    level, as identifiers only: a save can never name a policy file to load."""
    data = mapping(data, (), ("format", "format_version", "app_version", "setup", "commands", "digest"), ("seats",))
    text(data["app_version"], ("app_version",), 40)
    setup = check_setup(data["setup"], ("setup",))
    commands = []
    for i, entry in enumerate(sequence(data["commands"], ("commands",), MAX_COMMANDS)):
        seat, command = sequence(entry, ("commands", i), 2, min_len=2)
        commands.append((whole(seat, ("commands", i, 0), 0, len(setup.players) - 1),
                         _command(command, ("commands", i, 1))))
    digest = data["digest"]
    if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
        raise ShapeError(("digest",), "expected 64 hexadecimal digits")
    seats = None
    if "seats" in data:
        n = len(setup.players)
        seats = tuple(identifier(kind, ("seats", i)) for i, kind in
                      enumerate(sequence(data["seats"], ("seats",), n, min_len=n)))
    return setup, commands, digest, seats


def check_setup(value: Any, where: Where) -> GameSetup:
    """A GameSetup from its dict form: 2-4 player names of one printable line, ten card ids, a seed
    that fits in 64 bits, and the options."""
    raw = mapping(value, where, ("players", "market", "seed", "options"))
    players = sequence(raw["players"], (*where, "players"), 4, min_len=2)
    for i, name in enumerate(players):
        text(name, (*where, "players", i), 40)
    market = sequence(raw["market"], (*where, "market"), MARKET_SIZE, min_len=MARKET_SIZE)
    for i, key in enumerate(market):
        identifier(key, (*where, "market", i))
    return GameSetup(tuple(players), tuple(market), seed(raw["seed"], (*where, "seed")),
                     Options.from_dict(raw["options"], (*where, "options")))


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
