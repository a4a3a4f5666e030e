"""Attacks and defenses.

An Attack resolves against each opponent in turn order. Just before it reaches an opponent that
opponent may reveal any number of Defense cards from hand or Domain (OQ-30: one window per opponent,
after the attacker's earlier steps, so a misfire is already known, CWI-4). Defense effects resolve
first; Rampart's reduction is then read by the attack's own steps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.runtime import (Ctx, Defense, Effect, attacked, card_params, choose, op, run_steps,
                                                    sync_op)
from hoc_desktop.engine.hoc.events import Defended, HandRevealed, Reveal, Shown

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
        available += [c for c in p.kept.values() if cards[c].is_defense and c not in used
                      and _defends_from_domain(cards[c])]
        if not available:
            break
        pick = yield from choose(g, target, "defend", "defense_window", available, 0, 1, source=attack.card,
                                 card=cards[attack.card].key)
        if not pick:
            break
        cid = pick[0]
        used.add(cid)
        g.emit(Defended(target, cid, attack.card))
        yield from run_steps(g, Ctx(seat=target, card=cid, defense=defense, attacker=attack), cards[cid].defense)
    return defense


def _defends_from_domain(card: CardDef) -> bool:
    """Whether a kept Defense card may defend: one whose defense effect moves the card itself away
    (Kunoichi) only when the card says so (OQ-26)."""
    return not any(step.op == "to_draw_top" for step in card.defense) or card.params["defends_from_domain"]


def reduction(g: "Game", ctx: Ctx) -> int:
    """How much the target's Ramparts lower a count: each only against cards of the subtype it
    names (Military cards, D7, OQ-9)."""
    if ctx.defense is None or not ctx.defense.ramparts:
        return 0
    subtypes = g.state.subtypes_of(ctx.card)
    return sum(1 for lowered in ctx.defense.ramparts if lowered in subtypes)


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
    target = attacked(ctx)
    hand = s.players[target].hand
    to = args.get("to", "discard")
    # Rampart has a player discard or reveal fewer cards; setting aside is neither (RAM-3)
    if len(hand) < args["min_hand"] or (to == "discard" and 1 - reduction(g, ctx) <= 0):
        return True
    flt = args["filter"]
    eligible = [c for c in hand if flt.matches(s.cards[c])]
    if not eligible:
        g.emit(HandRevealed(target, tuple(hand)))
        return True
    if to == "set_aside":
        pick = yield from choose(g, target, "discard", "attack_set_aside", eligible,
                                 source=ctx.card)
        verbs.move(g, pick[0], ("hand", target), ("set_aside", target))
        return True
    pick = yield from choose(g, target, "discard", "attack_discard", eligible, source=ctx.card)
    verbs.discard(g, target, pick[0], ("hand", target))
    return True


@sync_op("archer_reveal")
def archer_reveal(g: "Game", ctx: Ctx, args: None) -> bool:
    """The target reveals their top card: a Common card is discarded, anything else goes back face
    down (ARC-4: a revealed card is revealed again, then turned down). A Rampart stops it (ARC-5)."""
    s = g.state
    target = attacked(ctx)
    if 1 - reduction(g, ctx) <= 0:
        return True
    top = verbs.top_cards(g, target, 1)
    if not top:
        return True
    cid = top[0]
    verbs.reveal(g, target, cid)
    if s.cards[cid].category == "common":
        verbs.discard(g, target, cid, ("draw", target))
    else:
        g.emit(Reveal(cid, target, 0, False))
    return True


@op("curse_unless_revealed")
def curse_unless_revealed(g: "Game", ctx: Ctx, args: None) -> Effect:
    """The target may show a Curse card (a Magic Talisman counts, AWI-1) from hand or discard pile;
    one who does not acquires a Curse from the Curse pile, if any is left (AWI-2, AWI-4)."""
    s = g.state
    target = attacked(ctx)
    p = s.players[target]
    curses = [c for c in p.hand + p.discard if s.cards[c].is_curse]
    pick = yield from choose(g, target, "defend", "curse_unless_revealed", curses, 0, 1,
                             source=ctx.card, card=s.cards[ctx.card].key)
    if pick:
        g.emit(Shown(target, pick[0]))
    elif s.curses:
        verbs.acquire(g, target, s.curses[-1], ("curses", None))
    return True


@op("scout")
def scout(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    revealed: list[int] = []

    def reveal_top(seat: int) -> None:
        top = verbs.top_cards(g, seat, 1)
        for cid in top:
            verbs.reveal(g, seat, cid)
            revealed.append(cid)

    reveal_top(ctx.seat)
    for target in s.opponents_in_order(ctx.seat):
        defense = yield from defense_window(g, ctx, target)
        if 1 - reduction(g, Ctx(ctx.seat, ctx.card, target=target, defense=defense)) > 0:
            reveal_top(target)
    picks = yield from choose(g, ctx.seat, "scout_discard", "scout_discard",
                              revealed, 0, len(revealed), source=ctx.card)
    for cid in picks:
        owner = next(p.seat for p in s.players if p.draw and cid in p.draw)
        verbs.discard(g, owner, cid, ("draw", owner))
    return True


@op("royal_guard")
def royal_guard(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    target = attacked(ctx)
    pile = s.players[target].draw
    if pile and pile[-1] in s.revealed:
        return True
    n = 3 - reduction(g, ctx)
    if n <= 0:
        return True
    shown = verbs.top_cards(g, target, n)
    for cid in shown:
        verbs.reveal(g, target, cid)
    if not shown:
        return True
    pick = yield from choose(g, ctx.seat, "keep_on_top", "royal_guard_keep", shown, source=ctx.card)
    for cid in shown:
        if cid != pick[0]:
            verbs.discard(g, target, cid, ("draw", target))
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
            top = verbs.top_cards(g, target, len(shown) + 1)
            if len(top) <= len(shown):
                break
            cid = top[len(shown)]
            verbs.reveal(g, target, cid)
            shown.append(cid)
            if cards[cid].is_curse:
                break
        for cid in shown:
            if not cards[cid].is_curse and not cards[cid].is_territory:
                verbs.discard(g, target, cid, ("draw", target))
                discarded.append(cid)
    names = {cards[c].key for c in discarded}
    tops = {top: zone for top, zone in verbs.market_tops(g) if cards[top].key in names}
    pick = yield from choose(g, ctx.seat, "acquire", "glamour_witch_acquire", tops, 0, 1, source=ctx.card)
    if pick:
        verbs.acquire(g, ctx.seat, pick[0], tops[pick[0]])
    return True


@sync_op("curse_to_draw_bottom")
def curse_to_draw_bottom(g: "Game", ctx: Ctx, args: None) -> bool:
    s = g.state
    target = attacked(ctx)
    if any(c in s.revealed and s.cards[c].is_curse for c in s.players[target].draw):
        return True
    if not s.curses:
        return True
    verbs.acquire(g, target, s.curses[-1], ("curses", None), ("draw", target), "bottom", True)
    return True


@sync_op("curse_pile_check")
def curse_pile_check(g: "Game", ctx: Ctx, args: None) -> bool:
    """Apprentice Witch goes on to its look-at-2 with an empty Curse pile only if the card says so
    (OQ-13; the card's `looks_without_curses`): False stops the card there."""
    return bool(g.state.curses) or card_params(g, ctx)["looks_without_curses"]


# ---- defense effects: ctx.seat is the defender, ctx.card the Defense card revealed

@sync_op("rampart")
def rampart(g: "Game", ctx: Ctx, args: None) -> bool:
    assert ctx.defense is not None
    ctx.defense.ramparts.append(card_params(g, ctx)["lowers_subtype"])
    return True


@op("refuge")
def refuge(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    eligible = [c for c in s.players[ctx.seat].hand if s.cards[c].is_action or s.cards[c].is_succession]
    picks = yield from choose(g, ctx.seat, "to_draw", "refuge_to_draw",
                              eligible, 0, len(eligible), ordered=True, source=ctx.card)
    for cid in reversed(picks):
        verbs.move(g, cid, ("hand", ctx.seat), ("draw", ctx.seat), "top", True)
    return True


@sync_op("talisman")
@sync_op("to_draw_top")
def to_draw_top(g: "Game", ctx: Ctx, args: None) -> bool:
    """The Defense card revealed goes revealed on top of its owner's draw pile, from the hand or,
    kept, from the Domain (Magic Talisman, Kunoichi; KUN-4)."""
    seat, cid = ctx.seat, ctx.card
    src = ("kept", seat) if cid in g.state.players[seat].kept.values() else ("hand", seat)
    verbs.move(g, cid, src, ("draw", seat), "top", True)
    return True
