"""The money strategy (the yardstick): buy City and Large City, back a princess as soon as it can,
then buy and set Duke / Senator / Royal Maid by coins, declare a coronation as soon as it may.

It plays every Territory in hand, never buys a Common card, and answers effect prompts with simple
safe defaults (discard the cheapest card, reveal every Defense card it holds).
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.ai.policy import Decision
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.setup import default_catalog
from hoc_desktop.engine.hoc.view import SeatView

PRINCESS_PREFERENCE = ("lulunasaika", "laolily", "klam_klam", "flammaria", "bergamotte", "lain_and_shion")
SET_AT_ONCE = 3          # sets Succession cards worth this many points even when it could buy instead
POINTS_RACE_FROM = 8     # from this many points set: Senator over Large City, Royal Maid over City


class MoneyPolicy:
    name = "money"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        if prompt.kind == "main":
            return self._main(prompt, view)
        if prompt.kind == "second":
            return self._second(prompt, view)
        return self._pick(prompt, view)

    # ---- Main Phase: declare if possible, play Territory cards (and any card that links on)
    def _main(self, prompt: Prompt, view: SeatView) -> Any:
        best = None
        for option in prompt.options:
            if option[0] == "declare":
                return Decision(option, f"declares a coronation at {view.points(view.seat)} points")
            if option[0] == "play":
                card = view.card(option[1])
                if card.is_territory and (best is None or (card.coins or 0) > (view.card(best[1]).coins or 0)):
                    best = option
        if best is not None:
            return Decision(best, f"plays {view.card(best[1]).name}")
        return Decision(("end_main",), "ends the Main Phase")

    # ---- Second Phase: back a princess, set points, else buy by coins
    def _second(self, prompt: Prompt, view: SeatView) -> Any:
        options = prompt.options
        by_kind: dict[str, list[Any]] = {}
        for option in options:
            by_kind.setdefault(option[0], []).append(option)
        if "declare" in by_kind:
            return Decision(("declare",), f"declares a coronation at {view.points(view.seat)} points")
        if "back" in by_kind:
            backs = sorted(by_kind["back"], key=lambda o: PRINCESS_PREFERENCE.index(view.card(o[1]).key)
                           if view.card(o[1]).key in PRINCESS_PREFERENCE else 99)
            return Decision(backs[0], f"backs {view.card(backs[0][1]).name} with {view.coins} coins")
        sets = [o for o in by_kind.get("set", []) if view.card(o[1]).points > 0]
        if sets and view.second_action in (None, "set"):
            worth = sum(view.card(o[1]).points for o in sets)
            buys_nothing = view.coins < default_catalog()["city"].cost
            if view.second_action == "set" or worth >= SET_AT_ONCE or buys_nothing:
                best = max(sets, key=lambda o: view.card(o[1]).points)
                return Decision(best, f"sets {view.card(best[1]).name} ({view.points(view.seat)} points set)")
        want = self._buy_target(view)
        if want:
            for option in by_kind.get("buy", []):
                if view.card(option[1]).key == want:
                    return Decision(option, f"buys {view.card(option[1]).name}: {view.coins} coins")
        return Decision(("end_turn",), "ends the turn")

    def _buy_target(self, view: SeatView) -> str | None:
        """The dearest money or points card the coins pay for (printed costs)."""
        coins = view.coins
        catalog = default_catalog()

        def affords(key: str) -> bool:
            return coins >= catalog[key].cost

        if view.second_action not in (None, "buy"):
            return None
        racing = view.points(view.seat) >= POINTS_RACE_FROM
        if view.princess(view.seat) is None:
            if affords("large_city"):
                return "large_city"
            return "city" if affords("city") else None
        if affords("duke") and view.basic_pile_size("duke"):
            return "duke"
        if affords("large_city"):
            return "large_city" if not racing and view.basic_pile_size("large_city") else "senator"
        if affords("senator"):
            return "senator"
        cheap = "royal_maid" if racing else "city"
        return cheap if affords(cheap) else None

    # ---- effect prompts: simple, safe defaults
    def _pick(self, prompt: Prompt, view: SeatView) -> Any:
        opts = prompt.options
        if prompt.kind == "number":
            return ("pick", (opts[-1],))
        if prompt.kind == "defend":
            return ("pick", (opts[0],))
        if prompt.kind in ("discard", "banish") and opts and isinstance(opts[0], int):
            cheapest = sorted(opts, key=lambda c: view.card(c).cost)[:prompt.min]
            return ("pick", tuple(cheapest))
        return ("pick", tuple(opts[:prompt.min]))
