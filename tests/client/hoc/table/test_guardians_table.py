"""The Guardians variant on the table, driven through the real scene: the question after a
backing is answered in the prompt panel, and every seat's guardian is drawn face down beside
their princess with her name on her back, while the zoom shows her face and whose guardian she is.
The game has the Guardians test pack's two princesses (8 with the base set's six)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from hoc_desktop.client.hoc.setup import GameChoice, card_set_choices
from hoc_desktop.client.hoc.table.board import CardSprite
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.session import GameSession
from hoc_desktop.client.ui.app import App
from hoc_desktop.engine import Prompt
from tests.client.helpers_client import click, post
from tests.client.helpers_packs import GUARDIAN_PACK, GUARDIAN_SETS, library
from tests.client.hoc.table.driver import advance

SEED = 3


def guardians_table(app: App, tmp_path: Path, seats: int = 2) -> TableScene:
    """A table for you in seat 0 against `normal` seats played by the test, Guardians on."""
    packs = library(tmp_path, GUARDIAN_PACK)
    sets = card_set_choices(packs)[GUARDIAN_SETS]
    kinds = ("human",) + ("normal",) * (seats - 1)
    setup = GameChoice(kinds=kinds, seed=SEED, card_sets=sets, packs=packs.packs_for(sets), guardians=True).setup()
    scene = TableScene(app, GameSession(setup, list(kinds), worker=None), on_game_over=lambda _: None,
                       on_leave=lambda: None, speed="instant")
    app.push(scene)
    app.step()
    return scene


def asks_guardian(prompt: Prompt) -> bool:
    return prompt.kind == "guardian"


def guardian_sprites(scene: TableScene) -> list[CardSprite]:
    return [s for s in scene.board.sprites.values() if s.zone[0] == "guardian"]


def take_guardian(app: App, scene: TableScene) -> int:
    """Click the last princess the panel offers, then *Take as guardian*; her card id."""
    panel = scene.panel
    assert panel is not None and panel.shows_cards and panel.prompt.kind == "guardian"
    option, rect = panel.option_rects()[-1]
    click(app, rect.center)
    assert panel.confirm_button is not None and panel.confirm_button.text == "Take as guardian"
    click(app, panel.confirm_button.rect.center)
    app.step()
    scene.finish_animations()
    app.step()
    return option


@pytest.fixture
def backed(app: App, tmp_path: Path) -> tuple[TableScene, int]:
    """A table where you have just backed a princess and taken a guardian with the mouse."""
    scene = guardians_table(app, tmp_path)
    advance(app, scene, asks_guardian)
    return scene, take_guardian(app, scene)


def test_a_guardian_is_taken_in_the_panel_and_lies_face_down_beside_the_princess(
        backed: tuple[TableScene, int]) -> None:
    """Given Guardians on, when you back a princess and pick one more in the panel, then she leaves
    the row and lies face down right of your princess, named, in the guardian zone."""
    scene, guardian = backed
    state = scene.session.game.state
    assert state.players[0].guardian == [guardian] and guardian not in state.princesses
    sprite = scene.board.sprites[guardian]
    princess = scene.board.sprites[state.players[0].princess]
    assert sprite.zone == ("guardian", 0) and sprite.face_down and sprite.key == state.cards[guardian].key
    assert princess.zone == ("domain", 0) and not princess.face_down
    assert sprite.rect.y == princess.rect.y and princess.rect.right < sprite.rect.x <= princess.rect.right + 12
    assert not any(s.rect.colliderect(sprite.rect) for s in scene.board.sprites.values()
                   if s is not sprite and s.zone[0] in ("domain", "kept"))
    # and the log says it
    name = scene.card_def(state.cards[guardian].key).name
    assert f"You take {name} face down as a guardian." in [line.text for line in scene.log.lines]


def test_pointing_at_a_guardian_shows_her_face_and_whose_guardian_she_is(
        app: App, backed: tuple[TableScene, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Given your guardian on the table, when the pointer rests on her, then the zoom shows the
    princess's face, captioned as your guardian."""
    scene, guardian = backed
    monkeypatch.setattr("hoc_desktop.client.kit.zoom.HOVER_ZOOM_SECONDS", 0.0)
    post(pygame.MOUSEMOTION, pos=scene.board.sprites[guardian].rect.center, rel=(0, 0), buttons=(0, 0, 0))
    app.step()
    app.step()
    key = scene.session.game.state.cards[guardian].key
    assert scene.zoom_key == key and scene.painter.guardian_caption(key) == "Your guardian"
    princess = scene.session.game.state.cards[scene.session.game.state.players[0].princess].key
    assert scene.painter.guardian_caption(princess) == ""


def test_every_seats_guardian_is_drawn_and_a_screenshot_shows_them(app: App, tmp_path: Path,
                                                                    screenshot_dir: Path) -> None:
    """Given a three-seat Guardians game played on until you and an opponent hold a guardian, then
    each is drawn face down in its owner's Domain row, and the table is saved as a picture."""
    scene = guardians_table(app, tmp_path, seats=3)
    state = scene.session.game.state
    advance(app, scene, lambda p: p.offers_commands and state.players[0].guardian != []
            and any(p.guardian for p in state.players[1:]))
    holders = {seat for seat, p in enumerate(state.players) if p.guardian}
    assert {s.zone[1] for s in guardian_sprites(scene)} == holders
    for sprite in guardian_sprites(scene):
        assert sprite.face_down and scene.board.picture.anchors[sprite.zone] == sprite.target
    app.screenshot(str(screenshot_dir / "guardians_table.png"))
