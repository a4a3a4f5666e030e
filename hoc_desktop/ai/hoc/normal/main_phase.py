"""The `normal` AI's Main Phase: the order it plays its hand in (draws and villages first, coins
before the cards that pay, the best terminal card last), recalling kept cards it can use, keeping
the leftovers, and princess and card abilities.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.ai.hoc import card_values as cv
from hoc_desktop.ai.hoc.normal import facts, far_east
from hoc_desktop.ai.hoc.normal.context import Context
from hoc_desktop.ai.hoc.normal.second_phase import coins_needed, planned_second
from hoc_desktop.ai.hoc.normal.valuation import (adventurer_best, bank_worth, copy_worth, curse_witch_worth,
                                                 junk_in_hand, least_valuable, moneylender_worth, play_coins)
from hoc_desktop.ai.policy import Decision
from hoc_desktop.ai.reason import END_MAIN, Reason
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView

# Keeping only happens when nothing is worth playing, and keeping never makes a card worth
# recalling, so keep/recall cannot cycle; this many steps in one phase is only a safety net.
MAX_PHASE_STEPS = 200


def decide_main(prompt: Prompt, view: SeatView, ctx: Context, phase_steps: int) -> Decision:
    """The next Main Phase command; `phase_steps` counts the decisions of this phase so far."""
    if phase_steps > MAX_PHASE_STEPS and ("end_main",) in prompt.options:
        return Decision(("end_main",), END_MAIN)
    plays: dict[int, tuple] = {}
    recalls: dict[int, tuple] = {}
    keeps: list[tuple] = []
    activates: dict[int, tuple] = {}
    hand_acts: dict[int, tuple] = {}
    for o in prompt.options:
        kind = o[0]
        if kind == "play":
            plays[o[1]] = o
        elif kind == "declare":
            return Decision(o, Reason("declare", points=ctx.points))
        elif kind == "recall":
            recalls[o[1]] = o
        elif kind == "keep":
            keeps.append(o)
        elif kind == "activate":
            activates[o[1]] = o
        elif kind == "hand_activate":
            hand_acts[o[1]] = o
    card = view.card
    for src, o in activates.items():
        if card(src).key == "lain_and_shion":
            return Decision(o, Reason("twin"))
    for src, o in activates.items():
        if card(src).key == "bergamotte" and _bergamotte_worth(view, ctx) > 0:
            return Decision(o, Reason("bergamotte"))
    if ctx.curses_left and ctx.late >= cv.WITCH_BANISH_FROM:
        for cid, o in hand_acts.items():
            if card(cid).key == "curse_witch":
                return Decision(o, Reason("witch_first"))
    plan = planned_second(view, ctx)
    choice = _choose_play(view, ctx, plays, recalls, plan)
    if choice is not None:
        return choice
    # nothing more worth playing: keep the leftovers, use abilities, end the phase
    keep = _choose_keep(view, ctx, keeps)
    if keep is not None:
        return keep
    if ("cash_coin",) in prompt.options:
        cash = far_east.cash_coin(view, ctx, plan)
        if cash is not None:
            return cash
    for cid, o in hand_acts.items():
        if card(cid).key == "curse_witch" and _witch_activation_worth(view, ctx, cid):
            return Decision(o, Reason("witch"))
    price = facts.card("imperial_estate").params["ability_cost"]
    for src, o in activates.items():
        if card(src).key == "imperial_estate" and _estate_worth(ctx, plan, price):
            return Decision(o, Reason("estate", price=price, coins=ctx.coins))
    return Decision(("end_main",), END_MAIN)


# ---- which card to play next

def _play_worth(view: SeatView, ctx: Context, cid: int, plan: str, from_kept: bool) -> float:
    """Coins-flavoured value of playing `cid` now (<= 0: better not)."""
    d = view.card(cid)
    k = d.key
    hk = ctx.hand_keys
    if d.is_territory:
        if d.is_succession and ctx.princess is not None and plan == "set":
            return -1.0          # Imperial Capital / Estate: set it instead
        return float(play_coins(d))
    if k in ("post_horse", "supply_unit", "stargazing_witch", "alchemist", "library", "battering_ram",
             "glamour_witch", "evicted_monster", "apprentice_witch", "carrier_pigeon", "charm_of_two"):
        return 2.0 if view.draw_size(ctx.seat) + len(view.discard(ctx.seat)) > 0 else 0.3
    if k == "scout":
        return 1.0
    if k == "shinobi":
        return max((copy_worth(view, ctx, c) for c in view.discard(ctx.seat)
                    if view.card(c).is_action and view.card(c).key != "shinobi"), default=0.1)
    if k == "rampart":
        if from_kept or _rampart_should_keep(view, ctx, d.cost):
            return -1.0
        return 1.0
    if k == "refuge":
        return 1.0 + _revealed_run(view, ctx.seat)
    if k == "trading_ship":
        return 2.0
    if k in ("infantry_battalion", "royal_guard", "samurai"):
        return 2.5
    if k in ("archer", "trader", "taxation"):
        return 1.0 + play_coins(d) * 0.5
    if k == "alliance":
        return far_east.alliance_worth(view, ctx, cid)
    if k == "money_loving_fairy":
        return far_east.fairy_worth(view, ctx)[0]
    if k == "kunoichi":
        return max((copy_worth(view, ctx, c) for s in view.order for c in view.kept(s).values()
                    if view.card(c).is_action and view.card(c).key != k), default=0.0)
    if k == "government_contractor":
        return 1.2
    if k == "buried_treasure":
        return 1.0 if view.supply_size else 0.1
    if k == "bank":
        return bank_worth(view, ctx, counting_hand=True)
    if k == "wishing_well":
        return 0.2 + len(junk_in_hand(view, ctx, plan, exclude=cid))
    if k == "magic_talisman":
        return 0.1 + len(junk_in_hand(view, ctx, plan, exclude=cid))
    if k == "contribution":
        return _contribution_worth(view, ctx, cid)
    if k == "city_development":
        return _city_development_worth(view, ctx)
    if k == "adventurer":
        return adventurer_best(view, ctx, cid)[0]
    if k == "curse_witch":
        return curse_witch_worth(view, ctx, cid)
    if k == "slash_and_burn_farming":
        fv = hk.count("farming_village")
        return fv - 2.0 if view.curses_left else 0.05
    if k == "moneylender":
        return moneylender_worth(view, ctx)
    if k == "draft_notice":
        return 0.1
    if k == "bribery":
        return 0.3
    return 0.5


def _contribution_worth(view: SeatView, ctx: Context, cid: int) -> float:
    """Contribution pays to banish a card from hand: worth it for junk, early on for anything."""
    if ctx.coins < facts.price("contribution"):
        return -1.0 if not any(view.card(c).is_territory for c in ctx.hand) else 0.05
    target = least_valuable(view, ctx, [c for c in ctx.hand if c != cid])
    if target is None:
        return -1.0
    tk = view.card(target).key
    return 1.5 if tk in ("curse", "apprentice_maid", "magic_talisman") else (0.3 if ctx.progress < 0.5 else -1)


def _city_development_worth(view: SeatView, ctx: Context) -> float:
    """City Development: upgrade a Farming Village (best), else a City while the economy still pays."""
    hk = ctx.hand_keys
    coins = ctx.coins
    village = facts.upgrade("city_development", "village_to_city")
    city = facts.upgrade("city_development", "city_to_large_city")
    if coins >= village.price and village.gives in hk:
        return 2.5
    if coins >= city.price and city.gives in hk and ctx.progress < 0.6 and view.basic_pile_size(city.gets):
        return 1.5
    if coins == 0:
        return 0.05 if village.gives not in hk else -1.0
    return -1.0


def _choose_play(view: SeatView, ctx: Context, plays: dict[int, tuple], recalls: dict[int, tuple],
                 plan: str) -> Decision | None:
    if ctx.plays <= 0 or (not plays and not recalls):
        return None
    card = view.card
    best = None
    best_rank: tuple[int, float, float] | None = None
    seen: set[tuple[str, bool]] = set()
    for cid, o in list(plays.items()) + list(recalls.items()):
        d = card(cid)
        from_kept = o[0] == "recall"
        sig = (d.key, from_kept)
        if sig in seen:          # same card name: same answer
            continue
        seen.add(sig)
        worth = _play_worth(view, ctx, cid, plan, from_kept)
        if worth <= 0:
            continue
        terminal = d.is_action and d.links == 0
        prio = cv.PRIORITY.get(d.key, 40)
        if d.key == "city_development" and worth >= 2.5:
            prio = 74
        if d.key == "farming_village" and "city_development" in ctx.hand_keys \
                and ctx.coins >= facts.upgrade("city_development", "village_to_city").price:
            prio = 10          # keep Farming Villages for City Development
        rank: tuple[int, float, float]      # typed once: mypyc gives a tuple one type
        if terminal:
            # with one play left the best terminal card goes; with more, the usual order
            rank = (0, worth if ctx.plays == 1 else prio, prio)
        else:
            rank = (1, prio, worth)
        if best_rank is None or rank > best_rank:
            best_rank, best = rank, o
    if best is None:
        return None
    chosen = card(best[1])
    if best[0] == "recall":
        return Decision(best, Reason("recall", card=chosen))
    return Decision(best, Reason("play", card=chosen))


# ---- keeping

def _choose_keep(view: SeatView, ctx: Context, keeps: list[tuple]) -> Decision | None:
    """Keep the most valuable leftover on the cheapest Territory that takes it."""
    if not keeps:
        return None
    card = view.card
    by_card: dict[int, list[int]] = {}
    for o in keeps:
        by_card.setdefault(o[1], []).append(o[2])
    best = None
    for cid, terrs in by_card.items():
        k = card(cid).key
        value = cv.ECONOMY.get(k, 2.0) + (3 if k == "rampart" else 0)
        if k == "curse_witch" and ctx.curses_left == 0:
            value = 0.5
        terr = min(terrs, key=lambda t: (card(t).cost, t))
        cand = (value, -card(terr).cost, -cid)
        if best is None or cand > best[0]:
            best = (cand, cid, terr)
    assert best is not None
    _, cid, terr = best
    return Decision(("keep", cid, terr), Reason("keep", card=card(cid), territory=card(terr)))


def _rampart_should_keep(view: SeatView, ctx: Context, rampart_cost: int) -> bool:
    """Keep a Rampart in the Domain (rather than play it) once backed, against opponents that own
    attacks it lowers, if none is kept yet and a Territory can hold it."""
    if ctx.princess is None:
        return False
    if not any(facts.card(k).is_attack and facts.rampart_lowers(facts.card(k)) for k in ctx.opp_keys):
        return False
    kept = view.kept(ctx.seat)
    if any(view.card(c).key == "rampart" for c in kept.values()):
        return False
    free = [t for t in view.domain(ctx.seat) if view.card(t).is_territory and t not in kept
            and view.card(t).cost >= rampart_cost]
    return bool(free)


def _revealed_run(view: SeatView, seat: int) -> int:
    """How many revealed cards lie on top of the draw pile in a row (Refuge takes them)."""
    run = 0
    for depth, _ in view.revealed_in_draw(seat):
        if depth != run:
            break
        run += 1
    return run


# ---- abilities

def _witch_activation_worth(view: SeatView, ctx: Context, cid: int) -> bool:
    """Banish Curse Witch from hand for a Curse to everyone at the end of the plays, with Witches to
    spare (from WITCH_BANISH_FROM on it is banished before the plays)."""
    if not ctx.curses_left:
        return False
    if ctx.plays > 0 and curse_witch_worth(view, ctx, cid) > 0:
        return False
    return ctx.counts.get("curse_witch", 0) >= 2


def _estate_worth(ctx: Context, plan: str, price: int) -> bool:
    """Imperial Estate's counter (`price` coins -> 1 point) when the coins would not buy more."""
    coins = ctx.coins
    if coins < price or ctx.princess is None:
        return False
    if plan == "set":
        return True
    return coins - price >= coins_needed(ctx, coins)


def _bergamotte_worth(view: SeatView, ctx: Context) -> float:
    """Bergamotte trades a junk card for an Action card from the discard pile."""
    if ctx.plays <= 0:
        return 0.0
    fetch = [c for c in view.discard(ctx.seat) if view.card(c).is_action]
    if not fetch:
        return 0.0
    best = max(copy_worth(view, ctx, c) for c in fetch)
    keys = ctx.hand_keys
    if "apprentice_maid" in keys:
        return best
    if "farming_village" in keys:
        return best - 1.2
    return 0.0
