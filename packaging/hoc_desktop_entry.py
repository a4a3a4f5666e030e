"""The packaged executable's entry point: PyInstaller runs this file as `__main__` (see
scripts/build_exe.py). It is `python -m hoc_desktop` plus two things only a frozen build needs:

* `multiprocessing.freeze_support()` first of all: the AI worker is a "spawn" process started as
  `sys.executable` (the executable itself) with multiprocessing's own arguments, and this call
  turns that child into the worker (PyInstaller's runtime hook makes it work on every system, for
  the resource tracker too) instead of starting the whole program again;
* standard streams that exist: a windowed ("--noconsole") build on Windows starts with
  `sys.stdout` and `sys.stderr` set to None. When started from a console, the executable attaches
  to it (so `--version` and error lines are seen there); otherwise it writes to the null device
  rather than failing on the first print.

`HOC_FIRST_FRAME=1` (start-time checks) is handled by the client itself: see
`hoc_desktop.client.main.report_first_frame`.

This module has no side effects on import (the tests import its helpers).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from typing import Callable, TextIO

ATTACH_PARENT_PROCESS = -1          # Windows AttachConsole(): the console of the parent process


def _attach_parent_console() -> bool:
    """Windows only: attach to the console of the process that started us (a terminal)."""
    if sys.platform != "win32":
        return False
    try:
        import ctypes
        return bool(ctypes.windll.kernel32.AttachConsole(ATTACH_PARENT_PROCESS))  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return False


def ensure_streams(attach: Callable[[], bool] = _attach_parent_console,
                   console: str = "CONOUT$") -> None:
    """Give `sys.stdout` and `sys.stderr` a real stream when they are None (a windowed Windows
    build): the parent's console if there is one to attach to, else the null device."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    target = console if attach() else os.devnull
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            try:
                stream: TextIO = open(target, "w", encoding="utf-8", errors="backslashreplace", buffering=1)
            except OSError:
                stream = open(os.devnull, "w", encoding="utf-8")
            setattr(sys, name, stream)


def run() -> int:
    ensure_streams()
    from hoc_desktop.cli.main import main
    return main()


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(run())
