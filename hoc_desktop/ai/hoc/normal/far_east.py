"""The `normal` AI on the Far East cards: cashing Coin counters, Alliance's subtype, Taxation's
token, Money-Loving Fairy's counters, Mining Town's Ore, Ouka's trade and the new modes (Carrier
Pigeon, Charm of Two). Kept apart from picks.py and main_phase.py so that the base-set rules read
as before; both call in here. Facts come from the card data (facts.py) and data/rules.yaml, weights
from card_values.py.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from itertools import combinations
from typing import Callable

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import facts
from hoc_desktop.ai.hoc.normal.context import Context
from hoc_desktop.ai.hoc.normal.valuation import card_value, copy_worth, keep_value, topdeck_value
from hoc_desktop.ai.policy import Decision
from hoc_desktop.ai.reason import Reason
from hoc_desktop.cards.model import SUBTYPES
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView

Handler = Callable[[Prompt, SeatView, Context], Decision]


def _pick(picks: list[int] | tuple[int, ...], reason: Reason) -> Decision:
    return Decision(("pick", tuple(picks)), reason)


# ---- Coin counters (Main Phase)

def cash_coin(view: SeatView, ctx: Context, plan: str) -> Decision | None:
    """Cash one Coin counter when the coins then reach a dearer thing to buy (a buy tier, or a
    princess's cost before backing) than the coins in hand do; one at a time, so it cashes exactly
    as many as that takes and keeps the rest for a later turn. Never while setting (coins buy
    nothing then) or in debt (the coin would only pay it off)."""
    areas = view.areas(ctx.seat)
    held = areas.get("coin", 0)
    if not held or areas.get("debt") or plan == "set":
        return None
    worth = view.rules.coin_counter_value
    targets = [t for t in facts.buy_tiers(view.rules) if t >= facts.cost("city")]
    if ctx.princess is None:
        targets += [view.card(p).cost for p in view.princesses]
    now = max((t for t in targets if t <= ctx.coins), default=0)
    reach = max((t for t in targets if t <= ctx.coins + held * worth), default=0)
    if reach <= now:
        return None
    return Decision(("cash_coin",), Reason("cash_coin_reach", coins=ctx.coins, reach=reach))


# ---- Alliance

def alliance_counts(view: SeatView, ctx: Context, exclude: int | None = None) -> dict[str, int]:
    """Per subtype, the cards in hand that would earn a counter after Alliance: Action cards it can
    still play and, when it will set, Succession cards worth points."""
    counts = dict.fromkeys(SUBTYPES, 0)
    for cid in ctx.hand:
        d = view.card(cid)
        if cid == exclude or d.subtype not in counts:
            continue
        if d.is_action or (d.is_succession and d.points > 0):
            counts[d.subtype] += 1
    return counts


def alliance_worth(view: SeatView, ctx: Context, cid: int) -> float:
    """Playing Alliance: a play gained (2 links) plus a counter for each card it would count."""
    if ctx.princess is None:
        return 0.5
    return 0.5 + max(alliance_counts(view, ctx, exclude=cid).values())


def _alliance(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    keys = prompt.mode_keys
    if ctx.princess is None:
        return _pick([0], Reason("alliance_no_princess", subtype=keys[0]))
    counts = alliance_counts(view, ctx)
    best = max(keys, key=lambda k: (counts.get(k, 0), -keys.index(k)))
    return _pick([keys.index(best)], Reason("alliance", subtype=best, n=counts.get(best, 0)))


# ---- Taxation

def _tax(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """A token raises the price for everyone but the taxer this turn, so it goes on the pile the
    opponents own most of compared with its own deck; none when no pile is theirs more than its own."""
    def lean(cid: int) -> int:
        key = view.card(cid).key
        return ctx.opp_keys.get(key, 0) - ctx.counts.get(key, 0)

    best = max(prompt.options, key=lambda c: (lean(c), -c))
    if lean(best) <= 0:
        return _pick([], Reason("tax_none"))
    key = view.card(best).key
    return _pick([best], Reason("tax", card=view.card(best), n=ctx.opp_keys[key]))


# ---- counters (Money-Loving Fairy)

def _counter_worth(view: SeatView, kind: str) -> float:
    if kind == "coin":
        return float(view.rules.coin_counter_value)
    return cv.COUNTER_WORTH.get(kind, 1.0)


def copy_gain(view: SeatView, ctx: Context) -> float:
    """What Fairy's "remove two counters, copy one" gains: the copy's worth less the two cheapest
    counters removed (Debt counters removed are a gain); -1 when too few counters to copy after."""
    singles = sorted(_counter_worth(view, kind) for (_, kind), n in view.counter_pools(ctx.seat) for _ in range(n))
    removed = facts.step_args(facts.mode("money_loving_fairy", "copy_counter").steps, "copy_counters")
    if len(singles) <= removed:
        return -1.0
    return singles[-1] - sum(singles[:removed])


def fairy_worth(view: SeatView, ctx: Context) -> tuple[float, str]:
    """(worth, mode key) of Money-Loving Fairy played now: a Coin counter while below the cap, or
    the copy when that gains more."""
    coin_mode = "coin_counter"
    kind = facts.area_counter("money_loving_fairy", coin_mode)
    below_cap = view.areas(ctx.seat).get(kind, 0) < facts.card("money_loving_fairy").params["coin_counter_cap"]
    coin = _counter_worth(view, kind) if below_cap else 0.0
    copy = copy_gain(view, ctx)
    return (copy, "copy_counter") if copy > coin else (coin, coin_mode)


def _fairy(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    worth, key = fairy_worth(view, ctx)
    why = Reason("fairy_coin") if key == "coin_counter" else Reason("fairy_copy", gain=worth)
    return _pick([prompt.mode_keys.index(key)], why)


def _counter(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """Remove the counters worth least (Debt first), copy the one worth most."""
    pools = view.counter_pools(ctx.seat)
    copying = prompt.step == "copy_counters_copy"
    ranked = sorted(prompt.options, key=lambda i: (_counter_worth(view, pools[i][0][1]), -i))
    pick = ranked[-1] if copying else ranked[0]
    kind = pools[pick][0][1]
    return _pick([pick], Reason("copy_counter" if copying else "remove_counter", counter=kind))


# ---- Mining Town's Ore

def _spend_ore(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """Spend an Ore counter when the Market holds a card it allows worth having."""
    source = prompt.source
    assert source is not None            # Mining Town's own prompt
    allowed = facts.ore_filter(view.card(source).key)
    worth = max((card_value(ctx, view.card(top)) for top, _ in view.market() if allowed.matches(view.card(top))),
                default=0.0)
    if worth < cv.ORE_MIN_WORTH:
        return _pick([], Reason("keep_ore"))
    return _pick(prompt.options[:1], Reason("spend_ore"))


# ---- Ouka

def ouka_pair(view: SeatView, ctx: Context) -> tuple[float, int, int, str] | None:
    """(gain, first, second, the name of the card it brings): the two cards whose banish brings the
    Market card worth most more than they are, or None when no trade gains OUKA_MIN_GAIN."""
    mix = facts.card("ouka").params["mix_hand_and_field"]
    seat = ctx.seat
    zone = dict.fromkeys(ctx.hand, "hand") | dict.fromkeys(view.field(seat), "field")
    eligible = sorted(c for c in zone if facts.ouka_banishable(view.card(c)))
    best_at_cost: dict[int, tuple[float, str]] = {}
    for top, _ in view.market():
        d = view.card(top)
        best_at_cost[d.cost] = max(best_at_cost.get(d.cost, (float("-inf"), "")), (card_value(ctx, d), d.name))
    best = None
    for a, b in combinations(eligible, 2):
        da, db = view.card(a), view.card(b)
        if da.key == db.key or (zone[a] != zone[b] and not mix):
            continue
        target = best_at_cost.get(facts.ouka_target_cost(da.cost + db.cost))
        if target is None:
            continue
        gain = target[0] - keep_value(view, ctx, a) - keep_value(view, ctx, b)
        if gain >= cv.OUKA_MIN_GAIN and (best is None or gain > best[0]):
            best = (gain, a, b, target[1])
    return best


def _ouka_first(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pair = ouka_pair(view, ctx)
    if pair is None or pair[1] not in prompt.options:
        return _pick([], Reason("ouka_none"))
    _, a, b, name = pair
    target = next(view.card(top) for top, _ in view.market() if view.card(top).name == name)
    return _pick([a], Reason("ouka", card=view.card(a), card2=view.card(b), target=target))


def _ouka_second(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """The partner of the pair chosen at the first prompt (nothing has moved since)."""
    pair = ouka_pair(view, ctx)
    if pair is not None and pair[2] in prompt.options:
        return _pick([pair[2]], Reason("banish", card=view.card(pair[2])))
    pick = min(prompt.options, key=lambda c: (keep_value(view, ctx, c), c))
    return _pick([pick], Reason("banish", card=view.card(pick)))


# ---- modes and cards taken into the hand

def _carrier_pigeon(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """Fetch a good Action card from the discard pile once another Action card was played, else draw."""
    keys = prompt.mode_keys
    steps = facts.mode("carrier_pigeon", "fetch").steps
    needed = facts.step_args(steps, "played_before")
    itself = facts.card("carrier_pigeon").params["counts_itself"]
    ready = any(needed in view.card(c).types for c in view.played if itself or c != prompt.source)
    allowed = facts.step_args(steps, "discard_to_hand")
    fetchable = [c for c in view.discard(ctx.seat) if allowed.matches(view.card(c))]
    best = max(fetchable, key=lambda c: (fetch_value(view, ctx, c), -c), default=None)
    if ready and best is not None and fetch_value(view, ctx, best) > cv.PIGEON_FETCH_OVER_DRAW:
        return _pick([keys.index("fetch")], Reason("fetch_back", card=view.card(best)))
    return _pick([keys.index("draw")], Reason("draw_card"))


def _charm_of_two(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """Banish two differently named cards it is better off without (Curse, Apprentice Maid), else draw."""
    keys = prompt.mode_keys
    worst: dict[str, float] = {}
    for cid in ctx.hand:
        if cid != prompt.source:
            k = view.card(cid).key
            worst[k] = min(worst.get(k, 0.0), keep_value(view, ctx, cid))
    loss = sorted(worst.values())[:2]
    if len(loss) == 2 and sum(loss) < cv.CHARM_BANISH_BELOW:
        return _pick([keys.index("banish")], Reason("banish_junk"))
    drawn = facts.draws(facts.mode("charm_of_two", "draw").steps)
    return _pick([keys.index("draw")], Reason("draw_cards", n=drawn))


def fetch_value(view: SeatView, ctx: Context, cid: int) -> float:
    """A card taken from the discard pile into the hand: an Action card's play, a Succession
    card's points once backed (it can be set)."""
    d = view.card(cid)
    if d.is_action:
        return copy_worth(view, ctx, cid)
    return float(facts.succession_points(d)) if ctx.princess is not None else -1.0


def _fetch(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pick = max(prompt.options, key=lambda c: (fetch_value(view, ctx, c), -c))
    return _pick([pick], Reason("to_hand", card=view.card(pick)))


def _look_keep_one(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pick = max(prompt.options, key=lambda c: (topdeck_value(view, ctx, c), -c))
    return _pick([pick], Reason("look_keep_one", card=view.card(pick)))


# Far East prompts by step, and "choose one" prompts by the card whose modes they are.
STEPS: dict[str, Handler] = {
    "alliance": _alliance, "tax_pile": _tax, "copy_counters_remove": _counter, "copy_counters_copy": _counter,
    "spend_area_counter": _spend_ore, "ouka_first": _ouka_first, "ouka_second": _ouka_second,
    "discard_to_hand": _fetch, "look_keep_one": _look_keep_one,
}
MODES: dict[str, Handler] = {
    "money_loving_fairy": _fairy, "carrier_pigeon": _carrier_pigeon, "charm_of_two": _charm_of_two,
}


def answer(prompt: Prompt, view: SeatView, ctx: Context) -> Decision | None:
    """The answer to a Far East prompt, or None for any other prompt."""
    handler = STEPS.get(prompt.step)
    if handler is None and prompt.kind == "mode":
        handler = MODES.get(facts.mode_card(prompt.mode_keys) or "")
    return handler(prompt, view, ctx) if handler is not None else None
