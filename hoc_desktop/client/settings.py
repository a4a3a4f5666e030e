"""The player's settings: what they are, where they live, reading, writing and applying them.

    settings, message = load_settings(settings_path())   # message: None, or one line to show
    settings = replace(settings, text_scale=1.5)
    problem = save_settings(settings, settings_path())   # None, or one line to show
    apply_to_app(app, settings)                          # window, text scale, palette, sound level

The file is JSON in the platformdirs user config folder (`settings.json`):

    {"format": "hoc-desktop-settings", "format_version": 1, "window_size": [1280, 720],
     "fullscreen": false, "speed": "normal", "text_scale": 1.0, "palette": "standard",
     "auto_play_trivial": false, "confirm_unspent_coins": true, "guides_seen": [], "volume": 70,
     "muted": false, "language": "ja"}

Reading never fails and never raises: a missing file gives the defaults quietly; a file that
cannot be read at all (a folder, a FIFO, a device, over MAX_SETTINGS_BYTES, not UTF-8, corrupt
JSON, not a mapping) gives the defaults and one line naming the file and the problem; a single
bad value falls back to that value's default (sizes and text scales out of range are clamped into
it instead) and unknown keys are ignored, each with the same kind of line. The file is never
modified by reading. Writing is atomic (a temporary file in the same folder, fsynced, renamed over
the old one), so a crash never leaves half a settings file; a symlink stays a link. A file written
before a setting existed (the sound settings came later) simply has that setting at its default.
`language` is "" until the player chooses one: the program then speaks the system's language
(`i18n.system_language`, from LANGUAGE / LC_ALL / LC_MESSAGES / LANG), English when it has no
catalog for it. `guides_seen` names the games whose first-game tour has been offered; files written before it
remembered each tour under a key of the game's own (`WindowKit.old_tour_setting`), read into it.
"""

from __future__ import annotations

import json
import math
import os
import stat
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import platformdirs

from hoc_desktop import i18n, validate
from hoc_desktop.app_info import APP
from hoc_desktop.client.ui.sound import DEFAULT_VOLUME
from hoc_desktop.client.kit.speeds import SPEED_NAMES
from hoc_desktop.client.ui.theme import MAX_TEXT_SCALE, MIN_TEXT_SCALE, PALETTES
from hoc_desktop.errors import HocError, ShapeError
from hoc_desktop.i18n import N_
from hoc_desktop.safe_io import display, load_json, replace_atomically
from hoc_desktop.safe_text import clip, shown

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App

FILE_NAME = "settings.json"
FORMAT = "hoc-desktop-settings"
FORMAT_VERSION = 1
MAX_SETTINGS_BYTES = 64_000          # the file is about 250 bytes
MIN_WINDOW = (1280, 720)             # the App's MIN_SIZE / MAX_SIZE (kept here so reading needs no display)
MAX_WINDOW = (2560, 1440)
TEXT_SCALE_STEPS = (1.0, 1.25, 1.5, 1.75, 2.0)
MESSAGE_LIMIT = 300


class SettingsError(HocError):
    """A settings file that cannot be read or written (only ever turned into a message)."""


@dataclass(frozen=True)
class Settings:
    """Every setting, with its default. Change one with `dataclasses.replace`."""

    window_size: tuple[int, int] = MIN_WINDOW
    fullscreen: bool = False
    speed: str = "normal"                      # one of table.motions.SPEED_NAMES
    text_scale: float = 1.0                    # 1.0-2.0
    palette: str = "standard"                  # a key of theme.PALETTES
    auto_play_trivial: bool = False            # play all Territories in hand; end Main Phase when stuck
    confirm_unspent_coins: bool = True         # ask before ending a turn with coins left
    guides_seen: tuple[str, ...] = ()          # the games whose first-game tour has been offered once
    volume: int = DEFAULT_VOLUME               # 0-100, the sounds' loudness
    muted: bool = False                        # every sound off (the Settings row, or M at the table)
    language: str = ""                         # a key of i18n.LANGUAGES; "": the system's language

    @property
    def spoken(self) -> str:
        """The language the window speaks: the chosen one, else the system's."""
        return self.language if self.language in i18n.LANGUAGES else i18n.system_language()

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        data["guides_seen"] = list(self.guides_seen)
        return {"format": FORMAT, "format_version": FORMAT_VERSION, **data}


DEFAULTS = Settings()
KEPT_FOR_THE_PLAYER = ("guides_seen",)    # remembered, not chosen on the Settings screen
MAX_GAMES = 100                           # names in guides_seen


def settings_path(folder: Path | str | None = None) -> Path:
    """The settings file: in `folder` if given (tests), else in the user config folder."""
    return Path(folder if folder is not None else platformdirs.user_config_dir(APP)) / FILE_NAME


# ---------------------------------------------------------------- values

def clamp_window(size: tuple[int, int]) -> tuple[int, int]:
    """`size` kept within MIN_WINDOW..MAX_WINDOW on each axis."""
    return (min(MAX_WINDOW[0], max(MIN_WINDOW[0], int(size[0]))),
            min(MAX_WINDOW[1], max(MIN_WINDOW[1], int(size[1]))))


def clamp_text_scale(scale: float) -> float:
    return min(MAX_TEXT_SCALE, max(MIN_TEXT_SCALE, float(scale)))


def _window_size(value: Any, notes: list[str]) -> tuple[int, int]:
    where = ("window_size",)
    items = validate.sequence(value, where, 2, 2)
    w, h = (validate.whole(item, (*where, i), 1, 100_000) for i, item in enumerate(items))
    size = clamp_window((w, h))
    if size != (w, h):
        notes.append(f"window_size: {w}x{h} is outside {MIN_WINDOW[0]}x{MIN_WINDOW[1]} to "
                     f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}; {size[0]}x{size[1]} is used")
    return size


def _text_scale(value: Any, notes: list[str]) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ShapeError(("text_scale",), f"expected a number from {MIN_TEXT_SCALE} to {MAX_TEXT_SCALE}, "
                                          f"got {validate.describe(value)}")
    scale = clamp_text_scale(value)
    if scale != value:
        notes.append(f"text_scale: {shown(value)} is outside {MIN_TEXT_SCALE} to {MAX_TEXT_SCALE}; {scale} is used")
    return scale


def _guides_seen(value: Any, notes: list[str]) -> tuple[str, ...]:
    """The game names, each once (a name this program does not know is kept: a later one may)."""
    where = ("guides_seen",)
    names = validate.sequence(value, where, MAX_GAMES)
    return tuple(dict.fromkeys(validate.text(name, (*where, i), 60) for i, name in enumerate(names)))


def old_tour_settings() -> dict[str, str]:
    """The keys under which files written before `guides_seen` remembered a game's tour as offered
    (each game's window kit names its own), by key: the game's name."""
    from hoc_desktop.client.kit.window_kit import window_kits      # the kits' scenes import this module

    return {kit.old_tour_setting: kit.name for kit in window_kits() if kit.old_tour_setting is not None}


def _checkers() -> dict[str, Callable[[Any, list[str]], Any]]:
    return {
        "window_size": _window_size,
        "fullscreen": lambda v, _: validate.flag(v, ("fullscreen",)),
        "speed": lambda v, _: validate.choice(v, ("speed",), SPEED_NAMES),
        "text_scale": _text_scale,
        "palette": lambda v, _: validate.choice(v, ("palette",), PALETTES),
        "auto_play_trivial": lambda v, _: validate.flag(v, ("auto_play_trivial",)),
        "confirm_unspent_coins": lambda v, _: validate.flag(v, ("confirm_unspent_coins",)),
        "guides_seen": _guides_seen,
        "volume": lambda v, _: validate.whole(v, ("volume",), 0, 100),
        "muted": lambda v, _: validate.flag(v, ("muted",)),
        "language": lambda v, _: validate.choice(v, ("language",), ("", *i18n.LANGUAGES)),
    }


def settings_from_dict(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a parsed file, and the problems found (each value that was wrong is its
    default, or clamped into range; unknown keys are ignored). Never raises."""
    if not isinstance(data, dict):
        return DEFAULTS, [f"expected a mapping of settings, got {validate.describe(data)}"]
    notes: list[str] = []
    values: dict[str, Any] = {}
    checkers = _checkers()
    old_tours = old_tour_settings()
    seen_before: list[str] = []
    for key, value in data.items():
        if key in old_tours:
            try:
                if validate.flag(value, (key,)):
                    seen_before.append(old_tours[key])
            except ShapeError as exc:
                notes.append(f"{exc}; the default is used")
        elif key == "format":
            if value != FORMAT:
                notes.append(f"format: expected '{FORMAT}', got {validate.describe(value)}")
        elif key == "format_version":
            pass                               # a newer version's extra keys are reported as unknown
        elif key in checkers:
            try:
                values[key] = checkers[key](value, notes)
            except ShapeError as exc:
                notes.append(f"{exc}; the default is used")
        else:
            notes.append(f"unknown setting {shown(key, 30)} ignored")
    if seen_before:
        values["guides_seen"] = tuple(dict.fromkeys((*values.get("guides_seen", ()), *seen_before)))
    return Settings(**values), notes


def _summary(name: str, notes: list[str]) -> str | None:
    """One line for all the problems of one file."""
    if not notes:
        return None
    more = f" (and {len(notes) - 1} more problem{'s' if len(notes) > 2 else ''})" if len(notes) > 1 else ""
    return clip(f"{name}: {notes[0]}{more}", MESSAGE_LIMIT)


# ---------------------------------------------------------------- reading and writing

def load_settings(path: Path | str) -> tuple[Settings, str | None]:
    """The settings in `path` and None; or, when something is wrong, the best settings that can be
    had (defaults for what is missing or bad) and one line naming the file and the problem."""
    path = Path(path)
    try:
        os.stat(path)
    except FileNotFoundError:
        return DEFAULTS, None
    except (OSError, ValueError):
        pass                                   # read_text below words the problem
    try:
        data = load_json(path, MAX_SETTINGS_BYTES, SettingsError, N_("settings file"))
    except SettingsError as exc:
        return DEFAULTS, clip(f"{exc}; the default settings are used", MESSAGE_LIMIT)
    except Exception as exc:                  # never a traceback from a settings file
        return DEFAULTS, clip(f"{display(path)}: cannot read settings ({type(exc).__name__}); "
                              "the default settings are used", MESSAGE_LIMIT)
    settings, notes = settings_from_dict(data)
    return settings, _summary(display(path), notes)


def save_settings(settings: Settings, path: Path | str) -> str | None:
    """Write `settings` to `path` atomically; None, or one line saying why it could not be written
    (the old file is then left as it was)."""
    name = display(path)
    try:
        target = Path(os.path.realpath(path))
        if target.is_dir():
            return f"{name}: cannot save settings: it is a folder"
        try:
            old = os.stat(target)
            mode = stat.S_IMODE(old.st_mode) if stat.S_ISREG(old.st_mode) else None
        except FileNotFoundError:
            mode = None
        replace_atomically(target, json.dumps(settings.to_dict(), indent=1) + "\n", mode)
    except (OSError, ValueError) as exc:
        return clip(f"{name}: cannot save settings: {getattr(exc, 'strerror', None) or exc}", MESSAGE_LIMIT)
    return None


# ---------------------------------------------------------------- applying

def apply_to_app(app: "App", settings: Settings) -> None:
    """Make the App show `settings`: fullscreen, window size, text scale and palette, each only when
    it differs from what the App has now (so a change of one setting re-lays out once at most), and
    play its sounds at the volume and mute setting. (The language is applied by the program, which
    knows which screens to build again in it: `client.main.Program.change_settings`.)

    The window size applies to the window when not fullscreen; while fullscreen it waits until
    fullscreen is turned off here (the App leaves fullscreen first, then takes the size)."""
    if app.fullscreen and not settings.fullscreen:
        app.toggle_fullscreen()
    if not settings.fullscreen and not app.fullscreen and tuple(app.size) != clamp_window(settings.window_size):
        app.set_window_size(clamp_window(settings.window_size))
    if settings.fullscreen and not app.fullscreen:
        app.toggle_fullscreen()
    scale = clamp_text_scale(settings.text_scale)
    palette = settings.palette if settings.palette in PALETTES else DEFAULTS.palette
    if abs(app.theme.text_scale - scale) > 1e-9 or app.theme.palette.name != palette:
        app.set_appearance(text_scale=scale, palette=palette)
    app.sounds.set_level(settings.volume, settings.muted)
