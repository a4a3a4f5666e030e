"""Save files are replayable logs, written atomically and sealed against tampering.

    {"format": "hoc-desktop-save", "format_version": 3, "app_version": "0.1.0",
     "game": "heart-of-crown", "card_sets": ["base"], "card_digest": "...",
     "setup": {...}, "commands": [[seat, command], ...], "log_digest": "...", "digest": "...",
     "seats": ["human", "normal"],              # optional: who plays each seat (the window writes it)
     "reasons": [[5, {"code": "buy_coins", "fields": {"card": ["Duke", "公爵"], "coins": 8}}]]}
                                                # optional: the AI's reasons for its decisions (the window's log)

A save names its game and the cards it was played with: the card sets (and packs, in the setup)
and `card_digest`, a digest of their definitions. Loading checks the file's shape before anything
is built from it (hoc_desktop.safe_io and saves/shape.py: size, types, ranges, unknown keys),
rebuilds the game from the setup and replays every command. `digest` covers the game, the setup
(players, market, seed, options, cards), the card digest and the replayed final state, so changing
a name or a rule in a save is refused like any other tampering. When the card data changed since
the save was written, the final state may rightly differ: the save then loads if its log is intact
(`log_digest`: the same without the final state) and every command still replays, and
`Saved.notes` says in words that the cards changed. `seats` is not sealed: it only says who sits
where when the window resumes the game, and holds level names, never a policy file. Nor is
`reasons`: the reasons the AI gave for its decisions, kept so the log tells them after Continue or
Load as it did in play, in the language of the window that loads them (a code and its fields,
ai/reason.py; a save written before reasons were values holds their English words, shown as they
are); they change nothing in the game.

Version 2 saves (before saves named their game and cards) are the default game's (Heart of Crown's),
of the base set, and load as before: its kit keeps their seal. Version 1 saves sealed only the
state; they are refused with a message saying so, because accepting them would let anyone bypass
the check by writing `"format_version": 1`.

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from hoc_desktop import __version__
from hoc_desktop.ai.reason import AnyReason, as_json
from hoc_desktop.engine.core.game import Game, start_game
from hoc_desktop.engine.core.prompts import normalize_command
from hoc_desktop.engine.core.state_fields import fields_digest
from hoc_desktop.errors import HocError, IllegalCommand, SaveError, ShapeError
from hoc_desktop.games import DEFAULT_GAME, kit_named, ruleset_named
from hoc_desktop.i18n import N_
from hoc_desktop.safe_io import display, load_json, read_text, replace_atomically
from hoc_desktop.safe_text import clip
from hoc_desktop.saves.shape import MAX_REASON_CHARS, check_save

FORMAT = "hoc-desktop-save"
FORMAT_VERSION = 3
UNSEALED_CARDS = 2                   # the last version whose saves did not name their game and cards
MAX_SAVE_BYTES = 2_000_000           # a 400-turn four-player game is about 70 kB; MAX_COMMANDS about 1 MB
STALE_SECONDS = 60                   # a temporary file this old belongs to no running save
# Questions the engine asks since a version that took their one possible answer by itself, so an
# older save's log goes straight past them: Ouka's second card (issue 37: it is asked now, with Back).
ASKED_SINCE = frozenset({"ouka_second"})
_OURS = re.compile(r'"format"\s*:\s*"' + FORMAT + '"')


def state_digest(state: Any) -> str:
    """A fingerprint of everything in the state, hidden zones and card instance ids included, and of
    the random generator's full state: every field the state declares sealed (core/state_fields.py)."""
    return fields_digest(state)


def save_digest(setup: Any, state: Any, cards: str | None = None, game: str = DEFAULT_GAME) -> str:
    """The seal of a save: the setup as written (names, market, seed, options, cards), the final
    state and, from format 3 on, the game's name and its card digest (`cards`)."""
    canonical = json.dumps(setup.to_dict(), sort_keys=True, separators=(",", ":"))
    if cards is None:           # format 2: only the default game was saved before saves named their game
        seal = kit_named(game).format2_seal
        assert seal is not None, game
        return hashlib.sha256(f"{canonical}\n{seal(state)}".encode()).hexdigest()
    return hashlib.sha256(f"{game}\n{cards}\n{canonical}\n{state_digest(state)}".encode()).hexdigest()


def log_digest(setup: Any, commands: Sequence[tuple[int, Any]], cards: str, game: str = DEFAULT_GAME) -> str:
    """The seal of a save's log alone (game, cards, setup, commands): what still holds when the
    card data changed since and the final state may rightly differ."""
    canonical = json.dumps([game, cards, setup.to_dict(), [[seat, _jsonable(cmd)] for seat, cmd in commands]],
                           sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def card_digest(game: Game) -> str:
    """A digest of the card data a game is played with, as its game's kit says (games.py)."""
    return kit_named(game.ruleset.name).card_digest(game.state)


# ---------------------------------------------------------------- writing

def save_game(game: Game, setup: Any, path: Path, seats: Sequence[str] | None = None,
              reasons: Mapping[int, AnyReason] | None = None) -> None:
    """Write `game` (of any game: its setup is that game's own) to `path` atomically (`seats`: who
    plays each seat, `reasons`: the AI's reasons by command index, for the window). Raises SaveError
    in one line (the old file is kept)."""
    cards = card_digest(game)
    game_name = game.ruleset.name
    data: dict[str, Any] = {"format": FORMAT, "format_version": FORMAT_VERSION, "app_version": __version__,
                            "game": game_name, "card_sets": list(kit_named(game_name).card_sets(setup)),
                            "card_digest": cards,
                            "setup": setup.to_dict(),
                            "commands": [[seat, _jsonable(cmd)] for seat, cmd in game.commands],
                            "log_digest": log_digest(setup, game.commands, cards, game_name),
                            "digest": save_digest(setup, game.state, cards, game_name)}
    if seats is not None:
        data["seats"] = list(seats)
    if reasons:
        data["reasons"] = [[index, _saved_reason(reason)] for index, reason in sorted(reasons.items())
                           if 0 <= index < len(game.commands) and (not isinstance(reason, str) or reason.strip())]
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


def _saved_reason(reason: AnyReason) -> Any:
    """A reason as the reader takes it: words on one line within MAX_REASON_CHARS, a Reason as data."""
    return clip(" ".join(reason.split()), MAX_REASON_CHARS - 3) if isinstance(reason, str) else as_json(reason)


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
        ours = _OURS.search(read_text(target, MAX_SAVE_BYTES, SaveError, N_("save"))[:1000]) is not None
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
        if (pattern.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)
                and now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS):
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
    """A save replayed: the game, its setup, who played each seat (None: the save does not say),
    `notes`: what a player should know about it, in words (the card data changed since), and the
    AI's `reasons` for its decisions by command index."""

    game: Game
    setup: Any                       # the game's own setup, read by its kit (games.py)
    seats: tuple[str, ...] | None
    notes: tuple[str, ...] = ()
    reasons: Mapping[int, AnyReason] = field(default_factory=dict)


def load_game(path: Path) -> tuple[Game, Any]:
    """Replay a save. Raises SaveError with one line saying what is wrong and where."""
    saved = read_save(path)
    return saved.game, saved.setup


def read_save(path: Path) -> Saved:
    """Replay a save, keeping its seats. Raises SaveError with one line saying what is wrong and where."""
    name = display(path)
    data = load_json(Path(path), MAX_SAVE_BYTES, SaveError, N_("save"))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name}: not a Heart of Crown save file")
    version = _check_version(data, name)
    try:
        saved = check_save(data, version)
    except ShapeError as exc:
        raise SaveError(f"{name}: {_shape_problem(exc, data)}") from None
    ruleset = ruleset_named(saved.game)
    if ruleset is None:
        raise SaveError(f"{name}: a save of the game '{clip(saved.game, 40)}', which this program does not know")
    setup, commands = saved.setup, saved.commands
    try:
        game = start_game(ruleset, setup)
    except (ValueError, HocError) as exc:
        raise SaveError(f"{name}: invalid setup in save ({clip(str(exc), 120)})") from None
    changed = saved.card_digest is not None and saved.card_digest != card_digest(game)
    if changed and saved.log_digest != log_digest(setup, [(s, normalize_command(c)) for s, c in commands],
                                                  saved.card_digest or "", saved.game):
        raise SaveError(f"{name}: the command log does not match its seal (tampered or damaged)")
    for index, (seat, raw) in enumerate(commands):
        try:
            replay(game, seat, normalize_command(raw))
        except IllegalCommand as exc:
            because = " with today's card data, which changed since the save was written" if changed else ""
            raise SaveError(f"{name}: command {index + 1} of {len(commands)} does not replay{because}: "
                            f"{clip(str(exc), 120)}") from None
    if changed:
        return Saved(game, setup, saved.seats, ((f"{name}: the card data changed since this save was written; "
                                                 "the game was replayed with today's cards"),), saved.reasons)
    if saved.digest != save_digest(setup, game.state, saved.card_digest, saved.game):
        raise SaveError(f"{name}: replaying the log does not reproduce the saved game (tampered or damaged)")
    return Saved(game, setup, saved.seats, reasons=saved.reasons)


def replay(game: Game, seat: int, command: Any) -> None:
    """Submit one saved command. A question of ASKED_SINCE with one option that the command does
    not answer is one an older save never saw: it is answered with that option first, as the engine
    then did, so the game the player saved still loads (and to the same state)."""
    prompt = game.prompt()
    if (prompt is not None and prompt.step in ASKED_SINCE and len(prompt.options) == 1
            and prompt.check(command) is not None):
        game.submit(prompt.seat, ("pick", tuple(prompt.options)))
    game.submit(seat, command)


def _check_version(data: dict[str, Any], name: str) -> int:
    version = data.get("format_version")
    if type(version) is not int or version < 1:
        raise SaveError(f"{name}: save has no valid format version (got {clip(repr(version), 30)})")
    if version > FORMAT_VERSION:
        app = data.get("app_version")
        raise SaveError(f"{name}: save format {version} is newer than this program understands "
                        f"({FORMAT_VERSION}); app version {clip(app, 20) if isinstance(app, str) else '?'} wrote it")
    if version < UNSEALED_CARDS:
        raise SaveError(f"{name}: save format {version} comes from an earlier version of this program and "
                        "cannot be checked for tampering, so it is not loaded")
    return version


def _shape_problem(exc: ShapeError, data: dict[str, Any]) -> str:
    """Words for a save whose shape is wrong, naming the command when it is one."""
    where = exc.where
    if where[:1] == ("commands",) and len(where) >= 2 and isinstance(where[1], int):
        return f"command {where[1] + 1} of {len(data['commands'])} is malformed ({exc.problem})"
    if where == ("commands",):
        return f"save has no command log ({exc.problem})"
    if where[:1] == ("setup",):
        return f"invalid setup in save: {exc}"
    return f"invalid save: {exc}"
