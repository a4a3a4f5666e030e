"""The client's own small widgets (no pygame_gui: its text box is too slow for a game log)."""

from hoc_desktop.client.ui.widgets.base import Widget
from hoc_desktop.client.ui.widgets.button import Button
from hoc_desktop.client.ui.widgets.chips import ChipList
from hoc_desktop.client.ui.widgets.choice import Choice
from hoc_desktop.client.ui.widgets.label import Label
from hoc_desktop.client.ui.widgets.line_chart import LineChart, Series
from hoc_desktop.client.ui.widgets.panel import Panel
from hoc_desktop.client.ui.widgets.scroll_log import LogLine, ScrollLog
from hoc_desktop.client.ui.widgets.scrolled import Scrolled

__all__ = ["Button", "ChipList", "Choice", "Label", "LineChart", "LogLine", "Panel", "ScrollLog", "Scrolled", "Series",
           "Widget"]
