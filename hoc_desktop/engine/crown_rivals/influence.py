"""Influence, club damage and the end of the game: damage waits in the turn's pool while the
opponent has spades in play (3.1, OQ-10); every change of Influence is checked for a win at once
(section 4, OQ-15)."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from hoc_desktop.engine.core.ruleset import Driver
from hoc_desktop.engine.crown_rivals.events import (DamagePooled, DamageWaits, GameWon, InfluenceChanged,
                                                     SupporterRemoved)


def change(g: Driver, seat: int, amount: int) -> None:
    """Change `seat`'s Influence and end the game if someone has won."""
    g.emit(InfluenceChanged(seat, amount))
    s = g.state
    rules = s.rules
    standing = tuple(p.influence for p in s.players)
    for p in s.players:
        if p.influence <= rules.lose_influence:
            g.emit(GameWon(1 - p.seat, "influence_zero", standing))
            return
        if p.influence >= rules.win_influence:
            g.emit(GameWon(p.seat, "influence_hundred", standing))
            return


def remove_supporter(g: Driver, spade: str, by: str) -> None:
    """Remove an opponent spade (and its diamond) to its owner's discard pile, paying its value from
    the pool when `by` is "damage"; then let the pool through if no spade is left."""
    s = g.state
    gone = next(sup for sup in s.opponent.supporters if sup.spade == spade)
    if by == "damage":
        g.emit(DamagePooled(-gone.value))
    g.emit(SupporterRemoved(s.opponent.seat, spade, by, gone.diamond))
    strike(g)


def strike(g: Driver) -> None:
    """Let the pool reach the opponent: when it covers every spade they have in play, those spades
    are removed and the rest reduces their Influence. With spades it cannot all clear, the pool
    waits and the attacker chooses which to remove (command "remove")."""
    s = g.state
    spades = s.opponent.supporters
    shield = sum(sup.value for sup in spades)
    if s.turn.pool <= 0:
        return
    if s.turn.pool < shield:
        g.emit(DamageWaits(s.turn.seat, s.turn.pool, shield))
        return
    for sup in list(spades):
        g.emit(DamagePooled(-sup.value))
        g.emit(SupporterRemoved(s.opponent.seat, sup.spade, "damage", sup.diamond))
    pool = s.turn.pool
    if pool:
        g.emit(DamagePooled(-pool))
        change(g, s.opponent.seat, -pool)
