"""The pointer at the Heart of Crown table: hover (a hand card lifts, a card rests toward its
zoom), press, drag and drop (the kit's one `Drag`), clicks and double-clicks, the activation chips,
the Coin counter you cash in by clicking or dragging it, and the right-click zoom.

A drop emits exactly one command, which the engine accepts or refuses; a refused drop springs back
and shows the engine's reason. A mixin of `TableScene`: it reads the table's board, layout and
session and acts through `issue`; what it needs of the scene beyond the kit's `KitTable` is
declared in its class body."""

from __future__ import annotations

import time
from typing import Any, Callable, Mapping

import pygame

from hoc_desktop.engine import hoc
from hoc_desktop.client.art.card_faces import CardFaces

from hoc_desktop.client.kit.drag import Drag, far
from hoc_desktop.client.kit.pile_viewer import PileViewer
from hoc_desktop.client.hoc.table import hud
from hoc_desktop.client.hoc.table.board import Board, CardSprite
from hoc_desktop.client.hoc.table.layout import TableLayout
from hoc_desktop.client.hoc.table.motions import Motion, Pacer
from hoc_desktop.client.hoc.table.piles import PUBLIC_ZONES, CatalogArt, deck_title, pile_cards
from hoc_desktop.client.hoc.table.targets import (draggable, dropped, intended, meant, nothing_to_do, obvious,
                                              targets)
from hoc_desktop.client.kit.table_scene import KitTable
from hoc_desktop.client.ui.widgets.base import DOUBLE_CLICK_SECONDS
from hoc_desktop.i18n import _

CASH_COIN = ("cash_coin",)       # the command that cashes in one of your Coin counters


class TablePointer(KitTable):
    """The table's answer to the pointer (see the module's words)."""

    # What the pointer reads and changes of the scene (`TableScene` sets and defines them).
    board: Board
    layout: TableLayout
    table: hoc.SeatTable
    pacer: Pacer
    faces: CardFaces
    cards: Mapping[str, hoc.CardDef]
    _press: tuple[CardSprite, tuple[int, int]] | None      # the card pressed and where, before a drag
    _coin_press: tuple[int, int] | None
    _token_under: Any
    _last_click: tuple[Any, float]
    _hover_hand: int | None
    _action_options: Callable[[], tuple[Any, ...]]
    _refresh: Callable[[list[Motion] | None, float], None]     # (motions, glide seconds): the picture placed again

    def chips(self) -> list[tuple[pygame.Rect, str, tuple[Any, ...]]]:
        """The ability buttons on cards: (rect, label, command) for each legal activation."""
        out = []
        spots = self.board.picture.spots
        for option in self._action_options():
            if option[0] in ("activate", "hand_activate") and option[1] in spots:
                label = _("Use")
                out.append((hud.chip_rect(self.theme, self.board.sprites[option[1]].rect, label), label, option))
        return out

    def _motion(self, pos: tuple[int, int]) -> None:
        self.pointer = pos
        if self._coin_press is not None:          # your Coin counter is held
            self.dirty = True
            return
        token = next((t for t in self.board.picture.tokens if t.rect.collidepoint(pos)), None)
        if token != self._token_under:
            self._token_under = token
            self.dirty = True
        if self.drag is not None:
            self.drag.follow(pos)
            self.dirty = True
            return
        if self._press is not None and far(pos, self._press[1]):
            self._begin_drag(*self._press)
            self._press = None
            self._motion(pos)
            return
        sprite = self.board.hit(pos)
        ident, card = (sprite.ident, sprite.key) if sprite is not None and sprite.key is not None else (None, None)
        line = self.log.line_at(pos) if self.log.rect.collidepoint(pos) else None
        if line is not None and self.log.lines[line].card is not None:
            ident, card = ("log", line), self.log.lines[line].card
        if self.zoom.rest_on(ident, card):
            self.dirty = True
        hand = sprite.order if sprite is not None and sprite.zone == ("hand", self.table.seat) else None
        if hand != self._hover_hand:
            self._hover_hand = hand
            self._refresh(None, 0.08)

    def _press_at(self, pos: tuple[int, int]) -> bool:
        if self.zoom.press():
            self.dirty = True
        if self.board.picture.token_at(pos, "coin", self.table.seat) is not None:
            self._coin_press = pos
            return True
        for rect, _label, command in self.chips():
            if rect.collidepoint(pos):
                prompt = self.session.human_prompt()
                if prompt is not None:
                    self.issue(prompt.seat, command)
                return True
        sprite = self.board.hit(pos)
        if sprite is None:
            return False
        self._press = (sprite, pos)
        return True

    def _begin_drag(self, sprite: CardSprite, pos: tuple[int, int]) -> None:
        options = self._action_options()
        if not isinstance(sprite.ident, int) or sprite.key is None:
            return
        found = targets(sprite.ident, options, self.layout, self.board.picture)
        if not found and not draggable(sprite.ident, options) and sprite.zone[0] not in (
                "hand", "kept", "basic", "stack", "princesses"):
            return
        self.drag = Drag(sprite, sprite.zone, sprite.rect.copy(), pos, found)
        self.zoom.close_unpinned()
        self.zoom.forget_hover()
        self._hover_hand = None

    def _release_coin(self, pos: tuple[int, int]) -> None:
        """Your Coin counter let go: on itself (a click), your field or the turn panel cashes one in."""
        self._coin_press = None
        self.dirty = True
        L = self.layout
        if (self.board.picture.token_at(pos, "coin", self.table.seat) or L.field.collidepoint(pos)
                or L.status.collidepoint(pos)):
            self.cash_coin()

    def cash_coin(self) -> None:
        """Cash in one of your Coin counters (a click, a drag or G), or say why not."""
        prompt = self.session.human_prompt()
        if prompt is None:
            self.say(_("It is not your turn to do that."))
        elif not prompt.offers_commands:
            self.say(_("Answer the question first."))
        else:
            self.issue(prompt.seat, CASH_COIN)    # outside your Main Phase the engine says why not

    def _release(self, pos: tuple[int, int]) -> bool:
        if self._coin_press is not None:
            self._release_coin(pos)
            return True
        press, self._press = self._press, None
        drag, self.drag = self.drag, None
        if drag is None:
            if press is not None:
                self._click(press[0])
                return True
            return False
        self.dirty = True
        self._drop(drag, pos)
        self._motion(pos)                 # what is under the pointer now (hover lift, zoom timer)
        return True

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        hit = dropped(pos, drag.targets)
        prompt = self.session.human_prompt()
        if hit is not None and prompt is not None:
            self.issue(prompt.seat, hit.command)
            return
        meant = intended(drag.held.ident, drag.source, pos, self.layout, self.board.picture, self.table.seat)
        if meant is not None:
            if prompt is None or not prompt.offers_commands:
                self.say(_("It is not your turn to do that.") if prompt is None else _("Answer the question first."))
            else:
                self.issue(prompt.seat, meant)
        self._spring_back(drag)

    def _spring_back(self, drag: Drag) -> None:
        sprite = drag.held
        target = sprite.target
        sprite.jump(pygame.Rect(drag.rect.topleft, target.size))
        sprite.glide(target, max(0.12, self.pacer.glide))

    def _click(self, sprite: CardSprite) -> None:
        """A click without a drag: a double-click does the obvious thing; a pile opens its list."""
        now = time.monotonic()
        last, at = self._last_click
        self._last_click = (sprite.ident, now)
        if last == sprite.ident and now - at <= DOUBLE_CLICK_SECONDS and isinstance(sprite.ident, int):
            prompt = self.session.human_prompt()
            command = obvious(sprite.ident, self._action_options()) or meant(sprite.ident, sprite.zone)
            if command is None:
                self.say(nothing_to_do(sprite.zone))
            elif prompt is None:
                self.say(_("It is not your turn to do that."))
            elif not prompt.offers_commands and command not in prompt.options:
                self.say(_("Answer the question first."))
            else:
                self.issue(prompt.seat, command)   # a refused command shows the engine's reason
            return
        self._open_list(sprite.zone)

    def _open_list(self, zone: tuple[str, Any]) -> bool:
        """A click on a pile lists it: a public pile as the seat sees it (piles.py), a face-down
        pile's cards sorted where the session lets the table list them (a finished game's replay
        with all cards face up: `GameSession.deck`). True when the pile is one of those."""
        if zone[0] in PUBLIC_ZONES:
            title, keys = pile_cards(self.table, zone)
        else:
            cards = self.session.deck(zone)
            if cards is None:
                return False
            title, keys = deck_title(self.table, zone), cards
        if keys:
            self.app.push(PileViewer(self.app, title, keys, CatalogArt(self.faces, self.cards)))
        return True

    def _look_pointer(self, event: pygame.event.Event) -> bool:
        """A replay's pointer (kit/table_scene.py `look`): a move rests on a card (and lifts a hand
        card) as at the table, a right-click pins a card large, a click lists a pile."""
        if event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
            return False
        if event.button == 3:
            return self._toggle_zoom(event.pos)
        if event.button != 1:
            return False
        self.zoom.press()
        sprite = self.board.hit(event.pos)
        return sprite is not None and self._open_list(sprite.zone)

    def _toggle_zoom(self, pos: tuple[int, int]) -> bool:
        """Right-click: pin a card's zoom (the same card again, or no card, closes it)."""
        sprite = self.board.hit(pos)
        self.zoom.toggle_pin(sprite.key if sprite is not None else None, self.pointer_right())
        self.dirty = True
        return sprite is not None

    def _zoom_card(self, card: Any) -> None:
        """A question panel's card, shown large while the panel is open."""
        self.zoom.open(card.key, "panel", self.pointer_right())
        self.dirty = True

    def _clear_zoom(self) -> None:
        if self.zoom.close():
            self.dirty = True

    @property
    def zoom_key(self) -> str | None:
        """The card shown large (None: no zoom)."""
        return self.zoom.key
