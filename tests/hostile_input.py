"""What the hostile-input tests of saves, scenarios and card files share: seeded damage to a file's
text, the check that a refusal is one safe line `FILE:LINE: problem`, and measuring how fast and
small a refusal is. Kept in one place so every format is damaged and judged the same way."""

from __future__ import annotations

import random
import re
import time
import tracemalloc
from pathlib import Path
from typing import Any, Callable, Sequence, TypeVar

import pytest

T = TypeVar("T")

QUICK_SECONDS = 10.0
"""How long refusing a hostile file may take in a test. What these tests guard against (a bomb that
expands, a parser that backtracks, a limit not applied) takes minutes or never ends; the figures
themselves (tens of milliseconds) belong to benchmarks, and a tighter bound here would only measure
how busy the machine is."""
Damage = Callable[[str, random.Random], bytes]


# ---------------------------------------------------------------- seeded damage

def flip(text: str, rng: random.Random) -> bytes:
    """One to three bytes set to random values."""
    data = bytearray(text.encode("utf-8"))
    for _ in range(rng.randint(1, 3)):
        data[rng.randrange(len(data))] = rng.randrange(256)
    return bytes(data)


def truncate(text: str, rng: random.Random) -> bytes:
    """The text cut short at a random place."""
    return text.encode("utf-8")[:rng.randrange(len(text))]


def insert(text: str, rng: random.Random, junk: Sequence[str]) -> bytes:
    """One piece of `junk` inserted at a random place (a lone surrogate in `junk` is written as its
    raw bytes, which no UTF-8 reader accepts)."""
    at = rng.randrange(len(text))
    return (text[:at] + rng.choice(junk) + text[at:]).encode("utf-8", "surrogatepass")


def splice(text: str, rng: random.Random) -> bytes:
    """A random span deleted or repeated."""
    a, b = sorted(rng.randrange(len(text)) for _ in range(2))
    return (text[:a] + text[b:] if rng.random() < 0.5 else text[:b] + text[a:b] + text[b:]).encode("utf-8")


def _nodes(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out += _nodes(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            out += _nodes(value, (*path, i))
    return out


def replace_value(doc: Any, rng: random.Random, values: Sequence[Any]) -> None:
    """One value anywhere inside the parsed `doc` (not the document itself) replaced, in place, by
    one of `values`."""
    path = rng.choice(_nodes(doc)[1:])
    node = doc
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = rng.choice(values)


def damages(junk: Sequence[str], swap: Damage) -> dict[str, Damage]:
    """Every kind of damage by name: flips, truncation, inserted `junk`, spliced spans, and `swap`,
    which parses and writes the format itself around replace_value."""
    return {"flip": flip, "truncate": truncate, "insert": lambda text, rng: insert(text, rng, junk),
            "splice": splice, "swap": swap}


# ---------------------------------------------------------------- judging refusals

def refused_at_line(load: Callable[[Path], object], path: Path, error: type[Exception]) -> tuple[int, str]:
    """`load(path)` must raise `error` with one printable line `FILE:LINE: problem`; (LINE, problem)."""
    with pytest.raises(error) as info:
        load(path)
    message = str(info.value)
    assert message.isprintable() and len(message) < 400, message
    m = re.fullmatch(rf"{re.escape(str(path))}:(\d+): (.*)", message)
    assert m, message
    return int(m.group(1)), m.group(2)


def marked_line(text: str) -> int:
    """The line of `text` that ends in "#!": where a test expects the refusal to point."""
    return next(i + 1 for i, row in enumerate(text.splitlines()) if row.endswith("#!"))


def measured(action: Callable[[], T]) -> tuple[T, float, int]:
    """`action()`, the seconds it took and the peak bytes Python allocated meanwhile."""
    tracemalloc.start()
    start = time.perf_counter()
    try:
        result = action()
        return result, time.perf_counter() - start, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
