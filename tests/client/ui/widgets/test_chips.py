"""ChipList shows as many chips as fit and counts the rest."""

from __future__ import annotations

from hoc_desktop.client.ui.app import App
from hoc_desktop.client.ui.widgets import ChipList
from tests.client.ui.widgets.scene import WidgetScene


def test_chip_list_shows_more_when_full(app: App) -> None:
    # given forty chips in a box that holds far fewer
    chips = ChipList([f"Card {i}" for i in range(40)], badges=[str(i % 7) for i in range(40)])
    # when it is laid out, then some are hidden (and counted), not all, and it draws
    app.push(WidgetScene(app, (chips, (100, 100, 300, 80))))
    assert 0 < chips.hidden < 40
    app.draw()
