"""Showing text that came from a file or a user in a one-line message, safely.

Anything taken from input is escaped (newlines, tabs, terminal escape sequences and every other
non-printable character become `\\n`, `\\x1b`, `\\u202e` ...) so a save or a scenario cannot break a
message into several lines or write control sequences to the terminal, and it is shortened so a
5 MB string or a 5,000-digit number cannot flood the screen.
"""

from __future__ import annotations

from typing import Any

TEXT_LIMIT = 60          # characters of one input value shown in a message
MESSAGE_LIMIT = 400      # characters of a whole message line


def clip(text: str, limit: int = TEXT_LIMIT) -> str:
    """`text` escaped to printable characters and cut to about `limit` characters ("..." marks a cut)."""
    out: list[str] = []
    size = 0
    for ch in text:
        piece = ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii")
        if size + len(piece) > limit:
            out.append("...")
            break
        out.append(piece)
        size += len(piece)
    return "".join(out)


def shown(value: Any, limit: int = TEXT_LIMIT) -> str:
    """A short, safe rendering of any value read from input, for messages such as "got 'x'"."""
    parts: list[str] = []
    _render(value, parts, limit, depth=0)
    text = "".join(parts)
    return text if len(text) <= limit + 3 else text[:limit] + "..."


def _render(value: Any, parts: list[str], budget: int, depth: int) -> None:
    if sum(map(len, parts)) > budget:
        parts.append("...")
    elif isinstance(value, str):
        parts.append("'" + clip(value, budget) + "'")
    elif isinstance(value, bool) or value is None:
        parts.append(repr(value))
    elif isinstance(value, int):
        parts.append(_number(value))
    elif isinstance(value, float):
        parts.append(repr(value))
    elif isinstance(value, (list, tuple, dict)):
        opening, closing = (("{", "}") if isinstance(value, dict) else ("[", "]") if isinstance(value, list)
                            else ("(", ")"))
        if depth >= 3:
            parts.append(f"{opening}...{closing}")
            return
        parts.append(opening)
        items = value.items() if isinstance(value, dict) else value
        for i, item in enumerate(items):
            if i:
                parts.append(", ")
            if sum(map(len, parts)) > budget:
                parts.append("...")
                break
            if isinstance(value, dict):
                _render(item[0], parts, budget, depth + 1)
                parts.append(": ")
                _render(item[1], parts, budget, depth + 1)
            else:
                _render(item, parts, budget, depth + 1)
        parts.append(closing)
    else:
        parts.append(f"<{clip(type(value).__name__, 30)}>")


def _number(value: int) -> str:
    """Whole numbers as digits, except ones too long to print (Python refuses over 4,300 digits)."""
    if abs(value) < 10 ** 30:
        return str(value)
    return f"<a number of about {int(value.bit_length() * 0.30103) + 1} digits>"


def exception_words(exc: BaseException) -> str:
    """`TypeError: what it said`, safely, even for an exception (say, from a user's policy) whose
    message is huge, multi-line or cannot be turned into text at all."""
    try:
        said = str(exc)
    except Exception:
        said = "<its message cannot be shown>"
    name = clip(type(exc).__name__, 40)
    return f"{name}: {clip(said, 100)}" if said else name


def one_line(message: str) -> str:
    """A message made safe for one line of the terminal, whatever produced it."""
    return clip(message, MESSAGE_LIMIT)
