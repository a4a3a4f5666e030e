"""Random Far East games: the invariants of test_invariants.py hold after every command (cards
conserved, counters never negative, the prompt contract), replays and saves give the same game,
each seat's stream rebuilds that seat's view, and every AI level finishes a Far East game without
stalling or picking an illegal option.

Given a market of 6 Far East Commons and 4 others drawn from all 42 (base and Far East in play, so
Ouka is in the princess row), when random, eager-random and money seats play it, then ...
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.cards.loader import load_catalog
from hoc_desktop.cards.sets import randomize
from hoc_desktop.engine.core.game import game_after
from hoc_desktop.engine.hoc.ruleset import new_game
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.engine.hoc.table_view import view
from hoc_desktop.saves import load_game, save_game, state_digest
from tests.engine.hoc.test_event_stream import check_seat_stream
from tests.engine.hoc.test_invariants import game_snapshot, options_for, play_random, replay

BOTH = ("base", "far_east")
GAMES = 36                       # a modest number: the base suite plays 2000 random games
TURNS = 80


def far_east_setup(seed: int, seats: int) -> GameSetup:
    """Game `seed`: 6 random Far East Commons required, the other 4 from all 42."""
    catalog = load_catalog()
    rng = random.Random(f"far-east-{seed}")
    far_east = sorted(c.key for c in catalog.by_category("common") if c.set == "far_east")
    market = randomize(catalog, rng, required=tuple(rng.sample(far_east, 6)), card_sets=BOTH)
    names = tuple(f"Seat {i + 1}" for i in range(seats))
    return GameSetup(names, market, seed, options_for(seed, seats), card_sets=BOTH)


def test_a_far_east_game_has_ouka_in_the_princess_row() -> None:
    g = new_game(far_east_setup(1, 2), record=False)
    assert "ouka" in [g.state.cards[c].key for c in g.state.princesses]
    assert len(g.state.princesses) == 7


@pytest.mark.parametrize("chunk", range(3))
def test_far_east_games_keep_invariants_and_replay(chunk: int, tmp_path: Any) -> None:
    """After every command the invariants hold (play_random checks them); the command log replays to
    the same game; every sixth game also goes through a save file and back."""
    for seed in range(chunk * GAMES // 3, (chunk + 1) * GAMES // 3):
        setup = far_east_setup(seed, 2 + seed % 3)
        g = play_random(setup, seed, limit=TURNS)
        again = replay(setup, g.commands)
        assert game_snapshot(again) == game_snapshot(g), f"seed {seed}: replay differs"
        assert view(again.state, None) == view(g.state, None)
        if seed % 6 == 0:
            path = tmp_path / f"far-east-{seed}.json"
            save_game(g, setup, path)
            loaded, loaded_setup = load_game(path)
            assert loaded_setup == setup
            assert game_snapshot(loaded) == game_snapshot(g), f"seed {seed}: load differs"


@pytest.mark.parametrize("seed", [0, 5, 10])
def test_each_seat_stream_of_a_far_east_game_rebuilds_its_view(seed: int) -> None:
    """Counters, Taxation tokens and set-aside cards are public: each seat's stream shows them and
    rebuilds exactly that seat's view (SeatTable), hiding what it hid before."""
    setup = far_east_setup(seed, 2 + seed % 3)
    played = play_random(setup, seed, limit=40, check=False)
    g = new_game(setup, record=True)
    for seat, command in played.commands:
        g.submit(seat, command)
    for seat in range(len(setup.players)):
        check_seat_stream(g, seat)


@pytest.mark.parametrize("level", ["random", "money", "easy", "normal", "hard@0.002"])
def test_every_ai_level_finishes_far_east_games(level: str) -> None:
    """Each level plays both seats of two Far East games to their end (or a turn cap): a stall or an
    illegal answer would raise PolicyError."""
    for seed in (3, 8):
        setup = far_east_setup(seed, 2)
        result = play_match(setup, [make_policy(level, seed), make_policy(level, seed + 1)], max_turns=120)
        assert result.turns > 1


def test_a_far_east_game_undoes_like_a_base_game() -> None:
    """Given a recorded Far East game, when it is rebuilt after any number of its commands (what
    undo does), then it is the game as it stood then."""
    setup = far_east_setup(2, 3)
    played = play_random(setup, 2, limit=30, check=False)
    g = new_game(setup, record=True)
    digests = [state_digest(g.state)]
    for seat, command in played.commands:
        g.submit(seat, command)
        digests.append(state_digest(g.state))
    for k in range(0, len(digests), max(1, len(digests) // 12)):
        assert state_digest(game_after(g, k).state) == digests[k], f"after {k} commands"


def test_random_far_east_games_reach_the_far_east_parts() -> None:
    """The random games above are only worth something if they use the new pieces: tokens, counters
    cashed and spent, cards set aside and shown, Alliance, Kunoichi and Ouka."""
    steps: set[str] = set()
    commands: set[str] = set()
    events: set[str] = set()
    for seed in range(12):
        setup = far_east_setup(seed, 2 + seed % 3)
        played = play_random(setup, seed, limit=TURNS, check=False)
        g = new_game(setup, record=True)
        for seat, command in played.commands:
            prompt = g.prompt()
            steps.add(prompt.step)
            if prompt.offers_commands:
                commands.add(command[0])
            g.submit(seat, command)
        events |= {ev.type for ev in g.events}
        events |= {"set_aside" for ev in g.events if ev.type == "move" and ev.dst[0] == "set_aside"}
    assert {"taxed", "show", "set_aside"} <= events
    assert "cash_coin" in commands
    assert {"tax_pile", "spend_area_counter", "alliance", "attack_set_aside", "curse_unless_revealed",
            "look_keep_one", "banish_different_names", "ouka_first"} <= steps
