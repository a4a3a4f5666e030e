"""Card effects: the interpreter for the YAML step vocabulary and the named handlers.

Importing this package registers every step implementation in `runtime.OPS`.
"""

from hoc_desktop.engine.hoc.effects import (attacks, counters, declarations, far_east_handlers, generic,  # noqa: F401
                                            handlers, looks, play_triggers)  # (registration)
from hoc_desktop.engine.hoc.effects.runtime import OPS, Ctx, Effect, choose, resolve, run_steps

__all__ = ["OPS", "Ctx", "Effect", "choose", "resolve", "run_steps"]
