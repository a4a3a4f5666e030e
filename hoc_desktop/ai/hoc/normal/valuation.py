"""How much a card is worth to the `normal` AI in the position at hand: to play or copy, to keep,
to lose, to put on its draw pile, to acquire. The card's facts come from the card data; the
weights from card_values.py.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import TYPE_CHECKING

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import facts
from hoc_desktop.ai.hoc.normal.card_money import play_coins
from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.hoc.seat_view import SeatView

if TYPE_CHECKING:
    from hoc_desktop.ai.hoc.normal.context import Context


# ---- losing, keeping, top-decking

def keep_value(view: SeatView, ctx: Context, cid: int) -> float:
    """What losing this card from hand/deck costs (banish, discard)."""
    d = view.card(cid)
    k = d.key
    if k == "curse":
        return -2.0
    if k == "apprentice_maid":
        return -1.5
    if k == "farming_village":
        return 0.3 if ctx.density < 1.3 else -0.3
    if d.is_succession and not d.is_territory:
        return d.points * (0.8 if ctx.princess is not None else 0.5)
    if k == "magic_talisman":
        return 0.2
    return cv.ECONOMY.get(k, 2.0) / 3.0


def least_valuable(view: SeatView, ctx: Context, options: list[int] | tuple[int, ...]) -> int | None:
    """The option it would miss least (to banish or discard), or None if there is none."""
    if not options:
        return None
    return min(options, key=lambda c: (keep_value(view, ctx, c), c))


def topdeck_value(view: SeatView, ctx: Context, cid: int) -> float:
    """How much it wants this card on top of its draw pile (drawn next turn)."""
    d = view.card(cid)
    if d.is_succession:
        return d.points / 2.0 if ctx.princess is not None else -1
    if d.is_curse:
        return -2
    return cv.ECONOMY.get(d.key, 1.0) / 3.0


def junk_in_hand(view: SeatView, ctx: Context, plan: str, exclude: int | None = None) -> list[int]:
    """Cards in hand that do nothing this turn (discardable for coins or new cards)."""
    out = []
    for cid in ctx.hand:
        if cid == exclude:
            continue
        d = view.card(cid)
        if d.key in cv.JUNK or (d.is_succession and not d.is_territory
                                and (ctx.princess is None or plan != "set")):
            out.append(cid)
    return out


# ---- playing or copying an Action card

def copy_worth(view: SeatView, ctx: Context, cid: int) -> float:
    """What playing this Action card's effect now is worth (Shinobi's copy, Bergamotte's fetch,
    Supply Unit's return)."""
    k = view.card(cid).key
    if k == "alchemist":
        return 2.2
    if k in ("infantry_battalion", "royal_guard"):
        return 2.6
    if k == "trading_ship":
        return 2.0
    if k in ("post_horse", "supply_unit", "library", "battering_ram", "glamour_witch", "evicted_monster",
             "stargazing_witch"):
        return 1.5
    if k == "curse_witch":
        return curse_witch_worth(view, ctx, None)
    if k == "adventurer":
        return adventurer_best(view, ctx, None)[0]
    if k == "bank":
        return bank_worth(view, ctx, counting_hand=False)
    if k in ("rampart", "refuge", "government_contractor"):
        return 1.0
    if k in cv.COPY_WORTH:
        return cv.COPY_WORTH[k]
    if k == "moneylender":
        return moneylender_worth(view, ctx)
    if k == "city_development":
        village = facts.upgrade(k, "village_to_city")
        return 1.0 if ctx.coins >= village.price and village.gives in ctx.hand_keys else -1
    if k == "contribution":
        return 1.0 if ctx.coins >= facts.price(k) and any(x in cv.JUNK for x in ctx.hand_keys) else -1
    if k == "slash_and_burn_farming":
        return ctx.hand_keys.count("farming_village") - 2.0
    return 0.3


def bank_worth(view: SeatView, ctx: Context, counting_hand: bool) -> float:
    """Bank's coins now: its base plus one per named card played this turn; `counting_hand`: also
    the named Territory cards in hand, which the usual play order plays before it."""
    base, named = facts.bank_coins("bank")
    worth = float(base) + sum(1 for c in view.played if view.card(c).key in named)
    if counting_hand:
        worth += sum(1 for c in ctx.hand if view.card(c).key in named and view.card(c).is_territory)
    return worth


def curse_witch_worth(view: SeatView, ctx: Context, cid: int | None) -> float:
    """Curse Witch played now (`cid`: the copy played, not banishable): a Curse for the opponents
    against the card it must banish."""
    banishable = facts.banish_filter("curse_witch")
    eligible = [c for c in ctx.hand if c != cid and banishable.matches(view.card(c))]
    if not eligible:
        return 0.05
    target = min(eligible, key=lambda c: keep_value(view, ctx, c))
    loss = keep_value(view, ctx, target)
    curse = 0.0
    if ctx.curses_left and any(not has_revealed_curse(view, o) for o in ctx.opp):
        curse = 2.5
    return curse - loss + 0.2


def has_revealed_curse(view: SeatView, seat: int) -> bool:
    return any(view.card(c).is_curse for _, c in view.revealed_in_draw(seat))


def adventurer_best(view: SeatView, ctx: Context, cid: int | None, paid: bool = False) -> tuple[float, int | None]:
    """(worth, card to banish) for Adventurer played now (`paid`: its price is already paid)."""
    if ctx.coins < facts.price("adventurer") and not paid:
        return (0.05 if any(view.card(c).is_territory for c in ctx.hand) else -0.5), None
    market = market_values(view, ctx)
    bonus = facts.acquire_bonus("adventurer")
    best: tuple[float, int | None] = (-1.0, None)
    seen = set()
    for c in ctx.hand:
        if c == cid:
            continue
        d = view.card(c)
        if d.is_curse or d.key in seen:
            continue
        seen.add(d.key)
        limit = d.cost + bonus
        gain = max((v for v, cost in market.values() if cost <= limit), default=None)
        if gain is None:
            continue
        worth = gain - keep_value(view, ctx, c) - 1.0
        if worth > best[0]:
            best = (worth, c)
    return best


def moneylender_worth(view: SeatView, ctx: Context) -> float:
    """Moneylender's coins are worth their debt only when they reach the next thing to buy."""
    if view.areas(ctx.seat).get("debt", 0):
        return -1.0
    coins = ctx.coins + sum(play_coins(view.card(c)) for c in ctx.hand if view.card(c).key != "moneylender")
    tiers = facts.buy_tiers(view.rules)
    gained = facts.card("moneylender").coins or 0
    before = sum(1 for t in tiers if coins >= t)
    after = sum(1 for t in tiers if coins + gained >= t)
    return 1.0 if after > before else -1.0


# ---- acquiring

def card_value(ctx: Context, d: CardDef) -> float:
    """How much owning one more card like `d` is worth (acquisitions, upgrades, Glamour Witch copies):
    a Succession card its points (less before backing a princess), anything else its ACQUIRE value."""
    backed = ctx.princess is not None
    if d.is_succession and d.points > 0 and (backed or not d.is_territory):
        value = d.points * (1.0 if backed else 0.4)
        return value + (1.5 if d.key == "gossipy_duchess" and backed else 0.0)
    return cv.ACQUIRE.get(d.key, 1.0)


def market_values(view: SeatView, ctx: Context) -> dict[str, tuple[float, int]]:
    """(value, printed cost) of every card on top of a Market pile, by card key."""
    out = {}
    for top, _size in view.market():
        d = view.card(top)
        out[d.key] = (card_value(ctx, d), d.cost)
    return out
