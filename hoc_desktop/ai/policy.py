"""The policy interface and how a seat name (`random`, `money`, `path/to/file.py:ClassName`)
becomes a policy.

A policy is any object with

    def decide(self, prompt: Prompt, view: SeatView) -> command | Decision

`prompt.options` lists the legal answers (see engine/core/prompts.py); `view` is the seat's own
SeatView. It returns one option of an action prompt, or ("pick", (values...)) for a pick prompt,
optionally wrapped in a Decision with a short reason for the game log. Its constructor may take
one argument, a seed, so a seeded policy makes the same choices in the same position.
"""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path
from typing import Any, Callable, NamedTuple, Protocol, TypeVar

from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.errors import UsageError
from hoc_desktop.safe_io import display
from hoc_desktop.safe_text import clip, exception_words


class Decision(NamedTuple):
    """A command and a short reason for the game log. A NamedTuple because a policy returns one
    at every step of every simulated game, and it is built faster than a frozen dataclass."""

    command: Any
    reason: str = ""


class Policy(Protocol):
    def decide(self, prompt: Prompt, view: SeatView) -> Any: ...


def second_phase_choices(prompt: Prompt) -> tuple[Any, list[int], list[int], list[int]]:
    """Sort a Second Phase prompt's options: (the declare option or None, cards to buy, princesses
    to back, cards to set)."""
    declare, buys, backs, sets = None, [], [], []
    for option in prompt.options:
        verb = option[0]
        if verb == "buy":
            buys.append(option[1])
        elif verb == "set":
            sets.append(option[1])
        elif verb == "back":
            backs.append(option[1])
        elif verb == "declare":
            declare = option
    return declare, buys, backs, sets


def split_decision(answer: Any) -> tuple[Any, str]:
    """(command, reason) from whatever a policy returned."""
    if isinstance(answer, Decision):
        return answer.command, answer.reason
    return answer, ""


def _builtin() -> dict[str, Callable[[int], Policy]]:
    from hoc_desktop.ai.easy import EasyPolicy
    from hoc_desktop.ai.hard import HardPolicy
    from hoc_desktop.ai.money import MoneyPolicy
    from hoc_desktop.ai.normal import NormalPolicy
    from hoc_desktop.ai.random_policy import RandomPolicy
    return {"random": RandomPolicy, "baseline": MoneyPolicy, "money": MoneyPolicy,   # money: the old name
            "easy": EasyPolicy, "normal": NormalPolicy, "hard": HardPolicy}


def builtin_names() -> list[str]:
    return sorted(_builtin())


_BUILT_IN: set[type] = set()
PolicyClass = TypeVar("PolicyClass", bound=type)


def built_in(cls: PolicyClass) -> PolicyClass:
    """Mark a policy class of this package: its answers are plain commands by construction, so
    `play_match` does not check them (an instance of a subclass, e.g. a user's, is checked)."""
    _BUILT_IN.add(cls)
    return cls


def is_built_in(policy: Any) -> bool:
    """Whether `policy` is an instance of a class marked `built_in` itself (not of a subclass)."""
    return type(policy) in _BUILT_IN


def make_policy(spec: str, seed: int = 0) -> Policy:
    """A policy from a built-in name or `path/to/file.py:ClassName`. Raises UsageError (a
    ValueError) in one line when the spec is wrong or the user's file fails to load, raises or exits."""
    builtin = _builtin()
    if spec in builtin:
        return builtin[spec](seed)
    name, at, budget = spec.partition("@")      # `hard@0.05`: a searching level with its time budget
    if at and name in builtin and "budget" in inspect.signature(builtin[name]).parameters:
        try:
            seconds = float(budget)
        except ValueError:
            seconds = -1.0
        if not 0 < seconds <= 600:
            raise UsageError(f"'{clip(spec)}': the budget after @ must be seconds per decision, e.g. {name}@0.1")
        return builtin[name](seed, budget=seconds)
    if ":" not in spec:
        raise UsageError(f"unknown policy '{clip(spec)}' (built-in: {', '.join(sorted(builtin))}; "
                         "or give path/to/file.py:ClassName)")
    path_text, _, class_name = spec.rpartition(":")
    path = Path(path_text)
    where = display(path)
    if not path.is_file():
        raise UsageError(f"policy file not found: {where}")
    module_spec = importlib.util.spec_from_file_location(f"user_policy_{path.stem}", path)
    if module_spec is None or module_spec.loader is None:
        raise UsageError(f"cannot load policy file {where}")
    module = importlib.util.module_from_spec(module_spec)
    try:
        module_spec.loader.exec_module(module)
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # a user's file: report, never crash (SystemExit included)
        raise UsageError(f"{where}: error while loading: {exception_words(exc)}") from None
    cls = getattr(module, class_name, None)
    if cls is None:
        raise UsageError(f"{where}: no class named '{clip(class_name)}'")
    try:
        takes_seed = len(inspect.signature(cls).parameters) >= 1
        policy = cls(seed) if takes_seed else cls()
    except KeyboardInterrupt:
        raise
    except BaseException as exc:
        raise UsageError(f"{where}: cannot create {clip(class_name)}: {exception_words(exc)}") from None
    if not callable(getattr(policy, "decide", None)):
        raise UsageError(f"{where}: {clip(class_name)} has no decide(prompt, view) method")
    return policy
