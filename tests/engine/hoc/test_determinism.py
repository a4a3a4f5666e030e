"""Determinism: the same setup and commands give the same game bit for bit; the engine never reads
Python's global random generator; `Game.copy()` is an independent game; a refused command changes
nothing at all."""

from __future__ import annotations

import dataclasses

import random
from typing import Any

import pytest

from hoc_desktop.ai.hoc.contest import random_market, setup_for
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.engine.core.game import Game
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.hoc import flow
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.seat_view import SeatView
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.engine.hoc.state import GameState, Player, Turn
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.errors import IllegalCommand
from hoc_desktop.saves import state_digest
from tests.engine.hoc.test_invariants import game_snapshot, policies_for, random_setup, snapshot

@pytest.fixture(autouse=True)
def _restore_global_random() -> Any:
    """These tests disturb Python's global generator on purpose; leave it as it was."""
    state = random.getstate()
    yield
    random.setstate(state)


CASES = [(seed, 2 + seed % 3) for seed in range(500, 530)]     # 30 games, 10 per player count
TURNS = 120


def record_game(setup: GameSetup, policy_seed: int, turns: int = TURNS) -> Game:
    """A game played by the invariant tests' policy mix, with its events recorded."""
    g = new_game(setup, record=True)
    seats = len(setup.players)
    policies = policies_for(policy_seed, seats)
    views = [SeatView(g.state, i) for i in range(seats)]
    while not g.over and g.state.turn.number <= turns:
        prompt = g.prompt()
        command, _ = split_decision(policies[prompt.seat].decide(prompt, views[prompt.seat]))
        g.submit(prompt.seat, command)
    return g


# ------------------------------------------------------------------ same seed, same commands

@pytest.mark.parametrize("seed,seats", CASES)
def test_same_seed_and_commands_give_the_same_game(seed: int, seats: int) -> None:
    setup = random_setup(seed, seats)
    first = record_game(setup, seed)
    second = new_game(setup, record=True)
    assert snapshot(second.state) == snapshot(new_game(setup).state)
    events: list[Any] = list(second.events)          # the setup's events
    for seat, command in first.commands:
        events += second.submit(seat, command)
    assert game_snapshot(second) == game_snapshot(first)
    assert view(second.state, None) == view(first.state, None)
    assert state_digest(second.state) == state_digest(first.state)
    assert events == first.events
    assert second.commands == first.commands


def test_different_seeds_give_different_games() -> None:
    a = new_game(setup_for(1, 3))
    b = new_game(setup_for(2, 3))
    assert snapshot(a.state) != snapshot(b.state)
    same_market = setup_for(1, 3)
    c = new_game(GameSetup(same_market.players, same_market.market, 2))
    assert [p.hand for p in c.state.players] + [c.state.supply] != [p.hand for p in a.state.players] + [a.state.supply]


def test_markets_do_not_depend_on_the_global_generator() -> None:
    random.seed(1)
    first = [random_market(seed) for seed in range(20)]
    random.seed(2)
    random.random()
    assert [random_market(seed) for seed in range(20)] == first


# ------------------------------------------------------------------ the global random generator

def _disturb(rng: random.Random, k: int) -> None:
    """Use Python's global generator in several ways between two engine calls."""
    random.random()
    junk = list(range(k % 7 + 2))
    random.shuffle(junk)
    random.randrange(1000)
    if k % 5 == 0:
        random.seed(rng.random())
    if k % 11 == 0:
        random.setstate(random.Random(k).getstate())


@pytest.mark.parametrize("seed,seats", CASES[:12])
def test_global_random_between_commands_changes_nothing(seed: int, seats: int) -> None:
    setup = random_setup(seed, seats)
    first = record_game(setup, seed)

    noise = random.Random(seed)
    random.seed(seed * 31 + 7)
    second = new_game(setup, record=True)
    # replay step by step, comparing with a clean replay after every command
    clean = new_game(setup, record=True)
    for k, (seat, command) in enumerate(first.commands):
        _disturb(noise, k)
        second.submit(seat, command)
        _disturb(noise, k + 1)
        clean.submit(seat, command)
        if k % 10 == 0:
            assert game_snapshot(second) == game_snapshot(clean), f"command {k} {command!r}"
    assert game_snapshot(second) == game_snapshot(first)
    assert second.events == first.events


def test_a_new_game_ignores_the_global_generator() -> None:
    setup = random_setup(77, 4)
    random.seed(1)
    a = new_game(setup)
    random.seed(2)
    [random.random() for _ in range(100)]
    b = new_game(setup)
    assert game_snapshot(a) == game_snapshot(b)


# ------------------------------------------------------------------ Game.copy()

def _mutable_parts(obj: Any, path: str, out: dict[int, str]) -> None:
    """id() -> path of every mutable object reachable from a state (card definitions excluded)."""
    if isinstance(obj, (list, dict, set, Player, Turn, random.Random, GameState)):
        out[id(obj)] = path
    if isinstance(obj, GameState):        # dataclasses.fields: the compiled state has no __slots__
        for name in (f.name for f in dataclasses.fields(obj)):
            if name not in ("cards", "rulebook"):
                _mutable_parts(getattr(obj, name), f"{path}.{name}", out)
    elif isinstance(obj, (Player, Turn)):
        for name in (f.name for f in dataclasses.fields(obj)):
            _mutable_parts(getattr(obj, name), f"{path}.{name}", out)
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            _mutable_parts(v, f"{path}[{i}]", out)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            _mutable_parts(v, f"{path}[{k!r}]", out)


@pytest.mark.parametrize("seed,seats", CASES[:15])
def test_copy_continues_like_the_original_and_shares_nothing(seed: int, seats: int) -> None:
    setup = random_setup(seed, seats)
    log = record_game(setup, seed).commands
    rng = random.Random(seed)
    g = new_game(setup, record=False)
    copies: list[tuple[int, Game, tuple[Any, ...]]] = []     # (commands done, copy, snapshot then)
    for k, (seat, command) in enumerate(log):
        if g.quiescent and rng.random() < 0.03:
            c = g.copy()
            assert c.quiescent and game_snapshot(c) == game_snapshot(g)
            ours, theirs = {}, {}
            _mutable_parts(g.state, "state", ours)
            _mutable_parts(c.state, "copy", theirs)
            shared = set(ours) & set(theirs)
            assert not shared, f"copy shares {[ours[i] for i in shared][:5]}"
            assert c.state.cards is g.state.cards      # immutable definitions are shared on purpose
            copies.append((k, c, game_snapshot(c)))
        g.submit(seat, command)
    assert copies, "no quiescent point was sampled"
    for k, c, then in copies:
        # the original went on without the copy: the copy did not move
        assert game_snapshot(c) == then, f"playing the original changed the copy taken at command {k}"
        for seat, command in log[k:]:
            c.submit(seat, command)
        assert game_snapshot(c)[0] == game_snapshot(g)[0], f"copy taken at command {k} ended elsewhere"
        assert view(c.state, None) == view(g.state, None)


def test_changing_a_copy_leaves_the_original_alone() -> None:
    setup = random_setup(11, 3)
    log = record_game(setup, 11).commands
    g = new_game(setup, record=False)
    for seat, command in log[:40]:
        g.submit(seat, command)
    while not g.quiescent:
        seat, command = log[len(g.commands)]
        g.submit(seat, command)
    before = game_snapshot(g)
    c = g.copy()
    for seat, command in log[len(g.commands):len(g.commands) + 60]:
        c.submit(seat, command)
    assert game_snapshot(c) != before
    # direct mutation of the copy's data
    c.state.players[0].hand.append(c.state.supply.pop())
    c.state.basic["city"].clear()
    c.state.turn.flags.add("bribery")
    c.state.counters.setdefault(0, {})["twin"] = 9
    c.state.revealed.add(0)
    c.state.rng.random()
    assert game_snapshot(g) == before
    with pytest.raises(IllegalCommand):
        _pending_copy(setup, log)


def _pending_copy(setup: GameSetup, log: list[tuple[int, Any]]) -> Game:
    """Copying while an effect waits for an answer is refused."""
    g = new_game(setup, record=False)
    for seat, command in log:
        if not g.quiescent:
            return g.copy()
        g.submit(seat, command)
    raise AssertionError("the game never waited inside an effect")


# ------------------------------------------------------------------ refused commands change nothing

def illegal_commands(g: Game, rng: random.Random) -> list[tuple[str, int, Any]]:
    """(kind of mistake, seat, command) for commands that are not legal now."""
    s = g.state
    prompt = g.prompt()
    assert prompt is not None
    seat = prompt.seat
    out: list[tuple[str, int, Any]] = []
    p = s.players[seat]
    not_in_hand = [c for c in range(len(s.cards)) if c not in p.hand]
    out.append(("not_in_hand", seat, ("play", rng.choice(not_in_hand))))
    out.append(("no_such_card", seat, ("play", len(s.cards) + 5)))
    out.append(("malformed", seat, ("play",)))
    out.append(("malformed", seat, None))
    out.append(("malformed", seat, "end_turn"))
    out.append(("malformed", seat, ["end_main"]))
    if prompt.offers_commands:
        out.append(("pick_for_action", seat, ("pick", ())))
        out.append(("wrong_phase", seat, ("end_turn",) if prompt.kind == "main" else ("end_main",)))
        out.append(("not_kept", seat, ("recall", rng.choice(not_in_hand))))
        if p.hand:
            out.append(("bad_keep", seat, ("keep", rng.choice(p.hand), rng.choice(not_in_hand))))
        if prompt.kind == "second":
            costs = flow.buyable(s, seat)
            too_dear = [c for c, (_, cost) in costs.items() if cost > s.turn.coins]
            if too_dear:
                out.append(("too_expensive", seat, ("buy", rng.choice(too_dear))))
            out.append(("not_in_market", seat, ("buy", rng.choice(s.supply or not_in_hand))))
            if p.princess is not None and s.princesses:
                out.append(("second_princess", seat, ("back", s.princesses[0])))
        else:
            out.append(("wrong_phase", seat, ("buy", rng.choice(not_in_hand))))
    else:
        opts = list(prompt.options)
        if prompt.max < len(opts):
            out.append(("wrong_count", seat, ("pick", tuple(opts[:prompt.max + 1]))))
        if prompt.min > 0:
            out.append(("wrong_count", seat, ("pick", tuple(opts[:prompt.min - 1]))))
        out.append(("twice", seat, ("pick", (opts[0], opts[0]))))
        out.append(("not_an_option", seat, ("pick", ("not-an-option",))))
        out.append(("malformed", seat, ("pick", list(opts[:prompt.min]))))
        out.append(("malformed", seat, ("pick", opts[0])))
        out.append(("malformed", seat, ("pick", tuple(opts[:prompt.min]), "extra")))
        out.append(("action_for_pick", seat, ("end_turn",)))
    for other in range(len(s.players)):
        if other != seat:
            answer = prompt.options[0] if prompt.offers_commands else ("pick", tuple(prompt.options[:prompt.min]))
            out.append(("wrong_seat", other, answer))
    return [(kind, x, cmd) for kind, x, cmd in out if not (x == seat and prompt.check(cmd) is None)]


def _prompt_repr(prompt: Prompt | None) -> Any:
    return None if prompt is None else repr(prompt.to_dict())


@pytest.mark.parametrize("seed,seats", CASES[:15])
def test_illegal_commands_are_refused_and_change_nothing(seed: int, seats: int) -> None:
    setup = random_setup(seed, seats)
    original = record_game(setup, seed)
    log = original.commands
    rng = random.Random(seed)
    g = new_game(setup, record=True)
    tried = 0
    kinds: set[str] = set()
    mistakes: set[str] = set()
    for seat, command in log:
        if rng.random() < 0.15:
            for mistake, bad_seat, bad in illegal_commands(g, rng):
                before = game_snapshot(g)
                digest = state_digest(g.state)
                n_events, n_commands = len(g.events), len(g.commands)
                prompt = _prompt_repr(g.prompt())
                with pytest.raises(IllegalCommand):
                    g.submit(bad_seat, bad)
                assert game_snapshot(g) == before, f"refusing {bad!r} changed the game"
                assert state_digest(g.state) == digest
                assert _prompt_repr(g.prompt()) == prompt
                assert (len(g.events), len(g.commands)) == (n_events, n_commands)
                tried += 1
                kinds.add(g.prompt().kind)
                mistakes.add(mistake)
        g.submit(seat, command)
    # the refusals left no trace: the game went on exactly as the one that never saw them
    assert game_snapshot(g) == game_snapshot(original)
    assert g.events == original.events
    assert tried > 100 and {"main", "second"} <= kinds
    assert {"not_in_hand", "too_expensive", "wrong_seat", "malformed", "wrong_phase"} <= mistakes


def test_refusals_cover_every_kind_of_mistake() -> None:
    """Over a few games every kind of illegal command (wrong pick counts included) is tried."""
    mistakes: set[str] = set()
    rng = random.Random(3)
    for seed, seats in CASES[:6]:
        setup = random_setup(seed, seats)
        log = record_game(setup, seed).commands
        g = new_game(setup, record=False)
        for seat, command in log:
            if not g.prompt().offers_commands or rng.random() < 0.05:
                for mistake, bad_seat, bad in illegal_commands(g, rng):
                    before = game_snapshot(g)
                    with pytest.raises(IllegalCommand):
                        g.submit(bad_seat, bad)
                    assert game_snapshot(g) == before, f"refusing {bad!r} ({mistake}) changed the game"
                    mistakes.add(mistake)
            g.submit(seat, command)
    assert {"not_in_hand", "no_such_card", "malformed", "pick_for_action", "wrong_phase", "not_kept", "bad_keep",
            "too_expensive", "not_in_market", "wrong_count", "twice", "not_an_option", "action_for_pick",
            "wrong_seat"} <= mistakes


def test_commands_after_the_end_are_refused() -> None:
    for seed in range(500, 540):
        setup = random_setup(seed, 2)
        g = record_game(setup, seed, turns=400)
        if g.over:
            break
    assert g.over
    before = game_snapshot(g)
    for seat in range(len(g.state.players)):
        for command in (("end_turn",), ("end_main",), ("pick", ())):
            with pytest.raises(IllegalCommand):
                g.submit(seat, command)
    assert game_snapshot(g) == before
    with pytest.raises(IllegalCommand):
        g.copy().submit(0, ("end_turn",))
