"""Join codes and the guard against guessing them.

A table may be private: it is then missing from the lobby, and a player without a seat's token
joins it only with its join code. A code is 8 characters from Crockford's base-32 alphabet (no
I, L, O, U: nothing to misread aloud), shown as `XXXX-XXXX`: 40 random bits. It is read back
forgivingly (case, spaces and dashes do not matter) and kept only as its SHA-256, like a token.

Guessing is bounded by `FailedJoins`: an address that gives a wrong code or a wrong token
MAX_FAILURES times within WINDOW seconds is refused every join until the window has passed, so
guessing one code of 2**40 would take tens of thousands of years from one address.
"""

from __future__ import annotations

import hashlib
import secrets
import time
from collections import deque
from typing import Callable

from hoc_desktop.i18n import _

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"      # Crockford's base 32
CODE_LENGTH = 8
MAX_FAILURES = 5
WINDOW = 60.0


def new_join_code() -> str:
    """A fresh random code, as players read it: `XXXX-XXXX`."""
    code = "".join(secrets.choice(ALPHABET) for _place in range(CODE_LENGTH))
    return f"{code[:4]}-{code[4:]}"


def normal_code(text: str) -> str:
    """A code as typed, made comparable: upper case, no spaces or dashes."""
    return "".join(ch for ch in text.upper() if ch not in " -")


def code_problem(text: str) -> str | None:
    """Why `text` cannot be a join code (one line, before anything is sent; the Join screen shows it in
    the window's language), or None."""
    code = normal_code(text)
    if len(code) != CODE_LENGTH or any(ch not in ALPHABET for ch in code):
        return _("A join code is {length} letters and digits, XXXX-XXXX (no I, L, O or U): not '{typed}'.").format(
            length=CODE_LENGTH, typed=text[:20])
    return None


def code_hash(text: str) -> str:
    """What a table keeps of its code."""
    return hashlib.sha256(normal_code(text).encode()).hexdigest()


class FailedJoins:
    """Wrong codes and tokens by remote address over the last WINDOW seconds (see the module).
    Only addresses with a failure in the window are kept, so memory follows the guessers."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self._failures: dict[str, deque[float]] = {}

    def blocked(self, address: str) -> bool:
        """Whether `address` has failed MAX_FAILURES times within the window."""
        return len(self._recent(address)) >= MAX_FAILURES

    def failed(self, address: str) -> None:
        for known in list(self._failures):
            self._recent(known)                   # forget the addresses whose window is over
        self._failures.setdefault(address, deque()).append(self.clock())

    def _recent(self, address: str) -> deque[float]:
        times = self._failures.get(address, deque())
        now = self.clock()
        while times and now - times[0] >= WINDOW:
            times.popleft()
        if not times:
            self._failures.pop(address, None)
        return times
