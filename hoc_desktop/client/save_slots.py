"""Where the window keeps its games: the autosave (the game to *Continue*) and named saves.

Saves live in the platformdirs user data folder (`~/.local/share/hoc-desktop/saves/` on Linux) in
the engine's own save format (hoc_desktop/saves), plus the seat kinds, so a game saved here loads
with `hoc-desktop play --load` and `hoc-desktop events`, and a save written there opens here (its
seats then default to you in seat 1 and `normal` elsewhere).

`autosave.json` is written, atomically, at the deal, at the start of every turn and when the table
is left; it is removed when its game ends, so *Continue* is offered only for a game still in
progress. Listing a folder replays every save (a few milliseconds each); a damaged one is listed
with the reason and left untouched on disk.
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping, Sequence

import platformdirs

from hoc_desktop.ai.reason import AnyReason
from hoc_desktop.app_info import APP
from hoc_desktop.client.game_config import HUMAN, SetupDict
from hoc_desktop.client.kit.window_kit import window_kit
from hoc_desktop.engine import Game
from hoc_desktop.games import KITS, kit_for
from hoc_desktop.i18n import N_, _
from hoc_desktop.errors import HocError, SaveError
from hoc_desktop.safe_io import display
from hoc_desktop.saves import read_save, save_game

AUTOSAVE = "autosave.json"
DATE_AND_TIME = "%Y-%m-%d %H:%M"
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
    market: str = ""                 # the market's name; for a game without one, the game's name
    turn: int = 0
    over: bool = False
    problem: str | None = None
    cards_changed: bool = False      # the card data changed since it was saved (it replays with today's)
    game: str = ""                   # the game's title: "Heart of Crown", "Crown Rivals"

    @property
    def name(self) -> str:
        return self.path.stem


def seat_kinds(saved: Sequence[str] | None, players: int, game: str) -> list[str]:
    """The seat kinds to resume a game of `game` with: the save's, when every one is a kind its
    window offers (a save never chooses a policy file), else you in seat 1 and the game's default
    AI level in the others."""
    kit = window_kit(game)
    if saved is not None and len(saved) == players and all(k == HUMAN or k in kit.ai_levels for k in saved):
        return list(saved)
    return [HUMAN] + [kit.default_level] * (players - 1)


def write_save(game: Game, setup: SetupDict, kinds: Sequence[str], path: Path,
               reasons: Mapping[int, AnyReason] | None = None) -> None:
    """Save a window game (raises SaveError in one line; an old file of that name is kept). A game
    whose card pack went missing or changed while it was played cannot be saved: the save records
    each pack's digest as the file is now, so the reason is given instead."""
    try:
        parsed = kit_for(setup).setup_from_dict(setup)
    except (ValueError, HocError) as exc:
        raise SaveError(f"{display(path)}: cannot be saved: {' '.join(str(exc).split())}") from None
    save_game(game, parsed, path, seats=list(kinds), reasons=reasons)


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
    game = saved.game.ruleset.name
    kinds = seat_kinds(saved.seats, len(state.players), game)
    return SaveEntry(path, modified, tuple(saved.setup.players), tuple(kinds),
                     window_kit(game).words_played_with(saved.setup), state.turn.number, saved.game.over,
                     cards_changed=bool(saved.notes), game=KITS[game].title)


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


def autosave_entry(folder: Path) -> SaveEntry | None:
    """The game in progress as the autosave holds it: None when there is none (or its game is
    over), an entry with `problem` set when the file is there but cannot be read."""
    path = folder / AUTOSAVE
    if not os.path.lexists(path):
        return None
    entry = read_entry(path)
    return None if entry.problem is None and entry.over else entry


def latest_game(folder: Path) -> SaveEntry | None:
    """The autosaved game to *Continue*, if there is one in progress that loads."""
    entry = autosave_entry(folder)
    return entry if entry is not None and entry.problem is None else None


def damaged_autosave_notice(entry: SaveEntry) -> str:
    """One line for the title and `--continue` about an autosave that does not load: what is wrong
    and where the file is; it is never changed or replaced without asking."""
    return _("The game in progress cannot be continued: {problem} The file is left as it is: {path}").format(
        problem=save_problem_text(entry), path=display(entry.path))


def save_problem_text(entry: SaveEntry) -> str:
    """A damaged entry's reason without the file's path (which the message names once)."""
    problem = entry.problem or ""
    named = display(entry.path) + ":"
    if problem.startswith(named):
        problem = problem[len(named):].strip()
        line, _colon, rest = problem.partition(": ")
        if line.isdigit():
            problem = f"line {line}: {rest}"
    return problem.rstrip(".") + "."


def kept_name(entry: SaveEntry) -> str:
    """The name a game in progress is kept under when a new game takes the autosave: when it was
    last played ("Game of 2026-11-25 14.05"), or "Damaged autosave of ..." for one that does not
    load. Dots, not colons: a colon cannot stand in a file name on Windows."""
    stamp = time.strftime("%Y-%m-%d %H.%M", time.localtime(entry.modified))
    return f"{'Damaged autosave' if entry.problem else 'Game'} of {stamp}"


def keep_aside(folder: Path, entry: SaveEntry) -> Path:
    """Move the autosave to a save of its own (kept_name, numbered if taken) so that a new game can
    take the autosave without losing it; the file's bytes are not touched, a damaged one included.
    Raises SaveError (one line) and changes nothing when the move fails."""
    stem = kept_name(entry)
    for number in range(1, MAX_LISTED + 1):
        target = folder / (f"{stem}.json" if number == 1 else f"{stem} ({number}).json")
        if not os.path.lexists(target):
            break
    else:
        raise SaveError(f"{display(folder)}: too many saves named '{stem}'")
    try:
        os.rename(entry.path, target)
    except OSError as exc:
        raise SaveError(f"{display(entry.path)}: cannot keep the game in progress as {target.name} "
                        f"({exc.strerror or exc})") from None
    return target


def forget_autosave(folder: Path) -> None:
    """The autosaved game ended: *Continue* has nothing to offer any more."""
    try:
        os.unlink(folder / AUTOSAVE)
    except FileNotFoundError:
        pass


def when(entry: SaveEntry) -> str:
    """The save's date and time in the player's local time, e.g. "2026-11-23 14:05"."""
    return time.strftime(DATE_AND_TIME, time.localtime(entry.modified))


def lately(stamp: float, now: float | None = None) -> str:
    """When something was written, as a player says it, in local time: "today 14:02", "yesterday
    09:15", else the date, "2026-11-23 14:05"."""
    day = time.localtime(stamp)
    clock = time.strftime("%H:%M", day)
    today = time.localtime(time.time() if now is None else now)
    yesterday = time.localtime(time.mktime((today.tm_year, today.tm_mon, today.tm_mday - 1, 12, 0, 0, 0, 0, -1)))
    for words, other in ((N_("today {clock}"), today), (N_("yesterday {clock}"), yesterday)):
        if (day.tm_year, day.tm_yday) == (other.tm_year, other.tm_yday):
            return _(words).format(clock=clock)
    return time.strftime(DATE_AND_TIME, day)


def continue_label(entry: SaveEntry, now: float | None = None) -> str:
    """The title's Continue, saying which game and from when: "Continue: Crown Rivals, turn 3,
    today 14:02"."""
    return _("Continue: {game}, turn {turn}, {when}").format(game=_(entry.game), turn=entry.turn,
                                                            when=lately(entry.modified, now))
