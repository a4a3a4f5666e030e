"""A Heart of Crown setup read from its dict form (a save's "setup", the window's setup dict), every
value checked before anything is built from it: the one reader of a setup dict, which the game's
kit gives to saves and to the window alike, so a damaged or crafted setup is refused in words
naming the place rather than surfacing as a TypeError in the engine."""

from __future__ import annotations

from typing import Any

from hoc_desktop.cards.sets import BASE_SETS, MARKET_SIZE
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import MAX_CARD_SETS, Where, identifier, mapping, seed, sequence, text


def check_setup(value: Any, where: Where) -> GameSetup:
    """A GameSetup from its dict form: 2-4 player names of one printable line, ten card ids, a seed
    that fits in 64 bits, the options, and the card sets (identifiers) and packs (file paths) when
    they are not the base set alone."""
    raw = mapping(value, where, ("players", "market", "seed", "options"), ("card_sets", "packs", "pack_digests"))
    players = sequence(raw["players"], (*where, "players"), 4, min_len=2)
    for i, name in enumerate(players):
        text(name, (*where, "players", i), 40)
    market = sequence(raw["market"], (*where, "market"), MARKET_SIZE, min_len=MARKET_SIZE)
    for i, key in enumerate(market):
        identifier(key, (*where, "market", i))
    card_sets = sequence(raw.get("card_sets", list(BASE_SETS)), (*where, "card_sets"), MAX_CARD_SETS, min_len=1)
    for i, name in enumerate(card_sets):
        identifier(name, (*where, "card_sets", i))
    packs = sequence(raw.get("packs", []), (*where, "packs"), MAX_CARD_SETS)
    for i, path in enumerate(packs):
        text(path, (*where, "packs", i), 400)
    digests = sequence(raw.get("pack_digests", []), (*where, "pack_digests"), MAX_CARD_SETS)
    for i, digest in enumerate(digests):
        text(digest, (*where, "pack_digests", i), 64)
    setup = GameSetup(tuple(players), tuple(market), seed(raw["seed"], (*where, "seed")),
                      Options.from_dict(raw["options"], (*where, "options")), tuple(card_sets), tuple(packs))
    try:
        setup.check_packs(tuple(digests))
    except ValueError as exc:
        raise ShapeError((*where, "packs"), str(exc)) from None
    return setup
