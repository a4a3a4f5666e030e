"""Attacks and defenses.

An Attack resolves against each opponent in turn order. Just before it reaches an opponent that
opponent may reveal any number of Defense cards from hand or Domain (OQ-30: one window per opponent,
after the attacker's earlier steps, so a misfire is already known, CWI-4). Defense effects resolve
first; Rampart's reduction is then read by the attack's own steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hoc_desktop.engine.hoc import actions
from hoc_desktop.engine.hoc.effects.runtime import Ctx, Defense, Effect, choose, op, run_steps, sync_op
from hoc_desktop.engine.hoc.events import Defended, HandRevealed

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


def defense_window(g: "Game", attack: Ctx, target: int) -> Effect:
    """Let `target` reveal Defense cards one at a time; returns the resulting Defense record."""
    s = g.state
    cards = s.cards
    defense = Defense()
    used: set[int] = set()
    p = s.players[target]
    while True:
        available = [c for c in p.hand if cards[c].is_defense and c not in used]
        available += [c for c in p.kept.values() if cards[c].is_defense and c not in used]
        if not available:
            break
        pick = yield from choose(target, "defend", "defense_window",
                                 f"{cards[attack.card].name} attacks you: reveal a Defense card?",
                                 available, 0, 1, source=attack.card)
        if not pick:
            break
        cid = pick[0]
        used.add(cid)
        g.emit(Defended(target, cid, attack.card))
        yield from run_steps(g, Ctx(seat=target, card=cid, defense=defense, attacker=attack), cards[cid].defense)
    return defense


def reduction(g: "Game", ctx: Ctx) -> int:
    """How much the target's Ramparts lower a count: only against Military cards (D7, OQ-9)."""
    if ctx.defense is None or not ctx.defense.ramparts:
        return 0
    if g.state.rulebook.rules.rampart_subtype not in g.state.subtypes_of(ctx.card):
        return 0
    return ctx.defense.ramparts


@op("attack")
def attack(g: "Game", ctx: Ctx, steps: Any) -> Effect:
    for target in g.state.opponents_in_order(ctx.seat):
        defense = yield from defense_window(g, ctx, target)
        sub = Ctx(seat=ctx.seat, card=ctx.card, vars=ctx.vars, target=target, defense=defense)
        yield from run_steps(g, sub, steps)
    return True


@op("discard_or_reveal_hand")
def discard_or_reveal_hand(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    s = g.state
    target = ctx.target
    hand = s.players[target].hand
    if len(hand) < args["min_hand"] or 1 - reduction(g, ctx) <= 0:
        return True
    flt = args["filter"]
    eligible = [c for c in hand if flt.matches(s.cards[c])]
    if not eligible:
        g.emit(HandRevealed(target, tuple(hand)))
        return True
    pick = yield from choose(target, "discard", "attack_discard", "Choose a card to discard", eligible, source=ctx.card)
    actions.discard(g, target, pick[0], ("hand", target))
    return True


@op("scout")
def scout(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    revealed: list[int] = []

    def reveal_top(seat: int) -> None:
        top = actions.top_cards(g, seat, 1)
        for cid in top:
            actions.reveal(g, seat, cid)
            revealed.append(cid)

    reveal_top(ctx.seat)
    for target in s.opponents_in_order(ctx.seat):
        defense = yield from defense_window(g, ctx, target)
        if 1 - reduction(g, Ctx(ctx.seat, ctx.card, target=target, defense=defense)) > 0:
            reveal_top(target)
    picks = yield from choose(ctx.seat, "scout_discard", "scout_discard", "Choose revealed cards to discard",
                              revealed, 0, len(revealed), source=ctx.card)
    for cid in picks:
        owner = next(p.seat for p in s.players if p.draw and cid in p.draw)
        actions.discard(g, owner, cid, ("draw", owner))
    return True


@op("royal_guard")
def royal_guard(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    target = ctx.target
    pile = s.players[target].draw
    if pile and pile[-1] in s.revealed:
        return True
    n = 3 - reduction(g, ctx)
    if n <= 0:
        return True
    shown = actions.top_cards(g, target, n)
    for cid in shown:
        actions.reveal(g, target, cid)
    if not shown:
        return True
    pick = yield from choose(ctx.seat, "keep_on_top", "royal_guard_keep", "Choose the card that stays on top of their draw pile",
                             shown, source=ctx.card)
    for cid in shown:
        if cid != pick[0]:
            actions.discard(g, target, cid, ("draw", target))
    return True


@op("glamour_witch")
def glamour_witch(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    cards = s.cards
    discarded: list[int] = []
    for target in s.opponents_in_order(ctx.seat):
        defense = yield from defense_window(g, ctx, target)
        limit = 2 - reduction(g, Ctx(ctx.seat, ctx.card, target=target, defense=defense))
        shown: list[int] = []
        while len(shown) < limit:
            top = actions.top_cards(g, target, len(shown) + 1)
            if len(top) <= len(shown):
                break
            cid = top[len(shown)]
            actions.reveal(g, target, cid)
            shown.append(cid)
            if cards[cid].is_curse:
                break
        for cid in shown:
            if not cards[cid].is_curse and not cards[cid].is_territory:
                actions.discard(g, target, cid, ("draw", target))
                discarded.append(cid)
    names = {cards[c].key for c in discarded}
    tops = {top: zone for top, zone in actions.market_tops(g) if cards[top].key in names}
    pick = yield from choose(ctx.seat, "acquire", "glamour_witch_acquire", "Acquire a copy of one discarded card?", tops, 0, 1,
                             source=ctx.card)
    if pick:
        actions.acquire(g, ctx.seat, pick[0], tops[pick[0]])
    return True


@sync_op("curse_to_draw_bottom")
def curse_to_draw_bottom(g: "Game", ctx: Ctx, args: None) -> bool:
    s = g.state
    target = ctx.target
    if any(c in s.revealed and s.cards[c].is_curse for c in s.players[target].draw):
        return True
    if not s.curses:
        return True
    actions.acquire(g, target, s.curses[-1], ("curses", None), ("draw", target), "bottom", True)
    return True


@sync_op("curse_each_opponent")
def curse_each_opponent(g: "Game", ctx: Ctx, args: None) -> bool:
    s = g.state
    for target in s.opponents_in_order(ctx.seat):
        if not s.curses:
            break
        actions.acquire(g, target, s.curses[-1], ("curses", None))
    return True


# ---- defense effects: ctx.seat is the defender, ctx.card the Defense card revealed

@sync_op("rampart")
def rampart(g: "Game", ctx: Ctx, args: None) -> bool:
    assert ctx.defense is not None
    ctx.defense.ramparts += 1
    return True


@op("refuge")
def refuge(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    eligible = [c for c in s.players[ctx.seat].hand if s.cards[c].is_action or s.cards[c].is_succession]
    picks = yield from choose(ctx.seat, "to_draw", "refuge_to_draw",
                              "Choose Action and Succession cards to put revealed on top of your draw pile (first = top)",
                              eligible, 0, len(eligible), ordered=True, source=ctx.card)
    for cid in reversed(picks):
        actions.move(g, cid, ("hand", ctx.seat), ("draw", ctx.seat), "top", True)
    return True


@sync_op("talisman")
def talisman(g: "Game", ctx: Ctx, args: None) -> bool:
    actions.move(g, ctx.card, ("hand", ctx.seat), ("draw", ctx.seat), "top", True)
    return True
