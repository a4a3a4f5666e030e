"""A card's params (cards/card_params.py): the numbers its steps read from the card itself."""

from __future__ import annotations

from pathlib import Path

import yaml

from hoc_desktop.cards.card_params import CARD_PARAMS, features
from hoc_desktop.cards.loader import STEP_FIELDS, load_card_file, load_catalog
from hoc_desktop.paths import data_dir

PRINCESS = """format_version: 1
set: mine
cards:
  - id: sea_princess
    name: Sea Princess
    category: princess
    cost: 6
    types: [princess]
    static: [buy_discount]
"""


def _pack(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "pack.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_pack_card_plays_with_the_params_it_gives(tmp_path: Path) -> None:
    # given a pack princess whose discount is 2
    path = _pack(tmp_path, PRINCESS + "    params:\n      buy_discount: 2\n")
    # when it is loaded, then the card carries its own discount
    (card,) = load_card_file(path, pack=True)
    assert card.params == {"buy_discount": 2}


def test_a_pack_card_written_before_params_takes_the_defaults(tmp_path: Path) -> None:
    # given a pack princess with a discount and no params (as packs were written before)
    (card,) = load_card_file(_pack(tmp_path, PRINCESS), pack=True)
    # then it plays with the vocabulary's default, the value the rules file held before
    assert card.params == {"buy_discount": CARD_PARAMS["buy_discount"]["buy_discount"][1]}


def test_every_bundled_card_states_each_param_it_reads() -> None:
    # given the bundled card files as written, then each card names every param its steps read:
    # the bundled cards' numbers are on the cards, never taken from a default
    catalog = load_catalog()
    for path in sorted((data_dir() / "cards").glob("*.yaml")):
        for raw in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]:
            card = catalog[raw["id"]]
            steps = [s for key in STEP_FIELDS for s in getattr(card, key)]
            read = {name for feature in features(card.key, steps, card.static) for name in CARD_PARAMS.get(feature, {})}
            assert set(raw.get("params", {})) == read, card.key
