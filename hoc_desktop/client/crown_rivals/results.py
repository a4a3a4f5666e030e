"""The end of a Crown Rivals game: its summary (who won and how), and its part of the results
screen (scenes/results.py draws the rest): both Influence totals, and Influence by turn on the line
chart Heart of Crown's results use (with the goal and the start as reference lines). It reads only
a CRSummary (plain data)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

import pygame

from hoc_desktop.client.scenes.results import ResultsPart
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import Label, LineChart, Panel, Series, Widget
from hoc_desktop.engine.crown_rivals.rules import load_rules
from hoc_desktop.i18n.player_names import YOU, shown_name
from hoc_desktop.i18n import N_, _


@dataclass(frozen=True)
class CRSummary:
    """A finished Crown Rivals game. `winner` is a seat, or None when the turn safeguard stopped it;
    `by_turn[seat]` is that seat's Influence at the end of every turn."""

    players: list[str]
    winner: int | None
    reason: str
    influence: list[int]
    by_turn: list[list[int]]

    def headline(self) -> str:
        if self.winner is None:
            return _("No winner")
        name = self.players[self.winner]
        return _("You win!") if name == YOU else _("{name} wins!").format(name=shown_name(name))

    def reason_text(self) -> str:
        rules = load_rules()
        if self.winner is None:
            return _("The game reached its turn limit, and nobody won.")
        who = self.players[self.winner]
        if self.reason == "influence_zero":
            loser = self.players[1 - self.winner]
            return _("{name}'s Influence fell to {points} or below.").format(name=shown_name(loser),
                                                                                 points=rules.lose_influence)
        if who == YOU:
            return _("You raised your Influence to {points} or more.").format(points=rules.win_influence)
        return _("{name} raised their Influence to {points} or more.").format(name=shown_name(who),
                                                                                      points=rules.win_influence)


class CrownRivalsResults(ResultsPart):
    """Crown Rivals' part of the results screen: both Influence totals, and Influence by turn."""

    max_width = 1000
    chart: LineChart

    def __init__(self, summary: CRSummary) -> None:
        super().__init__(summary)
        rules = load_rules()
        scores = "   ·   ".join(_("{name}: {value} Influence").format(name=shown_name(name), value=value)
                                   for name, value in zip(summary.players, summary.influence))
        self.scores = Label(scores, "large", bold=True, align="center")
        lines = [Series(shown_name(name), values) for name, values in zip(summary.players, summary.by_turn)]
        self.chart = LineChart(lines,
                               y_label=N_("Influence"),
                               references=((rules.win_influence, _("{points} wins").format(points=rules.win_influence)),
                                           (rules.starting_influence, _("Start"))))
        self.chart_panel = Panel(_("Influence by turn"), [self.chart])

    @property
    def children(self) -> Sequence[Widget]:
        return (self.scores, self.chart_panel)

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        """The totals in one line, the chart under them."""
        super().layout(rect, theme)
        x0, top, full_w, height = self.rect
        self.scores.layout((x0, top, full_w, theme.line_height("large")), theme)
        chart_top = self.scores.rect.bottom + theme.px(16)
        self.chart_panel.layout((x0, chart_top, full_w, top + height - chart_top), theme)
        self.chart.layout(self.chart_panel.content_rect, theme)
