"""How a seat name (`random`, `money`, `hard@0.1`, `path/to/file.py:ClassName`) becomes a policy:
the registry of the built-in AI levels. It sits above the levels (each level imports only the
interface in policy.py), so the registry and the levels do not import each other.
"""

from __future__ import annotations

import importlib.util
import inspect
from pathlib import Path
from typing import Callable

from hoc_desktop.ai.hoc.easy import EasyPolicy
from hoc_desktop.ai.hoc.hard import HardPolicy
from hoc_desktop.ai.hoc.money import MoneyPolicy
from hoc_desktop.ai.hoc.normal import NormalPolicy
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.ai.policy import Policy
from hoc_desktop.errors import UsageError
from hoc_desktop.safe_io import display
from hoc_desktop.safe_text import clip, exception_words

LEVELS: dict[str, Callable[..., Policy]] = {
    "random": RandomPolicy, "baseline": MoneyPolicy, "money": MoneyPolicy,   # money: the old name
    "easy": EasyPolicy, "normal": NormalPolicy, "hard": HardPolicy,
}
# The searching levels, which take a time budget (`hard@0.05`). Named here rather than read from the
# class's signature: the compiled build's classes have none that inspect can read.
BUDGETED = frozenset({"hard"})


def builtin_names() -> list[str]:
    return sorted(LEVELS)


def make_policy(spec: str, seed: int = 0) -> Policy:
    """A policy from a built-in name or `path/to/file.py:ClassName`. Raises UsageError (a
    ValueError) in one line when the spec is wrong or the user's file fails to load, raises or exits."""
    if spec in LEVELS:
        return LEVELS[spec](seed)
    name, at, budget = spec.partition("@")      # `hard@0.05`: a searching level with its time budget
    if at and name in BUDGETED:
        try:
            seconds = float(budget)
        except ValueError:
            seconds = -1.0
        if not 0 < seconds <= 600:
            raise UsageError(f"'{clip(spec)}': the budget after @ must be seconds per decision, e.g. {name}@0.1")
        return LEVELS[name](seed, budget=seconds)
    if ":" not in spec:
        raise UsageError(f"unknown policy '{clip(spec)}' (built-in: {', '.join(sorted(LEVELS))}; "
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
