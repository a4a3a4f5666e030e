"""The card the player points at on the new-game screen (a market face or a picker chip), shown
large beside the market panel."""

from __future__ import annotations

import pygame

from hoc_desktop.cards.model import CardDef
from hoc_desktop.client.art.card_faces import CardFaces
from hoc_desktop.client.ui.drawing import draw_shadow
from hoc_desktop.client.ui.theme import Theme


class PointedCard:
    """The pointed-at `card` (None: none) and the cell it is pointed at in."""

    def __init__(self) -> None:
        self.card: CardDef | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)

    def follow(self, card: CardDef | None, rect: pygame.Rect | None) -> bool:
        """Point at `card` in `rect` (None, None: at no card); True when that is another card."""
        if card is self.card:
            return False
        self.card = card
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        return True

    def draw(self, surface: pygame.Surface, faces: CardFaces, right: int, theme: Theme) -> None:
        """The card, large, left of `right` (the market panel: over the players, never over the
        cards being pointed at), at the pointed cell's height."""
        if self.card is None:
            return
        h = surface.get_height()
        margin = theme.px(8)
        width = min(theme.px(300), int((h - 2 * margin) / 1.4), max(1, right - 2 * margin))
        image = faces.zoom(self.card, width, theme.palette.name)
        box = image.get_rect()
        box.right = right - theme.px(12)
        box.x = max(margin, box.x)
        box.centery = self.rect.centery
        box.y = max(margin, min(h - box.height - margin, box.y))
        draw_shadow(surface, box, theme, depth=14, alpha=190)
        surface.blit(image, box)
