"""Heart of Crown's words and marks over its table: the turn panel, opponents' name lines, pile
counts, counters, area counters and Taxation tokens, activation chips, your areas' captions and
the marks of a guardian (the Guardians variant). The marks both tables share (pills, drop targets,
the toast, the zoom, the curtain) are the kit's (client/kit/hud.py).

Each function draws one thing from plain values, so the scene stays a list of calls and each look
lives in one place.
"""

from __future__ import annotations

from typing import Iterable, Sequence

import pygame

from hoc_desktop.client.kit.hud import draw_hint, pill, pill_size
from hoc_desktop.client.ui import fonts
from hoc_desktop.client.ui.drawing import draw_box, fit_text
from hoc_desktop.client.hoc.table.placement import Badge, Token
from hoc_desktop.client.ui.theme import RGB, Theme
from hoc_desktop.i18n import N_, _

# words in English, translated where drawn
PHASE_WORDS = {"setup": N_("Setting up"), "main": N_("Main Phase"), "second": N_("Second Phase"),
               "end": N_("End of turn"), "over": N_("Game over")}


def draw_badges(surface: pygame.Surface, theme: Theme, badges: Iterable[Badge]) -> None:
    """Pile counts (under a pile, or as a pill on it, shrunk to the pile's room) and counters on
    cards. A pill that does not fit its room even in the smallest type is left out (the opponent's
    header line says the counts in words)."""
    p = theme.palette
    for badge in badges:
        if badge.kind == "count":
            image = theme.text(badge.text, "tiny", p.text_dim, bold=True)
            surface.blit(image, image.get_rect(center=badge.center))
        elif badge.room and pill_size(theme, badge.text, room=badge.room)[0] > badge.room:
            continue
        elif badge.kind == "counter":
            pill(surface, theme, badge.text, badge.center, p.accent, p.text_dark, room=badge.room)
        else:
            pill(surface, theme, badge.text, badge.center, p.pill_dark, p.text, room=badge.room)



TOKEN_WORDS = {"coin": N_("Coin {number}"), "ore": N_("Ore {number}"), "debt": N_("Debt {number}"),
               "tax": N_("Tax {number}")}



def token_fill(theme: Theme, kind: str) -> RGB:
    """The colour of a token's disc: gold Coins, silver Ore, red Debt and Taxation."""
    p = theme.palette
    return {"coin": p.accent, "ore": p.text_dim}.get(kind, p.bad)



def draw_tokens(surface: pygame.Surface, theme: Theme, tokens: Iterable[Token], lit: Token | None = None) -> None:
    """Each token as a dark lozenge: a coloured disc, then its word and number ("Coin 2"; on a
    Taxation token the price to pay: "Tax 6"), the number alone when the word does not fit. `lit`
    (your Coin counter when you may cash one in) is outlined in gold like a playable card."""
    p = theme.palette
    for token in tokens:
        rect = token.rect
        radius = rect.height // 2
        pygame.draw.rect(surface, p.toast if token.kind == "tax" else p.pill_dark, rect, border_radius=radius)
        outline = p.accent if token is lit or token.kind == "tax" else token_fill(theme, token.kind)
        pygame.draw.rect(surface, outline, rect, width=max(1, theme.border // 2) + (token is lit),
                         border_radius=radius)
        disc = max(3, radius - 3)
        center = (rect.x + radius, rect.centery)
        if token.kind != "tax":
            pygame.draw.circle(surface, token_fill(theme, token.kind), center, disc)
        left = rect.x + (2 * radius if token.kind != "tax" else radius // 2)
        room = rect.right - radius // 2 - left
        for text in (_(TOKEN_WORDS[token.kind]).format(number=token.number), str(token.number)):
            image = theme.text(text, "tiny", p.text, bold=True)
            if image.get_width() <= room or text == str(token.number):
                break
        if image.get_height() > rect.height + 2:
            image = pygame.transform.smoothscale_by(image, (rect.height + 2) / image.get_height())
        box = (image.get_rect(midleft=(left, rect.centery)) if token.kind != "tax"
               else image.get_rect(center=rect.center))
        surface.blit(image, box)



TOKEN_HINTS = {
    "coin": N_("Coin counters: in its owner's Main Phase each one can be cashed in for a coin."),
    "own coin": N_("Your Coin counters: click (or drag to your field, or press G) to cash one in for a coin "
                   "(Main Phase only)."),
    "ore": N_("Ore counters: a Mining Town its owner plays may remove one."),
    "debt": N_("Debt counters: coins their owner gains pay them off first."),
    "tax": N_("Taxation token: buying from this pile costs more, except for whoever played Taxation this turn. "
              "You pay {number}."),
}



def draw_token_hint(surface: pygame.Surface, theme: Theme, token: Token, mine: bool) -> None:
    """What the token under the pointer is, in words, in a box just above it (inside the window)."""
    key = "own coin" if mine and token.kind == "coin" else token.kind
    draw_hint(surface, theme, _(TOKEN_HINTS[key]).format(number=token.number), token.rect)



def draw_status(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, title: str, phase: str, coins: int,
                plays: int, hints: Sequence[str], mine: bool, overtime: bool, standing: str = "") -> None:
    """The turn panel: whose turn, the phase (with `standing`, e.g. your points), coins and plays
    left, and a hint in words: the first of `hints` (longest first) that fits the room left whole,
    so a sentence is never cut (none when none fits)."""
    p = theme.palette
    pad = theme.px(12)
    title_y, phase_y, coins_y, hint_y = _status_rows(theme, rect)
    draw_box(surface, rect, p.panel_raised, p.accent if mine else p.border, theme)
    title = fit_text(title, theme.font("large", True), rect.width - 2 * pad)     # a long name: cut, not spilled
    surface.blit(theme.text(title, "large", p.accent if mine else p.text, bold=True), (rect.x + pad, title_y))
    phase_words = _(PHASE_WORDS[phase]) if phase in PHASE_WORDS else phase
    words = "  ·  ".join(w for w in (phase_words, _("Overtime") if overtime else "", standing) if w)
    words = fit_text(words, theme.font("small"), rect.width - 2 * pad)
    surface.blit(theme.text(words, "small", p.text_dim), (rect.x + pad, phase_y))
    x = rect.x + pad
    for label, value in ((_("Coins"), coins), (_("Plays"), plays)):
        number = theme.text(str(value), "heading", p.text, bold=True)
        caption = theme.text(label, "small", p.text_dim)
        surface.blit(number, (x, coins_y - theme.px(4)))
        surface.blit(caption, (x + number.get_width() + theme.px(5), coins_y + number.get_height()
                               - caption.get_height() - theme.px(7)))
        x += number.get_width() + caption.get_width() + theme.px(22)
    width, height = status_hint_room(theme, rect)
    hint = fitting(theme, hints, width, height)
    if hint is not None:
        surface.blit(theme.text(hint, "tiny", p.text_dim, wraplength=width), (rect.x + pad, hint_y))



def _status_rows(theme: Theme, rect: pygame.Rect) -> tuple[int, int, int, int]:
    """The tops of the turn panel's rows: title, phase, coins and plays, hint."""
    title_y = rect.y + theme.px(6)
    phase_y = title_y + theme.line_height("large")
    coins_y = phase_y + theme.line_height("small") + theme.px(2)
    return title_y, phase_y, coins_y, coins_y + theme.line_height("heading") - theme.px(6)



def status_hint_room(theme: Theme, rect: pygame.Rect) -> tuple[int, int]:
    """The room the turn panel in `rect` leaves its hint: (width, height)."""
    return rect.width - 2 * theme.px(12), rect.bottom - _status_rows(theme, rect)[3] - 2



def fitting(theme: Theme, hints: Sequence[str], width: int, height: int) -> str | None:
    """The first of `hints` that fits whole in `width` x `height` as tiny wrapped text (None: none)."""
    for hint in hints:
        w, h = theme.text(hint, "tiny", theme.palette.text_dim, wraplength=width).get_size()
        if w <= width and h <= height:
            return hint
    return None



def draw_opponent_header(surface: pygame.Surface, theme: Theme, panel: pygame.Rect, name: str, points: int,
                         declared: bool, eliminated: bool, active: bool, color: RGB, thinking: bool,
                         counts: tuple[int, int, int] | None = None) -> None:
    """An opponent's name line: seat colour, name, points, Coronation / turn / thinking marks, and
    at its right end, in words, the counts the pills on their piles show (hand, draw, discard)."""
    p = theme.palette
    pad = theme.px(6)
    y = panel.y + theme.px(3)
    pygame.draw.circle(surface, color, (panel.x + pad + theme.px(5), y + theme.line_height("small") // 2),
                       theme.px(5))
    x = panel.x + pad + theme.px(14)
    label = theme.text(name, "small", p.accent if active else p.text, bold=True)
    surface.blit(label, (x, y))
    x += label.get_width() + theme.px(10)
    pts = theme.text(_("{points} pts").format(points=points), "small", p.text)
    surface.blit(pts, (x, y))
    x += pts.get_width() + theme.px(10)
    marks = []
    if declared:
        marks.append((_("Coronation!"), p.accent, p.text_dark))
    if eliminated:
        marks.append((_("out"), p.bad, p.text))
    if thinking:
        marks.append((_("thinking…"), p.button, p.text))
    elif active:
        marks.append((_("to play"), p.button, p.text))
    for text, fill, ink in marks:
        width = pill_size(theme, text)[0]
        pill(surface, theme, text, (x + width // 2, y + theme.line_height("small") // 2), fill, ink)
        x += width + theme.px(6)
    if counts is not None:
        words = theme.text(_("Hand {hand}   Draw {draw}   Discard {discard}").format(
            hand=counts[0], draw=counts[1], discard=counts[2]), "small", p.text_dim)
        if panel.right - pad - words.get_width() >= x:
            surface.blit(words, (panel.right - pad - words.get_width(), y))
    if active:
        pygame.draw.rect(surface, p.accent, panel, width=theme.border, border_radius=theme.radius)



GUARDIAN = N_("Guardian")


NAME_LINES = 2              # a guardian's name on her back: at most this many lines


MIN_LABEL_PX = 8            # the smallest text on a guardian's back (an opponent's cards are small)



def draw_guardian(surface: pygame.Surface, theme: Theme, card: pygame.Rect, name: str) -> None:
    """A guardian lies face down, but who she is is public (she was taken from the row in view of
    everyone): a dark band across her back says "Guardian" and her name, in tiny text or smaller
    until "Guardian" fits the card's width (as small as the names on an opponent's cards), each
    line cut to that width (the zoom shows her whole)."""
    p = theme.palette
    room = card.width - theme.px(4)
    px = next((px for px in range(theme.text_px("tiny"), MIN_LABEL_PX, -1)
               if fonts.font(px, True).size(_(GUARDIAN))[0] <= room), MIN_LABEL_PX)
    images = [fonts.text_surface(fit_text(_(GUARDIAN), fonts.font(px, True), room), px, p.accent, True)]
    images += [fonts.text_surface(line, px, p.text, False) for line in _wrapped(name, fonts.font(px), room)]
    height = sum(image.get_height() for image in images) + theme.px(4)
    band = pygame.Rect(card.x, card.centery - height // 2, card.width, height)
    pygame.draw.rect(surface, p.pill_dark, band)
    y = band.y + theme.px(2)
    for image in images:
        surface.blit(image, image.get_rect(midtop=(band.centerx, y)))
        y += image.get_height()



def _wrapped(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """`text` in at most NAME_LINES lines of whole words no wider than `width`, the last cut to fit."""
    lines: list[str] = []
    for word in text.split():
        if lines and font.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    lines = lines[:NAME_LINES - 1] + [" ".join(lines[NAME_LINES - 1:])] if len(lines) > NAME_LINES else lines
    return [fit_text(line, font, width) for line in lines]



def chip(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, label: str, hot: bool) -> None:
    """A small button on a card (an activation ability)."""
    p = theme.palette
    draw_box(surface, rect, p.accent_hover if hot else p.accent, p.text_dark, theme, radius=rect.height // 2)
    text = theme.text(label, "tiny", p.text_dark, bold=True)
    surface.blit(text, text.get_rect(center=rect.center))



def chip_rect(theme: Theme, card: pygame.Rect, label: str) -> pygame.Rect:
    """Where the activation button of a card sits: across its upper middle."""
    w = theme.text(label, "tiny", theme.palette.text_dark, bold=True).get_width() + theme.px(14)
    h = theme.line_height("tiny") + theme.px(4)
    return pygame.Rect(card.centerx - w // 2, card.y + card.height * 2 // 5, w, h)



def draw_empty_caption(surface: pygame.Surface, theme: Theme, area: pygame.Rect, card_h: int, text: str) -> None:
    """What an empty area of your side is for ("Your Domain", where to drop cards to play them),
    wrapped to the area's width."""
    image = theme.text(text, "small", theme.palette.slot_text, wraplength=max(40, area.width - theme.px(16)))
    rect = image.get_rect(midleft=(area.x + theme.px(8), area.y + card_h // 2))
    surface.blit(image, rect, area=pygame.Rect(0, 0, area.width - theme.px(8), area.height))



def draw_area_label(surface: pygame.Surface, theme: Theme, area: pygame.Rect, text: str) -> None:
    """The name of one of your areas, small, on the line under its cards (left-aligned)."""
    image = theme.text(text, "tiny", theme.palette.slot_text)
    surface.blit(image, image.get_rect(bottomleft=(area.x + theme.px(2), area.bottom + theme.px(2))),
                 area=pygame.Rect(0, 0, area.width, image.get_height()))



def draw_area_divider(surface: pygame.Surface, theme: Theme, left: pygame.Rect, right: pygame.Rect) -> None:
    """A faint line in the gap between two side-by-side areas (your Domain and your field)."""
    x = (left.right + right.x) // 2
    pygame.draw.line(surface, theme.palette.grid, (x, left.y + theme.px(4)), (x, left.bottom - theme.px(4)),
                     max(1, theme.border))
