"""The keyboard at the Heart of Crown table: its keys (keys.py, dispatched here) and the card in
focus: Left/Right within a row, Up/Down between rows (your hand; your field and Domain; the Random
Market; the Basic Market, piles and princesses; the opponents), Enter does the obvious thing, K
keeps, Z zooms. The ring that moves and the zoom are the table kit's (kit/focus.py); this table
gives its rows and what Enter and K do. A mixin of `TableScene`: it acts through `issue` like a click;
what it needs of the scene beyond the kit's `KitTable` is declared in its class body."""

from __future__ import annotations

from typing import Any, Callable, ClassVar

import pygame

from hoc_desktop.engine import hoc

from hoc_desktop.client.hoc.table.board import Board, CardSprite
from hoc_desktop.client.kit.focus import Spot, neighbour
from hoc_desktop.client.hoc.table.keys import action_for
from hoc_desktop.client.hoc.table.targets import nothing_to_do, obvious
from hoc_desktop.client.kit.table_scene import ARROW_ACTIONS, KitTable


class CardFocus(KitTable):
    """The table's keys and its card in focus (see the module's words)."""

    # What the keys read of the scene (`TableScene` sets and defines them; TablePointer `_clear_zoom`).
    board: Board
    table: hoc.SeatTable
    _action_options: Callable[[], tuple[Any, ...]]
    _clear_zoom: Callable[[], None]

    def _key(self, event: pygame.event.Event) -> bool:
        action = action_for(event)
        if action == "menu" and self.zoom.key is not None:      # Esc hides a zoom first, even over a panel
            self._clear_zoom()
            return True
        if self.panel is not None and self.panel.handle(event):
            return True
        if action == "menu":
            if self.focused_widget() is not None:
                self.set_focus(None)
            else:
                self.open_menu()
            return True
        if action == "undo_ctrl":
            self.take_back()
            return True
        if action == "help" or event.unicode == "?":
            self.show_keys()
            return True
        if self.focused_widget() is None and action in self._KEY_ACTIONS:
            self._KEY_ACTIONS[action](self)
            return True
        return super().handle(event)

    def focus_rows(self) -> list[list[Spot]]:
        """The focusable cards by row, bottom of the screen first: your hand; your field and Domain;
        the Random Market; the Basic Market, piles and princesses; the opponents."""
        me = self.table.seat
        rows: list[list[CardSprite]] = [[], [], [], [], []]
        for sprite in self.board.sprites.values():
            if sprite.key is None:
                continue
            kind, seat = sprite.zone
            if kind == "hand":
                rows[0].append(sprite)
            elif seat == me and kind in ("field", "domain", "kept", "discard", "guardian"):
                rows[1].append(sprite)
            elif kind == "stack":
                rows[2].append(sprite)
            elif kind in ("basic", "curses", "outskirts", "princesses"):
                rows[3].append(sprite)
            else:
                rows[4].append(sprite)
        return [[Spot(s.ident, s.key, s.rect) for s in sorted(row, key=lambda s: (s.target.x, s.target.y))]
                for row in rows]

    def _use_focused(self) -> None:
        """Enter: the obvious action for the card in focus (play, buy, back, set, recall, use)."""
        prompt = self.session.human_prompt()
        if self.card_focus is None or prompt is None:
            return
        command = obvious(self.card_focus, self._action_options())
        if command is None:
            self.say(nothing_to_do(getattr(self.board.sprites.get(self.card_focus), "zone", ("", None))))
            return
        stays = self._hand_neighbour(self.card_focus)
        if self.issue(prompt.seat, command) is None and stays is not None:
            self.card_focus = stays           # the focus stays in the hand, on the next card

    def _hand_neighbour(self, card: Any) -> Any:
        """The hand card the focus moves to when `card` leaves the hand (None: `card` is not in the
        hand, or is its only card)."""
        hand = sorted((s for s in self.board.sprites.values() if s.zone == ("hand", self.table.seat)),
                      key=lambda s: s.order)
        return neighbour([s.ident for s in hand], card)

    def _keep_focused(self) -> None:
        """K: keep the card in focus on a territory; pressed again, on the next territory."""
        prompt = self.session.human_prompt()
        keeps = [o for o in self._action_options() if o[0] == "keep" and o[1] == self.card_focus]
        if not keeps or prompt is None:
            self.say("That card cannot be kept now (keep an Action card from your hand, after backing a princess).")
            return
        self.issue(prompt.seat, keeps[0])

    _KEY_ACTIONS: ClassVar[dict[str, Callable[[Any], None]]] = {
        **ARROW_ACTIONS,
        "use": _use_focused, "keep": _keep_focused, "zoom": lambda t: t.zoom_focused(), "log": lambda t: t.open_log(),
        "skip": lambda t: t.finish_animations(), "mute": lambda t: t.say(t.app.sounds.toggle_mute(), note=True),
        "cash_coin": lambda t: t.cash_coin(),
    }
