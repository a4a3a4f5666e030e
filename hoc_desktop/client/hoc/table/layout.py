"""Where everything sits on the table, computed from the window size and the number of seats.

    +--------------------------------------------------+-----------+
    | opponent | opponent | opponent                   | turn      |
    +--------------------------------------------------+ buttons   |
    | Basic Market  Curses  Outskirts  Supply | row of  |           |
    | Random Market (8 stacks)                | princess|   log     |
    +--------------------------------------------------+           |
    | your Domain                 | your field         |           |
    | draw |        your hand (a fan)          | discard|           |
    +--------------------------------------------------+-----------+

Every length is a share of the window measured in the theme's design pixels (1280x720), so the
table looks the same from 1280x720 to 2560x1440; card widths are whole pixels, so each size of
card face is rendered once and cached. Nothing here draws: the layout is plain rectangles, which
makes it testable and lets the table place sprites, drop targets and hit tests from one source.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from hoc_desktop.client.art.card_faces import SMALLEST_FACE, face_height
from hoc_desktop.client.kit.speeds import SPEED_CHOICES
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.client.ui.widgets.button import fitted_width
from hoc_desktop.i18n import N_, _

SIDEBAR_LABELS = (N_("Declare coronation"), N_("End Main Phase"), N_("End turn"))
"""The labels the sidebar's full-width buttons show: the widest, in the window's language, sizes it."""

BASIC_SLOTS = 5           # City, Large City, Royal Maid, Senator, Duke
STACK_SLOTS = 8           # the Random Market's stacks
LOG_LINES = 6             # the log keeps at least this many lines at any text size
HINT_LINES = 3            # lines of hint in the turn panel, when there is room
FAN_SPREAD = 16.0         # degrees between the outermost cards of the widest hand fan
FAN_DROP = 0.16           # how far the outermost cards sink, as a share of the card's height at t=1


@dataclass
class TableLayout:
    """The rectangles of one table. Card rects are the size the card is drawn at."""

    size: tuple[int, int]
    sidebar: pygame.Rect
    status: pygame.Rect
    buttons: pygame.Rect
    end_phase: pygame.Rect
    declare: pygame.Rect
    undo: pygame.Rect
    speed: pygame.Rect | None        # None with large text on a small window: speed is in Settings then
    log: pygame.Rect
    opponents: dict[int, pygame.Rect]
    market: pygame.Rect
    basic: list[pygame.Rect]
    curses: pygame.Rect
    outskirts: pygame.Rect
    supply: pygame.Rect
    princesses: pygame.Rect          # the whole row; `princess_slot(i, n)` places one card
    princesses_low: pygame.Rect      # the free end of the Random Market's row, for princesses that overflow
    stacks: list[pygame.Rect]
    domain: pygame.Rect
    field: pygame.Rect
    hand: pygame.Rect
    draw: pygame.Rect
    discard: pygame.Rect
    market_w: int
    domain_w: int
    field_w: int
    hand_w: int
    small_w: int                     # cards in an opponent's panel
    opp_header: int                  # height of an opponent panel's name line
    zoom_w: int
    log_role: str                    # the log's text role: "tiny" only when large text leaves no room

    @property
    def counters(self) -> pygame.Rect:
        """Your Coin, Ore and Debt counters (Far East, Moneylender): the column left of your hand,
        between your Domain and your draw pile."""
        return pygame.Rect(self.draw.x, self.domain.bottom, self.hand.x - self.draw.x, self.draw.y - self.domain.bottom)

    @property
    def set_aside(self) -> pygame.Rect:
        """Your set-aside cards (Far East): right of your hand, between your field and your discard pile."""
        return pygame.Rect(self.hand.right, self.field.bottom, self.discard.right - self.hand.right,
                           self.discard.y - self.field.bottom)

    def princess_slot(self, index: int, count: int) -> pygame.Rect:
        """The rect of the `index`-th of `count` princess cards: side by side in the top row; when
        they would overlap there (large text narrows the table), the later ones go to the free end
        of the Random Market's row below, so every princess's name stays readable; overlapping only
        when even two rows are too narrow."""
        w, h = self.market_w, face_height(self.market_w)
        fits = max(1, (self.princesses.width + 6) // (w + 6))
        low = self.princesses_low
        if count > fits and low.width >= w:
            top = fits if count - fits <= (low.width + 6) // (w + 6) else (count + 1) // 2
            row, index, count = (self.princesses, index, top) if index < top else (low, index - top, count - top)
        else:
            row = self.princesses
        step = w if count <= 1 else min(w + 6, (row.width - w) / (count - 1))
        return pygame.Rect(round(row.x + index * step), row.y, w, h)

    def row(self, area: pygame.Rect, count: int, width: int, gap: int, align: str = "left") -> list[pygame.Rect]:
        """`count` cards `width` wide side by side in `area`, overlapping when they do not fit."""
        h = face_height(width)
        if count <= 0:
            return []
        step = width + gap if count * (width + gap) - gap <= area.width else (area.width - width) / max(1, count - 1)
        total = step * (count - 1) + width
        x0 = area.x if align == "left" else area.x + (area.width - total) / 2
        return [pygame.Rect(round(x0 + i * step), area.y, width, h) for i in range(count)]

    def hand_fan(self, count: int, lifted: int | None = None) -> list[tuple[pygame.Rect, float]]:
        """Your hand as a gentle fan: (rect, angle in degrees) per card, left to right. `lifted`:
        the card under the pointer rises and its neighbours make room."""
        if count <= 0:
            return []
        if lifted is not None and not 0 <= lifted < count:
            lifted = None                  # the hovered card has just left the hand
        w, h = self.hand_w, face_height(self.hand_w)
        area = self.hand
        step = min(w * 0.92, (area.width - w) / max(1, count - 1)) if count > 1 else 0
        total = step * (count - 1) + w
        x0 = area.x + (area.width - total) / 2
        spread = min(FAN_SPREAD, 3.2 * (count - 1))
        rise = fan_overhang(w, h)          # the lowest tilted corner stays on the hand area's bottom
        out = []
        for i in range(count):
            t = (i / (count - 1) - 0.5) if count > 1 else 0.0
            angle = -t * spread
            drop = abs(t) ** 2 * h * FAN_DROP
            x = x0 + i * step
            y = area.bottom - h + drop - rise
            if lifted is not None:
                if i == lifted:
                    y -= h * 0.22
                elif count > 1 and step < w * 0.9:
                    x += (w * 0.9 - step) * (0.5 if i > lifted else -0.5)
            out.append((pygame.Rect(round(x), round(y), w, h), 0.0 if i == lifted else angle))
        return out


def fan_overhang(w: int, h: int) -> float:
    """How far the outermost card of the widest fan reaches below the bottom of its upright
    rectangle: its drop plus what its tilt adds (drawn rotated about its centre). The whole fan
    rises by this, the same for every hand size, so no card is cut at the window's bottom."""
    tilt = math.radians(FAN_SPREAD / 2)
    return h * FAN_DROP / 4 + (h * math.cos(tilt) + w * math.sin(tilt) - h) / 2


def build_layout(theme: Theme, seats: int) -> TableLayout:
    """The table for a window of `theme.size` with `seats` players (2-4)."""
    W, H = theme.size
    px = theme.px
    m = px(10)
    gap = px(8)
    # The sidebar grows with the text scale: its widest label must fit, its heights follow the lines.
    label_w = max(theme.font("body", True).size(_(label))[0] for label in SIDEBAR_LABELS) + px(90)
    side_w = min(max(px(300), label_w), W * 2 // 5)
    sidebar = pygame.Rect(W - side_w - m, m, side_w, H - 2 * m)
    status_top = theme.line_height("large") + theme.line_height("small") + theme.line_height("heading") + px(14)
    status = pygame.Rect(sidebar.x, sidebar.y, side_w, status_top)   # its hint lines are decided below
    # End phase, Declare, then Undo with the speed selector beside it; when large text leaves no room
    # beside Undo, the selector goes (Settings has it) so the log keeps some lines
    bh, sh, bgap = theme.control_height("body"), theme.control_height("small"), px(6)
    top = status.bottom + gap
    end_phase = pygame.Rect(sidebar.x, top, side_w, bh)
    declare = pygame.Rect(sidebar.x, end_phase.bottom + bgap, side_w, bh)
    undo_w = max(theme.font("small", True).size(_("Undo"))[0] + px(64), fitted_width(theme, _("Undo"), "U", "small"))
    speed_w = max(theme.font("small", True).size(_(label))[0] for label in SPEED_CHOICES.values()) + 2 * sh
    third = declare.bottom + bgap
    if undo_w + bgap + speed_w <= side_w:
        undo = pygame.Rect(sidebar.x, third, undo_w, sh)
        speed: pygame.Rect | None = pygame.Rect(undo.right + bgap, third, side_w - undo_w - bgap, sh)
    else:
        undo, speed = pygame.Rect(sidebar.x, third, side_w, sh), None
    # the turn panel gives up hint lines (and the log its text size) until the log shows LOG_LINES
    below = undo.bottom - status.bottom + gap     # the buttons and the gaps around them
    for log_role, hint_lines in [("small", n) for n in range(HINT_LINES, 0, -1)] + [("tiny", 1)]:
        status_h = status_top + hint_lines * theme.line_height("tiny")
        if sidebar.height - status_h - below - gap >= LOG_LINES * theme.line_height(log_role) + px(16):
            break
    shift = status_h - status.height
    status = pygame.Rect(sidebar.x, sidebar.y, side_w, status_h)
    end_phase, declare, undo = (r.move(0, shift) for r in (end_phase, declare, undo))
    speed = speed.move(0, shift) if speed is not None else None
    buttons = end_phase.unionall([declare, undo])
    log = pygame.Rect(sidebar.x, buttons.bottom + gap, side_w, sidebar.bottom - buttons.bottom - gap)

    main = pygame.Rect(m, m, sidebar.x - 2 * m, H - 2 * m)
    opp_h = px(150)
    others = seats - 1
    opp_w = (main.width - gap * (others - 1)) // max(1, others)
    opponents = {i: pygame.Rect(main.x + i * (opp_w + gap), main.y, opp_w, opp_h) for i in range(others)}

    # The market: two rows of cards, each with a count line under it.
    count_h = theme.line_height("tiny")
    market_top = main.y + opp_h + gap
    market_w = min(px(64), (main.width - 9 * gap) // 12)
    card_h = face_height(market_w)
    row_h = card_h + count_h + px(2)
    market = pygame.Rect(main.x, market_top, main.width, 2 * row_h + gap)
    x = main.x
    basic = []
    for _slot in range(BASIC_SLOTS):
        basic.append(pygame.Rect(x, market_top, market_w, card_h))
        x += market_w + gap
    x += gap
    curses = pygame.Rect(x, market_top, market_w, card_h)
    x += market_w + gap
    outskirts = pygame.Rect(x, market_top, market_w, card_h)
    x += market_w + gap
    supply = pygame.Rect(x, market_top, market_w, card_h)
    x += market_w + 2 * gap
    princesses = pygame.Rect(x, market_top, main.right - x, card_h)
    y2 = market_top + row_h + gap
    stacks = [pygame.Rect(main.x + i * (market_w + gap), y2, market_w, card_h) for i in range(STACK_SLOTS)]
    low_x = max(stacks[-1].right + 2 * gap, princesses.x)
    princesses_low = pygame.Rect(low_x, y2, max(0, main.right - low_x), card_h)

    # Your side: Domain and field above the hand; draw pile left of the hand, discard right.
    own_top = market.bottom + gap
    domain_w = min(px(62), market_w)
    domain_h = face_height(domain_w) + count_h
    domain = pygame.Rect(main.x, own_top, main.width // 2 - gap, domain_h)
    field_w = domain_w
    field = pygame.Rect(domain.right + gap, own_top, main.right - domain.right - gap, domain_h)
    hand_top = domain.bottom + gap
    hand_h = main.bottom - hand_top
    hand_w = max(px(72), min(px(116), round(hand_h / 1.4 / 0.96)))     # the fan rises a little (fan_overhang)
    pile_w = market_w
    draw = pygame.Rect(main.x, main.bottom - face_height(pile_w) - count_h, pile_w, face_height(pile_w))
    discard = pygame.Rect(main.right - pile_w, draw.y, pile_w, face_height(pile_w))
    hand = pygame.Rect(draw.right + 2 * gap, hand_top, discard.x - draw.right - 4 * gap, hand_h)
    opp_header = theme.line_height("small") + px(6)
    small_w = max(SMALLEST_FACE, px(30), (opp_h - opp_header - px(14)) // 2 * 10 // 14)
    zoom_w = min(px(300 * theme.text_scale), (H - 2 * m) * 10 // 14)     # large text: a larger zoom
    return TableLayout((W, H), sidebar, status, buttons, end_phase, declare, undo, speed, log, opponents, market,
                       basic, curses, outskirts, supply, princesses, princesses_low, stacks, domain, field, hand,
                       draw, discard, market_w, domain_w, field_w, hand_w, small_w, opp_header, zoom_w, log_role)
