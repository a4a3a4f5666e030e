"""State fields declared once: how each is copied, sealed and shown, for any ruleset's state.

A ruleset's state is plain dataclasses. Each field says, where it is declared, how a copy takes it
(`copy`), whether a save's seal covers it (`sealed`, or a function giving the form that is sealed)
and who may see it in a view (`seen`). From these declarations come

* `copy()`: generated once per class (the way dataclasses generate `__init__`), so a look-ahead copy
  costs what a hand-written one does, and a field nobody declared is an error at import time;
* `fields_digest(state)`: the SHA-256 a save's seal is made of;
* `unshown_fields(state, seat, shown)`: the fields a hand-written view does not present yet, as
  that seat may see them, so a new field appears in views without a change there.

A field added to a state, declared with `state_field(...)`, is therefore copied, sealed and shown
at once, or refused at import if it is not declared.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
from typing import TYPE_CHECKING, Any, Callable, Iterable, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

# how a copy takes a field: an expression of `v`, the field's value in the original
COPY_KINDS: dict[str, str] = {
    "value": "{v}",                                   # immutable: a number, text, a flag, a frozenset
    "shared": "{v}",                                  # shared by every copy on purpose (card table, rules)
    "list": "{v}[:]",
    "set": "set({v})",
    "dict": "dict({v})",
    "dict_of_lists": "{{k: x[:] for k, x in {v}.items()}}",
    "dict_of_sets": "{{k: set(x) for k, x in {v}.items()}}",
    "dict_of_dicts": "{{k: dict(x) for k, x in {v}.items()}}",
    "copies": "[x.copy() for x in {v}]",             # a list of declared states (players)
    "copy": "{v}.copy()",                             # one declared state (the turn)
    "optional_list": "None if {v} is None else {v}[:]",
    "optional_dict": "None if {v} is None else dict({v})",
    "rng": "_clone_rng({v})",
}
SEEN = ("public", "owner", "nobody")     # owner: the seat the enclosing record belongs to
S = TypeVar("S", bound="DataclassInstance")     # a state dataclass


def state_field(copy: str, *, sealed: bool | Callable[[Any], Any] = True, seen: str = "public",
                only_when_used: bool = False, default: Any = dataclasses.MISSING,
                default_factory: Any = dataclasses.MISSING) -> Any:
    """Declare a state field: `copy` one of COPY_KINDS; `sealed` False for derived caches and
    for what the setup already seals, or a function giving the sealed form; `seen` one of SEEN.
    `only_when_used`: a field an expansion added, left out of seals and views while it is empty,
    so a game that never uses it seals and shows exactly as before the field existed (old saves
    still load, and base games stay the games they were)."""
    if copy not in COPY_KINDS:
        raise ValueError(f"unknown copy kind '{copy}' (one of {', '.join(COPY_KINDS)})")
    if seen not in SEEN:
        raise ValueError(f"unknown visibility '{seen}' (one of {', '.join(SEEN)})")
    return dataclasses.field(default=default, default_factory=default_factory,
                             metadata={"copy": copy, "sealed": sealed, "seen": seen,
                                       "only_when_used": only_when_used})


def _unused(f: dataclasses.Field, value: Any) -> bool:
    """An expansion's field that this state does not use (see `state_field`)."""
    return f.metadata.get("only_when_used", False) and not value


def _clone_rng(rng: random.Random) -> random.Random:
    clone = random.Random()
    clone.setstate(rng.getstate())
    return clone


def state_copier(cls: type[S]) -> Callable[[S], S]:
    """The generated `copy` of a (slotted) state dataclass, after checking that every field is
    declared with `state_field`. A class that mypyc is to compile as a native class takes no
    decorator: it declares `def copy(self)` returning this function's result (hoc/state.py)."""
    fields = dataclasses.fields(cls)
    missing = [f.name for f in fields if "copy" not in f.metadata]
    if missing:
        raise TypeError(f"{cls.__name__}: fields not declared with state_field: {', '.join(missing)}")
    args = ", ".join(COPY_KINDS[f.metadata["copy"]].format(v=f"self.{f.name}") for f in fields)
    source = f"def copy(self):\n    return cls({args})\n"
    namespace: dict[str, Any] = {}
    exec(source, {"cls": cls, "_clone_rng": _clone_rng}, namespace)   # our own template, not input
    copy: Callable[[S], S] = namespace["copy"]
    copy.__doc__ = f"An independent {cls.__name__} (generated from its field declarations)."
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    return copy


def declared_state(cls: type[S]) -> type[S]:
    """Class decorator for a (slotted) state dataclass: `state_copier`'s checks, and the generated
    copy as the class's `copy()`."""
    setattr(cls, "copy", state_copier(cls))  # noqa: B010  (mypy knows no `copy` on type[S] before this)
    return cls


def _sealed(value: Any) -> Any:
    """A value as the seal covers it: declared states field by field, sets sorted, the random
    generator by its state; hash-seed independent."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        out: list[Any] = [type(value).__name__]
        for f in dataclasses.fields(value):
            sealed = f.metadata.get("sealed", True)
            v = getattr(value, f.name)
            if sealed is False or _unused(f, v):
                continue
            out.append((f.name, _sealed(sealed(v) if callable(sealed) else v)))
        return tuple(out)
    if isinstance(value, random.Random):
        return ("rng", value.getstate())
    if isinstance(value, (list, tuple)):
        return tuple(_sealed(v) for v in value)
    if isinstance(value, dict):        # insertion order is kept: it is part of a state (the market's order)
        return ("dict",) + tuple((_sealed(k), _sealed(v)) for k, v in value.items())
    if isinstance(value, (set, frozenset)):
        return ("set",) + tuple(sorted(_sealed(v) for v in value))
    return value


def fields_digest(state: Any) -> str:
    """A fingerprint of every sealed field of a declared state, hidden zones and the random
    generator's full state included."""
    return hashlib.sha256(repr(_sealed(state)).encode()).hexdigest()


def unshown_fields(record: Any, seat: int | None, owner: int | None, shown: Iterable[str]) -> dict[str, Any]:
    """The declared fields of `record` that a hand-written view does not present (`shown`), as
    `seat` may see them (None: everything; `owner`: the seat `record` belongs to, if any)."""
    out = {}
    shown = set(shown)
    for f in dataclasses.fields(record):
        if f.name in shown:
            continue
        seen = f.metadata["seen"]
        v = getattr(record, f.name)
        if _unused(f, v):
            continue
        if seat is None or seen == "public" or (seen == "owner" and owner == seat):
            out[f.name] = _jsonable(v)
    return out


def _jsonable(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    return value
