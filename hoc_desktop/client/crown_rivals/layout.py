"""Where everything lies on the Crown Rivals table, for one window size.

Drawn at 1280x720 design pixels and scaled (theme.px), the table reads top to bottom as the game
does: the opponent (Influence, hand and piles, the cards they played and their spades), the market
(deck, five cards, the trash) with the turn panel, your play area and spades, then your hand with
your piles, your Influence and the currency area. The log runs down the right edge.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.ui.theme import Theme

FIELD_WIDTH = 1000          # design pixels left of the log
MARKET_CARD = 92
HAND_CARD = 104
PLAY_CARD = 74
THEIR_CARD = 64


@dataclass(frozen=True)
class CRLayout:
    size: tuple[int, int]
    their_info: pygame.Rect       # name, Influence, hand and piles
    their_play: pygame.Rect       # cards they played this turn
    their_spades: pygame.Rect     # their spades in play, sideways
    market_deck: pygame.Rect
    market: list[pygame.Rect]     # the five slots
    trash: pygame.Rect
    turn_panel: pygame.Rect       # whose turn, the step, the damage pool, a hint
    my_info: pygame.Rect          # your name and Influence
    my_play: pygame.Rect
    my_spades: pygame.Rect
    my_piles: pygame.Rect         # your draw and discard piles
    hand: pygame.Rect
    currency: pygame.Rect         # the drop area to discard for currency, with the total
    actions: pygame.Rect          # the buttons of the card in focus, above the hand
    end_turn: pygame.Rect
    undo: pygame.Rect
    menu: pygame.Rect
    log: pygame.Rect
    market_w: int
    hand_w: int
    play_w: int
    their_w: int

    @property
    def my_side(self) -> pygame.Rect:
        """Everything below the market: a market card dropped here is bought."""
        return pygame.Rect(0, self.my_play.y, self.log.x, self.size[1] - self.my_play.y)

    def hand_rects(self, theme: Theme, count: int) -> list[pygame.Rect]:
        """Your hand's cards, left to right, overlapping when they would not fit."""
        return _row(self.hand.x, self.hand.y, self.hand.width, self.hand_w, face_height(self.hand_w), count,
                    theme.px(8))

    def played_rects(self, theme: Theme, area: pygame.Rect, count: int, width: int) -> list[pygame.Rect]:
        """The cards played this turn in `area`, under its caption."""
        return _row(area.x, _below_caption(theme, area), area.width, width, face_height(width), count, theme.px(6))

    def spade_rects(self, theme: Theme, area: pygame.Rect, count: int, width: int) -> list[pygame.Rect]:
        """Spades in play in `area`, sideways (a card `width` wide turned a quarter)."""
        return _row(area.x, _below_caption(theme, area), area.width, face_height(width), width, count, theme.px(8))


def _below_caption(theme: Theme, area: pygame.Rect) -> int:
    return area.y + theme.line_height("small") + theme.px(4)


def _row(x: int, y: int, room: int, w: int, h: int, count: int, gap: int) -> list[pygame.Rect]:
    """`count` boxes w x h from (x, y), `gap` apart, closer (overlapping) when `room` is short."""
    step = w + gap if count < 2 else min(w + gap, (room - w) // (count - 1))
    return [pygame.Rect(x + i * step, y, w, h) for i in range(count)]


def build_layout(theme: Theme) -> CRLayout:
    def r(x: float, y: float, w: float, h: float) -> pygame.Rect:
        return pygame.Rect(theme.px(x), theme.px(y), theme.px(w), theme.px(h))

    def card_row(x: float, y: float, width: float, count: int, gap: float) -> list[pygame.Rect]:
        return [r(x + i * (width + gap), y, width, width * 1.4) for i in range(count)]

    w, h = theme.size
    log_x = theme.px(FIELD_WIDTH)
    market = card_row(136, 170, MARKET_CARD, 5, 12)
    return CRLayout(
        size=(w, h),
        their_info=r(12, 10, 250, 140),
        their_play=r(274, 10, 400, 140),
        their_spades=r(686, 10, 300, 140),
        market_deck=r(22, 170, MARKET_CARD, MARKET_CARD * 1.4),
        market=market,
        trash=r(672, 170, 74, 74 * 1.4),
        turn_panel=r(760, 158, 228, 152),
        my_info=r(12, 318, 250, 150),
        my_play=r(274, 318, 400, 150),
        my_spades=r(686, 318, 300, 150),
        my_piles=r(12, 478, 250, 170),
        hand=r(274, 520, 540, face_height(HAND_CARD)),
        currency=r(826, 478, 160, 150),
        actions=r(274, 479, 540, 32),
        end_turn=r(826, 636, 160, 40),
        undo=r(12, 676, 120, 34),
        menu=r(142, 676, 120, 34),
        log=pygame.Rect(log_x, theme.px(10), w - log_x - theme.px(10), h - theme.px(20)),
        market_w=theme.px(MARKET_CARD),
        hand_w=theme.px(HAND_CARD),
        play_w=theme.px(PLAY_CARD),
        their_w=theme.px(THEIR_CARD),
    )
