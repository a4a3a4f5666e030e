"""The player's hands at the Crown Rivals table: the card in focus (the table kit's focus ring over
your hand, the market and your rival's spades: Left/Right in a row, Up/Down between rows) and the
buttons it offers, the keys (keys.py, dispatched here), and the pointer's press, drag (the table
kit's one `Drag`) and drop. Every gesture ends in one command (`act`), which the engine accepts or
refuses. A mixin of `CrownRivalsTable`; what it needs of the table beyond the kit's `KitTable` is
declared in its class body."""

from __future__ import annotations

from typing import Any, Callable, ClassVar

import pygame

from hoc_desktop.client.crown_rivals import words
from hoc_desktop.client.crown_rivals.glide import Glides
from hoc_desktop.client.crown_rivals.layout import CRLayout
from hoc_desktop.client.crown_rivals.keys import action_for
from hoc_desktop.client.crown_rivals.looking import face_up_spots
from hoc_desktop.client.kit.drag import Drag, far
from hoc_desktop.client.kit.focus import Spot
from hoc_desktop.client.kit.table_scene import ARROW_ACTIONS, KitTable
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.engine.core.prompts import Prompt
from hoc_desktop.engine.crown_rivals.rules import Rules
from hoc_desktop.engine.crown_rivals.view import SeatView
from hoc_desktop.i18n import _

ACTING_ZONES = ("hand", "market", "played", "their_spades")     # where a press picks or aims at a card
FOCUS_ROWS = ("hand", "market", "their_spades")                 # the card focus's rows, bottom first


class CRHands(KitTable):
    """The table's keys, card in focus and pointer (see the module's words)."""

    # What the hands read and change of the table (`CrownRivalsTable` sets and defines them).
    layout: CRLayout
    rules: Rules
    glides: Glides
    action_buttons: list[Button]
    _press: tuple[str, str, pygame.Rect, tuple[int, int]] | None    # (zone, card, rect, where), before a drag
    view: Callable[[], SeatView]
    act: Callable[[tuple[Any, ...] | str], None]
    _mine: Callable[[], Prompt | None]

    def focused_card(self) -> str | None:
        """The card the keyboard (or the last click) points at; when it has left its row (played,
        bought), the card now at its place, or the row's last when the row has shrunk."""
        card = self.focus_ring.resync(self.focus_rows())
        return card if isinstance(card, str) else None      # always: this table's idents are card names

    def focus_rows(self) -> list[list[Spot]]:
        """Your hand, the market, your rival's spades (each row may be empty), left to right."""
        rows: dict[str, list[Spot]] = {zone: [] for zone in FOCUS_ROWS}
        for zone, card, rect in self.card_rects():
            if zone in rows:
                rows[zone].append(Spot(card, card, rect))
        return [sorted(rows[zone], key=lambda s: (s.rect.x, s.rect.y)) for zone in FOCUS_ROWS]

    def _sync_actions(self) -> None:
        """The buttons of the card in focus (Play it, Boost..., Discard for currency, Buy it for 9)."""
        card = self.focused_card() if self.drag is None else None     # a held card shows where it can go instead
        actions = (words.actions_for(card, self._mine(), self.rules, self.view().turn.currency_cards)
                   if card is not None else [])
        labels = [a.label for a in actions]
        if labels == [b.text for b in self.action_buttons]:
            for button, action in zip(self.action_buttons, actions):
                button.on_click = self._doer(action.command)
            return
        for button in self.action_buttons:
            self.widgets.remove(button)
        self.action_buttons = [Button(a.label, self._doer(a.command), hotkey_label=str(i + 1), role="small",
                                      style="primary" if i == 0 else "normal")
                               for i, a in enumerate(actions[:9])]
        self.widgets[1:1] = self.action_buttons
        self._place_actions()
        self.dirty = True

    def _place_actions(self) -> None:
        """The card's buttons in rows above the hand, the first row lowest (a second one rises to just
        below the cards in your play area)."""
        theme = self.theme
        area = self.layout.actions
        gap = theme.px(4)
        rows: list[list[tuple[Button, int]]] = [[]]
        used = 0
        for button in self.action_buttons:
            width = min(button.min_width(theme, padding=16, centred=False), area.width)
            if rows[-1] and used + gap + width > area.width:
                rows.append([])
                used = 0
            rows[-1].append((button, width))
            used += width + (gap if used else 0)
        for k, row in enumerate(rows):
            x, y = area.x, area.y - k * (area.height + gap)
            for button, width in row:
                button.layout((x, y, width, area.height), theme)
                x += width + gap

    def _doer(self, command: tuple[Any, ...]) -> Callable[[], None]:
        return lambda: self.act(command)

    def _key(self, event: pygame.event.Event) -> bool:
        action = action_for(event)
        if action == "menu" and self.zoom.close():      # a card shown large goes first, even over a panel
            self.dirty = True
            return True
        if self.panel is not None and self.panel.handle(event):
            return True
        if action == "menu":
            if self.focused_widget() is not None:
                self.set_focus(None)
            else:
                self.open_menu()
        elif action == "undo_ctrl":
            self.take_back()
        elif action == "help" or event.unicode == "?":
            self.show_keys()
        elif self.focused_widget() is None and action in ("use", "button"):
            self._press_button(0 if action == "use" else event.key - pygame.K_1)
        elif self.focused_widget() is None and action in self._KEY_ACTIONS:
            self._KEY_ACTIONS[action](self)
        else:
            return super().handle(event)
        self.dirty = True
        return True

    def _press_button(self, index: int) -> None:
        """Enter or 1-9: the card in focus's first (or n-th) button."""
        if index < len(self.action_buttons):
            self.action_buttons[index].activate()

    def _spend_focused(self) -> None:
        """C: the card in focus, when it is in your hand, discarded for currency."""
        card = self.focused_card()
        if card is not None and card in (self.view().me.hand or ()):
            self.act(("currency", card))

    _KEY_ACTIONS: ClassVar[dict[str, Callable[[Any], None]]] = {
        **ARROW_ACTIONS,
        "currency": _spend_focused, "zoom": lambda t: t.zoom_focused(), "log": lambda t: t.open_log(),
        "skip": lambda t: t.finish_animations(), "mute": lambda t: t.say(t.app.sounds.toggle_mute(), note=True),
    }

    def card_rects(self) -> list[tuple[str, str, pygame.Rect]]:
        """(zone, card, rect) of every card the pointer can take or aim at, topmost last."""
        if self.curtain is not None:
            return []
        return [spot for spot in face_up_spots(self.view(), self.layout, self.theme) if spot[0] in ACTING_ZONES]

    def _hit(self, pos: tuple[int, int], zones: tuple[str, ...]) -> tuple[str, str, pygame.Rect] | None:
        for zone, card, rect in reversed(self.card_rects()):
            if zone in zones and rect.collidepoint(pos):
                return zone, card, rect
        return None

    def _press_at(self, pos: tuple[int, int]) -> bool:
        hit = self._hit(pos, ("hand", "market", "their_spades"))
        if hit is None:
            return False
        zone, card, rect = hit
        self.focus_ring.take(card, self.focus_rows())
        self._press = (zone, card, rect, pos)
        self.dirty = True
        return True

    def _moved(self, pos: tuple[int, int]) -> None:
        if self.drag is not None:
            self.drag.follow(pos)
            self.dirty = True
        elif self._press is not None:
            zone, card, rect, start = self._press
            if zone in ("hand", "market") and far(pos, start):
                self.drag = Drag(card, zone, rect.copy(), start)
                self._moved(pos)

    def _release(self, pos: tuple[int, int]) -> bool:
        drag, self.drag, self._press = self.drag, None, None
        if drag is None:
            return False
        self.glides.at(drag.held, drag.rect)     # a card let go travels on from where it was dropped
        zone, target = self.drop_zone(pos, drag.held)
        boosted = words.boosted_cards(self.view(), self.rules)
        command = words.drop_command(drag.held, drag.source, zone, target, boosted) if zone is not None else None
        if zone == words.PLAYED_CARD and isinstance(command, tuple) and len(command) == 3:
            self._boost_played(command)
        elif command is not None:
            self.act(command)
        self.dirty = True
        return True

    def _boost_played(self, command: tuple[Any, ...]) -> None:
        """A diamond dropped on the card you have just played: the two are played together instead,
        when that play can still be taken back (nothing learned, nothing else done since)."""
        prompt = self._mine()
        seat = self.session.viewer
        commands = self.session.commands_played
        if prompt is None or not commands or commands[-1] != (seat, ("play", command[1])):
            self.say(_(words.LATE_BOOST))
            return
        why = self.session.amend(seat, command)
        if why is not None:
            self.refused.append(why)
            self.say(_(words.LATE_BOOST))
        else:
            self._forget_viewer()                # the log is told again from the amended stream
            self.app.sounds.play("play")

    def drop_zone(self, pos: tuple[int, int], held: str) -> tuple[str | None, str | None]:
        """What lies under `pos` for a drop of `held`: (zone, the card there if any)."""
        L = self.layout
        hit = self._hit(pos, ("hand", "played"))
        if hit is not None and hit[1] != held:
            return (words.HAND_CARD if hit[0] == "hand" else words.PLAYED_CARD), hit[1]
        if L.currency.collidepoint(pos):
            return words.CURRENCY, None
        if L.my_play.union(L.my_spades).collidepoint(pos):
            return words.PLAY, None
        if L.my_side.collidepoint(pos):
            return words.MY_SIDE, None
        return None, None

