"""The Random market's card picker: every Common card of the card sets in play as a chip the
player clicks to ban, require or free it."""

from __future__ import annotations

from typing import Callable, Sequence

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.hoc.new_game.card_cells import CardCells, OnHover
from hoc_desktop.client.ui import fonts
from hoc_desktop.client.ui.drawing import fit_text
from hoc_desktop.client.ui.theme import Theme

BANNED, REQUIRED = "banned", "required"

class CardPicker(CardCells):
    """Every Common card as a chip; a click calls `on_click(key)`. `states[key]` is BANNED or
    REQUIRED; `drawn` are the cards of the current market (outlined in gold). The chips flow in the
    largest text that fits; when even tiny text does not, they stand in a grid with shortened names
    (pointing at one shows the whole card)."""

    def __init__(self, cards: Sequence[CardDef], on_click: Callable[[str], None], on_hover: OnHover) -> None:
        super().__init__(cards, on_hover)
        self.on_click = on_click
        self.states: dict[str, str] = {}
        self.drawn: set[str] = set()
        self.labels: list[str] = []
        self.px = 12

    def set_cards(self, cards: Sequence[CardDef]) -> None:
        """Offer `cards` (the Commons of other card sets), placed anew once laid out."""
        if list(cards) != self.cards:
            self.cards = list(cards)
            self.hovered = None
            if self._theme is not None:
                self._place()
            self.dirty = True

    def set_state(self, states: dict[str, str], drawn: Sequence[str]) -> None:
        if states != self.states or set(drawn) != self.drawn:
            self.states = dict(states)
            self.drawn = set(drawn)
            self.dirty = True

    def layout(self, rect: pygame.Rect | tuple[int, int, int, int], theme: Theme) -> None:
        super().layout(rect, theme)
        self._place()

    def _chip(self, px: int, text: str) -> tuple[int, int]:
        theme = self.theme
        w, h = fonts.font(px).size(text)
        h += 2 * theme.px(3)
        return w + 2 * theme.px(9) + h, h                    # text, padding and the cost coin

    def _place(self) -> None:
        theme = self.theme
        gap = theme.px(6)
        for role in ("body", "small", "tiny"):
            px = theme.text_px(role)
            cells = self._flow(px, gap)
            if cells is not None:
                self.px, self.cells, self.labels = px, cells, [c.name for c in self.cards]
                return
        self._grid(gap)

    def _flow(self, px: int, gap: int) -> list[pygame.Rect] | None:
        x, y = self.rect.x, self.rect.y
        cells = []
        for card in self.cards:
            w, h = self._chip(px, card.name)
            if w > self.rect.width:
                return None
            if x > self.rect.x and x + w > self.rect.right:
                x, y = self.rect.x, y + h + gap
            if y + h > self.rect.bottom:
                return None
            cells.append(pygame.Rect(x, y, w, h))
            x += w + gap
        return cells

    def _grid(self, gap: int) -> None:
        """Columns of equal cells, the font as large as the rows allow (names cut to fit)."""
        theme = self.theme
        n = len(self.cards)
        best: tuple[float, int] | None = None
        for cols in range(2, 8):
            rows = -(-n // cols)
            cell_h = (self.rect.height - (rows - 1) * gap) // rows
            cell_w = (self.rect.width - (cols - 1) * gap) // cols
            px = min(theme.text_px("tiny"), int(cell_h / 1.45))
            if px < 8 or cell_w < 4 * px:
                continue
            shown = sum(min(1.0, (cell_w - 2 * theme.px(9) - cell_h) / max(1, fonts.font(px).size(c.name)[0]))
                        for c in self.cards)
            score = shown * px
            if best is None or score > best[0]:
                best = (score, cols)
        cols = best[1] if best is not None else 3
        rows = -(-n // cols)
        cell_h = max(1, (self.rect.height - (rows - 1) * gap) // rows)
        cell_w = max(1, (self.rect.width - (cols - 1) * gap) // cols)
        self.px = max(8, min(theme.text_px("tiny"), int(cell_h / 1.45)))
        font = fonts.font(self.px)
        self.cells, self.labels = [], []
        for i, card in enumerate(self.cards):
            row, col = divmod(i, cols)
            cell = pygame.Rect(self.rect.x + col * (cell_w + gap), self.rect.y + row * (cell_h + gap), cell_w, cell_h)
            self.cells.append(cell)
            self.labels.append(fit_text(card.name, font, cell_w - 2 * theme.px(9) - cell_h))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.track_hover(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is None:
                return False
            if self.enabled:
                self.on_click(self.cards[index].key)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        thin = max(1, theme.border // 2)
        for i, (card, cell, label) in enumerate(zip(self.cards, self.cells, self.labels)):
            state = self.states.get(card.key)
            radius = cell.height // 2
            if state == REQUIRED:
                fill, text_color, border, width = p.accent, p.text_dark, p.accent_pressed, thin
            elif state == BANNED:
                fill, text_color, border, width = p.button_disabled, p.text_disabled, p.bad, thin
            else:
                fill, text_color = p.chip, p.text
                drawn = card.key in self.drawn
                border, width = (p.accent, thin + max(1, theme.border // 2)) if drawn else (p.grid, thin)
            if i == self.hovered:
                r, g, b = fill
                fill = (min(255, r + 18), min(255, g + 18), min(255, b + 18))
            pygame.draw.rect(surface, fill, cell, border_radius=radius)
            pygame.draw.rect(surface, border, cell, width=width, border_radius=radius)
            # the cost coin
            coin_r = max(3, (cell.height - theme.px(6)) // 2)
            center = (cell.x + theme.px(3) + coin_r, cell.centery)
            pygame.draw.circle(surface, p.text_dark if state == REQUIRED else p.accent, center, coin_r)
            cost = fonts.text_surface(str(card.cost), max(8, min(self.px, int(coin_r * 1.5))),
                                      p.accent if state == REQUIRED else p.text_dark, True)
            surface.blit(cost, cost.get_rect(center=center))
            text = fonts.text_surface(label, self.px, text_color, state == REQUIRED)
            left = center[0] + coin_r + theme.px(5)
            room = cell.right - theme.px(8) - left
            if text.get_width() > room:
                text = text.subsurface((0, 0, max(1, room), text.get_height()))
            box = text.get_rect(midleft=(left, cell.centery))
            surface.blit(text, box)
            if state == BANNED:                                 # struck out: not only a colour
                pygame.draw.line(surface, p.bad, (box.x - theme.px(2), cell.centery),
                                 (box.right + theme.px(2), cell.centery), max(2, theme.border))
