"""How effect steps run: a step is a generator that may yield Prompts and returns True when it
resolved fully, False when it misfired (the rest of the card is then skipped, rulebook "Effect
Misfires"). Suspending on a prompt and resuming with the answer is plain generator send().
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Generator, Iterable, Sequence

from hoc_desktop.cards.model import Step
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.events import Misfired

if TYPE_CHECKING:
    from hoc_desktop.engine.hoc.game import Game

Effect = Generator[Prompt, Any, bool]
OPS: dict[str, Callable[["Game", "Ctx", Any], Effect]] = {}
# Steps that never ask anything run as plain functions: no generator to create on the hot path.
SYNC: dict[str, Callable[["Game", "Ctx", Any], bool]] = {}


@dataclass(slots=True)
class Defense:
    """What the defenses revealed against one attack on one opponent changed."""

    ramparts: int = 0


@dataclass(slots=True)
class Ctx:
    """The context a step runs in: who controls it, which card it belongs to, its variables."""

    seat: int
    card: int
    vars: dict[str, Any] = field(default_factory=dict)
    target: int | None = None          # the opponent an attack step is resolving against
    defense: Defense | None = None     # defenses that opponent revealed
    attacker: "Ctx | None" = None      # for defense effects: the attack being answered


def op(name: str) -> Callable[[Callable[["Game", Ctx, Any], Effect]], Callable[["Game", Ctx, Any], Effect]]:
    """Register the implementation of a vocabulary step."""
    def register(fn: Callable[["Game", Ctx, Any], Effect]) -> Callable[["Game", Ctx, Any], Effect]:
        OPS[name] = fn
        return fn
    return register


def sync_op(name: str) -> Callable[[Callable[["Game", Ctx, Any], bool]], Callable[["Game", Ctx, Any], bool]]:
    """Register a step that never prompts: a plain function returning True (resolved) or False (misfire)."""
    def register(fn: Callable[["Game", Ctx, Any], bool]) -> Callable[["Game", Ctx, Any], bool]:
        SYNC[name] = fn

        def as_effect(g: "Game", ctx: Ctx, args: Any) -> Effect:
            return fn(g, ctx, args)
            yield  # pragma: no cover  (makes this a generator)
        OPS[name] = as_effect
        return fn
    return register


def run_steps(g: "Game", ctx: Ctx, steps: Iterable[Step]) -> Effect:
    """Resolve steps top to bottom; stop at the first that misfires."""
    for step in steps:
        fn = SYNC.get(step.op)
        if fn is not None:
            ok = fn(g, ctx, step.args)
        else:
            ok = yield from OPS[step.op](g, ctx, step.args)
        if not ok:
            _misfire(g, ctx, step)
            return False
    return True


def resolve(g: "Game", ctx: Ctx, steps: Sequence[Step]) -> Effect | None:
    """`run_steps` for a top-level command: the steps that never ask run at once, so the common
    card (a Territory gaining coins) costs no generator. None when every step has run (or one
    misfired); otherwise the generator that goes on from the first step that may ask."""
    for i, step in enumerate(steps):
        fn = SYNC.get(step.op)
        if fn is None:
            return run_steps(g, ctx, steps[i:])
        if not fn(g, ctx, step.args):
            _misfire(g, ctx, step)
            return None
    return None


def _misfire(g: "Game", ctx: Ctx, step: Step) -> None:
    g.emit(Misfired(ctx.seat, ctx.card, step.op))


def value(ctx: Ctx, amount: int | str) -> int:
    """A step amount: a literal or a variable set by an earlier step (e.g. Wishing Well's X)."""
    return ctx.vars.get(amount, 0) if isinstance(amount, str) else amount


def choose(g: "Game", seat: int, kind: str, step: str, text: str, options: Iterable[Any], lo: int = 1,
           hi: int = 1, ordered: bool = False, source: int | None = None, labels: tuple[str, ...] = (),
           mode_keys: tuple[str, ...] = ()) -> Generator[Prompt, Any, list[Any]]:
    """Ask `seat` to pick between `lo` and `hi` of `options`; forced answers are taken without asking.

    `step` names the asking rule or effect step for machines (see core/prompts.py); `text` is for
    people.

    `lo` and `hi` are clamped to the number of options, which is the rulebook's "do as much as
    possible". Ordered picks list the chosen cards top first.
    """
    options = tuple(options)
    hi = min(hi, len(options))
    lo = min(lo, hi)
    if hi == 0:
        return []
    if lo == hi == len(options) and (not ordered or hi == 1):
        return list(options)
    answer = yield Prompt(seat=seat, kind=kind, text=text, options=options, min=lo, max=hi,
                          ordered=ordered, source=source, labels=labels, step=step, mode_keys=mode_keys)
    return list(answer)
