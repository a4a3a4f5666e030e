"""Playing whole games between policies: the loop the CLI, tournaments, tests and benchmarks share."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from hoc_desktop.ai.policy import Policy, split_decision
from hoc_desktop.cards.sets import load_recommended, randomize
from hoc_desktop.engine.hoc.game import Game
from hoc_desktop.engine.hoc.ruleset import Options
from hoc_desktop.engine.hoc.scoring import scores
from hoc_desktop.engine.hoc.setup import GameSetup, default_catalog, new_game
from hoc_desktop.engine.hoc.view import SeatView
from hoc_desktop.errors import IllegalCommand

DEFAULT_MAX_TURNS = 400


class PolicyError(Exception):
    """A policy answered with an illegal command or raised."""


@dataclass
class MatchResult:
    setup: GameSetup
    winners: list[int]
    reason: str
    turns: int
    scores: dict[int, int]
    commands: list[tuple[int, Any]] = field(default_factory=list)
    game: Game | None = None


def random_market(seed: int, recommended_share: float = 0.0) -> tuple[str, ...]:
    """A market for game `seed`: a recommended set with probability `recommended_share`, else the randomizer."""
    catalog = default_catalog()
    rng = random.Random(f"market-{seed}")
    if recommended_share and rng.random() < recommended_share:
        sets = load_recommended(catalog)
        return sets[rng.randrange(len(sets))].cards
    return randomize(catalog, rng)


def play_match(setup: GameSetup, policies: Sequence[Policy], max_turns: int = DEFAULT_MAX_TURNS,
               record: bool = False, on_step: Callable[[Game, int, Any, str, list[Any]], None] | None = None,
               ) -> MatchResult:
    """Play one game to the end (or `max_turns` turns: reason "turn_limit", no winner).

    Raises PolicyError when a policy answers illegally; the engine state is then unchanged."""
    game = new_game(setup, record=record or on_step is not None)
    views = [SeatView(game.state, seat) for seat in range(len(policies))]
    while not game.over and game.state.turn.number <= max_turns:
        prompt = game.prompt()
        assert prompt is not None
        seat = prompt.seat
        views[seat]._s = game.state
        try:
            command, reason = split_decision(policies[seat].decide(prompt, views[seat]))
        except Exception as exc:
            raise PolicyError(f"seat {seat} policy raised {type(exc).__name__}: {exc}") from exc
        try:
            events = game.submit(seat, command)
        except IllegalCommand as exc:
            raise PolicyError(f"seat {seat} policy answered illegally: {exc}") from None
        if on_step is not None:
            on_step(game, seat, command, reason, events)
            game.events.clear()
    state = game.state
    if state.result is None:
        return MatchResult(setup, [], "turn_limit", state.turn.number, scores(state), game.commands, game)
    return MatchResult(setup, state.result["winners"], state.result["reason"], state.turn.number,
                       state.result["scores"], game.commands, game)


def setup_for(seed: int, seats: int, names: Sequence[str] | None = None, market: Sequence[str] | None = None,
              options: Options | None = None) -> GameSetup:
    names = tuple(names or (f"Seat {i + 1}" for i in range(seats)))
    return GameSetup(names, tuple(market or random_market(seed)), seed, options or Options())
