"""Every key the Crown Rivals table answers to, in one list: the table dispatches by it, its buttons
take their hotkeys from it and the keys overlay (F1 or ?) prints it, so the three can never
disagree. The keys every table shares (the arrows over the card focus, Z, undo, Space, L, M, F1,
Esc) are the table kit's (client/kit/keys.py) and do here what they do at the Heart of Crown table;
this table's own are Enter's words, 1-9 (a card's buttons), C and E.

Keys act only while no widget (a button, the log) has keyboard focus, except the end-turn and undo
keys, which are the buttons' own hotkeys and work anywhere.
"""

from __future__ import annotations

import pygame

from hoc_desktop.client.kit.keys import (HELP, LOG, MENU, MUTE, SKIP, UNDO, UNDO_CTRL, ZOOM, Binding, KeyMap,
                                         move_bindings)
from hoc_desktop.i18n import N_

BUTTON_KEYS = tuple(range(pygame.K_1, pygame.K_9 + 1))
"""1-9 press the buttons the card in focus offers, in order (Enter the first)."""

BINDINGS: tuple[Binding, ...] = (
    *move_bindings(N_("your hand, the market, your rival's spades")),
    Binding("use", (pygame.K_RETURN, pygame.K_KP_ENTER), N_("Enter or 1-9"),
            N_("do what the card in focus offers (its buttons, left to right)")),
    Binding("button", BUTTON_KEYS, "", ""),
    Binding("currency", (pygame.K_c,), "C", N_("discard the card in focus for currency")),
    ZOOM,
    Binding("end_turn", (pygame.K_e,), "E", N_("end your turn")),
    UNDO, UNDO_CTRL, SKIP, LOG, MUTE, HELP, MENU,
)
KEYS = KeyMap(BINDINGS, ((N_("Right-click a card"), N_("show it large (again: hide it)")),
                         (N_("Click a discard pile or the trash"), N_("list its cards"))))
action_for, key_of, help_rows = KEYS.action_for, KEYS.key_of, KEYS.help_rows
