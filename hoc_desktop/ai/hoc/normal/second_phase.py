"""The `normal` AI's Second Phase: which princess to back and when, setting Succession cards against
buying, and what to buy (rules measured against `baseline`). Also what the Second Phase will
probably do and spend, which the Main Phase and some effect answers plan around.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import facts, pack_buys
from hoc_desktop.ai.hoc.normal.card_money import play_coins
from hoc_desktop.ai.hoc.normal.context import Context
from hoc_desktop.ai.hoc.prompt_options import second_phase_choices
from hoc_desktop.ai.hoc.reason_codes import HOC_REASONS
from hoc_desktop.ai.policy import Decision
from hoc_desktop.ai.reason import END_TURN, Reason
from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.effects.handlers import twin_counters_for
from hoc_desktop.engine.hoc.seat_view import SeatView

# What the Second Phase spends its coins on, dearest first (the Duke only once a princess is backed).
_SPENDING = ("duke", "large_city", "senator", "city")


def decide_second(prompt: Prompt, view: SeatView, ctx: Context, back_skip_points: int) -> Decision:
    declare, buys, backs, sets = second_phase_choices(prompt)
    if declare is not None:
        return Decision(declare, Reason("declare", points=ctx.points))
    card = view.card
    action = view.second_action
    if backs:
        choice = _choose_princess(view, ctx, backs)
        sunk = _points_sunk(view, card(choice))
        duke_first = cv.DUKE_BEFORE_BACKING and ctx.coins >= facts.cost("duke") \
            and card(choice).points < facts.card("duke").points and any(card(c).key == "duke" for c in buys)
        if not duke_first and (sunk < back_skip_points or view.turn_number >= cv.BACK_SKIP_UNTIL_TURN):
            return Decision(("back", choice), _backing_reason(card(choice), ctx.coins))
    settable = [c for c in sets if _set_worth(view, ctx, c) > 0]
    set_now = None
    if settable:
        total = sum(max(0, facts.succession_points(card(c))) for c in settable)
        best = max(settable, key=lambda c: (_set_worth(view, ctx, c), -c))
        set_now = Decision(("set", best), Reason("set_now", card=card(best), points=ctx.points))
        if action == "set" or not buys or prefer_set(view, ctx, total, ctx.coins):
            return set_now
    if buys:
        pick = _choose_buy(view, ctx, buys)
        if pick is not None:
            cid, why = pick
            return Decision(("buy", cid), Reason(why.code, card=card(cid), coins=ctx.coins, **why.fields))
    if set_now is not None:
        return set_now
    return Decision(("end_turn",), END_TURN)


# ---- planning (also read by the Main Phase and effect answers)

def planned_second(view: SeatView, ctx: Context) -> str:
    """What the Second Phase will probably be: back, set or buy (coins estimated from the hand)."""
    card = view.card
    coins = ctx.coins + sum(play_coins(card(c)) for c in ctx.hand if card(c).is_territory)
    if ctx.princess is None:
        return "back" if any(card(p).cost <= coins for p in view.princesses) else "buy"
    if view.second_action is not None:
        return view.second_action
    points = sum(card(c).points for c in ctx.hand if card(c).is_succession and card(c).points > 0)
    if points and prefer_set(view, ctx, points, coins):
        return "set"
    return "buy"


def prefer_set(view: SeatView, ctx: Context, sp: int, coins: int) -> bool:
    """Set now (rather than buy)? Setting early wins races: SET_MIN_POINTS (two Royal Maids' worth; a
    lone Senator or Royal Maid is not worth a turn's buy), or when coins buy nothing; late in the race
    (LATE_SET_FROM) anything rather than a City, whose coins come too late; but a Duke's coins beat
    setting less than a Duke's worth (unless that reaches a coronation)."""
    if ctx.points + sp >= view.rules.coronation_points:
        return True
    if coins >= facts.cost("duke") and sp < cv.SET_OVER_DUKE:
        return False
    if ctx.late >= cv.LATE_SET_FROM and coins < facts.cost("large_city"):
        return True
    return sp >= cv.SET_MIN_POINTS or coins < facts.buy_tiers(view.rules)[0]


def coins_needed(ctx: Context, coins: int) -> int:
    """Coins the Second Phase will spend: the cost of the first thing it would buy."""
    for key in _SPENDING:
        need = facts.cost(key)
        if coins >= need and (key != "duke" or ctx.princess is not None):
            return need
    return 0


# ---- backing a princess

def _choose_princess(view: SeatView, ctx: Context, backs: list[int]) -> int:
    best: tuple[tuple[float, int], int] | None = None
    for cid in backs:
        k = view.card(cid).key
        score = cv.PRINCESS_BASE.get(k, 1.0)
        if k == "laolily" and view.basic_pile_size("royal_maid") < 4:
            score -= 6
        if k == "lain_and_shion":
            owned = ctx.deck_size + len(view.domain(ctx.seat))
            score += 4.0 * (twin_counters_for(view.card(cid), owned) - 1)
        cand = (score, -cid)
        if best is None or cand > best[0]:
            best = (cand, cid)
    assert best is not None
    return best[1]


def _backing_reason(d: CardDef, coins: int) -> Reason:
    """Backing princess `d` with `coins`, and what she brings (a princess of a pack: the best left)."""
    code = "princess_" + d.key
    if code not in HOC_REASONS:
        code = "princess_other"
    acquires = (facts.step_args(d.on_back, "acquire_up_to") or {}).get("count")
    return Reason(code, card=d, coins=coins, points=d.points, acquires=acquires,
                  maids=d.params.get("max_royal_maids"), discount=d.params.get("buy_discount"))


def _points_sunk(view: SeatView, princess: CardDef) -> int:
    """How many negative points (Farming Villages, Mining Towns) backing `princess` now would move
    into the Domain: backing moves the dearest Territory cards played, a tie moving the cards worth
    more first (picks.py `_to_domain`)."""
    skip = "backing_skips_farming_village" in princess.static
    played = sorted((view.card(c).cost, view.card(c).points) for c in view.played
                    if view.card(c).is_territory and not (skip and view.card(c).key == "farming_village"))
    moved = played[::-1][:view.rules.backing_moves_territories]
    return sum(-points for _, points in moved if points < 0)


# ---- setting and buying

def _set_worth(view: SeatView, ctx: Context, cid: int) -> float:
    d = view.card(cid)
    if d.key == "apprentice_maid":
        return -1.0
    if d.key == "imperial_estate":
        return 0.5 if ctx.late >= 0.4 or view.second_action == "set" else -1.0
    if d.key == "gossipy_duchess":
        return 3.5
    return float(facts.succession_points(d))


def _points_reason(d: CardDef, points: int) -> Reason:
    return Reason("buy_points", points=d.points, set=points)


def _choose_buy(view: SeatView, ctx: Context, buys: list[int]) -> tuple[int, Reason] | None:
    """The card to buy with the coins left and why (the reason's fields but the card and coins),
    or None. Rules measured against `baseline`."""
    card = view.card
    tops = {top for top, _ in view.market()}
    coins = ctx.coins
    backed = ctx.princess is not None
    affordable: dict[str, int] = {}
    for cid in buys:
        if cid in tops:           # Market cards only (Bribery purchases are not worth it)
            affordable.setdefault(card(cid).key, cid)
    if backed and "bribery" in view.turn_flags:
        stolen = _bribery_target(view, ctx, [c for c in buys if c not in tops])
        if stolen is not None:
            return stolen, Reason("buy_bribery")
    if not affordable:
        return None

    def pays(key: str) -> bool:
        """Buyable, and with the coins its printed cost asks (a discount is not counted on)."""
        return key in affordable and coins >= card(affordable[key]).cost

    if backed and "imperial_crown" in affordable:
        return affordable["imperial_crown"], Reason("buy_points_only", points=card(affordable["imperial_crown"]).points)
    # common cards that beat the money card at this amount of coins
    for key, most, cap, when in cv.COMMON_BUYS:
        if pays(key) and coins <= most and (when == "any" or (when == "post") == backed) \
                and ctx.counts.get(key, 0) < cap and (key != "curse_witch" or ctx.curses_left > 0):
            return affordable[key], _common_reason(card(affordable[key]))
    pack = {key: card(cid) for key, cid in affordable.items() if pack_buys.is_pack_card(card(cid))}
    economy = pack_buys.economy_buy(ctx.counts, pack, coins) if pack else None
    if economy is not None and not backed:
        return affordable[economy.key], Reason("buy_pack_economy_first")
    points = ctx.points
    owned = points + int(cv.UNSET_SHARE * ctx.unset_sp)   # points set plus those waiting in the deck
    if ctx.opp_points >= cv.RACE_OPP_POINTS:
        owned = max(owned, cv.LARGE_CITY_BELOW, cv.ROYAL_MAID_FROM)
    city = "port_city" if pays("port_city") else "city"      # the same coins and a second link
    if not backed:
        if cv.DUKE_BEFORE_BACKING and pays("duke"):
            return affordable["duke"], Reason("buy_duke_first")
        if pays("large_city"):
            return affordable["large_city"], Reason("buy_economy_first")
        if cv.SENATOR_BEFORE_BACKING and pays("senator"):
            return affordable["senator"], Reason("buy_senator_first")
        if city in affordable:
            return affordable[city], Reason("buy_economy_first")
        return None
    if pays("imperial_capital"):
        capital = card(affordable["imperial_capital"])
        return affordable["imperial_capital"], Reason("buy_capital", points=capital.points, gives=capital.coins)
    if pays("duke"):
        return affordable["duke"], _points_reason(card(affordable["duke"]), points)
    pack_points = pack_buys.points_buy(pack, coins, facts.card("senator").points)
    if pack_points is not None:
        return affordable[pack_points.key], _points_reason(pack_points, points)
    if pays("large_city") and owned < cv.LARGE_CITY_BELOW:
        return affordable["large_city"], Reason("buy_economy_set", set=points)
    if pays("senator"):
        if cv.MAIDS_OVER_SENATOR and pays("royal_maid") and coins >= 2 * card(affordable["royal_maid"]).cost \
                and view.basic_pile_size("royal_maid") >= 2:
            return affordable["royal_maid"], Reason("buy_two_maids")
        return affordable["senator"], _points_reason(card(affordable["senator"]), points)
    if pays("royal_maid") and owned >= cv.ROYAL_MAID_FROM:
        return affordable["royal_maid"], _points_reason(card(affordable["royal_maid"]), points)
    if economy is not None:
        return affordable[economy.key], Reason("buy_pack_economy")
    if pays(city):
        return affordable[city], Reason("buy_economy")
    if pays("royal_maid"):
        return affordable["royal_maid"], _points_reason(card(affordable["royal_maid"]), points)
    return None


def _bribery_target(view: SeatView, ctx: Context, offers: list[int]) -> int | None:
    """Bribery: a Succession card bought from an opponent counts twice (ours, and not theirs). Worth
    it from a Royal Maid's points; below a Senator's points only when the coins buy no Senator."""
    maid, senator = facts.card("royal_maid"), facts.card("senator")
    stolen = [c for c in offers if view.card(c).is_succession
              and facts.succession_points(view.card(c)) >= maid.points]
    if not stolen:
        return None
    best = max(stolen, key=lambda c: (facts.succession_points(view.card(c)), -c))
    if facts.succession_points(view.card(best)) >= senator.points or ctx.coins < senator.cost:
        return best
    return None


def _common_reason(d: CardDef) -> Reason:
    """Why a Common that beats money: what the card brings (another Common: a strong card)."""
    code = "common_" + d.key
    if code not in HOC_REASONS:
        code = "common_other"
    return Reason(code, points=d.points, gives=d.coins, draws=facts.draws(d.effect), hand=facts.hand_attack_min(d.key))
