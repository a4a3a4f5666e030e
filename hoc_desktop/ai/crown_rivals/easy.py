"""`easy`: the heuristic player of crown-rivals.md 7.3, no look-ahead. It takes a win it can see,
plays clubs, hearts and spades worth 4 or more (low ones only to complete a pair), boosts with a
diamond when that adds 3 or more, and turns everything else into currency for the most expensive
card it can afford."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any

from hoc_desktop.ai.crown_rivals.decision import Decision
from hoc_desktop.ai.reason import END_TURN, Reason
from hoc_desktop.ai.crown_rivals.picks import answer_pick
from hoc_desktop.ai.crown_rivals.tactics import (ability, best_diamond, by_verb, completes_pair, largest_spade,
                                                 value, wins_now)
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.view import SeatView

WORTH_PLAYING = 4
WORTH_BOOSTING = 3


class EasyPolicy:
    name = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def decide(self, prompt: Prompt, view: SeatView) -> Any:
        if not prompt.offers_commands:
            return answer_pick(prompt, view, trash_up_to=2)
        removes = [o[1] for o in by_verb(prompt, "remove")]
        if removes:
            spade = largest_spade(removes, view)
            return Decision(("remove", spade), Reason("cr_spend_damage", card=spade))
        play = self._play(prompt, view)
        if play is not None:
            return play
        return spend(prompt, view)

    def _play(self, prompt: Prompt, view: SeatView) -> Decision | None:
        plays = by_verb(prompt, "play")
        if not plays:
            return None
        hand = view.me.hand or ()
        diamonds = [c for c in hand if ability(c) == "boost"]
        best: tuple[int, tuple[Any, ...], Reason] | None = None
        for card in hand:
            if ability(card) == "boost":
                if completes_pair(view, card, value(card)):
                    best = _better(best, (value(card), ("play", card), Reason("cr_play_pair", card=card)))
                continue
            diamond, boosted = best_diamond(card, diamonds)
            if boosted - value(card) < WORTH_BOOSTING:
                diamond, boosted = None, value(card)
            if wins_now(view, card, boosted):
                return Decision(("play", card) if diamond is None else ("play", card, diamond),
                                Reason("cr_play_to_win", card=card))
            if boosted >= WORTH_PLAYING or completes_pair(view, card, boosted):
                command = ("play", card) if diamond is None else ("play", card, diamond)
                why = (Reason("cr_play_worth", card=card, value=boosted) if diamond is None
                       else Reason("cr_play_boosted", card=card, diamond=diamond, value=boosted))
                best = _better(best, (boosted, command, why))
        if best is None:
            return None
        return Decision(best[1], best[2])


def _better(best: tuple[int, tuple[Any, ...], Reason] | None,
            new: tuple[int, tuple[Any, ...], Reason]) -> tuple[int, tuple[Any, ...], Reason]:
    """The better of two plays: by value, then by command (as `max` of the tuples chose, before the
    reason was a value that does not compare)."""
    return new if best is None or (new[0], new[1]) > (best[0], best[1]) else best


def spend(prompt: Prompt, view: SeatView) -> Decision:
    """Discard the hand for currency, then buy the most expensive card affordable, then end."""
    currency = by_verb(prompt, "currency")
    if currency:
        card = currency[0][1]
        return Decision(currency[0], Reason("cr_discard_currency", card=card, value=value(card)))
    buys = by_verb(prompt, "buy")
    if buys:
        card = max((o[1] for o in buys), key=value)
        return Decision(("buy", card), Reason("cr_buy_for", card=card, value=value(card), currency=view.turn.currency))
    return Decision(("end_turn",), END_TURN)
