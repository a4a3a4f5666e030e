"""The game log in words: one line per event worth telling (None for bookkeeping events).

`seat` is the reader: cards another seat draws or looks at privately are not named to them. Given
a seat's own stream (`Game.events_for(seat)`), a card hidden from that seat is None and reads "a
card", so nothing the seat may not know can reach its log.
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.cards.vocabulary import ALLIANCE_FLAGS, ALLIANCE_PREFIX, AREAS
from hoc_desktop.engine.core.told import Told
from hoc_desktop.engine.hoc.events import (Acquire, Activated, Area, Backed, Bought, CardRef, Cleanup, Coins, Counter,
                                           Declared, Defended, Eliminated, Event, ExtraTurnNext, Flag, GameOver,
                                           HandRevealed, Keep, Looked, Misfired, ModeChosen, Move, Overtime, Play,
                                           Reshuffle, Reveal, SeatOrder, Shown, SupplyBottomRevealed, Taxed,
                                           TurnStarted)
from hoc_desktop.engine.hoc.misfire_words import why_stopped
from hoc_desktop.engine.hoc.state import GameState

_ZONE_WORDS = {"hand": "hand", "draw": "draw pile", "discard": "discard pile", "field": "field",
               "domain": "Domain", "kept": "kept cards", "basic": "Market", "stack": "Market",
               "supply": "Supply pile", "curses": "Curse pile", "princesses": "princess row",
               "outskirts": "Outskirts", "set_aside": "set-aside cards", "guardian": "guardian"}


def _who(state: GameState, seat: int) -> str:
    return state.players[seat].name


# A seat the front end names "You" (the one human at the table) reads in the second person:
# "You draw a card", "your Domain", not "You draws", "their".
_YOU = "You"
_IRREGULAR = {"is": "are", "has": "have"}


def _verb(state: GameState, seat: int, verb: str) -> str:
    """`verb` (third person: "draws") as it agrees with the seat's name."""
    if state.players[seat].name != _YOU:
        return verb
    if verb in _IRREGULAR:
        return _IRREGULAR[verb]
    if verb.endswith(("shes", "ches", "xes", "sses")):
        return verb[:-2]
    return verb[:-1] if verb.endswith("s") else verb


def _counters(count: int, kind: str) -> str:
    """"1 Coin counter", "2 Ore counters", "1 succession counter" (area counters by their area's name)."""
    word = kind.capitalize() if kind in AREAS else kind
    return f"{count} {word} counter{'s' if count != 1 else ''}"


def _does(state: GameState, seat: int, verb: str) -> str:
    """"Normal plays", "You play": the seat's name and `verb` agreeing with it."""
    return f"{_who(state, seat)} {_verb(state, seat, verb)}"


def _their(state: GameState, seat: int) -> str:
    return "your" if state.players[seat].name == _YOU else "their"


def _possessive(state: GameState, seat: int) -> str:
    """Whose, inside a sentence: "your", "Normal's"."""
    name = state.players[seat].name
    return "your" if name == _YOU else f"{name}'s"


def _whose(state: GameState, seat: int) -> str:
    name = state.players[seat].name
    return "Your" if name == _YOU else f"{name}'s"


def _def(state: GameState, card: Any) -> Any:
    """The card definition of an instance id, or of a seat stream's `CardRef` by the card key it
    carries: a remote seat's log is told from its stream and the game's cards alone, with no
    instance table (client/kit/remote_session.py)."""
    return state.catalog.cards[card.key] if isinstance(card, CardRef) else state.cards[card]


def _name(state: GameState, card: Any) -> str:
    """A card's name; "a card" for one the reader may not know (None in a seat's stream)."""
    return "a card" if card is None else _def(state, card).name


def describe_events(state: GameState, events: list[Event], seat: int | None = None) -> list[str]:
    """Lines for a batch of events (see `tell`)."""
    return [told.text for told in tell(state, events, seat)]


def tell(state: GameState, events: list[Event], seat: int | None = None) -> list[Told]:
    """Lines for a batch of events with the cards each names, folding consecutive draws and a
    play's coins into one line so a turn reads like a turn, not like bookkeeping. `seat` hides
    other seats' private cards (a draw of theirs names no card)."""
    events = deal_order(events, 0, len(events))
    lines: list[Told] = []
    drawn: list[Any] = []
    drawer = -1
    previous: Event | None = None     # the last event that produced a line
    previous_gain = 0

    def flush() -> None:
        nonlocal drawn
        if drawn:
            if seat is None or seat == drawer:
                text = f"{_does(state, drawer, 'draws')} {', '.join(_name(state, c) for c in drawn)}."
                lines.append(Told(text, tuple(drawn)))
            else:
                text = f"{_does(state, drawer, 'draws')} {len(drawn)} card{'s' if len(drawn) != 1 else ''}."
                lines.append(Told(text, ()))
            drawn = []

    for index, ev in enumerate(events):
        kind = type(ev)
        if _is_draw(ev):
            if drawn and drawer != ev.src[1]:
                flush()
            drawer = ev.src[1]
            drawn.append(ev.card)
            continue
        flush()
        if kind is Acquire and type(previous) is Bought and previous.card == ev.card:
            continue   # "buys X" already says it
        if kind is Misfired and type(previous) is Misfired and previous.card == ev.card:
            continue   # a mode that stops also stops the card that chose it: one line says it
        if kind is Coins and ev.delta > 0 and type(previous) in (Play, Coins) and lines:
            total = ev.delta + (previous_gain if type(previous) is Coins else 0)
            base = lines[-1].text.split(" (+")[0].rstrip(".")
            lines[-1] = Told(f"{base} (+{total} coin{'s' if total != 1 else ''}).", lines[-1].cards)
            previous_gain = total
            previous = ev
            continue
        line = (alliance_declared(state, ev.name, _turn_seat(state, events, index)) if kind is Flag
                else describe(state, ev, seat))
        if line:
            lines.append(Told(line, _named(ev, seat)))
            previous, previous_gain = ev, 0
    flush()
    return lines


def _turn_seat(state: GameState, events: list[Event], index: int) -> int:
    """Whose turn event `index` of a batch falls in: the last turn start or play before it, else
    the first cleanup after it (a batch may end a turn and begin the next), else the current turn."""
    for ev in reversed(events[:index]):
        if type(ev) in (TurnStarted, Play):
            return int(ev.seat)
    return next((int(ev.seat) for ev in events[index:] if type(ev) is Cleanup), state.turn.seat)


def _is_draw(ev: Event) -> bool:
    return type(ev) is Move and ev.src[0] == "draw" and ev.dst[0] == "hand"


def deal_order(stream: list[Event], start: int, end: int) -> list[Event]:
    """Events `start` to `end` of a stream, with the deal's seating told before the first hands
    drawn: the deal draws every hand, then gives the turn order (the stream keeps that order), but
    a reader wants to know who sits where first. A table telling the deal a few events at a time
    gets the seating with the first draw and not again after the last. A seating decided by the
    hands (Hand Elimination) follows other events and stays where it is."""
    found = _deal_seating(stream)
    if found is None:
        return stream[start:end]
    first, at = found
    batch = [ev for k, ev in enumerate(stream[start:end], start) if k != at]
    if start <= first < end:
        batch.insert(first - start, stream[at])
    return batch


def _deal_seating(stream: list[Event]) -> tuple[int, int] | None:
    """(where the run of draws just before the deal's seating begins, where the seating is), or
    None when no draw comes right before it (or no seating comes before the first turn)."""
    for at, ev in enumerate(stream):
        kind = type(ev)
        if kind is TurnStarted:
            return None
        if kind is SeatOrder:
            first = at
            while first > 0 and _is_draw(stream[first - 1]):
                first -= 1
            return (first, at) if first < at else None
    return None


def _named(ev: Event, seat: int | None) -> tuple[Any, ...]:
    """The cards an event's line names: its card, the attack it answers, the cards it lists (what
    `seat` may not see is None in its own stream and is left out)."""
    fields = getattr(ev, "_fields", ())
    if type(ev) is Looked and seat is not None and seat != ev.seat:
        return ()
    found: list[Any] = []
    for name in ("card", "attack", "cards"):
        if name in fields:
            value = getattr(ev, name)
            found += list(value) if isinstance(value, (list, tuple)) and not isinstance(value, CardRef) else [value]
    return tuple(c for c in found if c is not None and not isinstance(c, (str, bool)))


def describe(state: GameState, ev: Event, seat: int | None = None) -> str | None:
    """One event in words (None for bookkeeping). `seat` hides other seats' private cards."""
    kind = type(ev)
    if kind is TurnStarted:
        return f"--- Turn {ev.number}: {_who(state, ev.seat)}{' (extra turn)' if ev.extra else ''} ---"
    if kind is Play:
        return f"{_does(state, ev.seat, 'plays')} {_name(state, ev.card)}."
    if kind is Cleanup:
        return f"{_does(state, ev.seat, 'discards')} hand and field."
    if kind is Bought:
        return f"{_does(state, ev.seat, 'buys')} {_name(state, ev.card)} for {ev.cost}."
    if kind is Acquire:
        return f"{_does(state, ev.seat, 'acquires')} {_name(state, ev.card)}."
    if kind is Backed:
        return f"{_does(state, ev.seat, 'backs')} {_name(state, ev.card)}."
    if kind is Keep:
        return f"{_does(state, ev.seat, 'keeps')} {_name(state, ev.card)} on {_name(state, ev.territory)}."
    if kind is Coins:
        if ev.delta > 0:
            return f"{_does(state, ev.seat, 'gains')} {ev.delta} coin{'s' if ev.delta != 1 else ''}."
        return None
    if kind is Area:
        if ev.delta > 0:
            return f"{_does(state, ev.seat, 'takes')} {_counters(ev.delta, ev.kind)}."
        if ev.kind == "debt":
            return f"{_does(state, ev.seat, 'pays')} off {_counters(-ev.delta, ev.kind)}."
        return f"{_does(state, ev.seat, 'removes')} {_counters(-ev.delta, ev.kind)}."
    if kind is Taxed:
        return f"A Taxation token is put on the {_pile_name(state, ev.pile)} pile."
    if kind is Shown:
        return f"{_does(state, ev.seat, 'reveals')} {_name(state, ev.card)}."
    if kind is Counter:
        return f"{_name(state, ev.card)} {'gains' if ev.delta > 0 else 'loses'} {_counters(abs(ev.delta), ev.kind)}."
    if kind is Move:
        return _describe_move(state, ev, seat)
    if kind is Reshuffle:
        return f"{_does(state, ev.seat, 'shuffles')} {_their(state, ev.seat)} discard pile into a new draw pile."
    if kind is Reveal and ev.revealed:
        return f"{_name(state, ev.card)} is revealed."
    if kind is HandRevealed:
        cards = ", ".join(_name(state, c) for c in ev.cards) or "nothing"
        return f"{_does(state, ev.seat, 'reveals')} {_their(state, ev.seat)} hand: {cards}."
    if kind is Looked and (seat is None or seat == ev.seat):
        return f"{_does(state, ev.seat, 'looks')} at {', '.join(_name(state, c) for c in ev.cards)}."
    if kind is Defended:
        return f"{_does(state, ev.seat, 'reveals')} {_name(state, ev.card)} against {_name(state, ev.attack)}."
    if kind is Activated:
        return f"{_does(state, ev.seat, 'uses')} the ability of {_name(state, ev.card)}."
    if kind is ModeChosen:
        return f"{_does(state, ev.seat, 'chooses')}: {_mode_label(state, ev.card, ev.mode)}."
    if kind is Misfired:
        return f"{_name(state, ev.card)} stops: {why_stopped(ev.step)}."
    if kind is Declared:
        if ev.on:
            return f"{_does(state, ev.seat, 'declares')} a coronation ceremony!"
        points = state.rulebook.rules.coronation_points
        return f"{_whose(state, ev.seat)} coronation ceremony is cancelled (below {points} points)."
    if kind is Eliminated:
        return f"{_does(state, ev.seat, 'is')} out of the game (overtime)."
    if kind is Overtime:
        return "Overtime! The first to 30 succession points wins."
    if kind is ExtraTurnNext:
        return "An extra turn will follow this one."
    if kind is SupplyBottomRevealed:
        return f"The bottom card of the Supply pile is {_name(state, ev.card)}."
    if kind is Flag:
        return alliance_declared(state, ev.name, state.turn.seat)
    if kind is SeatOrder:
        return f"Seating: {', '.join(_who(state, s) for s in ev.seats)}."
    if kind is GameOver:
        names = " and ".join(_who(state, w) for w in ev.winners)
        table = ", ".join(f"{_who(state, s)} {p}" for s, p in ev.scores.items())
        verb = "tie" if len(ev.winners) > 1 else "wins"
        return f"=== Game over ({ev.reason.replace('_', ' ')}): {names} {verb}. Points: {table} ==="
    return None


def alliance_declared(state: GameState, flag: str, turn_seat: int) -> str | None:
    """The public declaration behind Alliance's turn flag, so the succession counters that follow
    have a visible reason (None for the other turn flags, which their card's own line explains)."""
    if flag not in ALLIANCE_FLAGS:
        return None
    subtype = declared_subtype(flag)
    return (f"{_does(state, turn_seat, 'declares')} {subtype} for Alliance: this turn each {subtype} card "
            f"played or set gives {_possessive(state, turn_seat)} princess a succession counter.")


def declared_subtype(flag: str) -> str:
    """The subtype an Alliance flag declares, as printed ("alliance_military": "Military")."""
    return flag[len(ALLIANCE_PREFIX):].capitalize()


def _pile_name(state: GameState, key: str) -> str:
    """A Market pile by its card's name (the pile's key is the card id)."""
    card = state.catalog.cards.get(key)
    return card.name if card is not None else key


def _mode_label(state: GameState, cid: int, key: str) -> str:
    """The printed label of the mode `key` of card `cid`'s "choose one" step."""
    for step in _def(state, cid).effect:
        if step.op == "choose_mode":
            for mode in step.args:
                if mode.key == key:
                    return mode.label
    return key


def _describe_move(state: GameState, ev: Move, seat: int | None) -> str | None:
    src, dst = ev.src, ev.dst
    owner = src[1] if isinstance(src[1], int) else None
    if src[0] == "draw" and dst[0] == "hand":      # a seat's own zones: src[1] is the seat
        if seat is not None and src[1] != seat:
            return f"{_does(state, src[1], 'draws')} a card."
        return f"{_does(state, src[1], 'draws')} {_name(state, ev.card)}."
    if src[0] == "supply" and dst[0] == "stack":
        return f"{_name(state, ev.card)} comes into the Random Market."
    if dst[0] == "outskirts":
        return f"{_name(state, ev.card)} is banished from {_ZONE_WORDS[src[0]]}."
    if dst[0] == "guardian":
        return f"{_does(state, dst[1], 'takes')} {_name(state, ev.card)} face down as a guardian."
    if src[0] in ("basic", "stack", "curses", "supply", "princesses"):
        return None   # told by buy / acquire / princess events
    if src[0] == "hand" and dst[0] == "domain":      # a seat's own zones: src[1] is the seat
        return f"{_does(state, src[1], 'sets')} {_name(state, ev.card)} in {_their(state, src[1])} Domain."
    dst_owner = dst[1] if isinstance(dst[1], int) else None
    origin = f"{_possessive(state, owner)} {_ZONE_WORDS[src[0]]}" if owner is not None else _ZONE_WORDS[src[0]]
    whose = ""
    if dst_owner is not None:
        whose = (_their(state, dst_owner) if dst_owner == owner else _possessive(state, dst_owner)) + " "
    if dst[0] == "draw":
        where = f"the {ev.pos} of {whose or 'the '}draw pile{' face up' if ev.revealed else ''}"
    else:
        where = f"{whose}{_ZONE_WORDS[dst[0]]}"
    return f"{_name(state, ev.card)} goes from {origin} to {where}."
