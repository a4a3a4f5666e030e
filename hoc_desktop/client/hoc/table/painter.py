"""How the Heart of Crown table is painted: the felt, the opponents' headers, your areas' captions,
the board's cards with the playable ones lit, guardians' backs, badges and counters, the card in
focus, activation chips, the turn panel, the held card over its lit targets, the tour's tip, the
toast, and the zoom with its caption. Behind the hot-seat curtain only the curtain is drawn.

A part `TableScene` owns and calls: it reads the scene's picture and never changes the game."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from hoc_desktop.client.art.card_faces import face_height, short_names
from hoc_desktop.client.hoc.table import hud
from hoc_desktop.client.kit import hud as kit_hud
from hoc_desktop.client.hoc.table.board import CardSprite
from hoc_desktop.client.hoc.table.felt import felt
from hoc_desktop.client.hoc.table.placement import Token, seats_from
from hoc_desktop.client.hoc.table.turn_hint import turn_hints
from hoc_desktop.client.hoc.table.outskirts import HINT as OUTSKIRTS_HINT, draw_outskirts
from hoc_desktop.client.hoc.table.pointer import CASH_COIN
from hoc_desktop.client.hoc.table.targets import dropped
from hoc_desktop.client.kit.drag import far
from hoc_desktop.i18n.player_names import shown_name
from hoc_desktop.i18n import _

if TYPE_CHECKING:
    from hoc_desktop.client.hoc.table.scene import TableScene


class TablePainter:
    """The table's picture under and over the scene's widgets (see the module's words)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene

    def draw_under_widgets(self, surface: pygame.Surface) -> bool:
        """The felt and the table's cards and marks; behind the curtain only the curtain (False:
        nothing else is to be drawn, widgets included)."""
        scene = self.scene
        theme = scene.theme
        L = scene.layout
        surface.blit(felt(theme, len(scene.session.setup["players"])), (0, 0))
        if scene.curtain is not None:
            name = scene.session.setup["players"][scene.curtain]
            kit_hud.draw_curtain(surface, theme, name, self._curtain_reason())
            return False
        self._draw_headers(surface)
        self._draw_own_areas(surface)
        moved = scene.drag if scene.drag is not None and scene.drag.moved else None
        held = moved.held.ident if moved is not None else None
        options = scene._action_options()
        if scene.drag is None and options:
            usable = {o[1] for o in options if len(o) >= 2}
            kit_hud.draw_playable(surface, theme, [s.rect for ident, s in scene.board.sprites.items()
                                               if ident in usable and not s.moving])
        elif scene.panel is not None and scene.panel.shows_cards:  # e.g. Kunoichi's: kept cards in every Domain
            offered = set(scene.panel.prompt.options)
            kit_hud.draw_playable(surface, theme, [s.rect for ident, s in scene.board.sprites.items()
                                               if ident in offered and not s.moving])
        scene.board.draw(surface, skip=held)
        if moved is not None:
            self._draw_card_below(surface, moved.held)
        for sprite in scene.board.sprites.values():
            if sprite.face_down and sprite.key is not None and not sprite.moving:
                hud.draw_guardian(surface, theme, sprite.rect, short_names(scene.card_def(sprite.key).name)[-1])
        if scene.table.outskirts:
            draw_outskirts(surface, theme, L.outskirts)
        hud.draw_badges(surface, theme, scene.board.picture.badges)
        mine = self._my_coins()
        hud.draw_tokens(surface, theme, scene.board.picture.tokens,
                        lit=mine[0] if mine and CASH_COIN in options and scene._coin_press is None else None)
        focused = scene.board.sprites.get(scene.card_focus)
        if focused is not None and scene.drag is None:
            kit_hud.draw_card_focus(surface, theme, focused.rect)
        for rect, label, _command in scene.chips():
            hud.chip(surface, theme, rect, label, rect.collidepoint(scene.pointer))
        self._draw_status(surface)
        return True

    def _my_coins(self) -> list[Token]:
        """The viewer's Coin counter (none, or one token)."""
        scene = self.scene
        return [t for t in scene.board.picture.tokens if t.kind == "coin" and t.seat == scene.table.seat]

    def draw_over_widgets(self, surface: pygame.Surface) -> None:
        """The held card over its lit targets, a carried Coin, the tour's tip, the toast, and (with no
        overlay on top) the hint of what the pointer rests on and the zoom."""
        scene = self.scene
        theme = scene.theme
        L = scene.layout
        mine = self._my_coins()
        if scene.drag is not None and scene.drag.moved:
            over = dropped(scene.drag.pos, scene.drag.targets)
            kit_hud.draw_targets(surface, theme, [t.rect for t in scene.drag.targets], over.rect if over else None)
            sprite = scene.drag.held
            image = scene.board.surface_for(sprite.key, sprite.target.width)
            surface.blit(image, scene.drag.rect.topleft)
            if over is not None:
                kit_hud.pill(surface, theme, over.label, (scene.drag.pos[0], scene.drag.rect.y - theme.px(12)),
                         theme.palette.accent, theme.palette.text_dark, role="small")
        if scene._coin_press is not None and far(scene.pointer, scene._coin_press) and mine:   # one Coin, carried
            carried = replace(mine[0], rect=mine[0].rect.copy(), number=1)
            carried.rect.center = scene.pointer
            hud.draw_tokens(surface, theme, [carried], lit=carried)
        scene.tour.draw(surface, theme)
        if scene.toasts.showing:
            kit_hud.draw_toast(surface, theme, scene.toasts.text, (L.hand.centerx, L.hand.y - theme.px(30)),
                               scene.toasts.note)
        if not scene.in_front:                      # a modal overlay (log, menu, dialog) is on top: no zoom nor hint
            return
        if scene._token_under in scene.board.picture.tokens and scene.drag is None and scene._coin_press is None:
            hud.draw_token_hint(surface, theme, scene._token_under, scene._token_under.seat == scene.table.seat)
        elif L.outskirts.collidepoint(scene.pointer) and scene.drag is None:
            kit_hud.draw_hint(surface, theme, _(OUTSKIRTS_HINT), L.outskirts)
        if scene.zoom.key is not None:
            image = scene.faces.zoom(scene.card_def(scene.zoom.key), L.zoom_w, theme.palette.name)
            shown = kit_hud.draw_zoom(surface, theme, image, scene.zoom.left, pygame.Rect((0, 0), L.size))
            caption = self.guardian_caption(scene.zoom.key)
            if caption:
                kit_hud.draw_zoom_caption(surface, theme, shown, caption)

    def guardian_caption(self, key: str) -> str:
        """Whose guardian the princess `key` is ("Your guardian", "Ann's guardian"), or "" when she
        is none: the zoom shows a guardian's face, and this says she lies face down."""
        scene = self.scene
        seat = next((s.zone[1] for s in scene.board.sprites.values() if s.face_down and s.key == key), None)
        if seat is None:
            return ""
        if seat == scene.table.seat:
            return _("Your guardian")
        return _("{name}'s guardian").format(name=shown_name(scene.table.players[seat].name))

    def _draw_card_below(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """While the top card of a Market pile is held, the pile shows the card beneath it (a pile
        with more cards never looks empty)."""
        scene = self.scene
        kind, key = sprite.zone
        t = scene.table
        pile = (t.basic.get(key) if kind == "basic" else t.stacks.get(key) if kind == "stack"
                else t.curses if kind == "curses" else t.outskirts if kind == "outskirts" else None)
        if pile and len(pile) > 1 and pile[-2] is not None and pile[-2].key is not None:
            target = sprite.target
            surface.blit(scene.board.surface_for(pile[-2].key, target.width), target)

    def _curtain_reason(self) -> str:
        scene = self.scene
        prompt = scene.session.prompt()
        if prompt is None or prompt.seat != scene.curtain:
            return _("You are the next player at the table; the others are still playing.")
        if not scene.session.commands_played and prompt.offers_commands:
            return _("The cards are dealt. It is your turn first.")
        if prompt.offers_commands:
            return _("It is your turn.")
        return _("You must decide something during another player's turn.")

    def _deciding(self) -> int | None:
        """The seat whose decision the game waits for (an AI may be thinking on another's turn)."""
        scene = self.scene
        prompt = scene.session.prompt()
        return prompt.seat if prompt is not None else None

    def _draw_own_areas(self, surface: pygame.Surface) -> None:
        """Your Domain and field: what an empty one is for, and once cards lie there, a label under
        each and a line between them, so a long Domain never seems to run into the field."""
        scene = self.scene
        if not scene.table.players:
            return
        me = scene.table.seat
        zones = {sprite.zone for sprite in scene.board.sprites.values()}
        L = scene.layout
        card_h = face_height(L.domain_w)
        hud.draw_area_divider(surface, scene.theme, L.domain, L.field)
        if ("domain", me) not in zones:
            hud.draw_empty_caption(surface, scene.theme, L.domain, card_h,
                                   _("Your Domain: back a princess to start it"))
        else:
            hud.draw_area_label(surface, scene.theme, L.domain,
                                _("Your Domain: {points} points").format(points=scene.table.points(me)))
        if ("set_aside", me) in zones:           # the caption just above the set-aside cards
            row = scene.board.picture.anchors[("set_aside", me)]
            caption = _("Set aside")
            if scene.theme.font("tiny").size(caption)[0] > L.set_aside.width:
                caption = _("Aside")
            hud.draw_area_label(surface, scene.theme,
                                pygame.Rect(row.x, row.y - scene.theme.px(4), L.set_aside.width, 0),
                                caption)
        if ("field", me) not in zones:
            hud.draw_empty_caption(surface, scene.theme, L.field, card_h, _("Your field: drag cards here to play them"))
        else:
            hud.draw_area_label(surface, scene.theme, L.field, _("Your field"))

    def _draw_headers(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme = scene.theme
        me = scene.table.seat
        active = scene.table.turn["seat"]
        for index, seat in enumerate(s for s in seats_from(scene.table, me) if s != me):
            p = scene.table.players[seat]
            hud.draw_opponent_header(surface, theme, scene.layout.opponents[index], shown_name(p.name),
                                     scene.table.points(seat),
                                     p.declared, p.eliminated, seat == active and scene.table.phase != "over",
                                     kit_hud.seat_color(theme, seat),
                                     scene.session.thinking and seat == self._deciding(),
                                     (len(p.hand), len(p.draw), len(p.discard)))

    def _draw_status(self, surface: pygame.Surface) -> None:
        scene = self.scene
        t = scene.table
        if not t.players:
            return
        me = t.seat
        seat = t.turn["seat"]
        mine = seat == me and t.phase != "over"
        name = _("Your turn") if mine else _("{name}'s turn").format(name=shown_name(t.players[seat].name))
        title = (_("Turn {turn}: {whose}").format(turn=t.turn["number"], whose=name) if t.turn["number"]
                 else _("Setting up"))
        prompt = scene.session.human_prompt()
        if t.phase == "over":
            hints = [_("The game is over.")]
        elif prompt is not None and prompt.offers_commands and not scene.pacer.pending:
            hints = turn_hints(prompt.kind, prompt.options)
        elif prompt is not None and not prompt.offers_commands:
            hints = [_("Answer the question above your hand."), _("Answer the question.")]
        elif scene.session.thinking and (deciding := self._deciding()) is not None:
            hints = [_("{name} is thinking…").format(name=shown_name(t.players[deciding].name))]
        else:
            hints = [_("Click or press Space to skip the animation."), _("Space: skip.")] if scene.pacer.pending else []
        standing = (_("you: {points} pts, coronation declared") if t.players[me].declared
                    else _("you: {points} pts")).format(points=t.points(me))
        hud.draw_status(surface, scene.theme, scene.layout.status, title, t.phase, t.turn["coins"], t.turn["plays"],
                        hints, mine, t.overtime, standing)
