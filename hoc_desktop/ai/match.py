"""Playing whole games between policies, for every game: the loop the CLI, tournaments, tests and
benchmarks share. A game takes part through its kit (game_kit.py) and the kit's `Contest`: what a
match, a simulation and a tournament need to know of that game and nothing else does."""

from __future__ import annotations
# hoc-desktop: compiled  (mypyc compiles this module in the compiled build: hoc_desktop/build_info.py)

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from hoc_desktop.ai.policy import Decision, split_decision
from hoc_desktop.ai.reason import AnyReason, Reason
from hoc_desktop.engine.core.game import Game
from hoc_desktop.game_kit import GameKit, SetupDict
from hoc_desktop.errors import IllegalCommand, PolicyError
from hoc_desktop.safe_text import clip, exception_words, shown


StepWatcher = Callable[[Game, int, Any, AnyReason, list[Any]], None]   # (game, seat, command, reason, its events)


def seat_name(spec: str, seat: int) -> str:
    """How a game names the player of a seat: `Normal 1`, or a user policy's class name (`DukeLover 2`, from
    `path/to/file.py:DukeLover`)."""
    name = spec.rpartition(":")[2] if ":" in spec else spec.capitalize()
    return f"{clip(name, 30)} {seat + 1}"


@dataclass
class MatchResult:
    setup: Any                       # the game's own setup (Heart of Crown: GameSetup)
    winners: list[int]               # none: the turn limit stopped it (reason "turn_limit")
    reason: str
    turns: int
    scores: Mapping[int, int]
    commands: list[tuple[int, Any]] = field(default_factory=list)
    game: Game | None = None


def play_match(kit: GameKit, setup: SetupDict, policies: Sequence[Any], max_turns: int | None = None,
               record: bool = False, on_step: StepWatcher | None = None,
               labels: Sequence[str] | None = None) -> MatchResult:
    """Play the game of `kit` dealt from `setup` to its end, or to `max_turns` turns (default: the
    game's own limit; reason "turn_limit", no winner).

    Raises PolicyError, in one line naming the policy (`labels[seat]`, by default the player's
    name), when a policy raises, exits, answers something that is not a command or answers
    illegally; the engine state is then unchanged. Ctrl-C is not a policy's fault and propagates."""
    game = kit.new_game(setup, record=record or on_step is not None)
    return play_dealt(kit, game, policies, labels or [str(name) for name in setup["players"]], max_turns, on_step)


def play_dealt(kit: GameKit, game: Game, policies: Sequence[Any], labels: Sequence[str],
               max_turns: int | None = None, on_step: StepWatcher | None = None) -> MatchResult:
    """`play_match` for a game dealt already (`kit.new_game`, or a game's own deal from a setup it
    built itself, which need not go through its dict form and the setup reader again)."""
    contest = kit.contest
    limit = max_turns or contest.max_turns
    # A built-in policy answers plain commands by construction; any other policy's answers are
    # checked before the engine compares or hashes them (this loop is every simulation's hot path,
    # so what it calls is looked up once, not at every decision).
    checked = [not contest.built_in(policy) for policy in policies]
    decides: list[Callable[[Any, Any], Any]] = []
    for seat, policy in enumerate(policies):
        decide = getattr(policy, "decide", None)
        if not callable(decide):
            raise PolicyError(f"{_who(labels, seat)} has no decide(prompt, view) method")
        decides.append(decide)
    state, seat_view, turn = game.state, kit.seat_view, contest.turn
    # A view that reads the state as it changes is made once per seat (kit.live_views): building
    # one at every decision was 4% of a compiled money game.
    views: list[Any] | None = [seat_view(state, seat) for seat in range(len(policies))] if kit.live_views else None
    while (prompt := game.prompt()) is not None and turn(game) <= limit:     # a native call when compiled
        seat = prompt.seat
        try:
            view = views[seat] if views is not None else seat_view(state, seat)
            answer = decides[seat](prompt, view)
            if type(answer) is Decision:      # split_decision written out: a call fewer at every decision
                command, reason = answer.command, answer.reason
            else:
                command, reason = split_decision(answer)
        except KeyboardInterrupt:
            raise
        except BaseException as exc:          # SystemExit too: a policy must not end the program
            raise PolicyError(f"{_who(labels, seat)} raised {exception_words(exc)}") from None
        if checked[seat] and ((type(reason) is not str and type(reason) is not Reason) or not plain_command(command)):
            _refuse(labels, seat, command, reason)
        try:
            events = game.submit(seat, command)
        except IllegalCommand as exc:
            raise PolicyError(f"{_who(labels, seat)} answered illegally: {clip(str(exc), 120)}") from None
        if on_step is not None:
            on_step(game, seat, command, reason, events)
    result = state.result
    if result is None:
        return MatchResult(game.setup, [], "turn_limit", turn(game), contest.scores(game), game.commands, game)
    return MatchResult(game.setup, contest.winners(result), str(result.get("reason", "game_over")), turn(game),
                       contest.scores(game), game.commands, game)


def _who(labels: Sequence[str], seat: int) -> str:
    return f"policy {clip(labels[seat], 200)} (seat {seat + 1})"


def _refuse(labels: Sequence[str], seat: int, command: Any, reason: Any) -> None:
    """Say in one line why a policy's answer cannot even be put to the engine."""
    who = _who(labels, seat)
    if not plain_command(command):
        raise PolicyError(f"{who} answered {shown(command)}, which is not a command "
                          "(one of prompt.options, or ('pick', (...)))")
    if not isinstance(reason, (str, Reason)):
        raise PolicyError(f"{who} gave a reason that is not text: {shown(reason)}")


def plain_command(value: Any) -> bool:
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
