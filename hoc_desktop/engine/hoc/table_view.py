"""The table as one seat may see it, as JSON-ready data (`view`); the client and scenarios read it,
AIs read the cheaper `SeatView` (seat_view.py).

`view(state, seat)` hides other players' hands (only their size shows), the order and faces of
every draw pile (a face-up card inside a draw pile shows with its depth), and the Supply pile: a
seat's piles are shown as the zone registry (zones.py) declares them, so a pile a ruleset adds is
shown, or hidden, without a change here.
It names cards by the same instance ids as the events, with the card key beside each, so a client
can follow a card from the view into the per-seat event stream (`redaction.py`) and back;
`SeatTable` (seat_table.py) rebuilds exactly this view from that stream.
`view(state, None)` is the omniscient dump that scenarios print and tests compare.
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.core.state_fields import unshown_fields
from hoc_desktop.engine.core.zones import Visibility
from hoc_desktop.engine.hoc.events import Zone, zone_list
from hoc_desktop.engine.hoc.scoring import succession_points
from hoc_desktop.engine.hoc.state import PLAYER_ZONES, QUIET_PILES, GameState
from hoc_desktop.engine.hoc.zones import ZONES


def _names(state: GameState, cids: list[int]) -> list[str]:
    cards = state.cards
    return [cards[c].key for c in cids]


def ref(state: GameState, cid: int) -> dict[str, Any]:
    """A card as views and per-seat events name it: the instance id with the card id (key) beside it."""
    return {"id": cid, "key": state.cards[cid].key}


def _refs(state: GameState, cids: list[int]) -> list[dict[str, Any]]:
    cards = state.cards
    return [{"id": c, "key": cards[c].key} for c in cids]


def _seat_pile(state: GameState, zone: Zone, seat: int | None) -> Any:
    """A seat's pile as `seat` may see it, by the zone's declaration (zones.py): the cards it sees
    by id and key; a zone of another owner as None (its size is given beside it, to every seat); a zone nobody
    sees as its size and the cards lying face up in it, by depth from the top. The omniscient view
    (seat None) names every card, hidden piles top first with their face-up cards marked."""
    cards = state.cards
    pile = zone_list(state, zone)
    hidden = ZONES[zone[0]].visibility is Visibility.NOBODY
    if seat is None:
        if not hidden:
            return [cards[c].key for c in pile]
        return [{"card": cards[c].key, "revealed": True} if c in state.revealed else cards[c].key
                for c in reversed(pile)]
    if ZONES.sees(zone, seat):
        return _refs(state, pile)
    if not hidden:
        return None
    return {"count": len(pile),
            "revealed": [{"depth": i, "card": ref(state, c)}
                         for i, c in enumerate(reversed(pile)) if c in state.revealed]}


def _domain(state: GameState, seat: int, omniscient: bool) -> list[Any]:
    p = state.players[seat]
    cards = state.cards
    out = []
    for cid in p.domain:
        if cid == p.princess:
            continue
        if omniscient:
            entry: dict[str, Any] = {"card": cards[cid].key, "id": cid}
            if cid in p.kept:
                entry["kept"] = cards[p.kept[cid]].key
                entry["kept_id"] = p.kept[cid]
            if state.counters.get(cid):
                entry["counters"] = dict(state.counters[cid])
        else:
            entry = {"card": ref(state, cid), "kept": ref(state, p.kept[cid]) if cid in p.kept else None,
                     "counters": dict(state.counters.get(cid, {}))}
        out.append(entry)
    return out


# The declared fields (state.py) this view presents by hand, or folds into what it presents (the
# counters into each card, the face-up cards into each draw pile), or leaves out (definitions,
# rules, the random generator, caches). Any other field is shown by its declaration (`seen`).
_STATE_SHOWN = ("cards", "rulebook", "catalog", "players", "order", "turn", "phase", "basic", "stacks", "supply",
                "curses", "princesses", "outskirts", "revealed", "counters", "coronation", "overtime", "result",
                "rng", "points_cache", "points_dirty", "taxed")
_PLAYER_SHOWN = ("seat", "name", "domain", "kept", "princess", "areas", "declared", "eliminated")
_PILES = tuple(kind for kind in PLAYER_ZONES if kind not in _PLAYER_SHOWN)   # every other pile: by its declaration
_TURN_SHOWN = ("seat", "number", "extra", "coins", "plays", "played", "second_action", "flags", "delayed", "used",
               "gained_types", "extra_turn_next")


def view(state: GameState, seat: int | None) -> dict[str, Any]:
    """A JSON-ready picture of the game as `seat` sees it.

    A seat's view names every card it may see as {"id", "key"} (the ids the events use), lists
    every Market pile card by card, and shows hidden piles as counts. `seat=None` gives the
    omniscient dump that scenarios print and compare (card keys only, draw piles top first, Market
    piles as counts)."""
    omniscient = seat is None
    many = _names if omniscient else _refs
    players = []
    for p in state.players:
        entry: dict[str, Any] = {"seat": p.seat, "name": p.name}
        for kind in _PILES:
            if kind in QUIET_PILES and not getattr(p, kind):
                continue
            entry[kind] = _seat_pile(state, (kind, p.seat), seat)
            if not omniscient and ZONES[kind].visibility is Visibility.OWNER:     # its size is public
                entry[f"{kind}_count"] = len(getattr(p, kind))
        princess = None
        if p.princess is not None:
            princess = state.cards[p.princess].key if omniscient else ref(state, p.princess)
        entry.update({
            "princess": princess,
            "princess_counters": dict(state.counters.get(p.princess, {})) if p.princess is not None else {},
            "domain": _domain(state, p.seat, omniscient),
            "areas": dict(p.areas),
            "points": succession_points(state, p.seat),
            "declared": p.declared, "eliminated": p.eliminated,
        })
        entry.update(unshown_fields(p, seat, p.seat, _PLAYER_SHOWN + _PILES))
        players.append(entry)
    t = state.turn
    if omniscient:
        market: dict[str, Any] = {"basic": {k: len(v) for k, v in state.basic.items()},
                                  "stacks": {k: len(v) for k, v in state.stacks.items()}}
    else:
        market = {"basic": {k: _refs(state, v) for k, v in state.basic.items()},
                  "stacks": {k: _refs(state, v) for k, v in state.stacks.items()}}
    if state.taxed:                      # Far East: only a game with a Taxation token shows the key
        market["taxed"] = sorted(state.taxed)
    turn = {"seat": t.seat, "number": t.number, "extra": t.extra, "coins": t.coins, "plays": t.plays,
            "played": many(state, t.played), "second_action": t.second_action,
            "flags": sorted(t.flags), "delayed": dict(t.delayed)}
    turn.update(unshown_fields(t, seat, t.seat, _TURN_SHOWN))
    return {
        "you": seat,
        "phase": state.phase,
        "turn": turn,
        "order": list(state.order),
        "players": players,
        "market": market,
        "supply": _names(state, state.supply[::-1]) if omniscient else {"count": len(state.supply)},
        "curses": len(state.curses) if omniscient else _refs(state, state.curses),
        "princesses": many(state, state.princesses),
        "outskirts": many(state, state.outskirts),
        "overtime": state.overtime,
        "result": state.result,
        **unshown_fields(state, seat, None, _STATE_SHOWN),
    }
