"""The pile viewer, for any game: a public zone listed card by card in a modal overlay that fits
the window (its title too) and closes on Esc or a click outside."""

from __future__ import annotations

from typing import Callable, Iterator

import pygame
import pytest

from hoc_desktop.engine import hoc
from hoc_desktop.client.art.card_faces import ArtStore, CardFaces
from hoc_desktop.client.kit.pile_viewer import PileViewer, possessive
from hoc_desktop.client.hoc.table.piles import CatalogArt
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.scene import Scene
from tests.client.helpers_client import click, key, post


@pytest.fixture(scope="module")
def faces(tmp_path_factory: pytest.TempPathFactory) -> CatalogArt:
    return CatalogArt(CardFaces(ArtStore(cache_dir=tmp_path_factory.mktemp("art-cache"))), hoc.catalog().cards)


def thirty_keys() -> list[str]:
    common = [k for k, card in hoc.catalog().cards.items() if "princess" not in str(card.types).lower()]
    return (common * 3)[:30]


@pytest.fixture
def viewer(app: App, faces: CatalogArt) -> Iterator[PileViewer]:
    """A pile viewer with 30 cards over a plain scene, at 1280x720."""
    app.push(Scene(app))
    scene = PileViewer(app, "A long discard pile", thirty_keys(), faces)
    app.push(scene)
    app.step()
    yield scene


def test_every_card_is_laid_out_inside_the_window(app: App, viewer: PileViewer) -> None:
    window = pygame.Rect((0, 0), app.size)
    assert app.size == (1280, 720)
    assert len(viewer.rects) == 30
    assert window.contains(viewer.box)
    for i, rect in enumerate(viewer.rects):
        assert viewer.box.contains(rect), f"card {i} {rect} leaves the box {viewer.box}"
    for i, a in enumerate(viewer.rects):
        for b in viewer.rects[i + 1:]:
            assert not a.colliderect(b), f"cards {a} and {b} overlap"
    assert window.contains(viewer.close.rect)
    assert not any(viewer.close.rect.colliderect(r) for r in viewer.rects)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("count", [1, 12, 45])
def test_piles_of_any_length_fit_every_window(app: App, faces: CatalogArt, size: tuple[int, int], count: int) -> None:
    app.set_window_size(size)
    assert app.size == size
    app.push(Scene(app))
    scene = PileViewer(app, "Pile", (thirty_keys() * 2)[:count], faces)
    app.push(scene)
    window = pygame.Rect((0, 0), app.size)
    assert len(scene.rects) == count
    assert window.contains(scene.box)
    assert all(scene.box.contains(r) for r in scene.rects)


def test_escape_closes_the_viewer(app: App, viewer: PileViewer) -> None:
    key(app, pygame.K_ESCAPE)
    assert viewer not in app.scenes and len(app.scenes) == 1


def test_a_click_outside_closes_the_viewer(app: App, viewer: PileViewer) -> None:
    outside = (viewer.box.left // 2, viewer.box.top // 2)
    assert not viewer.box.collidepoint(outside)
    click(app, outside)
    assert viewer not in app.scenes and len(app.scenes) == 1


def test_a_click_on_a_card_keeps_the_viewer_open(app: App, viewer: PileViewer) -> None:
    click(app, viewer.rects[0].center)
    assert app.top is viewer


def test_the_close_button_closes_the_viewer(app: App, viewer: PileViewer) -> None:
    click(app, viewer.close.rect.center)
    assert viewer not in app.scenes


def test_hovering_a_card_zooms_it(app: App, viewer: PileViewer) -> None:
    post(pygame.MOUSEMOTION, pos=viewer.rects[3].center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert viewer.zoom == viewer.keys[3]
    post(pygame.MOUSEMOTION, pos=(viewer.box.centerx, viewer.box.top + 2), rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    assert viewer.zoom is None


def test_the_viewer_is_modal(app: App, viewer: PileViewer) -> None:
    # input inside the box never reaches the scene underneath
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=viewer.box.center, button=1)
    assert viewer.handle(event) is True
    assert app.top is viewer


def test_even_a_whole_games_cards_fit_in_the_list(app: App) -> None:
    # given a pile as long as every card of a four-player game
    viewer = PileViewer(app, "Everything", ["city"] * 220, CatalogArt(CardFaces(), hoc.catalog().cards))
    app.push(viewer)
    # then every card is inside the box and the box inside the window
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(viewer.box) and all(viewer.box.contains(r) for r in viewer.rects)




@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_long_title_fits_the_dialog(app: App, faces: CatalogArt, scale: float) -> None:
    # given a short pile with a long owner's name, at normal and double text
    app.set_appearance(text_scale=scale)
    app.push(Scene(app))
    title = f"{possessive('Maximilian Alexander von Habsburg-Lothringen')} set-aside cards"
    viewer = PileViewer(app, title, thirty_keys()[:2], faces)
    app.push(viewer)
    app.step()
    # then its heading (as drawn) is no wider than the dialog's inside, and the dialog stays in the window
    theme = app.theme
    assert viewer.shown_heading.startswith("Maximilian")
    assert theme.font("heading", True).size(viewer.shown_heading)[0] <= viewer.box.width - 2 * theme.pad
    assert pygame.Rect((0, 0), app.size).contains(viewer.box)
    # and Close shows its label clear of its key cap
    assert viewer.close.rect.width >= viewer.close.min_width(theme, padding=16, centred=False)


def test_the_seat_named_you_owns_your_piles() -> None:
    assert possessive("You") == "Your" and possessive("Ann") == "Ann's" and possessive("James") == "James's"


def test_a_default_name_owns_its_piles_in_the_window_s_language(language: Callable[[str], None]) -> None:
    language("ja")
    assert possessive("Player 2") == "プレイヤー2の" and possessive("Normal") == "AI（普通）の"
    assert possessive("Ann") == "Annの"
