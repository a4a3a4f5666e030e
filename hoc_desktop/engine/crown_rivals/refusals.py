"""Why a top-level command is refused, in the player's words (the driver refuses anything not
among the prompt's options; this only finds the reason)."""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.crown_rivals.amounts import currency_left
from hoc_desktop.engine.crown_rivals.cards import card_name, suit_of, values
from hoc_desktop.engine.crown_rivals.state import STEP_PLAY, GameState


def why(s: GameState, command: Any) -> str:
    if not (isinstance(command, tuple) and command and isinstance(command[0], str)):
        return f"{command!r} is not a command"
    verb, args = command[0], command[1:]
    if not all(isinstance(a, str) for a in args):
        return f"{command!r}: cards are named by id, e.g. '7C'"
    me = s.active
    rules = s.rules
    if verb == "play":
        if s.turn.step != STEP_PLAY:
            return "no more cards can be played this turn: you have discarded for currency or bought (OQ-8)"
        missing = [c for c in args if c not in me.hand]
        if missing:
            return f"{card_name(missing[0]) if missing[0] in values(rules) else missing[0]} is not in your hand"
        if len(args) == 2:
            boost = rules.suit_with("boost")
            if suit_of(args[1]) != boost:
                return f"{card_name(args[1])} is not a diamond: only a diamond boosts a card"
            if suit_of(args[0]) == boost:
                return "a diamond cannot boost a diamond; play both alone"
        return "a card is played alone or with exactly one diamond"
    if verb == "remove":
        if s.turn.step != STEP_PLAY:
            return "spades can only be removed during the play step"
        return f"your damage pool ({s.turn.pool}) cannot remove that spade"
    if verb == "currency":
        return "that card is not in your hand"
    if verb == "buy":
        if args and args[0] in s.market:
            return f"{card_name(args[0])} costs {values(rules)[args[0]]}; you have {currency_left(s)} currency"
        return "that card is not in the market"
    return f"unknown command {verb!r}"
