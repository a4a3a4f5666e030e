"""Heart of Crown's step book (the core's effect runner, core/effects.py, with this game's steps)
and the context a step runs in. A step that misfires skips the rest of the card (rulebook "Effect
Misfires") and is recorded as a `Misfired` event.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from dataclasses import dataclass, field
from typing import Any, Final, Generator, Iterable

from hoc_desktop.engine.core import effects
from hoc_desktop.engine.core.effects import Effect, StepBook
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc import question_words
from hoc_desktop.engine.hoc.events import Misfired

__all__ = ["COPIED_PARAMS", "Ctx", "Defense", "Effect", "OPS", "STEPS", "affected", "attempt", "card_params", "choose",
           "op", "resolve", "run_steps", "sync_op", "value"]

STEPS: Final = StepBook(on_misfire=lambda g, ctx, step: g.emit(Misfired(ctx.seat, ctx.card, step.op)))
OPS = STEPS.ops
op = STEPS.op
sync_op = STEPS.sync_op
run_steps = STEPS.run_steps
resolve = STEPS.resolve



def choose(g: Any, seat: int, kind: str, step: str, options: Iterable[Any], lo: int = 1, hi: int = 1,
           ordered: bool = False, source: int | None = None, mode_keys: tuple[str, ...] = (),
           **fields: Any) -> Generator[Prompt, Any, list[Any]]:
    """Ask `seat` to pick (core `effects.choose`), the question and its labels worded from `step`
    and the named `fields` (question_words.py: card fields hold card keys), which the prompt
    carries so a window words it again in its own language."""
    options = tuple(options)
    catalog = g.state.catalog
    name = question_words.namer(catalog)
    text = question_words.question(step, fields, name) or step
    labels = question_words.labels(step, fields, mode_keys, options, catalog, name)
    return effects.choose(seat, kind, step, text, options, lo, hi, ordered, source, labels, mode_keys, fields)


@dataclass(slots=True)
class Defense:
    """What the defenses revealed against one attack on one opponent changed."""

    ramparts: list[str] = field(default_factory=list)     # the subtype each Rampart revealed lowers


@dataclass(slots=True, init=False)
class Ctx:
    """The context a step runs in: who controls it, which card it belongs to, its variables."""

    seat: int
    card: int
    vars: dict[str, Any]
    target: int | None                 # the opponent an attack step is resolving against
    defense: Defense | None            # defenses that opponent revealed
    attacker: "Ctx | None"             # for defense effects: the attack being answered

    def __init__(self, seat: int, card: int, vars: dict[str, Any] | None = None, target: int | None = None,
                 defense: Defense | None = None, attacker: "Ctx | None" = None) -> None:
        # Written out, not generated: the compiled build would run a generated __init__ as
        # interpreted Python, and every card played makes a Ctx.
        self.seat = seat
        self.card = card
        self.vars = {} if vars is None else vars
        self.target = target
        self.defense = defense
        self.attacker = attacker


def value(ctx: Ctx, amount: int | str) -> int:
    """A step amount: a literal or a variable set by an earlier step (e.g. Wishing Well's X)."""
    return amount_in(ctx.vars, amount)


def amount_in(variables: dict[str, Any], amount: int | str) -> int:
    """`value` with the step's variables alone, for a step run without a Ctx (generic.coins_of_step)."""
    return variables.get(amount, 0) if isinstance(amount, str) else amount


NO_VARIABLES: Final[dict[str, Any]] = {}     # a card's first step: no step before it set one (never written)


COPIED_PARAMS: Final = "copied_params"     # ctx.vars: the params of the card a copy is resolving


def card_params(g: Any, ctx: Ctx) -> dict[str, Any]:
    """The params of the card whose steps are resolving (cards/card_params.py): the card itself,
    or the card it copied (a Shinobi resolving Charm of Two's steps reads Charm of Two's)."""
    copied = ctx.vars.get(COPIED_PARAMS)
    return g.state.cards[ctx.card].params if copied is None else copied


def affected(ctx: Ctx) -> int:
    """The player a step acts on: inside an `attack`, the opponent it resolves against; else the
    player resolving the card."""
    return ctx.seat if ctx.target is None else ctx.target


def attacked(ctx: Ctx) -> int:
    """The opponent an attack step resolves against: such a step only ever runs inside an `attack`,
    which sets the target, so a missing one is an engine error, not a player's."""
    if ctx.target is None:
        raise RuntimeError("an attack step ran outside an attack")
    return ctx.target


def attempt(g: Any, ctx: Ctx, step: Any) -> Effect:
    """Run one step and return whether it resolved, recording no misfire (`with_fallback` tries
    the next branch instead)."""
    fn = STEPS.sync.get(step.op)
    if fn is not None:
        return fn(g, ctx, step.args)
    return (yield from OPS[step.op](g, ctx, step.args))
