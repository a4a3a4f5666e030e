"""Screenshots of the overlays around the table at both sizes and both text scales: the hot-seat
curtain, the pile list, the game log, the unspent-coins question (saved in $HOC_SCREENSHOT_DIR)."""

from __future__ import annotations

from pathlib import Path

import pygame

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.hoc.setup import make_setup
from hoc_desktop.client.ui.confirm import ConfirmScene
from hoc_desktop.client.kit.pile_viewer import PileViewer
from hoc_desktop.client.hoc.table.piles import CatalogArt, pile_cards
from hoc_desktop.client.hoc.table.scene import TableScene
from hoc_desktop.client.kit.session import GameSession
from tests.client.helpers_client import key
from tests.client.hoc.table.driver import advance, open_table

SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 2.0)


def shoot(app: App, folder: Path, name: str) -> None:
    for size in SIZES:
        app.set_window_size(size)
        for scale in SCALES:
            app.set_appearance(text_scale=scale)
            app.step()
            app.screenshot(str(folder / f"{name}_{size[0]}x{size[1]}_{int(scale * 100)}.png"))
    app.set_appearance(text_scale=1.0)
    app.set_window_size(SIZES[0])


def test_screens_around_the_table(app: App, screenshot_dir: Path) -> None:
    scene = open_table(app)
    advance(app, scene, lambda p: p.kind == "second" and scene.session.game.state.turn.number > 6)
    title, keys = pile_cards(scene.table, ("discard", 0))
    app.push(PileViewer(app, title, keys, CatalogArt(scene.faces, scene.cards)))
    shoot(app, screenshot_dir, "pile_viewer")
    app.pop()
    key(app, pygame.K_l)
    shoot(app, screenshot_dir, "game_log")
    key(app, pygame.K_ESCAPE)
    app.push(ConfirmScene(app, "End your turn with 3 coins unspent?", "End turn", "Keep playing", lambda: None,
                          detail="Coins left at the end of a turn are lost."))
    shoot(app, screenshot_dir, "confirm_unspent")
    app.pop()
    assert app.top is scene


def test_screens_of_the_hot_seat_curtain(app: App, screenshot_dir: Path) -> None:
    kinds = ["human", "human", "normal"]
    session = GameSession(make_setup(kinds, "First Time Playing", 2), kinds, worker=None)
    session.viewer = 1 - session.game.prompt().seat if session.game.prompt().seat in (0, 1) else 0
    scene = TableScene(app, session, on_game_over=lambda s: None, on_leave=lambda: None, speed="instant")
    app.push(scene)
    app.step()
    assert scene.curtain is not None
    shoot(app, screenshot_dir, "hot_seat_curtain")
