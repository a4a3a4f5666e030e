"""The card loader: the real catalog loads, and bad card files are reported in one line,
`FILE:LINE: card 'NAME': what is wrong`, with the line of the offending field or step."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from hoc_desktop.cards.loader import load_card_file, load_catalog, load_sets
from hoc_desktop.errors import DataError
from hoc_desktop.paths import data_dir

# ---------------------------------------------------------------- the real catalog


def test_the_base_catalog_loads() -> None:
    catalog = load_sets(("base",))
    assert len(catalog.cards) == 46
    counts = {cat: len(catalog.by_category(cat)) for cat in ("basic", "princess", "rare", "common")}
    assert counts == {"basic": 8, "princess": 6, "rare": 2, "common": 30}
    assert all(card.set == "base" for card in catalog.cards.values())


def test_the_bundled_catalog_holds_base_and_far_east() -> None:
    """The 12 Far East Commons and Ouka load and validate like the base set (issue 19)."""
    catalog = load_catalog()
    assert len(catalog.cards) == 59
    far_east = sorted(c.key for c in catalog.cards.values() if c.set == "far_east")
    assert far_east == sorted(["money_loving_fairy", "taxation", "trader", "carrier_pigeon", "archer", "samurai",
                               "kunoichi", "apprentice_witch", "mining_town", "port_city", "charm_of_two",
                               "alliance", "ouka"])
    assert catalog["ouka"].category == "princess" and catalog["mining_town"].points == -4
    assert catalog["mining_town"].on_acquire and catalog["ouka"].second_phase_end


def test_the_base_sets_card_digest_is_unchanged_by_far_east_fields() -> None:
    """Fields added for Far East (on_acquire, second_phase_end, set-aside targets) leave the base
    set's card digest, which every base save records, as it was."""
    assert load_sets(("base",)).digest == "7fbf571ee11bece92ca608da17ba2c0fa68765c22583db34918d9d8da15ebb03"


def test_catalog_values() -> None:
    catalog = load_catalog()
    duke = catalog["duke"]
    assert (duke.cost, duke.points, duke.is_succession) == (8, 6, True)
    city = catalog["city"]
    assert (city.cost, city.coins, city.links, city.is_territory) == (3, 2, 1, True)
    talisman = catalog["magic_talisman"]
    assert talisman.is_curse and talisman.cannot_keep and talisman.is_defense
    assert catalog["imperial_capital"].is_territory and catalog["imperial_capital"].is_succession
    assert [s.op for s in catalog["curse_witch"].hand_activation] == ["banish_self", "curse_each_opponent"]
    assert catalog.find("Post Horse") is catalog["post_horse"]
    assert catalog.find("slash and burn farming") is catalog["slash_and_burn_farming"]
    assert catalog.find("no such card") is None


# ---------------------------------------------------------------- bad card files

# A valid two-card file; each bad case below changes it. Lines ending in "#!" are where the
# error must point.
GOOD = """\
format_version: 1
set: test
cards:
  - id: tester
    name: Tester
    category: common
    cost: 3
    types: [action]
    links: 1
    effect:
      - draw: 1
      - gain_coins: 2
  - id: helper
    name: Helper
    category: common
    cost: 2
    types: [action, attack]
    subtype: military
    effect:
      - banish_from_hand: {filter: {min_cost: 2}}
      - attack:
          - discard_or_reveal_hand: {min_hand: 5, filter: {has_type: territory}}
"""


def test_the_template_is_valid(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD, encoding="utf-8")
    cards = load_card_file(path)
    assert [c.key for c in cards] == ["tester", "helper"]
    assert [s.op for s in cards[0].effect] == ["draw", "gain_coins"]


BAD = {
    "unknown-step": (GOOD.replace("      - gain_coins: 2", "      - gian_coins: 2  #!"),
                     "Tester", "unknown step 'gian_coins'"),
    "unknown-field": (GOOD.replace("    links: 1", "    links: 1\n    colour: red  #!"),
                      "Tester", "unknown key 'colour'"),
    "missing-field": (GOOD.replace("  - id: helper", "  - id: helper  #!").replace("    cost: 2\n", ""),
                      "Helper", "missing key 'cost'"),
    "missing-name": (GOOD.replace("  - id: tester", "  - id: tester  #!").replace("    name: Tester\n", ""),
                     "tester", "missing key 'name'"),
    "bad-type": (GOOD.replace("    types: [action]", "    types: [action, spell]  #!"),
                 "Tester", "types[1]: expected one of princess, territory"),
    "bad-subtype": (GOOD.replace("    subtype: military", "    subtype: navy  #!"),
                    "Helper", "subtype: expected one of military, magic, merchant, maid, strategy, got 'navy'"),
    "bad-category": (GOOD.replace("    category: common\n    cost: 2", "    category: legend  #!\n    cost: 2"),
                     "Helper", "category: expected one of basic, princess, rare, common, got 'legend'"),
    "links-out-of-range": (GOOD.replace("    links: 1", "    links: 3  #!"),
                           "Tester", "links: must be from 0 to 2, got 3"),
    "cost-not-a-number": (GOOD.replace("    cost: 3", "    cost: three  #!"),
                          "Tester", "cost: expected a whole number from 0 to 99, got 'three'"),
    "negative-cost": (GOOD.replace("    cost: 3", "    cost: -1  #!"),
                      "Tester", "cost: must be from 0 to 99, got -1"),
    "duplicate-id": (GOOD.replace("  - id: helper", "  - id: tester  #!"),
                     "Helper", "duplicate id 'tester'"),
    "bad-filter-key": (GOOD.replace("{filter: {min_cost: 2}}", "{filter: {min_cots: 2}}  #!"),
                       "Helper", "unknown argument 'min_cots'"),
    # a step nested inside another (an attack's steps, a mode's steps) is reported at the top-level step
    "bad-filter-type": (GOOD.replace("{has_type: territory}}", "{has_type: land}}")
                        .replace("      - attack:", "      - attack:  #!"),
                        "Helper", "filter: unknown card type 'land'"),
    "bad-step-argument": (GOOD.replace("      - draw: 1", "      - draw: {count: 1}  #!"),
                          "Tester", "draw"),
    "steps-not-a-list": (GOOD.replace("    effect:\n      - draw: 1\n      - gain_coins: 2",
                                      "    effect: draw  #!"),
                         "Tester", "effect steps must be a list"),
    # Far East building blocks: an acquire trigger runs inside the acquisition, which never asks
    "acquire-trigger-that-asks": (GOOD.replace("    links: 1", "    links: 1\n    on_acquire:\n      - draw: 1  #!"),
                                  "Tester", "an acquire trigger may only use put_area_counter"),
    "unknown-area": (GOOD.replace("      - draw: 1", "      - put_area_counter: {kind: gold, count: 1}  #!"),
                     "Tester", "put_area_counter: kind must be one of coin, ore, debt"),
    "text-ja-not-text": (GOOD.replace("    links: 1", "    links: 1\n    text_ja: [カードを, 引く]  #!"),
                         "Tester", "text_ja: expected text, got a list"),
    "text-ja-too-long": (GOOD.replace("    links: 1", f"    links: 1\n    text_ja: {'引' * 1001}  #!"),
                         "Tester", "text_ja: longer than 1000 characters"),
    "japanese-name-twice": (GOOD.replace("    links: 1", "    links: 1\n    japanese: 試験\n    name_ja: 試し  #!"),
                            "Tester", "give the Japanese name once, as 'name_ja' or as 'japanese'"),
    "bad-set-aside-target": (GOOD.replace("{min_hand: 5, filter: {has_type: territory}}",
                                          "{min_hand: 5, filter: {has_type: territory}, to: hand}")
                             .replace("      - attack:", "      - attack:  #!"),
                             "Helper", "'to' must be discard or set_aside"),
}


def _expected_line(text: str) -> int:
    marked = [i + 1 for i, line in enumerate(text.splitlines()) if line.endswith("#!")]
    assert len(marked) == 1
    return marked[0]


@pytest.mark.parametrize("kind", sorted(BAD))
def test_bad_card_files(tmp_path: Path, kind: str) -> None:
    text, name, words = BAD[kind]
    assert text != GOOD
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_card_file(path)
    message = str(info.value)
    assert "\n" not in message
    m = re.fullmatch(r"(.*):(\d+): card '([^']*)': (.*)", message)
    assert m, message
    assert m.group(1) == str(path)
    assert int(m.group(2)) == _expected_line(text), message
    assert m.group(3) == name
    assert words in m.group(4), message


def test_invalid_yaml(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD.replace("    types: [action]", "    types: [action"), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_card_file(path)
    m = re.fullmatch(r"(.*):(\d+): invalid YAML: (.*)", str(info.value))
    assert m, str(info.value)
    assert m.group(1) == str(path)
    assert 8 <= int(m.group(2)) <= 10          # where the parser noticed the open bracket


def test_invalid_yaml_tab(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD.replace("    links: 1", "\tlinks: 1"), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_card_file(path)
    assert re.fullmatch(rf"{re.escape(str(path))}:9: invalid YAML: .*", str(info.value)), str(info.value)


@pytest.mark.parametrize("version", ["2", "'1'", "null"])
def test_wrong_format_version(tmp_path: Path, version: str) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD.replace("format_version: 1", f"format_version: {version}"), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_card_file(path)
    message = str(info.value)
    assert message.startswith(f"{path}:1: format_version ")
    assert "not supported" in message


def test_missing_format_version(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD.replace("format_version: 1\n", ""), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_card_file(path)
    assert str(info.value).startswith(f"{path}:1: format_version None")


@pytest.mark.parametrize("text, line", [("[1, 2]\n", 1), ("format_version: 1\nset: x\n", 1),
                                        ("format_version: 1\ncards: 3\n", 2), ("", 1)])
def test_not_a_card_file(tmp_path: Path, text: str, line: int) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_card_file(path)
    assert str(info.value).startswith(f"{path}:{line}: a card file is a mapping")


def test_a_card_that_is_not_a_mapping(tmp_path: Path) -> None:
    path = tmp_path / "cards.yaml"
    path.write_text(GOOD + "  - just a string\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_card_file(path)
    assert str(info.value) == f"{path}:23: card '#3': expected a mapping, got 'just a string'"


def test_missing_card_file(tmp_path: Path) -> None:
    path = tmp_path / "absent.yaml"
    with pytest.raises(DataError) as info:
        load_card_file(path)
    assert str(path) in str(info.value) and "cannot read" in str(info.value)


def test_catalog_folder(tmp_path: Path) -> None:
    with pytest.raises(DataError) as info:
        load_catalog(tmp_path)
    assert "no card files" in str(info.value)
    (tmp_path / "base.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "extra.yaml").write_text(GOOD.replace("set: test", "set: extra")
                                         .replace("id: tester", "id: extra_one")
                                         .replace("name: Tester", "name: Extra One")
                                         .replace("id: helper", "id: tester  #!"), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_catalog(tmp_path)
    assert str(info.value) == f"{tmp_path / 'extra.yaml'}:13: card 'Helper': duplicate id 'tester'"


def test_a_later_file_may_refer_to_earlier_cards(tmp_path: Path) -> None:
    (tmp_path / "base.yaml").write_text(GOOD, encoding="utf-8")
    (tmp_path / "more.yaml").write_text(
        "format_version: 1\nset: more\ncards:\n"
        "  - id: builder\n    name: Builder\n    category: common\n    cost: 4\n    types: [action]\n"
        "    effect:\n      - take_from_market: {card: tester, to: hand}\n", encoding="utf-8")
    catalog = load_catalog(tmp_path)
    assert list(catalog.cards) == ["tester", "helper", "builder"]
    assert catalog["builder"].set == "more"


@pytest.mark.parametrize("key", ["curse", "duke"])
def test_a_base_set_without_a_basic_card_every_game_needs_is_refused_in_one_line(
        tmp_path: Path, key: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # given the bundled data with the Curse (or the Duke) deleted from the base set
    shutil.copytree(data_dir(), tmp_path / "data")
    base = tmp_path / "data" / "cards" / "base.yaml"
    text = base.read_text(encoding="utf-8")
    start = text.index(f"  - id: {key}\n")
    base.write_text(text[:start] + text[text.index("\n  - id:", start) + 1:], encoding="utf-8")
    monkeypatch.setattr("hoc_desktop.cards.loader.data_dir", lambda: tmp_path / "data")
    _forget_loaded_cards()
    try:
        # when the cards of a game are loaded, then they are refused at once, naming the file and card
        for load in (load_catalog, lambda: load_sets(("base",))):
            with pytest.raises(DataError) as refused:
                load()
            assert str(refused.value) == (f"{base}: no Basic card '{key}': every game needs it (restore it from "
                                          "the program's own data)")
    finally:
        monkeypatch.undo()
        _forget_loaded_cards()


def _forget_loaded_cards() -> None:
    from hoc_desktop.cards import loader
    loader._bundled_catalog.cache_clear()
    loader._load_sets.cache_clear()
