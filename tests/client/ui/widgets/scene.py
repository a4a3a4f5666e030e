"""A scene that holds widgets at fixed places, so each widget test drives the real App loop."""

from __future__ import annotations

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets.base import Widget


class WidgetScene(Scene):
    """Holds the widgets under test at fixed places."""

    def __init__(self, app: App, *placed: tuple[Widget, tuple[int, int, int, int]]) -> None:
        super().__init__(app)
        self.placed = placed
        self.widgets = [widget for widget, _ in placed]

    def resize(self, size: tuple[int, int]) -> None:
        for widget, rect in self.placed:
            widget.layout(rect, self.theme)
        super().resize(size)
