"""The Cards gallery: every card in the grid, typing filters by name, Japanese name, type, subtype or
rules text, the chips filter by category, clicking or hovering shows a card's zoom view, keys and
wheel scroll, Esc goes back; screenshots at two sizes and two text scales. With card packs: their
cards under their pack's name, stand-ins for the Fairy Garden cards no pack gives, bad packs named."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame
import pytest

from hoc_desktop.cards.known_cards import known_cards, normal
from hoc_desktop.cards.pack_library import PackLibrary, find_packs
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.art.card_faces import TEXT_MIN_WIDTH, CardFaces
from hoc_desktop.client.hoc.cards_gallery import ALL, CardsGalleryScene, categories, match_rank, search_cards
from hoc_desktop.client.scenes.unentered_cards import NOT_ENTERED, is_unentered
from hoc_desktop.engine.hoc import catalog
from hoc_desktop.engine.hoc.setup import default_catalog
from tests.client.helpers_packs import FG_PACK, SAMPLE_PACK, library, packs_folder
from tests.client.helpers_client import click, key, post

SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


@pytest.fixture(scope="module")
def faces() -> CardFaces:
    return CardFaces()


def gallery(app: App, faces: CardFaces, calls: list[str] | None = None) -> CardsGalleryScene:
    calls = [] if calls is None else calls
    scene = CardsGalleryScene(app, faces, lambda: calls.append("back"))
    app.push(scene)
    app.step()
    return scene


def type_text(app: App, text: str) -> None:
    post(pygame.TEXTINPUT, text=text)
    app.step()


def move(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.step()


def keys(scene: CardsGalleryScene) -> list[str]:
    return [card.key for card in scene.grid.cards]


def test_every_card_of_the_catalog_is_in_the_grid(app: App, faces: CardFaces) -> None:
    # given the gallery, then it shows every card of the catalog in catalog order, the first pinned
    scene = gallery(app, faces)
    assert keys(scene) == list(catalog().cards)
    assert scene.selected is scene.grid.cards[0] and scene.detail.card is scene.selected
    assert scene.search.count == f"{len(catalog().cards)} cards"


def test_typing_duke_filters_to_the_duke(app: App, faces: CardFaces) -> None:
    # given the gallery
    scene = gallery(app, faces)
    # when "duke" is typed (one TEXTINPUT per key, as SDL sends them)
    for ch in "duke":
        type_text(app, ch)
    # then the query is shown, the Duke comes first, and every other card mentions a Duke
    assert scene.search.query == "duke" and scene.query == "duke"
    assert keys(scene)[0] == "duke"
    assert all("duke" in (card.name + " " + card.text).casefold() for card in scene.grid.cards)
    assert "farming_village" not in keys(scene)
    assert scene.search.count == f"{len(scene.grid.cards)} of {len(catalog().cards)}"
    assert scene.selected is not None and scene.selected.key == "duke"
    # when Backspace is pressed, then the last character goes; Delete clears the query
    key(app, pygame.K_BACKSPACE)
    assert scene.query == "duk"
    key(app, pygame.K_DELETE)
    assert scene.query == "" and len(scene.grid.cards) == len(catalog().cards)


def test_typing_a_japanese_name_filters(app: App, faces: CardFaces) -> None:
    # given the gallery, when an input method commits a Japanese name
    scene = gallery(app, faces)
    post(pygame.TEXTEDITING, text="としょかん", start=0, length=5)
    app.step()
    assert scene.search.composing == "としょかん" and scene.query == ""
    type_text(app, "図書館")
    # then only that card is left, and the composing text is gone
    assert keys(scene) == ["library"] and scene.search.composing == ""
    # when the query is a shorter Japanese word, then the exact name comes first
    key(app, pygame.K_DELETE)
    type_text(app, "公爵")
    assert keys(scene) == ["duke", "gossipy_duchess"]


def test_search_by_type_subtype_and_text() -> None:
    cards = list(catalog().cards.values())
    military = [card.key for card in cards if card.subtype == "military"]
    found = [card.key for card in search_cards(cards, "military")]
    assert set(military) <= set(found) and found[:len(military)] == military     # subtype before text
    assert {card.key for card in search_cards(cards, "attack")} >= {c.key for c in cards if "attack" in c.types}
    assert [card.key for card in search_cards(cards, "Debt counters")] == ["moneylender"]
    assert [card.key for card in search_cards(cards, "slash and burn")] == ["slash_and_burn_farming"]
    assert match_rank(catalog()["duke"], "DUKE") == 0 and match_rank(catalog()["duke"], "dragon") is None
    assert search_cards(cards, "   ") == cards


def test_a_word_of_the_japanese_text_finds_its_card_in_either_language() -> None:
    # given: every card / when: a word only the Japanese texts hold is searched
    cards = list(catalog().cards.values())
    # then: the card whose Japanese text holds it (the window's language does not matter)
    assert [card.key for card in search_cards(cards, "負債")] == ["moneylender"]


def test_far_east_cards_are_found_by_their_set_and_captioned_with_it(app: App, faces: CardFaces) -> None:
    # given the gallery, when "far east" is typed
    scene = gallery(app, faces)
    type_text(app, "far east")
    # then the 13 Far East cards are shown (Ouka among them), and the pinned one names its set
    eastern = {key for key, card in catalog().cards.items() if card.set == "far_east"}
    assert len(eastern) == 13 and "ouka" in eastern
    assert set(keys(scene)) == eastern
    assert scene.detail.caption(scene.selected).endswith("Far East Territory set")


def test_the_chips_filter_by_category(app: App, faces: CardFaces) -> None:
    # given the gallery, whose chips come from the catalog's categories
    scene = gallery(app, faces)
    cards = list(catalog().cards.values())
    assert [option.key for option in scene.chips.options] == [ALL, *categories(cards)]
    assert categories(cards) == ["basic", "princess", "rare", "common"]
    # when the Princess chip is clicked
    index = next(i for i, option in enumerate(scene.chips.options) if option.key == "princess")
    click(app, scene.chips.rects[index].center)
    # then only princesses show, and a query narrows them further
    assert scene.category == "princess"
    assert keys(scene) == [card.key for card in cards if card.category == "princess"]
    type_text(app, "klam")
    assert keys(scene) == ["klam_klam"]
    # when All is chosen again, then the query still applies to every card
    click(app, scene.chips.rects[0].center)
    assert scene.category == ALL and keys(scene) == ["klam_klam"]
    key(app, pygame.K_DELETE)
    scene.set_category("rare")
    assert keys(scene) == ["imperial_capital", "imperial_crown"] and scene.chips.value == "rare"


def test_clicking_a_card_shows_its_zoom(app: App, faces: CardFaces, screenshot_dir: Path) -> None:
    # given the gallery filtered to the Commons
    scene = gallery(app, faces)
    scene.set_category("common")
    app.step()
    # when the third card is clicked
    card = scene.grid.cards[2]
    click(app, scene.grid.cell_rect(2).center)
    # then it is pinned and its zoom view is drawn beside the grid
    assert scene.selected is card and scene.detail.card is card
    assert scene.detail.zoom_rect.width >= 2 * TEXT_MIN_WIDTH
    assert not scene.detail.rect.colliderect(scene.grid.rect)
    app.screenshot(str(screenshot_dir / "cards_gallery_zoom_1280x720.png"))
    zoom = faces.zoom(card, scene.detail.zoom_rect.width, app.theme.palette.name)
    assert app.surface.get_at(scene.detail.zoom_rect.center) == zoom.get_at((zoom.get_width() // 2,
                                                                             zoom.get_height() // 2))
    # when the pointer moves over another card, then that one is shown; off the grid, the pinned one
    move(app, scene.grid.cell_rect(0).center)
    assert scene.detail.card is scene.grid.cards[0]
    move(app, (scene.detail.rect.centerx, scene.detail.rect.centery))
    assert scene.detail.card is card


def test_arrow_keys_move_the_pinned_card(app: App, faces: CardFaces) -> None:
    scene = gallery(app, faces)
    key(app, pygame.K_RIGHT)
    assert scene.selected is scene.grid.cards[1]
    key(app, pygame.K_DOWN)
    assert scene.selected is scene.grid.cards[1 + scene.grid.cols]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_UP)
    assert scene.selected is scene.grid.cards[0]


def test_the_grid_scrolls(app: App, faces: CardFaces) -> None:
    # given every card, more than fits the window
    scene = gallery(app, faces)
    grid = scene.grid
    assert grid.max_scroll > 0
    # when Page Down is pressed, then the grid moves by whole rows
    key(app, pygame.K_PAGEDOWN)
    assert grid.scroll > 0 and (grid.scroll % grid.pitch == 0 or grid.scroll == grid.max_scroll)
    # when the wheel turns up, then it moves back; End goes to the last row
    post(pygame.MOUSEWHEEL, x=0, y=100, flipped=False, precise_x=0.0, precise_y=100.0)
    app.step()
    assert grid.scroll == 0
    key(app, pygame.K_END)
    assert grid.scroll == grid.max_scroll
    last = grid.cell_rect(len(grid.cards) - 1)
    assert last.bottom <= grid.rect.bottom
    # when a card is picked with the keys, then it is scrolled into view
    key(app, pygame.K_HOME)
    for _ in range(len(grid.cards)):
        key(app, pygame.K_RIGHT)
    assert grid.rect.contains(grid.cell_rect(len(grid.cards) - 1))


def test_no_match_shows_a_note(app: App, faces: CardFaces) -> None:
    scene = gallery(app, faces)
    type_text(app, "dragon")
    assert scene.grid.cards == [] and scene.selected is None and scene.detail.card is None
    assert "dragon" in scene.grid.empty_text
    app.draw()


def test_esc_calls_on_back_and_space_is_text(app: App, faces: CardFaces) -> None:
    calls: list[str] = []
    scene = gallery(app, faces, calls)
    # given Back has keyboard focus, when Space is typed, then it is text, not a press
    scene.set_focus(scene.back)
    key(app, pygame.K_SPACE)
    type_text(app, "royal maid")
    assert calls == [] and scene.query == "royal maid" and keys(scene)[0] == "royal_maid"
    # when Esc is pressed or Back clicked, then on_back is called
    key(app, pygame.K_ESCAPE)
    click(app, scene.back.rect.center)
    assert calls == ["back", "back"]


@pytest.mark.parametrize("scale", SCALES, ids=lambda s: f"text{int(s * 100)}")
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_screenshots(app: App, faces: CardFaces, size: tuple[int, int], scale: float, screenshot_dir: Path) -> None:
    # given the gallery at a window size and text scale, with a query and a pinned card
    app.set_window_size(size)
    app.set_appearance(text_scale=scale)
    scene = gallery(app, faces)
    type_text(app, "witch")
    click(app, scene.grid.cell_rect(1).center)
    path = screenshot_dir / f"cards_gallery_{size[0]}x{size[1]}_text{int(scale * 100)}.png"
    app.screenshot(str(path))
    # then everything lies inside the window, nothing overlaps, faces carry their rules text
    window = pygame.Rect((0, 0), size)
    placed = [scene.search, scene.chips, scene.grid, scene.detail, scene.back]
    for widget in placed + [scene.heading, scene.hint]:
        if widget.visible:
            assert window.contains(widget.rect), widget
    for i, first in enumerate(placed):
        for second in placed[i + 1:]:
            assert not first.rect.colliderect(second.rect), (first, second)
    assert all(scene.chips.rect.contains(rect) for rect in scene.chips.rects)
    assert scene.detail.rect.contains(scene.detail.zoom_rect)
    assert scene.grid.card_w >= TEXT_MIN_WIDTH and scene.grid.cols >= 2
    assert scene.grid.pitch * 1.2 <= scene.grid.rect.height          # more than a row shows
    image = pygame.image.load(str(path))
    assert image.get_size() == size


# ----------------------------------------------------------------------------- card packs

def pack_gallery(app: App, faces: CardFaces, packs: PackLibrary) -> CardsGalleryScene:
    scene = CardsGalleryScene(app, faces, lambda: None, library=packs)
    app.push(scene)
    app.step()
    return scene


def test_without_packs_the_fairy_garden_cards_are_listed_by_name_as_not_entered(
        app: App, faces: CardFaces, tmp_path: Path) -> None:
    """Given no card pack, when the gallery opens on the Fairy Garden set,
    then its 31 cards are listed by name with what is known and the words "Text not entered yet",
    the zoom's caption names the packs folder, and none of them is a card any game can deal."""
    scene = pack_gallery(app, faces, library(tmp_path))
    scene.set_card_set("fairy_garden")
    app.step()
    shown = scene.grid.cards
    assert len(shown) == 31 and all(is_unentered(card) for card in shown)
    assert {"Templar", "Fairy Queen Elrune", "Plantation"} <= {card.name for card in shown}
    templar = next(card for card in shown if card.name == "Templar")
    assert "Costs 5." in templar.text and "No links." in templar.text and NOT_ENTERED in templar.text
    assert scene.detail.caption(shown[0]).startswith("Packs folder: ")
    assert not any(card.key in default_catalog() for card in shown)
    option = next(o for o in scene.set_chips.options if o.key == "fairy_garden")
    assert option.label == "Fairy Garden 31"


def test_a_fairy_garden_pack_replaces_the_stand_ins_of_the_cards_it_gives(
        app: App, faces: CardFaces, tmp_path: Path) -> None:
    """Given the Fairy Garden test pack (some of the 31 named cards and a few of its own),
    then those cards are shown as cards and only the others as stand-ins."""
    packs = library(tmp_path, FG_PACK)
    given = {normal(c.name) for c in packs.catalog.cards.values() if c.set == "fairy_garden"} & set(known_cards().cards)
    scene = pack_gallery(app, faces, packs)
    scene.set_card_set("fairy_garden")
    app.step()
    stand_ins = [card for card in scene.grid.cards if is_unentered(card)]
    assert 0 < len(given) < 31 and len(stand_ins) == 31 - len(given)
    assert "Templar" not in {card.name for card in stand_ins}
    assert "templar" in {card.key for card in scene.grid.cards}


def test_sample_pack_cards_stand_under_the_packs_own_name(app: App, faces: CardFaces, tmp_path: Path) -> None:
    """Given the sample pack, when its set chip is chosen,
    then its ten cards are shown, the chip and the zoom's caption naming the pack, and a search finds them."""
    scene = pack_gallery(app, faces, library(tmp_path, SAMPLE_PACK))
    option = next(o for o in scene.set_chips.options if o.key == "sample")
    assert option.label == "Meadow Folk (sample pack) 10"
    scene.set_card_set("sample")
    app.step()
    assert len(scene.grid.cards) == 10 and scene.search.count == "10 cards"
    assert scene.detail.caption(scene.grid.cards[0]) == "Common card, Meadow Folk (sample pack) set"
    scene.set_card_set(ALL)
    scene.set_query("lantern")
    assert keys(scene)[0] == "meadow_lantern"


def test_the_gallery_speaks_the_window_s_language(app: App, faces: CardFaces, tmp_path: Path,
                                                  language: Callable[[str], None]) -> None:
    """Given the gallery opened while the window speaks Japanese, then its heading, chips, count,
    captions and the stand-ins' facts are Japanese, and a search still finds a set by its English."""
    language("ja")
    scene = pack_gallery(app, faces, library(tmp_path))
    assert scene.heading.text == "カード" and scene.search.count == f"{len(scene.all_cards)}枚"
    assert [o.short for o in scene.chips.options][:3] == ["すべて", "基本", "プリンセス"]
    assert next(o for o in scene.set_chips.options if o.key == "far_east").label.startswith("極東辺境領 ")
    duke = next(card for card in scene.all_cards if card.key == "duke")
    assert scene.detail.caption(duke) == "基本カード・基本セット"
    scene.set_card_set("fairy_garden")
    templar = next(card for card in scene.grid.cards if card.name == "Templar")
    assert "コスト5。" in templar.text and "リンクなし。" in templar.text
    scene.set_card_set(ALL)
    scene.set_query("far east")
    assert scene.results and scene.search.count.endswith("枚")


def test_a_pack_that_does_not_load_is_named_above_the_cards(app: App, faces: CardFaces, tmp_path: Path) -> None:
    """Given a pack with a misspelt step beside the sample pack,
    then the gallery names the bad pack's line and still shows the sample pack's cards."""
    folder = packs_folder(tmp_path, SAMPLE_PACK)
    text = SAMPLE_PACK.read_text(encoding="utf-8").replace("set: sample", "set: other")
    (folder / "bad.yaml").write_text(text.replace("- draw: 1", "- drow: 1", 1), encoding="utf-8")
    scene = pack_gallery(app, faces, find_packs(folder=folder))
    assert scene.problems_note.visible and "bad.yaml:" in scene.problems_note.text
    assert "meadow_lantern" in {card.key for card in scene.all_cards}
