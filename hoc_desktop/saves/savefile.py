"""Save files are replayable logs, written atomically.

    {"format": "hoc-desktop-save", "format_version": 1, "app_version": "0.1.0",
     "setup": {...}, "commands": [[seat, command], ...], "digest": "sha256 of the final state"}

Loading rebuilds the game from the setup and replays every command; the digest of the replayed
state must match the one saved, so a tampered or inconsistent file is refused, not half-loaded.
Writing goes to a temporary file in the same folder, flushed and fsynced, then renamed over the
old save, so a crash never leaves half a save. A file that cannot be read is reported in one line
and left untouched on disk.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hoc_desktop import __version__
from hoc_desktop.engine.core.prompts import normalize_command
from hoc_desktop.engine.hoc.game import Game
from hoc_desktop.engine.hoc.setup import GameSetup, new_game
from hoc_desktop.engine.hoc.state import GameState
from hoc_desktop.errors import HocError, IllegalCommand, SaveError

FORMAT = "hoc-desktop-save"
FORMAT_VERSION = 1


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


def save_game(game: Game, setup: GameSetup, path: Path) -> None:
    data = {"format": FORMAT, "format_version": FORMAT_VERSION, "app_version": __version__,
            "setup": setup.to_dict(), "commands": [[seat, _jsonable(cmd)] for seat, cmd in game.commands],
            "digest": state_digest(game.state)}
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise SaveError(f"{path}: cannot write save: {exc.strerror}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh, indent=1)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise SaveError(f"{path}: cannot write save: {exc.strerror}") from None
        raise


def _jsonable(cmd: Any) -> Any:
    if isinstance(cmd, tuple):
        return [_jsonable(x) for x in cmd]
    return cmd


def load_game(path: Path) -> tuple[Game, GameSetup]:
    """Replay a save. Raises SaveError with one line saying what is wrong and where."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveError(f"{path}: cannot read save: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise SaveError(f"{path}: not a save file (not text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(f"{path}:{exc.lineno}: corrupt or truncated save ({exc.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{path}: not a Heart of Crown save file")
    version = data.get("format_version")
    if not isinstance(version, int):
        raise SaveError(f"{path}: save has no format version")
    if version > FORMAT_VERSION:
        raise SaveError(f"{path}: save format {version} is newer than this program understands "
                        f"({FORMAT_VERSION}); app version {data.get('app_version', '?')} wrote it")
    try:
        setup = GameSetup.from_dict(data["setup"])
        game = new_game(setup)
    except (KeyError, TypeError, ValueError, HocError) as exc:
        raise SaveError(f"{path}: invalid setup in save ({exc})") from None
    commands = data.get("commands")
    if not isinstance(commands, list):
        raise SaveError(f"{path}: save has no command log")
    for index, entry in enumerate(commands):
        try:
            seat, raw = entry
            game.submit(int(seat), normalize_command(raw))
        except IllegalCommand as exc:
            raise SaveError(f"{path}: command {index + 1} of {len(commands)} does not replay: {exc}") from None
        except (TypeError, ValueError) as exc:
            raise SaveError(f"{path}: command {index + 1} of {len(commands)} is malformed ({exc})") from None
    if data.get("digest") != state_digest(game.state):
        raise SaveError(f"{path}: replaying the log does not reproduce the saved game (tampered or damaged)")
    game.events.clear()
    return game, setup
