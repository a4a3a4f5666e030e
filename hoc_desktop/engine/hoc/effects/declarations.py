"""Declaring a sub-type or a card name (R-FG-12), and the step that reads the declaration.

A declaration is a choice among what may be declared, so what may not (a main type such as Action
for a sub-type, FG-GLD-1; a card not in use in this game, FG-NAM-1) is never an answer the engine
accepts. It lasts for the rest of the card's steps (the variable `declared`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hoc_desktop.cards.model import SUBTYPES
from hoc_desktop.cards.vocabulary import DECLARED
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.runtime import Ctx, Effect, choose, op, sync_op
from hoc_desktop.engine.hoc.events import ModeChosen

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


@op("declare_subtype")
def declare_subtype(g: "Game", ctx: Ctx, args: None) -> Effect:
    """Declare one sub-type; main types are not among the answers (FG:L725-729)."""
    pick = yield from choose(g, ctx.seat, "mode", "declare_subtype", range(len(SUBTYPES)),
                             source=ctx.card, mode_keys=SUBTYPES)
    ctx.vars[DECLARED] = ("subtype", SUBTYPES[pick[0]])
    g.emit(ModeChosen(ctx.seat, ctx.card, SUBTYPES[pick[0]]))
    return True


@op("declare_card_name")
def declare_card_name(g: "Game", ctx: Ctx, args: None) -> Effect:
    """Declare the name of a card in use in this game (FG:L629-632): one the game has dealt."""
    s = g.state
    in_use = sorted({card.key: card.name for card in s.cards}.items(), key=lambda item: item[1])
    pick = yield from choose(g, ctx.seat, "mode", "declare_card_name", range(len(in_use)),
                             source=ctx.card, mode_keys=tuple(key for key, _ in in_use))
    key = in_use[pick[0]][0]
    ctx.vars[DECLARED] = ("name", key)
    g.emit(ModeChosen(ctx.seat, ctx.card, key))
    return True


@sync_op("take_top_if_declared")
def take_top_if_declared(g: "Game", ctx: Ctx, args: None) -> bool:
    """Reveal the top card of your draw pile (reshuffling first if it is empty, FG-REV-2); if it has
    the declared name or sub-type it goes into your hand, else it stays there face up (FG-REV-3).
    Misfires without a declaration or a card to reveal."""
    declared = ctx.vars.get(DECLARED)
    top = verbs.top_cards(g, ctx.seat, 1)
    if declared is None or not top:
        return False
    cid = top[0]
    verbs.reveal(g, ctx.seat, cid)
    kind, what = declared
    card = g.state.cards[cid]
    if (card.key if kind == "name" else card.subtype) == what:
        verbs.move(g, cid, ("draw", ctx.seat), ("hand", ctx.seat))
    return True
