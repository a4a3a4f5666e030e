"""A Crown Rivals game as the window starts it: its setup dict."""

from __future__ import annotations

from typing import Sequence

from hoc_desktop.client.game_config import SetupDict, player_names
from hoc_desktop.engine.crown_rivals.setup import GAME_NAME


def crown_rivals_setup(kinds: Sequence[str], seed: int, names: Sequence[str] = ()) -> SetupDict:
    """A Crown Rivals setup dict: the game's name, the two players (`names`, else named as the
    seats are), the seed."""
    if len(kinds) != 2:
        raise ValueError(f"Crown Rivals has 2 seats, not {len(kinds)}")
    return {"game": GAME_NAME, "players": list(names) or player_names(kinds), "seed": seed}
