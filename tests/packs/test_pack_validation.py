"""Card packs are checked as strictly as the bundled cards: one line naming the file, the line and
the card; a folder of packs keeps the good ones; a Fairy Garden card that contradicts the rulebook
is refused with the reason."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hoc_desktop.cards.known_cards import known_cards
from hoc_desktop.cards.loader import load_card_file, load_sets
from hoc_desktop.cards.pack_library import find_packs
from hoc_desktop.cards.vocabulary import VOCABULARY
from hoc_desktop.errors import DataError

DOCS = Path(__file__).parents[2] / "docs"
HEADER = "format_version: 1\npack_id: my-fg\nname: My cards\nset: {set}\nsource_note: typed by a test\ncards:\n"
PLANTATION = """\
  - id: plantation
    name: Plantation
    category: common
    cost: 4
    types: [territory]
    links: 1
    coins: 3
    effect:
      - gain_coins: 3
    on_acquire:
      - {step}: {{card: farming_village, count: 3, to: discard}}
"""


def write_pack(folder: Path, name: str, cards: str, set_name: str = "fairy_garden") -> Path:
    path = folder / name
    path.write_text(HEADER.format(set=set_name) + cards, encoding="utf-8")
    return path


def load_error(path: Path) -> str:
    with pytest.raises(DataError) as caught:
        load_sets(("base",), (str(path),))
    message = str(caught.value)
    assert "\n" not in message and "Traceback" not in message
    return message


def test_an_unknown_step_is_one_line_naming_file_line_and_card(tmp_path: Path) -> None:
    # given: a pack whose Plantation misspells a step on line 17
    path = write_pack(tmp_path, "my_fg.yaml", PLANTATION.format(step="aquire"))
    # when: it is loaded / then: one line names the place
    assert load_error(path) == f"{path}:17: card 'Plantation': unknown step 'aquire'"


def test_a_bad_buy_condition_names_its_line(tmp_path: Path) -> None:
    card = PLANTATION.format(step="take_from_market") + "    buy_condition: {played_today: {has_type: territory}}\n"
    path = write_pack(tmp_path, "my_fg.yaml", card)
    assert load_error(path).startswith(f"{path}:18: card 'Plantation': step 'buy_condition': unknown argument")


def test_a_malformed_japanese_text_is_one_line_naming_file_line_and_card(tmp_path: Path) -> None:
    # given: a pack whose Plantation has a Japanese text that is a mapping, on line 13
    card = PLANTATION.format(step="take_from_market").replace("    links: 1\n", "    links: 1\n    text_ja: {a: b}\n")
    path = write_pack(tmp_path, "my_fg.yaml", card)
    # when: it is loaded / then: one line names the place
    assert load_error(path) == f"{path}:13: card 'Plantation': text_ja: expected text, got a mapping"


def test_a_good_fairy_garden_card_loads(tmp_path: Path) -> None:
    path = write_pack(tmp_path, "my_fg.yaml", PLANTATION.format(step="take_from_market"))
    catalog = load_sets(("base",), (str(path),))
    assert catalog["plantation"].set == "fairy_garden" and catalog["plantation"].coins == 3


def test_a_folder_skips_a_bad_pack_and_keeps_the_good_ones(tmp_path: Path) -> None:
    write_pack(tmp_path, "a_good.yaml", PLANTATION.format(step="take_from_market"))
    bad = write_pack(tmp_path, "b_bad.yaml", PLANTATION.format(step="aquire").replace("plantation", "orchard")
                     .replace("Plantation", "Orchard"), set_name="other")
    (tmp_path / "c_sample.yaml").write_text((DOCS / "sample-pack.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    loaded = find_packs(folder=tmp_path)
    assert [Path(p).name for p in loaded.packs] == ["a_good.yaml", "c_sample.yaml"]
    assert loaded.problems == (f"{bad}:17: card 'Orchard': unknown step 'aquire'",)
    assert "plantation" in loaded.catalog and "meadow_lantern" in loaded.catalog and "orchard" not in loaded.catalog


def test_two_packs_may_not_share_a_card_name(tmp_path: Path) -> None:
    write_pack(tmp_path, "a.yaml", PLANTATION.format(step="take_from_market"))
    write_pack(tmp_path, "b.yaml", PLANTATION.format(step="take_from_market") + "# typed again\n")
    loaded = find_packs(folder=tmp_path)
    assert len(loaded.packs) == 1 and "duplicate id 'plantation'" in loaded.problems[0]


@pytest.mark.parametrize("change, reason", [
    (("coins: 3", "coins: 2"), "playing it gives 3 coins"),
    (("category: common", "category: rare"), "Plantation is a common card"),
    (("      - take_from_market: {card: farming_village, count: 3, to: discard}",
      "      - put_area_counter: {kind: coin, count: 1}"), "uses the step 'take_from_market'"),
])
def test_a_card_contradicting_the_rulebook_is_refused_with_the_reason(tmp_path: Path, change: tuple[str, str],
                                                                       reason: str) -> None:
    path = write_pack(tmp_path, "my_fg.yaml", PLANTATION.format(step="take_from_market").replace(*change))
    message = load_error(path)
    assert message.startswith(f"{path}:7: card 'Plantation': contradicts the Fairy Garden rulebook (lines 607-610")
    assert reason in message


def test_the_same_card_in_another_set_is_not_held_to_the_fairy_garden_facts(tmp_path: Path) -> None:
    path = write_pack(tmp_path, "mine.yaml", PLANTATION.format(step="take_from_market").replace("coins: 3", "coins: 2"),
                      set_name="homebrew")
    assert load_sets(("base",), (str(path),))["plantation"].coins == 2


@pytest.mark.parametrize("edit, problem", [
    (("types: [territory]", "types: [attack, territory]"), "an Attack card is also an Action card"),
    (("types: [territory]", "types: [action, defense]"), "the set 'fairy_garden' has no Defense cards"),
    (("types: [territory]", "types: [succession]"), "only an Action or Territory card has 'links'"),
    (("types: [territory]", "types: [princess, action]"), "a Princess card has no other main type"),
])
def test_type_rules(tmp_path: Path, edit: tuple[str, str], problem: str) -> None:
    path = write_pack(tmp_path, "my_fg.yaml", PLANTATION.format(step="take_from_market").replace(*edit))
    assert problem in load_error(path)


def test_a_pack_may_not_add_to_a_bundled_set_or_acquire_itself(tmp_path: Path) -> None:
    path = write_pack(tmp_path, "x.yaml", PLANTATION.format(step="take_from_market"), set_name="base")
    assert "may not add cards to the bundled set 'base'" in load_error(path)
    looping = PLANTATION.format(step="take_from_market").replace("card: farming_village", "card: orchard") \
        .replace("plantation", "orchard").replace("Plantation", "Orchard")
    path = write_pack(tmp_path, "y.yaml", looping, set_name="homebrew")
    assert "may not acquire the card itself" in load_error(path)


def test_a_pack_may_not_rename_a_bundled_card(tmp_path: Path) -> None:
    card = PLANTATION.format(step="take_from_market").replace("name: Plantation", "name: Scout")
    path = write_pack(tmp_path, "x.yaml", card, set_name="homebrew")
    assert "id or name also used by card 'scout'" in load_error(path)


def test_size_and_nesting_limits(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("# " + "x" * 1_100_000, encoding="utf-8")
    assert "big.yaml" in load_error(big)
    deep = write_pack(tmp_path, "deep.yaml", "  - " + "[" * 40 + "]" * 40 + "\n")
    assert "nested more than" in load_error(deep)


def test_the_known_cards_list_all_31_fairy_garden_cards() -> None:
    known = known_cards()
    assert len(known.cards) == 31
    assert [c.name for c in known.cards.values() if c.category == "rare"] == ["Fairy Queen Elrune"]
    for card in known.cards.values():
        for step in card.facts.get("uses_steps", ()):
            assert step in VOCABULARY, f"{card.name}: {step}"


def test_the_documented_example_pack_loads(tmp_path: Path) -> None:
    """The complete example of docs/card-packs.md is a pack the loader accepts."""
    page = (DOCS / "card-packs.md").read_text(encoding="utf-8")
    example = re.search(r"```yaml\n(.*?)```", page, re.S).group(1)
    path = tmp_path / "example.yaml"
    path.write_text(example, encoding="utf-8")
    cards = load_card_file(path, set(load_sets(("base",)).cards), pack=True)
    assert {c.set for c in cards} == {"fairy_garden"} and len(cards) >= 3


MERCHANT_FLEET = """\
  - id: merchant_fleet
    name: Merchant Fleet
    category: common
    cost: 5
    types: [action]
    links: 1
    coins: {coins}
    effect:
      - gain_coins: {coins}
"""


def test_a_fact_the_rulebook_only_implies_is_a_warning_not_a_refusal(tmp_path: Path) -> None:
    # given: a Merchant Fleet giving 3 coins, where the rulebook's example sum implies 2 (OQ-FG-14)
    write_pack(tmp_path, "fleet.yaml", MERCHANT_FLEET.format(coins=3))
    # when: the packs folder is read
    loaded = find_packs(folder=tmp_path)
    # then: the card loads (the printed card is the better authority) and a note names the doubt
    assert "merchant_fleet" in loaded.catalog and not loaded.problems
    assert loaded.notes == ((f"{tmp_path / 'fleet.yaml'}: card 'Merchant Fleet': differs from what the Fairy Garden "
                             "rulebook implies (lines 400-407, 653): playing it gives 2 coins"),)


def test_a_merchant_fleet_as_implied_loads_without_a_note(tmp_path: Path) -> None:
    write_pack(tmp_path, "fleet.yaml", MERCHANT_FLEET.format(coins=2))
    loaded = find_packs(folder=tmp_path)
    assert "merchant_fleet" in loaded.catalog and loaded.notes == ()


def test_a_stated_fact_still_refuses_merchant_fleet_as_a_territory(tmp_path: Path) -> None:
    path = write_pack(tmp_path, "fleet.yaml", MERCHANT_FLEET.format(coins=2).replace("[action]", "[territory]"))
    assert "it is not a territory card" in load_error(path)


def test_the_folders_pack_named_again_with_pack_is_read_once(tmp_path: Path) -> None:
    # given the sample pack in the folder, and the same file's bytes named as an extra pack
    folder = tmp_path / "packs"
    folder.mkdir()
    (folder / "meadow.yaml").write_bytes((DOCS / "sample-pack.yaml").read_bytes())
    # when the packs are found
    loaded = find_packs([DOCS / "sample-pack.yaml"], folder=folder)
    # then it loads once, from the folder, with no complaint about its ids
    assert loaded.packs == (str(folder / "meadow.yaml"),) and loaded.problems == ()
