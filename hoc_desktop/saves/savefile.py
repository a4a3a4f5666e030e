"""Save files are replayable logs, written atomically and sealed against tampering.

    {"format": "hoc-desktop-save", "format_version": 2, "app_version": "0.1.0",
     "setup": {...}, "commands": [[seat, command], ...], "digest": "...",
     "seats": ["human", "normal"]}              # optional: who plays each seat (the window writes it)

Loading checks the file's shape before anything is built from it (hoc_desktop.safe_io and
saves/shape.py: size, types, ranges, unknown keys), rebuilds the game from the setup and replays every
command. The digest covers the setup (players, market, seed, options) and the replayed final
state, so changing a name or a rule in a save is refused like any other tampering (`seats` is not
sealed: it only says who sits where when the window resumes the game, and holds level names, never
a policy file). Version 1
saves sealed only the state; they are refused with a message saying so, because accepting them
would let anyone bypass the check by writing `"format_version": 1`.

Writing goes to a temporary file in the same folder, flushed and fsynced, renamed over the old
save, and the folder is fsynced, so a crash never leaves half a save. A temporary file that an
interrupted write left behind is removed by the next save of that name. A symlinked save stays a
link (the file it points at is replaced), and a file that is not one of our saves is never
overwritten. A file that cannot be read is reported in one line and left untouched on disk.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from hoc_desktop import __version__
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompts import normalize_command
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.errors import HocError, IllegalCommand, SaveError, ShapeError
from hoc_desktop.safe_io import display, load_json, read_text, replace_atomically
from hoc_desktop.safe_text import clip
from hoc_desktop.saves.shape import check_save

FORMAT = "hoc-desktop-save"
FORMAT_VERSION = 2
MAX_SAVE_BYTES = 2_000_000           # a 400-turn four-player game is about 70 kB; MAX_COMMANDS about 1 MB
STALE_SECONDS = 60                   # a temporary file this old belongs to no running save
_OURS = re.compile(r'"format"\s*:\s*"' + FORMAT + '"')


def state_digest(state: GameState) -> str:
    """A fingerprint of everything in the state, hidden zones and card instance ids included, and of
    the random generator's full state."""
    players = [(p.hand, p.draw, p.discard, p.field, p.domain, sorted(p.kept.items()), p.princess,
                sorted(p.areas.items()), p.declared, p.eliminated) for p in state.players]
    t = state.turn
    turn = (t.seat, t.number, t.extra, t.coins, t.plays, t.played, t.second_action, sorted(t.flags),
            sorted(t.delayed.items()), sorted(t.used), sorted((k, sorted(v[0]), v[1]) for k, v in t.gained_types.items()),
            t.extra_turn_next)
    blob = repr((players, state.order, turn, state.phase, sorted(state.basic.items()), list(state.stacks.items()),
                 state.supply, state.curses, state.princesses, state.outskirts, sorted(state.revealed),
                 sorted((k, sorted(v.items())) for k, v in state.counters.items()),
                 sorted((k, sorted(v)) for k, v in state.coronation.items()), state.overtime,
                 json.dumps(state.result, sort_keys=True), state.rng.getstate(), [c.key for c in state.cards]))
    return hashlib.sha256(blob.encode()).hexdigest()


def save_digest(setup: GameSetup, state: GameState) -> str:
    """The seal of a save: the setup as written (names, market, seed, options) and the final state."""
    canonical = json.dumps(setup.to_dict(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(f"{canonical}\n{state_digest(state)}".encode()).hexdigest()


# ---------------------------------------------------------------- writing

def save_game(game: Game, setup: GameSetup, path: Path, seats: Sequence[str] | None = None) -> None:
    """Write `game` to `path` atomically (`seats`: who plays each seat, for the window). Raises
    SaveError in one line (the old file is kept)."""
    data: dict[str, Any] = {"format": FORMAT, "format_version": FORMAT_VERSION, "app_version": __version__,
                            "setup": setup.to_dict(),
                            "commands": [[seat, _jsonable(cmd)] for seat, cmd in game.commands],
                            "digest": save_digest(setup, game.state)}
    if seats is not None:
        data["seats"] = list(seats)
    text = json.dumps(data, indent=1)
    name = display(path)
    target = save_target(Path(path))
    old_mode = _writable(target, name)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        _remove_stale_temporaries(target)
        replace_atomically(target, text, old_mode)
    except OSError as exc:
        raise SaveError(f"{name}: cannot write save: {exc.strerror or exc}") from None
    _sync_folder(target.parent, name)


def save_target(path: Path) -> Path:
    """The file a save to `path` replaces: a symlink's target, so the link stays a link."""
    return Path(os.path.realpath(path))


def check_save_target(path: Path) -> None:
    """Refuse, before a game is played, a `--save` path that could not be written or is not ours."""
    _writable(save_target(Path(path)), display(path))


def _writable(target: Path, name: str) -> int | None:
    """None if `target` does not exist yet; else its permission bits, if it is one of our saves
    (we never overwrite anything else). Raises SaveError naming `name` otherwise."""
    try:
        st = os.stat(target)
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise SaveError(f"{name}: cannot write save: {getattr(exc, 'strerror', None) or exc}") from None
    if stat.S_ISDIR(st.st_mode):
        raise SaveError(f"{name}: cannot write save: it is a folder")
    try:
        ours = _OURS.search(read_text(target, MAX_SAVE_BYTES, SaveError, "save")[:1000]) is not None
    except SaveError:
        ours = False
    if not ours:
        raise SaveError(f"{name}: cannot write save: the file exists and is not a Heart of Crown save "
                        "(it is left alone; choose another name)")
    return stat.S_IMODE(st.st_mode)


def _remove_stale_temporaries(target: Path) -> None:
    """Delete `.NAME.xxxxxxxx.tmp` files an interrupted save of this name left behind (older than a
    minute, so a save still being written elsewhere is not disturbed)."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.[A-Za-z0-9_]+\.tmp")
    now = time.time()
    for entry in os.scandir(target.parent):
        if pattern.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
            if now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS:
                os.unlink(entry.path)


def _sync_folder(folder: Path, name: str) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError as exc:
        raise SaveError(f"{name}: saved, but the folder could not be synced to disk: {exc.strerror or exc}") from None


def _jsonable(cmd: Any) -> Any:
    if isinstance(cmd, tuple):
        return [_jsonable(x) for x in cmd]
    return cmd


# ---------------------------------------------------------------- reading

@dataclass(frozen=True)
class Saved:
    """A save replayed: the game, its setup, and who played each seat (None: the save does not say)."""

    game: Game
    setup: GameSetup
    seats: tuple[str, ...] | None


def load_game(path: Path) -> tuple[Game, GameSetup]:
    """Replay a save. Raises SaveError with one line saying what is wrong and where."""
    saved = read_save(path)
    return saved.game, saved.setup


def read_save(path: Path) -> Saved:
    """Replay a save, keeping its seats. Raises SaveError with one line saying what is wrong and where."""
    name = display(path)
    data = load_json(Path(path), MAX_SAVE_BYTES, SaveError, "save")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name}: not a Heart of Crown save file")
    _check_version(data, name)
    try:
        setup, commands, digest, seats = check_save(data)
    except ShapeError as exc:
        raise SaveError(f"{name}: {_shape_problem(exc, data)}") from None
    try:
        game = new_game(setup)
    except (ValueError, HocError) as exc:
        raise SaveError(f"{name}: invalid setup in save ({clip(str(exc), 120)})") from None
    for index, (seat, raw) in enumerate(commands):
        try:
            game.submit(seat, normalize_command(raw))
        except IllegalCommand as exc:
            raise SaveError(f"{name}: command {index + 1} of {len(commands)} does not replay: "
                            f"{clip(str(exc), 120)}") from None
    if digest != save_digest(setup, game.state):
        raise SaveError(f"{name}: replaying the log does not reproduce the saved game (tampered or damaged)")
    return Saved(game, setup, seats)


def _check_version(data: dict[str, Any], name: str) -> None:
    version = data.get("format_version")
    if type(version) is not int or version < 1:
        raise SaveError(f"{name}: save has no valid format version (got {clip(repr(version), 30)})")
    if version > FORMAT_VERSION:
        app = data.get("app_version")
        raise SaveError(f"{name}: save format {version} is newer than this program understands "
                        f"({FORMAT_VERSION}); app version {clip(app, 20) if isinstance(app, str) else '?'} wrote it")
    if version < FORMAT_VERSION:
        raise SaveError(f"{name}: save format {version} comes from an earlier version of this program and "
                        "cannot be checked for tampering, so it is not loaded")


def _shape_problem(exc: ShapeError, data: dict[str, Any]) -> str:
    """Words for a save whose shape is wrong, naming the command when it is one."""
    where = exc.where
    if where[:1] == ("commands",) and len(where) >= 2:
        return f"command {where[1] + 1} of {len(data['commands'])} is malformed ({exc.problem})"
    if where == ("commands",):
        return f"save has no command log ({exc.problem})"
    if where[:1] == ("setup",):
        return f"invalid setup in save: {exc}"
    return f"invalid save: {exc}"
