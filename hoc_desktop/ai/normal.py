"""`normal`: a heuristic player that knows every base-set card and princess.

It reads only its own SeatView. Each turn it
  * plays its hand in a sensible order (draws and villages first, coins before the cards that pay,
    the best terminal card last), recalls kept cards it can use and keeps the leftovers;
  * in the Second Phase backs the princess that suits the position, then weighs setting Succession
    cards against buying (economy early, points late, attacks and Gossipy Duchess against a leader);
  * answers every effect prompt (modes, discards, banishes, defense, Scout, Royal Guard, ...) with a
    card-by-card rule, and declares a coronation as soon as it can.

Every answer is a Decision with a short reason. Decisions are deterministic for a given seed and
position, and cheap (well under a millisecond): `hard` uses this policy for its rollouts.
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.ai import card_values as cv
from hoc_desktop.ai.policy import Decision, second_phase_choices
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.view import SeatView

_CORONATION = 20


class _Ctx:
    """What one decision needs to know about the position, computed once per decision."""

    __slots__ = ("view", "seat", "hand", "hand_keys", "counts", "deck_size", "money", "density",
                 "points", "unset_sp", "progress", "princess", "opp", "opp_points",
                 "opp_keys", "terminals", "villages", "coins", "plays", "curses_left", "late")

    def __init__(self, view: SeatView) -> None:
        self.view = view
        seat = self.seat = view.seat
        card = view.card
        hand = self.hand = view.hand
        self.hand_keys = [card(c).key for c in hand]
        owned = hand + view.own_draw_contents() + view.discard(seat) + view.field(seat)
        kept = list(view.kept(seat).values())
        counts: dict[str, int] = {}
        money = 0.0
        unset = 0
        terminals = villages = 0
        for cid in owned + kept:
            d = card(cid)
            k = d.key
            counts[k] = counts.get(k, 0) + 1
            money += cv.COINS.get(k, 0) + 0.9 * cv.DRAWS.get(k, 0) * (k != "trading_ship")
            sp = cv.SUCCESSION_POINTS.get(k, 0)
            if sp > 0:
                unset += sp
            if d.is_action and d.links == 0:
                terminals += 1
            elif d.links >= 2:
                villages += 1
        self.counts = counts
        self.deck_size = max(1, len(owned) + len(kept))
        self.money = money
        self.density = money / self.deck_size
        self.terminals = terminals
        self.villages = villages
        self.points = view.points(seat)
        self.unset_sp = unset
        self.princess = view.princess(seat)
        opps = self.opp = view.opponents()
        self.opp_points = max((view.points(o) for o in opps), default=0)
        opp_keys: dict[str, int] = {}
        for o in opps:
            for cid in view.discard(o) + view.field(o) + list(view.kept(o).values()):
                k = card(cid).key
                opp_keys[k] = opp_keys.get(k, 0) + 1
        self.opp_keys = opp_keys
        self.coins = view.coins
        self.plays = view.plays
        self.curses_left = view.curses_left
        # 0 at the start of the game, 1 when the points race is nearly over.
        potential = self.points + 0.6 * unset
        if self.princess is None:
            potential = min(potential, 8) + 2
        self.progress = max(0.0, min(1.2, potential / _CORONATION))
        self.late = max(self.progress, min(1.0, self.opp_points / _CORONATION))


class NormalPolicy:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self._phase_key: tuple = ()
        self._phase_steps = 0

    # ------------------------------------------------------------------ entry point
    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        kind = prompt.kind
        if kind == "main":
            return self._main(prompt, view, _Ctx(view))
        if kind == "second":
            return self._second(prompt, view, _Ctx(view))
        handler = getattr(self, "_pick_" + kind, None)
        if handler is None:
            return Decision(("pick", tuple(prompt.options[:prompt.min])), f"answers {kind}")
        return handler(prompt, view, _Ctx(view))

    # ------------------------------------------------------------------ Main Phase
    def _main(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        key = (view.turn_number, view.active)
        if key != self._phase_key:
            self._phase_key, self._phase_steps = key, 0
        self._phase_steps += 1
        # Keeping only happens when nothing is worth playing, and keeping never makes a card worth
        # recalling, so keep/recall cannot cycle; this is only a safety net for that argument.
        if self._phase_steps > 200 and ("end_main",) in prompt.options:
            return Decision(("end_main",), "ends the Main Phase")
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
                return Decision(o, f"declares a coronation at {ctx.points} points")
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
                return Decision(o, "uses a Twin counter: an extra turn after this one")
        for src, o in activates.items():
            if card(src).key == "bergamotte" and self._bergamotte_worth(view, ctx) > 0:
                return Decision(o, "uses Bergamotte: fetches an Action card from the discard pile")
        plan = self._planned_second(view, ctx)
        choice = self._choose_play(view, ctx, plays, recalls, plan)
        if choice is not None:
            return choice
        # nothing more worth playing: keep the leftovers, use abilities, end the phase
        keep = self._choose_keep(view, ctx, keeps)
        if keep is not None:
            return keep
        for cid, o in hand_acts.items():
            if card(cid).key == "curse_witch" and self._witch_activation_worth(view, ctx, cid):
                return Decision(o, "banishes Curse Witch from hand: each opponent acquires a Curse")
        for src, o in activates.items():
            if card(src).key == "imperial_estate" and self._estate_worth(view, ctx, plan):
                return Decision(o, f"pays 3 for a succession counter on Imperial Estate ({ctx.coins} coins)")
        return Decision(("end_main",), "ends the Main Phase")

    def _planned_second(self, view: SeatView, ctx: _Ctx) -> str:
        """What the Second Phase will probably be: back, set or buy (coins estimated from the hand)."""
        coins = ctx.coins + sum(cv.COINS.get(k, 0) for k in ctx.hand_keys if k in cv.TERRITORY_KEYS)
        if ctx.princess is None:
            return "back" if coins >= 6 and view.princesses else "buy"
        if view.second_action is not None:
            return view.second_action
        sp = sum(cv.SUCCESSION_POINTS.get(k, 0) for k in ctx.hand_keys if cv.SUCCESSION_POINTS.get(k, 0) > 0
                 and k not in ("imperial_capital",))
        cap = 6 if "imperial_capital" in ctx.hand_keys else 0
        if sp + cap and self._prefer_set(ctx, sp + cap, coins):
            return "set"
        return "buy"

    # ---- which card to play next
    def _play_worth(self, view: SeatView, ctx: _Ctx, cid: int, plan: str, from_kept: bool) -> float:
        """Coins-flavoured value of playing `cid` now (<= 0: better not)."""
        d = view.card(cid)
        k = d.key
        coins = ctx.coins
        hk = ctx.hand_keys
        if d.is_territory:
            if d.is_succession and ctx.princess is not None and plan == "set":
                return -1.0          # Imperial Capital / Estate: set it instead
            return float(cv.COINS.get(k, 1))
        if k in ("post_horse", "supply_unit", "stargazing_witch", "alchemist", "library", "battering_ram",
                 "glamour_witch", "evicted_monster"):
            return 2.0 if view.draw_size(ctx.seat) + len(view.discard(ctx.seat)) > 0 else 0.3
        if k == "scout":
            return 1.0
        if k == "shinobi":
            return max((self._copy_worth(view, ctx, c) for c in view.discard(ctx.seat)
                        if view.card(c).is_action and view.card(c).key != "shinobi"), default=0.1)
        if k == "rampart":
            if not from_kept and self._rampart_should_keep(view, ctx):
                return -1.0
            if from_kept:
                return -1.0
            return 1.0
        if k == "refuge":
            return 1.0 + self._revealed_run(view, ctx.seat)
        if k == "trading_ship":
            return 2.0
        if k in ("infantry_battalion", "royal_guard"):
            return 2.5
        if k == "government_contractor":
            return 1.2
        if k == "buried_treasure":
            return 1.0 if view.supply_size else 0.1
        if k == "bank":
            return 1.0 + sum(1 for c in view.played if view.card(c).key in ("city", "large_city", "bank")) \
                + sum(1 for c in hk if c in ("city", "large_city"))
        if k == "wishing_well":
            return 0.2 + len(self._junk_in_hand(view, ctx, plan, exclude=cid))
        if k == "magic_talisman":
            return 0.1 + len(self._junk_in_hand(view, ctx, plan, exclude=cid))
        if k == "contribution":
            if coins < 1:
                return -1.0 if not any(x in cv.TERRITORY_KEYS for x in hk) else 0.05
            target = self._banish_target(view, ctx, "contribution", [c for c in ctx.hand if c != cid])
            if target is None:
                return -1.0
            tk = view.card(target).key
            return 1.5 if tk in ("curse", "apprentice_maid", "magic_talisman") else (0.3 if ctx.progress < 0.5 else -1)
        if k == "city_development":
            if coins >= 1 and "farming_village" in hk:
                return 2.5
            if coins >= 2 and "city" in hk and ctx.progress < 0.6 and view.basic_pile_size("large_city"):
                return 1.5
            if coins == 0:
                return 0.05 if "farming_village" not in hk else -1.0
            return -1.0 if coins >= 1 else 0.05
        if k == "adventurer":
            return self._adventurer_best(view, ctx, cid)[0]
        if k == "curse_witch":
            return self._curse_witch_worth(view, ctx, cid)
        if k == "slash_and_burn_farming":
            fv = hk.count("farming_village")
            return fv - 2.0 if view.curses_left else 0.05
        if k == "moneylender":
            return self._moneylender_worth(view, ctx)
        if k == "draft_notice":
            return 0.1
        if k == "bribery":
            return 0.3
        return 0.5

    def _choose_play(self, view: SeatView, ctx: _Ctx, plays: dict[int, tuple], recalls: dict[int, tuple],
                     plan: str) -> Any:
        if ctx.plays <= 0 or (not plays and not recalls):
            return None
        card = view.card
        best = None
        best_rank = None
        seen: dict[str, tuple] = {}
        for cid, o in list(plays.items()) + list(recalls.items()):
            d = card(cid)
            from_kept = o[0] == "recall"
            sig = (d.key, from_kept)
            if sig in seen:          # same card name: same answer
                continue
            worth = self._play_worth(view, ctx, cid, plan, from_kept)
            seen[sig] = (worth,)
            if worth <= 0:
                continue
            terminal = d.is_action and d.links == 0
            prio = cv.PRIORITY.get(d.key, 40)
            if d.key == "city_development" and worth >= 2.5:
                prio = 74
            if d.key == "farming_village" and "city_development" in ctx.hand_keys and ctx.coins >= 1:
                prio = 10          # keep Farming Villages for City Development
            if terminal:
                # with one play left the best terminal card goes; with more, the usual order
                rank = (0, worth if ctx.plays == 1 else prio, prio)
            else:
                rank = (1, prio, worth)
            if best_rank is None or rank > best_rank:
                best_rank, best = rank, (o, worth)
        if best is None:
            return None
        o, worth = best
        name = card(o[1]).name
        if o[0] == "recall":
            return Decision(o, f"recalls {name} to play it")
        return Decision(o, f"plays {name}")

    # ---- keeping
    def _choose_keep(self, view: SeatView, ctx: _Ctx, keeps: list[tuple]) -> Any:
        if not keeps:
            return None
        card = view.card
        by_card: dict[int, list[int]] = {}
        for o in keeps:
            by_card.setdefault(o[1], []).append(o[2])
        # keep the most valuable leftover on the cheapest territory that takes it
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
        _, cid, terr = best
        return Decision(("keep", cid, terr), f"keeps {card(cid).name} on {card(terr).name}")

    def _rampart_should_keep(self, view: SeatView, ctx: _Ctx) -> bool:
        if ctx.princess is None:
            return False
        if not any(k in cv.MILITARY_ATTACKS for k in ctx.opp_keys):
            return False
        kept = view.kept(ctx.seat)
        if any(view.card(c).key == "rampart" for c in kept.values()):
            return False
        free = [t for t in view.domain(ctx.seat) if view.card(t).is_territory and t not in kept
                and view.card(t).cost >= 2]
        return bool(free)

    # ---- helpers for single cards
    def _revealed_run(self, view: SeatView, seat: int) -> int:
        run = 0
        for depth, _ in view.revealed_in_draw(seat):
            if depth != run:
                break
            run += 1
        return run

    def _junk_in_hand(self, view: SeatView, ctx: _Ctx, plan: str, exclude: int | None = None) -> list[int]:
        """Cards in hand that do nothing this turn (discardable for coins or new cards)."""
        out = []
        for cid in ctx.hand:
            if cid == exclude:
                continue
            d = view.card(cid)
            k = d.key
            if k in cv.JUNK:
                out.append(cid)
            elif d.is_succession and not d.is_territory and (ctx.princess is None or plan != "set"):
                out.append(cid)
        return out

    def _copy_worth(self, view: SeatView, ctx: _Ctx, cid: int) -> float:
        k = view.card(cid).key
        if k in ("alchemist",):
            return 2.2
        if k in ("infantry_battalion", "royal_guard"):
            return 2.6
        if k in ("trading_ship",):
            return 2.0
        if k in ("post_horse", "supply_unit", "library", "battering_ram", "glamour_witch", "evicted_monster",
                 "stargazing_witch"):
            return 1.5
        if k == "curse_witch":
            return self._curse_witch_worth(view, ctx, None)
        if k == "adventurer":
            return self._adventurer_best(view, ctx, None)[0]
        if k == "bank":
            return 1.0 + sum(1 for c in view.played if view.card(c).key in ("city", "large_city", "bank"))
        if k in ("rampart", "refuge", "government_contractor", "moneylender"):
            return 1.0 if k != "moneylender" else self._moneylender_worth(view, ctx)
        if k == "city_development":
            return 1.0 if ctx.coins >= 1 and "farming_village" in ctx.hand_keys else -1
        if k == "contribution":
            return 1.0 if ctx.coins >= 1 and any(x in cv.JUNK for x in ctx.hand_keys) else -1
        if k == "slash_and_burn_farming":
            return ctx.hand_keys.count("farming_village") - 2.0
        if k in ("scout", "bribery", "wishing_well", "buried_treasure", "draft_notice", "magic_talisman"):
            return 0.3
        return 0.3

    def _copy_choice(self, view: SeatView, ctx: _Ctx, options: tuple) -> int:
        return max(options, key=lambda c: (self._copy_worth(view, ctx, c), -c))

    def _curse_witch_worth(self, view: SeatView, ctx: _Ctx, cid: int | None) -> float:
        hand = [c for c in ctx.hand if c != cid]
        eligible = [c for c in hand if view.card(c).cost >= 2]
        if not eligible:
            return 0.05
        target = min(eligible, key=lambda c: self._keep_value(view, ctx, c))
        loss = self._keep_value(view, ctx, target)
        curse = 0.0
        if ctx.curses_left and any(not self._has_revealed_curse(view, o) for o in ctx.opp):
            curse = 2.5
        return curse - loss + 0.2

    def _has_revealed_curse(self, view: SeatView, seat: int) -> bool:
        return any(view.card(c).is_curse for _, c in view.revealed_in_draw(seat))

    def _keep_value(self, view: SeatView, ctx: _Ctx, cid: int) -> float:
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
            return cv.SUCCESSION_POINTS.get(k, 0) * (0.8 if ctx.princess is not None else 0.5)
        if k == "magic_talisman":
            return 0.2
        return cv.ECONOMY.get(k, 2.0) / 3.0

    def _adventurer_best(self, view: SeatView, ctx: _Ctx, cid: int | None,
                         paid: bool = False) -> tuple[float, int | None]:
        """(worth, card to banish) for Adventurer played now (`paid`: its coin is already paid)."""
        if ctx.coins < 1 and not paid:
            return (0.05 if any(view.card(c).is_territory for c in ctx.hand) else -0.5), None
        market = self._market_values(view, ctx)
        best = (-1.0, None)
        seen = set()
        for c in ctx.hand:
            if c == cid:
                continue
            d = view.card(c)
            if d.is_curse or d.key in seen:
                continue
            seen.add(d.key)
            limit = d.cost + 2
            gain = max((v for key, (v, cost) in market.items() if cost <= limit), default=None)
            if gain is None:
                continue
            worth = gain - self._keep_value(view, ctx, c) - 1.0
            if worth > best[0]:
                best = (worth, c)
        return best

    def _moneylender_worth(self, view: SeatView, ctx: _Ctx) -> float:
        if view.areas(ctx.seat).get("debt", 0):
            return -1.0
        coins = ctx.coins + sum(cv.COINS.get(k, 0) for k in ctx.hand_keys if k != "moneylender")
        tiers = (3, 5, 6, 8, 11, 13)
        before = sum(1 for t in tiers if coins >= t)
        after = sum(1 for t in tiers if coins + 3 >= t)
        return 1.0 if after > before else -1.0

    def _witch_activation_worth(self, view: SeatView, ctx: _Ctx, cid: int) -> bool:
        if not ctx.curses_left:
            return False
        if ctx.plays > 0 and self._curse_witch_worth(view, ctx, cid) > 0:
            return False
        return ctx.late >= 0.5 or ctx.counts.get("curse_witch", 0) >= 2

    def _estate_worth(self, view: SeatView, ctx: _Ctx, plan: str) -> bool:
        """Imperial Estate's counter (3 coins -> 1 point) when the coins would not buy more."""
        coins = ctx.coins
        if coins < 3 or ctx.princess is None:
            return False
        if plan == "set":
            return True
        return coins - 3 >= self._coins_needed(view, ctx, coins)

    def _bergamotte_worth(self, view: SeatView, ctx: _Ctx) -> float:
        if ctx.plays <= 0:
            return 0.0
        fetch = [c for c in view.discard(ctx.seat) if view.card(c).is_action]
        if not fetch:
            return 0.0
        best = max(self._copy_worth(view, ctx, c) for c in fetch)
        keys = ctx.hand_keys
        if "apprentice_maid" in keys:
            return best
        if "farming_village" in keys:
            return best - 1.2
        return 0.0

    # ------------------------------------------------------------------ Second Phase
    def _card_value(self, ctx: _Ctx, key: str) -> float:
        """How much owning one more `key` is worth (acquisitions, upgrades, Glamour Witch copies)."""
        sp = cv.SUCCESSION_POINTS.get(key, 0)
        backed = ctx.princess is not None
        if key in ("royal_maid", "senator", "duke", "imperial_crown", "gossipy_duchess"):
            value = sp * (1.0 if backed else 0.4)
            return value + (1.5 if key == "gossipy_duchess" and backed else 0.0)
        if key == "imperial_capital":
            return 6.0 if backed else 4.0
        return cv.ACQUIRE.get(key, 1.0)

    def _market_values(self, view: SeatView, ctx: _Ctx) -> dict[str, tuple[float, int]]:
        """(value, printed cost) of every card on top of a Market pile, by card id."""
        out = {}
        for top, _size in view.market():
            d = view.card(top)
            out[d.key] = (self._card_value(ctx, d.key), d.cost)
        return out

    def _prefer_set(self, ctx: _Ctx, sp: int, coins: int) -> bool:
        """Set now (rather than buy)? Setting early wins races: any 2 points, or when coins are short;
        but a Duke's 8 coins beat setting less than a Duke's worth (unless that reaches 20)."""
        if ctx.points + sp >= _CORONATION:
            return True
        if coins >= 8 and sp < cv.SET_OVER_DUKE:
            return False
        return sp >= cv.SET_MIN_POINTS or coins < 3

    def _second(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        declare, buys, backs, sets = second_phase_choices(prompt)
        if declare is not None:
            return Decision(declare, f"declares a coronation at {ctx.points} points")
        card = view.card
        action = view.second_action
        if backs:
            choice, why = self._choose_princess(view, ctx, backs)
            moved = self._villages_moved(view, card(choice).key)
            if moved < cv.BACK_SKIP_VILLAGES or view.turn_number >= cv.BACK_SKIP_UNTIL_TURN:
                return Decision(("back", choice), f"backs {card(choice).name} with {ctx.coins} coins: {why}")
        settable = [c for c in sets if self._set_worth(view, ctx, c) > 0]
        set_now = None
        if settable:
            total = sum(max(0, cv.SUCCESSION_POINTS.get(card(c).key, 0)) for c in settable)
            best = max(settable, key=lambda c: (self._set_worth(view, ctx, c), -c))
            set_now = Decision(("set", best), f"sets {card(best).name}: {ctx.points} points set, "
                                              f"{total} in hand")
            if action == "set" or not buys or self._prefer_set(ctx, total, ctx.coins):
                return set_now
        if buys:
            pick = self._choose_buy(view, ctx, buys)
            if pick is not None:
                cid, why = pick
                return Decision(("buy", cid), f"buys {card(cid).name}: {ctx.coins} coins, {why}")
        if set_now is not None:
            return set_now
        return Decision(("end_turn",), "ends the turn")

    def _villages_moved(self, view: SeatView, princess_key: str) -> int:
        """How many Farming Villages (-2 points each) backing now would move into the Domain."""
        if princess_key == "flammaria":
            return 0
        played = sorted((view.card(c).cost, view.card(c).key) for c in view.played if view.card(c).is_territory)
        return sum(1 for _, k in played[::-1][:3] if k == "farming_village")

    def _set_worth(self, view: SeatView, ctx: _Ctx, cid: int) -> float:
        k = view.card(cid).key
        if k == "apprentice_maid":
            return -1.0
        if k == "imperial_estate":
            return 0.5 if ctx.late >= 0.4 or view.second_action == "set" else -1.0
        if k == "gossipy_duchess":
            return 3.5
        return float(cv.SUCCESSION_POINTS.get(k, 0))

    def _choose_buy(self, view: SeatView, ctx: _Ctx, buys: list[int]) -> tuple[int, str] | None:
        """The card to buy with the coins left, or None. Rules measured against `baseline`."""
        tops = {top for top, _ in view.market()}
        coins = ctx.coins
        backed = ctx.princess is not None
        affordable: dict[str, int] = {}
        for cid in buys:
            if cid in tops:           # Market cards only (Bribery purchases are not worth it)
                affordable.setdefault(view.card(cid).key, cid)
        if backed and "bribery" in view.turn_flags:
            # Bribery: a Succession card bought from an opponent counts twice (ours, and not theirs)
            stolen = [c for c in buys if c not in tops and view.card(c).is_succession
                      and cv.SUCCESSION_POINTS.get(view.card(c).key, 0) >= 2]
            if stolen:
                best = max(stolen, key=lambda c: (cv.SUCCESSION_POINTS.get(view.card(c).key, 0), -c))
                if cv.SUCCESSION_POINTS.get(view.card(best).key, 0) >= 3 or coins < 5:
                    return best, "taken from an opponent through Bribery"
        if not affordable:
            return None
        # the rares: 14 points, or 6 points and 3 coins
        if backed and "imperial_crown" in affordable:
            return affordable["imperial_crown"], "14 points"
        # common cards that beat the money card at this amount of coins
        for key, lo, hi, cap, when in cv.COMMON_BUYS:
            if key in affordable and lo <= coins <= hi and (when == "any" or (when == "post") == backed) \
                    and ctx.counts.get(key, 0) < cap and self._common_ok(view, ctx, key):
                return affordable[key], cv.COMMON_REASONS.get(key, "a strong card for this market")
        points = ctx.points
        owned = points + int(cv.UNSET_SHARE * ctx.unset_sp)   # points set plus those waiting in the deck
        if ctx.opp_points >= cv.RACE_OPP_POINTS:
            owned = max(owned, cv.LARGE_CITY_BELOW, cv.ROYAL_MAID_FROM)
        if not backed:
            if coins >= 6 and "large_city" in affordable:
                return affordable["large_city"], "economy before a princess"
            if "city" in affordable:
                return affordable["city"], "economy before a princess"
            return None
        if backed and "imperial_capital" in affordable and coins >= 11:
            return affordable["imperial_capital"], "6 points and 3 coins"
        if coins >= 8 and "duke" in affordable:
            return affordable["duke"], f"6 points ({points} set)"
        if coins >= 6:
            if owned < cv.LARGE_CITY_BELOW and "large_city" in affordable:
                return affordable["large_city"], f"economy first ({points} points set)"
            if "senator" in affordable:
                return affordable["senator"], f"3 points ({points} set)"
        if coins >= 5 and "senator" in affordable:
            return affordable["senator"], f"3 points ({points} set)"
        if coins >= 3:
            if owned >= cv.ROYAL_MAID_FROM and "royal_maid" in affordable:
                return affordable["royal_maid"], f"2 points ({points} set)"
            if "city" in affordable:
                return affordable["city"], "economy"
            if "royal_maid" in affordable:
                return affordable["royal_maid"], f"2 points ({points} set)"
        return None

    def _common_ok(self, view: SeatView, ctx: _Ctx, key: str) -> bool:
        """Situational checks for a common card on the buy list."""
        if key == "gossipy_duchess":
            return True
        if key == "curse_witch":
            return ctx.curses_left > 0
        return True

    def _choose_princess(self, view: SeatView, ctx: _Ctx, backs: list[int]) -> tuple[int, str]:
        best = None
        for cid in backs:
            k = view.card(cid).key
            score = cv.PRINCESS_BASE.get(k, 1.0)
            if k == "laolily" and view.basic_pile_size("royal_maid") < 4:
                score -= 6
            if k == "lain_and_shion":
                owned = ctx.deck_size + len(view.domain(ctx.seat))
                score += 4.0 * (owned >= 22) + 4.0 * (owned >= 25)
            cand = (score, -cid)
            if best is None or cand > best[0]:
                best = (cand, cid)
        cid = best[1]
        return cid, cv.PRINCESS_REASONS.get(view.card(cid).key, "the best princess left")

    # ------------------------------------------------------------------ effect prompts
    def _pick(self, picks: Any, reason: str) -> Decision:
        return Decision(("pick", tuple(picks)), reason)

    def _pick_mode(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        labels = prompt.labels
        text = " | ".join(labels).lower()
        if "draw 2" in text:           # Trading Ship
            draw = ctx.plays >= 1 and view.draw_size(ctx.seat) + len(view.discard(ctx.seat)) >= 2
            pick = 0 if draw else 1
            return self._pick([pick], "draws 2 cards" if draw else "gains 2 coins")
        if "farming village -> city" in text:     # City Development
            hk = ctx.hand_keys
            if ctx.coins >= 1 and "farming_village" in hk:
                return self._pick([0], "turns a Farming Village into a City")
            if ctx.coins >= 2 and "city" in hk:
                return self._pick([1], "turns a City into a Large City")
            # pick the mode that cannot be paid, so nothing is lost
            return self._pick([1 if ctx.coins < 2 else 0], "cannot use City Development")
        if "bottom of your draw pile" in text:    # Library
            good = [c for c in view.discard(ctx.seat) if not view.card(c).is_succession
                    and self._keep_value(view, ctx, c) >= 1.5]
            if len(good) >= 2 and ctx.plays == 0:
                return self._pick([0], "puts 2 good cards under its draw pile")
            return self._pick([1], "draws a card")
        return self._pick([0], "takes the first mode")

    def _pick_number(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        opts = prompt.options
        src = view.card(prompt.source).key if prompt.source is not None else ""
        if "royal maid" in prompt.text.lower() or src == "laolily":
            n = opts[-1]
            return self._pick([n], f"acquires {n} Royal Maids")
        # Draft Notice: coins are wasted when the Second Phase will set; top-deck good cards then
        plan = self._planned_second(view, ctx)
        good = [c for c in view.discard(ctx.seat) if not view.card(c).is_territory
                and self._topdeck_value(view, ctx, c) > 0.5]
        x = min(opts[-1], len(good), 4) if plan in ("set",) else 0
        if x == 0 and ctx.coins >= 1:
            # spare coins that buy nothing extra
            spare = ctx.coins - self._coins_needed(view, ctx, ctx.coins)
            x = min(opts[-1], len(good), max(0, spare), 3)
        return self._pick([x], f"pays {x} to put cards on its draw pile")

    def _coins_needed(self, view: SeatView, ctx: _Ctx, coins: int) -> int:
        """Coins the Second Phase will spend: the cost of the first thing it would buy."""
        if ctx.princess is not None and coins >= 8:
            return 8
        for need in (6, 5, 3):
            if coins >= need:
                return need
        return 0

    def _topdeck_value(self, view: SeatView, ctx: _Ctx, cid: int) -> float:
        d = view.card(cid)
        if d.is_succession:
            return cv.SUCCESSION_POINTS.get(d.key, 0) / 2.0 if ctx.princess is not None else -1
        if d.is_curse:
            return -2
        return cv.ECONOMY.get(d.key, 1.0) / 3.0

    def _pick_discard(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        opts = prompt.options
        src = view.card(prompt.source).key if prompt.source is not None else ""
        if prompt.seat != view.active:
            # an attack makes us discard: lose the least useful card
            pick = min(opts, key=lambda c: (self._keep_value(view, ctx, c), c))
            return self._pick([pick], f"discards {view.card(pick).name}")
        if src == "bergamotte":
            pick = min(opts, key=lambda c: (self._keep_value(view, ctx, c), c))
            return self._pick([pick], f"discards {view.card(pick).name} for Bergamotte")
        if src == "stargazing_witch" or (src == "shinobi" and all(c not in ctx.hand for c in opts)):
            picks = [c for c in opts if self._keep_value(view, ctx, c) < 0.5]
            return self._pick(picks[:prompt.max], f"discards {len(picks)} of the cards it looked at")
        plan = self._planned_second(view, ctx)
        # Wishing Well, Magic Talisman: discard what does nothing this turn
        junk = [c for c in opts if c in self._junk_in_hand(view, ctx, plan)]
        picks = junk[:prompt.max]
        if len(picks) < prompt.min:
            rest = sorted((c for c in opts if c not in picks), key=lambda c: (self._keep_value(view, ctx, c), c))
            picks += rest[:prompt.min - len(picks)]
        return self._pick(picks, f"discards {len(picks)} card(s)")

    def _banish_target(self, view: SeatView, ctx: _Ctx, src: str, options: list[int]) -> int | None:
        if not options:
            return None
        best = min(options, key=lambda c: (self._keep_value(view, ctx, c), c))
        return best

    def _pick_banish(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        opts = list(prompt.options)
        src = view.card(prompt.source).key if prompt.source is not None else ""
        if src == "adventurer":
            _, target = self._adventurer_best(view, ctx, None, paid=True)
            if target is not None and target in opts:
                return self._pick([target], f"banishes {view.card(target).name} to upgrade it")
        pick = self._banish_target(view, ctx, src, opts)
        return self._pick([pick], f"banishes {view.card(pick).name}")

    def _pick_acquire(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        opts = prompt.options
        scored = sorted(((self._card_value(ctx, view.card(c).key), -c, c) for c in opts), reverse=True)
        best_value, _, best = scored[0]
        if prompt.min == 0 and best_value <= 0.5:
            return self._pick([], "acquires nothing")
        return self._pick([best], f"acquires {view.card(best).name}")

    def _pick_to_draw(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        opts = prompt.options
        text = prompt.text.lower()
        if "supply unit" in text:
            best = max(opts, key=lambda c: (self._copy_worth(view, ctx, c), -c))
            if self._copy_worth(view, ctx, best) >= 1.0:
                return self._pick([best], f"puts {view.card(best).name} back on its draw pile")
            return self._pick([], "returns nothing")
        if "defense" in text or "refuge" in text or "hand to put" in text or prompt.seat != view.active:
            return self._refuge_defense(prompt, view, ctx)
        ranked = sorted(opts, key=lambda c: (-self._topdeck_value(view, ctx, c), c))
        if prompt.min == 0:
            ranked = [c for c in ranked if self._topdeck_value(view, ctx, c) > 0.5]
        picks = ranked[:prompt.max]
        if len(picks) < prompt.min:
            rest = [c for c in sorted(opts, key=lambda c: (-self._topdeck_value(view, ctx, c), c)) if c not in picks]
            picks += rest[:prompt.min - len(picks)]
        return self._pick(picks, f"puts {len(picks)} card(s) on its draw pile")

    def _refuge_defense(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        """Refuge: put junk Action/Succession cards on top (they come back later) to shrink the hand."""
        junk = [c for c in prompt.options if view.card(c).key in cv.JUNK or view.card(c).key == "refuge"]
        need = max(0, view.hand_size(ctx.seat) - 4)
        picks = junk[:need] if len(junk) >= need else []
        return self._pick(picks, f"puts {len(picks)} card(s) back with Refuge")

    def _pick_defend(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        src = view.card(prompt.source).key if prompt.source is not None else ""
        military = src in cv.MILITARY_ATTACKS or src == "shinobi"
        hand_size = view.hand_size(ctx.seat)
        for cid in prompt.options:
            k = view.card(cid).key
            if k == "rampart" and military:
                return self._pick([cid], f"reveals Rampart against {view.card(prompt.source).name}")
        for cid in prompt.options:
            k = view.card(cid).key
            if k == "magic_talisman":
                if src == "curse_witch" and not self._has_revealed_curse(view, ctx.seat):
                    return self._pick([cid], "reveals Magic Talisman: no Curse for it")
                if src in cv.HAND_ATTACKS and hand_size == 5:
                    return self._pick([cid], "reveals Magic Talisman: its hand drops to 4")
                if src == "royal_guard":
                    return self._pick([cid], "reveals Magic Talisman to block Royal Guard")
            if k == "refuge" and src in cv.HAND_ATTACKS and hand_size == 5:
                junk = [c for c in ctx.hand if view.card(c).key in cv.JUNK]
                if junk:
                    return self._pick([cid], "reveals Refuge to put junk back")
        return self._pick([], "reveals no Defense card")

    def _pick_scout_discard(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        me = ctx.seat
        own = set(c for _, c in view.revealed_in_draw(me))
        picks = []
        for cid in prompt.options:
            g = cv.goodness(view.card(cid).key)
            if cid in own:
                if g < 0.5:
                    picks.append(cid)
            elif g >= 1.0:
                picks.append(cid)
        return self._pick(picks, f"discards {len(picks)} revealed card(s)")

    def _pick_keep_on_top(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        pick = min(prompt.options, key=lambda c: (cv.goodness(view.card(c).key), c))
        return self._pick([pick], f"leaves {view.card(pick).name} on top of the opponent's draw pile")

    def _pick_copy(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        pick = self._copy_choice(view, ctx, prompt.options)
        return self._pick([pick], f"copies {view.card(pick).name}")

    def _pick_bottom(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        # Government Contractor: under the draw pile a card comes back before anything in the discard
        # pile; only a card it would rather see later (a Succession card before backing) goes there
        cid = prompt.options[0]
        d = view.card(cid)
        if d.is_curse or (d.is_succession and not d.is_territory and ctx.princess is None):
            return self._pick([], f"sends {d.name} to its discard pile")
        return self._pick([cid], f"puts {d.name} under its draw pile: it comes back sooner")

    def _pick_discard_kept(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        pick = max(prompt.options, key=lambda c: (cv.goodness(view.card(c).key) + (2 if view.card(c).key == "rampart" else 0), -c))
        return self._pick([pick], f"knocks {view.card(pick).name} out of a Domain")

    def _pick_discard_domain(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        pick = max(prompt.options, key=lambda c: (cv.SUCCESSION_POINTS.get(view.card(c).key, 0), -c))
        return self._pick([pick], f"removes {view.card(pick).name} from an opponent's Domain")

    def _pick_to_hand(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        pick = max(prompt.options, key=lambda c: (self._copy_worth(view, ctx, c), -c))
        return self._pick([pick], f"takes {view.card(pick).name} into its hand")

    def _pick_order(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        ranked = sorted(prompt.options, key=lambda c: (-self._topdeck_value(view, ctx, c), c))
        return self._pick(ranked, "puts the best card on top")

    def _pick_to_domain(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        # keep the better territories in the deck: move the tied ones that matter least
        ranked = sorted(prompt.options, key=lambda c: (cv.ECONOMY.get(view.card(c).key, 1.0), c))
        return self._pick(ranked[:prompt.min], "moves territories to its Domain")

    def _pick_starting_hand(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        ranked = sorted(prompt.options, key=lambda c: (-cv.goodness(view.card(c).key), c))
        return self._pick(ranked[:prompt.min], "keeps its best cards")

    def _pick_pay(self, prompt: Prompt, view: SeatView, ctx: _Ctx) -> Any:
        return self._pick(prompt.options[:1], "pays")
