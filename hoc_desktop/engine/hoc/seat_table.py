"""The table as one seat knows it, rebuilt from that seat's event stream alone.

A client (or a test) feeds `SeatTable.apply` every event of a seat's stream (`Game.events_for`)
and, with the game's catalog for printed points, can then draw
from `SeatTable.view()`, which equals the engine's `view(state, seat)`: the same hand, public zones
and pile sizes, with the same card ids. Because it is built only from the redacted stream, a screen
drawn from it cannot show a card its seat may not see.

Piles are lists, bottom first, of `CardRef` (a card the seat can see) or None (a face-down card):
another player's hand is a list of None, a draw pile holds a CardRef only where a card lies revealed.
"""

from __future__ import annotations

from typing import Any, Callable

from hoc_desktop.cards.loader import Catalog
from hoc_desktop.engine.core.zones import Visibility
from hoc_desktop.engine.hoc.events import (Acquire, Area, Backed, CardRef, Cleanup, Coins, Counter, Created, Declared,
                                           Delayed, Eliminated, Event, Flag, GameOver, GameStarted,
                                           Keep, Move, Overtime, PhaseChanged, Play, Reshuffle, Restack, Reveal,
                                           SeatOrder, SecondAction, Shuffled, Taxed, TurnStarted, Zone, add_card_count,
                                           add_count)
from hoc_desktop.engine.hoc.state import PLAYER_ZONES, QUIET_PILES
from hoc_desktop.engine.hoc.zones import ZONES

Pile = list[Any]


class _Seat:
    """One player as a seat knows them: a pile for every zone the registry declares per seat (the
    hand, draw, discard, field, Domain, and whatever a ruleset adds), by the zone's kind."""

    __slots__ = ("seat", "name", *PLAYER_ZONES, "kept", "princess", "areas", "declared", "eliminated")

    def __init__(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        for kind in PLAYER_ZONES:
            setattr(self, kind, [])
        self.hand: Pile
        self.draw: Pile
        self.discard: Pile
        self.field: Pile
        self.domain: Pile
        self.set_aside: Pile
        self.kept: dict[int, CardRef] = {}       # territory id -> kept card
        self.princess: CardRef | None = None
        self.areas: dict[str, int] = {}
        self.declared = False
        self.eliminated = False


class SeatTable:
    """What `seat` knows of the game, kept up to date from its own event stream. With `sight`
    FACE_UP (core/zones.py) it is fed the face-up observer's stream instead and keeps every hand
    card by card: a finished game's replay with all cards face up, drawn with `seat` at the bottom."""

    def __init__(self, seat: int, catalog: Catalog, sight: int | None = None) -> None:
        self.seat = seat
        self.sight = seat if sight is None else sight   # whose eyes judge a face: FACE_UP sees every hand
        self.catalog = catalog          # the game's cards (for printed points)
        self.players: list[_Seat] = []
        self.order: list[int] = []
        self.phase = "setup"
        self.turn: dict[str, Any] = _turn(0, 0, False, 0, 1)
        self.basic: dict[str, Pile] = {}
        self.stacks: dict[str, Pile] = {}
        self.supply: Pile = []
        self.curses: Pile = []
        self.princesses: Pile = []
        self.outskirts: Pile = []
        self.counters: dict[int, dict[str, int]] = {}
        self.taxed: set[str] = set()
        self.overtime = False
        self.result: dict[str, Any] | None = None
        self.keys: dict[int, str] = {}            # every card id this seat has seen -> its card key

    # ------------------------------------------------------------------ applying the stream
    def apply(self, ev: Event) -> None:
        handler = _HANDLERS.get(type(ev))
        if handler is not None:
            handler(self, ev)

    def _pile(self, zone: Zone) -> Pile:
        kind, key = zone
        if kind in PLAYER_ZONES:
            return getattr(self.players[key], kind)
        if kind == "basic":
            return self.basic.setdefault(key, [])
        if kind == "stack":
            return self.stacks.setdefault(key, [])
        return getattr(self, kind)

    def _see(self, card: Any) -> None:
        if card is not None:
            self.keys[card.id] = card.key

    def _take(self, zone: Zone, card: CardRef | None, depth: int) -> None:
        kind, key = zone
        if kind == "kept":
            kept = self.players[key].kept
            for terr, c in list(kept.items()):
                if card is not None and c.id == card.id:
                    del kept[terr]
            return
        pile = self._pile(zone)
        if ZONES[kind].visibility is Visibility.NOBODY:       # a hidden pile: the card leaves by its depth
            pile.pop(len(pile) - 1 - depth)
        elif card is not None and any(c is not None and c.id == card.id for c in pile):
            pile.remove(next(c for c in pile if c is not None and c.id == card.id))
        else:
            pile.remove(None)                      # a card this seat could not see (another hand)
        if kind == "stack" and not pile:
            del self.stacks[key]
        if kind in ("stack", "basic") and not pile:
            self.taxed.discard(key)
        if kind == "domain" and card is not None:
            self.players[key].kept.pop(card.id, None)

    def _put(self, zone: Zone, card: CardRef | None, pos: str, revealed: bool) -> None:
        kind = zone[0]
        if kind in ("outskirts", "curses") and card is not None:
            self.counters.pop(card.id, None)
        shown = card if ZONES.sees(zone, self.sight, revealed) else None
        pile = self._pile(zone)
        if pos == "bottom":
            pile.insert(0, shown)
        else:
            pile.append(shown)

    # ------------------------------------------------------------------ the view
    def points(self, seat: int) -> int:
        """Succession points: printed points of the Domain's cards plus their Succession counters."""
        by_key = self.catalog.cards
        return sum(by_key[c.key].points + self.counters.get(c.id, {}).get("succession", 0)
                   for c in self.players[seat].domain)

    def view(self) -> dict[str, Any]:
        """The same dictionary as the engine's `view(state, seat)`."""
        players = []
        for p in self.players:
            piles: dict[str, Any] = {}
            for kind in _PILES:
                if kind in QUIET_PILES and not getattr(p, kind):
                    continue
                piles[kind] = self._pile_view((kind, p.seat), getattr(p, kind))
                if ZONES[kind].visibility is Visibility.OWNER:
                    piles[f"{kind}_count"] = len(getattr(p, kind))
            domain = [{"card": _d(c), "kept": _d(p.kept[c.id]) if c.id in p.kept else None,
                       "counters": dict(self.counters.get(c.id, {}))}
                      for c in p.domain if p.princess is None or c.id != p.princess.id]
            players.append({
                "seat": p.seat, "name": p.name, **piles,
                "princess": _d(p.princess) if p.princess is not None else None,
                "princess_counters": dict(self.counters.get(p.princess.id, {})) if p.princess is not None else {},
                "domain": domain, "areas": dict(p.areas), "points": self.points(p.seat),
                "declared": p.declared, "eliminated": p.eliminated,
            })
        turn = dict(self.turn)
        turn["played"] = [_d(c) for c in turn["played"]]
        turn["flags"] = sorted(turn["flags"])
        turn["delayed"] = dict(turn["delayed"])
        market: dict[str, Any] = {"basic": {k: [_d(c) for c in v] for k, v in self.basic.items()},
                                  "stacks": {k: [_d(c) for c in v] for k, v in self.stacks.items()}}
        if self.taxed:
            market["taxed"] = sorted(self.taxed)
        return {
            "you": self.seat, "phase": self.phase, "turn": turn, "order": list(self.order), "players": players,
            "market": market,
            "supply": {"count": len(self.supply)},
            "curses": [_d(c) for c in self.curses], "princesses": [_d(c) for c in self.princesses],
            "outskirts": [_d(c) for c in self.outskirts],
            "overtime": self.overtime, "result": self.result,
        }


    def _pile_view(self, zone: Zone, pile: Pile) -> Any:
        """A pile as the engine's view shows it to this seat (table_view._seat_pile): by its cards,
        as None for another owner's pile, or as its size and face-up cards for a hidden one."""
        if ZONES.sees(zone, self.sight):
            return [_d(c) for c in pile]
        if ZONES[zone[0]].visibility is not Visibility.NOBODY:
            return None
        return {"count": len(pile), "revealed": [{"depth": i, "card": _d(c)}
                                                 for i, c in enumerate(reversed(pile)) if c is not None]}


_PILES = tuple(kind for kind in PLAYER_ZONES if kind != "domain")   # the Domain is shown with its kept cards


def _d(card: CardRef) -> dict[str, Any]:
    return {"id": card.id, "key": card.key}


def _turn(seat: int, number: int, extra: bool, coins: int, plays: int) -> dict[str, Any]:
    return {"seat": seat, "number": number, "extra": extra, "coins": coins, "plays": plays, "played": [],
            "second_action": None, "flags": set(), "delayed": {}}


# ------------------------------------------------------------------ one handler per event kind

def _game_started(t: SeatTable, ev: GameStarted) -> None:
    t.players = [_Seat(seat, name) for seat, name in enumerate(ev.players)]
    t.order = list(range(len(ev.players)))


def _created(t: SeatTable, ev: Created) -> None:
    pile = t._pile(ev.zone)
    for card in ev.cards:
        t._see(card)
        pile.append(card)


def _shuffled(t: SeatTable, ev: Shuffled) -> None:
    t._pile(ev.zone)[:] = ev.order


def _move(t: SeatTable, ev: Move | Acquire) -> None:
    t._see(ev.card)
    t._take(ev.src, ev.card, ev.depth)
    t._put(ev.dst, ev.card, ev.pos, ev.revealed)


def _play(t: SeatTable, ev: Play) -> None:
    t._see(ev.card)
    t._take(("hand", ev.seat), ev.card, 0)
    t.players[ev.seat].field.append(ev.card)
    t.turn["played"].append(ev.card)
    t.turn["plays"] += ev.plays_delta


def _keep(t: SeatTable, ev: Keep) -> None:
    t._see(ev.card)
    t._take(("hand", ev.seat), ev.card, 0)
    t.players[ev.seat].kept[ev.territory.id] = ev.card


def _cleanup(t: SeatTable, ev: Cleanup) -> None:
    p = t.players[ev.seat]
    for card in ev.field + ev.hand:
        t._see(card)
    p.discard.extend(ev.field + ev.hand)
    p.field.clear()
    p.hand.clear()
    t.turn["coins"] -= ev.coins


def _reshuffle(t: SeatTable, ev: Reshuffle) -> None:
    p = t.players[ev.seat]
    p.draw[0:0] = [None] * len(ev.order)
    p.discard.clear()


def _restack(t: SeatTable, ev: Restack) -> None:
    draw = t.players[ev.seat].draw
    for i in range(len(ev.top_first)):
        draw[len(draw) - 1 - i] = None


def _reveal(t: SeatTable, ev: Reveal) -> None:
    t._see(ev.card)
    draw = t.players[ev.seat].draw
    draw[len(draw) - 1 - ev.depth] = ev.card if ev.revealed else None


def _counter(t: SeatTable, ev: Counter) -> None:
    add_card_count(t.counters, ev.card.id, ev.kind, ev.delta)


def _area(t: SeatTable, ev: Area) -> None:
    add_count(t.players[ev.seat].areas, ev.kind, ev.delta)


def _turn_started(t: SeatTable, ev: TurnStarted) -> None:
    t.turn = _turn(ev.seat, ev.number, ev.extra, ev.coins, ev.plays)


def _coins(t: SeatTable, ev: Coins) -> None:
    t.turn["coins"] += ev.delta


def _taxed(t: SeatTable, ev: Taxed) -> None:
    t.taxed.add(ev.pile)


def _flag(t: SeatTable, ev: Flag) -> None:
    t.turn["flags"].add(ev.name)


def _delayed(t: SeatTable, ev: Delayed) -> None:
    t.turn["delayed"][ev.name] = t.turn["delayed"].get(ev.name, 0) + ev.count


def _second_action(t: SeatTable, ev: SecondAction) -> None:
    t.turn["second_action"] = ev.action


def _phase(t: SeatTable, ev: PhaseChanged) -> None:
    t.phase = ev.phase


def _seat_order(t: SeatTable, ev: SeatOrder) -> None:
    t.order = list(ev.seats)


def _backed(t: SeatTable, ev: Backed) -> None:
    t.players[ev.seat].princess = ev.card


def _declared(t: SeatTable, ev: Declared) -> None:
    t.players[ev.seat].declared = ev.on


def _eliminated(t: SeatTable, ev: Eliminated) -> None:
    t.players[ev.seat].eliminated = True
    t.players[ev.seat].declared = False


def _overtime(t: SeatTable, ev: Overtime) -> None:
    t.overtime = True


def _game_over(t: SeatTable, ev: GameOver) -> None:
    t.phase = "over"
    t.result = {"winners": list(ev.winners), "reason": ev.reason, "scores": dict(ev.scores)}


_HANDLERS: dict[type, Callable[[SeatTable, Any], None]] = {
    GameStarted: _game_started, Created: _created, Shuffled: _shuffled, Move: _move, Acquire: _move,
    Play: _play, Keep: _keep, Cleanup: _cleanup, Reshuffle: _reshuffle, Restack: _restack, Reveal: _reveal,
    Counter: _counter,
    Area: _area, TurnStarted: _turn_started, Coins: _coins, Flag: _flag, Taxed: _taxed, Delayed: _delayed,
    SecondAction: _second_action, PhaseChanged: _phase, SeatOrder: _seat_order, Backed: _backed,
    Declared: _declared, Eliminated: _eliminated, Overtime: _overtime,
    GameOver: _game_over,
}
