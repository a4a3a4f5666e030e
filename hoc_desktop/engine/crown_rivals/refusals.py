"""Why a top-level command is refused, as a value: the reason's key and the values its words need
(refusal_words.py puts them in the player's language). The driver refuses anything not among the
prompt's options; this only finds the reason, checked in the order a player would think of them
(the step, then the card, then the cost)."""

from __future__ import annotations

from typing import Any, NamedTuple

from hoc_desktop.engine.crown_rivals.amounts import currency_left
from hoc_desktop.engine.crown_rivals.cards import suit_of, values
from hoc_desktop.engine.crown_rivals.state import STEP_PLAY, GameState


class Refusal(NamedTuple):
    """A refused command's reason (`reason`, one of refusal_words.REASONS) and its named values:
    cards by id, amounts as numbers, a malformed command as the text it was."""

    reason: str
    fields: dict[str, Any]


def refusal(s: GameState, command: Any) -> Refusal:
    """The reason `command`, which the open command prompt does not offer, is refused."""
    if not (isinstance(command, tuple) and command and isinstance(command[0], str)):
        return Refusal("not_a_command", {"command": repr(command)})
    verb, args = command[0], command[1:]
    if not all(isinstance(a, str) for a in args):
        return Refusal("not_card_ids", {"command": repr(command)})
    me = s.active
    rules = s.rules
    if verb == "play":
        if s.turn.step != STEP_PLAY:
            return Refusal("play_step_over", {})
        missing = [c for c in args if c not in me.hand]
        if missing:
            return Refusal("not_in_hand", {"card": missing[0]})
        if len(args) == 2:
            boost = rules.suit_with("boost")
            if suit_of(args[1]) != boost:
                return Refusal("not_a_diamond", {"card": args[1]})
            if suit_of(args[0]) == boost:
                return Refusal("diamond_on_diamond", {})
        return Refusal("one_diamond_at_most", {})
    if verb == "remove":
        if s.turn.step != STEP_PLAY:
            return Refusal("remove_step_over", {})
        return Refusal("pool_too_small", {"pool": s.turn.pool})
    if verb == "currency":
        return Refusal("currency_not_in_hand", {})
    if verb == "buy":
        if args and args[0] in s.market:
            return Refusal("too_dear", {"card": args[0], "cost": values(rules)[args[0]], "currency": currency_left(s)})
        return Refusal("not_in_market", {})
    return Refusal("unknown_verb", {"verb": verb})
