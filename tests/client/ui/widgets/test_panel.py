"""A modal Panel takes all input: nothing under its veil can be clicked."""

from __future__ import annotations

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Panel
from tests.client.helpers_client import click
from tests.client.ui.widgets.scene import WidgetScene


def test_modal_panel_takes_all_input(app: App) -> None:
    # given a button under a transparent scene holding a modal panel with a button inside
    clicks: list[str] = []
    inside = Button("Inside", lambda: clicks.append("inside"))
    panel = Panel("Paused", [inside], modal=True)

    class ModalScene(Scene):
        opaque = False

        def resize(self, size: tuple[int, int]) -> None:
            panel.layout((400, 200, 400, 300), self.theme)
            inside.layout(panel.content_rect.inflate(0, -100), self.theme)
            super().resize(size)

    below_button = Button("Below", lambda: clicks.append("below"))
    app.push(WidgetScene(app, (below_button, (0, 0, 300, 100))))
    modal = ModalScene(app)
    modal.widgets = [panel]
    app.push(modal)
    # when both buttons are clicked
    click(app, (100, 50))                      # on the button under the veil: nothing
    click(app, inside.rect.center)
    # then only the one inside the panel fired
    assert clicks == ["inside"]
    app.draw()
