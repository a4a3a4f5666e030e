"""The player's hands at the Crown Rivals table: the card in focus (Left/Right in a row, Up/Down
between your hand, the market and your rival's spades) and the buttons it offers, the keys, and
the pointer's press, drag (the table kit's one `Drag`) and drop. Every gesture ends in one
command (`act`), which the engine accepts or refuses. A mixin of `CrownRivalsTable`."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from hoc_desktop.client.crown_rivals import words
from hoc_desktop.client.crown_rivals.looking import face_up_spots
from hoc_desktop.client.ui.widgets import Button
from hoc_desktop.client.ui.widgets.base import ACTIVATE_KEYS

from hoc_desktop.client.kit.drag import Drag, far


ACTING_ZONES = ("hand", "market", "played", "their_spades")     # where a press picks or aims at a card


class CRHands:
    """The table's keys, card in focus and pointer (see the module's words)."""

    def focused_card(self) -> str | None:
        """The card the keyboard (or the last click) points at: the one at its place in its row, or
        the row's last when the row has shrunk since (a card played from the end of the hand)."""
        row, index = self.focus
        cards = self._row(row)
        return cards[min(index, len(cards) - 1)] if cards else None

    def _row(self, row: str) -> list[str]:
        if self.curtain is not None:
            return []
        view = self.view()
        if row == "hand":
            return list(view.me.hand or ())
        if row == "market":
            return [c for c in view.market if c is not None]
        return [sup.spade for sup in view.them.supporters]

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
        if event.key == pygame.K_ESCAPE and self.looking.zoom.close():   # a card shown large goes first,
            self.dirty = True                                              # even over a panel
            return True
        if self.panel is not None and self.panel.handle(event):
            return True
        key = event.key
        if key == pygame.K_ESCAPE:
            self.open_menu()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL or key == pygame.K_u:
            self.take_back()
        elif key == pygame.K_z:
            self.looking.zoom_focused(self.focused_card())
        elif key == pygame.K_e:
            self._end_turn()
        elif key == pygame.K_l:
            self.open_log()
        elif key in (pygame.K_F1, pygame.K_QUESTION) or event.unicode == "?":
            self.show_keys()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            row, index = self.focus
            count = len(self._row(row))
            self.focus = (row, (index + (1 if key == pygame.K_RIGHT else -1)) % count if count else 0)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            order = ["hand", "market", "their_spades"]
            row = order[(order.index(self.focus[0]) + (1 if key == pygame.K_UP else -1)) % len(order)]
            self.focus = (row, 0)
        elif key in ACTIVATE_KEYS or pygame.K_1 <= key <= pygame.K_9:
            index = 0 if key in ACTIVATE_KEYS else key - pygame.K_1
            if index < len(self.action_buttons):
                self.action_buttons[index].activate()
        elif key == pygame.K_c:
            card = self.focused_card()
            if card is not None and self.focus[0] == "hand":
                self.act(("currency", card))
        else:
            return super().handle(event)
        self.dirty = True
        return True

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
        row = {"hand": "hand", "market": "market", "their_spades": "their_spades"}[zone]
        self.focus = (row, self._row(row).index(card))
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
        commands = self.session.game.commands
        if prompt is None or not commands or commands[-1] != (seat, ("play", command[1])):
            self.say(words.LATE_BOOST)
            return
        why = self.session.amend(seat, command)
        if why is not None:
            self.refused.append(why)
            self.say(words.LATE_BOOST)
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

