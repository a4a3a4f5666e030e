"""scripts/make_art.py writes every asset the card faces need, identically on every run."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path

import pytest

from hoc_desktop.cards.loader import load_catalog
from tests.scripts.script_module import load_script


def expected_files() -> set[str]:
    cards = load_catalog().cards.values()
    names = {f"emblems/{card.key}.png" for card in cards}
    names |= {f"crests/{card.key}.png" for card in cards if card.category == "princess"}
    names |= {f"icons/{name}.png" for name in (
        "princess", "territory", "action", "attack", "defense", "succession", "calamity", "rare",
        "military", "magic", "merchant", "maid", "strategy")}
    names |= {f"symbols/{name}.png" for name in ("cost", "coins", "points", "links")}
    return names | {"card_back.png"}


def written(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*.png")}


def test_make_art_writes_every_asset_deterministically(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make_art = load_script("make_art")
    assert make_art.main(["--out", str(tmp_path / "a")]) == 0
    printed = capsys.readouterr().out
    assert make_art.main(["--out", str(tmp_path / "b")]) == 0
    first, second = written(tmp_path / "a"), written(tmp_path / "b")
    assert set(first) == expected_files()
    assert first == second
    assert all(f"{name}" in printed.replace(os.sep, "/") for name in first)
    assert sum(len(data) for data in first.values()) < 3 * 1024 * 1024
