"""The numbers and readings a card's behaviour takes from the card itself: its `params:` mapping.

A step or a static ability may read values from the card it belongs to instead of from global
rules, as a Forge card carries its own numbers: Archer's bonus, Charm of Two's partial banish, the
Twin Princesses' counter bands. A turn-long effect a card switches on (Bribery's purchases,
Moneylender's Debt, Taxation's tokens, Alliance's counters) is a handler named after that card and
acts after the card resolved, so it reads the params of the card it is named after in the game's
catalog (`handler_params`; the feature `card:<id>`). `CARD_PARAMS` says, for
each such feature, which params it reads, their shape and the value a card that does not give one
plays with. A card may give only the params its features read, each checked when the card is
loaded, so a malformed value is one line naming the card and the field, like every other card-data
error.

The bundled cards give every param they read, with the comment naming the open question of the
card reference it settles (OQ-n). The defaults are the readings the bundled rules file held before
the params came to the cards, so a card pack written before (whose card may use any step of the
vocabulary) plays as it did.
"""

from __future__ import annotations

from typing import Any, Callable, Final, Iterable, Iterator

from hoc_desktop.cards.model import SUBTYPES, Step
from hoc_desktop.errors import ShapeError
from hoc_desktop.validate import Where, choice, flag, mapping, sequence, whole

Check = Callable[[Any, Where], Any]


def _count(lo: int, hi: int) -> Check:
    return lambda value, where: whole(value, where, lo, hi)


def _subtype(value: Any, where: Where) -> Any:
    return choice(value, where, SUBTYPES)


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


CAPPED_AREA_COUNTER: Final = "capped_area_counter"    # the feature of a `put_area_counter` step with `capped: true`
CARD: Final = "card:"       # the feature of the card a turn-long handler is named after: "card:bribery"

# feature (a step, a static ability, a turn flag or delayed effect) -> param -> (shape, default)
CARD_PARAMS: Final[dict[str, dict[str, tuple[Check, Any]]]] = {
    "place_twin_counters": {"twin_counters": (_bands, [{"below": 22, "counters": 1}, {"below": 25, "counters": 2},
                                                       {"below": None, "counters": 3}])},
    "twin_extra_turn": {"twin_in_extra_turn": (flag, False)},
    "acquire_royal_maids": {"max_royal_maids": (_count(0, 20), 5)},
    "buy_discount": {"buy_discount": (_count(0, 10), 1)},
    "estate_counter": {"ability_cost": (_count(0, 20), 3)},
    "rampart": {"lowers_subtype": (_subtype, "military")},
    "banish_different_names": {"partial_banish": (flag, True)},
    "curse_pile_check": {"looks_without_curses": (flag, True)},
    "played_before": {"counts_itself": (flag, False)},
    CAPPED_AREA_COUNTER: {"coin_counter_cap": (_count(0, 99), 3)},
    "tax_pile": {"tax_basic_piles": (flag, True)},
    "to_draw_top": {"defends_from_domain": (flag, True)},
    "attack_play_bonus": {"attack_bonus": (_count(0, 10), 1), "attack_bonus_for_itself": (flag, False),
                          "attack_bonus_for_copies": (flag, True)},
    CARD + "bribery": {"surcharge": (_count(0, 10), 1)},
    CARD + "moneylender": {"debt": (_count(0, 20), 4)},
    CARD + "taxation": {"tax_surcharge": (_count(0, 10), 1)},
    CARD + "alliance": {"counts_each_subtype": (flag, True)},
    "ouka": {"max_cost": (_count(0, 99), 6), "offset": (lambda v, w: whole(v, w, -99, 99), -1),
             "mix_hand_and_field": (flag, True), "take_mandatory": (flag, True), "on_backing_turn": (flag, True)},
}


def every_step(steps: Iterable[Step]) -> Iterator[Step]:
    """The steps and every step nested in them (modes, fallback branches, attacks)."""
    stack = list(steps)
    while stack:
        step = stack.pop()
        yield step
        if step.op == "choose_mode":
            stack += [s for mode in step.args for s in mode.steps]
        elif step.op == "with_fallback":
            stack += [s for branch in step.args for s in branch]
        elif step.op == "attack":
            stack += list(step.args)


def features(key: str, steps: Iterable[Step], static: Iterable[str]) -> list[str]:
    """The features of card `key` that may read its params: its steps (nested ones too), its
    static abilities and the turn-long handler named after it."""
    out = [CARD + key, *static]
    for step in every_step(steps):
        out.append(step.op)
        if step.op == "put_area_counter" and step.args["capped"]:
            out.append(CAPPED_AREA_COUNTER)
    return out


def handler_params(catalog: Any, key: str) -> dict[str, Any]:
    """The params of card `key`, whose turn-long handler asks (Bribery's surcharge); when the game
    has no such card (a pack card switching on a handler of a set not in play), the defaults."""
    if key in catalog:
        return catalog[key].params
    return {name: default for name, (_, default) in CARD_PARAMS[CARD + key].items()}


def check_params(raw: Any, card_features: Iterable[str], where: Where) -> dict[str, Any]:
    """The card's `params` (`raw`, None when absent), checked: only params its features read, each
    of its shape; those it leaves out take their default. Raises ShapeError naming the field."""
    wanted: dict[str, tuple[Check, Any]] = {}
    for feature in card_features:
        wanted.update(CARD_PARAMS.get(feature, {}))
    given = mapping({} if raw is None else raw, where, (), tuple(wanted))
    for name, value in given.items():
        wanted[name][0](value, (*where, name))
    return {name: given.get(name, default) for name, (_, default) in wanted.items()}
