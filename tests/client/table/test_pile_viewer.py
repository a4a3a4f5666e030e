"""The pile viewer: a public zone listed card by card (newest first for piles; a Domain as the
table shows it), in a modal overlay that fits the window and closes on Esc or a click outside."""

from __future__ import annotations

from typing import Iterator

import pygame
import pytest

from hoc_desktop import engine
from hoc_desktop.ai.levels import make_policy
from hoc_desktop.ai.policy import split_decision
from hoc_desktop.client.ui.app import App
from hoc_desktop.client.art.card_faces import ArtStore, CardFaces
from hoc_desktop.client.game_config import make_setup
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.table.pile_viewer import PileViewer, pile_cards
from hoc_desktop.engine import CardRef
from tests.client.helpers_client import click, key, post


def table_after(decisions: int, seed: int = 5, seats: int = 2) -> tuple[engine.Game, engine.SeatTable]:
    """A game `decisions` commands in (seeded `normal` policies) and seat 0's table of it."""
    game = engine.new_game(engine.GameSetup.from_dict(make_setup(["human"] * seats, "First Time Playing", seed)))
    policies = [make_policy("normal", seed + s) for s in range(seats)]
    for _ in range(decisions):
        prompt = game.prompt()
        command, _ = split_decision(policies[prompt.seat].decide(prompt, engine.SeatView(game.state, prompt.seat)))
        game.submit(prompt.seat, command)
    table = engine.SeatTable(0, engine.game_catalog(game))
    for ev in game.events_for(0):
        table.apply(ev)
    return game, table


# ---------------------------------------------------------------- pile_cards

@pytest.mark.parametrize("seat, decisions", [(0, 17), (1, 17), (0, 56), (1, 56)])
def test_a_discard_pile_is_listed_newest_first(seat: int, decisions: int) -> None:
    # given a game where both seats have discarded
    game, table = table_after(decisions)
    pile = game.state.players[seat].discard
    assert len(pile) >= 5
    # when the discard pile is opened
    title, keys = pile_cards(table, ("discard", seat))
    # then the top card comes first, down to the bottom one
    assert keys == [game.state.cards[c].key for c in reversed(pile)]
    assert title == f"{game.state.players[seat].name}'s discard pile"


def test_the_last_discarded_card_comes_first() -> None:
    _, table = table_after(0)
    table.players[0].discard[:] = [CardRef(9301, "city"), CardRef(9302, "senator"), CardRef(9303, "duke")]
    assert pile_cards(table, ("discard", 0))[1] == ["duke", "senator", "city"]


def test_a_domain_lists_the_princess_then_each_card_with_its_kept_card_after_it() -> None:
    # given my Domain: a princess, three territories, a card kept on the second
    _, table = table_after(0)
    me = table.players[0]
    princess = CardRef(9000, "lulunasaika")
    first, second, third = CardRef(9001, "city"), CardRef(9002, "large_city"), CardRef(9003, "duke")
    kept = CardRef(9004, "royal_maid")
    me.princess = princess
    me.domain[:] = [first, princess, second, third]     # the princess may lie anywhere in the list
    me.kept[second.id] = kept
    # when the Domain is opened (from a Domain card or a kept card alike)
    title, keys = pile_cards(table, ("domain", 0))
    # then the princess leads, each card follows once, and the kept card comes right after its territory
    assert keys == ["lulunasaika", "city", "large_city", "royal_maid", "duke"]
    assert title == f"{me.name}'s Domain"
    assert pile_cards(table, ("kept", 0)) == (title, keys)


def test_a_domain_without_a_princess_lists_its_cards() -> None:
    _, table = table_after(0)
    p = table.players[1]
    p.princess = None
    p.domain[:] = [CardRef(9101, "city"), CardRef(9102, "city")]
    assert pile_cards(table, ("domain", 1))[1] == ["city", "city"]


def test_the_outskirts_and_curse_pile_are_listed_top_first() -> None:
    _, table = table_after(0)
    table.outskirts[:] = [CardRef(9201, "city"), CardRef(9202, "duke"), CardRef(9203, "senator")]
    assert pile_cards(table, ("outskirts", None)) == ("The Outskirts", ["senator", "duke", "city"])
    title, keys = pile_cards(table, ("curses", None))
    assert title == "The Curse pile"
    assert keys == [c.key for c in reversed(table.curses)]


# ---------------------------------------------------------------- the overlay

@pytest.fixture(scope="module")
def faces(tmp_path_factory: pytest.TempPathFactory) -> CardFaces:
    return CardFaces(ArtStore(cache_dir=tmp_path_factory.mktemp("art-cache")))


def thirty_keys() -> list[str]:
    common = [k for k, card in engine.catalog().cards.items() if "princess" not in str(card.types).lower()]
    return (common * 3)[:30]


@pytest.fixture
def viewer(app: App, faces: CardFaces) -> Iterator[PileViewer]:
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
def test_piles_of_any_length_fit_every_window(app: App, faces: CardFaces, size: tuple[int, int], count: int) -> None:
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
    viewer = PileViewer(app, "Everything", ["city"] * 220, CardFaces())
    app.push(viewer)
    # then every card is inside the box and the box inside the window
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(viewer.box) and all(viewer.box.contains(r) for r in viewer.rects)


def test_a_domain_lists_its_guardian_last_and_names_her_in_the_title() -> None:
    # given a Domain with a princess, a territory and a guardian (the Guardians variant)
    _, table = table_after(0)
    me = table.players[0]
    princess, guardian = CardRef(9201, "lulunasaika"), CardRef(9202, "laolily")
    me.princess = princess
    me.domain[:] = [princess, CardRef(9203, "city")]
    me.guardian[:] = [guardian]
    # when the Domain is opened, from a Domain card or from the guardian herself
    title, keys = pile_cards(table, ("domain", 0))
    # then she comes last and the title says she is the guardian, not a second princess
    assert keys == ["lulunasaika", "city", "laolily"]
    assert title == f"{me.name}'s Domain (guardian: Second Princess Laolily)"
    assert pile_cards(table, ("guardian", 0)) == (title, keys)
