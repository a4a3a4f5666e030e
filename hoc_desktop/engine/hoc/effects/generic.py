"""Generic steps of the vocabulary: coins, draws, payments, discards, banishing, acquiring, modes.
A generic step takes its whole meaning from its arguments and serves any card; behaviour one card
owns is a named handler (handlers.py, far_east_handlers.py, attacks.py's attack and defense effects)."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import TYPE_CHECKING, Any

from hoc_desktop.cards.mode_costs import needs_counters, why_it_stops
from hoc_desktop.cards.model import CardFilter, Mode
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.counters import owned_pools
from hoc_desktop.engine.hoc.effects.runtime import (Ctx, Effect, affected, amount_in, attempt, card_params, choose, op,
                                                    run_steps, sync_op, value)
from hoc_desktop.engine.hoc.events import Delayed, Flag, Looked, ModeChosen
from hoc_desktop.engine.hoc.state import GameState

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


@sync_op("gain_coins")
def gain_coins(g: "Game", ctx: Ctx, args: dict[str, Any]) -> bool:
    verbs.gain_coins(g, ctx.seat, coins_of_step(g, ctx.card, ctx.vars, args))
    return True


def coins_of_step(g: "Game", card: int, variables: dict[str, Any], args: dict[str, Any]) -> int:
    """The coins a gain_coins step of `card` gives. flow._play asks it directly, with
    NO_VARIABLES and no Ctx built, when the step is all a played card does (a Territory's play,
    the commonest of all)."""
    amount = amount_in(variables, args["amount"])
    if len(args) == 1:
        return amount          # an amount alone (City, Large City): nothing more to look up
    s: GameState = g.state
    flag = args.get("if_flag")
    if flag and flag in s.turn.flags:
        amount = amount_in(variables, args["flagged_amount"])
    names = args.get("plus_played_named")
    if names:
        cards = s.cards
        amount += sum(1 for c in s.turn.played if c != card and cards[c].key in names)
    return amount


@sync_op("draw")
def draw(g: "Game", ctx: Ctx, args: int | str) -> bool:
    n = value(ctx, args)
    return verbs.draw(g, ctx.seat, n) == n


@op("pay_coins")
def pay_coins(g: "Game", ctx: Ctx, args: int) -> Effect:
    # OQ-10: mandatory whenever possible (rules.optional_payments is false).
    if g.state.turn.coins < args:
        return False
    if g.state.rulebook.rules.optional_payments:
        pick = yield from choose(g, ctx.seat, "pay", "pay_coins", (True,), 0, 1, source=ctx.card, n=args)
        if not pick:
            return False
    return verbs.pay(g, ctx.seat, args)


@op("pay_any")
def pay_any(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    s: GameState = g.state
    most = s.turn.coins
    if args.get("limit_by"):     # OQ-12: Draft Notice's X is limited to the eligible cards (non-Territory)
        cards = s.cards
        most = min(most, sum(1 for c in s.players[ctx.seat].discard if not cards[c].is_territory))
    options = tuple(range(most + 1))
    pick = yield from choose(g, ctx.seat, "number", "pay_any", options, source=ctx.card)
    x = pick[0]
    verbs.pay(g, ctx.seat, x)
    ctx.vars[args["into"]] = x
    return True


@op("discard_any")
def discard_any(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    hand = g.state.players[ctx.seat].hand
    picks = yield from choose(g, ctx.seat, "discard", "discard_any", hand[:], 0, len(hand), source=ctx.card)
    zone = ("hand", ctx.seat)
    for cid in picks:
        verbs.discard(g, ctx.seat, cid, zone)
    ctx.vars[args["into"]] = len(picks)
    return True


@op("banish_from_hand")
def banish_from_hand(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    cards = g.state.cards
    flt = args["filter"]
    eligible = [c for c in g.state.players[ctx.seat].hand if flt.matches(cards[c])]
    if not eligible:
        return False
    pick = yield from choose(g, ctx.seat, "banish", "banish_from_hand", eligible,
                             source=ctx.card)
    verbs.banish(g, pick[0], ("hand", ctx.seat))
    if args.get("into"):
        ctx.vars[args["into"]] = pick[0]
    return True


@sync_op("take_from_market")
def take_from_market(g: "Game", ctx: Ctx, args: dict[str, Any]) -> bool:
    """The affected player acquires the named card (with `count`, that many as far as the pile
    allows: partial resolution, then the card's effect ends, FG-ACQ-1); `draw_top`: onto their
    draw pile (Surveyor's Farming Village from the Market, FG-SUR-1)."""
    count = args.get("count", 1)
    seat = affected(ctx)
    to = args["to"]
    dst = ("draw", seat) if to == "draw_top" else (to, seat)
    return verbs.take_from_market(g, seat, args["card"], count, dst) == count


@sync_op("banish_self")
def banish_self(g: "Game", ctx: Ctx, args: None) -> bool:
    """Banish the card resolving from the hand (a hand activation's cost: Curse Witch)."""
    verbs.banish(g, ctx.card, ("hand", ctx.seat))
    return True


@sync_op("curse_each_opponent")
def curse_each_opponent(g: "Game", ctx: Ctx, args: None) -> bool:
    """Each opponent in turn order acquires a Curse while the pile lasts (no Defense window: not
    an attack)."""
    s: GameState = g.state
    for target in s.opponents_in_order(ctx.seat):
        if not s.curses:
            break
        verbs.acquire(g, target, s.curses[-1], ("curses", None))
    return True


@sync_op("acquire_curse")
def acquire_curse(g: "Game", ctx: Ctx, args: None) -> bool:
    curses = g.state.curses
    if not curses:
        return False
    verbs.acquire(g, ctx.seat, curses[-1], ("curses", None))
    return True


@op("acquire_from_market")
def acquire_from_market(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    base = ctx.vars.get(args["max_cost_of"])
    if base is None:
        return False
    limit = g.state.cards[base].cost + value(ctx, args["plus"])
    tops = dict(verbs.market_tops(g, max_cost=limit))
    if not tops:
        return False
    pick = yield from choose(g, ctx.seat, "acquire", "acquire_from_market", tops, source=ctx.card, limit=limit)
    verbs.acquire(g, ctx.seat, pick[0], tops[pick[0]])
    return True


@op("acquire_up_to")
def acquire_up_to(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    count, limit = value(ctx, args["count"]), value(ctx, args["max_cost"])
    for n in range(count):
        tops = dict(verbs.market_tops(g, max_cost=limit))
        pick = yield from choose(g, ctx.seat, "acquire", "acquire_up_to", tops, 0, 1, source=ctx.card,
                                 limit=limit, n=n + 1, count=count)
        if not pick:
            break
        verbs.acquire(g, ctx.seat, pick[0], tops[pick[0]])
    return True


@op("discard_to_draw")
def discard_to_draw(g: "Game", ctx: Ctx, args: dict[str, Any]) -> Effect:
    s: GameState = g.state
    n = value(ctx, args["count"])
    flt = args["filter"]
    eligible = [c for c in s.players[ctx.seat].discard if flt.matches(s.cards[c])]
    where = args["position"]
    lo = min(n, len(eligible)) if args["exactly"] else 0
    picks = yield from choose(g, ctx.seat, "to_draw", "discard_to_draw", eligible, lo, n, ordered=True,
                              source=ctx.card, where=where)
    src, dst = ("discard", ctx.seat), ("draw", ctx.seat)
    if where == "top":
        for cid in reversed(picks):
            verbs.move(g, cid, src, dst, "top", True)
    else:
        for cid in picks:
            verbs.move(g, cid, src, dst, "bottom", True)
    if args["exactly"] and len(picks) < n:
        return False
    return True


@sync_op("take_revealed_top")
def take_revealed_top(g: "Game", ctx: Ctx, args: None) -> bool:
    s: GameState = g.state
    pile = s.players[ctx.seat].draw
    src, dst = ("draw", ctx.seat), ("hand", ctx.seat)
    while pile and pile[-1] in s.revealed:
        verbs.move(g, pile[-1], src, dst)
    return True


@op("choose_mode")
def choose_mode(g: "Game", ctx: Ctx, args: tuple[Mode, ...]) -> Effect:
    state = g.state
    hand = [state.cards[c] for c in state.players[ctx.seat].hand]
    counters = sum(n for _, n in owned_pools(state, ctx.seat)) if needs_counters(args) else None
    stops = tuple(why_it_stops(mode, state.turn.coins, hand, counters) or () for mode in args)
    pick = yield from choose(g, ctx.seat, "mode", "choose_mode", range(len(args)), source=ctx.card,
                             mode_keys=tuple(mode.key for mode in args), card=_modes_card(g, ctx, args), stops=stops)
    mode = args[pick[0]]
    g.emit(ModeChosen(ctx.seat, ctx.card, mode.key))
    return (yield from run_steps(g, ctx, mode.steps))


def _modes_card(g: "Game", ctx: Ctx, modes: tuple[Mode, ...]) -> str:
    """The key of the card whose "choose one" step offers `modes`, so a window finds their labels
    in the card data: the resolving card's own, or the card a copy (Shinobi) took them from."""
    own = g.state.cards[ctx.card]
    for card in (own, *g.state.catalog.cards.values()):
        if any(step.op == "choose_mode" and step.args is modes for step in card.effect):
            return card.key
    return own.key


@op("with_fallback")
def with_fallback(g: "Game", ctx: Ctx, branches: tuple[tuple[Any, ...], ...]) -> Effect:
    """Ordered alternatives: the first branch whose first step resolves is taken and goes on with
    its other steps (a later step that misfires stops the card as usual). A branch "cannot be
    done" exactly when its first step misfires; that step changed nothing (the vocabulary lets a
    branch other than the last open only with such a step), so the next branch is tried. When no
    branch can be done, the step misfires."""
    for branch in branches:
        if (yield from attempt(g, ctx, branch[0])):
            return (yield from run_steps(g, ctx, branch[1:]))
    return False


@sync_op("stop")
def stop(g: "Game", ctx: Ctx, args: None) -> bool:
    """Ends the step list it is in, as a misfire does (Surveyor: "ignore the other effects",
    FG-SUR-2); inside an `attack`, the list resolving against that opponent."""
    return False


@sync_op("turn_flag")
def turn_flag(g: "Game", ctx: Ctx, args: str) -> bool:
    g.emit(Flag(args))
    return True


@sync_op("delayed")
def delayed(g: "Game", ctx: Ctx, args: str) -> bool:
    g.emit(Delayed(args, 1))
    return True


@op("acquire")
def acquire(g: "Game", ctx: Ctx, flt: CardFilter) -> Effect:
    """Acquire one Market card the filter allows (printed cost: tokens and discounts change only
    buying, FLA-3); stops when there is none."""
    cards = g.state.cards
    tops = {top: zone for top, zone in verbs.market_tops(g) if flt.matches(cards[top])}
    if not tops:
        return False
    pick = yield from choose(g, ctx.seat, "acquire", "acquire", tops, source=ctx.card)
    verbs.acquire(g, ctx.seat, pick[0], tops[pick[0]])
    return True


@sync_op("discard_from_draw")
def discard_from_draw(g: "Game", ctx: Ctx, args: int | str) -> bool:
    """Discard the top N cards of the draw pile, reshuffling when it runs short (TRA-1)."""
    n = value(ctx, args)
    top = verbs.top_cards(g, ctx.seat, n)       # reshuffles first when the pile is short
    for cid in top:
        verbs.discard(g, ctx.seat, cid, ("draw", ctx.seat))
    return len(top) == n


@sync_op("played_before")
def played_before(g: "Game", ctx: Ctx, main_type: str) -> bool:
    """Go on only if a card of `main_type` was played earlier this turn (types gained by copying
    count); the card resolving counts only if it says so (`counts_itself`, OQ-19)."""
    s: GameState = g.state
    itself = card_params(g, ctx)["counts_itself"]
    return any(main_type in s.types_of(c) for c in s.turn.played if itself or c != ctx.card)


@op("discard_to_hand")
def discard_to_hand(g: "Game", ctx: Ctx, flt: CardFilter) -> Effect:
    """Put a card the filter allows from the discard pile into the hand (never a set-aside card:
    it is not in the discard pile, CPI-2)."""
    s: GameState = g.state
    eligible = [c for c in s.players[ctx.seat].discard if flt.matches(s.cards[c])]
    if not eligible:
        return False
    pick = yield from choose(g, ctx.seat, "to_hand", "discard_to_hand", eligible, source=ctx.card)
    verbs.move(g, pick[0], ("discard", ctx.seat), ("hand", ctx.seat))
    return True


@op("look_keep_one")
def look_keep_one(g: "Game", ctx: Ctx, args: int | str) -> Effect:
    """Look at the top N cards of the draw pile (reshuffling if needed): one goes into the hand,
    the others to the discard pile."""
    n = value(ctx, args)
    seen = verbs.top_cards(g, ctx.seat, n)
    if not seen:
        return False
    g.emit(Looked(ctx.seat, tuple(seen)))
    pick = yield from choose(g, ctx.seat, "to_hand", "look_keep_one", seen,
                             source=ctx.card)
    verbs.move(g, pick[0], ("draw", ctx.seat), ("hand", ctx.seat))
    for cid in seen:
        if cid != pick[0]:
            verbs.discard(g, ctx.seat, cid, ("draw", ctx.seat))
    return len(seen) == n


@op("banish_different_names")
def banish_different_names(g: "Game", ctx: Ctx, args: int | str) -> Effect:
    """Banish N cards with different names from the hand, chosen one at a time. With fewer names
    in hand, as many as there are when the card allows a partial banish (OQ-18), else none."""
    s: GameState = g.state
    n = value(ctx, args)
    hand = s.players[ctx.seat].hand
    names = {s.cards[c].key for c in hand}
    if len(names) < n and not card_params(g, ctx)["partial_banish"]:
        return False
    chosen: set[str] = set()
    for i in range(min(n, len(names))):
        eligible = [c for c in hand if s.cards[c].key not in chosen]
        pick = yield from choose(g, ctx.seat, "banish", "banish_different_names", eligible,
                                 source=ctx.card, n=i + 1, count=n)
        chosen.add(s.cards[pick[0]].key)
        verbs.banish(g, pick[0], ("hand", ctx.seat))
    return len(chosen) == n
