"""The sample pack (docs/sample-pack.yaml) in whole games: random markets over its ten cards,
played by random commands (invariants and replay checked) and by every AI level."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from hoc_desktop.ai.hoc.levels import make_policy
from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.cards.loader import load_sets
from hoc_desktop.cards.sets import randomize
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.saves import load_game, save_game
from tests.engine.hoc.test_invariants import game_snapshot, options_for, play_random, replay

SAMPLE_PACK = str(Path(__file__).parents[2] / "docs" / "sample-pack.yaml")
PACKS = (SAMPLE_PACK,)


def sample_setup(seed: int, seats: int) -> GameSetup:
    """Game `seed`: 6 of the sample pack's Commons and 4 base Commons, drawn at random."""
    catalog = load_sets(("base",), PACKS)
    rng = random.Random(f"sample-{seed}")
    sample = sorted(c.key for c in catalog.by_category("common") if c.set == "sample")
    market = randomize(catalog, rng, required=tuple(rng.sample(sample, 6)), card_sets=("base", "sample"))
    names = tuple(f"Seat {i + 1}" for i in range(seats))
    return GameSetup(names, market, seed, options_for(seed, seats), packs=PACKS)


def test_sample_games_keep_invariants_and_replay(tmp_path: Any) -> None:
    """Given random sample-pack games, when they are played by random commands, then the
    invariants hold after every command, the log replays to the same game, and a save loads."""
    for seed in range(8):
        setup = sample_setup(seed, 2 + seed % 3)
        g = play_random(setup, seed, limit=60)
        assert game_snapshot(replay(setup, g.commands)) == game_snapshot(g), f"seed {seed}: replay differs"
        if seed % 4 == 0:
            path = tmp_path / f"sample-{seed}.json"
            save_game(g, setup, path)
            loaded, loaded_setup = load_game(path)
            assert loaded_setup == setup
            assert game_snapshot(loaded) == game_snapshot(g)


@pytest.mark.parametrize("level", ["random", "money", "easy", "normal", "hard@0.002"])
def test_every_ai_level_finishes_sample_pack_games(level: str) -> None:
    """Given sample-pack markets, when each AI level plays both seats, then the games run to their
    end or the turn cap (a stall or an illegal answer would raise)."""
    for seed in (3, 8):
        setup = sample_setup(seed, 2)
        result = play_match(setup, [make_policy(level, seed), make_policy(level, seed + 1)], max_turns=120)
        assert result.turns > 1
