"""Undo as a rule of every game: a seat may take back its own decisions as long as taking them
back does not take back anything it has learned since (a card it drew or saw revealed, a look, a
shuffle, another seat's choice): the rule of the best digital deck-builders, undo freely until
hidden information is revealed. What counts as news is the ruleset's `teaches`, read on the seat's
own event stream, so the rule judges exactly what that seat saw.

A take-over (core/take_over.py) is news to every seat: undo never goes back across it, to the
game it was taken over from.

Undoing is replaying: `core.game.replay(ruleset, setup, commands[:k])` rebuilds the game after
command k from its setup and command log, the same way a save loads.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Collection

from hoc_desktop.engine.core.take_over import TakenOver

if TYPE_CHECKING:
    from hoc_desktop.engine.core.game import Game


def can_undo(game: "Game", seat: int, k: int) -> bool:
    """May `seat` take back commands k, k+1, ... (the game returns to how it stood after k commands)?

    Only if every one of them is `seat`'s own and none taught it anything (see `Ruleset.teaches`)."""
    if not 0 <= k < len(game.commands):
        return False
    if any(s != seat for s, _ in game.commands[k:]):
        return False
    return not any(_news(game, ev, seat) for ev in game.events_for(seat, game.command_starts[k]))


def _news(game: "Game", ev: Any, seat: int) -> bool:
    """Whether an event of `seat`'s stream told it something: the ruleset's word, or a take-over."""
    return type(ev) is TakenOver or game.ruleset.teaches(ev, seat)


def _taught(game: "Game", seat: int, k: int, stream: list) -> bool:
    """Whether command k-1's events told `seat` something new."""
    start = game.command_starts[k - 1]
    end = game.command_starts[k] if k < len(game.commands) else len(stream)
    return any(_news(game, ev, seat) for ev in stream[start:end])


def undo_point(game: "Game", seat: int) -> int | None:
    """The earliest k that `can_undo(game, seat, k)` allows, or None when nothing can be undone."""
    k = len(game.commands)
    stream = game.events_for(seat)
    while k > 0:
        s, _ = game.commands[k - 1]
        if s != seat or _taught(game, seat, k, stream):
            break
        k -= 1
    return k if k < len(game.commands) else None


def undo_target(game: "Game", seat: int, others: Collection[int] = ()) -> int | None:
    """Where to go back to so that `seat`'s latest decision is taken back, together with every
    decision made after it by the seats in `others` (the AI seats a player plays against): the
    number of commands to keep, or None when that would take back something `seat` has learned
    or a decision of a seat not in `others` (in hot-seat, another human's). Called again after an
    undo, it goes one of `seat`'s decisions further back."""
    stream = game.events_for(seat)
    k = len(game.commands)
    while k > 0:
        s, _ = game.commands[k - 1]
        if s != seat and s not in others:
            return None
        if _taught(game, seat, k, stream):
            return None
        k -= 1
        if s == seat:
            return k
    return None
