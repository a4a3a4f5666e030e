"""Large text works: at 200% on the smallest window (1280x720) every screen a player reaches keeps
every control on the screen, none overlapping another, and the table's log keeps six lines."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import pygame
import pytest

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.game_config import quick_game
from hoc_desktop.client.main import Program
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.settings import Settings
from hoc_desktop.client.table.layout import LOG_LINES
from hoc_desktop.client.table.scene import TableScene
from hoc_desktop.client.ui.widgets.base import Widget

SIZE = (1280, 720)


def controls(scene: Scene) -> Iterator[Widget]:
    """The visible widgets a player can act on (buttons, selectors, fields), nested ones included."""
    todo = list(scene.widgets)
    while todo:
        widget = todo.pop()
        if not getattr(widget, "visible", True):
            continue
        todo.extend(widget.children)
        if widget.focusable:
            yield widget


def assert_fits(scene: Scene, name: str) -> None:
    window = pygame.Rect((0, 0), SIZE)
    rects = [(type(w).__name__, w.rect) for w in controls(scene) if w.rect.width and w.rect.height]
    assert rects, f"{name}: no controls found"
    for kind, rect in rects:
        assert window.contains(rect), f"{name}: a {kind} at {rect} leaves the window"
    for i, (kind, rect) in enumerate(rects):
        for other_kind, other in rects[i + 1:]:
            assert not rect.colliderect(other), f"{name}: a {kind} at {rect} overlaps a {other_kind} at {other}"


@pytest.fixture
def big(app: App, tmp_path: Path) -> Program:
    app.set_appearance(text_scale=2.0)
    program = Program(app, saves=tmp_path / "saves", settings=Settings(text_scale=2.0, guide_seen=True,
                                                                       speed="instant"))
    app.push(program.title())
    app.step()
    return program


def test_the_title_settings_and_new_game_fit_at_200_percent(app: App, big: Program) -> None:
    assert_fits(app.top, "title")
    big.open_settings()
    app.step()
    assert_fits(app.top, "settings")
    app.pop()
    big.new_game()
    app.step()
    assert_fits(app.top, "new game")


def test_the_tables_menu_keeps_every_choice_on_screen_at_200_percent(app: App, big: Program) -> None:
    # given a game at the table with large text
    big.start_game(*quick_game(3))
    for _ in range(10):
        app.step()
    table = app.top
    assert isinstance(table, TableScene)
    # then the log keeps six lines
    assert table.log.rect.height >= LOG_LINES * app.theme.line_height(table.log.role)
    # when the menu opens, every choice (Leave to the title included) is on screen
    table.open_menu()
    app.step()
    menu = app.top
    assert_fits(menu, "menu")
    assert any(b.text == "Leave to the title" for b in menu.buttons)
