"""`easy`: a legal, plausible opponent with deliberate weaknesses, so a new player can win.

What it does like a beginner would:
  * plays its Territory cards first, then its Action cards in a random order (so it sometimes wastes
    its plays); never keeps or recalls, never uses princess or card abilities, never defends;
  * backs a princess as soon as it has 6 coins: First Princess Lulunasaika when it sees her, else
    one at random (some princesses suit it badly);
  * buys one card a turn: usually money or points by its coins, sometimes a random Common card;
  * sets every Succession card it holds whenever it can, even when buying a Duke would be better;
  * answers effect prompts at random (legally) and declares a coronation as soon as it may.

The Far East cards it handles as a beginner who has read them would: it cashes every Coin counter
at the end of its Main Phase, always spends Mining Town's Ore, shows a Curse rather than take one,
declares the subtype most of its hand has for Alliance, and leaves Ouka's trade alone.
"""

from __future__ import annotations

import random
from typing import Any

from hoc_desktop.ai.hoc.prompt_options import second_phase_choices
from hoc_desktop.ai.policy import Decision, built_in
from hoc_desktop.ai.reason import END_MAIN, END_TURN, Reason
from hoc_desktop.cards.mode_costs import why_it_stops
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import default_catalog

_NEVER_BUY = frozenset({"slash_and_burn_farming", "moneylender", "magic_talisman", "draft_notice"})
_MIN_COST = 2       # never buys anything cheaper (Farming Villages)


@built_in
class EasyPolicy:
    name = "easy"

    def __init__(self, seed: int = 0, whim: float = 0.1) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.whim = whim            # how often it buys a random Common card instead of money

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        if prompt.kind == "main":
            return self._main(prompt, view)
        if prompt.kind == "second":
            return self._second(prompt, view)
        return self._pick(prompt, view)

    def _main(self, prompt: Prompt, view: SeatView) -> Any:
        plays = []
        for option in prompt.options:
            if option[0] == "declare":
                return Decision(option, Reason("declare", points=view.points(view.seat)))
            if option[0] == "play":
                plays.append(option)
        territories = [o for o in plays if view.card(o[1]).is_territory]
        if territories:
            return Decision(territories[0], Reason("play", card=view.card(territories[0][1])))
        if plays:
            pick = plays[self.rng.randrange(len(plays))]
            return Decision(pick, Reason("play", card=view.card(pick[1])))
        if ("cash_coin",) in prompt.options:
            return Decision(("cash_coin",), Reason("cash_coin"))
        return Decision(("end_main",), END_MAIN)

    def _second(self, prompt: Prompt, view: SeatView) -> Any:
        declare, buys, backs, sets = second_phase_choices(prompt)
        if declare is not None:
            return Decision(declare, Reason("declare", points=view.points(view.seat)))
        if backs:
            lulu = [c for c in backs if view.card(c).key == "lulunasaika"]
            pick = lulu[0] if lulu else backs[self.rng.randrange(len(backs))]
            return Decision(("back", pick), Reason("back", card=view.card(pick), coins=view.coins))
        good_sets = [c for c in sets if view.card(c).points > 0]
        if good_sets:
            return Decision(("set", good_sets[0]), Reason("set", card=view.card(good_sets[0])))
        if buys and view.second_action is None:
            bought = self._buy(view, buys)
            if bought is not None:
                return Decision(("buy", bought), Reason("buy_coins", card=view.card(bought), coins=view.coins))
        return Decision(("end_turn",), END_TURN)

    def _buy(self, view: SeatView, buys: list[int]) -> int | None:
        """Money most of the time (City before a princess, then Duke / Senator / Royal Maid by coins),
        sometimes whatever catches its eye."""
        tops = {top for top, _ in view.market()}
        backed = view.princess(view.seat) is not None
        by_key: dict[str, int] = {}
        for cid in buys:
            d = view.card(cid)
            if cid in tops and d.key not in _NEVER_BUY and d.cost >= _MIN_COST:
                by_key.setdefault(d.key, cid)
        if not by_key:
            return None
        if self.rng.random() < self.whim:
            shiny = [c for k, c in sorted(by_key.items()) if view.card(c).category == "common"]
            if shiny:
                return shiny[self.rng.randrange(len(shiny))]
        coins = view.coins
        catalog = default_catalog()
        wants: tuple[str, ...]
        if not backed:
            wants = ("large_city", "city") if coins >= catalog["large_city"].cost else ("city",)
        elif coins >= catalog["duke"].cost:
            wants = ("duke", "senator", "large_city")
        elif coins >= catalog["senator"].cost:
            wants = ("senator", "large_city", "city")
        else:
            wants = ("royal_maid", "city")
        for key in wants:
            if key in by_key:
                return by_key[key]
        return None

    @staticmethod
    def _working_modes(prompt: Prompt, view: SeatView) -> list[Any]:
        """The modes that do something (their coins can be paid, their card banished): easy never
        falls for a mode that stops at once while another works (from the card data, not words)."""
        if prompt.source is None:
            return []
        modes = {m.key: m for step in view.card(prompt.source).effect if step.op == "choose_mode" for m in step.args}
        hand = [view.card(c) for c in view.hand]
        return [option for option, key in zip(prompt.options, prompt.mode_keys)
                if key in modes and why_it_stops(modes[key], view.coins, hand) is None]

    def _pick(self, prompt: Prompt, view: SeatView) -> Any:
        opts = prompt.options
        if prompt.step in _FAR_EAST:
            return _FAR_EAST[prompt.step](prompt, view)
        if prompt.kind == "defend":
            return Decision(("pick", ()), Reason("no_defense"))
        if prompt.kind == "mode":
            working = self._working_modes(prompt, view) or list(opts)
            return Decision(("pick", (working[self.rng.randrange(len(working))],)), Reason("answer", kind="mode"))
        if prompt.kind == "number":
            return Decision(("pick", (opts[self.rng.randrange(len(opts))],)), Reason("answer", kind=prompt.kind))
        k = self.rng.randint(prompt.min, max(prompt.min, min(prompt.max, prompt.min + 1)))
        return Decision(("pick", tuple(self.rng.sample(list(opts), k))), Reason("answer", kind=prompt.kind))


def _show_curse(prompt: Prompt, view: SeatView) -> Decision:
    return Decision(("pick", tuple(prompt.options[:1])), Reason("show_curse"))


def _spend_ore(prompt: Prompt, view: SeatView) -> Decision:
    return Decision(("pick", tuple(prompt.options[:1])), Reason("spend_ore"))


def _skip_ouka(prompt: Prompt, view: SeatView) -> Decision:
    return Decision(("pick", ()), Reason("skip_ouka"))


def _alliance(prompt: Prompt, view: SeatView) -> Decision:
    """The subtype most cards in its hand have (the first one on a tie)."""
    subtypes = [view.card(c).subtype for c in view.hand]
    best = max(range(len(prompt.mode_keys)), key=lambda i: (subtypes.count(prompt.mode_keys[i]), -i))
    return Decision(("pick", (prompt.options[best],)), Reason("declare_subtype", subtype=prompt.mode_keys[best]))


# Far East prompts answered by a plain rule rather than at random, by prompt step.
_FAR_EAST = {"curse_unless_revealed": _show_curse, "spend_area_counter": _spend_ore, "ouka_first": _skip_ouka,
             "alliance": _alliance}
