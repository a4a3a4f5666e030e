"""Cards shown as cells the player points at: the base that reports the pointed-at card (so the
screen can show it large), and the market's ten cards as small faces."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art.card_faces import CardFaces, face_height
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets.base import Widget

OnHover = Callable[[CardDef | None, pygame.Rect | None], None]


class CardCells(Widget):
    """Cards drawn in `cells` (placed by the subclass). Pointing at one calls `on_hover(card, cell)`,
    and `on_hover(None, None)` when the pointer leaves them, so the scene can show that card large."""

    def __init__(self, cards: Sequence[CardDef], on_hover: OnHover) -> None:
        super().__init__()
        self.cards = list(cards)
        self.on_hover = on_hover
        self.cells: list[pygame.Rect] = []
        self.hovered: int | None = None

    def index_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i, cell in enumerate(self.cells) if cell.collidepoint(pos)), None)

    def track_hover(self, pos: tuple[int, int]) -> None:
        """Follow the pointer at `pos`: a change of card redraws and is reported to `on_hover`."""
        index = self.index_at(pos)
        if index != self.hovered:
            self.hovered = index
            self.dirty = True
            if index is None:
                self.on_hover(None, None)
            else:
                self.on_hover(self.cards[index], self.cells[index])


class MarketFaces(CardCells):
    """The ten cards of a market as small faces, in as many rows as makes them largest."""

    def __init__(self, faces: CardFaces, on_hover: OnHover) -> None:
        super().__init__((), on_hover)
        self.faces = faces

    def set_cards(self, cards: Sequence[CardDef]) -> None:
        if list(cards) != self.cards:
            self.cards = list(cards)
            self.hovered = None
            self._place()
            self.dirty = True

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self._place()

    @property
    def card_width(self) -> int:
        return self.cells[0].width if self.cells else 0

    def _place(self) -> None:
        if self._theme is None or not self.cards:
            self.cells = []
            return
        gap = self.theme.px(8)
        n = len(self.cards)
        best = (0, 1, n)
        for rows in range(1, n + 1):
            cols = -(-n // rows)
            width = min((self.rect.width - (cols - 1) * gap) // cols,
                        int((self.rect.height - (rows - 1) * gap) / rows / 1.4))
            while width > 1 and rows * face_height(width) + (rows - 1) * gap > self.rect.height:
                width -= 1
            if width > best[0]:
                best = (width, rows, cols)
        width, rows, cols = best
        width = max(1, width)
        height = face_height(width)
        block_w = cols * width + (cols - 1) * gap
        block_h = rows * height + (rows - 1) * gap
        x0 = self.rect.x + (self.rect.width - block_w) // 2
        y0 = self.rect.y + max(0, (self.rect.height - block_h) // 2)
        self.cells = []
        for i in range(n):
            row, col = divmod(i, cols)
            in_row = min(cols, n - row * cols)
            shift = (cols - in_row) * (width + gap) // 2          # a short last row is centred
            self.cells.append(pygame.Rect(x0 + shift + col * (width + gap), y0 + row * (height + gap), width, height))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.track_hover(event.pos)
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        for i, (card, cell) in enumerate(zip(self.cards, self.cells)):
            if cell.width < 8:
                continue
            surface.blit(self.faces.face(card, cell.width, theme.palette.name), cell)
            if i == self.hovered:
                pygame.draw.rect(surface, theme.palette.accent, cell.inflate(theme.px(6), theme.px(6)),
                                 width=max(2, theme.border), border_radius=theme.radius)
