"""The turn (section 2): the top-level prompt derived from the state, and the commands it offers.

Commands are tuples:
  ("play", card) ("play", card, diamond)   step P: play a card, alone or boosted by a diamond
  ("remove", spade)                         step P4: spend the damage pool on an opponent spade
  ("currency", card)                        step C1: discard a card for currency (ends step P, OQ-8)
  ("buy", card)                             step C2: buy a market card (ends step P too)
  ("end_turn",)                             step E: discard, draw 5, the other player's turn

The play step's prompt has kind "main" and the currency step's "second" (the action kinds of
engine/core/prompts.py); every other decision is a pick prompt raised by an effect.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import Any

from hoc_desktop.engine.core.effects import Effect
from hoc_desktop.engine.core.hooks import RulesetHooks
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals import market, piles
from hoc_desktop.engine.crown_rivals.amounts import currency_gain, currency_left
from hoc_desktop.engine.crown_rivals.cards import suit_of, values
from hoc_desktop.engine.crown_rivals.events import Bought, DamageLost, DiscardedForCurrency, Moved, TurnStarted
from hoc_desktop.engine.crown_rivals.influence import remove_supporter
from hoc_desktop.engine.crown_rivals.play import play_action
from hoc_desktop.engine.crown_rivals.state import STEP_PLAY, GameState


Command = tuple[Any, ...]
END_TURN: Command = ("end_turn",)


def play_options(s: GameState) -> list[Command]:
    """Every card of the hand alone, and every heart, club or spade with every diamond (a diamond
    never boosts a diamond, CR:L83)."""
    boost = s.rules.suit_with("boost")
    hand = s.active.hand
    diamonds = [c for c in hand if suit_of(c) == boost]
    opts: list[Command] = []
    for card in hand:
        opts.append(("play", card))
        if suit_of(card) != boost:
            opts += [("play", card, d) for d in diamonds]
    return opts


def purchase_options(s: GameState) -> list[Command]:
    table = values(s.rules)
    left = currency_left(s)
    opts: list[Command] = [("currency", c) for c in s.active.hand]
    opts += [("buy", c) for c in s.market if c is not None and table[c] <= left]
    return opts


def top_prompt(g: Driver) -> Prompt:
    s = g.state
    seat = s.turn.seat
    if s.turn.step == STEP_PLAY:
        removable = [("remove", sup.spade) for sup in s.opponent.supporters if sup.value <= s.turn.pool]
        options = play_options(s) + removable + purchase_options(s) + [END_TURN]
        return Prompt(seat, "main", "Play cards, discard for currency, buy, or end your turn", tuple(options),
                      offers_commands=True)
    options = purchase_options(s) + [END_TURN]
    return Prompt(seat, "second", "Discard for currency, buy, or end your turn", tuple(options), offers_commands=True)


def handle(g: Driver, command: Command) -> Effect:
    """Carry out a legal top-level command (the driver checked it against `top_prompt`)."""
    s = g.state
    verb = command[0]
    seat = s.turn.seat
    if verb == "play":
        yield from play_action(g, command[1], command[2] if len(command) > 2 else None)
    elif verb == "remove":
        remove_supporter(g, command[1], "damage")
    elif verb == "currency":
        g.emit(DiscardedForCurrency(seat, command[1], currency_gain(s.rules, s.turn.currency_cards, command[1])))
    elif verb == "buy":
        card = command[1]
        slot = s.market.index(card)
        g.emit(Bought(seat, card, slot, values(s.rules)[card]))
        market.refill(g, slot)
    else:
        end_turn(g)


def end_turn(g: Driver) -> None:
    """E1-E5: unused currency and damage are lost (the next turn starts afresh), the hand and the
    played cards go to the discard pile (spades in play and their diamonds stay), draw 5."""
    s = g.state
    me = s.active
    if s.turn.pool > 0:
        g.emit(DamageLost(me.seat, s.turn.pool))
    for zone in ("hand", "play"):
        for card in list(getattr(me, zone)):
            g.emit(Moved(card, (zone, me.seat), ("discard", me.seat)))
    piles.draw(g, me.seat, s.rules.hand_size)
    g.emit(TurnStarted(1 - me.seat, s.turn.number + 1))


class CrownRivalsHooks(RulesetHooks):
    """The rules of every step of Crown Rivals (core/hooks.py). Nothing is left to check after a
    change: wins are checked where Influence changes (influence.py). Typed exactly as the base's
    methods (otherwise the compiled build calls them through a glue function)."""

    def top_prompt(self, g: Any) -> Prompt:
        return top_prompt(g)

    def handle(self, g: Any, command: Any) -> Effect | None:
        return handle(g, command)

    def after_change(self, g: Any) -> None:
        pass

    def finished(self, state: Any) -> bool:
        s: GameState = state
        return s.result is not None
