"""How the Heart of Crown table is painted: the felt, the opponents' headers, your areas' captions,
the board's cards with the playable ones lit, guardians' backs, badges and counters, the card in
focus, activation chips, the turn panel, the held card over its lit targets, the tour's tip, the
toast, and the zoom with its caption. Behind the hot-seat curtain only the curtain is drawn.

A mixin of `TableScene`: it reads the table's picture and never changes the game."""

from __future__ import annotations

from dataclasses import replace

import pygame

from hoc_desktop.client.art.card_faces import face_height, short_names
from hoc_desktop.client.hoc.table import hud
from hoc_desktop.client.kit import hud as kit_hud
from hoc_desktop.client.hoc.table.board import CardSprite
from hoc_desktop.client.hoc.table.felt import felt
from hoc_desktop.client.hoc.table.placement import seats_from
from hoc_desktop.client.hoc.table.turn_hint import turn_hints
from hoc_desktop.client.hoc.table.outskirts import HINT as OUTSKIRTS_HINT, draw_outskirts
from hoc_desktop.client.hoc.table.pointer import CASH_COIN
from hoc_desktop.client.hoc.table.targets import dropped
from hoc_desktop.client.kit.drag import far


class TablePainter:
    """The table's `draw` and its parts (see the module's words)."""

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        L = self.layout
        surface.blit(felt(theme, len(self.session.setup["players"])), (0, 0))
        if self.curtain is not None:
            name = self.session.setup["players"][self.curtain]
            kit_hud.draw_curtain(surface, theme, name, self._curtain_reason())
            return
        self._draw_headers(surface)
        self._draw_own_areas(surface)
        held = self.drag.held.ident if self.drag is not None and self.drag.moved else None
        options = self._action_options()
        if self.drag is None and options:
            usable = {o[1] for o in options if len(o) >= 2}
            kit_hud.draw_playable(surface, theme, [s.rect for ident, s in self.board.sprites.items()
                                               if ident in usable and not s.moving])
        elif self.panel is not None and self.panel.shows_cards:  # e.g. Kunoichi's: kept cards in every Domain
            offered = set(self.panel.prompt.options)
            kit_hud.draw_playable(surface, theme, [s.rect for ident, s in self.board.sprites.items()
                                               if ident in offered and not s.moving])
        self.board.draw(surface, skip=held)
        if held is not None:
            self._draw_card_below(surface, self.drag.held)
        for sprite in self.board.sprites.values():
            if sprite.face_down and sprite.key is not None and not sprite.moving:
                hud.draw_guardian(surface, theme, sprite.rect, short_names(self.card_def(sprite.key).name)[-1])
        if self.table.outskirts:
            draw_outskirts(surface, theme, L.outskirts)
        hud.draw_badges(surface, theme, self.board.picture.badges)
        mine = [t for t in self.board.picture.tokens if t.kind == "coin" and t.seat == self.table.seat]
        hud.draw_tokens(surface, theme, self.board.picture.tokens,
                        lit=mine[0] if mine and CASH_COIN in options and self._coin_press is None else None)
        focused = self.board.sprites.get(self.card_focus)
        if focused is not None and self.drag is None:
            kit_hud.draw_card_focus(surface, theme, focused.rect)
        for rect, label, _command in self.chips():
            hud.chip(surface, theme, rect, label, rect.collidepoint(self.pointer))
        self._draw_status(surface)
        super().draw(surface)
        if self.drag is not None and self.drag.moved:
            over = dropped(self.drag.pos, self.drag.targets)
            kit_hud.draw_targets(surface, theme, [t.rect for t in self.drag.targets], over.rect if over else None)
            sprite = self.drag.held
            image = self.board.surface_for(sprite.key, sprite.target.width)
            surface.blit(image, self.drag.rect.topleft)
            if over is not None:
                kit_hud.pill(surface, theme, over.label, (self.drag.pos[0], self.drag.rect.y - theme.px(12)),
                         theme.palette.accent, theme.palette.text_dark, role="small")
        if self._coin_press is not None and far(self.pointer, self._coin_press) and mine:   # one Coin, carried
            carried = replace(mine[0], rect=mine[0].rect.copy(), number=1)
            carried.rect.center = self.pointer
            hud.draw_tokens(surface, theme, [carried], lit=carried)
        self.tour.draw(surface, theme)
        if self.toasts.showing:
            kit_hud.draw_toast(surface, theme, self.toasts.text, (L.hand.centerx, L.hand.y - theme.px(30)), self.toasts.note)
        if self.app.top is not self:              # a modal overlay (log, menu, dialog) is on top: no zoom nor hint
            return
        if self._token_under in self.board.picture.tokens and self.drag is None and self._coin_press is None:
            hud.draw_token_hint(surface, theme, self._token_under, self._token_under.seat == self.table.seat)
        elif L.outskirts.collidepoint(self.pointer) and self.drag is None:
            kit_hud.draw_hint(surface, theme, OUTSKIRTS_HINT, L.outskirts)
        if self.zoom.key is not None:
            image = self.faces.zoom(self.card_def(self.zoom.key), L.zoom_w, theme.palette.name)
            shown = kit_hud.draw_zoom(surface, theme, image, self.zoom.left, pygame.Rect((0, 0), L.size))
            caption = self.guardian_caption(self.zoom.key)
            if caption:
                kit_hud.draw_zoom_caption(surface, theme, shown, caption)

    def guardian_caption(self, key: str) -> str:
        """Whose guardian the princess `key` is ("Your guardian", "Ann's guardian"), or "" when she
        is none: the zoom shows a guardian's face, and this says she lies face down."""
        seat = next((s.zone[1] for s in self.board.sprites.values() if s.face_down and s.key == key), None)
        if seat is None:
            return ""
        return "Your guardian" if seat == self.table.seat else f"{self.table.players[seat].name}'s guardian"

    def _draw_card_below(self, surface: pygame.Surface, sprite: CardSprite) -> None:
        """While the top card of a Market pile is held, the pile shows the card beneath it (a pile
        with more cards never looks empty)."""
        kind, key = sprite.zone
        t = self.table
        pile = (t.basic.get(key) if kind == "basic" else t.stacks.get(key) if kind == "stack"
                else t.curses if kind == "curses" else t.outskirts if kind == "outskirts" else None)
        if pile and len(pile) > 1 and pile[-2] is not None and pile[-2].key is not None:
            target = sprite.target
            surface.blit(self.board.surface_for(pile[-2].key, target.width), target)

    def _curtain_reason(self) -> str:
        prompt = self.session.prompt()
        if prompt is None or prompt.seat != self.curtain:
            return "You are the next player at the table; the others are still playing."
        if not self.session.game.commands and prompt.offers_commands:
            return "The cards are dealt. It is your turn first."
        if prompt.offers_commands:
            return "It is your turn."
        return "You must decide something during another player's turn."

    def _deciding(self) -> int | None:
        """The seat whose decision the game waits for (an AI may be thinking on another's turn)."""
        prompt = self.session.prompt()
        return prompt.seat if prompt is not None else None

    def _draw_own_areas(self, surface: pygame.Surface) -> None:
        """Your Domain and field: what an empty one is for, and once cards lie there, a label under
        each and a line between them, so a long Domain never seems to run into the field."""
        if not self.table.players:
            return
        me = self.table.seat
        zones = {sprite.zone for sprite in self.board.sprites.values()}
        L = self.layout
        card_h = face_height(L.domain_w)
        hud.draw_area_divider(surface, self.theme, L.domain, L.field)
        if ("domain", me) not in zones:
            hud.draw_empty_caption(surface, self.theme, L.domain, card_h, "Your Domain: back a princess to start it")
        else:
            hud.draw_area_label(surface, self.theme, L.domain, f"Your Domain: {self.table.points(me)} points")
        if ("set_aside", me) in zones:           # the caption just above the set-aside cards
            row = self.board.picture.anchors[("set_aside", me)]
            caption = "Set aside" if self.theme.font("tiny").size("Set aside")[0] <= L.set_aside.width else "Aside"
            hud.draw_area_label(surface, self.theme, pygame.Rect(row.x, row.y - self.theme.px(4), L.set_aside.width, 0),
                                caption)
        if ("field", me) not in zones:
            hud.draw_empty_caption(surface, self.theme, L.field, card_h, "Your field: drag cards here to play them")
        else:
            hud.draw_area_label(surface, self.theme, L.field, "Your field")

    def _draw_headers(self, surface: pygame.Surface) -> None:
        theme = self.theme
        me = self.table.seat
        active = self.table.turn["seat"]
        for index, seat in enumerate(s for s in seats_from(self.table, me) if s != me):
            p = self.table.players[seat]
            hud.draw_opponent_header(surface, theme, self.layout.opponents[index], p.name, self.table.points(seat),
                                     p.declared, p.eliminated, seat == active and self.table.phase != "over",
                                     kit_hud.seat_color(theme, seat), self.session.thinking and seat == self._deciding(),
                                     (len(p.hand), len(p.draw), len(p.discard)))

    def _draw_status(self, surface: pygame.Surface) -> None:
        t = self.table
        if not t.players:
            return
        me = t.seat
        seat = t.turn["seat"]
        mine = seat == me and t.phase != "over"
        name = "Your turn" if mine else f"{t.players[seat].name}'s turn"
        title = f"Turn {t.turn['number']}: {name}" if t.turn["number"] else "Setting up"
        prompt = self.session.human_prompt()
        if t.phase == "over":
            hints = ["The game is over."]
        elif prompt is not None and prompt.offers_commands and not self.pacer.pending:
            hints = turn_hints(prompt.kind, prompt.options)
        elif prompt is not None and not prompt.offers_commands:
            hints = ["Answer the question above your hand.", "Answer the question."]
        elif self.session.thinking and self._deciding() is not None:
            hints = [f"{t.players[self._deciding()].name} is thinking…"]
        else:
            hints = ["Click or press Space to skip the animation.", "Space: skip."] if self.pacer.pending else []
        standing = f"you: {t.points(me)} pts" + (", coronation declared" if t.players[me].declared else "")
        hud.draw_status(surface, self.theme, self.layout.status, title, t.phase, t.turn["coins"], t.turn["plays"],
                        hints, mine, t.overtime, standing)
