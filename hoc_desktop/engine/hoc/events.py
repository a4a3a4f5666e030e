"""Events: the only way a game state changes. `apply(state, event)` mutates in place.

Every event is a small typed record (a NamedTuple, so it costs little more than a tuple and compares
equal to one); `type(event).type` / `event.type` names its kind (`named`). Events carry their outcome (a
shuffle carries the resulting order), so applying them never consults the random generator, and the
whole game, setup included, can be rebuilt from its stream alone (`rebuild`). The command log, not
the event stream, is what saves replay.

Card movements are complete: `Move` and `Acquire` name the card, the zone it leaves, the zone it
enters (`pos` top or bottom of a pile) and whether it lies revealed there; `Play` and `Keep` name
their zones too; `Reshuffle` lists every card of a discard pile going under a draw pile and
`Shuffled` the new order of a pile. Zones are `(kind, seat)` for a player's zones ("hand", "draw",
"discard", "field", "domain", "kept", "set_aside") and `(kind, key)` / `(kind, None)` for shared ones ("basic",
"stack", "supply", "curses", "princesses", "outskirts").

In the omniscient stream a card is an instance id (int). The per-seat stream (`redaction.py`)
uses the same classes with each card replaced by a `CardRef` (id and key) or by None where that
seat may not know which card it is.
"""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Final, NamedTuple

from hoc_desktop.engine.core.event_kinds import EventClass, kind_named
from hoc_desktop.engine.hoc import commands
from hoc_desktop.engine.hoc.state import PLAYER_ZONES, GameState
from hoc_desktop.engine.hoc.zones import ZONES

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game

Zone = tuple[str, Any]


class CardRef(NamedTuple):
    """A card as a seat knows it: its instance id and its card id (key)."""

    id: int
    key: str


BY_NAME: Final[dict[str, type]] = {}      # every event class by the name of its kind


def named(name: str) -> Callable[[EventClass], EventClass]:
    """Give an event class the name of its kind (core/event_kinds.py), read as `Move.type` or
    `event.type`, and list it in BY_NAME (checked below: every event named once, and applied)."""
    def register(cls: EventClass) -> EventClass:
        BY_NAME[name] = kind_named(name)(cls)
        return cls
    return register


# ------------------------------------------------------------------ setup

@named("game_started")
class GameStarted(NamedTuple):
    """The table: player names in seat order and the rule options (Options.to_dict())."""

    players: tuple[str, ...]
    options: dict[str, Any]


@named("created")
class Created(NamedTuple):
    """Cards come into the game in a zone, bottom first (setup). Cards are CardRefs here."""

    zone: Zone
    cards: tuple[Any, ...]


@named("shuffled")
class Shuffled(NamedTuple):
    """A pile is put into a new order (bottom first): a starting deck, the Supply, a redealt deck."""

    zone: Zone
    order: tuple[Any, ...]


@named("seat_order")
class SeatOrder(NamedTuple):
    """The turn order (seats clockwise from the first player)."""

    seats: tuple[int, ...]


# ------------------------------------------------------------------ card movements

@named("move")
class Move(NamedTuple):
    """One card leaves `src` for `dst` (`pos`: "top" or "bottom"); `revealed`: it lies face up in a
    draw pile. `depth`: where it was in a draw pile or the Supply (0 = the top card), so a seat that
    cannot see the card still knows which one left."""

    card: Any
    src: Zone
    dst: Zone
    pos: str = "top"
    revealed: bool = False
    depth: int = 0


@named("acquire")
class Acquire(NamedTuple):
    """`seat` makes a card from outside its own cards its own (a Move with an acquirer)."""

    seat: int
    card: Any
    src: Zone
    dst: Zone
    pos: str = "top"
    revealed: bool = False
    depth: int = 0


@named("play")
class Play(NamedTuple):
    """A card goes from hand to field, is recorded as played, and its links change the plays left."""

    seat: int
    card: Any
    plays_delta: int

    @property
    def src(self) -> Zone:
        return ("hand", self.seat)

    @property
    def dst(self) -> Zone:
        return ("field", self.seat)


@named("keep")
class Keep(NamedTuple):
    """A card from hand is kept on a territory of its owner's Domain."""

    seat: int
    card: Any
    territory: Any

    @property
    def src(self) -> Zone:
        return ("hand", self.seat)

    @property
    def dst(self) -> Zone:
        return ("kept", self.seat)


@named("cleanup")
class Cleanup(NamedTuple):
    """Cleanup Phase: every card of the field, then every card of the hand, goes to the discard
    pile in that order, and unspent coins are lost (`coins` of them). One event listing its moves."""

    seat: int
    field: tuple[Any, ...]
    hand: tuple[Any, ...]
    coins: int


@named("reshuffle")
class Reshuffle(NamedTuple):
    """The discard pile, shuffled into `order` (bottom first), goes under the draw pile."""

    seat: int
    order: tuple[Any, ...]


@named("restack")
class Restack(NamedTuple):
    """Cards at the top of a draw pile are put back face down in this order (top first)."""

    seat: int
    top_first: tuple[Any, ...]


@named("reveal")
class Reveal(NamedTuple):
    """The card `depth` cards from the top of `seat`'s draw pile turns face up (or down)."""

    card: Any
    seat: int
    depth: int
    revealed: bool


# ------------------------------------------------------------------ turn and counters

@named("turn")
class TurnStarted(NamedTuple):
    """A new turn: everything of the last turn is reset to these values."""

    seat: int
    number: int
    extra: bool
    coins: int
    plays: int


@named("phase")
class PhaseChanged(NamedTuple):
    phase: str


@named("coins")
class Coins(NamedTuple):
    seat: int
    delta: int


@named("area")
class Area(NamedTuple):
    """Counters in a player's play area (Debt)."""

    seat: int
    kind: str
    delta: int


@named("counter")
class Counter(NamedTuple):
    """Counters on a card (succession, twin)."""

    card: Any
    kind: str
    delta: int


@named("taxed")
class Taxed(NamedTuple):
    """A Taxation token is put on the Market pile of this card id (Basic pile or Random Market
    stack). It leaves the game by itself when that pile empties (see `_move`)."""

    pile: str


@named("flag")
class Flag(NamedTuple):
    name: str


@named("delayed")
class Delayed(NamedTuple):
    name: str
    count: int      # type: ignore[assignment]  # shadows tuple.count; the name is the stream's (json, saves)


@named("used")
class Used(NamedTuple):
    """A once-per-turn ability of this card was used."""

    card: Any


@named("gain_types")
class GainTypes(NamedTuple):
    card: Any
    types: frozenset[str]
    subtype: str | None


@named("second_action")
class SecondAction(NamedTuple):
    action: str


@named("princess")
class Backed(NamedTuple):
    """`seat` now backs this princess (the card itself moves by its own Move)."""

    seat: int
    card: Any


@named("declare")
class Declared(NamedTuple):
    """A coronation ceremony is declared (on) or cancelled (off)."""

    seat: int
    on: bool


@named("eliminate")
class Eliminated(NamedTuple):
    seat: int


@named("overtime")
class Overtime(NamedTuple):
    """Overtime begins among the ceremonies still standing (G-OVT-1)."""


@named("extra_turn_next")
class ExtraTurnNext(NamedTuple):
    on: bool


@named("game_over")
class GameOver(NamedTuple):
    winners: tuple[int, ...]
    reason: str
    scores: dict[int, int]


# ------------------------------------------------------------------ information only



@named("buy")
class Bought(NamedTuple):
    seat: int
    card: Any
    cost: int


@named("defend")
class Defended(NamedTuple):
    seat: int
    card: Any
    attack: Any


@named("activate")
class Activated(NamedTuple):
    seat: int
    card: Any


@named("choose")
class ModeChosen(NamedTuple):
    seat: int
    card: Any
    mode: str


@named("misfire")
class Misfired(NamedTuple):
    seat: int
    card: Any
    step: str


@named("reveal_hand")
class HandRevealed(NamedTuple):
    """A player shows their hand to everyone."""

    seat: int
    cards: tuple[Any, ...]


@named("show")
class Shown(NamedTuple):
    """A player shows one card of their hand or discard pile to everyone (it stays where it is)."""

    seat: int
    card: Any


@named("reveal_hands")
class HandsRevealed(NamedTuple):
    """Every player shows their starting hand (Hand Elimination seating)."""

    hands: tuple[tuple[int, tuple[Any, ...]], ...]


@named("look")
class Looked(NamedTuple):
    """`seat` alone looks at these cards (top of a draw pile, top card first: their own, or under an
    attack an opponent's, whose owner does not see them either)."""

    seat: int
    cards: tuple[Any, ...]


@named("reveal_supply_bottom")
class SupplyBottomRevealed(NamedTuple):
    card: Any


Event = Any   # any of the classes above


# ------------------------------------------------------------------ applying

_PLAYER_PILES: Final = frozenset(PLAYER_ZONES)     # for `in`: a set look-up, not a scan of the names


def zone_list(state: GameState, zone: Zone, create: bool = False) -> list[int]:
    """The list behind a zone id such as ("hand", 0), ("basic", "duke") or ("outskirts", None)."""
    kind, key = zone
    if kind in _PLAYER_PILES:
        pile: list[int] = getattr(state.players[key], kind)
        return pile
    if kind == "basic":
        if create and key not in state.basic:
            state.basic[key] = []
        return state.basic[key]
    if kind == "stack":
        if create and key not in state.stacks:
            state.stacks[key] = []
        return state.stacks[key]
    if kind == "kept":
        return list(state.players[key].kept.values())
    return getattr(state, ZONES[kind].kind)   # supply, curses, princesses, outskirts; undeclared: UnknownZone


# The handlers of the events of every turn unpack the record instead of reading its named fields:
# they run for every card drawn or played, and `Game.emit_fields` hands them a plain tuple of the
# fields when the game keeps no event list (verbs and flow emit these events that way).

def draw_card(state: GameState, cid: int, from_seat: int, to_seat: int) -> None:
    """A card drawn, a quarter of all events: `_move` from a draw pile's top into a hand, and all
    verbs.draw does when the game keeps no event list (it builds no Move then)."""
    pile = state.players[from_seat].draw
    if pile[-1] == cid:
        pile.pop()
    else:
        pile.remove(cid)
    revealed = state.revealed
    if revealed and cid in revealed:          # an empty set is told apart without hashing the card
        revealed.discard(cid)
    state.players[to_seat].hand.append(cid)


def draw_cards(state: GameState, seat: int, n: int) -> None:
    """`n` cards drawn from the top of `seat`'s draw pile, which holds at least `n`: what `n`
    draw_card calls do (the top card first into the hand), in three list operations. Most turns
    end by drawing a whole hand this way in a game that keeps no event list."""
    if n <= 0:
        return                       # pile[-0:] would be the whole pile
    pile = state.players[seat].draw
    drawn = pile[-n:]
    del pile[-n:]
    drawn.reverse()
    revealed = state.revealed
    if revealed:
        revealed.difference_update(drawn)
    state.players[seat].hand.extend(drawn)


def _move(state: GameState, ev: Move) -> None:
    cid, src, dst, pos, revealed, _ = ev
    kind, key = src
    dkind, dkey = dst
    if kind == "draw" and dkind == "hand" and pos == "top":
        draw_card(state, cid, key, dkey)     # none of the cases below concerns a card drawn
        return
    if kind == "domain" or dkind == "domain":
        state.points_cache = None
        state.points_dirty = True
    if kind == "kept":
        kept = state.players[key].kept
        for terr, card in kept.items():
            if card == cid:
                del kept[terr]
                break
    else:
        # a player's zone is read here directly (zone_list's first case), without the call; typed, so
        # that the compiled build's pop and append on it are native, not generic method calls
        lst: list[int] = getattr(state.players[key], kind) if kind in _PLAYER_PILES else zone_list(state, src)
        if lst and lst[-1] == cid:
            lst.pop()
        else:
            lst.remove(cid)
        if kind == "stack" and not lst:
            del state.stacks[key]
            if state.taxed:
                state.taxed.discard(key)     # an emptied pile's Taxation token leaves the game (TAX-4)
        elif kind == "basic" and not lst:
            if state.taxed:
                state.taxed.discard(key)
            if state.judgment_due():
                state.points_dirty = True    # the end-of-game checks must see Judgment
        elif kind == "domain" and cid in state.players[key].kept:
            # a Domain territory leaving takes nothing with it in these sets; keep data consistent
            del state.players[key].kept[cid]
    if cid in state.revealed:
        state.revealed.discard(cid)
    if dkind == "outskirts" or dkind == "curses":
        state.counters.pop(cid, None)
    lst = getattr(state.players[dkey], dkind) if dkind in _PLAYER_PILES else zone_list(state, dst, create=True)
    if pos == "bottom":
        lst.insert(0, cid)
    else:
        lst.append(cid)
    if revealed and dkind == "draw":
        state.revealed.add(cid)


def _acquire(state: GameState, ev: Acquire) -> None:
    fields: Any = ev[1:]                  # an Acquire's fields after `seat` are a Move's
    _move(state, fields)


def _game_started(state: GameState, ev: GameStarted) -> None:
    """Nothing to do on a live state: `rebuild` builds the empty table from this event."""


def _created(state: GameState, ev: Created) -> None:
    """A recorded Created event (the live deal of a recorded game, and `rebuild`): its CardRefs'
    keys created under their ids."""
    zone, refs = ev
    assert not refs or refs[0][0] == len(state.cards), "cards are created in id order"
    create_cards(state, zone, [ref[1] for ref in refs])


def create_cards(state: GameState, zone: Zone, keys: list[str]) -> None:
    """The cards' definitions join the card table under the next ids, and the ids join the zone:
    what a Created event does, and all a game that keeps no event list does for one (`emit_created`)."""
    by_key = state.catalog.cards
    first = len(state.cards)
    state.cards.extend([by_key[key] for key in keys])
    commands.cover(len(state.cards))
    zone_list(state, zone, create=True).extend(range(first, len(state.cards)))


def _shuffled(state: GameState, ev: Shuffled) -> None:
    zone, order = ev
    pile = zone_list(state, zone)
    pile[:] = order
    if state.revealed:
        state.revealed.difference_update(order)


def _cleanup(state: GameState, ev: Cleanup) -> None:
    seat, _, _, coins = ev
    p = state.players[seat]
    p.discard.extend(p.field)
    p.discard.extend(p.hand)
    p.field.clear()
    p.hand.clear()
    state.turn.coins -= coins


def _reshuffle(state: GameState, ev: Reshuffle) -> None:
    seat, order = ev
    p = state.players[seat]
    p.draw[0:0] = order
    p.discard.clear()


def _restack(state: GameState, ev: Restack) -> None:
    pile = state.players[ev.seat].draw
    for cid in ev.top_first:
        pile.remove(cid)
        state.revealed.discard(cid)
    pile.extend(reversed(ev.top_first))


def _seat_order(state: GameState, ev: SeatOrder) -> None:
    state.order = list(ev.seats)


def _reveal(state: GameState, ev: Reveal) -> None:
    if ev.revealed:
        state.revealed.add(ev.card)
    else:
        state.revealed.discard(ev.card)


def _keep(state: GameState, ev: Keep) -> None:
    p = state.players[ev.seat]
    p.hand.remove(ev.card)
    p.kept[ev.territory] = ev.card


def _coins(state: GameState, ev: Coins) -> None:
    gain(state, ev[1])


def gain(state: GameState, amount: int) -> None:
    """Coins gained (paid, when negative): a Coins event's change, which `emit_coins` makes without
    the event in a game that keeps no event list."""
    state.turn.coins += amount


def add_count(counts: dict[str, int], kind: str, delta: int) -> None:
    """Add `delta` counters of `kind`; a kind that reaches 0 disappears (views list only what is there)."""
    total = counts.get(kind, 0) + delta
    if total:
        counts[kind] = total
    else:
        counts.pop(kind, None)


def add_card_count(counters: dict[Any, dict[str, int]], card: Any, kind: str, delta: int) -> None:
    """`add_count` on the counters lying on one card; a card left with none disappears."""
    on_card = counters.setdefault(card, {})
    add_count(on_card, kind, delta)
    if not on_card:
        del counters[card]


def _area(state: GameState, ev: Area) -> None:
    add_count(state.players[ev.seat].areas, ev.kind, ev.delta)


def _counter(state: GameState, ev: Counter) -> None:
    state.points_cache = None
    state.points_dirty = True
    add_card_count(state.counters, ev.card, ev.kind, ev.delta)


def _play(state: GameState, ev: Play) -> None:
    seat, cid, plays_delta = ev
    play(state, seat, cid, plays_delta)


def play(state: GameState, seat: int, cid: int, plays_delta: int) -> None:
    """A card played from the hand into the field: a Play event's change, which `emit_play` makes
    without the event in a game that keeps no event list."""
    p = state.players[seat]
    p.hand.remove(cid)
    p.field.append(cid)
    turn = state.turn
    turn.played.append(cid)
    turn.plays += plays_delta


def _taxed(state: GameState, ev: Taxed) -> None:
    state.taxed.add(ev.pile)


def _flag(state: GameState, ev: Flag) -> None:
    state.turn.flags.add(ev.name)


def _delayed(state: GameState, ev: Delayed) -> None:
    d = state.turn.delayed
    d[ev.name] = d.get(ev.name, 0) + ev.count


def _used(state: GameState, ev: Used) -> None:
    state.turn.used.add(ev.card)


def _gain_types(state: GameState, ev: GainTypes) -> None:
    types, subtype = ev.types, ev.subtype
    old = state.turn.gained_types.get(ev.card)
    if old:
        types = old[0] | types
        subtype = subtype or old[1]
    state.turn.gained_types[ev.card] = (frozenset(types), subtype)


def _phase(state: GameState, ev: PhaseChanged) -> None:
    (phase,) = ev
    set_phase(state, phase)


def set_phase(state: GameState, phase: str) -> None:
    """A new phase: a PhaseChanged event's change, which `emit_phase` makes without the event in a
    game that keeps no event list."""
    state.phase = phase


def _second_action(state: GameState, ev: SecondAction) -> None:
    (state.turn.second_action,) = ev


def _backed(state: GameState, ev: Backed) -> None:
    state.players[ev.seat].princess = ev.card


def _turn(state: GameState, ev: TurnStarted) -> None:
    seat, number, extra, coins, plays = ev
    state.turn.begin(seat, number, extra, coins, plays)
    for declarer, seen in state.coronation.items():
        if declarer != seat:
            seen.add(seat)


def _declare(state: GameState, ev: Declared) -> None:
    state.players[ev.seat].declared = ev.on
    if ev.on:
        state.coronation[ev.seat] = set()
    else:
        state.coronation.pop(ev.seat, None)


def _eliminate(state: GameState, ev: Eliminated) -> None:
    state.players[ev.seat].eliminated = True
    state.players[ev.seat].declared = False
    state.coronation.pop(ev.seat, None)


def _overtime(state: GameState, ev: Overtime) -> None:
    state.overtime = True
    state.coronation.clear()


def _extra_turn_next(state: GameState, ev: ExtraTurnNext) -> None:
    state.turn.extra_turn_next = ev.on


def _game_over(state: GameState, ev: GameOver) -> None:
    state.phase = "over"
    state.result = {"winners": list(ev.winners), "reason": ev.reason, "scores": dict(ev.scores)}


def _no_change(state: GameState, ev: Any) -> None:
    """Events that only inform (a revealed hand, a private look, a purchase's price)."""


# ------------------------------------------------------------------ the commonest events

# A card drawn or moved, coins gained or paid, a card played, a new phase: two thirds of a game's events. Their
# emitters call the handler directly when the game keeps no event list (simulations, AI
# look-ahead), which the compiled build makes a native call instead of a table look-up and a
# call through a Python function object; with a list they go through `Game.emit_fields`.

def emit_created(g: "Game", zone: Zone, keys: list[str]) -> None:
    """Cards with these card ids come into `zone`, bottom first, numbered from the next free id: a
    Created event of CardRefs in a recorded game; without an event list, `create_cards` alone (a
    CardRef or (id, key) pair for each of a deal's 170 cards, built and read back, was half of it)."""
    if g.record:
        g.emit_fields(Created, (zone, _numbered(len(g.state.cards), tuple(keys))))
    else:
        create_cards(g.state, zone, keys)


@lru_cache(maxsize=256)
def _numbered(first: int, keys: tuple[str, ...]) -> tuple[CardRef, ...]:
    """CardRefs for `keys` from id `first` on. Every game of a player count deals the same piles
    under the same ids, so recorded games share these immutable tuples instead of rebuilding them
    (built with `tuple.__new__`: CardRef's own `__new__` would run as interpreted code)."""
    return tuple([tuple.__new__(CardRef, (i, key)) for i, key in enumerate(keys, first)])


# The emitters below take their fields as Any, not cast to the event's record: a handler reads the
# plain tuple as it reads the record, and `typing.cast` is a function call in pure Python (five
# hundred a money game). The three commonest (coins, a play, a phase) take the fields one by one
# and, without an event list, make the change with no tuple of fields built and taken apart again.

def emit_move(g: "Game", fields: Any) -> None:
    if g.record:
        g.emit_fields(Move, fields)
    else:
        _move(g.state, fields)


def emit_coins(g: "Game", seat: int, amount: int) -> None:
    if g.record:
        g.emit_fields(Coins, (seat, amount))
    else:
        gain(g.state, amount)


def emit_play(g: "Game", seat: int, card: int, plays_delta: int) -> None:
    if g.record:
        g.emit_fields(Play, (seat, card, plays_delta))
    else:
        play(g.state, seat, card, plays_delta)


def emit_phase(g: "Game", phase: str) -> None:
    if g.record:
        g.emit_fields(PhaseChanged, (phase,))
    else:
        set_phase(g.state, phase)


APPLY: Final[dict[type, Callable[[GameState, Any], None]]] = {
    GameStarted: _game_started, Created: _created, Shuffled: _shuffled, SeatOrder: _seat_order,
    Move: _move, Acquire: _acquire, Play: _play, Keep: _keep, Reshuffle: _reshuffle, Restack: _restack,
    Reveal: _reveal, TurnStarted: _turn, PhaseChanged: _phase, Coins: _coins, Area: _area, Counter: _counter,
    Flag: _flag, Taxed: _taxed, Delayed: _delayed, Used: _used, GainTypes: _gain_types, SecondAction: _second_action,
    Backed: _backed, Declared: _declare, Eliminated: _eliminate, Overtime: _overtime,
    ExtraTurnNext: _extra_turn_next, GameOver: _game_over,
    Cleanup: _cleanup, Bought: _no_change, Defended: _no_change, Activated: _no_change,
    ModeChosen: _no_change, Misfired: _no_change, HandRevealed: _no_change, Shown: _no_change,
    HandsRevealed: _no_change,
    Looked: _no_change, SupplyBottomRevealed: _no_change,
}

if set(BY_NAME.values()) != set(APPLY):      # every event named once, and applied
    raise TypeError("an event class is not both named and applied")


def apply(state: GameState, ev: Event) -> None:
    APPLY[type(ev)](state, ev)
