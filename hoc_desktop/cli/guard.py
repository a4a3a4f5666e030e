"""The guard around every entry point (each CLI command now, the desktop window's start later):
whatever escapes ends as one line on stderr and an exit status, never a traceback.

* a HocError (bad input: a damaged file, an unknown option, an illegal command) prints its one
  line and returns 2;
* any other exception is an internal error: the traceback goes to the program's log file
  (`hoc_desktop.log_file`), and one line naming the exception and that file is printed; returns 1;
* Ctrl-C prints "interrupted" and returns 130;
* output that cannot be written returns quietly with 0 when the reader went away (a closed pipe,
  `hoc-desktop play | head -1`) and with 1 and one line when the disk is full or the device fails.
  To tell such a failure from any other OSError, stdout and stderr are wrapped while the guarded
  function runs, and fd 1 is pointed at the null device afterwards so that Python's own final
  flush cannot print a traceback either.
"""

from __future__ import annotations

import errno
import os
import sys
import traceback
from typing import Any, Callable, TextIO

from hoc_desktop.app_info import APP
from hoc_desktop.errors import HocError
from hoc_desktop.i18n import _
from hoc_desktop.log_file import log_details
from hoc_desktop.safe_text import exception_words, one_line


class OutputFailed(Exception):
    """Writing to stdout or stderr failed (the OSError is the cause)."""

    def __init__(self, error: OSError) -> None:
        super().__init__(error.strerror or str(error))
        self.errno = error.errno


class _Guarded:
    """A text stream whose write and flush turn OSError into OutputFailed; all else is delegated."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as exc:
            raise OutputFailed(exc) from exc

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as exc:
            raise OutputFailed(exc) from exc

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def run_guarded(fn: Callable[..., int], *args: Any, **kwargs: Any) -> int:
    """Call `fn(*args, **kwargs)` and return its exit status, or the status of what escaped it."""
    out, err = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = _Guarded(out), _Guarded(err)
    try:
        code = fn(*args, **kwargs)
        sys.stdout.flush()
        return code
    except HocError as exc:
        _say(err, str(exc))
        return 2
    except KeyboardInterrupt:
        _say(err, _("interrupted"))
        return 130
    except SystemExit as exc:                 # argparse's --help and usage errors
        if exc.code is None or isinstance(exc.code, int):
            return exc.code or 0
        _say(err, str(exc.code))
        return 1
    except OutputFailed as exc:
        _silence(out)
        if exc.errno in (errno.EPIPE, errno.ECONNRESET):
            return 0
        _say(err, _("cannot write the output: {error}").format(error=exc))
        return 1
    except BaseException as exc:              # a bug: log it, say where the log is
        _say(err, _("internal error ({error}); {details}").format(error=exception_words(exc), details=_log(exc)))
        return 1
    finally:
        sys.stdout, sys.stderr = out, err


def _say(stream: TextIO, message: str) -> None:
    """One line on stderr, if stderr still works."""
    try:
        stream.write(f"{APP}: {one_line(message)}\n")
        stream.flush()
    except (OSError, ValueError):
        pass


def _silence(stream: TextIO) -> None:
    """Point the stream's file descriptor at the null device, so nothing more can fail on it."""
    try:
        stream.flush()
    except (OSError, ValueError):
        pass
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())
        os.close(null)
    except (OSError, ValueError, AttributeError):
        pass                                  # not a real file (tests capture output)


def _log(exc: BaseException) -> str:
    return log_details("".join(traceback.format_exception(exc)))
