"""The money strategy (the yardstick): buy City and Large City, back a princess as soon as it can,
then buy and set Duke / Senator / Royal Maid by coins, declare a coronation as soon as it may.

It plays every Territory in hand, never buys a Common card, and answers effect prompts with simple
safe defaults (discard the cheapest card, reveal every Defense card it holds).
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from functools import cache
from typing import Any, Final

from hoc_desktop.ai.policy import CardDecisions, Decision, built_in
from hoc_desktop.ai.reason import END_MAIN, END_TURN, Reason
from hoc_desktop.build_info import mypyc_attr
from hoc_desktop.cards.model import CardDef
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import default_catalog

PRINCESS_PREFERENCE: Final = ("lulunasaika", "laolily", "klam_klam", "flammaria", "bergamotte", "lain_and_shion")
SET_AT_ONCE: Final = 3          # sets Succession cards worth this many points even when it could buy instead
POINTS_RACE_FROM: Final = 8     # from this many points set: Senator over Large City, Royal Maid over City
_PRINCESS_RANK: Final = {key: rank for rank, key in enumerate(PRINCESS_PREFERENCE)}
_UNRANKED: Final = len(PRINCESS_PREFERENCE)
# Its commonest answers, made once (a Decision is never changed once made)
ENDS_MAIN: Final = Decision(("end_main",), END_MAIN)
ENDS_TURN: Final = Decision(("end_turn",), END_TURN)
PLAYS: Final = CardDecisions("play")    # its plays: one Decision per card id, shared
_MONEY_CARDS: Final = ("city", "large_city", "duke", "senator", "royal_maid")


@cache
def _printed_costs() -> dict[str, int]:
    """The printed cost of every card it buys, read once: the policy compares coins with them at
    every Second Phase prompt (money games are the engine's benchmark)."""
    catalog = default_catalog()
    return {key: catalog[key].cost for key in _MONEY_CARDS}


# The sort keys close over the view in module functions, not in methods: mypyc (issue 22) cannot
# compile a closure inside a method of a decorated class.

def _preferred_princess(backs: list[int], view: SeatView) -> int:
    """The first of the princesses it may back that PRINCESS_PREFERENCE ranks highest."""
    return min(backs, key=lambda c: _PRINCESS_RANK.get(view.card(c).key, _UNRANKED))


def _cheapest(cards: tuple[int, ...], n: int, view: SeatView) -> tuple[int, ...]:
    """The `n` cheapest of `cards` by printed cost (the first of equals first)."""
    return tuple(sorted(cards, key=lambda c: view.card(c).cost)[:n])


# built_in(MoneyPolicy) is called after the class, not as a decorator: mypyc compiles a class with a
# decorator of its own as a plain Python class, whose methods then refuse an instance of a subclass
@mypyc_attr(allow_interpreted_subclasses=True)      # a policy of one's own may build on it (README "Writing a policy")
class MoneyPolicy:
    name = "money"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._cost = _printed_costs()

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        kind = prompt.kind
        if kind == "second":
            return self._second(prompt, view)
        if kind != "main":
            return self._pick(prompt, view)
        # ---- Main Phase: declare if possible, play Territory cards (and any card that links on).
        # Here rather than in a method of its own: four decisions in five are Main Phase ones, and a
        # call more for each is 1% of a pure-Python money game.
        best = best_card = None
        best_coins = 0
        cards = view.cards
        for option in prompt.options:
            command: tuple[Any, ...] = option     # typed, so the compiled build reads it natively
            verb: str = command[0]
            if verb == "declare":
                return Decision(command, Reason("declare", points=view.points(view.seat)))
            if verb == "play":
                played: int = command[1]      # typed: a list indexed by an untyped value gives Any
                card = cards[played]
                if card.is_territory and (best is None or (card.coins or 0) > best_coins):
                    best, best_card, best_coins = command, card, card.coins or 0
        if best is not None:
            return PLAYS.of(best, best_card)
        return ENDS_MAIN

    # ---- Second Phase: back a princess, set points, else buy by coins
    def _second(self, prompt: Prompt, view: SeatView) -> Any:
        # One pass over the options, keeping only what it weighs (prompt_options.second_phase_choices
        # would build a list of each kind at every Second Phase prompt): declaring comes first.
        cards = view.cards
        backs: list[int] = []
        worthy: list[tuple[int, CardDef]] = []
        buys = False
        for option in prompt.options:
            command: tuple[Any, ...] = option     # typed, so the compiled build reads it natively
            verb: str = command[0]
            if verb == "buy":
                buys = True
            elif verb == "set":
                cid: int = command[1]
                card = cards[cid]
                if card.points > 0:
                    worthy.append((cid, card))
            elif verb == "back":
                backs.append(command[1])
            elif verb == "declare":
                return Decision(command, Reason("declare", points=view.points(view.seat)))
        if backs:
            pick = _preferred_princess(backs, view)
            return Decision(("back", pick), Reason("back", card=view.card(pick), coins=view.coins))
        if worthy and view.second_action in (None, "set"):
            worth = sum(card.points for _, card in worthy)
            buys_nothing = view.coins < self._cost["city"]
            if view.second_action == "set" or worth >= SET_AT_ONCE or buys_nothing:
                best, card = worthy[0]
                for pair in worthy[1:]:       # the first of the most points
                    if pair[1].points > card.points:
                        best, card = pair
                return Decision(("set", best), Reason("set_points", card=card, points=view.points(view.seat)))
        want = self._buy_target(view) if buys else None
        if want:
            for option in prompt.options:
                command = option
                if command[0] == "buy":
                    cid = command[1]
                    card = cards[cid]
                    if card.key == want:
                        return Decision(command, Reason("buy_coins", card=card, coins=view.coins))
        return ENDS_TURN

    def _buy_target(self, view: SeatView) -> str | None:
        """The dearest money or points card the coins pay for (printed costs)."""
        if view.second_action not in (None, "buy"):
            return None
        coins = view.coins
        cost = self._cost
        if view.princess(view.seat) is None:
            if coins >= cost["large_city"]:
                return "large_city"
            return "city" if coins >= cost["city"] else None
        racing = view.points(view.seat) >= POINTS_RACE_FROM
        if coins >= cost["duke"] and view.basic_pile_size("duke"):
            return "duke"
        if coins >= cost["large_city"]:
            return "large_city" if not racing and view.basic_pile_size("large_city") else "senator"
        if coins >= cost["senator"]:
            return "senator"
        cheap = "royal_maid" if racing else "city"
        return cheap if coins >= cost[cheap] else None

    # ---- effect prompts: simple, safe defaults
    def _pick(self, prompt: Prompt, view: SeatView) -> Any:
        opts = prompt.options
        if prompt.kind == "number":
            return ("pick", (opts[-1],))
        if prompt.kind == "defend":
            return ("pick", (opts[0],))
        if prompt.kind in ("discard", "banish") and opts and isinstance(opts[0], int):
            return ("pick", _cheapest(opts, prompt.min, view))
        return ("pick", tuple(opts[:prompt.min]))


built_in(MoneyPolicy)
