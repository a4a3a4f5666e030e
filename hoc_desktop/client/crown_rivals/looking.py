"""Looking without acting at the Crown Rivals table: a card shown large and a public pile's list,
with the shared kit's Zoom and PileViewer (client/kit/), exactly as at the Heart of Crown table.

* resting the pointer on a face-up card for a moment shows it large until the pointer moves on;
* a right-click on a card pins it large (again, or Esc: hide it), as Z does the card in focus
  (the table kit's focus.py);
* a click on a discard pile (yours or your rival's) or on the trash lists its cards, and in a
  finished game's replay with all cards face up, a click on a draw pile or the market deck lists
  its cards sorted (`GameSession.deck`);
* a question panel's card hovered or right-clicked there shows large while the panel is open.

Only what the viewer's SeatView shows face up can be looked at: the rival's hand (unless all
cards are face up), the draw piles and the market deck are backs and counts, never a card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from hoc_desktop.client.crown_rivals.layout import CRLayout
from hoc_desktop.client.crown_rivals.pieces import fan_rects, fan_room
from hoc_desktop.client.crown_rivals.piles import deck_name, face_down_piles, pile_cards, public_piles
from hoc_desktop.client.kit.pile_viewer import PileViewer, sorted_title
from hoc_desktop.client.kit import hud
from hoc_desktop.client.ui.theme import Theme
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    from hoc_desktop.client.crown_rivals.table import CrownRivalsTable

Spot = tuple[str, str, pygame.Rect]      # (zone, card, rect)


def face_up_spots(view: SeatView, L: CRLayout, theme: Theme) -> list[Spot]:
    """Every face-up card of the viewer's table and where it lies, topmost last: the hand, the
    market, both play areas and spades, and the top card of each public pile."""
    me, them = view.me, view.them
    hand = me.hand or ()
    out: list[Spot] = [("hand", c, r) for c, r in zip(hand, L.hand_rects(theme, len(hand)))]
    out += [("market", c, r) for c, r in zip(view.market, L.market) if c is not None]
    out += [("played", c, r) for c, r in zip(me.play, L.played_rects(theme, L.my_play, len(me.play), L.play_w))]
    out += [("played", s.spade, r) for s, r in zip(me.supporters, L.spade_rects(theme, L.my_spades,
                                                                                   len(me.supporters), L.play_w))]
    out += [("their_played", c, r) for c, r in zip(them.play, L.played_rects(theme, L.their_play, len(them.play),
                                                                             L.their_w))]
    out += [("their_spades", s.spade, r)
            for s, r in zip(them.supporters, L.spade_rects(theme, L.their_spades, len(them.supporters), L.their_w))]
    if them.hand is not None:                     # all cards face up: the rival's hand is fanned
        room = fan_room(theme, L.their_hand, L.their_draw.x)
        out += [("their_hand", c, r.clip(room)) for c, r in zip(them.hand, fan_rects(L.their_hand, len(them.hand),
                                                                                    L.their_draw.x))]
    for zone, rect in public_piles(view, L):
        cards = pile_cards(view, zone)[1]
        if cards:
            out.append(("pile", cards[0], rect))
    return out


class Looking:
    """The table's zoom and pile lists (see the module docstring). The table tells it where the
    pointer is and of each press, asks it first for a right-click, Z and Esc, and draws it last."""

    def __init__(self, table: "CrownRivalsTable") -> None:
        self.table = table
        self.zoom = table.zoom                  # the table kit's one zoom

    def _spots(self) -> Sequence[Spot]:
        t = self.table
        return () if t.curtain is not None else face_up_spots(t.view(), t.layout, t.theme)

    def card_at(self, pos: tuple[int, int]) -> Spot | None:
        """The face-up card under `pos` (the topmost), if any."""
        return next((spot for spot in reversed(self._spots()) if spot[2].collidepoint(pos)), None)

    def _right(self, x: int) -> bool:
        return x >= self.table.layout.size[0] // 2

    def motion(self, pos: tuple[int, int]) -> bool:
        """The pointer moved: it now rests on a card, or on none; True when the picture changes."""
        spot = self.card_at(pos)
        return self.zoom.rest_on(spot[1] if spot else None, spot[1] if spot else None)

    def right_click(self, pos: tuple[int, int]) -> bool:
        """Pin the card under the pointer large (the same again, or no card: hide it)."""
        spot = self.card_at(pos)
        self.zoom.toggle_pin(spot[1] if spot else None, self._right(pos[0]))
        return spot is not None

    def panel_card(self, card: str) -> None:
        """A question panel's card (hovered or right-clicked there), large while the panel is open."""
        self.zoom.open(card, "panel", self._right(self.table.pointer[0]))
        self.table.dirty = True

    def press(self, pos: tuple[int, int]) -> bool:
        """A left press: any zoom closes; on a public pile, its list opens (True)."""
        self.zoom.press()
        t = self.table
        if t.curtain is not None:
            return False
        view = t.view()
        for zone, rect in public_piles(view, t.layout):
            if rect.collidepoint(pos):
                title, cards = pile_cards(view, zone)
                self._list(title, cards)
                return True
        for zone, rect in face_down_piles(view, t.layout):
            listed = t.session.deck(zone)
            if listed is not None and rect.collidepoint(pos):
                name = deck_name(view, zone)
                self._list(sorted_title(name) if listed else name, listed)
                return True
        return False

    def _list(self, title: str, cards: list[str]) -> None:
        """A pile's cards in the pile viewer, or words saying it is empty."""
        t = self.table
        if cards:
            t.app.push(PileViewer(t.app, title, cards, t.faces))
        else:
            t.say(_("{pile} is empty.").format(pile=title))

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        """The card shown large, if any, on the side away from where the pointer was."""
        L = self.table.layout
        if self.zoom.key is not None:
            image = self.table.faces.zoom(self.zoom.key, L.zoom_w)
            hud.draw_zoom(surface, theme, image, self.zoom.left, pygame.Rect((0, 0), L.size))
