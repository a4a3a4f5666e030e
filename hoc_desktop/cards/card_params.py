"""The numbers and readings a card's behaviour takes from the card itself: its `params:` mapping.

A step, a static ability or a turn-long effect (`turn_flag`, `delayed`) may read values from the
card it belongs to instead of from global rules, as a Forge card carries its own numbers: Archer's
bonus, Charm of Two's partial banish, the Twin Princesses' counter bands. `CARD_PARAMS` says, for
each such feature, which params it reads and their shape; a card gives exactly the params its
features read (none missing, none unknown), each checked when the card is loaded, so a malformed
value is one line naming the card and the field, like every other card-data error.

The values that settle an open question of the card reference keep their comment naming it (OQ-n)
beside the value in the card file.
"""

from __future__ import annotations

from typing import Any, Callable, Final, Iterable

from hoc_desktop.cards.model import Step
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, flag, mapping, sequence, whole


def _count(lo: int, hi: int) -> Callable[[Any, Where], Any]:
    return lambda value, where: whole(value, where, lo, hi)


def _bands(value: Any, where: Where) -> Any:
    """Counter bands by cards owned, `[{below: N, counters: C}, ..., {below: null, counters: C}]`:
    rising limits, the last one open-ended."""
    bands = sequence(value, where, 10, min_len=1)
    below = 0
    for i, band in enumerate(bands):
        band = mapping(band, (*where, i), ("below", "counters"))
        whole(band["counters"], (*where, i, "counters"), 0, 10)
        last = i == len(bands) - 1
        if last and band["below"] is not None:
            raise ShapeError((*where, i, "below"), "the last band must be open-ended (below: null)")
        if not last:
            below = whole(band["below"], (*where, i, "below"), below + 1, 1000)
    return value


# feature (a step, a static ability, a turn flag or delayed effect) -> the params it reads -> shape
CARD_PARAMS: Final[dict[str, dict[str, Callable[[Any, Where], Any]]]] = {
    "place_twin_counters": {"twin_counters": _bands},
    "twin_extra_turn": {"twin_in_extra_turn": flag},
    "banish_different_names": {"partial_banish": flag},
    "curse_pile_check": {"looks_without_curses": flag},
    "tax_pile": {"tax_basic_piles": flag},
    "to_draw_top": {"defends_from_domain": flag},
    "attack_play_bonus": {"attack_bonus": _count(0, 10), "attack_bonus_for_itself": flag,
                          "attack_bonus_for_copies": flag},
}


def features(steps: Iterable[Step], static: Iterable[str]) -> list[str]:
    """The features of a card that may read params: its steps (nested ones too), the turn flags
    and delayed effects they switch on, and its static abilities."""
    out = list(static)
    stack = list(steps)
    while stack:
        step = stack.pop()
        out.append(step.op)
        if step.op in ("turn_flag", "delayed"):
            out.append(step.args)
        elif step.op == "choose_mode":
            stack += [s for mode in step.args for s in mode.steps]
        elif step.op == "with_fallback":
            stack += [s for branch in step.args for s in branch]
        elif step.op == "attack":
            stack += list(step.args)
    return out


def check_params(raw: Any, card_features: Iterable[str], where: Where) -> dict[str, Any]:
    """The card's `params` (`raw`, None when absent), checked: exactly the params its features
    read, each of its shape. Raises ShapeError naming the field."""
    wanted: dict[str, Callable[[Any, Where], Any]] = {}
    for feature in card_features:
        wanted.update(CARD_PARAMS.get(feature, {}))
    if raw is None and not wanted:
        return {}
    raw = mapping(raw, where, tuple(wanted))
    for name, check in wanted.items():
        check(raw[name], (*where, name))
    return dict(raw)
