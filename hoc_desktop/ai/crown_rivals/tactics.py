"""What every Crown Rivals level reads off a seat's view: card values, the best diamond for a card,
whether a play completes an odd/even pair, the options of a prompt by verb."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any, Iterable

from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.amounts import boosted
from hoc_desktop.engine.crown_rivals.cards import suit_of, values
from hoc_desktop.engine.crown_rivals.rules import Rules, load_rules
from hoc_desktop.engine.crown_rivals.view import SeatView


def rules() -> Rules:
    return load_rules()


def value(card: str) -> int:
    return values(load_rules())[card]


def by_verb(prompt: Prompt, verb: str) -> list[tuple[Any, ...]]:
    return [o for o in prompt.options if o[0] == verb]


def best_diamond(card: str, diamonds: Iterable[str]) -> tuple[str | None, int]:
    """The diamond that raises `card` most and the effective value it gives (None: none raises it)."""
    best, top = None, value(card)
    for d in diamonds:
        v = boosted(rules(), value(card), value(d))
        if v > top:
            best, top = d, v
    return best, top


def completes_pair(view: SeatView, card: str, effective: int) -> bool:
    """Whether playing `card` at `effective` value earns an odd/even bonus of its suit now."""
    suit = suit_of(card)
    same = sum(1 for p in view.turn.played if suit_of(p.card) == suit and p.value % 2 == effective % 2)
    return same % 2 == 1


def ability(card: str) -> str:
    return rules().abilities[suit_of(card)]


def lowest(cards: Iterable[str]) -> str:
    return min(cards, key=value)


def largest_spade(options: Iterable[str], view: SeatView) -> str:
    """The opponent spade of highest value among `options`."""
    worth = {sup.spade: sup.value for sup in view.them.supporters}
    return max(options, key=lambda s: worth.get(s, 0))


def wins_now(view: SeatView, card: str, effective: int) -> bool:
    """Whether playing `card` at `effective` value ends the game in this seat's favour at once."""
    r = rules()
    kind = ability(card)
    if kind == "heal":
        return view.me.influence + effective >= r.win_influence
    if kind == "damage":
        through = view.turn.pool + effective - sum(sup.value for sup in view.them.supporters)
        return view.them.influence - through <= r.lose_influence
    return False
