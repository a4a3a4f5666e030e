"""The end of a Crown Rivals game: who won and how, both Influence totals, and Influence by turn on
the line chart Heart of Crown's results use (with the 0 and 100 goals as reference lines).
*Play again* and *Title* call the callbacks given. It reads only a CRSummary (plain data)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from hoc_desktop.client.art.emblems import backdrop
from hoc_desktop.client.ui.scene import Scene
from hoc_desktop.client.ui.widgets import Button, Label, LineChart, Panel, Series
from hoc_desktop.engine.crown_rivals.rules import load_rules

if TYPE_CHECKING:
    from hoc_desktop.client.ui.app import App


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
            return "No winner"
        name = self.players[self.winner]
        return "You win!" if name == "You" else f"{name} wins!"

    def reason_text(self) -> str:
        rules = load_rules()
        if self.winner is None:
            return "The game reached its turn limit, and nobody won."
        who = self.players[self.winner]
        if self.reason == "influence_zero":
            loser = self.players[1 - self.winner]
            return f"{loser}'s Influence fell to {rules.lose_influence} or below."
        their = "your" if who == "You" else "their"
        return f"{who} raised {their} Influence to {rules.win_influence} or more."


class CrownRivalsResults(Scene):
    """The results of one Crown Rivals game."""

    def __init__(self, app: "App", summary: CRSummary, on_play_again: Callable[[], None],
                 on_title: Callable[[], None]) -> None:
        super().__init__(app)
        rules = load_rules()
        self.summary = summary
        self.headline = Label(summary.headline(), "title", bold=True, align="center")
        self.reason = Label(summary.reason_text(), "body", align="center")
        scores = "   ·   ".join(f"{name}: {value} Influence" for name, value in zip(summary.players, summary.influence))
        self.scores = Label(scores, "large", bold=True, align="center")
        self.chart = LineChart([Series(name, values) for name, values in zip(summary.players, summary.by_turn)],
                               y_label="Influence",
                               references=((rules.win_influence, f"{rules.win_influence} wins"),
                                           (rules.starting_influence, "Start")))
        self.chart_panel = Panel("Influence by turn", [self.chart])
        self.title_button = Button("Title", on_title, hotkey=pygame.K_ESCAPE, hotkey_label="Esc")
        self.again = Button("Play again", on_play_again, hotkey=pygame.K_RETURN, hotkey_label="Enter",
                            style="primary")
        self.widgets = [self.headline, self.reason, self.scores, self.chart_panel, self.title_button, self.again]

    def resize(self, size: tuple[int, int]) -> None:
        theme = self.theme
        w, h = size
        margin = theme.margin
        full_w = min(w - 2 * margin, theme.px(1000))
        x0 = (w - full_w) // 2
        self.headline.layout((0, margin - theme.px(8), w, theme.line_height("title")), theme)
        self.headline.color = theme.palette.accent
        self.reason.layout((x0, self.headline.rect.bottom, full_w, theme.line_height("body")), theme)
        self.reason.color = theme.palette.text_dim
        self.scores.layout((x0, self.reason.rect.bottom + theme.px(8), full_w, theme.line_height("large")), theme)
        button_h = theme.control_height("large")
        button_w = theme.px(200) + theme.font("large", True).size("Play again")[0]
        bottom = h - margin - button_h
        self.title_button.layout((x0, bottom, button_w, button_h), theme)
        self.again.layout((x0 + full_w - button_w, bottom, button_w, button_h), theme)
        top = self.scores.rect.bottom + theme.px(16)
        self.chart_panel.layout((x0, top, full_w, bottom - theme.px(20) - top), theme)
        self.chart.layout(self.chart_panel.content_rect, theme)
        super().resize(size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(backdrop(self.theme), (0, 0))
        super().draw(surface)
