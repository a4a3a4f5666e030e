"""Card packs for the window's tests: a packs folder holding copies of the sample pack (ten
invented cards of the set `sample`), of the Fairy Garden rulings test cards (placeholders
around the rulebook's facts, with an Elrune) and of the Guardians test pack (two invented
princesses, which with the base set's six make the 8 the Guardians variant needs), as a player
would drop them in."""

from __future__ import annotations

import shutil
from pathlib import Path

from hoc_desktop.cards.pack_library import PackLibrary, find_packs

ROOT = Path(__file__).parents[2]
SAMPLE_PACK = ROOT / "docs" / "sample-pack.yaml"
FG_PACK = ROOT / "tests" / "packs" / "fg_test_cards.yaml"
GUARDIAN_PACK = ROOT / "tests" / "engine" / "hoc" / "rulings" / "guardian_princesses.yaml"
SAMPLE_SETS = "Base + Meadow Folk (sample pack)"
GUARDIAN_SETS = "Base + Guardians test princesses"


def packs_folder(tmp_path: Path, *packs: Path) -> Path:
    """A packs folder under `tmp_path` with a copy of each of `packs`."""
    folder = tmp_path / "packs"
    folder.mkdir(parents=True, exist_ok=True)
    for pack in packs:
        shutil.copy(pack, folder / pack.name)
    return folder


def library(tmp_path: Path, *packs: Path) -> PackLibrary:
    """The packs of such a folder, as the program reads them."""
    return find_packs(folder=packs_folder(tmp_path, *packs))
