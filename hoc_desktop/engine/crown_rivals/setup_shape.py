"""A Crown Rivals setup read from its dict form (a save's "setup", the window's setup dict), every
value checked before anything is built from it: the one reader of a setup dict, which the game's
kit gives to saves and to the window alike."""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.crown_rivals.setup import GAME_NAME, Setup
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, mapping, seed, sequence, text

CARD_SETS = ("standard-deck",)   # what a Crown Rivals save names as its card sets: one deck


def check_setup(value: Any, where: Where) -> Setup:
    """A Crown Rivals setup from its dict form: the game's name, two player names of one printable
    line and a seed that fits in 64 bits."""
    raw = mapping(value, where, ("game", "players", "seed"))
    if raw["game"] != GAME_NAME:
        raise ShapeError((*where, "game"), f"expected '{GAME_NAME}'")
    players = sequence(raw["players"], (*where, "players"), 2, min_len=2)
    for i, name in enumerate(players):
        text(name, (*where, "players", i), 40)
    return Setup(tuple(players), seed(raw["seed"], (*where, "seed")))
