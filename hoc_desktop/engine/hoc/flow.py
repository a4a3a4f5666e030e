"""The turn: Main Phase options and commands, the Second Phase's one action, and the end of the
turn (Cleanup, Draw, Market Refresh, delayed effects, the next player). Rulebook "Turn Procedure".

Commands at the top level are tuples:
  ("play", card) ("keep", card, territory) ("recall", card) ("activate", source)
  ("hand_activate", card) ("cash_coin",) ("declare",) ("end_main",)
  ("buy", card) ("back", princess) ("set", card) ("end_turn",)
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any, Callable, Final, Generator, TYPE_CHECKING

from hoc_desktop.engine.core.hooks import RulesetHooks
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc import scoring, verbs
from hoc_desktop.engine.hoc.commands import BACK, BUY, PLAY, SET
from hoc_desktop.engine.hoc.effects import Ctx, Effect, choose, generic, play_triggers, run_steps, turn_rules
from hoc_desktop.engine.hoc.effects.handlers import activation_possible, hand_activation_possible
from hoc_desktop.engine.hoc.effects.runtime import NO_VARIABLES, STEPS     # STEPS.resolve: native when compiled
from hoc_desktop.engine.hoc.events import (Activated, Area, Backed, Bought, Cleanup, Declared, Keep,
                                           SecondAction, TurnStarted, Used, Zone, emit_phase, emit_play)
from hoc_desktop.engine.hoc.state import PHASE_END, PHASE_MAIN, PHASE_OVER, PHASE_SECOND, GameState

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

Command = tuple[Any, ...]

# The rules here read the driver's state as `s: GameState = g.state`: the core types a state as Any,
# and the annotation lets mypy check these rules and mypyc compile their reads natively (issue 22).


# ------------------------------------------------------------------ legal options

def main_options(g: "Game") -> list[Command]:
    """Every legal Main Phase action but `declare` and `end_main`, in one pass over hand and Domain."""
    s: GameState = g.state
    seat = s.turn.seat
    p = s.players[seat]
    cards = s.cards
    can_play = s.turn.plays > 0
    backed = p.princess is not None
    free: list[int] | None = None      # Domain territories holding nothing: found when an Action card asks
    opts: list[Command] = []
    # The keeps and hand activations come after the plays: listed apart, but only once a card
    # offers one (most hands offer neither, and this runs at every Main Phase prompt).
    keeps: list[Command] | None = None
    hand_acts: list[Command] | None = None
    for c in p.hand:
        card = cards[c]
        if can_play and card.playable:
            opts.append(PLAY[c])
        if backed and card.is_action and not card.cannot_keep:
            if free is None:
                free = [t for t in p.domain if cards[t].is_territory and t not in p.kept]
            for t in free:
                if card.cost <= cards[t].cost:
                    if keeps is None:
                        keeps = []
                    keeps.append(("keep", c, t))
        if card.hand_activation and hand_activation_possible(g, seat, c):
            if hand_acts is None:
                hand_acts = []
            hand_acts.append(("hand_activate", c))
    # plain loops, not comprehensions: these lists are short or empty
    if keeps is not None:
        opts += keeps
    if backed:
        for c in p.kept.values():
            opts.append(("recall", c))
    if hand_acts is not None:
        opts += hand_acts
    if backed:
        for c in p.domain:
            if cards[c].activation and activation_possible(g, seat, c):
                opts.append(("activate", c))
    if p.areas and p.areas.get("coin"):
        opts.append(("cash_coin",))      # a Coin counter, with or without a princess
    return opts


def buyable(s: GameState, seat: int, coins: int | None = None) -> dict[int, tuple[Zone, int]]:
    """card -> (where it is, buy cost) for everything `seat` could buy now with enough coins:
    `market_offers` as a table (a card lies in one zone, so it is offered once)."""
    return {cid: (zone, cost) for cid, zone, cost in market_offers(s, seat, coins)}


def market_offers(s: GameState, seat: int, coins: int | None = None) -> list[tuple[int, Zone, int]]:
    """(card, where it is, buy cost) for everything `seat` could buy now with enough coins: the
    top of every Market pile, plus what this turn's lasting effects add (effects/turn_rules.py).
    With `coins`, the Market tops those coins do not pay for are left out (the additions are not)."""
    discount = verbs.buy_discount(s, seat)
    budget = coins + discount if coins is not None else None
    out: list[tuple[int, Zone, int]] = []
    # It walks the piles as `s.market_piles()` would (Basic Market first, empty piles skipped)
    # without building that list, as second_options does at every Second Phase prompt.
    _pile_offers(out, s, "basic", s.basic, discount, budget)
    _pile_offers(out, s, "stack", s.stacks, discount, budget)
    flags = s.turn.flags
    if flags:
        for flag, extra in turn_rules.BUY_SOURCES.items():
            if flag in flags:
                out += [(cid, zone, cost) for cid, (zone, cost) in extra(s, seat).items()]
    return out


def _pile_offers(out: list[Any], s: GameState, kind: str, piles: dict[str, list[int]], discount: int,
                 budget: int | None, buys: bool = False) -> None:
    """`market_offers` for the piles of one Market (`kind` "basic" or "stack"): verbs.buy_price
    inlined with the discount read once. A Taxation token only adds to a price, so a printed cost
    beyond the budget rules a card out before anything else. With `buys` (second_options, at every
    Second Phase prompt) it appends the command ("buy", card) of each card the budget's coins pay
    for instead of an offer it would drop or take apart."""
    cards, taxed, floor = s.cards, s.taxed, s.rulebook.rules.min_buy_cost
    any_taxed = bool(taxed)     # asked once: compiled, a set's truth is a call
    for key, pile in piles.items():
        if pile:
            top = pile[-1]
            card = cards[top]
            if budget is not None and card.cost > budget:
                continue
            if card.buy_condition is not None and not buy_condition_met(s, top):
                continue
            cost = card.cost - discount
            if any_taxed and key in taxed:
                cost += verbs.tax(s, key)
            if cost < floor:
                cost = floor
            if not buys:
                out.append((top, (kind, key), cost))
            elif budget is not None and cost <= budget - discount:
                out.append(BUY[top])


def _offer(s: GameState, seat: int, cid: int) -> tuple[Zone, int]:
    """Where `cid`, legal to buy, lies and what it costs: the top of the Market pile of its card
    id, unless a turn flag adds places to buy from (then the whole offer decides)."""
    if not s.turn.flags:
        key = s.cards[cid].key
        for kind, piles in (("basic", s.basic), ("stack", s.stacks)):
            pile = piles.get(key)
            if pile and pile[-1] == cid:
                return (kind, key), verbs.buy_price(s, seat, cid, verbs.tax(s, key))
    return buyable(s, seat)[cid]


def buy_condition_met(s: GameState, cid: int) -> bool:
    """A card with a buy condition may be bought only when a card it allows was played this turn
    (Street Fortuneteller, FG-ACQ-5); acquiring it by an effect asks nothing (FG-ACQ-4)."""
    allowed = s.cards[cid].buy_condition
    cards = s.cards
    return allowed is None or any(allowed.matches(cards[c]) for c in s.turn.played)


def second_options(s: GameState) -> list[Command]:
    seat = s.turn.seat
    p = s.players[seat]
    action = s.turn.second_action
    coins = s.turn.coins
    cards = s.cards
    opts: list[Command] = []
    # Plain loops, not comprehensions (a function call each): this runs at every Second Phase
    # prompt. No price is below min_buy_cost (see buyable), so fewer coins buy nothing.
    if (action is None or action == "buy") and coins >= s.rulebook.rules.min_buy_cost:
        if s.turn.flags:          # this turn's lasting effects may add places to buy from
            for c, _, cost in market_offers(s, seat, coins):
                if cost <= coins:
                    opts.append(BUY[c])
        else:                     # the Market piles alone, as market_offers walks them
            discount = verbs.buy_discount(s, seat)
            _pile_offers(opts, s, "basic", s.basic, discount, coins + discount, True)
            _pile_offers(opts, s, "stack", s.stacks, discount, coins + discount, True)
    if action is None and p.princess is None:
        for c in s.princesses:
            if cards[c].cost <= coins:
                opts.append(BACK[c])
    if (action is None or action == "set") and p.princess is not None:
        for c in p.hand:
            if cards[c].is_succession:
                opts.append(SET[c])
    return opts


# ------------------------------------------------------------------ commands

def _play(g: "Game", cmd: Command) -> Effect | None:
    s: GameState = g.state
    seat = s.turn.seat
    cid: int = cmd[1]       # typed: the compiled build indexes the card table natively with it
    card = s.cards[cid]
    emit_play(g, seat, cid, card.links - 1)
    play_triggers.played(g, seat, cid)
    effect = card.effect
    if len(effect) == 1 and effect[0].op == "gain_coins":
        # the commonest play (a Territory that gains coins): its one step, which never asks or
        # misfires, carried out directly instead of through the runner's look-up and a Ctx
        verbs.gain_coins(g, seat, generic.coins_of_step(g, cid, NO_VARIABLES, effect[0].args))
        return None
    return STEPS.resolve(g, Ctx(seat, cid), effect)


def _keep(g: "Game", cmd: Command) -> None:
    g.emit(Keep(g.state.turn.seat, cmd[1], cmd[2]))


def _recall(g: "Game", cmd: Command) -> None:
    seat = g.state.turn.seat
    verbs.move(g, cmd[1], ("kept", seat), ("hand", seat))


def _activate(g: "Game", cmd: Command) -> Effect | None:
    s: GameState = g.state
    seat, src = s.turn.seat, cmd[1]
    g.emit(Activated(seat, src))
    g.emit(Used(src))
    return STEPS.resolve(g, Ctx(seat, src), s.cards[src].activation)


def _hand_activate(g: "Game", cmd: Command) -> Effect | None:
    s: GameState = g.state
    seat, cid = s.turn.seat, cmd[1]
    g.emit(Activated(seat, cid))
    return STEPS.resolve(g, Ctx(seat, cid), s.cards[cid].hand_activation)


def _declare(g: "Game", cmd: Command) -> None:
    g.emit(Declared(g.state.turn.seat, True))


def _end_main(g: "Game", cmd: Command) -> None:
    emit_phase(g, PHASE_SECOND)


def _buy(g: "Game", cmd: Command) -> Effect | None:
    """Pay and take the card; only a turn flag that places bought cards (Government Contractor) or
    the card's own "when you buy" steps may ask, and only then does a generator run."""
    s: GameState = g.state
    seat = s.turn.seat
    cid: int = cmd[1]
    flags = s.turn.flags
    if s.cards[cid].on_buy or (flags and any(flag in flags for flag in turn_rules.BUY_PLACEMENT)):
        return _buy_asking(g, seat, cid)
    verbs.acquire(g, seat, cid, _pay_for(g, seat, cid))
    return None


def _pay_for(g: "Game", seat: int, cid: int) -> Zone:
    """The buy itself: the Second Phase's action taken, the price paid; returns where the card lies."""
    s: GameState = g.state
    zone, cost = _offer(s, seat, cid)
    if s.turn.second_action is None:
        g.emit_fields(SecondAction, ("buy",))
    verbs.pay(g, seat, cost)
    g.emit_fields(Bought, (seat, cid, cost))
    return zone


def _buy_asking(g: "Game", seat: int, cid: int) -> Effect:
    s: GameState = g.state
    zone = _pay_for(g, seat, cid)
    placement = None
    for flag, place in turn_rules.BUY_PLACEMENT.items():
        if flag in s.turn.flags:
            placement = yield from place(g, seat, cid)
    if placement is None:
        verbs.acquire(g, seat, cid, zone)
    else:
        verbs.acquire(g, seat, cid, zone, *placement)
    if s.cards[cid].on_buy:           # "when you buy": never for other acquisitions (FG-ACQ-6)
        yield from run_steps(g, Ctx(seat, cid), s.cards[cid].on_buy)


def _back(g: "Game", cmd: Command) -> Any:
    s: GameState = g.state
    seat, princess = s.turn.seat, cmd[1]
    card = s.cards[princess]
    g.emit(SecondAction("back"))
    verbs.pay(g, seat, card.cost)
    verbs.move(g, princess, ("princesses", None), ("domain", seat))
    g.emit(Backed(seat, princess))
    moving = yield from _territories_to_move(g, seat, "backing_skips_farming_village" in card.static)
    for cid in moving:
        verbs.move(g, cid, ("field", seat), ("domain", seat))
    yield from run_steps(g, Ctx(seat, princess), card.on_back)
    if s.rulebook.options.guardians:
        yield from _take_guardian(g, seat)


def _take_guardian(g: "Game", seat: int) -> Any:
    """Guardians variant (FG:L818-825): having backed a princess, the player may take one more
    from the row, free, face down as a guardian (zones.py: she does nothing but leave the row, so
    nobody else can back her). Offered after the backed princess's own ability."""
    s: GameState = g.state
    pick = yield from choose(g, seat, "guardian", "guardian", s.princesses[:], 0, 1)
    if pick:
        verbs.move(g, pick[0], ("princesses", None), ("guardian", seat))


def _territories_to_move(g: "Game", seat: int, skip_villages: bool) -> Any:
    """The up-to-3 highest-cost Territory cards played this turn (rule 7; FV-2: not optional).

    When cards of different names tie for the last places, the backing player picks (OQ-22)."""
    s: GameState = g.state
    cards = s.cards
    limit = s.rulebook.rules.backing_moves_territories
    played = [c for c in s.players[seat].field if cards[c].is_territory
              and not (skip_villages and cards[c].key == "farming_village")]
    played.sort(key=lambda c: -cards[c].cost)
    if len(played) <= limit:
        return played
    edge = cards[played[limit - 1]].cost
    sure = [c for c in played if cards[c].cost > edge]
    tied = [c for c in played if cards[c].cost == edge]
    need = limit - len(sure)
    if len({cards[c].key for c in tied}) == 1:
        return sure + tied[:need]
    picks = yield from choose(g, seat, "to_domain", "backing_tied_territories", tied, need, need)
    return sure + picks


def _set(g: "Game", cmd: Command) -> Effect | None:
    s: GameState = g.state
    seat, cid = s.turn.seat, cmd[1]
    if s.turn.second_action is None:
        g.emit_fields(SecondAction, ("set",))
    verbs.move(g, cid, ("hand", seat), ("domain", seat))
    play_triggers.set_in_domain(g, seat, cid)
    return STEPS.resolve(g, Ctx(seat, cid), s.cards[cid].on_set)


def _end_turn(g: "Game", cmd: Command) -> Effect | None:
    """The Second Phase ends and the turn with it. Only the backed princess's ability at the end of
    the Second Phase (Ouka) and delayed effects at Cleanup (Supply Unit) may ask; only when one
    is due does a generator run."""
    s: GameState = g.state
    seat = s.turn.seat
    delayed = s.turn.delayed
    if _princess_due(s, seat) is not None or (delayed and any(name in delayed for name in turn_rules.AT_CLEANUP)):
        return _end_turn_asking(g, seat)
    emit_phase(g, PHASE_END)
    _cleanup_to_next_turn(g, seat)
    return None


def _end_turn_asking(g: "Game", seat: int) -> Effect:
    s: GameState = g.state
    princess = _princess_due(s, seat)
    if princess is not None:
        g.emit(Used(princess))
        yield from run_steps(g, Ctx(seat, princess), s.cards[princess].second_phase_end)
    emit_phase(g, PHASE_END)
    for name, at_cleanup in turn_rules.AT_CLEANUP.items():
        if name in s.turn.delayed:
            yield from at_cleanup(g, seat, s.turn.delayed[name])
    _cleanup_to_next_turn(g, seat)


def _princess_due(s: GameState, seat: int) -> int | None:
    """The backed princess whose ability at the very end of the Second Phase (Ouka) is due, if
    any: once per turn; on the turn she is backed too unless her card says otherwise (OQ-4: Ouka's
    `on_backing_turn`; a princess whose ability does not say is due then too)."""
    princess = s.players[seat].princess
    if princess is None or princess in s.turn.used or not s.cards[princess].second_phase_end:
        return None
    if s.turn.second_action == "back" and not s.cards[princess].params.get("on_backing_turn", True):
        return None
    return princess


def _cleanup_to_next_turn(g: "Game", seat: int) -> None:
    """The rest of the turn, which never asks: Cleanup, Draw, Market Refresh, the delayed effects
    at the end of the turn, and the next turn's start."""
    s: GameState = g.state
    cleanup(g, seat)
    # Draw Phase.
    verbs.draw(g, seat, s.rulebook.rules.hand_size)
    # Market Refresh Phase.
    refill_market(g)
    for name, at_end in turn_rules.AT_END_OF_TURN.items():
        if name in s.turn.delayed:
            at_end(g, seat, s.turn.delayed[name])
    if s.turn.extra_turn_next and not s.turn.extra:
        start_turn(g, seat, extra=True)
    else:
        start_turn(g, next_seat(s, seat), extra=False)


def _cash_coin(g: "Game", cmd: Command) -> None:
    """A Coin counter's activation ability: remove it from the game and gain coins (G-CST-3)."""
    seat = g.state.turn.seat
    g.emit(Area(seat, "coin", -1))
    verbs.gain_coins(g, seat, g.state.rulebook.rules.coin_counter_value)


def cleanup(g: "Game", seat: int) -> None:
    """Cleanup Phase: field, then hand, to the discard pile; unspent coins are lost."""
    s: GameState = g.state
    p = s.players[seat]
    g.emit_fields(Cleanup, (seat, tuple(p.field), tuple(p.hand), s.turn.coins))


def refill_market(g: "Game") -> None:
    """Turn Supply cards over until the Random Market shows 8 names (or the Supply runs out)."""
    s: GameState = g.state
    want = s.rulebook.rules.random_market_stacks
    while len(s.stacks) < want and s.supply:
        top = s.supply[-1]
        verbs.move(g, top, ("supply", None), ("stack", s.cards[top].key))


def next_seat(s: GameState, seat: int) -> int:
    i = s.order.index(seat)
    n = len(s.order)
    for step in range(1, n + 1):
        cand = s.order[(i + step) % n]
        if not s.players[cand].eliminated:
            return cand
    return seat


def turn_number(g: "Game") -> int:
    """The number of the turn in play, which a match's turn limit counts: here, compiled, because
    the match loop asks it before every decision."""
    s: GameState = g.state
    return s.turn.number


def start_turn(g: "Game", seat: int, extra: bool) -> None:
    s: GameState = g.state
    g.emit_fields(TurnStarted, (seat, s.turn.number + 1, extra, 0, s.rulebook.rules.plays_per_turn))
    emit_phase(g, PHASE_MAIN)
    scoring.resolve_coronation_at_turn_start(g, seat)


HANDLERS: Final[dict[str, Callable[["Game", Command], Generator[Prompt, Any, Any] | None]]] = {
    "play": _play, "keep": _keep, "recall": _recall, "activate": _activate, "hand_activate": _hand_activate,
    "declare": _declare, "end_main": _end_main, "buy": _buy, "back": _back, "set": _set, "end_turn": _end_turn,
    "cash_coin": _cash_coin,
}


class HeartOfCrownHooks(RulesetHooks):
    """The rules of every step of Heart of Crown (core/hooks.py): the prompt between effects, the
    commands above, and after a change the checks of scoring.py. Written in the methods themselves,
    not as functions the methods call: in pure Python each would be a call more at every decision."""

    def top_prompt(self, g: "Game") -> Prompt:
        s: GameState = g.state
        seat = s.turn.seat
        if s.phase == PHASE_MAIN:
            opts = main_options(g)
            if scoring.may_declare(s, seat):
                opts.append(("declare",))
            opts.append(("end_main",))
            return Prompt(seat, "main", "Main Phase: play cards, keep or recall, use abilities", tuple(opts),
                          True)            # offers_commands, passed by position: this runs at every decision
        opts = second_options(s)
        if scoring.may_declare(s, seat):
            opts.append(("declare",))
        opts.append(("end_turn",))
        return Prompt(seat, "second", "Second Phase: buy cards, back a princess, or set Succession cards",
                      tuple(opts), True)   # offers_commands

    def handle(self, g: "Game", command: Command) -> Effect | None:
        """Carry out one legal top-level command as far as it goes without asking: None when it is
        done, else the generator that asks the next question (commands that never ask, and most
        plays, create no generator)."""
        verb: str = command[0]
        # The commonest commands first, as direct calls: in the compiled build a look-up in HANDLERS
        # and a call through a Python function object cost more than these comparisons.
        if verb == "play":
            return _play(g, command)
        if verb == "end_turn":
            return _end_turn(g, command)
        if verb == "buy":
            return _buy(g, command)
        return HANDLERS[verb](g, command)

    def after_change(self, g: "Game") -> None:
        """The end-of-game checks, when a Domain changed or the Judgment piles ran out since the
        last (events.py marks both): most commands change neither."""
        s: GameState = g.state
        if s.points_dirty and s.phase != PHASE_OVER:
            scoring.check_points_and_judgment(g)

    def finished(self, state: Any) -> bool:
        s: GameState = state
        return s.result is not None
