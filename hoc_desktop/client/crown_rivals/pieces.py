"""How each thing on the Crown Rivals table looks: the cloth, an area's box, a card with its ring, a
pile with its size, a player's Influence, the currency box. Plain functions of what they show (no
scene state), so the table (table.py) only decides what goes where."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Sequence

import pygame

from hoc_desktop.client.crown_rivals.faces import PlayingCardFaces, pip_image
from hoc_desktop.i18n.player_names import YOU, shown_name
from hoc_desktop.client.kit import hud
from hoc_desktop.client.crown_rivals.layout import PILE_GAP
from hoc_desktop.client.ui.drawing import draw_box, fit_text
from hoc_desktop.client.ui.theme import RGB, Theme
from hoc_desktop.engine.crown_rivals.rules import Rules
from hoc_desktop.i18n import _


@lru_cache(maxsize=4)
def cloth(theme: Theme) -> pygame.Surface:
    """The table's cloth: the palette's gradient from top to bottom (one surface per theme)."""
    w, h = theme.size
    p = theme.palette
    surface = pygame.Surface((w, h))
    for y in range(h):
        t = y / max(1, h - 1)
        surface.fill(tuple(round(a + (b - a) * t) for a, b in zip(p.cloth_top, p.cloth_bottom)), (0, y, w, 1))
    return surface


def area(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, label: str, mine: bool = False) -> None:
    """An area's box (yours lighter) with its name in the top-left corner, cut with an ellipsis at
    the box's edge so large text never runs into a neighbour."""
    p = theme.palette
    draw_box(surface, rect, p.table_area if mine else p.table_panel, None, theme)
    room = max(0, rect.width - theme.px(16))
    caption = theme.text(fit_text(label, theme.font("small", True), room), "small", p.slot_text, bold=True)
    surface.blit(caption, (rect.x + theme.px(8), rect.y + theme.px(2)))


def empty_note(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, text: str) -> None:
    """What an empty area is for, wrapped inside `rect` (the room under the area's caption): in
    small text, else tiny, else (very large text in a small window) left out, never cut."""
    for role in ("small", "tiny"):
        image = theme.text(text, role, theme.palette.slot_text, wraplength=max(40, rect.width - theme.px(16)))
        if image.get_height() <= rect.height:
            surface.blit(image, image.get_rect(midleft=(rect.x + theme.px(8), rect.centery)))
            return


def card(surface: pygame.Surface, theme: Theme, faces: PlayingCardFaces, shown: str | None, rect: pygame.Rect,
         ring: RGB | None = None) -> None:
    """One card face up (`shown`) or face down (None), with a ring for focus or a possible move."""
    image = faces.back(rect.width) if shown is None else faces.face(shown, rect.width)
    surface.blit(image, rect)
    if ring is not None:
        grow = theme.px(4)
        pygame.draw.rect(surface, ring, rect.inflate(2 * grow, 2 * grow), width=theme.border + 1,
                         border_radius=faces.radius(rect.width) + grow)


def pile(surface: pygame.Surface, theme: Theme, faces: PlayingCardFaces, rect: pygame.Rect, top: str | None,
         count: int, label: str, face_down: bool, room: int | None = None) -> None:
    """A pile with its size on a pill: a draw pile or the market deck face down, a discard pile or
    the trash showing its top card (`top` None: an outline, its top card drawn by the caller); an
    empty one is an outline. Its caption is cut to `room` pixels (by default the pile's width and
    the gap to a neighbour)."""
    p = theme.palette
    if count and (face_down or top is not None):
        card(surface, theme, faces, None if face_down else top, rect)
    else:
        pygame.draw.rect(surface, p.slot_line, rect, width=theme.border, border_radius=theme.px(6))
    pile_label(surface, theme, rect, count, label, room)


def fan(surface: pygame.Surface, theme: Theme, faces: PlayingCardFaces, rect: pygame.Rect, cards: Sequence[str],
        until: int, label: str) -> None:
    """A hand face up where a face-down pile of it would lie (`rect`): fanned rightward, each
    card's corner index in sight, cut short before `until` (the x where the next pile begins, so
    the fan never reaches into it); its size and caption as a pile's."""
    clip = surface.get_clip()
    surface.set_clip(clip.clip(fan_room(theme, rect, until)))
    for shown, at in zip(cards, fan_rects(rect, len(cards), until)):
        card(surface, theme, faces, shown, at)
    surface.set_clip(clip)
    pile_label(surface, theme, rect, len(cards), label, None)


def fan_room(theme: Theme, rect: pygame.Rect, until: int) -> pygame.Rect:
    """Where a fan from `rect` may be seen: cut short before `until`."""
    return pygame.Rect(rect.x, rect.y, until - theme.px(3) - rect.x, rect.height)


def fan_rects(rect: pygame.Rect, count: int, until: int) -> list[pygame.Rect]:
    """Where each of a fan's `count` cards lies, left to right (the last on top): `fan` draws
    them there and the zoom finds them there."""
    step = 0 if count < 2 else min(rect.width * 2 // 5, (until - rect.x - rect.width // 3) // (count - 1))
    return [rect.move(i * step, 0) for i in range(count)]


def pile_label(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, count: int, label: str,
               room: int | None) -> None:
    """A pile's size on a pill over its foot, and its caption under it cut to `room` pixels."""
    p = theme.palette
    hud.pill(surface, theme, str(count), (rect.centerx, rect.bottom - theme.px(12)), p.pill_dark, p.text, role="small")
    room = rect.width + theme.px(PILE_GAP) if room is None else room
    caption = theme.text(fit_text(label, theme.font("tiny", True), room), "tiny", p.slot_text, bold=True)
    surface.blit(caption, caption.get_rect(midtop=(rect.centerx, rect.bottom + theme.px(2))))


def influence(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, player: Any, you: bool, rules: Rules,
              this_turn: int, last_turn: int) -> None:
    """A player's name, Influence as a big number with how it moved this turn and last, and a
    track from the losing to the winning mark with the start marked; kept inside `rect`."""
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip))
    try:
        _influence(surface, theme, rect, player, you, rules, this_turn, last_turn)
    finally:
        surface.set_clip(clip)


def _influence(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, player: Any, you: bool, rules: Rules,
               this_turn: int, last_turn: int) -> None:
    p = theme.palette
    color = hud.seat_color(theme, player.seat)
    x = rect.x + theme.px(10)
    shown = shown_name(player.name)
    name = theme.text(_("{name} (you)").format(name=shown) if you and player.name != YOU else shown, "body", color,
                      bold=True)
    number = theme.text(str(player.influence), "title", p.text, bold=True)
    full = name.get_height() + number.get_height() + theme.line_height("tiny") + theme.px(13) <= rect.height
    if full:        # the name above the number, "Influence" and the last turn beside it, the ends below
        surface.blit(name, (x, rect.y + theme.px(4)))
        top = rect.y + theme.px(4) + name.get_height()
        surface.blit(number, (x, top - theme.px(4)))
        label_x = x + number.get_width() + theme.px(8)
        words = _("Influence  (last turn {change:+d})").format(change=last_turn) if last_turn else _("Influence")
        label = theme.text(words, "small", p.text_dim, bold=True)
        surface.blit(label, (label_x, top))
        pill_y = top + label.get_height() + theme.px(10)
        track_y = top + number.get_height() - theme.px(2)
    else:           # large text: the name beside the number, one line under the track says the rest
        surface.blit(number, (x, rect.y))
        label_x = x + number.get_width() + theme.px(8)
        surface.blit(name, (label_x, rect.y + (number.get_height() - name.get_height()) // 2))
        pill_y = None
        track_y = rect.y + number.get_height() + theme.px(2)
    if this_turn and pill_y is not None:
        text = _("{change:+d} this turn").format(change=this_turn)
        hud.pill(surface, theme, text, (label_x + hud.pill_size(theme, text, "small")[0] // 2, pill_y),
                 p.good if this_turn > 0 else p.bad, p.text_dark, role="small")
    track = pygame.Rect(x, track_y, rect.width - theme.px(20), theme.px(10))
    low, high = rules.lose_influence, rules.win_influence
    pygame.draw.rect(surface, p.pill_dark, track, border_radius=track.height // 2)
    share = (min(high, max(low, player.influence)) - low) / (high - low)
    pygame.draw.rect(surface, color, (track.x, track.y, round(track.width * share), track.height),
                     border_radius=track.height // 2)
    start = track.x + round(track.width * (rules.starting_influence - low) / (high - low))
    pygame.draw.line(surface, p.text, (start, track.y - theme.px(3)), (start, track.bottom + theme.px(2)),
                     max(1, theme.border // 2))
    if full:
        ends = (theme.text(_("{influence}: loses").format(influence=low), "tiny", p.text_dim),
                theme.text(_("{influence}: wins").format(influence=high), "tiny", p.text_dim))
        surface.blit(ends[0], (track.x, track.bottom + theme.px(1)))
        surface.blit(ends[1], ends[1].get_rect(topright=(track.right, track.bottom + theme.px(1))))
    else:
        words = fit_text(_("Influence"), theme.font("tiny"), track.width)
        surface.blit(theme.text(words, "tiny", p.text_dim), (track.x, track.bottom + theme.px(1)))


def currency_box(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, total: int, hot: bool) -> None:
    """Where hand cards are dropped to spend them, with this turn's currency; `hot` while a held
    card is over it."""
    p = theme.palette
    draw_box(surface, rect, p.panel_raised if hot else p.table_area, p.accent if hot else p.slot_line, theme)
    head = theme.text(_("Currency"), "small", p.text_dim, bold=True)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.y + theme.px(6))))
    number = theme.text(str(total), "title", p.accent, bold=True)
    spot = number.get_rect(center=rect.center)
    spot.top = max(spot.top, rect.y + theme.px(6) + head.get_height())      # large text: below the heading
    surface.blit(number, spot)
    pip = pip_image("D", theme.px(18), p.accent)
    surface.blit(pip, pip.get_rect(midright=(spot.x - theme.px(6), spot.centery)))
    tip = theme.text(_("Drop a hand card here to spend it"), "tiny", p.text_dim, wraplength=rect.width - theme.px(10))
    place = tip.get_rect(midbottom=(rect.centerx, rect.bottom - theme.px(6)))
    if place.top >= spot.bottom:       # large text: the total comes first
        surface.blit(tip, place)


def text_panel(surface: pygame.Surface, theme: Theme, rect: pygame.Rect,
               lines: list[tuple[str, str, RGB, bool]]) -> None:
    """A bordered panel of wrapped lines (text, role, colour, bold), in order, as many whole lines as
    fit (large text leaves the last ones out rather than cut them in half)."""
    p = theme.palette
    draw_box(surface, rect, p.panel, p.border, theme)
    y = rect.y + theme.px(8)
    for text, role, color, bold in lines:
        image = theme.text(text, role, color, bold=bold, wraplength=rect.width - 2 * theme.px(10))
        if y + image.get_height() > rect.bottom - theme.px(4):
            break
        surface.blit(image, (rect.x + theme.px(10), y))
        y += image.get_height() + theme.px(3)
