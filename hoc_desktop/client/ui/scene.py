"""The Scene base class: one screen of the client (title, new game, table, results, a modal box).

The App keeps scenes in a stack. Input goes to the top scene first and down the stack while no
scene consumes it (`handle` returns False), so a transparent overlay can let clicks through to the
table beneath it. Every scene is updated each frame; drawing starts at the highest `opaque` scene.

A scene tells the App whether the window must be redrawn: `dirty` (something changed once) or
`animating` (it changes every frame: tweens, a "thinking" indicator). When no scene is either,
the App stops redrawing and sleeps, so an idle window costs almost no CPU.

The base class also manages a list of widgets: it lays nothing out itself (subclasses place their
widgets in `resize`), but it forwards input, tracks dirty widgets, draws them in order and moves
keyboard focus with Tab / Shift+Tab; Enter or Space activates the focused widget.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.tween import Tweens
from hoc_desktop.client.ui.widgets.base import ACTIVATE_KEYS, Widget, walk

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App


class Scene:
    """One screen. Subclasses override `resize` (layout), `draw`, and `handle` for their own input."""

    opaque = True

    def __init__(self, app: "App") -> None:
        self.app = app
        self.widgets: list[Widget] = []
        self.tweens = Tweens()
        self._dirty = True
        self.theme_override: Theme | None = None   # a scene drawn inside another's area (a replay's table)

    # ---- state the App reads
    @property
    def theme(self) -> Theme:
        """The window's theme, or the one of the area this scene is drawn in when another scene hosts it."""
        return self.theme_override or self.app.theme

    @property
    def dirty(self) -> bool:
        """True when the scene or one of its widgets changed since it was last drawn."""
        return self._dirty or any(w.dirty for w in walk(self.widgets))

    @dirty.setter
    def dirty(self, value: bool) -> None:
        self._dirty = value
        if not value:
            for widget in walk(self.widgets):
                widget.dirty = False

    @property
    def animating(self) -> bool:
        """True while the scene needs a new frame every tick (running tweens, animated widgets)."""
        return bool(self.tweens) or any(w.animating for w in walk(self.widgets) if w.visible)

    # ---- lifecycle
    def on_enter(self) -> None:
        """Called when the scene is pushed (after its first `resize`)."""

    def on_exit(self) -> None:
        """Called when the scene is popped or replaced."""

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the scene out for a window of `size` (self.theme already matches it)."""
        self.dirty = True

    # ---- frame
    def handle(self, event: pygame.event.Event) -> bool:
        """Offer `event` to the scene; True when consumed (the scenes below do not see it)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.set_focus(None)
        focused = self.focused_widget()
        if focused is not None and event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            focused.activate()
            return True
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                return True
        return False

    def update(self, dt: float) -> None:
        """Advance tweens and widgets by `dt` seconds."""
        self.tweens.update(dt)
        for widget in walk(self.widgets):
            widget.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the widgets; subclasses draw their background first and call this."""
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)

    # ---- keyboard focus
    def focusable_widgets(self) -> list[Widget]:
        return [w for w in walk(self.widgets) if w.focusable and w.visible and w.enabled]

    def focused_widget(self) -> Widget | None:
        for widget in walk(self.widgets):
            if widget.focused:
                return widget
        return None

    def set_focus(self, widget: Widget | None) -> None:
        for other in walk(self.widgets):
            if other.focused and other is not widget:
                other.focused = False
                other.dirty = True
        if widget is not None and not widget.focused:
            widget.focused = True
            widget.dirty = True

    def move_focus(self, step: int) -> None:
        """Focus the next (+1) or previous (-1) focusable widget, wrapping around."""
        chain = self.focusable_widgets()
        if not chain:
            return
        current = self.focused_widget()
        if current in chain:
            self.set_focus(chain[(chain.index(current) + step) % len(chain)])
        else:
            self.set_focus(chain[0] if step > 0 else chain[-1])
