"""Market choice: the recommended sets (ten base, fifteen Far East) and the seedable randomizer."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Callable

import pytest

from hoc_desktop.cards.loader import Catalog, load_catalog, load_sets
from hoc_desktop.cards.sets import drawable_commons, fairy_garden_named, find_set, load_recommended, randomize
from hoc_desktop.errors import DataError


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


def test_ten_recommended_sets(catalog: Catalog) -> None:
    sets = load_recommended(catalog)
    assert len(sets) == 10
    assert len({s.name for s in sets}) == 10
    assert sets[0].name == "First Time Playing"
    for s in sets:
        assert len(s.cards) == 10, s.name
        assert len(set(s.cards)) == 10, s.name
        assert all(catalog[k].category == "common" for k in s.cards), s.name
        assert s.note


def test_every_far_east_recommended_set_has_a_one_line_description() -> None:
    # given every recommended set, Far East ones included
    sets = load_recommended(load_sets(("base", "far_east")), card_sets=None)
    # then each has a description of one line, and no two share one
    assert len(sets) == 25
    assert all(s.note and "\n" not in s.note for s in sets)
    assert len({s.note for s in sets}) == len(sets)


def test_every_common_is_in_some_recommended_set(catalog: Catalog) -> None:
    used = {k for s in load_recommended(catalog, card_sets=None) for k in s.cards}
    assert used == {c.key for c in catalog.by_category("common")}


def test_the_far_east_sets_come_only_with_far_east(catalog: Catalog) -> None:
    """The 15 Far East sets of the fan file are offered only when Far East is in play; a base game
    sees the ten base sets as before."""
    both = load_recommended(catalog, card_sets=("base", "far_east"))
    assert len(both) == 25
    assert [s.name for s in both[:10]] == [s.name for s in load_recommended(catalog)]
    assert both[10].name == "First Play (Eastern Ver.)" and both[-1].name == "The Way to the Crown"
    assert find_set(catalog, "mining era") is None
    found = find_set(catalog, "mining era", card_sets=("base", "far_east"))
    assert found is not None and "mining_town" in found.cards


def test_randomize_draws_from_the_sets_in_play(catalog: Catalog) -> None:
    """With both sets the randomizer draws from all 42 Commons; by default from the base 30."""
    both = ("base", "far_east")
    seen = {k for seed in range(60) for k in randomize(catalog, random.Random(seed), card_sets=both)}
    assert len(seen) == 42
    base = {k for seed in range(60) for k in randomize(catalog, random.Random(seed))}
    assert all(catalog[k].set == "base" for k in base)
    assert randomize(catalog, random.Random(3), required=("samurai",),
                     card_sets=both)[0] == "samurai"


def test_find_set(catalog: Catalog) -> None:
    found = find_set(catalog, "  walpurgis night ")
    assert found is not None and found.name == "Walpurgis Night"
    assert "glamour_witch" in found.cards
    assert find_set(catalog, "No Such Set") is None


def test_bad_set_files(tmp_path: Path, catalog: Catalog) -> None:
    path = tmp_path / "sets.yaml"
    path.write_text("format_version: 1\nsets:\n  - name: Odd\n    cards: [city, scout]\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_recommended(catalog, path)
    assert str(path) in str(info.value) and "'city' is not a Common card" in str(info.value)
    path.write_text("format_version: 1\nsets:\n  - name: Twice\n    cards: [scout, scout]\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_recommended(catalog, path)
    assert "the card 'scout' appears twice" in str(info.value)
    for text, line in (("[1, 2]\n", 1), ("sets: [scout]\n", 1), ("format_version: 1\n", 1),
                       ("format_version: 1\nsets: {}\n", 2)):
        path.write_text(text, encoding="utf-8")
        with pytest.raises(DataError) as info:
            load_recommended(catalog, path)
        assert str(info.value).startswith(f"{path}:{line}: a set file is a mapping")
    path.write_text("format_version: 1\nsets:\n  - name: X\n    cards: scout\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_recommended(catalog, path)
    assert str(info.value).startswith(f"{path}:4: set 'X': cards: expected a list")
    path.write_text("sets: [\n", encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_recommended(catalog, path)
    assert str(path) in str(info.value)


# ---------------------------------------------------------------- randomize

def test_randomize_gives_ten_distinct_commons(catalog: Catalog) -> None:
    for seed in range(20):
        cards = randomize(catalog, random.Random(seed))
        assert len(cards) == 10 and len(set(cards)) == 10
        assert all(catalog[k].category == "common" for k in cards)


def test_drawable_commons_are_worked_out_once_and_handed_out_as_fresh_lists(catalog: Catalog) -> None:
    # given the Commons of base and Far East, asked once and then changed by the caller
    first = drawable_commons(catalog, ("base", "far_east"))
    expected = [c.key for c in catalog.by_category("common") if c.set in ("base", "far_east")]
    first.clear()
    # when they are asked again
    again = drawable_commons(catalog, ("base", "far_east"))
    # then the answer is the catalog's Commons of those sets, untouched by the change
    assert again == expected and again


def test_randomize_is_deterministic_for_a_seed(catalog: Catalog) -> None:
    assert randomize(catalog, random.Random(7)) == randomize(catalog, random.Random(7))
    different = {randomize(catalog, random.Random(seed)) for seed in range(10)}
    assert len(different) > 1


def test_randomize_honours_banned_and_required(catalog: Catalog) -> None:
    banned = ("curse_witch", "moneylender", "bribery")
    required = ("bank", "shinobi")
    for seed in range(30):
        cards = randomize(catalog, random.Random(seed), banned=banned, required=required)
        assert len(cards) == 10 and len(set(cards)) == 10
        assert cards[:2] == required
        assert not set(banned) & set(cards)


def test_randomize_counts(catalog: Catalog) -> None:
    commons = [c.key for c in catalog.by_category("common") if c.set == "base"]
    cards = randomize(catalog, random.Random(1), count=5)
    assert len(cards) == 5
    # banning 20 of the 30 leaves exactly the 10 others
    cards = randomize(catalog, random.Random(1), banned=tuple(commons[:20]))
    assert sorted(cards) == sorted(commons[20:])
    # ten required cards are the whole market
    assert randomize(catalog, random.Random(1), required=tuple(commons[:10])) == tuple(commons[:10])


@pytest.mark.parametrize("kwargs, words", [
    ({"banned": ("dragon",)}, "'dragon' is not a Common card"),
    ({"required": ("duke",)}, "'duke' is not a Common card"),
    ({"required": ("lulunasaika",)}, "not a Common card"),
    ({"banned": ("bank",), "required": ("bank",)}, "both banned and required"),
    ({"required": ("bank", "scout", "refuge", "library", "shinobi", "rampart", "contribution",
                   "wishing_well", "post_horse", "trading_ship", "alchemist")}, "more than 10"),
    ({"count": 3, "required": ("bank", "scout", "refuge", "library")}, "more than 3"),
])
def test_randomize_rejects_bad_input(catalog: Catalog, kwargs: dict, words: str) -> None:
    with pytest.raises(ValueError) as info:
        randomize(catalog, random.Random(1), **kwargs)
    assert words in str(info.value)


def test_randomize_rejects_banning_too_many(catalog: Catalog) -> None:
    commons = tuple(c.key for c in catalog.by_category("common"))
    with pytest.raises(ValueError) as info:
        randomize(catalog, random.Random(1), banned=commons[:25])
    assert "only 5 Commons are left" in str(info.value)


def test_every_recommended_market_is_named_and_described_in_both_languages() -> None:
    # given every recommended market of the bundled files: the base and Far East ones, and the
    # Fairy Garden rulebook's (by card name: packs hold their cards)
    sets = [*load_recommended(load_sets(("base", "far_east")), card_sets=None), *fairy_garden_named()]
    # then each has its name and note in English and in Japanese, no two names alike in either
    assert len(sets) == 33
    assert all(s.name and s.note and s.name_ja and s.note_ja for s in sets)
    assert len({s.name_ja for s in sets}) == len(sets)


def test_a_market_is_shown_in_the_window_s_language(catalog: Catalog, language: Callable[[str], None]) -> None:
    # given the first recommended market
    first = load_recommended(catalog)[0]
    # when the window speaks Japanese, then its name and note are the Japanese ones; in English
    # the English ones (its key, `name`, stays English for setups and setup codes)
    language("ja")
    assert (first.shown_name(), first.shown_note()) == ("はじめてのプレイ", "はじめて遊ぶときにおすすめのセットです。")
    language("en")
    assert (first.shown_name(), first.name) == ("First Time Playing", "First Time Playing")


def test_a_market_without_japanese_shows_its_english(catalog: Catalog, language: Callable[[str], None],
                                                     tmp_path: Path) -> None:
    # given a set file whose set gives no Japanese
    cards = ", ".join(s for s in load_recommended(catalog)[0].cards)
    path = tmp_path / "sets.yaml"
    path.write_text(f"format_version: 1\nsets:\n  - name: Mine\n    cards: [{cards}]\n", encoding="utf-8")
    (mine,) = load_recommended(catalog, path)
    # when the window speaks Japanese, then its English name is shown
    language("ja")
    assert mine.shown_name() == "Mine" and mine.shown_note() == ""
