"""Events: the only way a game state changes. `apply(state, event)` mutates in place.

An event is a tuple whose first item names it. Events carry their outcome (a shuffle carries the
resulting order), so applying them never consults the random generator; the command log, not the
event stream, is what saves replay. The same stream is what the client animates and the game log
prints in words (see `describe.py`).
"""

from __future__ import annotations

from typing import Any, Callable

from hoc_desktop.engine.hoc.state import PLAYER_ZONES, GameState, Turn

Event = tuple[Any, ...]
Zone = tuple[str, Any]


def zone_list(state: GameState, zone: Zone, create: bool = False) -> list[int]:
    """The list behind a zone id such as ("hand", 0), ("basic", "duke") or ("outskirts", None)."""
    kind, key = zone
    if kind in PLAYER_ZONES:
        return getattr(state.players[key], kind)
    if kind == "basic":
        return state.basic[key]
    if kind == "stack":
        if create and key not in state.stacks:
            state.stacks[key] = []
        return state.stacks[key]
    if kind == "kept":
        return list(state.players[key].kept.values())
    return getattr(state, kind)   # supply, curses, princesses, outskirts


def _move(state: GameState, ev: Event) -> None:
    _, cid, src, dst, pos, face = ev
    kind, key = src
    if kind == "domain" or dst[0] == "domain":
        state.points_cache = None
        state.points_dirty = True
    if kind == "kept":
        kept = state.players[key].kept
        for terr, card in kept.items():
            if card == cid:
                del kept[terr]
                break
    else:
        lst = zone_list(state, src)
        if lst and lst[-1] == cid:
            lst.pop()
        else:
            lst.remove(cid)
        if kind == "stack" and not lst:
            del state.stacks[key]
        elif kind == "domain" and cid in state.players[key].kept:
            # a Domain territory leaving takes nothing with it in these sets; keep data consistent
            del state.players[key].kept[cid]
    if cid in state.revealed:
        state.revealed.discard(cid)
    if dst[0] == "outskirts" or dst[0] == "curses":
        state.counters.pop(cid, None)
    lst = zone_list(state, dst, create=True)
    if pos == "bottom":
        lst.insert(0, cid)
    else:
        lst.append(cid)
    if face and dst[0] == "draw":
        state.revealed.add(cid)


def _shuffle(state: GameState, ev: Event) -> None:
    _, seat, order = ev
    p = state.players[seat]
    p.draw[0:0] = order
    p.discard.clear()


def _restack(state: GameState, ev: Event) -> None:
    """Put the given cards (top first) back on top of the draw pile, face down."""
    _, seat, top_first = ev
    pile = state.players[seat].draw
    for cid in top_first:
        pile.remove(cid)
        state.revealed.discard(cid)
    pile.extend(reversed(top_first))


def _redeck(state: GameState, ev: Event) -> None:
    """Replace a draw pile by the same cards in a new order (a shuffle of the draw pile itself)."""
    _, seat, order = ev
    state.players[seat].draw[:] = order
    for cid in order:
        state.revealed.discard(cid)


def _order(state: GameState, ev: Event) -> None:
    state.order = list(ev[1])


def _reveal(state: GameState, ev: Event) -> None:
    _, cid, face = ev
    if face:
        state.revealed.add(cid)
    else:
        state.revealed.discard(cid)


def _keep(state: GameState, ev: Event) -> None:
    _, seat, cid, territory = ev
    p = state.players[seat]
    p.hand.remove(cid)
    p.kept[territory] = cid


def _coins(state: GameState, ev: Event) -> None:
    state.turn.coins += ev[2]


def _area(state: GameState, ev: Event) -> None:
    _, seat, kind, delta = ev
    areas = state.players[seat].areas
    areas[kind] = areas.get(kind, 0) + delta
    if areas[kind] == 0:
        del areas[kind]


def _counter(state: GameState, ev: Event) -> None:
    _, cid, kind, delta = ev
    state.points_cache = None
    state.points_dirty = True
    c = state.counters.setdefault(cid, {})
    c[kind] = c.get(kind, 0) + delta
    if c[kind] == 0:
        del c[kind]
        if not c:
            del state.counters[cid]


def _play(state: GameState, ev: Event) -> None:
    """A card goes from hand to field, is recorded as played, and its links adjust the plays left."""
    _, seat, cid, plays_delta = ev
    state.players[seat].hand.remove(cid)
    state.players[seat].field.append(cid)
    turn = state.turn
    turn.played.append(cid)
    turn.plays += plays_delta


def _acquire(state: GameState, ev: Event) -> None:
    """A card from outside the player's cards becomes theirs: ("acquire", seat, cid, src, dst, pos, face)."""
    _move(state, ("move",) + ev[2:])


def _cleanup(state: GameState, ev: Event) -> None:
    """Cleanup Phase: field and hand to the discard pile, unspent coins lost."""
    p = state.players[ev[1]]
    p.discard.extend(p.field)
    p.discard.extend(p.hand)
    p.field.clear()
    p.hand.clear()
    state.turn.coins = 0


def _flag(state: GameState, ev: Event) -> None:
    state.turn.flags.add(ev[1])


def _delayed(state: GameState, ev: Event) -> None:
    d = state.turn.delayed
    d[ev[1]] = d.get(ev[1], 0) + ev[2]


def _used(state: GameState, ev: Event) -> None:
    state.turn.used.add(ev[1])


def _gain_types(state: GameState, ev: Event) -> None:
    _, cid, types, subtype = ev
    old = state.turn.gained_types.get(cid)
    if old:
        types = old[0] | types
        subtype = subtype or old[1]
    state.turn.gained_types[cid] = (frozenset(types), subtype)


def _phase(state: GameState, ev: Event) -> None:
    state.phase = ev[1]


def _second_action(state: GameState, ev: Event) -> None:
    state.turn.second_action = ev[1]


def _princess(state: GameState, ev: Event) -> None:
    state.players[ev[1]].princess = ev[2]


def _turn(state: GameState, ev: Event) -> None:
    _, seat, number, extra = ev
    state.turn = Turn(seat=seat, number=number, extra=extra)
    for declarer, seen in state.coronation.items():
        if declarer != seat:
            seen.add(seat)


def _declare(state: GameState, ev: Event) -> None:
    _, seat, on = ev
    state.players[seat].declared = on
    if on:
        state.coronation[seat] = set()
    else:
        state.coronation.pop(seat, None)


def _eliminate(state: GameState, ev: Event) -> None:
    state.players[ev[1]].eliminated = True
    state.players[ev[1]].declared = False
    state.coronation.pop(ev[1], None)


def _overtime(state: GameState, ev: Event) -> None:
    state.overtime = True
    state.coronation.clear()


def _extra_turn_next(state: GameState, ev: Event) -> None:
    state.turn.extra_turn_next = ev[1]


def _game_over(state: GameState, ev: Event) -> None:
    _, winners, reason, scores = ev
    state.phase = "over"
    state.result = {"winners": list(winners), "reason": reason, "scores": dict(scores)}


def _no_change(state: GameState, ev: Event) -> None:
    """Events that only inform (a revealed hand, a private look, a judgment notice)."""


APPLY: dict[str, Callable[[GameState, Event], None]] = {
    "move": _move, "shuffle": _shuffle, "restack": _restack, "redeck": _redeck, "order": _order, "reveal": _reveal, "keep": _keep, "coins": _coins,
    "area": _area, "counter": _counter, "play": _play, "acquire": _acquire, "cleanup": _cleanup, "flag": _flag,
    "delayed": _delayed, "used": _used, "gain_types": _gain_types, "phase": _phase,
    "second_action": _second_action, "princess": _princess, "turn": _turn, "declare": _declare,
    "eliminate": _eliminate, "overtime": _overtime, "extra_turn_next": _extra_turn_next,
    "game_over": _game_over, "reveal_hand": _no_change, "look": _no_change, "misfire": _no_change,
    "buy": _no_change, "defend": _no_change,
    "activate": _no_change, "choose": _no_change,
    "reveal_supply_bottom": _no_change, "reveal_hands": _no_change,
}


def apply(state: GameState, ev: Event) -> None:
    APPLY[ev[0]](state, ev)
