"""Card faces: every card renders at hand, market and zoom sizes, caches, palettes and art files.

Contact sheets of all cards (at a 1280x720 hand width, a 2560x1440 width and zoomed) are saved to
$HOC_SCREENSHOT_DIR, or a temporary folder, so a person can look at them.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import dataclasses
import tempfile
from pathlib import Path
from typing import Callable

import pygame
import pytest

from hoc_desktop.cards.loader import load_card_file, load_catalog
from hoc_desktop.cards.model import MAIN_TYPES, SUBTYPES, CardDef
from hoc_desktop.client.ui import fonts
from hoc_desktop.client.art.generate import MAIN_TYPE_ICONS, SUBTYPE_ICONS, SYMBOLS, emblem_name
from hoc_desktop.client.art.card_faces import (
    ArtStore,
    CardFaces,
    face_height,
    fit_label,
    fit_paragraph,
    layout_for,
    plan_rules,
    short_names,
)
from hoc_desktop.client.art.card_style import PALETTES
from hoc_desktop.paths import art_dir
from tests.client.helpers_packs import SAMPLE_PACK
from tests.client.helpers_client import missing_glyphs

# every bundled card: the base set's and Far East's
CARDS: list[CardDef] = list(load_catalog().cards.values())
HAND_720P = 90      # a hand fan or market card in a 1280x720 window
HAND_1440P = 160    # the same at 2560x1440: wide enough for the rules text
ZOOM = 400
GENERATED = art_dir() / "generated"


@pytest.fixture(scope="module")
def faces(tmp_path_factory: pytest.TempPathFactory) -> CardFaces:
    """Faces from the committed art; anything missing is drawn into a throwaway cache."""
    return CardFaces(ArtStore(cache_dir=tmp_path_factory.mktemp("art-cache")))


@pytest.fixture(scope="module")
def sheet_dir() -> Path:
    """Where contact sheets go: $HOC_SCREENSHOT_DIR, else a new temporary folder."""
    folder = Path(os.environ.get("HOC_SCREENSHOT_DIR") or tempfile.mkdtemp(prefix="hoc-cards-"))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def contact_sheet(images: list[pygame.Surface], columns: int) -> pygame.Surface:
    """Images in a grid on a table-green background."""
    w, h = images[0].get_size()
    gap = 6
    rows = -(-len(images) // columns)
    sheet = pygame.Surface((columns * (w + gap) + gap, rows * (h + gap) + gap))
    sheet.fill((34, 52, 44))
    for i, image in enumerate(images):
        sheet.blit(image, (gap + (i % columns) * (w + gap), gap + (i // columns) * (h + gap)))
    return sheet


def test_the_catalog_has_the_46_base_cards_and_13_far_east_cards() -> None:
    assert len([c for c in CARDS if c.set == "base"]) == 46
    assert len([c for c in CARDS if c.set == "far_east"]) == 13


@pytest.mark.parametrize("width", [HAND_720P, HAND_1440P, ZOOM])
def test_every_card_renders_at_its_size(faces: CardFaces, width: int) -> None:
    for card in CARDS:
        assert faces.face(card, width).get_size() == (width, round(width * 1.4)), card.key


def test_zoom_and_back_have_the_card_shape(faces: CardFaces) -> None:
    assert faces.zoom(CARDS[0], 360).get_size() == (360, 504)
    assert faces.back(HAND_720P).get_size() == (HAND_720P, face_height(HAND_720P))


def test_faces_are_cached_per_card_width_and_palette(faces: CardFaces) -> None:
    card = CARDS[0]
    assert faces.face(card, HAND_720P) is faces.face(card, HAND_720P)
    assert faces.zoom(card, ZOOM) is faces.zoom(card, ZOOM)
    assert faces.back(HAND_720P) is faces.back(HAND_720P)
    assert faces.face(card, HAND_720P) is not faces.face(card, HAND_720P + 1)
    assert faces.face(card, ZOOM) is not faces.zoom(card, ZOOM)


def test_palettes_differ(faces: CardFaces) -> None:
    for card in CARDS:
        standard = pygame.image.tobytes(faces.face(card, HAND_720P, "standard"), "RGBA")
        colorblind = pygame.image.tobytes(faces.face(card, HAND_720P, "colorblind"), "RGBA")
        assert standard != colorblind, card.key


def test_an_unknown_palette_names_the_known_ones(faces: CardFaces) -> None:
    with pytest.raises(ValueError, match="standard"):
        faces.face(CARDS[0], HAND_720P, "sepia")


def test_corners_are_transparent_and_the_middle_opaque(faces: CardFaces) -> None:
    surface = faces.face(CARDS[0], HAND_720P)
    assert surface.get_at((0, 0)).a == 0
    assert surface.get_at((HAND_720P // 2, face_height(HAND_720P) // 2)).a == 255


def test_rules_text_only_where_it_can_be_read() -> None:
    assert not layout_for(HAND_720P, "small").has_text
    assert layout_for(HAND_1440P, "text").has_text


def test_every_name_fits_a_small_face_without_an_ellipsis() -> None:
    layout = layout_for(HAND_720P, "small")
    for card in CARDS:
        fitted = fit_label(short_names(card.name), layout.banner.size, (9, 13), True, 2)
        assert not any("…" in line for line in fitted.lines), card.key


def test_the_zoom_shows_all_rules_text_and_the_full_name() -> None:
    layout = layout_for(ZOOM, "zoom")
    for card in CARDS:
        plan = plan_rules(card, layout)
        assert plan.text == card.text, card.key
        assert plan.px >= 12, card.key
        assert plan.facts is not None and f"Cost {card.cost}" in plan.facts.lines[0]


def test_the_zoom_shows_all_japanese_rules_text_while_the_window_speaks_japanese(
        language: Callable[[str], None]) -> None:
    # given: the window in Japanese / when: each card's zoom is laid out
    language("ja")
    layout = layout_for(ZOOM, "zoom")
    for card in CARDS:
        plan = plan_rules(card, layout)
        # then: it shows the whole Japanese text, at a readable size
        assert plan.text == card.text_ja, card.key
        assert plan.px >= 12, card.key
    # and its type line and facts line are in Japanese too
    battalion = plan_rules(load_catalog()["infantry_battalion"], layout)
    assert battalion.type_line.lines == ("行動 – 攻撃 — 兵力",)
    assert battalion.facts is not None and battalion.facts.lines == ("コスト4、2コイン",)


def test_a_japanese_text_too_long_for_a_face_is_shortened_with_an_ellipsis() -> None:
    # given: a Japanese text, without a space, far too long for a small box
    box = pygame.Rect(0, 0, 120, 40)
    # when: it is fitted
    text, px = fit_paragraph("カードを1枚引く。" * 12, box, (9, 12))
    # then: it ends in an ellipsis at the smallest size and fits the box
    assert text.endswith("…") and px == 9
    assert fonts.text_surface(text, px, (0, 0, 0), False, box.width).get_height() <= box.height + px


def test_a_face_redrawn_after_a_switch_of_language_wears_the_new_text(
        faces: CardFaces, language: Callable[[str], None]) -> None:
    # given: the zoom of Bank in English, Bank named alike in both languages (so only its text may differ)
    bank = dataclasses.replace(load_catalog()["bank"], japanese="")
    english = pygame.image.tobytes(faces.zoom(bank, ZOOM), "RGBA")
    # when: the window switches to Japanese
    language("ja")
    # then: the zoom is drawn anew, with the Japanese text
    assert pygame.image.tobytes(faces.zoom(bank, ZOOM), "RGBA") != english


def test_princesses_are_shortened_to_their_own_names() -> None:
    assert short_names("Princess General Flammaria") == ["Princess General Flammaria", "Flammaria"]
    assert short_names("Twin Princesses Lain & Shion")[-1] == "Lain & Shion"
    assert short_names("Large City") == ["Large City"]


def test_every_card_key_has_an_emblem_and_every_princess_a_crest() -> None:
    for card in CARDS:
        assert (GENERATED / "emblems" / f"{card.key}.png").is_file(), card.key
        if card.category == "princess":
            assert (GENERATED / "crests" / f"{card.key}.png").is_file(), card.key


def test_every_type_subtype_and_symbol_has_an_icon() -> None:
    assert set(MAIN_TYPES) | {"rare"} == set(MAIN_TYPE_ICONS)
    assert set(SUBTYPES) == set(SUBTYPE_ICONS)
    for name in (*MAIN_TYPE_ICONS, *SUBTYPE_ICONS):
        assert (GENERATED / "icons" / f"{name}.png").is_file(), name
    for name in SYMBOLS:
        assert (GENERATED / "symbols" / f"{name}.png").is_file(), name
    assert (GENERATED / "card_back.png").is_file()


def test_missing_art_is_drawn_into_the_cache_folder(tmp_path: Path) -> None:
    store = ArtStore(folder=tmp_path / "empty", cache_dir=tmp_path / "cache")
    image = store.image("emblems/city")
    assert (tmp_path / "cache" / "emblems" / "city.png").is_file()
    assert image.get_size() == pygame.image.load(str(GENERATED / "emblems" / "city.png")).get_size()


def test_a_card_without_a_motif_still_gets_an_emblem(tmp_path: Path) -> None:
    store = ArtStore(folder=tmp_path / "empty", cache_dir=tmp_path / "cache")
    assert store.image("emblems/some_future_card").get_bounding_rect().width > 0


def test_fonts_load_from_the_bundled_folder() -> None:
    for bold in (False, True):
        path = fonts.font_path(bold)
        assert path.parent == art_dir() / "fonts" and path.is_file()
    japanese = fonts.text_surface("第一皇女 ルルナサイカ", 20, (0, 0, 0))
    assert japanese.get_bounding_rect().width > 150
    assert fonts.text_surface("City", 20, (0, 0, 0)) is fonts.text_surface("City", 20, (0, 0, 0))


def test_every_character_of_the_card_names_and_texts_has_a_glyph_in_the_bundled_font() -> None:
    """The bundled font lacks some full-width forms (／ ～ ＋), which would be drawn as empty boxes."""
    # given: every character the cards' names and texts use, in both languages
    words = "".join(card.name + card.japanese + card.text + card.text_ja for card in CARDS)
    # when: each is drawn / then: none is the font's "no such glyph" box
    assert missing_glyphs(words) == []


def test_fonts_survive_pygame_quit() -> None:
    fonts.font(17)
    pygame.quit()
    assert fonts.font(17).size("City")[0] > 0


def test_save_contact_sheets(faces: CardFaces, sheet_dir: Path) -> None:
    sheets = {
        "cards_1280x720.png": contact_sheet([faces.face(card, HAND_720P) for card in CARDS], 12),
        "cards_2560x1440.png": contact_sheet([faces.face(card, HAND_1440P) for card in CARDS], 8),
        "cards_colorblind.png": contact_sheet(
            [faces.face(card, HAND_720P, "colorblind") for card in CARDS], 12),
        "cards_zoom.png": contact_sheet([faces.zoom(card, 300) for card in CARDS], 8),
    }
    for name, sheet in sheets.items():
        pygame.image.save(sheet, str(sheet_dir / name))
        assert (sheet_dir / name).stat().st_size > 0
    assert set(PALETTES) == {"standard", "colorblind"}


def test_a_pack_card_wears_the_generic_emblem_of_its_subtype_or_type(tmp_path: Path) -> None:
    """Given the sample pack's cards (no set draws them), then each face's emblem is the generic one
    of its subtype, else of its main type, drawn once and the same every time; bundled cards keep their own."""
    bundled = load_catalog()
    pack = load_card_file(SAMPLE_PACK, set(bundled.cards), pack=True)
    names = {card.key: emblem_name(card) for card in pack}
    assert names["meadow_lantern"] == "emblems/generic-magic"
    assert names["hedge_orchard"] == "emblems/generic-territory"
    assert names["dew_collector"] == "emblems/generic-action"
    assert emblem_name(bundled["bank"]) == "emblems/bank"
    store = ArtStore(folder=tmp_path / "empty", cache_dir=tmp_path / "cache")
    image = store.image("emblems/generic-magic")
    assert image.get_bounding_rect().width > 0
    again = ArtStore(folder=tmp_path / "empty", cache_dir=tmp_path / "other").image("emblems/generic-magic")
    assert pygame.image.tobytes(image, "RGBA") == pygame.image.tobytes(again, "RGBA")
    faces = CardFaces(store)
    assert faces.zoom(pack[0], 300).get_size() == (300, face_height(300))
