"""Every key the Heart of Crown table answers to, in one list: the table dispatches by it, its
buttons take their hotkeys from it and the help overlay (F1 or ?) prints it, so the three can never
disagree. The keys every table shares (the arrows, Z, undo, L, M, F1, Esc) are the table kit's
(client/kit/keys.py); the table's own are Enter's words, K, E, C and G.

Keys act only while no widget (a button, the speed selector, the log) has keyboard focus, except
the phase, declare and undo keys, which are the buttons' own hotkeys and work anywhere.
"""

from __future__ import annotations

import pygame

from hoc_desktop.client.kit.keys import (HELP, LOG, MENU, MUTE, SKIP, UNDO, UNDO_CTRL, ZOOM, Binding, KeyMap,
                                         move_bindings)
from hoc_desktop.i18n import N_

BINDINGS: tuple[Binding, ...] = (
    *move_bindings(N_("your hand, your side, the Market, the princesses, your opponents")),
    Binding("use", (pygame.K_RETURN, pygame.K_KP_ENTER), "Enter", N_("play, buy, back, set, recall or use the "
                                                                     "card in focus")),
    Binding("keep", (pygame.K_k,), "K", N_("keep the card in focus on a territory of your Domain "
                                           "(again: the next territory)")),
    ZOOM,
    Binding("end_phase", (pygame.K_e,), "E", N_("end the Main Phase / end your turn")),
    Binding("declare", (pygame.K_c,), "C", N_("declare a Coronation Ceremony")),
    Binding("cash_coin", (pygame.K_g,), "G",
            N_("cash in one of your Coin counters for a coin (Far East, Main Phase)")),
    UNDO, UNDO_CTRL, SKIP, LOG, MUTE, HELP, MENU,
)


KEYS = KeyMap(BINDINGS)
action_for, key_of, help_rows = KEYS.action_for, KEYS.key_of, KEYS.help_rows
