"""The effect runner: rules that may stop for a decision are generators that yield Prompts.

A step (one entry of a card's effect, read from card data as `op` and `args`) runs as a generator
that may yield Prompts and returns True when it resolved fully, False when it misfired (the rest of
the effect is then skipped). Suspending on a prompt and resuming with the answer is plain generator
`send()`; the game driver (`core/game.py`) holds the suspended generator. Each ruleset keeps its
own `StepBook` of step implementations, so two games never share a vocabulary by accident.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any, Callable, Generator, Iterable, Protocol, Sequence

from hoc_desktop.engine.core.prompts import Prompt

Effect = Generator[Prompt, Any, Any]
# A step implementation takes the game driver (core/game.py; the runner only passes it on), the
# ruleset's context object and the step's arguments.
StepFn = Callable[[Any, Any, Any], Effect]
SyncStepFn = Callable[[Any, Any, Any], bool]


class Step(Protocol):
    """One step of an effect as card data gives it: the name of the operation and its arguments
    (read-only, so that frozen records such as cards.model.Step are steps)."""

    @property
    def op(self) -> str: ...

    @property
    def args(self) -> Any: ...


class StepBook:
    """The step implementations of one ruleset, by name, and how a list of steps resolves.

    `on_misfire(game, ctx, step)` is told when a step misfires (a ruleset records it as an event).
    `ctx` is the ruleset's own context object (who controls the effect, which card, its variables):
    the runner only passes it on."""

    def __init__(self, on_misfire: Callable[[Any, Any, Step], None]) -> None:
        self.ops: dict[str, StepFn] = {}
        # Steps that never ask anything run as plain functions: no generator on the hot path.
        self.sync: dict[str, SyncStepFn] = {}
        self._on_misfire = on_misfire

    def op(self, name: str) -> Callable[[StepFn], StepFn]:
        """Register the implementation of a step that may ask (a generator)."""
        def register(fn: StepFn) -> StepFn:
            self.ops[name] = fn
            return fn
        return register

    def sync_op(self, name: str) -> Callable[[SyncStepFn], SyncStepFn]:
        """Register a step that never asks: a plain function returning True (resolved) or False (misfire)."""
        def register(fn: SyncStepFn) -> SyncStepFn:
            self.sync[name] = fn

            def as_effect(g: Any, ctx: Any, args: Any) -> Effect:
                return fn(g, ctx, args)
                yield  # pragma: no cover  (makes this a generator)
            self.ops[name] = as_effect
            return fn
        return register

    def run_steps(self, g: Any, ctx: Any, steps: Iterable[Step]) -> Effect:
        """Resolve steps top to bottom; stop at the first that misfires."""
        sync, ops = self.sync, self.ops
        for step in steps:
            fn = sync.get(step.op)
            if fn is not None:
                ok = fn(g, ctx, step.args)
            else:
                ok = yield from ops[step.op](g, ctx, step.args)
            if not ok:
                self._on_misfire(g, ctx, step)
                return False
        return True

    def resolve(self, g: Any, ctx: Any, steps: Sequence[Step]) -> Effect | None:
        """`run_steps` for a top-level command: the steps that never ask run at once, so the common
        card (one that only gains coins) costs no generator. None when every step has run (or one
        misfired); otherwise the generator that goes on from the first step that may ask."""
        sync = self.sync
        for i, step in enumerate(steps):
            fn = sync.get(step.op)
            if fn is None:
                return self.run_steps(g, ctx, steps[i:])
            if not fn(g, ctx, step.args):
                self._on_misfire(g, ctx, step)
                return None
        return None


def choose(seat: int, kind: str, step: str, text: str, options: Iterable[Any], lo: int = 1, hi: int = 1,
           ordered: bool = False, source: int | None = None, labels: tuple[str, ...] = (),
           mode_keys: tuple[str, ...] = (), fields: dict[str, Any] | None = None
           ) -> Generator[Prompt, Any, list[Any]]:
    """Ask `seat` to pick between `lo` and `hi` of `options`; forced answers are taken without asking.

    `step` names the asking rule or effect step for machines (see prompts.py); `text` is for people,
    and `fields` the named values its words are made of.
    `lo` and `hi` are clamped to the number of options ("do as much as possible"). Ordered picks
    list the chosen values first to last (top of a pile first).
    """
    options = tuple(options)
    hi = min(hi, len(options))
    lo = min(lo, hi)
    if hi == 0:
        return []
    if lo == hi == len(options) and (not ordered or hi == 1):
        return list(options)
    answer = yield Prompt(seat=seat, kind=kind, text=text, options=options, min=lo, max=hi,
                          ordered=ordered, source=source, labels=labels, step=step, mode_keys=mode_keys,
                          fields=fields)
    return list(answer)
