"""The closed vocabulary of effect steps a card's YAML may use, with argument checks.

Each entry maps a step name to a parser that validates the YAML arguments and returns the
normalised form the engine reads. An unknown step name, or arguments of the wrong shape, raise
`VocabularyError`, which the loader turns into `FILE:LINE: card 'NAME': ...`. The engine keeps one
implementation per name (hoc_desktop/engine/hoc/effects/); a test checks the two lists agree.

Amounts are either a whole number or the name of a variable an earlier step stored (`into: x`).
"""

from __future__ import annotations

from typing import Any, Callable

from hoc_desktop.cards.model import MAIN_TYPES, SUBTYPES, CardFilter, Mode, Step
from hoc_desktop.i18n import _
from hoc_desktop.safe_text import shown


class VocabularyError(ValueError):
    """A step the vocabulary does not know, or arguments of the wrong shape."""


# Alliance's declared subtype lasts the turn as the flag "alliance_<subtype>"
ALLIANCE_PREFIX = "alliance_"
ALLIANCE_FLAGS = tuple(ALLIANCE_PREFIX + subtype for subtype in SUBTYPES)
TURN_FLAGS = ("slash_and_burn", "government_contractor", "bribery", "tax_exempt", *ALLIANCE_FLAGS)
DELAYED = ("supply_unit", "moneylender")
VARIABLES = ("x", "banished")
DECLARED = "declared"     # what a declare_subtype or declare_card_name step declared, for later steps
LOOKED = "looked"         # the cards a look_at_top step looked at, for a later discard_looked
AREAS = ("coin", "ore", "debt")      # play areas of counters a player owns (Coin, Mine, Moneylender area)
# steps an "on_acquire" trigger may use: it runs inside the acquisition, which never stops to ask
ON_ACQUIRE_STEPS = ("put_area_counter", "take_from_market")
MAX_AMOUNT = 99          # no card counts, draws or pays anywhere near this
# steps that, when they cannot be done, have changed nothing: only these may open a with_fallback
# branch that is not the last, so trying a branch and falling back never leaves half of it done
FALLBACK_FIRST = ("hand_to_draw_top", "take_from_market", "banish_from_hand", "pay_coins", "acquire",
                  "acquire_curse", "discard_to_hand", "played_before")


def _amount(value: Any, what: str) -> int | str:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise VocabularyError(_("{what} must be a whole number or a variable name, got {value}").format(
            what=what, value=shown(value)))
    if isinstance(value, str) and value not in VARIABLES:
        raise _unknown_variable(what, value)
    if isinstance(value, int) and not 0 <= value <= MAX_AMOUNT:
        raise VocabularyError(_("{what} must be from 0 to {hi}, got {value}").format(what=what, hi=MAX_AMOUNT,
                                                                                     value=shown(value)))
    return value


def _unknown_variable(what: str, value: Any) -> VocabularyError:
    return VocabularyError(_("{what}: unknown variable {value} (known: {known})").format(
        what=what, value=shown(value), known=", ".join(VARIABLES)))


def _variable(value: Any, what: str) -> str:
    if not isinstance(value, str) or value not in VARIABLES:
        raise _unknown_variable(what, value)
    return value


def _not_a_flag(step: str, key: str) -> VocabularyError:
    return VocabularyError(_("{step}: {key} must be true or false").format(step=step, key=key))


def _card_id(value: Any, ids: set[str] | None, what: str) -> str:
    """A card id known to the files loaded so far (checked as text first: a list is not an id)."""
    if not isinstance(value, str) or (ids is not None and value not in ids):
        raise VocabularyError(_("{what}: unknown card id {value}").format(what=what, value=shown(value)))
    return value


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > 60 or not value.isprintable():
        raise VocabularyError(_("{what} must be one line of text, got {value}").format(what=what, value=shown(value)))
    return value


def _mapping(args: Any, op: str, allowed: dict[str, bool]) -> dict[str, Any]:
    """Check `args` is a mapping whose keys are in `allowed` (value: required?)."""
    if args is None:
        args = {}
    if not isinstance(args, dict):
        raise VocabularyError(_("step '{step}' takes a mapping of arguments, got {value}").format(
            step=op, value=shown(args)))
    for key in args:
        if key not in allowed:
            raise VocabularyError(_("step '{step}': unknown argument {key} (known: {known})").format(
                step=op, key=shown(key), known=", ".join(allowed) or _("none")))
    for key, required in allowed.items():
        if required and key not in args:
            raise VocabularyError(_("step '{step}': missing argument '{key}'").format(step=op, key=key))
    return args


def parse_filter(raw: Any, card_ids: set[str] | None = None) -> CardFilter:
    """Turn `{name: city, min_cost: 2, ...}` into a CardFilter; unknown keys are errors."""
    args = _mapping(raw, "filter", dict.fromkeys(("name", "not_curse", "min_cost", "max_cost", "has_type",
                                                  "lacks_type"), False))
    for key in ("has_type", "lacks_type"):
        if key in args and args[key] not in MAIN_TYPES:
            raise VocabularyError(_("filter: unknown card type {value}").format(value=shown(args[key])))
    for key in ("min_cost", "max_cost"):
        if key in args and (isinstance(args[key], bool) or not isinstance(args[key], int)
                            or not 0 <= args[key] <= MAX_AMOUNT):
            raise VocabularyError(_("{step}: {key} must be a whole number from {lo} to {hi}").format(
                step="filter", key=key, lo=0, hi=MAX_AMOUNT))
    if "not_curse" in args and not isinstance(args["not_curse"], bool):
        raise _not_a_flag("filter", "not_curse")
    if "name" in args:
        _card_id(args["name"], card_ids, "filter")
    return CardFilter(**args)


def _p_gain_coins(args: Any, ids: set[str]) -> Any:
    if not isinstance(args, dict):
        return {"amount": _amount(args, "gain_coins")}
    args = _mapping(args, "gain_coins", {"amount": True, "if_flag": False, "flagged_amount": False,
                                         "plus_played_named": False})
    out: dict[str, Any] = {"amount": _amount(args["amount"], "gain_coins amount")}
    if "if_flag" in args:
        if args["if_flag"] not in TURN_FLAGS or "flagged_amount" not in args:
            raise VocabularyError(_("gain_coins: if_flag needs a known turn flag and flagged_amount"))
        out["if_flag"] = args["if_flag"]
        out["flagged_amount"] = _amount(args["flagged_amount"], "flagged_amount")
    if "plus_played_named" in args:
        names = args["plus_played_named"]
        if not isinstance(names, list):
            raise VocabularyError(_("gain_coins: plus_played_named must list card ids, got {value}").format(
                value=shown(names)))
        for name in names:
            _card_id(name, ids, "gain_coins: plus_played_named")
        out["plus_played_named"] = frozenset(names)
    return out


def _p_amount_only(op: str) -> Callable[[Any, set[str]], Any]:
    def parse(args: Any, ids: set[str]) -> Any:
        return _amount(args, op)
    return parse


def _p_into(op: str) -> Callable[[Any, set[str]], Any]:
    def parse(args: Any, ids: set[str]) -> Any:
        args = _mapping(args, op, {"into": True})
        _variable(args["into"], f"step '{op}'")
        return args
    return parse


def _p_pay_any(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "pay_any", {"into": True, "limit_by": False})
    _variable(args["into"], "pay_any")
    if args.get("limit_by", "non_territory_in_discard") != "non_territory_in_discard":
        raise VocabularyError(_("pay_any: limit_by must be non_territory_in_discard"))
    return args


def _p_banish_from_hand(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "banish_from_hand", {"filter": False, "into": False})
    if args.get("into") is not None:
        _variable(args["into"], "banish_from_hand")
    return {"filter": parse_filter(args.get("filter"), ids), "into": args.get("into")}


def _p_take_from_market(args: Any, ids: set[str]) -> Any:
    """One card of a named Market pile, or with `count` as many as the pile holds up to that
    count (Fairy Garden's Plantation: as far as the Market allows, R-FG-07.4)."""
    args = _mapping(args, "take_from_market", {"card": True, "to": True, "count": False})
    _card_id(args["card"], ids, "take_from_market")
    if args["to"] not in ("hand", "discard", "draw_top"):
        raise VocabularyError(_("take_from_market: 'to' must be hand, discard or draw_top"))
    if "count" in args:          # only when set: the base set's cards keep their digest
        count = args["count"]
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_AMOUNT:
            raise VocabularyError(_("{step}: {key} must be a whole number from {lo} to {hi}").format(
                step="take_from_market", key="count", lo=1, hi=MAX_AMOUNT))
    return args


def parse_condition(raw: Any, ids: set[str]) -> CardFilter:
    """A buy condition: `{played_this_turn: FILTER}`, a card the filter allows was played this
    turn (Street Fortuneteller: a Territory of cost 3 or more, OQ-FG-10). The only condition so far."""
    args = _mapping(raw, "buy_condition", {"played_this_turn": True})
    return parse_filter(args["played_this_turn"], ids)


def _p_acquire_from_market(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "acquire_from_market", {"max_cost_of": True, "plus": True})
    _variable(args["max_cost_of"], "acquire_from_market: max_cost_of")
    return {"max_cost_of": args["max_cost_of"], "plus": _amount(args["plus"], "plus")}


def _p_acquire_up_to(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "acquire_up_to", {"count": True, "max_cost": True})
    return {"count": _amount(args["count"], "count"), "max_cost": _amount(args["max_cost"], "max_cost")}


def _p_discard_to_draw(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "discard_to_draw", {"count": True, "exactly": True, "filter": False, "position": True})
    if args["position"] not in ("top", "bottom"):
        raise VocabularyError(_("discard_to_draw: position must be top or bottom"))
    if not isinstance(args["exactly"], bool):
        raise _not_a_flag("discard_to_draw", "exactly")
    return {"count": _amount(args["count"], "count"), "exactly": args["exactly"],
            "filter": parse_filter(args.get("filter"), ids), "position": args["position"]}


def _p_discard_or_reveal_hand(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "discard_or_reveal_hand", {"min_hand": True, "filter": True, "to": False})
    if args.get("to", "discard") not in ("discard", "set_aside"):
        raise VocabularyError(_("discard_or_reveal_hand: 'to' must be discard or set_aside"))
    out = {"min_hand": _amount(args["min_hand"], "min_hand"), "filter": parse_filter(args["filter"], ids)}
    if args.get("to", "discard") != "discard":
        out["to"] = args["to"]       # only when set: the base set's cards keep their digest
    return out


def _p_put_area_counter(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "put_area_counter", {"kind": True, "count": True, "capped": False})
    if args["kind"] not in AREAS:
        raise VocabularyError(_("put_area_counter: kind must be one of {kinds}").format(kinds=", ".join(AREAS)))
    if not isinstance(args.get("capped", False), bool):
        raise _not_a_flag("put_area_counter", "capped")
    return {"kind": args["kind"], "count": _amount(args["count"], "count"), "capped": args.get("capped", False)}


def _p_filter_only(op: str) -> Callable[[Any, set[str]], Any]:
    def parse(args: Any, ids: set[str]) -> Any:
        args = _mapping(args, op, {"filter": False})
        return parse_filter(args.get("filter"), ids)
    return parse


def _p_choice(values: tuple[str, ...], op: str) -> Callable[[Any, set[str]], Any]:
    def parse(args: Any, ids: set[str]) -> Any:
        if args not in values:
            raise VocabularyError(_("step '{step}': expected one of {choices}, got {value}").format(
                step=op, choices=", ".join(values), value=shown(args)))
        return args
    return parse


def _p_none(op: str) -> Callable[[Any, set[str]], Any]:
    def parse(args: Any, ids: set[str]) -> Any:
        _mapping(args, op, {})
        return None
    return parse


def _p_choose_mode(args: Any, ids: set[str]) -> Any:
    if not isinstance(args, list) or len(args) < 2:
        raise VocabularyError(_("choose_mode takes a list of at least two modes"))
    modes = []
    for mode in args:
        mode = _mapping(mode, "choose_mode", {"key": True, "label": True, "steps": True})
        modes.append(Mode(_text(mode["key"], "choose_mode: key"), _text(mode["label"], "choose_mode: label"),
                          parse_steps(mode["steps"], ids)))
    if len({m.key for m in modes}) != len(modes):
        raise VocabularyError(_("choose_mode: every mode needs its own key"))
    return tuple(modes)


def _p_with_fallback(args: Any, ids: set[str]) -> Any:
    """Two or more branches, each a non-empty step list; every branch but the last opens with a
    step of FALLBACK_FIRST (one that changes nothing when it cannot be done), so a branch that
    cannot be done is known before any of it is done (Surveyor, spec 8.4)."""
    if not isinstance(args, list) or len(args) < 2:
        raise VocabularyError(_("with_fallback takes a list of at least two branches (each a list of steps)"))
    branches = tuple(parse_steps(branch, ids) for branch in args)
    for i, branch in enumerate(branches):
        if not branch:
            raise VocabularyError(_("with_fallback: branch {n} has no steps").format(n=i + 1))
        if i < len(branches) - 1 and branch[0].op not in FALLBACK_FIRST:
            raise VocabularyError(_("with_fallback: branch {n} must open with one of {steps} (a step that changes "
                                    "nothing when it cannot be done), not '{step}'").format(
                n=i + 1, steps=", ".join(FALLBACK_FIRST), step=branch[0].op))
    return branches


def _p_discard_looked(args: Any, ids: set[str]) -> Any:
    args = _mapping(args, "discard_looked", {"count": True, "exactly": True})
    if not isinstance(args["exactly"], bool):
        raise _not_a_flag("discard_looked", "exactly")
    return {"count": _amount(args["count"], "count"), "exactly": args["exactly"]}


def _p_attack(args: Any, ids: set[str]) -> Any:
    if args is None:
        args = []
    return parse_steps(args, ids)


# Step name -> argument parser. Keep these lists closed: a new behaviour adds a name here and one
# implementation in the engine. Generic steps take their whole meaning from their arguments and
# serve any card; a named handler is behaviour one card owns (effects/handlers.py and its kin).
_GENERIC: dict[str, Callable[[Any, set[str]], Any]] = {
    "gain_coins": _p_gain_coins,
    "draw": _p_amount_only("draw"),
    "pay_coins": _p_amount_only("pay_coins"),
    "pay_any": _p_pay_any,
    "discard_any": _p_into("discard_any"),
    "banish_from_hand": _p_banish_from_hand,
    "take_from_market": _p_take_from_market,
    "acquire_curse": _p_none("acquire_curse"),
    "acquire_from_market": _p_acquire_from_market,
    "acquire_up_to": _p_acquire_up_to,
    "discard_to_draw": _p_discard_to_draw,
    "take_revealed_top": _p_none("take_revealed_top"),
    "choose_mode": _p_choose_mode,
    "with_fallback": _p_with_fallback,
    "stop": _p_none("stop"),
    "hand_to_draw_top": _p_filter_only("hand_to_draw_top"),
    "reveal_hand": _p_none("reveal_hand"),
    "look_at_top": _p_amount_only("look_at_top"),
    "discard_looked": _p_discard_looked,
    "turn_flag": _p_choice(TURN_FLAGS, "turn_flag"),
    "delayed": _p_choice(DELAYED, "delayed"),
    "attack": _p_attack,
    "discard_or_reveal_hand": _p_discard_or_reveal_hand,
    "put_area_counter": _p_put_area_counter,
    "spend_area_counter": _p_choice(AREAS, "spend_area_counter"),
    "copy_counters": _p_amount_only("copy_counters"),
    "acquire": _p_filter_only("acquire"),
    "discard_from_draw": _p_amount_only("discard_from_draw"),
    "played_before": _p_choice(MAIN_TYPES, "played_before"),
    "discard_to_hand": _p_filter_only("discard_to_hand"),
    "look_keep_one": _p_amount_only("look_keep_one"),
    "banish_different_names": _p_amount_only("banish_different_names"),
    "to_draw_top": _p_none("to_draw_top"),
    "declare_subtype": _p_none("declare_subtype"),
    "declare_card_name": _p_none("declare_card_name"),
    "take_top_if_declared": _p_none("take_top_if_declared"),
    "banish_self": _p_none("banish_self"),
    "curse_each_opponent": _p_none("curse_each_opponent"),
}
_NAMED: dict[str, Callable[[Any, set[str]], Any]] = {
    "scout": _p_none("scout"),
    "buried_treasure": _p_none("buried_treasure"),
    "battering_ram": _p_none("battering_ram"),
    "glamour_witch": _p_none("glamour_witch"),
    "shinobi": _p_none("shinobi"),
    "stargaze": _p_none("stargaze"),
    "royal_guard": _p_none("royal_guard"),
    "curse_to_draw_bottom": _p_none("curse_to_draw_bottom"),
    "rampart": _p_none("rampart"),
    "refuge": _p_none("refuge"),
    "talisman": _p_none("talisman"),
    "estate_counter": _p_none("estate_counter"),
    "gossip": _p_none("gossip"),
    "acquire_royal_maids": _p_none("acquire_royal_maids"),
    "bergamotte": _p_none("bergamotte"),
    "place_twin_counters": _p_none("place_twin_counters"),
    "twin_extra_turn": _p_none("twin_extra_turn"),
    "archer_reveal": _p_none("archer_reveal"),
    "curse_unless_revealed": _p_none("curse_unless_revealed"),
    "curse_pile_check": _p_none("curse_pile_check"),
    "kunoichi": _p_none("kunoichi"),
    "alliance": _p_none("alliance"),
    "ouka": _p_none("ouka"),
    "tax_pile": _p_none("tax_pile"),
}
GENERIC_STEPS = tuple(_GENERIC)
NAMED_HANDLERS = tuple(_NAMED)
VOCABULARY: dict[str, Callable[[Any, set[str]], Any]] = {**_GENERIC, **_NAMED}

STATIC_ABILITIES = ("buy_discount", "backing_skips_farming_village", "attack_play_bonus")


def parse_steps(raw: Any, ids: set[str]) -> tuple[Step, ...]:
    """Validate a list of one-key mappings into Steps."""
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise VocabularyError(_("effect steps must be a list, got {kind}").format(kind=type(raw).__name__))
    steps = []
    for item in raw:
        if not isinstance(item, dict) or len(item) != 1:
            raise VocabularyError(_("each step must be a mapping with one key, got {value}").format(value=shown(item)))
        (op, args), = item.items()
        parser = VOCABULARY.get(op)
        if parser is None:
            raise VocabularyError(_("unknown step {step}").format(step=shown(op)))
        steps.append(Step(op, parser(args, ids)))
    return tuple(steps)
