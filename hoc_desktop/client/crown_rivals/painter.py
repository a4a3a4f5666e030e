"""How the Crown Rivals table is painted, from the viewer's SeatView alone: the rival's side
(Influence, played cards, face-down hand and draw pile, discard, spades), the market with its
deck and the trash, the turn panel, your side with its currency box and hand, the held card, the
toast, the tour's tip and the card shown large. Behind the hot-seat curtain only the curtain.

A part `CrownRivalsTable` owns and calls: it reads the view and never changes the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from hoc_desktop.client.art.card_faces import face_height
from hoc_desktop.client.crown_rivals import pieces, words
from hoc_desktop.client.crown_rivals.layout import influence_height
from hoc_desktop.client.kit.pile_viewer import possessive
from hoc_desktop.client.kit import hud
from hoc_desktop.client.ui.drawing import draw_box, draw_shadow, fit_text
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.card_words import suit_name
from hoc_desktop.engine.crown_rivals.cards import values as values_of
from hoc_desktop.engine.crown_rivals.state import STEP_PLAY
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.i18n import N_, _, pgettext

if TYPE_CHECKING:
    from hoc_desktop.client.crown_rivals.table import CrownRivalsTable


HINTS = {
    "play": N_("Drag cards up to play them, to Currency to spend them. Drag market cards down to buy."),
    "buy": N_("Spend cards in Currency, drag market cards down to buy, then End turn."),
}
SPADES_OF_YOURS = N_("A spade you play stays here and shields your Influence from club damage.")
SPADES_OF_THEIRS = N_("None: your clubs reach {whose} Influence directly.")


class CRPainter:
    """The table's picture under and over the scene's widgets (see the module's words)."""

    def __init__(self, scene: CrownRivalsTable) -> None:
        self.scene = scene

    def draw_under_widgets(self, surface: pygame.Surface) -> bool:
        """The cloth, both sides, the market and the turn panel; behind the curtain only the curtain
        (False: nothing else is to be drawn, widgets included)."""
        scene = self.scene
        theme = scene.theme
        surface.blit(pieces.cloth(theme), (0, 0))
        if scene.curtain is not None:
            name = scene.session.setup["players"][scene.curtain]
            hud.draw_curtain(surface, theme, name, words.curtain_reason(scene.session.prompt()))
            return False
        view = scene.view()
        self._draw_opponent(surface, view)
        self._draw_market(surface, view)
        self._draw_turn_panel(surface, view)
        self._draw_mine(surface, view)
        return True

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """The held card, the toast, the tour's tip and what is looked at (a card large, a pile's list)."""
        scene = self.scene
        theme = scene.theme
        if scene.drag is not None:
            draw_shadow(surface, scene.drag.rect, theme, depth=10)
            surface.blit(scene.faces.face(scene.drag.held, scene.drag.rect.width), scene.drag.rect)
        if scene.toasts.showing:
            hud.draw_toast(surface, theme, scene.toasts.text,
                           (scene.layout.log.x // 2, scene.layout.actions.y - theme.px(24)),
                           scene.toasts.note)
        scene.tour.draw(surface, theme)
        scene.looking.draw(surface, theme)

    def _draw_opponent(self, surface: pygame.Surface, view: SeatView) -> None:
        scene = self.scene
        theme, L = scene.theme, scene.layout
        them = view.them
        pieces.area(surface, theme, L.their_info, "")
        self._influence(surface, L.their_info, them, False)
        pieces.area(surface, theme, L.their_play, _("Played this turn"))
        self._draw_played(surface, view, them, L.their_play, L.their_w)
        pieces.area(surface, theme, L.their_piles, "")
        if them.hand is None:
            pieces.pile(surface, theme, scene.faces, L.their_hand, None, them.hand_size, _("Hand"), face_down=True)
        else:                                 # all cards face up (a finished game's replay)
            pieces.fan(surface, theme, scene.faces, L.their_hand, them.hand, L.their_draw.x, _("Hand"))
        pieces.pile(surface, theme, scene.faces, L.their_draw, None, them.draw_size, pgettext("pile", "Draw"),
                    face_down=True)
        self._discard_pile(surface, L.their_discard, them.discard, pgettext("pile", "Discard"))
        self._draw_spades(surface, L.their_spades, them, _("Their spades (shields)"), L.their_w)

    def _draw_played(self, surface: pygame.Surface, view: SeatView, player: Any, area: pygame.Rect,
                     width: int) -> None:
        """The cards a player played this turn; a boosted one carries its boosted value on a pill."""
        scene = self.scene
        theme, L = scene.theme, scene.layout
        p = theme.palette
        boosted = {x.card: x.value for x in view.turn.played} if view.turn.seat == player.seat else {}
        printed = values_of(scene.rules)
        for card, rect in zip(player.play, L.played_rects(theme, area, len(player.play), width)):
            self._face(surface, card, rect)
            if card in boosted and boosted[card] != printed[card]:
                now = _("now {value}").format(value=boosted[card])
                hud.pill(surface, theme, now, (rect.centerx, rect.bottom - theme.px(10)), p.accent,
                         p.text_dark, role="small")

    def _draw_spades(self, surface: pygame.Surface, area: pygame.Rect, player: Any, label: str, width: int) -> None:
        """A player's spades in play, sideways, each with its diamond's corner showing beneath and
        its shield value; a spade your damage can clear now is ringed."""
        scene = self.scene
        theme, L = scene.theme, scene.layout
        p = theme.palette
        mine = area is L.my_spades
        pieces.area(surface, theme, area, label, mine=mine)
        if not player.supporters:
            empty = _(SPADES_OF_YOURS if mine else SPADES_OF_THEIRS).format(whose=possessive(player.name))
            top = L.spade_rects(theme, area, 1, width)[0].y
            pieces.empty_note(surface, theme, pygame.Rect(area.x, top, area.width, area.bottom - top - theme.px(4)),
                              empty)
        aimed = scene.focused_card()
        removable = {o[1] for o in (scene._mine() or _NO_PROMPT).options if o[0] == "remove"}
        for sup, rect in zip(player.supporters, L.spade_rects(theme, area, len(player.supporters), width)):
            if sup.diamond is not None:             # the diamond lies under its spade, its corner showing
                under = pygame.Rect(rect.x + theme.px(10), rect.y + theme.px(14), width, face_height(width))
                under = scene.glides.at(sup.diamond, under)
                surface.blit(scene.faces.face(sup.diamond, width), under, area=pygame.Rect(
                    0, 0, width, max(0, area.bottom - under.y)))
            surface.blit(scene.faces.sideways(sup.spade, width), scene.glides.at(sup.spade, rect))
            if sup.spade == aimed:
                hud.draw_card_focus(surface, theme, rect)
            elif sup.spade in removable:            # your damage pool can clear it: click it
                pygame.draw.rect(surface, p.accent, rect.inflate(theme.px(8), theme.px(8)), width=theme.border + 1,
                                 border_radius=theme.px(8))
            shield = _("shield {value}").format(value=sup.value)
            if hud.pill_size(theme, shield, "tiny")[0] > rect.width:      # large text: the number alone
                shield = str(sup.value)
            pill_w, pill_h = hud.pill_size(theme, shield, "tiny")      # on the card's lower edge, inside the area
            at = (max(rect.centerx, area.x + pill_w // 2), min(rect.bottom + theme.px(2), area.bottom - pill_h // 2))
            hud.pill(surface, theme, shield, at, p.pill_dark, p.text, role="tiny")

    def _draw_market(self, surface: pygame.Surface, view: SeatView) -> None:
        scene = self.scene
        theme, L = scene.theme, scene.layout
        p = theme.palette
        left = L.market_deck.x - theme.px(10)
        band = pygame.Rect(left, L.market_title.y - theme.px(2), L.market_title.right + theme.px(10) - left,
                           L.turn_panel.bottom - L.market_title.y + theme.px(2))
        draw_box(surface, band, p.table_panel, None, theme)
        title = fit_text(_("Market: cost = value; drag a card down to buy it"), theme.font("small", True),
                         L.market_title.width)
        surface.blit(theme.text(title, "small", p.slot_text, bold=True), L.market_title)
        pieces.pile(surface, theme, scene.faces, L.market_deck, None, view.market_deck_size, _("Deck"), face_down=True)
        focus = scene.focused_card()
        buys = {o[1] for o in (scene._mine() or _NO_PROMPT).options if o[0] == "buy"}
        for card, rect in zip(view.market, L.market):
            if card is None:
                pygame.draw.rect(surface, p.slot_line, rect, width=theme.border, border_radius=theme.px(6))
            elif not (scene.drag is not None and scene.drag.held == card):
                self._face(surface, card, rect, ring=p.focus if card == focus else p.accent if card in buys else None)
        self._discard_pile(surface, L.trash, view.trash, _("Trash"))

    def _draw_turn_panel(self, surface: pygame.Surface, view: SeatView) -> None:
        """Whose turn, which step, the damage waiting and the active player's currency, and a hint."""
        scene = self.scene
        p = scene.theme.palette
        turn = view.turn
        mine = turn.seat == view.seat
        who = _("Your turn") if mine else _("{whose} turn").format(whose=possessive(view.players[turn.seat].name))
        step = _("Playing cards") if turn.step == STEP_PLAY else _("Buying")
        heading = _("Turn {number}  ·  {step}").format(number=turn.number, step=step)
        lines = [(who, "body", p.accent, True), (heading, "small", p.text, True)]
        if scene.session.thinking:
            lines.append((_("Thinking..."), "small", p.text_dim, False))
        if turn.pool:
            lines.append((_("Damage waiting: {pool} (spades block it)").format(pool=turn.pool), "small", p.warn, True))
        if turn.currency and not mine:
            lines.append((_("Currency to spend: {currency}").format(currency=turn.currency), "small", p.text, True))
        if mine and view.result is None:
            lines.append((_(HINTS[turn.step]) if turn.step in HINTS else "", "tiny", p.text_dim, False))
        pieces.text_panel(surface, scene.theme, scene.layout.turn_panel, lines)

    def _draw_mine(self, surface: pygame.Surface, view: SeatView) -> None:
        scene = self.scene
        theme, L = scene.theme, scene.layout
        p = theme.palette
        me = view.me
        pieces.area(surface, theme, L.my_info, "", mine=True)
        self._influence(surface, L.my_info, me, True)
        bonus = _(", ").join(_("{suit} {count}").format(suit=suit_name(s), count=n)
                             for s, n in view.turn.bonuses.items() if n) if view.turn.seat == view.seat else ""
        if bonus and L.my_info.height >= influence_height(theme) + theme.line_height("tiny"):   # else: the log says it
            line = theme.text(_("Bonuses this turn: {bonuses}").format(bonuses=bonus), "tiny", p.text_dim)
            surface.blit(line, (L.my_info.x + theme.px(10), L.my_info.bottom - line.get_height() - theme.px(6)))
        pieces.area(surface, theme, L.my_play, _("Your play area: drop a card here to play it"), mine=True)
        if scene.drag is not None and scene.drag.source == "hand":      # where the held card can go
            for target in (L.my_play, L.currency):
                pygame.draw.rect(surface, p.accent, target, width=theme.border, border_radius=theme.radius)
        self._draw_played(surface, view, me, L.my_play, L.play_w)
        self._draw_spades(surface, L.my_spades, me, _("Your spades (shields)"), L.play_w)
        room = L.my_discard.x - L.my_draw.x
        pieces.pile(surface, theme, scene.faces, L.my_draw, None, me.draw_size, _("Draw pile"), face_down=True,
                    room=room)
        self._discard_pile(surface, L.my_discard, me.discard, pgettext("pile", "Discard"), room)
        hot = scene.drag is not None and scene.drag.source == "hand" and L.currency.collidepoint(scene.pointer)
        pieces.currency_box(surface, theme, L.currency, view.turn.currency if view.turn.seat == view.seat else 0, hot)
        focus = scene.focused_card()
        playable = {o[1] for o in (scene._mine() or _NO_PROMPT).options if o[0] == "play"}
        for card, rect in zip(me.hand or (), L.hand_rects(theme, len(me.hand or ()))):
            if scene.drag is not None and scene.drag.held == card:
                pygame.draw.rect(surface, p.slot_line, rect, width=theme.border, border_radius=theme.px(6))
                continue
            lifted = rect.move(0, -theme.px(10)) if card == focus else rect
            self._face(surface, card, lifted, ring=p.focus if card == focus else p.accent if card in playable else None)

    def _face(self, surface: pygame.Surface, card: str, rect: pygame.Rect, ring: Any = None) -> None:
        """A card face up at its place, or on its way there (glide.py)."""
        scene = self.scene
        pieces.card(surface, scene.theme, scene.faces, card, scene.glides.at(card, rect), ring)

    def _discard_pile(self, surface: pygame.Surface, rect: pygame.Rect, cards: Sequence[str], label: str,
                      room: int | None = None) -> None:
        """A face-up pile (a discard pile, the trash): its place and size, its top card arriving (a
        click lists it: looking.py)."""
        scene = self.scene
        pieces.pile(surface, scene.theme, scene.faces, rect, None, len(cards), label, face_down=False, room=room)
        if cards:
            self._face(surface, cards[-1], rect)
            hud.pill(surface, scene.theme, str(len(cards)), (rect.centerx, rect.bottom - scene.theme.px(12)),
                     scene.theme.palette.pill_dark, scene.theme.palette.text, role="small")

    def _influence(self, surface: pygame.Surface, rect: pygame.Rect, player: Any, you: bool) -> None:
        scene = self.scene
        this, last = scene.changes
        pieces.influence(surface, scene.theme, rect, player, you, scene.rules, this[player.seat], last[player.seat])


_NO_PROMPT = Prompt(seat=-1, kind="none", text="", options=())
