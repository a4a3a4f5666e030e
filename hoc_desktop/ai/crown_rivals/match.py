"""Playing whole Crown Rivals games between policies: the loop tournaments, tests and (later) the
command line share. `play_match(policies, seed)` is the entry point."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from hoc_desktop.ai.crown_rivals.decision import Policy, split
from hoc_desktop.engine.crown_rivals.game import Game, new_game
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.errors import IllegalCommand, PolicyError
from hoc_desktop.safe_text import clip, exception_words


@dataclass
class MatchResult:
    seed: int
    winner: int | None             # None: the turn safeguard stopped the game (OQ-16: "unfinished")
    reason: str
    turns: int
    influence: list[int]
    commands: list[tuple[int, Any]] = field(default_factory=list)


def play_match(policies: Sequence[Policy], seed: int, names: Sequence[str] = ("Seat 1", "Seat 2"),
               max_turns: int | None = None,
               on_step: Callable[[Game, int, Any, str], None] | None = None) -> MatchResult:
    """Play game `seed` to its end, or to the rules' turn safeguard (reason "unfinished"). Raises
    PolicyError in one line when a policy raises or answers illegally. `on_step(game, seat,
    command, reason)` sees every decision (a game log prints the reasons)."""
    game = new_game(seed, names, record=on_step is not None)
    state = game.state
    limit = max_turns or state.rules.max_turns
    while not state.over and state.turn.number <= limit:
        prompt = game.prompt()
        assert prompt is not None
        seat = prompt.seat
        try:
            command, reason = split(policies[seat].decide(prompt, SeatView.of(state, seat)))
        except KeyboardInterrupt:
            raise
        except Exception as exc:
            raise PolicyError(f"{names[seat]} raised {exception_words(exc)}") from None
        try:
            game.submit(seat, command)
        except IllegalCommand as exc:
            raise PolicyError(f"{names[seat]} answered illegally: {clip(str(exc), 120)}") from None
        if on_step is not None:
            on_step(game, seat, command, reason)
    influence = [p.influence for p in state.players]
    if state.result is None:
        return MatchResult(seed, None, "unfinished", state.turn.number, influence, game.commands)
    return MatchResult(seed, state.result["winner"], state.result["reason"], state.turn.number, influence,
                       game.commands)
