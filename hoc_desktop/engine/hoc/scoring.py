"""Succession points and the ways a game ends: the 30-point win, coronation, overtime, Judgment."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from typing import TYPE_CHECKING

from hoc_desktop.engine.hoc.events import Declared, Eliminated, GameOver, Overtime
from hoc_desktop.engine.hoc.state import GameState

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


def succession_points(state: GameState, seat: int) -> int:
    """Printed points of every card in the Domain plus the Succession counters on them.

    Cached per state until an event touches a Domain or a counter (events.py clears the cache)."""
    cache = state.points_cache
    if cache is None:
        cache = state.points_cache = [_domain_points(state, p.seat) for p in state.players]
    return cache[seat]


def _domain_points(state: GameState, seat: int) -> int:
    cards, counters = state.cards, state.counters
    total = 0
    for cid in state.players[seat].domain:
        total += cards[cid].points
        c = counters.get(cid)
        if c:
            total += c.get("succession", 0)
    return total


def scores(state: GameState) -> dict[int, int]:
    return {p.seat: succession_points(state, p.seat) for p in state.players}


def end_game(g: "Game", winners: list[int], reason: str) -> None:
    g.emit(GameOver(tuple(winners), reason, scores(g.state)))


def check_points_and_judgment(g: "Game") -> None:
    """Run after every change that might end the game or cancel a ceremony (flow.py's
    HeartOfCrownHooks.after_change: when a Domain changed or the Judgment piles ran out, in a game
    not over).

    Order: a 30-point total wins at once (G-COR-4, G-OVT-3); then Judgment (G-JDG-1); then any
    standing ceremony whose total fell below 20 is cancelled (G-COR-3; not in overtime, G-OVT-4).
    """
    s: GameState = g.state
    s.points_dirty = False
    judgment = s.judgment_due()
    rules = s.rulebook.rules
    live = s.live_seats()
    points = {seat: succession_points(s, seat) for seat in live}
    win_at = rules.overtime_win_points if s.overtime else rules.instant_win_points
    at_thirty = [seat for seat in live if points[seat] >= win_at]
    if at_thirty:
        winner = s.active if s.active in at_thirty else at_thirty[0]
        end_game(g, [winner], "overtime" if s.overtime else "thirty_points")
        return
    if judgment:
        best = max(points.values())
        end_game(g, [seat for seat in live if points[seat] == best], "judgment")
        return
    if not s.overtime:
        for seat in live:
            if s.players[seat].declared and points[seat] < rules.coronation_points:
                g.emit(Declared(seat, False))


def may_declare(state: GameState, seat: int) -> bool:
    p = state.players[seat]
    if p.princess is None or p.declared or state.overtime:
        return False
    cache = state.points_cache             # succession_points' cache read here: this runs at every prompt
    points = cache[seat] if cache is not None else succession_points(state, seat)
    return points >= state.rulebook.rules.coronation_points


def resolve_coronation_at_turn_start(g: "Game", seat: int) -> None:
    """At the start of a declarer's turn, once every other live player has begun a turn since the
    declaration: win alone, or start overtime among the ceremonies still standing (G-COR-2, G-OVT-1,
    OQ-25). An extra turn does not count (TWN-1): the others have not played yet."""
    s: GameState = g.state
    seen = s.coronation.get(seat)
    if seen is None:
        return
    others = [x for x in s.live_seats() if x != seat]
    if not all(x in seen for x in others):
        return
    standing = [x for x in s.order if s.players[x].declared]
    if standing == [seat]:
        end_game(g, [seat], "coronation")
        return
    for x in s.order:
        if x not in standing and not s.players[x].eliminated:
            g.emit(Eliminated(x))
    g.emit(Overtime())
