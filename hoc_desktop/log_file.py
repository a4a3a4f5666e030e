"""The program's one log file, written through the standard library's `logging`.

Internal errors' tracebacks (the guard, a failed game in `simulate` or `tournament`) and the
window's notes (which window opened, how it draws) go to `hoc-desktop.log` in the platform's user
log folder, never to the terminal. `logging.handlers.RotatingFileHandler` keeps it short: past
LOG_LIMIT bytes the file becomes `hoc-desktop.log.1` (replacing the older one) and a new one starts.

Why a function per record instead of module-level `logging.getLogger(...).error(...)` calls: the
user must be told in the same line whether the details were kept, and where. `logging` swallows a
failed write (it prints its own traceback to stderr); the handler here remembers the failure instead,
so the caller can say "the details could not be logged (...)" and nothing else reaches the terminal.
"""

from __future__ import annotations

import errno
import logging
import logging.handlers
import platform
import sys
from pathlib import Path

import platformdirs

from hoc_desktop import __version__
from hoc_desktop.app_info import APP
from hoc_desktop.i18n import _

LOG_NAME = "hoc-desktop.log"
LOG_LIMIT = 1_000_000        # bytes; a longer log is renamed to .1 (replacing the older one)
LOGGER = logging.getLogger("hoc_desktop")


def log_path() -> Path:
    """Where the log is written: the platform's user log folder for hoc-desktop."""
    return Path(platformdirs.user_log_dir(APP, appauthor=False)) / LOG_NAME


class _LogFile(logging.handlers.RotatingFileHandler):
    """The log file's handler: rotates at LOG_LIMIT and keeps one older file; a write that fails is
    remembered in `failure` (for the caller's one line) instead of printed by `logging`."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, maxBytes=LOG_LIMIT, backupCount=1, encoding="utf-8")
        self.failure: BaseException | None = None
        self.setFormatter(logging.Formatter(
            f"=== %(asctime)s %(levelname)s {APP} {__version__}, Python {platform.python_version()}, "
            f"{platform.platform()}: {' '.join(sys.argv)}\n%(message)s", datefmt="%Y-%m-%d %H:%M:%S"))

    def handleError(self, record: logging.LogRecord) -> None:
        self.failure = sys.exc_info()[1]


def _handler(path: Path) -> _LogFile:
    """The handler writing to `path`, opened now (so a folder that cannot be made or a file that
    cannot be opened raises OSError here); a handler of another path is closed and replaced."""
    for old in list(LOGGER.handlers):
        if isinstance(old, _LogFile) and old.baseFilename == str(path.absolute()):
            return old
        LOGGER.removeHandler(old)
        old.close()
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and not path.is_file():     # a FIFO or device would block or swallow the open
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    handler = _LogFile(path)
    LOGGER.addHandler(handler)
    LOGGER.setLevel(logging.INFO)
    LOGGER.propagate = False          # the terminal never sees a record
    return handler


def write_log(level: int, text: str) -> str:
    """Write one record at `level`; the words that tell the user where it went (or why it did not)."""
    path = log_path()
    try:
        handler = _handler(path)
    except OSError as exc:
        return _("the details could not be logged ({reason})").format(reason=exc.strerror or exc)
    handler.failure = None
    LOGGER.log(level, text.rstrip())
    if handler.failure is not None:
        failure = handler.failure
        reason = failure.strerror if isinstance(failure, OSError) and failure.strerror else failure
        return _("the details could not be logged ({reason})").format(reason=reason)
    return _("the details are in {path}").format(path=path)


def log_details(details: str) -> str:
    """Log a traceback (an internal error); the words that tell the user where it is."""
    return write_log(logging.ERROR, details)


def log_note(note: str) -> str:
    """Log a note of the window's (not an error): what it opened, how it draws."""
    return write_log(logging.INFO, note)
