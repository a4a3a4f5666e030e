"""Heart of Crown's part of the results screen (scenes/results.py draws the rest): the standings
with every Domain, and a chart of each player's succession points by turn.

It reads only a `GameSummary` (plain data). Players keep the same colour, line style and marker in
the standings and the chart.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

import pygame

from hoc_desktop.client.art.emblems import crown
from hoc_desktop.client.scenes.results import ResultsPart
from hoc_desktop.client.summary import GameSummary
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets import ChipList, LineChart, Panel, Series, Widget
from hoc_desktop.i18n import N_, _
from hoc_desktop.i18n.player_names import shown_name

REFERENCES = ((20, N_("Coronation 20")), (30, N_("Instant win 30")))
ORDINALS = (N_("1st"), N_("2nd"), N_("3rd"), N_("4th"))
CHIP_ROLES = ("body", "small")


def header_height(theme: Theme) -> int:
    """The height of a standings line (place, name, points) above the Domain chips."""
    return theme.line_height("large") + theme.px(4)


def domain_chips(names: Sequence[str]) -> list[str]:
    """A Domain (card names, most valuable first) as chip texts, copies grouped: "Duke ×3"."""
    counts = Counter(names)
    return [name + (f" ×{counts[name]}" if counts[name] > 1 else "") for name in counts]


class PlayerBlock(Widget):
    """One line of the standings: place, the player's chart style, name, points, and the Domain."""

    def __init__(self, summary: GameSummary, seat: int, place: int, chart: LineChart) -> None:
        super().__init__()
        self.summary = summary
        self.seat = seat
        self.place = place
        self.chart = chart
        self.winner = seat in summary.winners
        self.domain = ChipList(domain_chips(summary.domains[seat]) or [_("(empty Domain)")])

    @property
    def children(self) -> Sequence[Widget]:
        return (self.domain,)

    def indent(self) -> int:
        """Where the name starts: after the widest place ("4th")."""
        return self.theme.font("body", True).size("4th")[0] + self.theme.px(14)

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        """Place the Domain chips under the name."""
        super().layout(rect, theme)
        top = self.rect.y + header_height(theme) + theme.px(2)
        indent = self.indent()
        self.domain.layout((self.rect.x + indent, top, self.rect.width - indent, self.rect.bottom - top), theme)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        y = self.rect.y + header_height(theme) // 2
        place = theme.text(_(ORDINALS[self.place]), "body", p.accent if self.winner else p.text_dim, bold=True)
        surface.blit(place, place.get_rect(midleft=(self.rect.x, y)))
        x = self.rect.x + self.indent()
        sample = theme.px(26)
        self.chart.draw_key(surface, self.seat, x, y, sample)
        x += sample + theme.px(10)
        name = theme.text(shown_name(self.summary.players[self.seat]), "large", p.text, bold=True)
        surface.blit(name, name.get_rect(midleft=(x, y)))
        if self.winner:
            icon = crown(theme.px(30), p)
            surface.blit(icon, icon.get_rect(midleft=(x + name.get_width() + theme.px(10), y)))
        points = theme.text(_("{points} points").format(points=self.summary.scores[self.seat]), "large",
                            p.accent if self.winner else p.text, bold=True)
        surface.blit(points, points.get_rect(midright=(self.rect.right, y)))
        self.domain.draw(surface)


class HeartOfCrownResults(ResultsPart):
    """Heart of Crown's part of the results screen: the standings (place, name, points, Domain),
    and a chart of each player's succession points by turn."""

    chart: LineChart

    def __init__(self, summary: GameSummary) -> None:
        super().__init__(summary)
        lines = [Series(shown_name(name), points) for name, points in zip(summary.players, summary.points_by_turn)]
        self.chart = LineChart(lines,
                               references=[(value, _(words)) for value, words in REFERENCES])
        self.blocks = [PlayerBlock(summary, seat, place, self.chart)
                       for place, seat in enumerate(summary.standings())]
        self.standings = Panel(_("Standings"), self.blocks)
        self.chart_panel = Panel(_("Succession points by turn"), [self.chart])

    @property
    def children(self) -> Sequence[Widget]:
        return (self.standings, self.chart_panel)

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        """Lay out with panel titles; drop them when the chart would be too short to read
        (large text scales on a small window)."""
        super().layout(rect, theme)
        if self._layout(compact=False) < theme.px(220):
            self._layout(compact=True)

    def _layout(self, compact: bool) -> int:
        """Place the two panels side by side; returns the height left for the chart's plot."""
        theme = self.theme
        self.standings.title = "" if compact else _("Standings")
        self.chart_panel.title = "" if compact else _("Succession points by turn")
        x0, top, full_w, body_h = self.rect
        gap = theme.gap
        left_w = round(full_w * 0.47)
        self.standings.layout((x0, top, left_w, body_h), theme)
        self.chart_panel.layout((x0 + left_w + theme.px(20), top, full_w - left_w - theme.px(20), body_h), theme)
        self.chart.layout(self.chart_panel.content_rect, theme)
        inner = self.standings.content_rect
        most = header_height(theme) + 3 * (theme.line_height("body") + theme.px(14))
        block_h = min(most, (inner.height - gap * (len(self.blocks) - 1)) // max(1, len(self.blocks)))
        for role in CHIP_ROLES:                 # one chip size for every Domain, the largest that fits all
            for i, block in enumerate(self.blocks):
                block.domain.roles = (role,)
                block.layout((inner.x, inner.y + i * (block_h + gap), inner.width, block_h), theme)
            if not any(block.domain.hidden for block in self.blocks):
                break
        return self.chart.plot_rect().height

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        p = self.theme.palette
        for upper, lower in zip(self.blocks, self.blocks[1:]):
            y = (upper.rect.bottom + lower.rect.y) // 2
            pygame.draw.line(surface, p.grid, (upper.rect.x, y), (upper.rect.right, y), 1)
