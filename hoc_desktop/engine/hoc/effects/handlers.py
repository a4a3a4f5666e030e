"""Named handlers: behaviour that belongs to one card or princess and reads better as code than as
a chain of generic steps. Activation abilities also register the check that says when they may be
used, so the Main Phase can list them as legal options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.play_triggers import gained_types
from hoc_desktop.engine.hoc.effects.runtime import (COPIED_PARAMS, Ctx, Effect, card_params, choose, op, run_steps,
                                                    sync_op)
from hoc_desktop.engine.hoc.events import Counter, ExtraTurnNext, GainTypes, Looked, Restack, SupplyBottomRevealed

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

# activation step name -> may(g, seat, source card) : can the ability be used right now?
ACTIVATION_CHECKS: dict[str, Callable[["Game", int, int], bool]] = {}


@op("buried_treasure")
def buried_treasure(g: "Game", ctx: Ctx, args: None) -> Effect:
    supply = g.state.supply
    if not supply:
        return False
    bottom = supply[0]
    g.emit(SupplyBottomRevealed(bottom))
    pick = yield from choose(g, ctx.seat, "acquire", "buried_treasure", (bottom,), 0, 1, source=ctx.card,
                             card=g.state.cards[bottom].key)
    if pick:
        verbs.acquire(g, ctx.seat, bottom, ("supply", None))
    else:
        verbs.banish(g, bottom, ("supply", None))
    return True


@op("battering_ram")
def battering_ram(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    for target in s.opponents_in_order(ctx.seat):
        kept = list(s.players[target].kept.values())
        if not kept:
            continue
        pick = yield from choose(g, ctx.seat, "discard_kept", "battering_ram", kept, source=ctx.card)
        verbs.discard(g, target, pick[0], ("kept", target))
    return True


@op("shinobi")
def shinobi(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    cards = s.cards
    barred = _copy_barred(g, ctx)
    eligible = [c for c in s.players[ctx.seat].discard if cards[c].is_action and cards[c].key not in barred]
    if not eligible:
        return False
    pick = yield from choose(g, ctx.seat, "copy", "shinobi_copy", eligible, source=ctx.card)
    return (yield from _copy_effect(g, ctx, pick[0]))


@op("kunoichi")
def kunoichi(g: "Game", ctx: Ctx, args: None) -> Effect:
    """Play the effect of an Action card (not a Kunoichi) kept in any player's Domain; it stays
    where it is (KUN-1). Stops when none is kept anywhere."""
    s = g.state
    cards = s.cards
    barred = _copy_barred(g, ctx)
    eligible = [c for seat in s.order for c in s.players[seat].kept.values()
                if cards[c].is_action and cards[c].key not in barred]
    if not eligible:
        return False
    pick = yield from choose(g, ctx.seat, "copy", "kunoichi_copy", eligible,
                             source=ctx.card)
    return (yield from _copy_effect(g, ctx, pick[0]))


_COPIED = "copied"      # ctx.vars: the names copied so far in this chain of copies


def _copy_barred(g: "Game", ctx: Ctx) -> set[str]:
    """The names a copy may not take: the copying card's own, and every name already copied in
    this chain. A Shinobi copying a Kunoichi that copies a kept Shinobi (or a Kunoichi copying a
    kept Shinobi that copies a discarded Kunoichi) would otherwise copy round for ever; each card
    says "not itself", and the chain takes that to the cards it became."""
    return {g.state.cards[ctx.card].key} | ctx.vars.get(_COPIED, set())


def _copy_effect(g: "Game", ctx: Ctx, copied_id: int) -> Effect:
    """The copying card gains the copied card's main types and subtype for the turn (what Archer
    and Alliance see at once, SHI-5, SHI-6), then resolves its effect steps as its own. Its name
    and links stay its own."""
    s = g.state
    copied = s.cards[copied_id]
    types, subtypes = s.types_of(ctx.card), s.subtypes_of(ctx.card)
    ctx.vars[_COPIED] = ctx.vars.get(_COPIED, set()) | {copied.key}
    ctx.vars[COPIED_PARAMS] = copied.params
    g.emit(GainTypes(ctx.card, copied.types, copied.subtype))
    gained_types(g, ctx.seat, ctx.card, types, subtypes)
    return (yield from run_steps(g, ctx, copied.effect))


@op("stargaze")
def stargaze(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    x = 1 + sum(1 for c in s.turn.played if c != ctx.card and "action" in s.types_of(c))
    seen = verbs.top_cards(g, ctx.seat, x)
    g.emit(Looked(ctx.seat, tuple(seen)))
    picks = yield from choose(g, ctx.seat, "discard", "stargaze_discard", seen, 0, len(seen), source=ctx.card)
    for cid in picks:
        verbs.discard(g, ctx.seat, cid, ("draw", ctx.seat))
    rest = [c for c in seen if c not in picks]
    order = yield from choose(g, ctx.seat, "order", "stargaze_order",
                              rest, len(rest), len(rest), ordered=True, source=ctx.card)
    if order:
        g.emit(Restack(ctx.seat, tuple(order)))   # OQ-21: put back face down
    return len(seen) == x


@op("gossip")
def gossip(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    for target in s.opponents_in_order(ctx.seat):
        eligible = [c for c in s.players[target].domain if s.cards[c].key in ("royal_maid", "senator", "duke")]
        if not eligible:
            continue
        pick = yield from choose(g, ctx.seat, "discard_domain", "gossip", eligible, source=ctx.card)
        verbs.discard(g, target, pick[0], ("domain", target))
    return True


@op("acquire_royal_maids")
def acquire_royal_maids(g: "Game", ctx: Ctx, args: None) -> Effect:
    pile = g.state.basic.get("royal_maid", [])
    most = min(card_params(g, ctx)["max_royal_maids"], len(pile))
    options = tuple(range(most + 1))
    pick = yield from choose(g, ctx.seat, "number", "laolily_royal_maids", options,
                             source=ctx.card)
    for _ in range(pick[0]):
        verbs.acquire(g, ctx.seat, pile[-1], ("basic", "royal_maid"))
    return True


def twin_counters_for(card: CardDef, owned: int) -> int:
    """The Twin counters `card` places for a player owning `owned` cards: those of the first of its
    bands (`twin_counters`) `owned` is below; the last band is open-ended (checked at loading)."""
    return next(band["counters"] for band in card.params["twin_counters"]
                if band["below"] is None or owned < band["below"])


@sync_op("place_twin_counters")
def place_twin_counters(g: "Game", ctx: Ctx, args: None) -> bool:
    p = g.state.players[ctx.seat]
    owned = len(p.all_cards()) - 1 - len(p.guardian)       # OQ-2: no Princess card is counted, a guardian neither
    g.emit(Counter(ctx.card, "twin", twin_counters_for(g.state.cards[ctx.card], owned)))
    return True


# ---- activation abilities (Main Phase, from the Domain)

def _bergamotte_may(g: "Game", seat: int, source: int) -> bool:
    s = g.state
    return source not in s.turn.used and any(not s.cards[c].is_curse for c in s.players[seat].hand)


@op("bergamotte")
def bergamotte(g: "Game", ctx: Ctx, args: None) -> Effect:
    s = g.state
    p = s.players[ctx.seat]
    payable = [c for c in p.hand if not s.cards[c].is_curse]
    pick = yield from choose(g, ctx.seat, "discard", "bergamotte_discard", payable, source=ctx.card)
    verbs.discard(g, ctx.seat, pick[0], ("hand", ctx.seat))
    fetchable = [c for c in p.discard if s.cards[c].is_action]
    pick = yield from choose(g, ctx.seat, "to_hand", "bergamotte_fetch", fetchable, source=ctx.card)
    if pick:
        verbs.move(g, pick[0], ("discard", ctx.seat), ("hand", ctx.seat))
    return True


def _twins_may(g: "Game", seat: int, source: int) -> bool:
    s = g.state
    if s.turn.extra and not s.cards[source].params["twin_in_extra_turn"]:     # OQ-3
        return False
    return source not in s.turn.used and s.counters.get(source, {}).get("twin", 0) > 0


@sync_op("twin_extra_turn")
def twin_extra_turn(g: "Game", ctx: Ctx, args: None) -> bool:
    g.emit(Counter(ctx.card, "twin", -1))
    g.emit(ExtraTurnNext(True))
    return True


def _estate_may(g: "Game", seat: int, source: int) -> bool:
    s = g.state
    return source not in s.turn.used and s.turn.coins >= s.cards[source].params["ability_cost"]


@sync_op("estate_counter")
def estate_counter(g: "Game", ctx: Ctx, args: None) -> bool:
    if not verbs.pay(g, ctx.seat, card_params(g, ctx)["ability_cost"]):
        return False
    g.emit(Counter(ctx.card, "succession", 1))
    return True


ACTIVATION_CHECKS.update({"bergamotte": _bergamotte_may, "twin_extra_turn": _twins_may,
                          "estate_counter": _estate_may})


def activation_possible(g: "Game", seat: int, source: int) -> bool:
    """Whether the activation ability of `source` (in `seat`'s Domain) may be used now."""
    steps = g.state.cards[source].activation
    return bool(steps) and ACTIVATION_CHECKS[steps[0].op](g, seat, source)



def hand_activation_possible(g: "Game", seat: int, cid: int) -> bool:
    """Whether the "(do this first)" part of the hand activation of `cid` can be done: a payment
    first needs the coins (FG-HAA-5); other first steps are checked as they run."""
    first = g.state.cards[cid].hand_activation[0]
    return first.op != "pay_coins" or not isinstance(first.args, int) or g.state.turn.coins >= first.args
