"""The client's own small widgets (no pygame_gui: its text box is too slow for a game log)."""

from hoc_desktop.client.widgets.base import Widget
from hoc_desktop.client.widgets.button import Button
from hoc_desktop.client.widgets.chips import ChipList
from hoc_desktop.client.widgets.choice import Choice
from hoc_desktop.client.widgets.label import Label
from hoc_desktop.client.widgets.line_chart import LineChart, Series
from hoc_desktop.client.widgets.panel import Panel
from hoc_desktop.client.widgets.scroll_log import LogLine, ScrollLog
from hoc_desktop.client.widgets.scrolled import Scrolled

__all__ = ["Button", "ChipList", "Choice", "Label", "LineChart", "LogLine", "Panel", "ScrollLog", "Scrolled", "Series",
           "Widget"]
