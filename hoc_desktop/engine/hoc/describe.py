"""The game log in words: one line per event worth telling (None for bookkeeping events).

`seat` is the reader: cards another seat draws or looks at privately are not named to them.
"""

from __future__ import annotations

from typing import Any

from hoc_desktop.engine.hoc.events import Event
from hoc_desktop.engine.hoc.state import GameState

_ZONE_WORDS = {"hand": "hand", "draw": "draw pile", "discard": "discard pile", "field": "field",
               "domain": "Domain", "kept": "kept cards", "basic": "Market", "stack": "Market",
               "supply": "Supply pile", "curses": "Curse pile", "princesses": "princess row",
               "outskirts": "Outskirts"}


def _who(state: GameState, seat: int) -> str:
    return state.players[seat].name


def _name(state: GameState, cid: int) -> str:
    return state.cards[cid].name


def describe_events(state: GameState, events: list[Event], seat: int | None = None) -> list[str]:
    """Lines for a batch of events, folding consecutive draws and a play's coins into one line so a
    turn reads like a turn, not like bookkeeping."""
    lines: list[str] = []
    drawn: list[int] = []
    drawer = -1
    previous: Event | None = None     # the last event that produced a line
    previous_gain = 0

    def flush() -> None:
        nonlocal drawn
        if drawn:
            if seat is None or seat == drawer:
                lines.append(f"{_who(state, drawer)} draws {', '.join(_name(state, c) for c in drawn)}.")
            else:
                lines.append(f"{_who(state, drawer)} draws {len(drawn)} card{'s' if len(drawn) != 1 else ''}.")
            drawn = []

    for ev in events:
        if ev[0] == "move" and ev[2][0] == "draw" and ev[3][0] == "hand":
            if drawn and drawer != ev[2][1]:
                flush()
            drawer = ev[2][1]
            drawn.append(ev[1])
            continue
        flush()
        if ev[0] == "acquire" and previous and previous[0] == "buy" and previous[2] == ev[2]:
            continue   # "buys X" already says it
        if ev[0] == "coins" and ev[2] > 0 and previous and previous[0] in ("play", "coins") and lines:
            total = ev[2] + (previous_gain if previous[0] == "coins" else 0)
            base = lines[-1].split(" (+")[0].rstrip(".")
            lines[-1] = f"{base} (+{total} coin{'s' if total != 1 else ''})."
            previous_gain = total
            previous = ev
            continue
        line = describe(state, ev, seat)
        if line:
            lines.append(line)
            previous, previous_gain = ev, 0
    flush()
    return lines


def describe(state: GameState, ev: Event, seat: int | None = None) -> str | None:
    """One event in words (None for bookkeeping). `seat` hides other seats' private cards."""
    kind = ev[0]
    if kind == "turn":
        _, who, number, extra = ev
        return f"--- Turn {number}: {_who(state, who)}{' (extra turn)' if extra else ''} ---"
    if kind == "play":
        return f"{_who(state, ev[1])} plays {_name(state, ev[2])}."
    if kind == "cleanup":
        return f"{_who(state, ev[1])} discards hand and field."
    if kind == "buy":
        return f"{_who(state, ev[1])} buys {_name(state, ev[2])} for {ev[3]}."
    if kind == "acquire":
        return f"{_who(state, ev[1])} acquires {_name(state, ev[2])}."
    if kind == "princess":
        return f"{_who(state, ev[1])} backs {_name(state, ev[2])}."
    if kind == "keep":
        return f"{_who(state, ev[1])} keeps {_name(state, ev[2])} on {_name(state, ev[3])}."
    if kind == "coins":
        if ev[2] > 0:
            return f"{_who(state, ev[1])} gains {ev[2]} coin{'s' if ev[2] != 1 else ''}."
        return None
    if kind == "area":
        _, who, what, delta = ev
        if delta > 0:
            return f"{_who(state, who)} takes {delta} {what} counter(s)."
        return f"{_who(state, who)} pays off {-delta} {what} counter(s)."
    if kind == "counter":
        _, cid, what, delta = ev
        return f"{_name(state, cid)} {'gains' if delta > 0 else 'loses'} {abs(delta)} {what} counter(s)."
    if kind == "move":
        return _describe_move(state, ev, seat)
    if kind == "shuffle":
        return f"{_who(state, ev[1])} shuffles their discard pile into a new draw pile."
    if kind == "reveal" and ev[2]:
        return f"{_name(state, ev[1])} is revealed."
    if kind == "reveal_hand":
        return f"{_who(state, ev[1])} reveals their hand: {', '.join(_name(state, c) for c in ev[2]) or 'nothing'}."
    if kind == "defend":
        return f"{_who(state, ev[1])} reveals {_name(state, ev[2])} against {_name(state, ev[3])}."
    if kind == "activate":
        return f"{_who(state, ev[1])} uses the ability of {_name(state, ev[2])}."
    if kind == "choose":
        return f"{_who(state, ev[1])} chooses: {_mode_label(state, ev[2], ev[3])}."
    if kind == "misfire":
        return f"{_name(state, ev[2])} stops: its next step cannot be carried out."
    if kind == "declare":
        if ev[2]:
            return f"{_who(state, ev[1])} declares a coronation ceremony!"
        return f"{_who(state, ev[1])}'s coronation ceremony is cancelled (below 20 points)."
    if kind == "eliminate":
        return f"{_who(state, ev[1])} is out of the game (overtime)."
    if kind == "overtime":
        return "Overtime! The first to 30 succession points wins."
    if kind == "extra_turn_next":
        return "An extra turn will follow this one."
    if kind == "reveal_supply_bottom":
        return f"The bottom card of the Supply pile is {_name(state, ev[1])}."
    if kind == "game_over":
        _, winners, reason, scores = ev
        names = " and ".join(_who(state, w) for w in winners)
        table = ", ".join(f"{_who(state, s)} {p}" for s, p in scores.items())
        verb = "tie" if len(winners) > 1 else "wins"
        return f"=== Game over ({reason.replace('_', ' ')}): {names} {verb}. Points: {table} ==="
    return None


def _mode_label(state: GameState, cid: int, key: str) -> str:
    """The printed label of the mode `key` of card `cid`'s "choose one" step."""
    for step in state.cards[cid].effect:
        if step.op == "choose_mode":
            for mode in step.args:
                if mode.key == key:
                    return mode.label
    return key


def _describe_move(state: GameState, ev: Event, seat: int | None) -> str | None:
    _, cid, src, dst, pos, face = ev
    owner = src[1] if isinstance(src[1], int) else None
    if src[0] == "draw" and dst[0] == "hand":
        if seat is not None and owner != seat:
            return f"{_who(state, owner)} draws a card."
        return f"{_who(state, owner)} draws {_name(state, cid)}."
    if src[0] == "supply" and dst[0] == "stack":
        return f"{_name(state, cid)} comes into the Random Market."
    if dst[0] == "outskirts":
        return f"{_name(state, cid)} is banished from {_ZONE_WORDS[src[0]]}."
    if src[0] == "hand" and dst[0] == "field":
        return None   # told by the "play" event
    if src[0] in ("basic", "stack", "curses", "supply", "princesses"):
        return None   # told by buy / acquire / princess events
    if src[0] == "hand" and dst[0] == "domain":
        return f"{_who(state, owner)} sets {_name(state, cid)} in their Domain."
    dst_owner = dst[1] if isinstance(dst[1], int) else None
    where = _ZONE_WORDS[dst[0]]
    if dst[0] == "draw":
        where = f"{pos} of the draw pile{' face up' if face else ''}"
    whose = f"{_who(state, dst_owner)}'s " if dst_owner is not None else ""
    return f"{_name(state, cid)} goes from {_ZONE_WORDS[src[0]]} to {whose}{where}."
