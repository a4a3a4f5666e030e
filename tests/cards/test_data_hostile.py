"""Hostile card, set and rules files: wrong types, absurd numbers, ids that clash, YAML bombs and
special files are refused fast, in one line naming the file and the line of the offending value."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from typing import Callable

import pytest

from hoc_desktop.cards.loader import Catalog, load_card_file, load_catalog
from hoc_desktop.cards.sets import load_recommended
from hoc_desktop.engine.hoc.rulebook import load_rules
from hoc_desktop.errors import DataError
from hoc_desktop.paths import data_dir
from tests.cards.test_loader import GOOD
from tests.hostile_input import QUICK_SECONDS, marked_line, refused_at_line


def refused(load: Callable[[Path], object], path: Path) -> tuple[int, str]:
    """`load(path)` must raise DataError with one printable line `FILE:LINE: problem`."""
    return refused_at_line(load, path, DataError)


# ---------------------------------------------------------------- card files

CARD_CASES = {
    "version-true": (GOOD.replace("format_version: 1", "format_version: true  #!"), "format_version True"),
    "version-zero": (GOOD.replace("format_version: 1", "format_version: 0  #!"), "format_version 0"),
    "version-float": (GOOD.replace("format_version: 1", "format_version: 1.0  #!"), "format_version 1.0"),
    "cost-billion": (GOOD.replace("    cost: 3", "    cost: 1000000000  #!"), "cost: must be from 0 to 99"),
    "cost-float": (GOOD.replace("    cost: 3", "    cost: 2.5  #!"), "cost: expected a whole number"),
    "cost-bool": (GOOD.replace("    cost: 3", "    cost: true  #!"), "cost: expected a whole number"),
    "cost-huge": (GOOD.replace("    cost: 3", "    cost: " + "9" * 5000 + "  #!"), "more than 30 digits"),
    "points-inf": (GOOD.replace("    cost: 3", "    cost: 3\n    points: .inf  #!"), "points: expected a whole"),
    "draw-billion": (GOOD.replace("      - draw: 1", "      - draw: 1000000000  #!"), "must be from 0 to 99"),
    "id-empty": (GOOD.replace("  - id: tester", "  - id: ''  #!"), "id: expected an id"),
    "id-upper-case": (GOOD.replace("  - id: tester", "  - id: Tester  #!"), "id: expected an id"),
    "id-as-list": (GOOD.replace("  - id: tester", "  - id: [tester]  #!"), "id: expected an id"),
    "name-clash-by-case": (GOOD.replace("    name: Helper", "    name: TESTER").replace("  - id: helper",
                                                                                      "  - id: helper  #!"),
                           "id or name also used by card 'tester'"),
    "id-clash-by-punctuation": (GOOD.replace("  - id: helper", "  - id: tes_ter  #!"),
                                "id or name also used by card 'tester'"),
    "name-with-escape": (GOOD.replace("    name: Tester", '    name: "Tes\\e[2Jter"  #!'), "control character"),
    "truthy-flag": (GOOD.replace("    cost: 3", "    cost: 3\n    cannot_keep: yes please  #!"),
                    "cannot_keep: expected true or false"),
    "filter-card-as-list": (GOOD.replace("{filter: {min_cost: 2}}", "{filter: {name: [tester]}}  #!"),
                            "filter: unknown card id ['tester']"),
    "take-unhashable-card": (GOOD.replace("      - draw: 1", "      - take_from_market: {card: [x], to: hand}  #!"),
                             "take_from_market: unknown card id ['x']"),
    "mode-label-number": (GOOD.replace("      - draw: 1", "      - choose_mode:  #!\n"
                                       "          - {key: a, label: " + "9" * 25 + ", steps: []}\n"
                                       "          - {key: b, label: B, steps: []}"), "choose_mode: label"),
    "alias": (GOOD.replace("    types: [action]", "    types: &t [action]  #!"), "anchors (&t) are not allowed"),
    "tag": (GOOD.replace("    types: [action]", "    types: !!set {action}  #!"), "is not allowed"),
    "duplicate-field": (GOOD.replace("    cost: 3", "    cost: 3\n    cost: 4  #!"), "the key 'cost' appears twice"),
}


@pytest.mark.parametrize("kind", sorted(CARD_CASES))
def test_a_bad_card_file_names_file_and_line(tmp_path: Path, kind: str) -> None:
    # given a card file damaged in one place
    text, words = CARD_CASES[kind]
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    # when it is loaded, then it is refused at the marked line, saying what is wrong
    line, problem = refused(load_card_file, path)
    assert words in problem, problem
    assert line == marked_line(text), problem


def test_non_utf8_card_file_names_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_bytes(GOOD.replace("    name: Helper", "    name: Helper\xe9").encode("latin-1"))
    line, problem = refused(load_card_file, path)
    assert (line, problem) == (marked_line(GOOD.replace("    name: Helper", "    name: Helper  #!")),
                               "not a card file (not UTF-8 text)")


@pytest.mark.parametrize("body, words", [
    ("format_version: 1\ncards: [" + ", ".join(["x"] * 120_000) + "]\n", "more than 100000 values"),
    ("a: &a [x, x, x, x, x, x, x, x, x]\nb: [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n", "anchors"),
    ("cards: " + "[" * 5000 + "\n", "nested more than 32"),
    ("format_version: 1\nset: base\ncards: []\n" + "#" * 2_000_000 + "\n", "larger than 1.0 MB"),
])
def test_card_file_bombs_are_refused_fast(tmp_path: Path, body: str, words: str) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(body, encoding="utf-8")
    start = time.perf_counter()
    with pytest.raises(DataError) as info:
        load_card_file(path)
    assert time.perf_counter() - start < QUICK_SECONDS
    assert words in str(info.value)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_in_the_card_folder_is_refused_without_blocking(tmp_path: Path) -> None:
    (tmp_path / "base.yaml").write_text(GOOD, encoding="utf-8")
    os.mkfifo(tmp_path / "more.yaml")
    with pytest.raises(DataError) as info:
        load_catalog(tmp_path)
    assert "more.yaml: is not a regular file" in str(info.value)


# ---------------------------------------------------------------- a card's params

PARAM_CASES = {   # the bundled base set changed on one line -> what the one-line error says
    "closed-twin-bands": ("{below: null, counters: 3}", "{below: 30, counters: 3}",
                          ("card 'Twin Princesses Lain & Shion': params.twin_counters[2].below: the last band must be "
                           "open-ended")),
    "truthy-param": ("twin_in_extra_turn: false", "twin_in_extra_turn: 'no'",
                     "params.twin_in_extra_turn: expected true or false"),
    "unknown-param": ("twin_in_extra_turn: false", "twin_in_extra_turn: false\n      twins: 2",
                      "params: unknown key 'twins'"),
    "unknown-subtype": ("lowers_subtype: military", "lowers_subtype: navy", "params.lowers_subtype: expected one of"),
    "param-of-another-card": ("      max_royal_maids: 5", "      buy_discount: 1",
                              "params: unknown key 'buy_discount'"),
}


@pytest.mark.parametrize("kind", sorted(PARAM_CASES))
def test_a_bad_card_param_names_the_card_the_field_and_the_line(tmp_path: Path, kind: str) -> None:
    # given the bundled base set with one value of a card's params changed
    old, new, words = PARAM_CASES[kind]
    text = (data_dir() / "cards" / "base.yaml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "base.yaml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    # when it is loaded, then it is refused in one line naming the card and the field
    line, problem = refused(load_card_file, path)
    assert words in problem, problem
    rows = path.read_text(encoding="utf-8").splitlines()
    assert "params" in rows[line - 1] or new.splitlines()[-1].strip() in rows[line - 1], (line, problem)


# ---------------------------------------------------------------- set files

@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


TEN = ("[scout, wishing_well, post_horse, trading_ship, government_contractor, supply_unit, library, "
       "city_development, adventurer, alchemist]")
SET_CASES = {
    "nine-cards": ("format_version: 1\nsets:\n  - name: Short\n    cards: [scout]  #!\n", "exactly 10 items"),
    "basic-card": (("format_version: 1\nsets:\n  - name: Odd\n    note: fine\n    cards:\n      - scout\n"
                    "      - duke  #!\n"), "set 'Odd': cards[1]: 'duke' is not a Common card"),
    "name-clash-by-case": ((f"format_version: 1\nsets:\n  - name: Primer\n    cards: {TEN}\n"
                            f"  - name: PRIMER  #!\n    cards: {TEN}\n"), "another set has this name"),
    "name-number": (f"format_version: 1\nsets:\n  - name: 42  #!\n    cards: {TEN}\n", "name: expected text"),
    "version-true": ("format_version: true  #!\nsets: []\n", "format_version: expected a whole number"),
    "unknown-key": (f"format_version: 1\nsets:\n  - name: A\n    colour: red  #!\n    cards: {TEN}\n",
                    "unknown key 'colour'"),
}


@pytest.mark.parametrize("kind", sorted(SET_CASES))
def test_a_bad_set_file_names_file_and_line(tmp_path: Path, catalog: Catalog, kind: str) -> None:
    text, words = SET_CASES[kind]
    path = tmp_path / "sets.yaml"
    path.write_text(text, encoding="utf-8")
    line, problem = refused(lambda p: load_recommended(catalog, p), path)
    assert words in problem, problem
    assert line == marked_line(text), problem


# ---------------------------------------------------------------- rules

RULES_CASES = {
    "hand-size-bool": ("hand_size: 5", "hand_size: true"), "curses-billion": ("curses_per_player: 4",
                                                                              "curses_per_player: 1000000000"),
    "unknown-card": ("starting_deck: {farming_village: 7, apprentice_maid: 3}",
                     "starting_deck: {farming_village: 7, apprentice_maids: 3}"),
    "rare-not-rare": ("rares: [imperial_capital, imperial_crown]", "rares: [imperial_capital, duke]"),
    "negative-count": ("basic_market: {city: 30,", "basic_market: {city: -30,"),
    "truthy-flag": ("optional_payments: false", "optional_payments: 'no'"),
    "min-above-max": ("players: {min: 2, max: 4}", "players: {min: 4, max: 2}"),
    "unknown-key": ("hand_size: 5", "hand_size: 5\nhand_limit: 7"),
}


@pytest.mark.parametrize("kind", sorted(RULES_CASES))
def test_a_bad_rules_file_names_file_and_line(tmp_path: Path, kind: str) -> None:
    # given the bundled rules file changed on one line
    old, new = RULES_CASES[kind]
    text = (data_dir() / "rules.yaml").read_text(encoding="utf-8")
    assert old in text
    rows = text.replace(old, new).splitlines()
    changed = max(i for i, row in enumerate(rows) if new.splitlines()[-1] in row)
    rows[changed] += "  #!"
    text = "\n".join(rows) + "\n"
    path = tmp_path / "rules.yaml"
    path.write_text(text, encoding="utf-8")
    # when it is loaded, then it is refused at that line
    line, _ = refused(load_rules, path)
    assert line == marked_line(text)


def test_the_bundled_rules_load_and_a_copy_loads_too(tmp_path: Path) -> None:
    path = tmp_path / "rules.yaml"
    shutil.copy(data_dir() / "rules.yaml", path)
    assert load_rules(path).hand_size == load_rules().hand_size
