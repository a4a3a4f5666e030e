"""Where the window keeps its games: the autosave (the game to *Continue*) and named saves.

Saves live in the platformdirs user data folder (`~/.local/share/hoc-desktop/saves/` on Linux) in
the engine's own save format (hoc_desktop/saves), plus the seat kinds, so a game saved here loads
with `hoc-desktop play --load` and `hoc-desktop events`, and a save written there opens here (its
seats then default to you in seat 1 and `normal` elsewhere).

`autosave.json` is rewritten, atomically, at the start of every turn and when the table is left;
it is removed when its game ends, so *Continue* is offered only for a game still in progress.
Listing a folder replays every save (a few milliseconds each); a damaged one is listed with the
reason and left untouched on disk.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import platformdirs

from hoc_desktop.cards.sets import load_recommended
from hoc_desktop.app_info import APP
from hoc_desktop.client.game_config import AI_LEVELS, HUMAN, SEAT_KINDS, SetupDict
from hoc_desktop.engine import Game, GameSetup, catalog
from hoc_desktop.errors import HocError
from hoc_desktop.saves import read_save, save_game

AUTOSAVE = "autosave.json"
MAX_LISTED = 200


def saves_dir() -> Path:
    """The folder of the window's saves (created when the first save is written)."""
    return Path(platformdirs.user_data_dir(APP)) / "saves"


@dataclass(frozen=True)
class SaveEntry:
    """One save as the Load list shows it; `problem` is set (and nothing else) for a damaged file."""

    path: Path
    modified: float
    players: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    market: str = ""
    turn: int = 0
    over: bool = False
    problem: str | None = None

    @property
    def name(self) -> str:
        return self.path.stem


def seat_kinds(saved: Sequence[str] | None, players: int) -> list[str]:
    """The seat kinds to resume with: the save's, when every one is a kind the window knows (a save
    never chooses a policy file), else you in seat 1 and `normal` in the others."""
    if saved is not None and len(saved) == players and all(k in SEAT_KINDS for k in saved):
        return list(saved)
    return [HUMAN] + [AI_LEVELS[1]] * (players - 1)


def market_name(market: Sequence[str]) -> str:
    """The recommended set with exactly these cards, else "Random market"."""
    cards = set(market)
    for found in load_recommended(catalog()):
        if set(found.cards) == cards:
            return found.name
    return "Random market"


def write_save(game: Game, setup: SetupDict, kinds: Sequence[str], path: Path) -> None:
    """Save a window game (raises SaveError in one line; an old file of that name is kept)."""
    save_game(game, GameSetup.from_dict(setup), path, seats=list(kinds))


def read_entry(path: Path) -> SaveEntry:
    """Replay one save for the list; a damaged one comes back with its one-line problem."""
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    try:
        saved = read_save(path)
    except HocError as exc:
        return SaveEntry(path, modified, problem=str(exc))
    state = saved.game.state
    return SaveEntry(path, modified, tuple(saved.setup.players), tuple(seat_kinds(saved.seats, len(state.players))),
                     market_name(saved.setup.market), state.turn.number, saved.game.over)


def list_saves(folder: Path) -> list[SaveEntry]:
    """Every save in `folder`, newest first (at most MAX_LISTED)."""
    try:
        paths = [p for p in folder.glob("*.json") if p.is_file()]
    except OSError:
        return []
    paths.sort(key=lambda p: _mtime(p), reverse=True)
    return [read_entry(p) for p in paths[:MAX_LISTED]]


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def latest_game(folder: Path) -> SaveEntry | None:
    """The autosaved game to *Continue*, if there is one in progress that loads."""
    path = folder / AUTOSAVE
    if not path.is_file():
        return None
    entry = read_entry(path)
    return entry if entry.problem is None and not entry.over else None


def forget_autosave(folder: Path) -> None:
    """The autosaved game ended: *Continue* has nothing to offer any more."""
    try:
        os.unlink(folder / AUTOSAVE)
    except FileNotFoundError:
        pass


def when(entry: SaveEntry) -> str:
    """The save's date and time in the player's local time, e.g. "2026-11-23 14:05"."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(entry.modified))
