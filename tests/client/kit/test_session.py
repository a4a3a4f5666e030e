"""GameSession: the engine game as the window plays it. Humans answer through `submit`, which
reports the engine's refusal and changes nothing then; AI seats (and a human's stand-in) are asked
through the AI worker process by `update()`."""

from __future__ import annotations

import time
from typing import Iterator

import pytest

from hoc_desktop.ai.reason_words import worded
from hoc_desktop import engine
from hoc_desktop.engine import hoc
from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.ai_worker import AIWorker
from hoc_desktop.client.crown_rivals.setup import crown_rivals_setup
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.save_slots import AUTOSAVE, latest_game
from hoc_desktop.client.kit.session import GameSession, policy_seed
from hoc_desktop.saves import read_save

MARKET = "First Time Playing"
WAIT = 60.0      # generous: a spawned worker imports the engine before its first answer


def session_of(kinds: list[str], seed: int = 3, worker: AIWorker | None = None, **extra) -> GameSession:
    return GameSession(make_setup(kinds, MARKET, seed), kinds, worker=worker, **extra)


def play_policy(session: GameSession, commands: int, seed: int = 1) -> None:
    """Let seeded `normal` policies make `commands` more commands, straight into the engine."""
    game = session.game
    policies = [make_policy("normal", seed + s) for s in range(len(game.state.players))]
    for _ in range(commands):
        prompt = game.prompt()
        command, _ = split_decision(policies[prompt.seat].decide(prompt, hoc.SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)


def to_seat(session: GameSession, seat: int) -> engine.Prompt:
    """Play on (with policies) until `seat` must act; returns that prompt."""
    for _ in range(400):
        prompt = session.game.prompt()
        if prompt.seat == seat:
            return prompt
        play_policy(session, 1)
    raise AssertionError(f"seat {seat} never got to act")


# ---------------------------------------------------------------- without a worker

def test_human_prompt_only_for_the_viewers_seat() -> None:
    # given two human seats, seat 0 in front
    session = session_of(["human", "human"])
    prompt = to_seat(session, 0)
    # then seat 0's prompt is the human prompt
    assert session.human_prompt() == prompt
    # when it is seat 1's turn, the table (still seat 0's) has nothing to answer
    prompt = to_seat(session, 1)
    assert session.human_prompt() is None
    # until the table is handed to seat 1
    session.viewer = 1
    assert session.human_prompt() == prompt


def test_human_prompt_is_none_for_an_ai_seats_turn() -> None:
    session = session_of(["human", "normal"])
    to_seat(session, 1)
    assert session.prompt() is not None and session.human_prompt() is None


def test_submit_a_legal_command_returns_none_and_moves_the_game() -> None:
    session = session_of(["human", "human"])
    prompt = to_seat(session, 0)
    before = len(session.game.commands)
    command = next(o for o in prompt.options if o[0] == "play")
    assert session.submit(0, command) is None
    assert len(session.game.commands) == before + 1
    assert command[1] in session.game.state.players[0].field


def test_commands_played_are_the_log_so_far_without_the_state() -> None:
    """Given a session just dealt, when a seat plays a card, then `commands_played` goes from none to
    that one (seat, command): what a table asks instead of reading the game."""
    session = session_of(["human", "human"])
    prompt = to_seat(session, 0)
    assert not session.commands_played
    command = next(o for o in prompt.options if o[0] == "play")
    session.submit(0, command)
    assert list(session.commands_played) == [*session.game.commands] and session.commands_played[-1] == (0, command)


def test_submit_an_illegal_command_returns_the_reason_and_changes_nothing() -> None:
    session = session_of(["human", "human"])
    prompt = to_seat(session, 0)
    commands, events = len(session.game.commands), len(session.game.events)
    hand = list(session.game.state.players[0].hand)
    not_in_hand = next(c for c in session.game.state.basic["duke"])
    # a card that is not in the hand cannot be played
    reason = session.submit(0, ("play", not_in_hand))
    assert isinstance(reason, str) and reason
    assert reason == "Duke is not in your hand"                   # the engine's own words (refusals.py)
    # the other seat cannot act now
    reason = session.submit(1, ("end_main",))
    with pytest.raises(engine.IllegalCommand) as refused:
        session.game.submit(1, ("end_main",))
    assert reason == str(refused.value)
    # and nothing changed
    assert len(session.game.commands) == commands and len(session.game.events) == events
    assert session.game.state.players[0].hand == hand
    assert session.game.prompt() == prompt


def test_submit_for_an_ai_seat_is_refused() -> None:
    session = session_of(["human", "normal"])
    prompt = to_seat(session, 1)
    commands = len(session.game.commands)
    reason = session.submit(1, prompt.options[0])
    assert reason == "that seat is played by the AI"
    assert len(session.game.commands) == commands


def test_update_without_a_worker_does_nothing() -> None:
    session = session_of(["normal", "human"])
    before = len(session.game.commands)
    assert session.update() is False
    assert len(session.game.commands) == before and not session.thinking and session.error is None


def test_command_of_event_maps_events_to_commands() -> None:
    # given a game some commands in
    session = session_of(["human", "human"])
    play_policy(session, 25)
    starts = session.game.command_starts
    # setup events belong to no command
    for index in range(starts[0]):
        assert session.command_of_event(index) == -1
    # every event after a command's first one, up to the next command's, belongs to that command
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(session.game.events)
        for index in range(start, end):
            assert session.command_of_event(index) == k, f"event {index}"
    assert session.command_of_event(len(session.game.events) - 1) == len(starts) - 1


def test_policy_seed_is_deterministic_and_differs_by_seat_and_game() -> None:
    assert policy_seed(7, 1) == policy_seed(7, 1)
    seeds = {policy_seed(game, seat) for game in range(1, 6) for seat in range(4)}
    assert len(seeds) == 20


def test_the_viewer_moves_to_the_first_human_seat() -> None:
    assert session_of(["normal", "human", "human"]).viewer == 1
    assert session_of(["easy", "hard", "human"]).viewer == 2
    assert session_of(["human", "normal"]).viewer == 0
    # no human at all (a watched game): seat 0
    assert session_of(["normal", "normal"]).viewer == 0


def test_one_kind_per_player() -> None:
    with pytest.raises(ValueError):
        GameSession(make_setup(["human", "human"], MARKET, 1), ["human"], worker=None)


def test_events_are_the_viewers_redacted_stream() -> None:
    session = session_of(["human", "human"])
    play_policy(session, 10)
    assert session.events() == session.game.events_for(0)
    assert session.events(5) == session.game.events_for(0)[5:]
    session.viewer = 1
    assert session.events() == session.game.events_for(1)
    assert len(session.events()) == len(session.game.events)


def test_describe_tells_the_log_in_words() -> None:
    session = session_of(["human", "human"])
    start = len(session.game.events)
    play_policy(session, 4)
    lines = session.describe(start, len(session.game.events))
    assert lines and all(isinstance(line.text, str) and line.text.strip() for line in lines)
    # each line carries the cards it names, as the viewer knows them (another seat's draw names none)
    assert any(line.cards for line in lines)


def test_two_sessions_have_distinct_game_ids() -> None:
    assert session_of(["human", "human"]).game_id != session_of(["human", "human"]).game_id


# ---------------------------------------------------------------- with a real AI worker

@pytest.fixture(scope="module")
def worker() -> Iterator[AIWorker]:
    handle = AIWorker()
    handle.start()
    yield handle
    handle.shutdown()


def drive(session: GameSession, done, timeout: float = WAIT) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        assert session.error is None, session.error
        assert time.monotonic() < deadline, "the AI did not get there in time"
        session.update()
        time.sleep(0.005)


def test_update_drives_ai_seats_through_the_worker(worker: AIWorker) -> None:
    # given two AI seats
    session = session_of(["normal", "normal"], seed=4, worker=worker)
    try:
        # when update() is called repeatedly
        drive(session, lambda: len(session.game.commands) >= 6)
        # then the game moved on by the AI's commands, each reason recorded by command index
        commands = session.game.commands
        assert len(commands) >= 6
        assert session.reasons, "the normal AI gives its reasons"
        assert set(session.reasons) <= set(range(len(commands)))
        assert all(worded(r) for r in session.reasons.values())
        # the commands are the ones the seeded policies would choose in-process
        replay = hoc.new_game(hoc.GameSetup.from_dict(session.setup))
        policies = [make_policy("normal", policy_seed(4, s)) for s in range(2)]
        for seat, command in commands[:6]:
            prompt = replay.prompt()
            expected, _ = split_decision(policies[seat].decide(prompt, hoc.SeatView(replay.state, seat)))
            assert command == engine.normalize_command(expected)
            replay.submit(seat, command)
    finally:
        session.close()
    assert not session.thinking


def test_a_stand_in_suggests_instead_of_playing(worker: AIWorker) -> None:
    # given a human seat 0 with a baseline stand-in, and seat 0 to act
    session = session_of(["human", "human"], seed=6, worker=worker, stand_ins={0: "baseline"})
    try:
        prompt = to_seat(session, 0)
        before = list(session.game.commands)
        # when update() runs until the stand-in answers
        drive(session, lambda: session.suggestion is not None)
        # then its command is a suggestion for seat 0, legal now, and nothing was submitted
        seat, command = session.suggestion
        assert seat == 0 and prompt.check(command) is None
        assert session.game.commands == before
        # while the suggestion waits, update() asks for nothing more
        assert session.update() is False and not session.thinking
        # the table carries it out like a click
        assert session.submit(0, command) is None
        assert len(session.game.commands) == len(before) + 1
        # seat 1 has no stand-in: update() leaves it to the human
        session.suggestion = None
        to_seat(session, 1)
        assert session.update() is False and not session.thinking
    finally:
        session.close()


@pytest.mark.parametrize("game", ["Heart of Crown", "Crown Rivals"])
def test_a_new_game_is_autosaved_from_the_deal_on(tmp_path, game: str) -> None:
    # given the saves folder of a window and a game about to be dealt
    kinds = ["human", "human"]
    setup = make_setup(kinds, MARKET, 8) if game == "Heart of Crown" else crown_rivals_setup(kinds, 8)
    autosave = tmp_path / "saves" / AUTOSAVE
    # when it is dealt, before anyone has decided anything (a crash in turn 1 comes now)
    session = GameSession(setup, kinds, worker=None, autosave=autosave)
    # then the autosave already holds that deal, for Continue to resume
    assert not session.game.commands
    saved = read_save(autosave)
    assert saved.setup.seed == 8 and saved.game.state.turn.number == 1
    assert saved.game.commands == [] and latest_game(autosave.parent) is not None
