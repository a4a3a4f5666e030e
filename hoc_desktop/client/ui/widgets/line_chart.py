"""LineChart: succession points by turn, one line per player, drawn with pygame primitives.

Players are told apart by line style and marker shape as well as colour (solid/circle,
dashed/square, dotted/triangle, dash-dot/diamond), so the chart reads without colour vision and in
greyscale. Horizontal reference lines mark thresholds (Coronation at 20, instant win at 30);
vertical `marks` single out turns (a game review's turning points, in the colour of their size).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

import pygame

from hoc_desktop.client.ui.theme import RGB
from hoc_desktop.client.ui.widgets.base import Widget
from hoc_desktop.i18n import N_, _

# dash patterns in line widths (on, off, ...); empty = solid
DASHES: tuple[tuple[float, ...], ...] = ((), (5, 3), (1.2, 2.2), (6, 2.5, 1.2, 2.5))
MARKERS = ("circle", "square", "triangle", "diamond")


@dataclass(frozen=True)
class Series:
    name: str
    values: Sequence[int]


def draw_dashed_polyline(surface: pygame.Surface, color: RGB, points: Sequence[tuple[float, float]],
                         width: int, pattern: Sequence[float]) -> None:
    """A polyline with a dash pattern (lengths in multiples of `width`) that runs on across corners."""
    if len(points) < 2:
        return
    if not pattern:
        pygame.draw.lines(surface, color, False, points, width)
        return
    lengths = [max(1.0, p * width) for p in pattern]
    index, left = 0, lengths[0]
    for (x0, y0), (x1, y1) in zip(points, points[1:]):
        seg = math.hypot(x1 - x0, y1 - y0)
        pos = 0.0
        while pos < seg:
            step = min(left, seg - pos)
            if index % 2 == 0:
                a, b = pos / seg, (pos + step) / seg
                pygame.draw.line(surface, color, (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a),
                                 (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b), width)
            pos += step
            left -= step
            if left <= 1e-6:
                index = (index + 1) % len(lengths)
                left = lengths[index]


def draw_marker(surface: pygame.Surface, color: RGB, center: tuple[float, float], size: int, shape: str,
                outline: RGB) -> None:
    """A filled marker with an outline in the background colour, so crossing lines stay apart."""
    x, y = center
    if shape == "circle":
        pygame.draw.circle(surface, outline, (x, y), size + 1)
        pygame.draw.circle(surface, color, (x, y), size)
        return
    if shape == "square":
        poly = [(x - size, y - size), (x + size, y - size), (x + size, y + size), (x - size, y + size)]
    elif shape == "triangle":
        r = size * 1.3
        poly = [(x, y - r), (x + r * 0.95, y + r * 0.7), (x - r * 0.95, y + r * 0.7)]
    else:
        r = size * 1.35
        poly = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    pygame.draw.polygon(surface, outline, poly, 0)
    pygame.draw.polygon(surface, color, poly, 0)
    pygame.draw.polygon(surface, outline, poly, 1)


class LineChart(Widget):
    """Values per turn for up to four series, with axes, grid, reference lines and a legend."""

    def __init__(self, series: Sequence[Series], x_label: str = N_("Turn"), y_label: str = N_("Points"),
                 references: Sequence[tuple[int, str]] = ()) -> None:
        super().__init__()
        self.series = list(series)
        self.x_label = x_label
        self.y_label = y_label
        self.references = list(references)
        self.marks: list[tuple[int, RGB]] = []        # (x index, colour): a line up the plot at that turn

    def style(self, index: int) -> tuple[RGB, tuple[float, ...], str]:
        """(colour, dash pattern, marker) of series `index`."""
        colors = self.theme.palette.players
        return colors[index % len(colors)], DASHES[index % len(DASHES)], MARKERS[index % len(MARKERS)]

    @property
    def line_width(self) -> int:
        """Series lines: 2.5 design pixels, never under 2 so dash patterns stay visible."""
        return max(2, round(2.5 * self.theme.scale))

    @property
    def marker_size(self) -> int:
        """Marker radius: 4 design pixels, never under 3 so the shapes stay distinguishable."""
        return max(3, round(4 * self.theme.scale))

    def draw_key(self, surface: pygame.Surface, index: int, left: float, y: float, length: int) -> None:
        """Series `index`'s line `length` pixels long from (left, y) with its marker in the middle:
        the legend's sample, also drawn beside each player in the results standings."""
        color, dashes, shape = self.style(index)
        draw_dashed_polyline(surface, color, [(left, y), (left + length, y)], self.line_width, dashes)
        draw_marker(surface, color, (left + length / 2, y), self.marker_size, shape, self.theme.palette.panel)

    def _legend_items(self) -> list[tuple[int, int, int]]:
        """(series index, x, y centre) of each legend entry, flowing into rows across the width."""
        theme = self.theme
        sample, row_h = theme.px(34), theme.line_height("small") + theme.px(4)
        x, y = self.rect.x, self.rect.y + row_h // 2
        out = []
        for i, series in enumerate(self.series):
            width = sample + theme.px(8) + theme.font("small").size(series.name)[0]
            if x > self.rect.x and x + width > self.rect.right:
                x, y = self.rect.x, y + row_h
            out.append((i, x, y))
            x += width + theme.px(24)
        return out

    def _legend_height(self) -> int:
        items = self._legend_items()
        row_h = self.theme.line_height("small") + self.theme.px(4)
        return (items[-1][2] - self.rect.y + row_h // 2) if items else 0

    def _y_max(self) -> int:
        top = max([0, *(v for s in self.series for v in s.values), *(r for r, _words in self.references)])
        return max(5, math.ceil((top + 1) / 5) * 5)

    def plot_rect(self) -> pygame.Rect:
        """The area inside the axes."""
        theme = self.theme
        tiny = theme.line_height("tiny")
        left = theme.font("tiny").size("00")[0] + theme.px(14)
        top = self._legend_height() + theme.px(6) + tiny
        bottom = 2 * tiny + theme.px(8)
        right = theme.px(14)
        return pygame.Rect(self.rect.x + left, self.rect.y + top, self.rect.width - left - right,
                           self.rect.height - top - bottom)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        plot = self.plot_rect()
        turns = max([1, *(len(s.values) for s in self.series)])
        y_max = self._y_max()

        def at(turn: float, value: float) -> tuple[float, float]:
            x = plot.x + (turn / max(1, turns - 1)) * plot.width if turns > 1 else plot.centerx
            return x, plot.bottom - value / y_max * plot.height

        # grid and y axis labels: steps of 5, or of 10 when labels would crowd
        y_step = 5 if plot.height / (y_max / 5) >= 1.4 * theme.line_height("tiny") else 10
        for value in range(0, y_max + 1, y_step):
            y = round(at(0, value)[1])
            pygame.draw.line(surface, p.grid, (plot.x, y), (plot.right, y), 1)
            label = theme.text(str(value), "tiny", p.text_dim)
            surface.blit(label, label.get_rect(midright=(plot.x - theme.px(6), y)))
        taken: list[pygame.Rect] = []
        for value, name in self.references:
            y = round(at(0, value)[1])
            draw_dashed_polyline(surface, p.warn, [(plot.x, y), (plot.right, y)], 1, (6, 4))
            tag = theme.text(name, "tiny", p.warn)
            box = tag.get_rect(midleft=(plot.x + theme.px(8), y)).inflate(theme.px(8), 0)
            if box.collidelist(taken) < 0:      # a label that would cover another is left out
                taken.append(box)
                pygame.draw.rect(surface, p.panel, box, border_radius=theme.px(4))
                surface.blit(tag, tag.get_rect(center=box.center))
        # x ticks: as many labels as fit with a label's width between them
        room = 2 * theme.font("tiny").size(str(turns))[0] + theme.px(8)
        every = max(1, math.ceil(turns / max(1, plot.width // room)))
        for turn in range(0, turns, every):
            x = round(at(turn, 0)[0])
            pygame.draw.line(surface, p.text_dim, (x, plot.bottom), (x, plot.bottom + theme.px(4)), 1)
            label = theme.text(str(turn + 1), "tiny", p.text_dim)
            surface.blit(label, label.get_rect(midtop=(x, plot.bottom + theme.px(6))))
        axis_w = max(1, theme.border)
        pygame.draw.line(surface, p.text_dim, plot.bottomleft, plot.bottomright, axis_w)
        pygame.draw.line(surface, p.text_dim, plot.topleft, plot.bottomleft, axis_w)
        x_title = theme.text(_(self.x_label), "tiny", p.text_dim)
        surface.blit(x_title, x_title.get_rect(midbottom=(plot.centerx, self.rect.bottom)))
        y_title = theme.text(_(self.y_label), "tiny", p.text_dim)
        surface.blit(y_title, y_title.get_rect(bottomleft=(self.rect.x, plot.y - theme.px(2))))
        for turn, color in self.marks:
            if 0 <= turn < turns:
                x = round(at(turn, 0)[0])
                pygame.draw.line(surface, color, (x, plot.y), (x, plot.bottom), max(2, theme.px(2)))
                tip = theme.px(7)
                pygame.draw.polygon(surface, color, [(x - tip, plot.y - tip), (x + tip, plot.y - tip), (x, plot.y)])
        # series: lines first, markers on top
        width, marker = self.line_width, self.marker_size
        every_marker = max(1, math.ceil(turns / max(1, plot.width // (marker * 5))))
        for i, series in enumerate(self.series):
            color, dashes, _shape = self.style(i)
            draw_dashed_polyline(surface, color, [at(t, v) for t, v in enumerate(series.values)], width, dashes)
        for i, series in enumerate(self.series):
            color, _dashes, shape = self.style(i)
            last = len(series.values) - 1
            for t, v in enumerate(series.values):
                if t % every_marker == 0 or t == last:
                    draw_marker(surface, color, at(t, v), marker, shape, p.panel)
        self._draw_legend(surface)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        theme = self.theme
        sample = theme.px(34)
        for i, x, y in self._legend_items():
            self.draw_key(surface, i, x, y, sample)
            name = theme.text(self.series[i].name, "small", theme.palette.text)
            surface.blit(name, name.get_rect(midleft=(x + sample + theme.px(8), y)))
