"""Playing whole games between policies: the loop the CLI, tournaments, tests and benchmarks share."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Final, Sequence

from hoc_desktop.ai.policy import Policy, is_built_in, split_decision
from hoc_desktop.cards.loader import load_sets
from hoc_desktop.cards.pack_library import loaded_sets
from hoc_desktop.cards.sets import BASE_SETS, random_market
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc.rulebook import Options
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.scoring import scores
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import GameSetup, with_profile
from hoc_desktop.engine.hoc.state import PHASE_OVER, GameState
from hoc_desktop.errors import IllegalCommand, PolicyError  # noqa: F401  (PolicyError: callers catch it here)
from hoc_desktop.safe_text import clip, exception_words, shown

DEFAULT_MAX_TURNS: Final = 400

# The bundled card files do not change while the program runs, and a simulation asks which of
# them a game loads for every game (a look at the data folder each time).
_loaded_sets = lru_cache(maxsize=16)(loaded_sets)


@dataclass
class MatchResult:
    setup: GameSetup
    winners: list[int]
    reason: str
    turns: int
    scores: dict[int, int]
    commands: list[tuple[int, Any]] = field(default_factory=list)
    game: Game | None = None


def play_match(setup: GameSetup, policies: Sequence[Policy], max_turns: int = DEFAULT_MAX_TURNS,
               record: bool = False, on_step: Callable[[Game, int, Any, str, list[Any]], None] | None = None,
               labels: Sequence[str] | None = None) -> MatchResult:
    """Play one game to the end (or `max_turns` turns: reason "turn_limit", no winner).

    Raises PolicyError, in one line naming the policy (`labels[seat]`, by default the player's
    name), when a policy raises, exits, answers something that is not a command or answers
    illegally; the engine state is then unchanged. Ctrl-C is not a policy's fault and propagates."""
    labels = labels or setup.players
    game = new_game(setup, record=record or on_step is not None)
    state: GameState = game.state
    views = [SeatView(state, seat) for seat in range(len(policies))]
    # A built-in policy answers plain commands by construction; any other policy's answers are
    # checked before the engine compares or hashes them (this loop is every simulation's hot path).
    checked = [not is_built_in(policy) for policy in policies]
    decides: list[Callable[[Prompt, SeatView], Any]] = []     # looked up once, not at every decision
    for seat, policy in enumerate(policies):
        decide = getattr(policy, "decide", None)
        if not callable(decide):
            raise PolicyError(f"{_who(labels, seat)} has no decide(prompt, view) method")
        decides.append(decide)
    while state.phase != PHASE_OVER and state.turn.number <= max_turns:
        prompt = game.prompt()
        assert prompt is not None
        seat = prompt.seat
        views[seat]._s = state
        try:
            command, reason = split_decision(decides[seat](prompt, views[seat]))
        except KeyboardInterrupt:
            raise
        except BaseException as exc:          # SystemExit too: a policy must not end the program
            raise PolicyError(f"{_who(labels, seat)} raised {exception_words(exc)}") from None
        if checked[seat] and (type(reason) is not str or not _plain(command)):
            _refuse(labels, seat, command, reason)
        try:
            events = game.submit(seat, command)
        except IllegalCommand as exc:
            raise PolicyError(f"{_who(labels, seat)} answered illegally: {clip(str(exc), 120)}") from None
        if on_step is not None:
            on_step(game, seat, command, reason, events)
    if state.result is None:
        return MatchResult(setup, [], "turn_limit", state.turn.number, scores(state), game.commands, game)
    return MatchResult(setup, state.result["winners"], state.result["reason"], state.turn.number,
                       state.result["scores"], game.commands, game)


def _who(labels: Sequence[str], seat: int) -> str:
    return f"policy {clip(labels[seat], 200)} (seat {seat + 1})"


def _refuse(labels: Sequence[str], seat: int, command: Any, reason: Any) -> None:
    """Say in one line why a policy's answer cannot even be put to the engine."""
    who = _who(labels, seat)
    if not _plain(command):
        raise PolicyError(f"{who} answered {shown(command)}, which is not a command "
                          "(one of prompt.options, or ('pick', (...)))")
    if not isinstance(reason, str):
        raise PolicyError(f"{who} gave a reason that is not text: {shown(reason)}")


def _plain(value: Any) -> bool:
    """A command built only of text, whole numbers (not bools) and tuples of them, nested at most
    twice (("pick", (1, 2))), each of at most 60 items: nothing whose comparison or hashing could
    run a policy's own code inside the engine. Written flat because it runs for every decision of
    a policy that is not built in."""
    if type(value) is not tuple or len(value) > 60:
        return False
    for v in value:
        tv = type(v)
        if tv is int or tv is str:
            continue
        if tv is not tuple or len(v) > 60:
            return False
        for x in v:
            if type(x) is not int and type(x) is not str:
                return False
    return True


def setup_for(seed: int, seats: int, names: Sequence[str] | None = None, market: Sequence[str] | None = None,
              options: Options | None = None, card_sets: tuple[str, ...] = BASE_SETS,
              packs: tuple[str, ...] = ()) -> GameSetup:
    """Game `seed`'s setup; without a market, the randomizer's market of the `card_sets` in play
    (bundled sets and sets of the `packs`, docs/card-packs.md)."""
    names = tuple(names or (f"Seat {i + 1}" for i in range(seats)))
    market = tuple(market or random_market(seed, card_sets=card_sets, packs=packs))
    bundled = _loaded_sets(tuple(card_sets))
    return GameSetup(names, market, seed, with_profile(options or Options(), market, load_sets(bundled, packs)),
                     bundled, packs)
