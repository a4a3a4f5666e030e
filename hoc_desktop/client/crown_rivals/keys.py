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

BUTTON_KEYS = tuple(range(pygame.K_1, pygame.K_9 + 1))
"""1-9 press the buttons the card in focus offers, in order (Enter the first)."""

BINDINGS: tuple[Binding, ...] = (
    *move_bindings("your hand, the market, your rival's spades"),
    Binding("use", (pygame.K_RETURN, pygame.K_KP_ENTER), "Enter or 1-9",
            "do what the card in focus offers (its buttons, left to right)"),
    Binding("button", BUTTON_KEYS, "", ""),
    Binding("currency", (pygame.K_c,), "C", "discard the card in focus for currency"),
    ZOOM,
    Binding("end_turn", (pygame.K_e,), "E", "end your turn"),
    UNDO, UNDO_CTRL, SKIP, LOG, MUTE, HELP, MENU,
)
KEYS = KeyMap(BINDINGS, (("Right-click a card", "show it large (again: hide it)"),
                         ("Click a discard pile or the trash", "list its cards")))
action_for, key_of, help_rows = KEYS.action_for, KEYS.key_of, KEYS.help_rows
