"""Saves and setup dicts record the packs a game used with a digest of their cards: loading one
whose pack is missing or changed is refused in words."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from hoc_desktop.ai.hoc.kit import play_match
from hoc_desktop.ai.hoc.random_policy import RandomPolicy
from hoc_desktop.engine.hoc.setup import GameSetup
from hoc_desktop.errors import SaveError
from hoc_desktop.saves import load_game, save_game
from tests.packs.test_sample_pack_games import SAMPLE_PACK, sample_setup


def saved_game(tmp_path: Path) -> tuple[Path, Path, GameSetup]:
    """Given a game played with a copy of the sample pack and saved."""
    pack = tmp_path / "meadow.yaml"
    shutil.copy(SAMPLE_PACK, pack)
    base = sample_setup(2, 2)
    setup = GameSetup(base.players, base.market, base.seed, base.options, base.card_sets, (str(pack),))
    result = play_match(setup, [RandomPolicy(1), RandomPolicy(2)], max_turns=8)
    path = tmp_path / "game.json"
    save_game(result.game, setup, path)
    return path, pack, setup


def test_a_save_records_each_pack_with_its_digest(tmp_path: Path) -> None:
    path, pack, setup = saved_game(tmp_path)
    written = setup.to_dict()
    assert written["packs"] == [str(pack)] and len(written["pack_digests"][0]) == 64
    _, loaded = load_game(path)
    assert loaded == setup
    assert GameSetup.from_dict(written) == setup


def test_a_save_whose_pack_is_missing_is_refused_in_words(tmp_path: Path) -> None:
    path, pack, _ = saved_game(tmp_path)
    pack.unlink()
    with pytest.raises(SaveError, match=r"the card pack .*meadow.yaml this game was played with is missing"):
        load_game(path)


def test_a_save_whose_pack_changed_is_refused_in_words(tmp_path: Path) -> None:
    path, pack, setup = saved_game(tmp_path)
    written = setup.to_dict()
    pack.write_text(pack.read_text(encoding="utf-8").replace("cost: 2\n", "cost: 3\n", 1), encoding="utf-8")
    with pytest.raises(SaveError, match=r"meadow.yaml changed since this game was recorded"):
        load_game(path)
    with pytest.raises(ValueError, match="changed since"):
        GameSetup.from_dict(written)
