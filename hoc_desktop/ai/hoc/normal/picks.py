"""The `normal` AI's answers to pick prompts (modes, counts, discards, banishes, defense, Scout,
Royal Guard, ...): one card-by-card rule per prompt kind.

A prompt is recognised by its machine-readable identity only: `kind`, `step` (which rule or effect
step asks), `source` (the card whose effect asks) and `mode_keys`; never by its words.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any, Callable

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import facts, far_east
from hoc_desktop.ai.hoc.normal.context import Context
from hoc_desktop.ai.hoc.normal.second_phase import coins_needed, planned_second
from hoc_desktop.ai.hoc.normal.valuation import (adventurer_best, card_value, copy_worth, has_revealed_curse,
                                                 junk_in_hand, keep_value, least_valuable, topdeck_value)
from hoc_desktop.ai.policy import Decision
from hoc_desktop.ai.reason import Reason
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView

Handler = Callable[[Prompt, SeatView, Context], Decision]


def _pick(picks: Any, reason: Reason) -> Decision:
    return Decision(("pick", tuple(picks)), reason)


def _source_key(prompt: Prompt, view: SeatView) -> str:
    return view.card(prompt.source).key if prompt.source is not None else ""


# ---- modes and numbers

def _mode(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    keys = prompt.mode_keys
    card = facts.mode_card(keys)
    if card == "trading_ship":
        drawn = facts.draws(facts.mode(card, "draw").steps)
        gained = facts.gained_coins(facts.mode(card, "coins").steps)
        draw = ctx.plays >= 1 and view.draw_size(ctx.seat) + len(view.discard(ctx.seat)) >= drawn
        if draw:
            return _pick([keys.index("draw")], Reason("draw_cards", n=drawn))
        return _pick([keys.index("coins")], Reason("gain_coins", n=gained))
    if card == "city_development":
        village = facts.upgrade(card, "village_to_city")
        city = facts.upgrade(card, "city_to_large_city")
        if ctx.coins >= village.price and village.gives in ctx.hand_keys:
            return _pick([keys.index("village_to_city")], Reason("village_to_city"))
        if ctx.coins >= city.price and city.gives in ctx.hand_keys:
            return _pick([keys.index("city_to_large_city")], Reason("city_to_large_city"))
        # pick a mode that cannot be paid, so nothing is lost
        unpaid = "city_to_large_city" if ctx.coins < city.price else "village_to_city"
        return _pick([keys.index(unpaid)], Reason("no_city_development"))
    if card == "library":
        bottom = facts.step_args(facts.mode(card, "discard_to_bottom").steps, "discard_to_draw")
        good = [c for c in view.discard(ctx.seat) if bottom["filter"].matches(view.card(c))
                and keep_value(view, ctx, c) >= 1.5]
        if len(good) >= bottom["count"] and ctx.plays == 0:
            return _pick([keys.index("discard_to_bottom")],
                         Reason("library_bottom", n=bottom["count"]))
        return _pick([keys.index("draw")], Reason("draw_card"))
    return _pick([0], Reason("first_mode"))


def _number(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    opts = prompt.options
    if prompt.step == "laolily_royal_maids":
        n = opts[-1]
        return _pick([n], Reason("laolily_maids", n=n))
    # Draft Notice: coins are wasted when the Second Phase will set; top-deck good cards then
    plan = planned_second(view, ctx)
    eligible = facts.step_args(facts.card("draft_notice").effect, "discard_to_draw")["filter"]
    good = [c for c in view.discard(ctx.seat) if eligible.matches(view.card(c))
            and topdeck_value(view, ctx, c) > 0.5]
    x = min(opts[-1], len(good), 4) if plan == "set" else 0
    if x == 0 and ctx.coins > 0:
        # spare coins that buy nothing extra
        spare = ctx.coins - coins_needed(ctx, ctx.coins)
        x = min(opts[-1], len(good), max(0, spare), 3)
    return _pick([x], Reason("draft_notice", n=x))


def _pay(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    return _pick(prompt.options[:1], Reason("pay"))


# ---- cards leaving the hand

def _discard(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    opts = prompt.options
    if prompt.step == "attack_discard":
        # an attack makes us discard: lose the least useful card
        pick = least_valuable(view, ctx, opts)
        assert pick is not None
        return _pick([pick], Reason("discard", card=view.card(pick)))
    if prompt.step == "attack_set_aside":
        # Samurai: the card set aside comes back at the next reshuffle; lose the least useful one
        pick = least_valuable(view, ctx, opts)
        assert pick is not None
        return _pick([pick], Reason("set_aside", card=view.card(pick)))
    if prompt.step == "bergamotte_discard":
        pick = least_valuable(view, ctx, opts)
        assert pick is not None
        return _pick([pick], Reason("discard_bergamotte", card=view.card(pick)))
    if prompt.step == "stargaze_discard":
        picks = [c for c in opts if keep_value(view, ctx, c) < 0.5]
        return _pick(picks[:prompt.max], Reason("discard_looked_at", n=len(picks)))
    plan = planned_second(view, ctx)
    # Wishing Well, Magic Talisman: discard what does nothing this turn
    junk = [c for c in opts if c in junk_in_hand(view, ctx, plan)]
    picks = junk[:prompt.max]
    if len(picks) < prompt.min:
        rest = sorted((c for c in opts if c not in picks), key=lambda c: (keep_value(view, ctx, c), c))
        picks += rest[:prompt.min - len(picks)]
    return _pick(picks, Reason("discard_some", n=len(picks)))


def _banish(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    opts = list(prompt.options)
    if _source_key(prompt, view) == "adventurer":
        _, target = adventurer_best(view, ctx, None, paid=True)
        if target is not None and target in opts:
            return _pick([target], Reason("banish_upgrade", card=view.card(target)))
    pick = least_valuable(view, ctx, opts)
    assert pick is not None
    return _pick([pick], Reason("banish", card=view.card(pick)))


# ---- cards coming in or going back on the draw pile

def _acquire(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    opts = prompt.options
    scored = sorted(((card_value(ctx, view.card(c)), -c, c) for c in opts), reverse=True)
    best_value, _, best = scored[0]
    if prompt.min == 0 and best_value <= 0.5:
        return _pick([], Reason("acquire_nothing"))
    return _pick([best], Reason("acquire", card=view.card(best)))


def _to_draw(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    opts = prompt.options
    if prompt.step == "supply_unit_to_draw":
        best = _best_to_play(prompt, view, ctx)
        if copy_worth(view, ctx, best) >= 1.0:
            return _pick([best], Reason("return_to_draw", card=view.card(best)))
        return _pick([], Reason("return_nothing"))
    if prompt.step == "refuge_to_draw":
        return _refuge_defense(prompt, view, ctx)
    ranked = sorted(opts, key=lambda c: (-topdeck_value(view, ctx, c), c))
    if prompt.min == 0:
        ranked = [c for c in ranked if topdeck_value(view, ctx, c) > 0.5]
    picks = ranked[:prompt.max]
    if len(picks) < prompt.min:
        rest = [c for c in sorted(opts, key=lambda c: (-topdeck_value(view, ctx, c), c)) if c not in picks]
        picks += rest[:prompt.min - len(picks)]
    return _pick(picks, Reason("to_draw", n=len(picks)))


def _refuge_defense(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """Refuge: put junk Action/Succession cards on top (they come back later) so that the hand
    drops below what the hand attacks reach."""
    junk = [c for c in prompt.options if view.card(c).key in cv.JUNK or view.card(c).key == "refuge"]
    need = max(0, view.hand_size(ctx.seat) - (facts.smallest_hand_attacked(view.catalog) - 1))
    picks = junk[:need] if len(junk) >= need else []
    return _pick(picks, Reason("refuge_back", n=len(picks)))


def _bottom(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    # Government Contractor: under the draw pile a card comes back before anything in the discard
    # pile; only a card it would rather see later (a Succession card before backing) goes there
    cid = prompt.options[0]
    d = view.card(cid)
    if d.is_curse or (d.is_succession and not d.is_territory and ctx.princess is None):
        return _pick([], Reason("bottom_discard", card=d))
    return _pick([cid], Reason("bottom", card=d))


def _order(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    ranked = sorted(prompt.options, key=lambda c: (-topdeck_value(view, ctx, c), c))
    return _pick(ranked, Reason("order"))


# ---- defense and attacks

def _defend(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    if prompt.source is None:
        return _pick([], Reason("no_defense"))
    attacker = view.card(prompt.source)
    if prompt.step == "curse_unless_revealed":
        return _pick(prompt.options[:1], Reason("show_curse_from", card=attacker))
    src = attacker.key
    military = facts.rampart_lowers(attacker) or src == "shinobi"
    hand_size = view.hand_size(ctx.seat)
    hand_attacked = facts.hand_attack_min(src) == hand_size     # revealing one card saves the hand
    for cid in prompt.options:
        if view.card(cid).key == "rampart" and military:
            return _pick([cid], Reason("rampart", card=attacker))
    for cid in prompt.options:
        k = view.card(cid).key
        if k == "magic_talisman":
            if src == "curse_witch" and not has_revealed_curse(view, ctx.seat):
                return _pick([cid], Reason("talisman_curse"))
            if hand_attacked:
                return _pick([cid], Reason("talisman_hand", n=hand_size - 1))
            if src == "royal_guard":
                return _pick([cid], Reason("talisman_guard"))
        if k == "refuge" and hand_attacked:
            junk = [c for c in ctx.hand if view.card(c).key in cv.JUNK]
            if junk:
                return _pick([cid], Reason("refuge_junk"))
        if k == "kunoichi" and hand_attacked and cid in ctx.hand:
            return _pick([cid], Reason("kunoichi", n=hand_size - 1))
    return _pick([], Reason("no_defense"))


def _scout_discard(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    own = {c for _, c in view.revealed_in_draw(ctx.seat)}
    picks = []
    for cid in prompt.options:
        g = cv.goodness(view.card(cid).key)
        if cid in own:
            if g < 0.5:
                picks.append(cid)
        elif g >= 1.0:
            picks.append(cid)
    return _pick(picks, Reason("scout_discard", n=len(picks)))


def _discard_looked(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """Cards looked at on a draw pile (Demon Tribe Warrior): an opponent's good cards go, its own
    junk goes, as many as allowed, the best riddance first."""
    own = set(view.own_draw_contents())

    def gain(cid: int) -> float:
        g = cv.goodness(view.card(cid).key)
        return 0.5 - g if cid in own else g - 1.0

    ranked = sorted(prompt.options, key=lambda c: (-gain(c), c))
    picks = [c for c in ranked if gain(c) >= 0][:prompt.max]
    picks += [c for c in ranked if c not in picks][:max(0, prompt.min - len(picks))]
    return _pick(picks, Reason("discard_looked", n=len(picks)))


def _keep_on_top(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pick = min(prompt.options, key=lambda c: (cv.goodness(view.card(c).key), c))
    return _pick([pick], Reason("leave_on_top", card=view.card(pick)))


def _discard_kept(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pick = max(prompt.options, key=lambda c: (cv.goodness(view.card(c).key)
                                              + (2 if view.card(c).key == "rampart" else 0), -c))
    return _pick([pick], Reason("knock_out", card=view.card(pick)))


def _discard_domain(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pick = max(prompt.options, key=lambda c: (facts.succession_points(view.card(c)), -c))
    return _pick([pick], Reason("remove_from_domain", card=view.card(pick)))


# ---- Action cards from the discard pile

def _best_to_play(prompt: Prompt, view: SeatView, ctx: Context) -> int:
    return max(prompt.options, key=lambda c: (copy_worth(view, ctx, c), -c))


def _copy(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pick = _best_to_play(prompt, view, ctx)
    return _pick([pick], Reason("copy", card=view.card(pick)))


def _to_hand(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    pick = _best_to_play(prompt, view, ctx)
    return _pick([pick], Reason("to_hand", card=view.card(pick)))


# ---- setup and backing

def _to_domain(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    # keep negative points out of the Domain, then the better territories in the deck: move the
    # tied ones that matter least
    ranked = sorted(prompt.options, key=lambda c: (-view.card(c).points, cv.ECONOMY.get(view.card(c).key, 1.0), c))
    return _pick(ranked[:prompt.min], Reason("to_domain"))


def _guardian(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    """Guardians variant: a guardian does nothing for its holder but is lost to the others, so take
    the dearest princess left (the one an opponent would most like to back)."""
    if not prompt.options:
        return _pick([], Reason("no_guardian"))
    pick = max(prompt.options, key=lambda c: (view.card(c).cost, -c))
    return _pick([pick], Reason("guardian", card=view.card(pick)))


def _starting_hand(prompt: Prompt, view: SeatView, ctx: Context) -> Decision:
    ranked = sorted(prompt.options, key=lambda c: (-cv.goodness(view.card(c).key), c))
    return _pick(ranked[:prompt.min], Reason("starting_hand"))


HANDLERS: dict[str, Handler] = {
    "mode": _mode, "number": _number, "pay": _pay, "discard": _discard, "banish": _banish,
    "acquire": _acquire, "to_draw": _to_draw, "bottom": _bottom, "order": _order, "defend": _defend,
    "scout_discard": _scout_discard, "discard_looked": _discard_looked, "keep_on_top": _keep_on_top,
    "discard_kept": _discard_kept, "discard_domain": _discard_domain, "copy": _copy, "to_hand": _to_hand,
    "to_domain": _to_domain, "starting_hand": _starting_hand, "guardian": _guardian,
}


def answer_pick(prompt: Prompt, view: SeatView) -> Decision:
    """The answer to a pick prompt: a Far East prompt's own rule (far_east.py), else by its kind;
    an unknown kind gets its first legal answer."""
    ctx = Context(view)
    special = far_east.answer(prompt, view, ctx)
    if special is not None:
        return special
    handler = HANDLERS.get(prompt.kind)
    if handler is None:
        return _pick(prompt.options[:prompt.min], Reason("answer", kind=prompt.kind))
    return handler(prompt, view, ctx)
