"""Undo as a rule of the game, and the game as it stood after command k.

A seat may take back its own decisions as long as taking them back does not take back anything it
has learned since: a card it drew or that was revealed to it, a look at cards, a shuffle, or another
seat's choice (the rule of the best digital deck-builders: undo freely until hidden information is
revealed). The rule reads the seat's own event stream, so it judges exactly what that seat saw.

Undoing is replaying: `replay(setup, commands[:k])` rebuilds the game after command k from its
setup and command log, the same way a save loads (scripts/bench_engine.py measures it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Collection, Iterable

from hoc_desktop.engine.hoc.events import (Acquire, Event, HandRevealed, HandsRevealed, Looked, Move, Reshuffle,
                                           Reveal, Shuffled, SupplyBottomRevealed)

if TYPE_CHECKING:
    from hoc_desktop.engine.hoc.game import Game
    from hoc_desktop.engine.hoc.setup import GameSetup

_ALWAYS_NEWS = (Looked, HandRevealed, HandsRevealed, SupplyBottomRevealed, Reshuffle, Shuffled)


def teaches(ev: Event, seat: int) -> bool:
    """Whether an event of `seat`'s stream tells that seat something it could not know before."""
    kind = type(ev)
    if kind is Move or kind is Acquire:
        src = ev.src[0]
        hidden_source = src in ("draw", "supply") or (src == "hand" and ev.src[1] != seat)
        return ev.card is not None and hidden_source
    if kind is Reveal:
        return ev.revealed
    return kind in _ALWAYS_NEWS


def can_undo(game: "Game", seat: int, k: int) -> bool:
    """May `seat` take back commands k, k+1, ... (the game returns to how it stood after k commands)?

    Only if every one of them is `seat`'s own and none taught it anything (see `teaches`)."""
    if not 0 <= k < len(game.commands):
        return False
    if any(s != seat for s, _ in game.commands[k:]):
        return False
    return not any(teaches(ev, seat) for ev in game.events_for(seat, game.command_starts[k]))


def undo_point(game: "Game", seat: int) -> int | None:
    """The earliest k that `can_undo(game, seat, k)` allows, or None when nothing can be undone."""
    k = len(game.commands)
    stream = game.events_for(seat)
    while k > 0:
        s, _ = game.commands[k - 1]
        start = game.command_starts[k - 1]
        end = game.command_starts[k] if k < len(game.commands) else len(stream)
        if s != seat or any(teaches(ev, seat) for ev in stream[start:end]):
            break
        k -= 1
    return k if k < len(game.commands) else None


def undo_target(game: "Game", seat: int, others: Collection[int] = ()) -> int | None:
    """Where to go back to so that `seat`'s latest decision is taken back, together with every
    decision made after it by the seats in `others` (the AI seats a player plays against): the
    number of commands to keep, or None when that would take back something `seat` has learned
    (see `teaches`: a draw, a reveal, a look, a shuffle, a new Market card) or a decision of a seat
    not in `others` (in hot-seat, another human's). Called again after an undo, it goes one of
    `seat`'s decisions further back."""
    stream = game.events_for(seat)
    k = len(game.commands)
    while k > 0:
        s, _ = game.commands[k - 1]
        if s != seat and s not in others:
            return None
        start = game.command_starts[k - 1]
        end = game.command_starts[k] if k < len(game.commands) else len(stream)
        if any(teaches(ev, seat) for ev in stream[start:end]):
            return None
        k -= 1
        if s == seat:
            return k
    return None


def replay(setup: "GameSetup", commands: Iterable[tuple[int, Any]], record: bool = True) -> "Game":
    """The game dealt from `setup` after these commands (raises IllegalCommand if one is refused)."""
    from hoc_desktop.engine.hoc.setup import new_game
    game = new_game(setup, record=record)
    for seat, command in commands:
        game.submit(seat, command)
    return game
