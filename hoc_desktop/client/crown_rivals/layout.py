"""Where everything lies on the Crown Rivals table, for one window size and text size.

Columns are drawn at 1280x720 design pixels and scaled (theme.px); rows are as tall as their words
need at the chosen text size, and the cards shrink (never below MIN_CARD_SCALE) so that everything
still fits the window: at 200% text on 1280x720 no label runs over a card or a button. The table
reads top to bottom as the game does: the opponent (Influence, the cards they played, their piles
and their spades), the market (deck, five cards, the trash) with the turn panel, your play area
and spades, then your piles, the card's buttons, your hand and the currency area. The log runs
down the right edge, Undo and Menu below it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets.button import fitted_width
from hoc_desktop.i18n import _

FIELD_WIDTH = 1000          # design pixels left of the log
MARKET_CARD = 92
HAND_CARD = 104
PLAY_CARD = 74
THEIR_CARD = 64
ROW = 140                   # design pixels: the least height of an Influence row
MIN_CARD_SCALE = 0.6
PILE_GAP = 10               # design pixels between two of the rival's piles side by side
MY_PILE_GAP = 40            # and between yours, which have more room (and longer captions)


@dataclass(frozen=True)
class CRLayout:
    size: tuple[int, int]
    their_info: pygame.Rect       # name and Influence
    their_play: pygame.Rect       # cards they played this turn
    their_piles: pygame.Rect      # their hand (a count), draw pile and discard pile
    their_spades: pygame.Rect     # their spades in play, sideways
    market_title: pygame.Rect     # the market's one line
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
    zoom_w: int                   # a card shown large

    @property
    def my_side(self) -> pygame.Rect:
        """Everything below the market: a market card dropped here is bought."""
        return pygame.Rect(0, self.my_play.y, self.log.x, self.size[1] - self.my_play.y)

    @property
    def my_draw(self) -> pygame.Rect:
        return _piles(self.my_piles, self.play_w, 2, self.size, MY_PILE_GAP)[0]

    @property
    def my_discard(self) -> pygame.Rect:
        return _piles(self.my_piles, self.play_w, 2, self.size, MY_PILE_GAP)[1]

    @property
    def their_hand(self) -> pygame.Rect:
        return _piles(self.their_piles, self.their_w, 3, self.size)[0]

    @property
    def their_draw(self) -> pygame.Rect:
        return _piles(self.their_piles, self.their_w, 3, self.size)[1]

    @property
    def their_discard(self) -> pygame.Rect:
        return _piles(self.their_piles, self.their_w, 3, self.size)[2]

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


def _piles(box: pygame.Rect, width: int, count: int, size: tuple[int, int], design_gap: int = PILE_GAP
           ) -> list[pygame.Rect]:
    """`count` piles of cards `width` wide side by side, `design_gap` apart, centred in `box`, from
    its top (their captions go below them)."""
    gap = max(2, round(design_gap * size[0] / 1280))
    x = box.centerx - (count * width + (count - 1) * gap) // 2
    return [pygame.Rect(x + i * (width + gap), box.y + gap // 2, width, face_height(width)) for i in range(count)]


def influence_height(theme: Theme) -> int:
    """What a player's Influence needs (pieces.influence): the big number, the track, its line."""
    return theme.line_height("title") + theme.px(14) + theme.line_height("tiny") + theme.px(6)


def build_layout(theme: Theme) -> CRLayout:
    w, h = theme.size
    px = theme.px
    m, gap = px(10), px(8)
    small, tiny = theme.line_height("small"), theme.line_height("tiny")
    row = max(px(ROW), influence_height(theme))
    small_h, body_h = theme.control_height("small"), theme.control_height("body")
    # cards shrink together until the middle column fits: top row, market, your row, buttons, hand
    fixed = 2 * m + 2 * row + small + tiny + small_h + 5 * gap
    room = h - fixed
    scale = max(MIN_CARD_SCALE, min(1.0, room / (face_height(px(MARKET_CARD)) + face_height(px(HAND_CARD)))))
    market_w, hand_w = round(px(MARKET_CARD) * scale), round(px(HAND_CARD) * scale)
    play_w, their_w = round(px(PLAY_CARD) * scale), round(px(THEIR_CARD) * scale)
    market_h, hand_h = face_height(market_w), face_height(hand_w)

    log_x = px(FIELD_WIDTH)
    log_w = w - log_x - m
    undo_w, menu_w = fitted_width(theme, _("Undo"), "U", "small"), fitted_width(theme, _("Menu"), "Esc", "small")
    side_by_side = undo_w + menu_w + gap <= log_w
    buttons_h = small_h if side_by_side else 2 * small_h + gap
    log = pygame.Rect(log_x, m, log_w, h - 2 * m - buttons_h - gap)
    if side_by_side:
        half = (log_w - gap) // 2
        undo = pygame.Rect(log_x, log.bottom + gap, half, small_h)
        menu = pygame.Rect(log_x + half + gap, log.bottom + gap, log_w - half - gap, small_h)
    else:
        undo = pygame.Rect(log_x, log.bottom + gap, log_w, small_h)
        menu = undo.move(0, small_h + gap)

    def cols(y: int, height: int, *widths: int) -> list[pygame.Rect]:
        """Boxes of design widths from the left margin, px(12) apart, the last to the field's edge."""
        out, x = [], px(12)
        for i, width in enumerate(widths):
            right = log_x - px(14) if i == len(widths) - 1 else x + px(width)
            out.append(pygame.Rect(x, y, right - x, height))
            x = right + px(12)
        return out

    their_info, their_play, their_piles, their_spades = cols(m, row, 250, 244, 3 * THEIR_CARD + 40, 0)
    title_y = their_info.bottom + gap
    card_y = title_y + small
    market_deck = pygame.Rect(px(22), card_y, market_w, market_h)
    market = [pygame.Rect(px(136) + i * (market_w + px(12)), card_y, market_w, market_h) for i in range(5)]
    trash_w = round(px(74) * scale)
    trash = pygame.Rect(market[-1].right + px(18), card_y, trash_w, face_height(trash_w))
    market_title = pygame.Rect(px(136), title_y, trash.right - px(136), small)
    market_bottom = card_y + market_h + tiny + px(2)
    panel_x = trash.right + px(14)
    turn_panel = pygame.Rect(panel_x, title_y, log_x - px(14) - panel_x, market_bottom - title_y)
    my_y = market_bottom + gap
    my_info, my_play, my_spades = cols(my_y, row, 250, 400, 0)
    low = my_info.bottom + gap
    end_w = max(px(160), fitted_width(theme, _("End turn"), "E", "body"))
    end_turn = pygame.Rect(log_x - px(14) - end_w, h - m - body_h, end_w, body_h)
    currency = pygame.Rect(end_turn.x, low, end_w, end_turn.y - gap - low)
    hand = pygame.Rect(px(274), h - m - hand_h, currency.x - px(12) - px(274), hand_h)
    actions = pygame.Rect(hand.x, low, hand.width, small_h)
    my_piles = pygame.Rect(px(12), low, px(250), h - m - low)
    return CRLayout(
        size=(w, h), their_info=their_info, their_play=their_play, their_piles=their_piles,
        their_spades=their_spades, market_title=market_title, market_deck=market_deck, market=market, trash=trash,
        turn_panel=turn_panel, my_info=my_info, my_play=my_play, my_spades=my_spades, my_piles=my_piles,
        hand=hand, currency=currency, actions=actions, end_turn=end_turn, undo=undo, menu=menu, log=log,
        market_w=market_w, hand_w=hand_w, play_w=play_w, their_w=their_w,
        zoom_w=min(px(300 * theme.text_scale), (h - 2 * theme.margin) * 10 // 14),
    )
