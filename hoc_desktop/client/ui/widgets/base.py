"""The widget protocol shared by buttons, labels, selectors, logs and panels.

A widget owns a rectangle and some state; its scene places it with `layout(rect, theme)` on every
resize, forwards input with `handle(event) -> bool` (True: consumed, stop passing it on), advances
it with `update(dt)` and draws it with `draw(surface)`. A widget whose look changed sets `dirty`,
which makes the window redraw; nothing is redrawn while no widget or scene is dirty or animating.

Mouse handlers read `event.pos`, never `pygame.mouse.get_pos()`: posted events (tests, replays)
do not move the system cursor. Mouse-wheel events carry no position, so widgets that scroll track
whether the pointer is over them from the last motion event they saw.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from hoc_desktop.client.ui.theme import Theme

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
HOVER_ZOOM_SECONDS = 0.5     # resting the pointer this long on a card shows it large, everywhere
DOUBLE_CLICK_SECONDS = 0.4   # two clicks this close on one thing make a double-click, everywhere


class Widget:
    """Base class: a rectangle, visibility, an enabled flag, keyboard focus and a dirty flag."""

    focusable = False

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._theme: Theme | None = None
        self.visible = True
        self._enabled = True
        self.focused = False
        self.dirty = True

    @property
    def theme(self) -> Theme:
        """The theme of the last layout; a widget must be laid out before it is drawn."""
        if self._theme is None:
            raise RuntimeError(f"{type(self).__name__} drawn before layout(rect, theme)")
        return self._theme

    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        if value != self._enabled:
            self._enabled = value
            self.dirty = True

    @property
    def children(self) -> Sequence["Widget"]:
        """Widgets inside this one (panels), for focus order and dirty tracking."""
        return ()

    @property
    def animating(self) -> bool:
        """True while the widget changes by itself over time and needs frames."""
        return False

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        self.rect = pygame.Rect(rect)
        self._theme = theme
        self.dirty = True

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance by `dt` seconds (most widgets are static)."""

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def activate(self) -> None:
        """What Enter or Space does while the widget has keyboard focus."""


def walk(widgets: Sequence[Widget]) -> list[Widget]:
    """Every widget and its children, depth first, in drawing order."""
    out: list[Widget] = []
    for widget in widgets:
        out.append(widget)
        out.extend(walk(widget.children))
    return out
