"""Per-seat views: what one seat may see. AIs and the client read only these.

`view(state, seat)` hides other players' hands (only their size shows), the order and faces of
every draw pile (a face-up card inside a draw pile shows with its depth), and the Supply pile.
It names cards by the same instance ids as the events, with the card key beside each, so a client
can follow a card from the view into the per-seat event stream (`seat_stream.py`) and back;
`SeatTable` (seat_table.py) rebuilds exactly this view from that stream.
`view(state, None)` is the omniscient dump that scenarios print and tests compare.
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.hoc.scoring import succession_points
from hoc_desktop.engine.hoc.state import GameState


def _names(state: GameState, cids: list[int]) -> list[str]:
    cards = state.cards
    return [cards[c].key for c in cids]


def ref(state: GameState, cid: int) -> dict[str, Any]:
    """A card as views and per-seat events name it: the instance id with the card id (key) beside it."""
    return {"id": cid, "key": state.cards[cid].key}


def _refs(state: GameState, cids: list[int]) -> list[dict[str, Any]]:
    cards = state.cards
    return [{"id": c, "key": cards[c].key} for c in cids]


def _draw_pile(state: GameState, pile: list[int], omniscient: bool) -> Any:
    cards = state.cards
    if omniscient:
        return [{"card": cards[c].key, "revealed": True} if c in state.revealed else cards[c].key
                for c in reversed(pile)]
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
        if omniscient:
            entry["hand"] = _names(state, p.hand)
        else:
            entry["hand"] = _refs(state, p.hand) if p.seat == seat else None
            entry["hand_count"] = len(p.hand)
        princess = None
        if p.princess is not None:
            princess = state.cards[p.princess].key if omniscient else ref(state, p.princess)
        entry.update({
            "draw": _draw_pile(state, p.draw, omniscient),
            "discard": many(state, p.discard),
            "field": many(state, p.field),
            "princess": princess,
            "princess_counters": dict(state.counters.get(p.princess, {})) if p.princess is not None else {},
            "domain": _domain(state, p.seat, omniscient),
            "areas": dict(p.areas),
            "points": succession_points(state, p.seat),
            "declared": p.declared, "eliminated": p.eliminated,
        })
        players.append(entry)
    t = state.turn
    if omniscient:
        market: dict[str, Any] = {"basic": {k: len(v) for k, v in state.basic.items()},
                                  "stacks": {k: len(v) for k, v in state.stacks.items()}}
    else:
        market = {"basic": {k: _refs(state, v) for k, v in state.basic.items()},
                  "stacks": {k: _refs(state, v) for k, v in state.stacks.items()}}
    return {
        "you": seat,
        "phase": state.phase,
        "turn": {"seat": t.seat, "number": t.number, "extra": t.extra, "coins": t.coins, "plays": t.plays,
                 "played": many(state, t.played), "second_action": t.second_action,
                 "flags": sorted(t.flags), "delayed": dict(t.delayed)},
        "order": list(state.order),
        "players": players,
        "market": market,
        "supply": _names(state, state.supply[::-1]) if omniscient else {"count": len(state.supply)},
        "curses": len(state.curses) if omniscient else _refs(state, state.curses),
        "princesses": many(state, state.princesses),
        "outskirts": many(state, state.outskirts),
        "overtime": state.overtime,
        "result": state.result,
    }


class SeatView:
    """A cheap, read-only window on the game for one seat, for AI policies.

    It exposes only what that seat may know: its own hand, every public zone, pile sizes, the
    face-up cards inside draw piles, and the contents (not the order) of its own draw pile. It is
    built in constant time, so a bot can be handed a fresh one for every decision.
    """

    __slots__ = ("_s", "seat")

    def __init__(self, state: GameState, seat: int) -> None:
        self._s = state
        self.seat = seat

    # ---- definitions and rules
    def card(self, cid: int) -> Any:
        return self._s.cards[cid]

    @property
    def rules(self) -> Any:
        return self._s.ruleset.rules

    # ---- turn
    @property
    def phase(self) -> str:
        return self._s.phase

    @property
    def active(self) -> int:
        return self._s.turn.seat

    @property
    def turn_number(self) -> int:
        return self._s.turn.number

    @property
    def coins(self) -> int:
        return self._s.turn.coins

    @property
    def plays(self) -> int:
        return self._s.turn.plays

    @property
    def played(self) -> list[int]:
        return list(self._s.turn.played)

    @property
    def second_action(self) -> str | None:
        return self._s.turn.second_action

    @property
    def turn_flags(self) -> frozenset[str]:
        return frozenset(self._s.turn.flags)

    @property
    def order(self) -> list[int]:
        return list(self._s.order)

    def opponents(self) -> list[int]:
        return self._s.opponents_in_order(self.seat)

    # ---- own cards
    @property
    def hand(self) -> list[int]:
        return list(self._s.players[self.seat].hand)

    def own_draw_contents(self) -> list[int]:
        """The cards in this seat's own draw pile, sorted by id: what, not in which order."""
        return sorted(self._s.players[self.seat].draw)

    # ---- public per-player information
    def hand_size(self, seat: int) -> int:
        return len(self._s.players[seat].hand)

    def draw_size(self, seat: int) -> int:
        return len(self._s.players[seat].draw)

    def revealed_in_draw(self, seat: int) -> list[tuple[int, int]]:
        """(depth from the top, card) of each face-up card in `seat`'s draw pile."""
        s = self._s
        return [(i, c) for i, c in enumerate(reversed(s.players[seat].draw)) if c in s.revealed]

    def discard(self, seat: int) -> list[int]:
        return list(self._s.players[seat].discard)

    def field(self, seat: int) -> list[int]:
        return list(self._s.players[seat].field)

    def domain(self, seat: int) -> list[int]:
        return list(self._s.players[seat].domain)

    def kept(self, seat: int) -> dict[int, int]:
        return dict(self._s.players[seat].kept)

    def princess(self, seat: int) -> int | None:
        return self._s.players[seat].princess

    def points(self, seat: int) -> int:
        return succession_points(self._s, seat)

    def counters(self, cid: int) -> dict[str, int]:
        return dict(self._s.counters.get(cid, {}))

    def areas(self, seat: int) -> dict[str, int]:
        return dict(self._s.players[seat].areas)

    def declared(self, seat: int) -> bool:
        return self._s.players[seat].declared

    def eliminated(self, seat: int) -> bool:
        return self._s.players[seat].eliminated

    # ---- shared zones
    def market(self) -> list[tuple[int, int]]:
        """(top card, pile size) for every non-empty Market pile, Basic Market first."""
        return [(pile[-1], len(pile)) for _, pile in self._s.market_piles()]

    def basic_pile_size(self, key: str) -> int:
        return len(self._s.basic.get(key, ()))

    @property
    def princesses(self) -> list[int]:
        return list(self._s.princesses)

    @property
    def supply_size(self) -> int:
        return len(self._s.supply)

    @property
    def curses_left(self) -> int:
        return len(self._s.curses)

    @property
    def overtime(self) -> bool:
        return self._s.overtime

    def to_dict(self) -> dict[str, Any]:
        return view(self._s, self.seat)

    # ---- look-ahead
    def sample_game(self, rng: Any) -> Any:
        """A Game at this point in which every card this seat cannot see has been redistributed
        at random, consistently with what it can see (engine/hoc/determinize.py): the sample
        depends only on this seat's information and `rng`. Only meaningful at a top-level
        (Main or Second Phase) prompt, where no effect is suspended."""
        from hoc_desktop.engine.hoc.determinize import sample_world
        from hoc_desktop.engine.hoc.game import Game
        return Game(sample_world(self._s, self.seat, rng), record=False)
