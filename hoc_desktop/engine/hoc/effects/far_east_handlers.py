"""Named handlers of Far East cards whose behaviour reads better as code than as generic steps:
Taxation's token, Alliance's declaration and Ouka's end-of-Second-Phase ability (the card
reference's reading, OQ-4; its open points are the card's params, data/cards/far_east.yaml).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from hoc_desktop.cards.model import SUBTYPES
from hoc_desktop.cards.vocabulary import ALLIANCE_PREFIX
from hoc_desktop.engine.hoc import verbs
from hoc_desktop.engine.hoc.effects.runtime import Ctx, Effect, card_params, choose, op
from hoc_desktop.engine.hoc.events import Flag, Taxed

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


@op("tax_pile")
def tax_pile(g: "Game", ctx: Ctx, args: None) -> Effect:
    """You may put a Taxation token on a Market pile that has none (a Basic Market pile too, OQ-11).
    The options are the piles' top cards, so a pile is named by its card."""
    s = g.state
    basic_too = card_params(g, ctx)["tax_basic_piles"]
    tops = {top: zone for top, zone in verbs.market_tops(g)
            if zone[1] not in s.taxed and (basic_too or zone[0] == "stack")}
    pick = yield from choose(g, ctx.seat, "tax", "tax_pile", tops, 0, 1,
                             source=ctx.card, cards=tuple(s.cards[top].key for top in tops))
    if pick:
        g.emit(Taxed(tops[pick[0]][1]))
    return True


@op("alliance")
def alliance(g: "Game", ctx: Ctx, args: None) -> Effect:
    """Declare one subtype (never a main type or "none", ALL-1): for the rest of the turn each card
    with it played or set earns a Succession +1 counter (effects/play_triggers.py)."""
    pick = yield from choose(g, ctx.seat, "mode", "alliance", range(len(SUBTYPES)),
                             source=ctx.card, mode_keys=SUBTYPES)
    g.emit(Flag(ALLIANCE_PREFIX + SUBTYPES[pick[0]]))
    return True


@op("ouka")
def ouka(g: "Game", ctx: Ctx, args: None) -> Effect:
    """Banish two differently named cards from hand and/or field (printed cost up to the limit,
    neither Territory nor Calamity); then a Market card of printed cost (their total + offset) goes
    revealed on top of the draw pile, acquired. None of that cost: the banish stands (OUK-1).
    The pair is asked card by card; the second question names the first card and may go back to
    the first (declining it), so a player always sees both cards before anything is banished."""
    s = g.state
    rules = card_params(g, ctx)
    seat = ctx.seat
    p = s.players[seat]
    cards = s.cards
    zone_of = dict.fromkeys(p.hand, ("hand", seat)) | dict.fromkeys(p.field, ("field", seat))
    eligible = [c for c in zone_of if cards[c].cost <= rules["max_cost"]
                and not cards[c].is_territory and "calamity" not in cards[c].types]

    def partners(first: int) -> list[int]:
        return [c for c in eligible if cards[c].key != cards[first].key
                and (rules["mix_hand_and_field"] or zone_of[c][0] == zone_of[first][0])]

    firsts = [c for c in eligible if partners(c)]
    while True:      # the second question's Back returns here; nothing is banished before both are chosen
        pick = yield from choose(g, seat, "banish", "ouka_first", firsts, 0, 1,
                                 source=ctx.card)
        if not pick:
            return True
        # asked even when one card is left to go with it (never taken for granted), and optional: Back
        second = yield from choose(g, seat, "banish", "ouka_second", partners(pick[0]), 0, 1, source=ctx.card,
                                   card=cards[pick[0]].key)
        if second:
            break
    pair = [pick[0], second[0]]
    for cid in pair:
        verbs.banish(g, cid, zone_of[cid])
    target = sum(cards[c].cost for c in pair) + rules["offset"]
    tops: dict[int, Any] = {top: zone for top, zone in verbs.market_tops(g) if cards[top].cost == target}
    lo = 1 if rules["take_mandatory"] else 0
    took = yield from choose(g, seat, "acquire", "ouka_take", tops, lo, 1, source=ctx.card, cost=target)
    if took:
        verbs.acquire(g, seat, took[0], tops[took[0]], ("draw", seat), "top", True)
    return True
