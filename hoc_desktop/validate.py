"""Shape checks for values read from files: saves, scenarios, card, set and rules files.

Each check takes the value, `where` it sits in the document (a path such as
`("players", 0, "hand", 2)`) and the allowed shape, and either returns the value in the type the
caller wants or raises ShapeError naming the place and the problem. A loader turns that into one
line with its file name and, for YAML, the line of the offending value. Checking before building
anything means a wrong type never surfaces later as a TypeError deep in the engine.

Python treats True as 1, so whole numbers exclude bools explicitly; ranges are required so that
a 10^9 count or a 5,000-digit seed is refused before anything is allocated for it.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from hoc_desktop.errors import ShapeError
from hoc_desktop.i18n import _
from hoc_desktop.safe_text import clip, shown

Where = tuple[str | int, ...]

MAX_SEED = 2 ** 63 - 1            # seeds are signed 64-bit numbers wherever they are read
MAX_CARD_SETS = 20                # card sets (and card packs) a setup or a save may name
MAX_SCENARIO_BYTES = 200_000      # a scenario file of any game (a game's reader may take less)
_IDENTIFIER = re.compile(r"[a-z][a-z0-9_]{0,39}")


def describe(value: Any) -> str:
    """What a wrong value is, for "expected X, got <describe>", in the current language."""
    if isinstance(value, dict):
        return _("a mapping")
    if isinstance(value, (list, tuple)):
        return _("a list {items}").format(items=shown(value, 30))
    return shown(value, 40)


def _not_a_mapping(where: Where, value: Any) -> ShapeError:
    return ShapeError(where, _("expected a mapping, got {value}").format(value=describe(value)))


def optional(value: Any, empty: Any) -> Any:
    """`value`, or `empty` when it is absent (None, which is also what a key left empty in YAML
    holds). A present falsy value (0, '', false) is kept, so it is checked, not taken as empty."""
    return empty if value is None else value


def mapping(value: Any, where: Where, required: Iterable[str] = (), optional: Iterable[str] = ()) -> dict[str, Any]:
    """A mapping whose keys are all among `required` and `optional`, with every `required` key."""
    if not isinstance(value, dict):
        raise _not_a_mapping(where, value)
    required = tuple(required)
    known = required + tuple(optional)
    for key in value:
        if key not in known:
            raise ShapeError(where, _("unknown key {key} (known: {known})").format(
                key=shown(key, 30), known=clip(", ".join(known), 150) or _("none")), at=(*where, key))
    for key in required:
        if key not in value:
            raise ShapeError(where, _("missing key '{key}'").format(key=key))
    return value


def table(value: Any, where: Where, max_len: int) -> dict[Any, Any]:
    """A mapping whose keys the caller checks (card ids to counts, seats to seats), at most
    `max_len` entries."""
    if not isinstance(value, dict):
        raise _not_a_mapping(where, value)
    if len(value) > max_len:
        raise ShapeError(where, _("more than {n} entries").format(n=max_len))
    return value


def sequence(value: Any, where: Where, max_len: int, min_len: int = 0) -> list[Any]:
    """A list (a tuple from Python callers) of `min_len` to `max_len` items."""
    if not isinstance(value, (list, tuple)):
        raise ShapeError(where, _("expected a list, got {value}").format(value=describe(value)))
    if not min_len <= len(value) <= max_len:
        wanted = (_("expected a list of exactly {n} items, got {count}") if min_len == max_len else
                  _("expected a list of {lo} to {hi} items, got {count}"))
        raise ShapeError(where, wanted.format(n=min_len, lo=min_len, hi=max_len, count=len(value)))
    return list(value)


def whole(value: Any, where: Where, lo: int, hi: int) -> int:
    """A whole number from `lo` to `hi` (not a bool, not a float such as 2.0)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ShapeError(where, _("expected a whole number from {lo} to {hi}, got {value}").format(
            lo=lo, hi=hi, value=describe(value)))
    if not lo <= value <= hi:
        raise ShapeError(where, _("must be from {lo} to {hi}, got {value}").format(lo=lo, hi=hi, value=shown(value)))
    return value


def seed(value: Any, where: Where) -> int:
    """A random seed: a whole number that fits in 64 bits (saves, positions and the command line
    share this range, so a seed one accepts is never refused by another)."""
    return whole(value, where, -MAX_SEED - 1, MAX_SEED)


def flag(value: Any, where: Where) -> bool:
    """true or false, nothing merely truthy."""
    if not isinstance(value, bool):
        raise ShapeError(where, _("expected true or false, got {value}").format(value=describe(value)))
    return value


def text(value: Any, where: Where, max_len: int, allow_empty: bool = False, one_line: bool = True) -> str:
    """A string of at most `max_len` characters; one line of printable characters unless
    `one_line` is false (then only newlines and tabs may join the printable ones)."""
    if not isinstance(value, str):
        raise ShapeError(where, _("expected text, got {value}").format(value=describe(value)))
    if not value.strip() and not allow_empty:
        raise ShapeError(where, _("must not be empty"))
    if len(value) > max_len:
        raise ShapeError(where, _("longer than {n} characters").format(n=max_len))
    allowed = "" if one_line else "\n\t"
    bad = next((ch for ch in value if not ch.isprintable() and ch not in allowed), None)
    if bad is not None:
        raise ShapeError(where, _("contains the control character {character}").format(character=shown(bad)))
    return value


def choice(value: Any, where: Where, choices: Iterable[str]) -> str:
    """One of `choices`."""
    choices = tuple(choices)
    if not isinstance(value, str) or value not in choices:
        raise ShapeError(where, _("expected one of {choices}, got {value}").format(choices=", ".join(choices),
                                                                                  value=describe(value)))
    return value


def identifier(value: Any, where: Where) -> str:
    """A card or rule id: lower case letters, digits and underscores, starting with a letter, at
    most 40 characters. Lower case only, so two ids can never differ only by case."""
    if not isinstance(value, str) or not _IDENTIFIER.fullmatch(value):
        raise ShapeError(where, _("expected an id of lower-case letters, digits and _ (such as 'large_city'), "
                                  "got {value}").format(value=describe(value)))
    return value


def unique(values: Iterable[Any], where: Where, twice: str) -> None:
    """No value twice (text compared ignoring case, so 'Primer' and 'primer' clash); `twice` is
    the refusal, marked with N_ and naming the {value} ("the card {value} appears twice")."""
    seen: set[Any] = set()
    for value in values:
        key = value.casefold() if isinstance(value, str) else value
        if key in seen:
            raise ShapeError(where, _(twice).format(value=shown(value)))
        seen.add(key)
